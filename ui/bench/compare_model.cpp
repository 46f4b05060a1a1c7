#include "ui/bench/compare_model.h"

#include <QColor>
#include <QFont>
#include <QLocale>
#include <QStringList>

#include "ui/bench/cell_name.h"
#include "ui/bench/metric_text.h"

namespace am::ui {

using bench::ChangeVerdict;

namespace {
const QColor kBetter(0x1a, 0x7f, 0x37);
const QColor kWorse(0xc0, 0x1c, 0x28);
} // namespace

CompareModel::CompareModel(QObject* parent) : QAbstractTableModel(parent) {}

void CompareModel::setRuns(std::vector<bench::CellResult> a, std::vector<bench::CellResult> b)
{
    beginResetModel();
    a_ = std::move(a);
    b_ = std::move(b);
    rows_ = bench::compareRuns(a_, b_);
    endResetModel();
}

void CompareModel::setMetric(bench::Metric metric)
{
    if (metric == metric_ || !bench::findCompareFigure(metric)) return;
    metric_ = metric;
    if (!rows_.empty()) emit dataChanged(index(0, A), index(rowCount() - 1, Change));
    emit headerDataChanged(Qt::Horizontal, A, Change);
}

int CompareModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int CompareModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CompareModel::cellText(const bench::CellComparison& row) const
{
    const bench::CellResult& cell = row.a ? a_[*row.a] : b_[*row.b];
    return cellName(cell.job);
}

QString CompareModel::valueText(const bench::FigureChange& change, bool b_side) const
{
    const double value = b_side ? change.b : change.a;
    const bench::Spread& spread = b_side ? change.b_spread : change.a_spread;
    const QString text = formatMetric(value, metric_);
    if (spread.min == spread.max) return text;
    return tr("%1 [%2–%3]")
        .arg(text, formatMetric(spread.min, metric_), formatMetric(spread.max, metric_));
}

QString CompareModel::changeText(const bench::FigureChange& change) const
{
    if (!change.percent) return tr("n/a");
    QString text = QLocale().toString(*change.percent, 'f', 1);
    if (*change.percent > 0) text.prepend(QLatin1Char('+'));
    text = tr("%1 %").arg(text);
    if (change.significant)
        text += change.b > change.a ? QStringLiteral(" ▲") : QStringLiteral(" ▼");
    return text;
}

QString CompareModel::changeToolTip(const bench::FigureChange& change) const
{
    QString verdict;
    switch (change.verdict) {
    case ChangeVerdict::Better:
        verdict = tr("Better: the change exceeds the runs' own spread.");
        break;
    case ChangeVerdict::Worse:
        verdict = tr("Worse: the change exceeds the runs' own spread.");
        break;
    case ChangeVerdict::Unchanged:
        verdict = change.repeated
                      ? tr("Within the noise: the repeats' ranges overlap.")
                      : tr("Within the noise: %1 % or less.").arg(bench::kUnrepeatedChangePercent);
        break;
    case ChangeVerdict::NotComparable:
        verdict = tr("Not comparable: one run measured 0 (a failed cell, or a figure its file "
                     "lacks).");
        break;
    }
    return verdict + QLatin1Char('\n') + ruleText();
}

QVariant CompareModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const bench::CellComparison& row = rows_[static_cast<std::size_t>(index.row())];
    const bench::FigureChange* change = row.figure(metric_);
    const int column = index.column();
    if (role == Qt::DisplayRole) {
        if (column == Cell) return cellText(row);
        if (!change) {
            if (column == Change) return row.a ? tr("only in A") : tr("only in B");
            if ((column == A) != row.a.has_value()) return tr("—");
            const bench::CellResult& cell = row.a ? a_[*row.a] : b_[*row.b];
            return formatMetric(bench::metricValue(cell, metric_), metric_);
        }
        if (column == A) return valueText(*change, false);
        if (column == B) return valueText(*change, true);
        return changeText(*change);
    }
    if (role == Qt::TextAlignmentRole && column != Cell)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        if (!change)
            return row.a ? tr("Only run A measured this cell.")
                         : tr("Only run B measured this cell.");
        if (column == Change || column == B) return changeToolTip(*change);
        if (change->repeated && column == A)
            return tr("Median of the cell's repeats, with their range [min–max].");
        return {};
    }
    if (role == Qt::FontRole && change && change->significant && column != A) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role == Qt::ForegroundRole) {
        if (!change) return column == Cell ? QVariant() : QVariant(QColor(Qt::gray));
        if (column == Change && change->verdict == ChangeVerdict::NotComparable)
            return QColor(Qt::gray);
        if ((column == Change || column == B) && change->significant)
            return change->verdict == ChangeVerdict::Better ? kBetter : kWorse;
        return {};
    }
    if (!change) return {};
    if (role == VerdictRole) return static_cast<int>(change->verdict);
    if (role == PercentRole) return change->percent ? QVariant(*change->percent) : QVariant();
    if (role == SignificantRole) return change->significant;
    return {};
}

QVariant CompareModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Cell:
            return tr("Cell");
        case A:
            return tr("A (%1)").arg(metricUnit(metric_));
        case B:
            return tr("B (%1)").arg(metricUnit(metric_));
        case Change:
            return tr("Change");
        }
    }
    if (role == Qt::ToolTipRole && section == Change) return ruleText();
    return {};
}

QString CompareModel::ruleText()
{
    return tr("A change is marked (bold, ▲/▼, green when better, red when worse) where it exceeds "
              "the runs' own spread: with repeats, when the two cells' min–max ranges do not "
              "overlap; without repeats, when it is more than %1 %. Higher IOPS and MB/s and "
              "lower latency are better.")
        .arg(bench::kUnrepeatedChangePercent);
}

QString CompareModel::summaryText() const
{
    const bench::CompareCounts counts = bench::countChanges(rows_, metric_);
    QStringList parts{tr("%n better", "", static_cast<int>(counts.better)),
                      tr("%n worse", "", static_cast<int>(counts.worse)),
                      tr("%n within the noise", "", static_cast<int>(counts.unchanged))};
    if (counts.not_comparable)
        parts << tr("%n not comparable", "", static_cast<int>(counts.not_comparable));
    if (counts.only_a) parts << tr("%n only in A", "", static_cast<int>(counts.only_a));
    if (counts.only_b) parts << tr("%n only in B", "", static_cast<int>(counts.only_b));
    return parts.join(QStringLiteral(", "));
}

} // namespace am::ui
