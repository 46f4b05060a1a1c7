#pragma once

#include <QString>
#include <QWidget>

#include "ui/arrays/manager/rebuild_measurement.h"

class QLabel;
class QTableWidget;
class QChart;
class QChartView;

namespace am::ui {

// The rebuild time, the time per TB, and what the rebuild cost: a line per
// benchmark cell, healthy beside rebuilding (IOPS and MB/s), and a bar chart.
QString rebuildSummaryText(const RebuildMeasurement::Setup& setup,
                           const RebuildMeasurement::Report& report);

class RebuildReportView : public QWidget {
    Q_OBJECT
public:
    explicit RebuildReportView(QWidget* parent = nullptr);
    void showReport(const RebuildMeasurement::Setup& setup,
                    const RebuildMeasurement::Report& report);
    void clear();
    QTableWidget* table() const { return table_; }
    QLabel* summary() const { return summary_; }

private:
    void replaceChart(QChart* chart);

    QLabel* summary_;
    QTableWidget* table_;
    QChartView* chart_;
};

} // namespace am::ui
