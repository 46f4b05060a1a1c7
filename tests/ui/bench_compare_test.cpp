// The workspace's comparison of two runs (ui/bench/compare_model, compare_view): the model's rows
// and marks, files read on a worker, the History tab's "Compare…" and the shown run against its
// overlay. ARRAYMARK_GRAB_DIR=docs/screenshots keeps bench-compare-runs.png.
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QFont>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "core/bench/repeats.h"
#include "core/bench/result_json.h"
#include "core/bench/result_store.h"
#include "core/util/json_text.h"
#include "tests/ui/support/bench_page_fixture.h"
#include "ui/bench/compare_model.h"
#include "ui/bench/compare_view.h"
#include "ui/bench/history_model.h"

using namespace am;
using bench::Metric;

namespace {

bench::CellResult cell(bench::Pattern pattern, std::uint64_t bs, std::uint32_t share,
                       std::uint32_t qd, double iops, std::uint64_t p99_ns)
{
    bench::CellResult c;
    c.job.pattern = pattern;
    c.job.block_size = bs;
    c.job.read_share = share;
    c.job.queue_depth = qd;
    c.measured_s = 1;
    c.iops = c.read_iops = iops;
    c.bw_bytes = iops * static_cast<double>(bs);
    for (auto* lat : {&c.lat, &c.total_lat}) {
        lat->count = 1000;
        lat->p50_ns = p99_ns / 3;
        lat->p99_ns = p99_ns;
        lat->p999_ns = p99_ns * 2;
    }
    return c;
}

// Repeated: the cell's IOPS the median of these.
bench::CellResult withRepeats(bench::CellResult c, std::vector<double> iops)
{
    c.iops = bench::median(iops);
    c.bw_bytes = c.iops * static_cast<double>(c.job.block_size);
    for (const double value : iops) {
        bench::RepeatFigures figures = bench::figuresOf(c);
        figures.iops = value;
        figures.bw_bytes = value * static_cast<double>(c.job.block_size);
        c.repeats.push_back(figures);
    }
    return c;
}

using bench::Pattern;
constexpr auto kSeq = Pattern::Sequential;
constexpr auto kRnd = Pattern::Random;

// A "before" and "after" of the quick preset's shapes: faster sequential reads, slower random
// writes, the rest within the noise, and a cell only the second run has.
std::vector<bench::CellResult> before()
{
    return {withRepeats(cell(kSeq, 1 << 20, 100, 8, 3400, 2400000), {3350, 3400, 3440}),
            withRepeats(cell(kSeq, 1 << 20, 0, 8, 2900, 2900000), {2860, 2900, 2950}),
            cell(kRnd, 4096, 100, 32, 612000, 95000),
            cell(kRnd, 4096, 0, 32, 480000, 120000),
            cell(kRnd, 4096, 100, 1, 14800, 82000),
            cell(kRnd, 4096, 0, 1, 52000, 21000)};
}

std::vector<bench::CellResult> after()
{
    return {withRepeats(cell(kSeq, 1 << 20, 100, 8, 3560, 2300000), {3520, 3560, 3590}),
            withRepeats(cell(kSeq, 1 << 20, 0, 8, 2930, 2880000), {2880, 2930, 2990}),
            cell(kRnd, 4096, 100, 32, 618000, 94000),
            cell(kRnd, 4096, 0, 32, 401000, 165000),
            cell(kRnd, 4096, 100, 1, 15100, 80000),
            cell(kRnd, 4096, 0, 1, 51000, 21500),
            cell(kRnd, 65536, 100, 32, 52000, 900000)};
}

QString writeRun(const QString& path, const std::string& created,
                 const std::vector<bench::CellResult>& cells)
{
    bench::RunInfo info;
    info.created = created;
    info.preset = "quick";
    info.host.hostname = "nvme-box";
    info.target.path = "/dev/md/data";
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(QByteArray::fromStdString(util::jsonText(bench::resultDocument(info, cells))));
    return path;
}

} // namespace

