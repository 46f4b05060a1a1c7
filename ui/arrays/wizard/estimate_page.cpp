#include "ui/arrays/wizard/estimate_page.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "ui/arrays/wizard/array_wizard.h"
#include "ui/arrays/wizard/member_measurement.h"
#include "ui/arrays/wizard/queue_curve_chart.h"
#include "ui/campaign/campaign_dialog.h"
#include "ui/drives/drives_model.h"
#include "ui/estimate/member_caps_text.h"

namespace am::ui {

namespace {
enum Column { Level, Capacity, Tolerance, RandomRead, RandomWrite, SeqRead, SeqWrite, ColumnCount };

// `text` on lines of at most `width` pixels, broken between words (a longer word keeps its own
// line).
QString wrapWords(const QString& text, const QFontMetrics& metrics, int width)
{
    QStringList lines;
    for (const QString& word :
         text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
        if (!lines.isEmpty() &&
            metrics.horizontalAdvance(lines.back() + QLatin1Char(' ') + word) <= width)
            lines.back() += QLatin1Char(' ') + word;
        else
            lines << word;
    }
    return lines.join(QLatin1Char('\n'));
}

// The table's width with every column whole, from what its cells can hold:
// the level titles, the words of the "Survives" column, seven-digit figures
// (in bold, the chosen level's row), and the headers. The wizard opens wide
// enough for it (ArrayWizard::openingSize), so nothing needs a scroll bar.
int neededTableWidth(const QStringList& headers)
{
    QFont bold;
    bold.setBold(true);
    const QFontMetrics cells(bold);
    const QFontMetrics header(QApplication::font("QHeaderView"));
    const int padding = 2 * QApplication::style()->pixelMetric(QStyle::PM_HeaderMargin) + 8;
    int total = 4; // the frame
    for (int column = 0; column < headers.size(); ++column) {
        QStringList samples = headers[column].split(QLatin1Char('\n'));
        if (column == 0)
            for (const auto level : {raid::Level::Raid0, raid::Level::Raid1, raid::Level::Raid5,
                                     raid::Level::Raid6, raid::Level::Raid10})
                samples << levelTitle(level);
        else if (column == 1)
            samples << sizeText(999'990'000'000'000, util::SizeUnits::Decimal);
        else if (column == 2)
            samples << EstimatePage::tr("no failure") << EstimatePage::tr("%n drive(s)", "", 2);
        else
            samples << QLocale().toString(9999999.0, 'f', 0);
        int widest = 0;
        for (const QString& sample : samples)
            widest = std::max(widest, std::max(cells.horizontalAdvance(sample),
                                               header.horizontalAdvance(sample)));
        total += widest + padding;
    }
    return total;
}

QString referenceText(const std::string& name)
{
    if (name == "sata-hdd")
        return EstimatePage::tr("reference: one 7200 rpm SATA HDD (published figures)");
    return EstimatePage::tr("reference: one enterprise NVMe SSD (published figures)");
}
} // namespace

EstimatePage::EstimatePage(ArrayWizard* wizard)
    : QWizardPage(wizard), wizard_(wizard), table_(new QTableWidget(this)),
      source_(new QLabel(this)), curve_(new QChartView(new QChart, this)),
      curve_sentence_(new QLabel(this)), measure_(new QPushButton(this)),
      again_(new QPushButton(tr("Estimate &again"), this)),
      compare_(new QPushButton(tr("&Compare configurations…"), this)),
      measurement_(new MemberMeasurement(
          {wizard->historyDirectory(), wizard->helpers(), wizard->asRoot(), {}}, this)),
      progress_(new QProgressBar(this)), stop_(new QPushButton(tr("S&top"), this)),
      measure_status_(new QLabel(this))
{
    setTitle(tr("Estimate"));
    setSubTitle(tr(
        "What these drives would give at each level, before anything is written. Estimates, not measurements."));
    table_->setColumnCount(ColumnCount);
    QStringList headers{tr("Level"),
                        tr("Capacity"),
                        tr("Survives"),
                        tr("Random read\n(IOPS)"),
                        tr("Random write\n(IOPS)"),
                        tr("Sequential read\n(MB/s)"),
                        tr("Sequential write\n(MB/s)")};
    // Headers do not wrap by themselves: a long title in any language would widen its column past
    // the page.
    const QFontMetrics header_metrics(table_->horizontalHeader()->font());
    for (QString& header : headers)
        header = wrapWords(header, header_metrics, header_metrics.averageCharWidth() * 11);
    table_->setHorizontalHeaderLabels(headers);
    table_->setMinimumWidth(neededTableWidth(headers));
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The table takes the height its five rows need; the chart below takes the rest.
    table_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().lineSpacing() + 4);
    fitTableHeight(
        5); // one row per level, known before the estimate arrives: the wizard opens tall enough
    curve_->setObjectName(QStringLiteral("queueCurve"));
    curve_->setRenderHint(QPainter::Antialiasing);
    // Room for the plot, its axis titles and the legend at any font size.
    curve_->setMinimumHeight(curve_->fontMetrics().lineSpacing() * 14);
    curve_->chart()->legend()->setAlignment(Qt::AlignRight);
    curve_->chart()->setMargins(QMargins(2, 2, 2, 2));
    curve_sentence_->setObjectName(QStringLiteral("queueCurveSentence"));
    curve_sentence_->setWordWrap(true);
    curve_sentence_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    source_->setWordWrap(true);
    source_->setObjectName(QStringLiteral("estimateSource"));
    source_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    measure_->setObjectName(QStringLiteral("measureMember"));
    measure_->setToolTip(tr(
        "Random reads by block size and a sequential read on this drive (the member-reads preset, "
        "about a minute): nothing is written, so it is safe on a drive that holds data. Writes are "
        "taken from the reference."));
    measure_->hide();
    connect(measure_, &QPushButton::clicked, this, &EstimatePage::startMeasurement);
    connect(again_, &QPushButton::clicked, this, &EstimatePage::initializePage);
    compare_->setObjectName(QStringLiteral("compareConfigurations"));
    compare_->setToolTip(tr("Measure these levels for real instead of estimating them: build, "
                            "measure and delete each on these drives, with a report"));
    connect(compare_, &QPushButton::clicked, this, &EstimatePage::openComparison);
    progress_->setObjectName(QStringLiteral("measureProgress"));
    progress_->hide();
    stop_->setObjectName(QStringLiteral("stopMeasurement"));
    stop_->setToolTip(
        tr("Ends the measurement after the running cell; the finished cells are kept."));
    stop_->hide();
    measure_status_->setObjectName(QStringLiteral("measureStatus"));
    measure_status_->setWordWrap(true);
    measure_status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    measure_status_->hide();
    connect(stop_, &QPushButton::clicked, measurement_, &MemberMeasurement::stop);
    connect(measurement_, &MemberMeasurement::progressed, this,
            &EstimatePage::showMeasurementProgress);
    connect(measurement_, &MemberMeasurement::finished, this, &EstimatePage::onMeasured);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(measure_);
    buttons->addWidget(again_);
    buttons->addStretch(1);
    buttons->addWidget(compare_);
    auto* running = new QHBoxLayout;
    running->addWidget(progress_, 1);
    running->addWidget(stop_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_);
    layout->addWidget(curve_, 1);
    layout->addWidget(curve_sentence_);
    layout->addWidget(source_);
    layout->addLayout(buttons);
    layout->addLayout(running);
    layout->addWidget(measure_status_);
    connect(&watcher_, &QFutureWatcher<EstimateTable>::finished, this,
            [this] { show(watcher_.result()); });
}

