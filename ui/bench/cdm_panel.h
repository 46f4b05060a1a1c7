#pragma once

#include <QList>
#include <QWidget>
#include <vector>

#include "core/bench/result_matrix.h"

class QComboBox;
class QGridLayout;
class QLabel;

namespace am::ui {

// One row of CrystalDiskMark's panel: a job shape measured as a read and a write.
struct CdmRow {
    bench::ShapeKey shape;
    std::uint64_t block_size = 0;
    QString label; // "SEQ1M Q8T1", from the job
};

// The rows of the panel for a run planned as `jobs`, in the jobs' order, when
// it has CrystalDiskMark's shape: every job reads or writes only (100 % or
// 0 % read), and at most four shapes (quick, nvme). Empty otherwise.
std::vector<CdmRow> cdmRows(const std::vector<bench::Job>& jobs);

// CrystalDiskMark's familiar panel: a row per job shape, Read and Write
// columns, MB/s in large figures (IOPS or mean latency by the unit choice).
// Filled in from the same cells the results table gets, as they finish; a cell
// not measured yet reads "–", and so does a stopped or failed one (its
// tooltip says why). Hides itself when the run has no such layout.
class CdmPanel : public QWidget {
    Q_OBJECT
public:
    enum class Unit { MBps, Iops, LatencyUs };

    explicit CdmPanel(QWidget* parent = nullptr);

    // `layout_jobs`: the run's planned jobs (its preset); empty: the cells' own jobs.
    void setRun(const std::vector<bench::Job>& layout_jobs,
                const std::vector<bench::CellResult>& cells);
    void setUnit(Unit unit);
    Unit unit() const { return unit_; }

    int rowCount() const { return static_cast<int>(rows_.size()); }
    QString rowLabel(int row) const;
    // The value label of a row's read (false) or write (true) cell.
    QLabel* valueLabel(int row, bool write) const;
    // For exported images: the unit choice hidden, its unit said in a label.
    void setExportLook(bool on);

private:
    void rebuildGrid();
    void refreshValues();
    const bench::CellResult* cellFor(const CdmRow& row, bool write) const;

    QGridLayout* grid_;
    QComboBox* unit_box_;
    QLabel* unit_label_;
    QLabel* read_header_;
    QLabel* write_header_;
    QList<QWidget*> row_widgets_;
    QList<QLabel*> values_; // read, write per row
    std::vector<CdmRow> rows_;
    std::vector<bench::CellResult> cells_;
    Unit unit_ = Unit::MBps;
};

} // namespace am::ui
