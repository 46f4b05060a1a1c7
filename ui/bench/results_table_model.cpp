#include "ui/bench/results_table_model.h"

#include <QColor>
#include <QFont>
#include <QLocale>
#include <algorithm>

#include "core/bench/mode_checks.h"
#include "ui/bench/cell_name.h"
#include "ui/bench/metric_text.h"
#include "ui/bench/run_warning_text.h"

namespace am::ui {

ResultsTableModel::ResultsTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void ResultsTableModel::setCells(std::vector<bench::CellResult> cells)
{
    beginResetModel();
    cells_ = std::move(cells);
    matrix_ = bench::pivot(cells_, metric_);
    endResetModel();
}

void ResultsTableModel::setMetric(bench::Metric metric)
{
    if (metric == metric_) return;
    metric_ = metric;
    matrix_ = bench::pivot(cells_, metric_);
    refreshValues();
}

void ResultsTableModel::refreshValues()
{
    // Same shape, new numbers: a data change keeps the view's selection.
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    emit headerDataChanged(Qt::Horizontal, 0, std::max(0, columnCount() - 1));
}

void ResultsTableModel::setEstimate(std::vector<bench::CellResult> estimate,
                                    std::vector<bool> extrapolated)
{
    estimate_ = std::move(estimate);
    extrapolated_ = std::move(extrapolated);
    refreshValues();
}

void ResultsTableModel::setShowRatio(bool show)
{
    if (show == show_ratio_) return;
    show_ratio_ = show;
    refreshValues();
}

const bench::CellResult* ResultsTableModel::estimateFor(const bench::CellResult& cell) const
{
    const auto sameShape = [&](const bench::CellResult& e) {
        return e.job.pattern == cell.job.pattern && e.job.block_size == cell.job.block_size &&
               e.job.read_share == cell.job.read_share;
    };
    for (const auto& e : estimate_) // at the run's own depth first
        if (sameShape(e) && e.job.queue_depth == cell.job.queue_depth &&
            e.job.workers == cell.job.workers)
            return &e;
    for (const auto& e : estimate_)
        if (sameShape(e)) return &e;
    return nullptr;
}

bool ResultsTableModel::extrapolatedFor(const bench::CellResult& cell) const
{
    const auto* estimate = estimateFor(cell);
    const auto index = static_cast<std::size_t>(estimate ? estimate - estimate_.data() : 0);
    return estimate && index < extrapolated_.size() && extrapolated_[index];
}

std::optional<double> ResultsTableModel::ratioToEstimate(int cell_index) const
{
    if (cell_index < 0 || cell_index >= static_cast<int>(cells_.size()) || isPartial(cell_index))
        return std::nullopt;
    const auto& cell = cells_[static_cast<std::size_t>(cell_index)];
    const auto* estimate = estimateFor(cell);
    if (!estimate) return std::nullopt;
    const double predicted = bench::metricValue(*estimate, metric_);
    const double measured = bench::metricValue(cell, metric_);
    // The estimate has no percentiles: no ratio rather than a division by zero.
    if (predicted <= 0 || measured <= 0) return std::nullopt;
    return measured / predicted;
}

int ResultsTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(matrix_.rows.size());
}

int ResultsTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(matrix_.read_shares.size());
}

QVariant ResultsTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto& row = matrix_.rows[static_cast<std::size_t>(index.row())];
    const auto& value = row.values[static_cast<std::size_t>(index.column())];
    const int cell_index = row.cell_index[static_cast<std::size_t>(index.column())];
    if (showsRatio() && (role == Qt::DisplayRole || role == RawValueRole)) {
        const auto ratio = ratioToEstimate(cell_index);
        if (role == RawValueRole) return ratio ? QVariant(*ratio) : QVariant();
        if (!ratio) return QStringLiteral("—");
        const bool extrapolated = extrapolatedFor(cells_[static_cast<std::size_t>(cell_index)]);
        return (extrapolated ? QStringLiteral("≈ ×%1") : QStringLiteral("×%1"))
            .arg(QLocale().toString(*ratio, 'f', 2));
    }
    const bool partial = isPartial(cell_index);
    switch (role) {
    case Qt::DisplayRole: {
        if (!value) return QStringLiteral("—");
        QString text = formatMetric(*value, metric_);
        if (const auto spread = spreadOf(cell_index)) // a repeated cell: its median and spread
            text = QStringLiteral("%1 %2").arg(text, spreadMark(*spread));
        // The marks the tooltip explains: this number measured the host, not the drive (⚙), or
        // may not be what it seems (⚠, the honest-number warnings).
        const QString marked =
            isCpuBound(cell_index) ? tr("%1 ⚙", "a CPU-bound cell").arg(text) : text;
        return hasWarnings(cell_index) ? QStringLiteral("%1 %2").arg(marked, runWarningMark())
                                       : marked;
    }
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        return cell_index >= 0 ? cellTooltip(cell_index) : tr("Not measured in this run");
    case Qt::ForegroundRole:
        return partial ? QVariant(QColor(Qt::gray)) : QVariant();
    case Qt::FontRole: {
        if (!partial) return {};
        QFont font;
        font.setItalic(true);
        return font;
    }
    case RawValueRole:
        return value && !partial ? QVariant(*value) : QVariant();
    case CellIndexRole:
        return cell_index;
    case PartialRole:
        return partial;
    default:
        return {};
    }
}

