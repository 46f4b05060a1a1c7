#include "ui/bench/cdm_panel.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <algorithm>

#include "core/bench/cdm_layout.h"
#include "ui/bench/cell_name.h"
#include "ui/bench/metric_text.h"

namespace am::ui {

namespace {
constexpr char kDash[] = "\u2013"; // en dash: nothing to show (yet)

bench::ShapeKey shapeOf(const bench::Job& job)
{
    return {job.pattern, job.queue_depth, job.workers};
}

bench::Metric metricOf(CdmPanel::Unit unit)
{
    switch (unit) {
    case CdmPanel::Unit::MBps:
        return bench::Metric::MBps;
    case CdmPanel::Unit::Iops:
        return bench::Metric::Iops;
    case CdmPanel::Unit::LatencyUs:
        return bench::Metric::LatMeanUs;
    }
    return bench::Metric::MBps;
}
} // namespace

std::vector<CdmRow> cdmRows(const std::vector<bench::Job>& jobs)
{
    std::vector<CdmRow> rows;
    for (const bench::CdmRow& row : bench::cdmLayoutRows(jobs)) {
        const auto job = std::find_if(jobs.begin(), jobs.end(), [&](const bench::Job& j) {
            return shapeOf(j) == row.shape && j.block_size == row.block_size;
        });
        rows.push_back({row.shape, row.block_size, cellName(*job, kShapeField | kBlockSizeField)});
    }
    return rows;
}

CdmPanel::CdmPanel(QWidget* parent)
    : QWidget(parent), grid_(new QGridLayout(this)), unit_box_(new QComboBox(this)),
      unit_label_(new QLabel(this)), read_header_(new QLabel(tr("Read"), this)),
      write_header_(new QLabel(tr("Write"), this))
{
    setObjectName(QStringLiteral("cdmPanel"));
    unit_box_->setObjectName(QStringLiteral("cdmUnit"));
    unit_box_->addItem(tr("MB/s"), static_cast<int>(Unit::MBps));
    unit_box_->addItem(tr("IOPS"), static_cast<int>(Unit::Iops));
    unit_box_->addItem(tr("µs"), static_cast<int>(Unit::LatencyUs));
    unit_box_->setToolTip(tr("MB/s is 10^6 bytes per second; µs is the mean latency of one I/O"));
    unit_label_->hide();
    connect(unit_box_, &QComboBox::currentIndexChanged, this,
            [this] { setUnit(static_cast<Unit>(unit_box_->currentData().toInt())); });
    QFont header = font();
    header.setBold(true);
    header.setPointSizeF(header.pointSizeF() * 1.2);
    for (QLabel* label : {read_header_, write_header_}) {
        label->setFont(header);
        label->setAlignment(Qt::AlignCenter);
    }
    grid_->setContentsMargins(4, 4, 4, 4);
    grid_->setHorizontalSpacing(6);
    grid_->setVerticalSpacing(6);
    grid_->addWidget(unit_box_, 0, 0);
    grid_->addWidget(unit_label_, 0, 0);
    grid_->addWidget(read_header_, 0, 1);
    grid_->addWidget(write_header_, 0, 2);
    grid_->setColumnStretch(1, 1);
    grid_->setColumnStretch(2, 1);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    hide(); // until a run with CrystalDiskMark's layout is shown
}

void CdmPanel::setRun(const std::vector<bench::Job>& layout_jobs,
                      const std::vector<bench::CellResult>& cells)
{
    cells_ = cells;
    std::vector<bench::Job> jobs = layout_jobs;
    if (jobs.empty())
        for (const auto& cell : cells) jobs.push_back(cell.job);
    std::vector<CdmRow> rows = cdmRows(jobs);
    const auto same_rows = [](const std::vector<CdmRow>& a, const std::vector<CdmRow>& b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                          [](const CdmRow& x, const CdmRow& y) {
                              return x.shape == y.shape && x.block_size == y.block_size;
                          });
    };
    if (!same_rows(rows, rows_)) {
        rows_ = std::move(rows);
        rebuildGrid(); // only when the layout changes: values update in place, nothing jumps
    }
    refreshValues();
    setVisible(!rows_.empty());
}

