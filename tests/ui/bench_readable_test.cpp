// Issue 15, "Readable": CrystalDiskMark's panel, one name per cell in legends
// and the table, axes without "1e+06", a right-hand chart and layout that stay
// put, exported images that say what they show, header widths that fit their
// text, and overlays that say how their jobs differ.
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLogValueAxis>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "bench_test_support.h"
#include "core/bench/preset.h"
#include "tests/ui/support/bench_page_fixture.h"
#include "ui/bench/axis_format.h"
#include "ui/bench/bench_charts.h"
#include "ui/bench/bench_page.h"
#include "ui/bench/cdm_panel.h"
#include "ui/bench/cell_name.h"
#include "ui/bench/reference_overlay.h"
#include "ui/bench/results_table_model.h"
#include "ui/bench/series_list.h"
#include "ui/bench/target_panel.h"
#include "ui/settings/app_settings.h"
#include "ui/settings/header_state.h"
#include "ui/translation_loader.h"

using namespace am;

namespace {
std::vector<bench::Job> presetJobs(const char* name)
{
    static const auto presets = bench::loadPresets({});
    const auto* preset = bench::findPreset(presets, name);
    return preset ? preset->jobs : std::vector<bench::Job>{};
}

bench::CellResult measured(const bench::Job& job, double iops)
{
    bench::CellResult cell;
    cell.job = job;
    cell.iops = iops;
    cell.bw_bytes = iops * static_cast<double>(job.block_size);
    cell.lat.mean_ns = 80000;
    cell.lat.p50_ns = 70000;
    cell.lat.p99_ns = 200000;
    cell.lat.count = 100;
    cell.measured_s = 5;
    return cell;
}

std::vector<bench::CellResult> measuredAll(const std::vector<bench::Job>& jobs)
{
    std::vector<bench::CellResult> cells;
    double iops = 1000;
    for (const auto& job : jobs) cells.push_back(measured(job, iops += 1000));
    return cells;
}

bench::CellResult randomCell(std::uint64_t bs, std::uint32_t share, std::uint32_t qd, double iops)
{
    bench::Job job;
    job.pattern = bench::Pattern::Random;
    job.block_size = bs;
    job.read_share = share;
    job.queue_depth = qd;
    return measured(job, iops);
}

QStringList listedNames(ui::SeriesList* list)
{
    QStringList names;
    for (int i = 0; i < list->count(); ++i) names << list->item(i)->text();
    return names;
}

void grabTo(QWidget* widget, const QString& name)
{
    QTest::qWait(200); // the charts lay out their axes and redraw on later events
    widget->grab().save(QStringLiteral("/tmp/readable-%1.png").arg(name));
}
} // namespace

class BenchReadableTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useTestSettings(); }

    void theCdmPanelHasARowPerJobShapeNamedFromTheJob()
    {
        const auto quick = ui::cdmRows(presetJobs("quick"));
        QCOMPARE(quick.size(), std::size_t{4});
        QCOMPARE(quick[0].label, QStringLiteral("SEQ1M Q8T1"));
        QCOMPARE(quick[1].label, QStringLiteral("SEQ1M Q1T1"));
        QCOMPARE(quick[2].label, QStringLiteral("RND4K Q32T1"));
        QCOMPARE(quick[3].label, QStringLiteral("RND4K Q1T1"));
        const auto nvme = ui::cdmRows(presetJobs("nvme"));
        QCOMPARE(nvme.size(), std::size_t{4});
        QCOMPARE(nvme[1].label, QStringLiteral("SEQ128K Q32T1"));
        QCOMPARE(nvme[2].label, QStringLiteral("RND4K Q32T16"));
        // Mixed reads and writes, or more shapes than four: not CrystalDiskMark's panel.
        QVERIFY(ui::cdmRows(presetJobs("matrix")).empty());
        QVERIFY(ui::cdmRows(presetJobs("latency")).empty());
        QVERIFY(ui::cdmRows(presetJobs("bs-sweep")).empty());
    }

    void theCdmPanelFillsInAsCellsFinishAndMarksStoppedOnes()
    {
        const auto jobs = presetJobs("quick");
        ui::CdmPanel panel;
        panel.resize(460, 260);
        panel.setRun(jobs, {});
        QVERIFY(!panel.isHidden());
        QCOMPARE(panel.rowCount(), 4);
        QCOMPARE(panel.valueLabel(0, false)->text(), QStringLiteral("\u2013"));
        // The first cell (SEQ1M Q8T1 read, 2000 IOPS of 1 MiB = 2097 MB/s) arrives.
        std::vector<bench::CellResult> cells{measured(jobs[0], 2000)};
        panel.setRun(jobs, cells);
        QCOMPARE(panel.valueLabel(0, false)->text(), QLocale().toString(2097.152, 'f', 0));
        QCOMPARE(panel.valueLabel(0, true)->text(), QStringLiteral("\u2013"));
        // IOPS by the unit choice.
        panel.findChild<QComboBox*>(QStringLiteral("cdmUnit"))->setCurrentIndex(1);
        QCOMPARE(panel.valueLabel(0, false)->text(), QLocale().toString(2000.0, 'f', 0));
        panel.setUnit(ui::CdmPanel::Unit::MBps);
        // A stopped cell is a dash, and its tooltip says why.
        auto stopped = measured(jobs[1], 1500);
        stopped.cancelled = true;
        stopped.measured_s = 0.3;
        cells.push_back(stopped);
        panel.setRun(jobs, cells);
        QCOMPARE(panel.valueLabel(0, true)->text(), QStringLiteral("\u2013"));
        QVERIFY2(panel.valueLabel(0, true)->toolTip().contains(QStringLiteral("stopped")),
                 qPrintable(panel.valueLabel(0, true)->toolTip()));
        // A run with another layout hides the panel.
        panel.setRun(presetJobs("matrix"), {});
        QVERIFY(panel.isHidden());
        panel.setRun(jobs, measuredAll(jobs));
        panel.show();
        grabTo(&panel, QStringLiteral("cdm-panel"));
    }

    void theBenchmarkPageShowsThePanelForQuickAndFillsItLive()
    {
        test::BenchPageFixture fixture;
        fixture.show();
        ui::BenchPage& page = fixture.page;
        QTemporaryDir& dir = fixture.dir;
        page.setCliPath(test::writeFakeCli(dir, test::kSlowUntilTerm));
        page.targetPanel()->setFileTarget(dir.filePath(QStringLiteral("target.bin")));
        page.setPreset(QStringLiteral("matrix"));
        QVERIFY(!page.cdmPanel()->isVisible());
        page.setPreset(QStringLiteral("quick"));
        QVERIFY(page.cdmPanel()->isVisible()); // before the run: four rows of dashes
        QCOMPARE(page.cdmPanel()->rowCount(), 4);
        QSignalSpy finished(&page, &ui::BenchPage::runFinished);
        page.start();
        // The recorded stream's first cell is SEQ1M Q8T1 read: it appears while the run goes on.
        QTRY_VERIFY_WITH_TIMEOUT(
            page.cdmPanel()->valueLabel(0, false)->text() != QStringLiteral("\u2013"), 10000);
        QCOMPARE(page.cdmPanel()->valueLabel(2, true)->text(), QStringLiteral("\u2013"));
        QCOMPARE(page.runner()->state(), ui::BenchRunner::State::Running);
        grabTo(&page, QStringLiteral("page-live"));
        page.stop();
        QVERIFY(finished.wait(20000));
    }

    void seriesAreNamedByWhatDiffersAndTheNamesEndVisible()
    {
        const auto jobs = presetJobs("quick");
        ui::BenchCharts charts;
        charts.resize(1200, 700);
        charts.show();
        charts.setRuns({ui::ChartRun{QStringLiteral("quick"), ui::ChartRun::Kind::Primary,
                                     measuredAll(jobs)}});
        QChart* bs = charts.blockSizeChart();
        const QStringList names = listedNames(charts.seriesListOf(bs));
        QVERIFY2(names.contains(QStringLiteral("SEQ1M Q8T1, read")),
                 qPrintable(names.join(QLatin1Char('|'))));
        QVERIFY(names.contains(QStringLiteral("SEQ1M Q8T1, write")));
        // A run that differs only in read share: the legend says "read" and "write", nothing else.
        std::vector<bench::CellResult> two{
            randomCell(4096, 100, 32, 1000), randomCell(4096, 0, 32, 500),
            randomCell(65536, 100, 32, 300), randomCell(65536, 0, 32, 100)};
        charts.setRuns({ui::ChartRun{QStringLiteral("rw"), ui::ChartRun::Kind::Primary, two}});
        QCOMPARE(listedNames(charts.seriesListOf(bs)),
                 (QStringList{QStringLiteral("read"), QStringLiteral("write")}));
        // Long names elide at the end (the part that differs is last), the tooltip has the whole
        // name.
        ui::SeriesList* list = charts.seriesListOf(bs);
        QCOMPARE(list->textElideMode(), Qt::ElideRight);
        QCOMPARE(list->item(0)->toolTip(), list->item(0)->text());
        // One name for a cell: the table's tooltip and the latency chart's legend use it too.
        ui::ResultsTableModel model;
        model.setCells(measuredAll(jobs));
        const QString tip = model.index(0, 0).data(Qt::ToolTipRole).toString();
        const int cell_index = model.index(0, 0).data(ui::ResultsTableModel::CellIndexRole).toInt();
        QVERIFY(cell_index >= 0);
        QCOMPARE(tip.section(QLatin1Char('\n'), 0, 0),
                 ui::cellName(model.cells()[static_cast<std::size_t>(cell_index)].job));
        charts.setRuns({ui::ChartRun{QStringLiteral("quick"), ui::ChartRun::Kind::Primary,
                                     measuredAll(jobs)}});
        QVERIFY(listedNames(charts.seriesListOf(charts.latencyChart()))
                    .contains(ui::cellName(jobs[0])));
        grabTo(&charts, QStringLiteral("legends"));
    }

    void theTableHeaderSaysItsMetric()
    {
        ui::ResultsTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCells({randomCell(4096, 100, 32, 1000), randomCell(4096, 0, 32, 500)});
        QVERIFY(model.headerData(0, Qt::Horizontal, Qt::DisplayRole)
                    .toString()
                    .contains(QStringLiteral("IOPS")));
        model.setMetric(bench::Metric::MBps);
        QVERIFY(model.headerData(0, Qt::Horizontal, Qt::DisplayRole)
                    .toString()
                    .contains(QStringLiteral("MB/s")));
        QVERIFY(model.headerData(1, Qt::Horizontal, Qt::DisplayRole)
                    .toString()
                    .startsWith(QStringLiteral("read")));
    }

    void logAxesNeverReadExponents()
    {
        ui::BenchCharts charts;
        charts.setLogarithmic(true);
        charts.setRuns(
            {ui::ChartRun{QStringLiteral("fast"),
                          ui::ChartRun::Kind::Primary,
                          {randomCell(4096, 100, 32, 2.5e6), randomCell(4096, 0, 32, 0.4e6)}}});
        auto* y =
            qobject_cast<QLogValueAxis*>(charts.blockSizeChart()->axes(Qt::Vertical).value(0));
        QVERIFY(y);
        for (const double tick : {1e5, 1e6, 1e7}) {
            const QString label = QString::asprintf(y->labelFormat().toLatin1().constData(), tick);
            QVERIFY2(!label.contains(QLatin1Char('e')), qPrintable(label));
        }
        // Sub-microsecond latencies keep their decimals.
        QCOMPARE(QString::asprintf(ui::logAxisLabelFormat(0.1).toLatin1().constData(), 0.1),
                 QStringLiteral("0.1"));
    }

    void theRightHandChartAndTheLayoutStayPutWhileARunFills()
    {
        ui::BenchCharts charts;
        charts.resize(1200, 700);
        charts.show();
        // qd-sweep: planned at nine queue depths; the first cell alone already gets the queue depth
        // chart.
        const auto sweep = presetJobs("qd-sweep");
        charts.setPlannedJobs(sweep);
        charts.setRuns({ui::ChartRun{
            QStringLiteral("qd"), ui::ChartRun::Kind::Primary, {measured(sweep[0], 10000)}}});
        QVERIFY(charts.showsQueueDepth());
        // quick measures SEQ1M at QD 8 and QD 1: a pair, not a sweep; the read-share chart stays
        // from first cell to last.
        const auto quick = presetJobs("quick");
        charts.setPlannedJobs(quick);
        const auto quick_cells = measuredAll(quick);
        for (std::size_t n = 1; n <= quick_cells.size(); ++n) {
            charts.setRuns({ui::ChartRun{
                QStringLiteral("q"), ui::ChartRun::Kind::Primary,
                std::vector<bench::CellResult>(quick_cells.begin(),
                                               quick_cells.begin() + static_cast<long>(n))}});
            QVERIFY2(!charts.showsQueueDepth(), qPrintable(QString::number(n)));
        }
        // A matrix run filling in: the plot keeps its size from two series to twelve.
        charts.setPlannedJobs(presetJobs("matrix"));
        charts.setRuns({ui::ChartRun{
            QStringLiteral("m"), ui::ChartRun::Kind::Primary, {randomCell(4096, 100, 32, 1000)}}});
        QVERIFY(!charts.showsQueueDepth());
        QApplication::processEvents();
        const QRectF before = charts.blockSizeChart()->plotArea();
        std::vector<bench::CellResult> many;
        for (std::uint32_t share : {0u, 5u, 10u, 20u, 30u, 40u, 50u, 60u, 70u, 80u, 90u, 100u})
            for (std::uint64_t bs : {4096ull, 65536ull})
                many.push_back(randomCell(bs, share, 32, 1000.0 + share));
        charts.setRuns({ui::ChartRun{QStringLiteral("m"), ui::ChartRun::Kind::Primary, many}});
        QApplication::processEvents();
        QCOMPARE(charts.blockSizeChart()->plotArea().width(), before.width());
    }

    void exportedImagesSayWhatTheyShowWithoutCheckBoxes()
    {
        test::BenchPageFixture fixture;
        fixture.show();
        ui::BenchPage& page = fixture.page;
        QTemporaryDir& dir = fixture.dir;
        QVERIFY(fixture.openRun(QStringLiteral(ARRAYMARK_TEST_DATA "/results/quick-4-cells.json")));
        const QStringList context = page.exportContext();
        const QString all = context.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral("/tmp/arraymark-test.bin")), qPrintable(all));
        QVERIFY(all.contains(QStringLiteral("bench-host")));
        QVERIFY(all.contains(QStringLiteral("quick")));
        QVERIFY(all.contains(QStringLiteral("2026")));
        QCOMPARE(context.size(), 5);
        const QString png = dir.filePath(QStringLiteral("run.png"));
        QTest::qWait(200); // as a person would: the charts have drawn before Export is pressed
        page.exportPng(png);
        const QImage image(png);
        QVERIFY(image.height() > page.charts()->height() + 40); // the header above the charts
        image.save(QStringLiteral("/tmp/readable-export.png"));
        // In the image the series lists have no check boxes; on screen they come back.
        ui::SeriesList* list = page.charts()->seriesListOf(page.charts()->blockSizeChart());
        QVERIFY(list->count() > 0);
        page.charts()->setExportLook(true);
        QVERIFY(!(list->item(0)->flags() & Qt::ItemIsUserCheckable));
        QVERIFY(!list->item(0)->data(Qt::CheckStateRole).isValid());
        page.charts()->setExportLook(false);
        QCOMPARE(list->item(0)->checkState(), Qt::Checked);
        // The save dialog's suggestion and memory.
        const QString name = page.suggestedExportName(QStringLiteral(".png"));
        QVERIFY2(name.startsWith(QStringLiteral("arraymark-arraymark-test.bin-quick-")) &&
                     name.endsWith(QStringLiteral(".png")),
                 qPrintable(name));
        ui::setLastExportDir(dir.path());
        QCOMPARE(ui::lastExportDir(), QDir::cleanPath(dir.path()));
        ui::setLastExportDir(dir.filePath(QStringLiteral("gone")));
        QVERIFY(ui::lastExportDir().isEmpty());
    }

    void savedColumnWidthsAreWidenedToTheirHeaderText()
    {
        QStandardItemModel model(1, 2);
        model.setHorizontalHeaderLabels({QStringLiteral("Model"), QStringLiteral("State")});
        QTableView view;
        view.setModel(&model);
        view.horizontalHeader()->resizeSection(0, 30);
        const QByteArray saved = view.horizontalHeader()->saveState();
        // Next start, in Russian: longer words under the same widths.
        model.setHorizontalHeaderLabels(
            {QStringLiteral("Модель накопителя"), QStringLiteral("Состояние")});
        QTableView again;
        again.setModel(&model);
        QVERIFY(ui::restoreHeaderState(again.horizontalHeader(), saved));
        const int text = again.horizontalHeader()->fontMetrics().horizontalAdvance(
            QStringLiteral("Модель накопителя"));
        QVERIFY2(again.horizontalHeader()->sectionSize(0) >= text,
                 qPrintable(QString::number(again.horizontalHeader()->sectionSize(0))));
    }

    void overlaysSayHowTheirJobsDifferAndAreNotCarriedOverUnasked()
    {
        const std::vector<bench::CellResult> run{randomCell(4096, 100, 1, 1000),
                                                 randomCell(131072, 100, 1, 500)};
        const std::vector<bench::CellResult> other{randomCell(4096, 100, 32, 9000)};
        const QString difference = ui::overlayJobDifference(other, run);
        QVERIFY2(difference.contains(QStringLiteral("QD 32")) &&
                     difference.contains(QStringLiteral("128K")),
                 qPrintable(difference));
        QVERIFY(ui::overlayJobDifference(run, run).isEmpty());
        // The reference says no queue depth: only what it lacks is named.
        const ui::ChartRun reference = ui::loadReferenceOverlay();
        QVERIFY(!ui::overlayJobDifference(reference.cells, run).contains(QStringLiteral("QD")));

        ui::BenchCharts charts;
        charts.resize(1200, 700);
        charts.show();
        charts.setRuns(
            {ui::ChartRun{QStringLiteral("this"), ui::ChartRun::Kind::Primary, run},
             ui::ChartRun{QStringLiteral("an earlier run with a long name, 23:45 nvme0n1"),
                          ui::ChartRun::Kind::Overlay, other}});
        ui::SeriesList* list = charts.seriesListOf(charts.blockSizeChart());
        QVERIFY(list->count() > 0);
        QVERIFY2(list->item(0)->toolTip().contains(
                     QStringLiteral("an earlier run with a long name, 23:45 nvme0n1")) &&
                     list->item(0)->toolTip().contains(QStringLiteral("QD 32")) &&
                     list->item(0)->text().startsWith(QStringLiteral("⚠")),
                 qPrintable(list->item(0)->toolTip()));
        grabTo(&charts, QStringLiteral("overlay"));

        // Starting a new run with an overlay asks; "No" clears the overlays.
        test::BenchPageFixture fixture;
        ui::BenchPage& page = fixture.page;
        QTemporaryDir& dir = fixture.dir;
        QSignalSpy loaded(&page, &ui::BenchPage::loadFinished);
        page.overlayRun(QStringLiteral(ARRAYMARK_TEST_DATA "/results/quick-4-cells.json"));
        QVERIFY(loaded.wait(10000));
        QCOMPARE(page.overlayCount(), 1);
        int asked = 0;
        page.setQuestion([&asked](const QString&, const QString& text) {
            ++asked;
            return !text.contains(QStringLiteral("overlaid")); // "No" to the overlay question
        });
        page.setCliPath(test::writeFakeCli(dir, test::kReplay));
        page.targetPanel()->setFileTarget(dir.filePath(QStringLiteral("target.bin")));
        page.setPreset(QStringLiteral("quick"));
        QSignalSpy finished(&page, &ui::BenchPage::runFinished);
        page.start();
        QCOMPARE(asked, 1);
        QCOMPARE(page.overlayCount(), 0);
        QVERIFY(finished.wait(20000));
    }

    void inRussianThePageIsGrabbedForALook()
    {
        // Not an assertion on words (the lead translates new strings after merging): a picture to
        // look at for clipping.
        QVERIFY(ui::installTranslations(*QCoreApplication::instance(),
                                        QLocale(QLocale::Russian, QLocale::Russia)));
        {
            test::BenchPageFixture fixture;
            fixture.show();
            QVERIFY(
                fixture.openRun(QStringLiteral(ARRAYMARK_TEST_DATA "/results/quick-4-cells.json")));
            QVERIFY(fixture.page.cdmPanel()->isVisible());
            grabTo(&fixture.page, QStringLiteral("page-ru"));
        }
        ui::installTranslations(*QCoreApplication::instance(),
                                QLocale(QLocale::English, QLocale::UnitedStates));
    }
};

QTEST_MAIN(BenchReadableTest)
#include "bench_readable_test.moc"