QVariant ResultsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= columnCount()) return {};
        const QString label = readShareName(matrix_.read_shares[static_cast<std::size_t>(section)]);
        // The header says what the numbers are: the metric's unit under the read share.
        if (role == Qt::DisplayRole)
            return showsRatio() ? tr("%1\nmeasured / estimate").arg(label)
                                : tr("%1\n%2").arg(label, metricUnit(metric_));
        return showsRatio() ? tr("%1, %2: measured / estimate").arg(label, metricName(metric_))
                            : tr("%1, %2").arg(label, metricName(metric_));
    }
    if (section < 0 || section >= rowCount()) return {};
    const auto& row = matrix_.rows[static_cast<std::size_t>(section)];
    bench::Job job;
    job.pattern = row.shape.pattern;
    job.queue_depth = row.shape.queue_depth;
    job.workers = row.shape.workers;
    job.block_size = row.block_size;
    return cellName(job, matrix_.uniform_shape ? kBlockSizeField : kShapeField | kBlockSizeField);
}

std::optional<bench::Spread> ResultsTableModel::spreadOf(int cell_index) const
{
    if (cell_index < 0 || cell_index >= static_cast<int>(cells_.size())) return std::nullopt;
    return bench::spreadOf(cells_[static_cast<std::size_t>(cell_index)], metric_);
}

bool ResultsTableModel::isPartial(int cell_index) const
{
    return cell_index >= 0 && cell_index < static_cast<int>(cells_.size()) &&
           cells_[static_cast<std::size_t>(cell_index)].cancelled;
}

bool ResultsTableModel::isCpuBound(int cell_index) const
{
    return cell_index >= 0 && cell_index < static_cast<int>(cells_.size()) &&
           cells_[static_cast<std::size_t>(cell_index)].cpu_bound;
}

bool ResultsTableModel::hasWarnings(int cell_index) const
{
    if (cell_index < 0 || cell_index >= static_cast<int>(cells_.size())) return false;
    const auto& warnings = cells_[static_cast<std::size_t>(cell_index)].warnings;
    // CPU-bound has its own mark.
    return std::any_of(warnings.begin(), warnings.end(), [](const bench::RunWarning& w) {
        return w.kind != bench::RunWarningKind::CpuBound;
    });
}

QString ResultsTableModel::cellTooltip(int cell_index) const
{
    const auto& cell = cells_[static_cast<std::size_t>(cell_index)];
    QStringList lines{cellName(cell.job)};
    if (cell.cancelled)
        lines << tr("Stopped after %1 s of %2 s: a partial value, not counted as measured")
                     .arg(QLocale().toString(cell.measured_s, 'f', 1),
                          QLocale().toString(cell.job.runtime_s, 'f', 1));
    for (const auto metric : workspaceMetrics())
        lines << tr("%1: %2").arg(metricName(metric),
                                  formatMetric(bench::metricValue(cell, metric), metric));
    if (const auto spread = spreadOf(cell_index))
        lines << spreadSentence(*spread, cell.repeats.size(), metric_);
    lines << latencyKindsNote();
    if (cell.cpu_bound)
        lines << tr("⚙ CPU-bound: the engine's threads used %1 % of their %n core(s); this "
                    "number measures the host, not the drive",
                    "", static_cast<int>(cell.engine_cores))
                     .arg(QLocale().toString(100 * cell.engine_busy, 'f', 0));
    for (const auto& warning : cell.warnings)
        if (warning.kind != bench::RunWarningKind::CpuBound)
            lines << QStringLiteral("%1 %2").arg(runWarningMark(), runWarningText(warning));
    if (cell.latency_from_due)
        lines << tr("Paced at %1 I/Os per second per thread: latency counts from when each I/O "
                    "was due, so queueing behind a late I/O shows")
                     .arg(QLocale().toString(static_cast<qulonglong>(cell.job.rate_iops)));
    if (const auto modes = bench::engineModesText(cell.job); !modes.empty())
        lines << tr("Engine modes: %1").arg(QString::fromStdString(modes));
    if (const auto* estimate = estimateFor(cell)) {
        lines << tr("Estimate: %1")
                     .arg(formatMetric(bench::metricValue(*estimate, metric_), metric_));
        if (extrapolatedFor(cell))
            lines << tr("≈ The estimate is extrapolated: the member profile did not measure "
                        "this depth");
        if (const auto ratio = ratioToEstimate(cell_index))
            lines << tr("Measured / estimate: %1").arg(QLocale().toString(*ratio, 'f', 2));
    }
    if (cell.errors > 0) lines << tr("%n I/O error(s)", "", static_cast<int>(cell.errors));
    return lines.join(QLatin1Char('\n'));
}

QString ResultsTableModel::toTsv() const
{
    QStringList lines;
    QStringList header{showsRatio() ? tr("%1, measured / estimate").arg(metricName(metric_))
                                    : metricName(metric_)};
    for (int c = 0; c < columnCount(); ++c)
        header << readShareName(matrix_.read_shares[static_cast<std::size_t>(c)]);
    lines << header.join(QLatin1Char('\t'));
    for (int r = 0; r < rowCount(); ++r) {
        QStringList fields{headerData(r, Qt::Vertical, Qt::DisplayRole).toString()};
        for (int c = 0; c < columnCount(); ++c) {
            const QVariant raw = data(index(r, c), RawValueRole);
            // Raw numbers, not the display's grouping: spreadsheets parse them.
            const int decimals = showsRatio() ? 3 : metric_ == bench::Metric::Iops ? 0 : 2;
            fields << (raw.isValid() ? QString::number(raw.toDouble(), 'f', decimals) : QString());
        }
        lines << fields.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace am::ui