class BenchCompareTest : public QObject {
    Q_OBJECT
private slots:
    void modelMarksChangesBeyondTheSpread()
    {
        ui::CompareModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setRuns(before(), after());
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.columnCount(), 4);
        using M = ui::CompareModel;
        const auto at = [&model](int row, int column, int role = Qt::DisplayRole) {
            return model.data(model.index(row, column), role);
        };
        QCOMPARE(at(0, M::Cell).toString(), QStringLiteral("SEQ1M Q8T1, read"));
        // Sequential read: +4.7 %, but the repeats' ranges are apart: better, bold and green.
        QVERIFY2(at(0, M::Change).toString().startsWith(QStringLiteral("+4.7 %")),
                 qPrintable(at(0, M::Change).toString()));
        QVERIFY(at(0, M::Change).toString().endsWith(QStringLiteral("▲")));
        QCOMPARE(at(0, M::Change, M::VerdictRole).toInt(), int(bench::ChangeVerdict::Better));
        QVERIFY(at(0, M::Change, Qt::FontRole).value<QFont>().bold());
        QCOMPARE(at(0, M::Change, Qt::ForegroundRole).value<QColor>().green() > 100, true);
        QVERIFY(at(0, M::A).toString().contains(QStringLiteral("[")));
        QVERIFY(at(0, M::Change, Qt::ToolTipRole).toString().contains(QStringLiteral("overlap")));
        // Sequential write: ranges overlap, not marked.
        QCOMPARE(at(1, M::Change, M::SignificantRole).toBool(), false);
        QVERIFY(!at(1, M::Change, Qt::FontRole).isValid());
        // Random write QD32: -16.5 %, worse, red.
        QCOMPARE(at(3, M::Change, M::VerdictRole).toInt(), int(bench::ChangeVerdict::Worse));
        QVERIFY(at(3, M::Change).toString().endsWith(QStringLiteral("▼")));
        QCOMPARE(at(3, M::Change, Qt::ForegroundRole).value<QColor>().red() > 150, true);
        // Random read QD1: +2 %, within 5 % without repeats.
        QCOMPARE(at(4, M::Change, M::SignificantRole).toBool(), false);
        // A cell only B has.
        QCOMPARE(at(6, M::Change).toString(), QStringLiteral("only in B"));
        QCOMPARE(at(6, M::A).toString(), QStringLiteral("—"));
        QVERIFY(!at(6, M::B).toString().isEmpty());
        QVERIFY(model.summaryText().contains(QStringLiteral("1 better")));
        QVERIFY(model.summaryText().contains(QStringLiteral("1 only in B")));

        // p99 latency: the random write's rose (worse, ▲), the header says µs.
        model.setMetric(Metric::LatP99Us);
        QCOMPARE(model.headerData(M::A, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QStringLiteral("A (µs)"));
        QCOMPARE(at(3, M::Change, M::VerdictRole).toInt(), int(bench::ChangeVerdict::Worse));
        QVERIFY(at(3, M::Change).toString().endsWith(QStringLiteral("▲")));
        QCOMPARE(at(3, M::Change, M::PercentRole).toDouble(), 37.5);
        // A metric a comparison does not have is refused.
        model.setMetric(Metric::ClatMeanUs);
        QCOMPARE(model.metric(), Metric::LatP99Us);
    }

    void viewShowsTheRunsAndSwitchesTheFigure()
    {
        ui::CompareView view;
        bench::RunDocument a, b;
        a.hostname = b.hostname = "nvme-box";
        a.created = "2026-12-04T21:10:00Z";
        b.created = "2026-12-05T09:45:00Z";
        a.target_path = b.target_path = "/dev/md/data";
        a.preset = b.preset = "quick";
        view.setRuns(ui::CompareView::headline(a), before(), ui::CompareView::headline(b), after());
        QVERIFY(view.runLabel(false).startsWith(QStringLiteral("nvme-box, ")));
        QVERIFY(view.runLabel(true).contains(QStringLiteral("/dev/md/data")));
        auto* chooser = view.findChild<QComboBox*>();
        QVERIFY(chooser);
        QCOMPARE(chooser->count(), int(bench::compareFigures().size()));
        chooser->setCurrentIndex(chooser->findData(int(Metric::LatP99Us)));
        QCOMPARE(view.model()->metric(), Metric::LatP99Us);
        view.setMetric(Metric::Iops);
        QCOMPARE(view.model()->metric(), Metric::Iops);
        if (const QString dir = qEnvironmentVariable("ARRAYMARK_GRAB_DIR"); !dir.isEmpty()) {
            view.resize(860, 420);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            QVERIFY(view.grab().save(dir + QStringLiteral("/bench-compare-runs.png")));
        }
    }

