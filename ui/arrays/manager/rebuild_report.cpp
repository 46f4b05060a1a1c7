#include "ui/arrays/manager/rebuild_report.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QStringList>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "ui/arrays/manager/array_status_text.h"
#include "ui/drives/drives_model.h"

namespace am::ui {

namespace {
class RebuildReportText {
    Q_DECLARE_TR_FUNCTIONS(am::ui::RebuildReport)
};

QString cellName(const bench::CellResult& cell) { return QString::fromStdString(cell.job.name); }

const bench::CellResult* findCell(const std::vector<bench::CellResult>& cells, const QString& name)
{
    for (const auto& cell : cells)
        if (cellName(cell) == name) return &cell;
    return nullptr;
}
} // namespace

QString rebuildSummaryText(const RebuildMeasurement::Setup& setup,
                           const RebuildMeasurement::Report& report)
{
    using T = RebuildReportText;
    QStringList lines;
    if (report.rebuild_seconds) {
        lines << T::tr("Rebuild of /dev/%1 onto %2: %3 (%4 s)")
                     .arg(setup.array, setup.member, durationText(*report.rebuild_seconds),
                          QLocale().toString(*report.rebuild_seconds, 'f', 1));
        if (report.seconds_per_tb)
            lines << T::tr("%1 per TB of member size (%2 h; member: %3; TB = 10^12 bytes)")
                         .arg(durationText(*report.seconds_per_tb),
                              QLocale().toString(*report.seconds_per_tb / 3600.0, 'f', 2),
                              sizeText(setup.member_size_bytes, util::SizeUnits::Decimal));
        else
            lines << T::tr("Time per TB unknown: the member's size could not be read.");
    }
    if (report.peak_speed_bytes_per_s)
        lines << T::tr("Fastest rebuild speed seen: %1 MB/s")
                     .arg(QLocale().toString(
                         static_cast<double>(report.peak_speed_bytes_per_s) / 1e6, 'f', 1));
    lines
        << (report.re_added
                ? T::tr("The member was re-added.")
                : T::tr(
                      "Re-add was refused; the member was added back as a new disk (full rebuild)."));
    if (report.re_added && report.bitmap)
        lines << T::tr(
            "Note: the array has a write-intent bitmap, so a re-add rebuilds only the blocks written while the member was out, "
            "not the whole disk. For a full rebuild time, wipe the member and add it instead.");
    if (report.rebuild_ended_during_bench)
        lines << T::tr(
            "The rebuild ended before the benchmark did: part of the \"rebuilding\" figures were measured on a healthy array.");
    for (const QString& error : report.bench_errors)
        lines << T::tr("Benchmark error (%1)").arg(error);
    return lines.join(QLatin1Char('\n'));
}

RebuildReportView::RebuildReportView(QWidget* parent)
    : QWidget(parent), summary_(new QLabel(this)), table_(new QTableWidget(this)),
      chart_(new QChartView(this))
{
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    table_->setColumnCount(5);
    table_->setHorizontalHeaderLabels({tr("Benchmark cell"), tr("Healthy IOPS"),
                                       tr("Rebuilding IOPS"), tr("Change"),
                                       tr("Healthy / rebuilding MB/s (10^6 B/s)")});
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(false);
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    chart_->setRenderHint(QPainter::Antialiasing);
    chart_->setMinimumHeight(160);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(summary_);
    layout->addWidget(table_, 1);
    layout->addWidget(chart_, 2);
    clear();
}

void RebuildReportView::clear()
{
    summary_->setText(tr("No rebuild measured yet."));
    table_->setRowCount(0);
    replaceChart(new QChart());
}

void RebuildReportView::replaceChart(QChart* chart)
{
    // The view releases, not deletes, the chart it showed.
    QChart* old = chart_->chart();
    chart_->setChart(chart);
    delete old;
}

void RebuildReportView::showReport(const RebuildMeasurement::Setup& setup,
                                   const RebuildMeasurement::Report& report)
{
    summary_->setText(rebuildSummaryText(setup, report));
    table_->setRowCount(static_cast<int>(report.healthy.size()));
    // Cells differ by orders of magnitude (SEQ1M vs RND4K IOPS): the chart shows each cell's
    // rebuilding IOPS as a share of its healthy IOPS, so every cell reads on one axis.
    auto* share_set = new QBarSet(tr("Rebuilding, % of healthy IOPS"));
    QStringList categories;
    double top = 100;
    const QLocale locale;
    for (std::size_t i = 0; i < report.healthy.size(); ++i) {
        const auto& healthy = report.healthy[i];
        const QString name = cellName(healthy);
        const bench::CellResult* rebuilding = findCell(report.rebuilding, name);
        const int row = static_cast<int>(i);
        auto item = [this, row](int column, const QString& text, bool right = true) {
            auto* cell = new QTableWidgetItem(text);
            if (right) cell->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(row, column, cell);
        };
        item(0, name, false);
        item(1, locale.toString(healthy.iops, 'f', 0));
        item(2, rebuilding ? locale.toString(rebuilding->iops, 'f', 0) : tr("not measured"));
        if (rebuilding && healthy.iops > 0)
            item(3, QStringLiteral("%1 %").arg(
                        locale.toString((rebuilding->iops / healthy.iops - 1.0) * 100.0, 'f', 1)));
        else
            item(3, QString());
        item(4, QStringLiteral("%1 / %2").arg(
                    locale.toString(healthy.bw_bytes / 1e6, 'f', 1),
                    rebuilding ? locale.toString(rebuilding->bw_bytes / 1e6, 'f', 1)
                               : QStringLiteral("–")));
        categories << name;
        const double share =
            rebuilding && healthy.iops > 0 ? rebuilding->iops / healthy.iops * 100.0 : 0.0;
        *share_set << share;
        top = std::max(top, share);
    }
    auto* chart = new QChart();
    chart->setTitle(tr("IOPS during the rebuild, % of the healthy array's (100 % = no loss)"));
    auto* series = new QBarSeries();
    series->append(share_set);
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value %"));
    series->setLabelsPrecision(3);
    chart->addSeries(series);
    auto* x = new QBarCategoryAxis();
    x->append(categories);
    auto* y = new QValueAxis();
    y->setRange(0, std::ceil(top * 1.1 / 20.0) * 20.0);
    y->setTickCount(static_cast<int>(std::ceil(top * 1.1 / 20.0)) + 1);
    y->setLabelFormat(QStringLiteral("%.0f %%"));
    y->setTitleText(tr("% of healthy IOPS"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->legend()->hide();
    replaceChart(chart);
}

} // namespace am::ui
