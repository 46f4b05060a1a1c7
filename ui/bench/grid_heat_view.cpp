#include "ui/bench/grid_heat_view.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include "ui/bench/grid_heat_model.h"

namespace am::ui {

GridHeatView::GridHeatView(QWidget* parent)
    : QWidget(parent), model_(new GridHeatModel(this)), title_(new QLabel(this)),
      table_(new QTableView(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    title_->setAlignment(Qt::AlignCenter);
    table_->setObjectName(QStringLiteral("benchGridHeat"));
    table_->setModel(model_);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    layout->addWidget(title_);
    layout->addWidget(table_, 1);
}

bool GridHeatView::setCells(const std::vector<bench::CellResult>& cells)
{
    model_->setCells(cells);
    title_->setText(model_->title());
    return model_->hasGrid();
}

void GridHeatView::setMetric(bench::Metric metric)
{
    model_->setMetric(metric);
    title_->setText(model_->title());
}

} // namespace am::ui