    void filesAreReadOnAWorkerAndBadOnesNamed()
    {
        QTemporaryDir dir;
        const QString a =
            writeRun(dir.filePath(QStringLiteral("a.json")), "2026-12-04T21:10:00Z", before());
        const QString b =
            writeRun(dir.filePath(QStringLiteral("b.json")), "2026-12-05T09:45:00Z", after());
        ui::CompareView view;
        QSignalSpy loaded(&view, &ui::CompareView::loaded);
        view.loadFiles(a, b);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(loaded.first().at(0).toBool(), true);
        QCOMPARE(view.model()->rowCount(), 7);
        QVERIFY(view.runLabel(false).contains(QStringLiteral("nvme-box")));

        const QString missing = dir.filePath(QStringLiteral("missing.json"));
        view.loadFiles(a, missing);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(loaded.last().at(0).toBool(), false);
        QVERIFY2(view.errorText().contains(missing), qPrintable(view.errorText()));
        QCOMPARE(view.model()->rowCount(), 0);
    }

    void historyComparesTwoSelectedRunsEarlierFirst()
    {
        test::BenchPageFixture fixture;
        ui::BenchPage& page = fixture.page;
        const bench::ResultStore& store = page.store();
        bench::RunInfo info;
        info.host.hostname = "nvme-box";
        info.target.path = "/dev/md/data";
        info.created = "2026-12-04T21:10:00Z";
        store.save(bench::resultDocument(info, before()));
        info.created = "2026-12-05T09:45:00Z";
        store.save(bench::resultDocument(info, after()));
        page.refreshHistory();
        QCOMPARE(page.historyModel()->rowCount(), 2);
        auto* history = page.findChild<QTableView*>(QStringLiteral("benchHistory"));
        auto* compare = page.findChild<QPushButton*>(QStringLiteral("benchCompareRuns"));
        QVERIFY(history && compare);
        QVERIFY(!compare->isEnabled());
        history->selectRow(0);
        QVERIFY(!compare->isEnabled());
        history->selectionModel()->select(page.historyModel()->index(1, 0),
                                          QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QVERIFY(compare->isEnabled());
        compare->click();
        auto* view = page.findChild<ui::CompareView*>();
        QVERIFY(view);
        QSignalSpy loaded(view, &ui::CompareView::loaded);
        QVERIFY(loaded.wait(10000));
        // The history lists newest first; A is the earlier run all the same.
        QCOMPARE(view->model()->rowCount(), 7);
        QCOMPARE(view->model()->comparisons().back().a.has_value(), false);
    }

    void theShownRunAgainstItsOverlay()
    {
        test::BenchPageFixture fixture;
        ui::BenchPage& page = fixture.page;
        QTemporaryDir dir;
        const QString a =
            writeRun(dir.filePath(QStringLiteral("a.json")), "2026-12-04T21:10:00Z", before());
        const QString b =
            writeRun(dir.filePath(QStringLiteral("b.json")), "2026-12-05T09:45:00Z", after());
        auto* button = page.findChild<QPushButton*>(QStringLiteral("benchCompareOverlay"));
        QVERIFY(button);
        QVERIFY(!button->isEnabled());
        QVERIFY(page.compareShownWithOverlay() == nullptr);
        QVERIFY(fixture.openRun(b));
        QSignalSpy loaded(&page, &ui::BenchPage::loadFinished);
        page.overlayRun(a);
        QVERIFY(loaded.wait(10000));
        QVERIFY(button->isEnabled());
        ui::CompareView* view = page.compareShownWithOverlay();
        QVERIFY(view);
        QCOMPARE(view->model()->rowCount(), 7);
        QVERIFY(view->runLabel(true).contains(QStringLiteral("nvme-box")));
    }
};

QTEST_MAIN(BenchCompareTest)
#include "bench_compare_test.moc"