void CdmPanel::rebuildGrid()
{
    for (QWidget* widget : row_widgets_) delete widget;
    row_widgets_.clear();
    values_.clear();
    QFont label_font = font();
    label_font.setBold(true);
    QFont value_font = font();
    value_font.setPointSizeF(value_font.pointSizeF() * 2.0);
    value_font.setBold(true);
    for (std::size_t r = 0; r < rows_.size(); ++r) {
        const int grid_row = static_cast<int>(r) + 1;
        auto* label = new QLabel(rows_[r].label, this);
        label->setObjectName(QStringLiteral("cdm-label-%1").arg(r));
        label->setFont(label_font);
        label->setAlignment(Qt::AlignCenter);
        label->setFrameShape(QFrame::StyledPanel);
        label->setMinimumHeight(QFontMetrics(value_font).height() + 12);
        grid_->addWidget(label, grid_row, 0);
        row_widgets_.append(label);
        for (int column = 0; column < 2; ++column) {
            auto* value = new QLabel(QString::fromUtf8(kDash), this);
            value->setObjectName(
                QStringLiteral("cdm-%1-%2")
                    .arg(r)
                    .arg(column == 0 ? QStringLiteral("read") : QStringLiteral("write")));
            value->setFont(value_font);
            value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            value->setFrameShape(QFrame::StyledPanel);
            value->setFrameShadow(QFrame::Sunken);
            value->setAutoFillBackground(true);
            value->setBackgroundRole(QPalette::Base);
            value->setMargin(4);
            // Wide enough for "99999.99" in the large font, so a value arriving does not widen the
            // column.
            value->setMinimumWidth(
                QFontMetrics(value_font).horizontalAdvance(QStringLiteral("000000.0")) + 12);
            grid_->addWidget(value, grid_row, column + 1);
            row_widgets_.append(value);
            values_.append(value);
        }
    }
}

const bench::CellResult* CdmPanel::cellFor(const CdmRow& row, bool write) const
{
    return bench::cdmLayoutCell(cells_, {row.shape, row.block_size}, write);
}

void CdmPanel::refreshValues()
{
    const bench::Metric metric = metricOf(unit_);
    for (std::size_t r = 0; r < rows_.size(); ++r)
        for (int column = 0; column < 2; ++column) {
            QLabel* value = values_.value(static_cast<int>(r) * 2 + column);
            if (!value) continue;
            const bench::CellResult* cell = cellFor(rows_[r], column == 1);
            const QString name = cellName(cell ? cell->job : bench::Job{}, kAllCellFields);
            QString text = QString::fromUtf8(kDash);
            QString tip;
            if (!cell) {
                tip = tr("%1 %2: not measured yet")
                          .arg(rows_[r].label, column == 0 ? tr("Read") : tr("Write"));
            } else if (cell->cancelled) {
                tip = tr("%1: stopped after %2 s of the cell; a part of a cell is not a result")
                          .arg(name, QLocale().toString(cell->measured_s, 'f', 1));
            } else if (cell->errors > 0 && bench::metricValue(*cell, metric) <= 0) {
                tip = tr("%1: failed: %2").arg(name, QString::fromStdString(cell->first_error));
            } else {
                text = formatMetric(bench::metricValue(*cell, metric), metric);
                tip = tr("%1: %2 MB/s, %3 IOPS, mean latency %4 µs")
                          .arg(name,
                               formatMetric(bench::metricValue(*cell, bench::Metric::MBps),
                                            bench::Metric::MBps),
                               formatMetric(bench::metricValue(*cell, bench::Metric::Iops),
                                            bench::Metric::Iops),
                               formatMetric(bench::metricValue(*cell, bench::Metric::LatMeanUs),
                                            bench::Metric::LatMeanUs));
            }
            value->setText(text);
            value->setToolTip(tip);
        }
}

void CdmPanel::setUnit(Unit unit)
{
    unit_ = unit;
    const int index = unit_box_->findData(static_cast<int>(unit));
    if (index >= 0 && index != unit_box_->currentIndex()) unit_box_->setCurrentIndex(index);
    unit_label_->setText(unit_box_->currentText());
    refreshValues();
}

QString CdmPanel::rowLabel(int row) const
{
    return row >= 0 && row < rowCount() ? rows_[static_cast<std::size_t>(row)].label : QString();
}

QLabel* CdmPanel::valueLabel(int row, bool write) const
{
    return values_.value(row * 2 + (write ? 1 : 0));
}

void CdmPanel::setExportLook(bool on)
{
    unit_label_->setText(unit_box_->currentText());
    unit_box_->setVisible(!on);
    unit_label_->setVisible(on);
}

} // namespace am::ui
