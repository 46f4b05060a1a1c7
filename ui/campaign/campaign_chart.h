#pragma once

#include <QChartView>

class QBarSet;
class QValueAxis;

namespace am::ui {

class CampaignProgress;

// One bar per configuration: its headline cell's IOPS (CampaignProgress),
// filling in as the campaign measures each configuration.
class CampaignChart : public QChartView {
    Q_OBJECT
public:
    explicit CampaignChart(CampaignProgress* progress, QWidget* parent = nullptr);

    QBarSet* bars() const { return set_; }
    // Rebuilds the categories from the progress's configurations and cell.
    void reset();

private:
    void update(int configuration);

    CampaignProgress* progress_;
    QBarSet* set_ = nullptr;
    QValueAxis* y_ = nullptr;
};

} // namespace am::ui