void EstimatePage::initializePage()
{
    const WizardState& state = wizard_->state();
    std::vector<estimate::MemberDrive> members;
    for (const auto& path : state.members())
        if (const auto* device = state.scan.find(path))
            members.push_back(estimate::memberDriveOf(
                *device, device->is_partition ? state.scan.find(device->parent) : nullptr));
    table_->clearSpans();
    table_->setRowCount(0);
    source_->setText(tr("Estimating…"));
    curve_sentence_->clear();
    fillQueueCurveChart(curve_->chart(), {}, wizard_->state().level);
    const std::string history = wizard_->historyDirectory().toStdString();
    // The chunk the chosen backend stripes with (lvm's and btrfs's default is 64 KiB, not md's).
    raid::Plan striped = state.plan();
    if (!raid::usesChunk(striped.level)) striped.level = raid::Level::Raid0;
    const std::uint64_t chunk = raid::effectiveChunk(striped);
    // Lists and reads result files of any size: off the GUI thread.
    watcher_.setFuture(QtConcurrent::run(
        [members, history, chunk] { return buildEstimateTable(members, history, chunk); }));
}

void EstimatePage::show(const EstimateTable& result)
{
    if (!result.error.empty()) {
        source_->setText(tr("No estimate: %1").arg(QString::fromStdString(result.error)));
        emit estimated();
        return;
    }
    const QLocale locale;
    const auto number = [&](double value) { return locale.toString(value, 'f', 0); };
    const auto mbps = [&](double bytes) {
        return locale.toString(bytes / 1e6, 'f', 0);
    }; // MB/s = 10^6 B/s
    const raid::Level chosen = wizard_->state().level;
    table_->setRowCount(static_cast<int>(result.rows.size()));
    for (int row = 0; row < static_cast<int>(result.rows.size()); ++row) {
        const auto& level = result.rows[static_cast<std::size_t>(row)];
        QStringList cells{levelTitle(level.level)};
        if (!level.possible)
            cells << tr("needs more drives") << QString() << QString() << QString() << QString()
                  << QString();
        else
            cells << sizeText(level.capacity_bytes, util::SizeUnits::Decimal)
                  << (level.fault_tolerance == 0
                          ? tr("no failure")
                          : tr("%n drive(s)", "", static_cast<int>(level.fault_tolerance)))
                  << number(level.random_read_iops) << number(level.random_write_iops)
                  << mbps(level.seq_read_bytes_per_s) << mbps(level.seq_write_bytes_per_s);
        for (int column = 0; column < ColumnCount; ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (column > Level) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (level.level == chosen) {
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
            }
            table_->setItem(row, column, item);
        }
        // One cell across the figures: the capacity column keeps the width of a size, and the table
        // fits.
        if (!level.possible) {
            table_->setSpan(row, Capacity, 1, ColumnCount - Capacity);
            table_->item(row, Capacity)->setTextAlignment(Qt::AlignCenter);
        }
    }
    table_->resizeColumnsToContents();
    table_->resizeRowsToContents();
    fitTableHeight(table_->rowCount());
    fillQueueCurveChart(curve_->chart(), result.rows, chosen);
    curve_sentence_->clear();
    for (const auto& level : result.rows)
        if (level.level == chosen) curve_sentence_->setText(queueCurveSentence(level));

    QStringList lines;
    const auto block =
        result.rows.empty() ? std::uint64_t{4096} : result.rows.front().random_block_bytes;
    lines
        << tr("Random columns: %1 KiB blocks, the queue depth the profile was measured at. Your choice is in bold.")
               .arg(block / 1024);
    if (result.allMeasured())
        lines << tr("Source: measured on this machine.");
    else if (result.anyMeasured())
        lines << tr("Source: partly measured on this machine, partly reference figures.");
    else
        lines << tr(
            "Source: reference figures, not these drives. Measure a member read-only (below), or run the "
            "matrix preset on it in the Benchmark tab, for an estimate from your own drives.");
    const auto gbps = [&](double bytes) { return locale.toString(bytes / 1e9, 'f', 2); };
    if (const auto& shared = result.topology.narrowest_shared) {
        QStringList names;
        for (const auto& member : shared->members) names << QString::fromStdString(member);
        const QString link =
            shared->link.chipset_uplink
                ? tr("the chipset's DMI link")
                : tr("the switch uplink at %1").arg(QString::fromStdString(shared->link.address));
        lines << tr("PCIe: %1 and %2 share %3 (%4 GB/s): it holds every level to %5 GB/s.")
                     .arg(names.mid(0, names.size() - 1).join(QStringLiteral(", ")), names.back(),
                          link, gbps(shared->link.bytes_per_s),
                          gbps(*result.topology.caps.bus_bytes_per_s));
    }
    if (result.topology.slowest_own_link && result.sources.size() > 1)
        lines << tr("Links: %1's own link, the slowest (%2 GB/s), caps every member.")
                     .arg(QString::fromStdString(result.topology.slowest_member),
                          gbps(*result.topology.slowest_own_link));
    unmeasured_.clear();
    for (const auto& source : result.sources) {
        const QString path = QString::fromStdString(source.path);
        const QString caps = memberCapsText(source.caps, !source.measured || source.reads_only);
        if (source.measured && source.reads_only)
            lines << tr("%1: reads measured (%2), writes from the %3; %4")
                         .arg(path, QString::fromStdString(source.file),
                              referenceText(source.reference), caps);
        else if (source.measured)
            lines
                << tr("%1: measured (%2); %3").arg(path, QString::fromStdString(source.file), caps);
        else
            lines << tr("%1: %2; %3").arg(path, referenceText(source.reference), caps);
        if (!source.measured && unmeasured_.isEmpty()) unmeasured_ = path;
    }
    measure_->setVisible(!unmeasured_.isEmpty() && !measurement_->running());
    measure_->setText(tr("&Measure %1 read-only first").arg(unmeasured_));
    source_->setText(lines.join(QLatin1Char('\n')));
    emit estimated();
}

