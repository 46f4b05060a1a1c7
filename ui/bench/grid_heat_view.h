#pragma once

#include <QWidget>
#include <vector>

#include "core/bench/result.h"
#include "core/bench/result_matrix.h"

class QLabel;
class QTableView;

namespace am::ui {

class GridHeatModel;

// The heat map of a QD x jobs grid: a title and the table (GridHeatModel). The charts show it in
// place of the read-share chart when the run is a grid.
class GridHeatView : public QWidget {
    Q_OBJECT
public:
    explicit GridHeatView(QWidget* parent = nullptr);
    // False when the cells are not a grid (then nothing is shown).
    bool setCells(const std::vector<bench::CellResult>& cells);
    void setMetric(bench::Metric metric);
    GridHeatModel* model() const { return model_; }

private:
    GridHeatModel* model_;
    QLabel* title_;
    QTableView* table_;
};

} // namespace am::ui