void EstimatePage::fitTableHeight(int rows)
{
    int height = table_->horizontalHeader()->sizeHint().height() + 2 * table_->frameWidth();
    for (int row = 0; row < rows; ++row)
        height += row < table_->rowCount() ? table_->rowHeight(row)
                                           : table_->verticalHeader()->defaultSectionSize();
    table_->setFixedHeight(height);
}

bool EstimatePage::isComplete() const { return !measurement_->running(); }

void EstimatePage::startMeasurement()
{
    if (unmeasured_.isEmpty() || measurement_->running()) return;
    const auto* device = wizard_->state().scan.find(unmeasured_.toStdString());
    measure_->hide();
    again_->setEnabled(false);
    progress_->show();
    stop_->show();
    stop_->setEnabled(true);
    measure_status_->show();
    measure_status_->setText(tr("Measuring %1 read-only (nothing is written)…").arg(unmeasured_));
    measurement_->start(unmeasured_, device ? device->size_bytes : 0);
    showMeasurementProgress();
    emit completeChanged();
}

void EstimatePage::showMeasurementProgress()
{
    const int total = measurement_->totalCells();
    const int done = measurement_->doneCells();
    progress_->setRange(0, std::max(total, 1));
    progress_->setValue(std::min(done, std::max(total, 1)));
    progress_->setFormat(tr("%1 of %2 cells").arg(done).arg(total));
    stop_->setEnabled(measurement_->canStop());
    if (!measurement_->running()) return;
    const QString cell = measurement_->runningCellName();
    if (measurement_->stopping())
        measure_status_->setText(
            tr("Stopping: the running cell ends and the finished ones are kept…"));
    else if (!cell.isEmpty())
        measure_status_->setText(tr("Measuring %1 read-only (nothing is written): %2")
                                     .arg(measurement_->device(), cell));
}

void EstimatePage::onMeasured(bool ok, const QString& message)
{
    stop_->hide();
    again_->setEnabled(true);
    progress_->setVisible(measurement_->doneCells() > 0);
    measure_status_->setText(ok ? message
                                : QStringLiteral("<b>%1</b>").arg(message.toHtmlEscaped()));
    measure_status_->show();
    emit completeChanged();
    initializePage(); // the estimate from what was measured (a stopped run's cells count too)
}

} // namespace am::ui

namespace am::ui {

void EstimatePage::openComparison()
{
    const WizardState& state = wizard_->state();
    auto* dialog = new CampaignDialog({.roots = state.roots,
                                       .scan = state.scan,
                                       .helpers = wizard_->helpers(),
                                       .history_directory = wizard_->historyDirectory(),
                                       .picked = state.picked,
                                       .as_root = wizard_->asRoot()},
                                      wizard_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    emit comparisonOpened(dialog);
}

} // namespace am::ui
