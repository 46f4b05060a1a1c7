#include "ui/campaign/campaign_chart.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QValueAxis>
#include <cmath>

#include "ui/bench/chart_style.h"
#include "ui/campaign/campaign_progress.h"

namespace am::ui {

CampaignChart::CampaignChart(CampaignProgress* progress, QWidget* parent)
    : QChartView(parent), progress_(progress)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(220);
    connect(progress_, &CampaignProgress::barChanged, this, &CampaignChart::update);
    reset();
}

void CampaignChart::reset()
{
    auto* chart = new QChart();
    set_ = new QBarSet(tr("IOPS"));
    set_->setColor(paletteColor(0));
    QStringList categories;
    for (const auto& bar : progress_->bars()) {
        categories << bar.id;
        *set_ << bar.iops;
    }
    auto* series = new QBarSeries();
    series->append(set_);
    series->setLabelsVisible(true);
    series->setLabelsPrecision(6);
    chart->addSeries(series);
    auto* x = new QBarCategoryAxis();
    x->append(categories);
    y_ = new QValueAxis();
    y_->setLabelFormat(QStringLiteral("%.0f"));
    y_->setTitleText(tr("IOPS"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y_, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y_);
    chart->legend()->hide();
    chart->setTitle(tr("Each configuration's %1, healthy array")
                        .arg(progress_->bars().empty() ? QString() : progress_->headlineName()));
    QChart* old = this->chart();
    setChart(chart);
    delete old; // the view releases, not deletes, the chart it showed
    update(-1);
}

void CampaignChart::update(int configuration)
{
    const auto& bars = progress_->bars();
    if (configuration >= 0 && configuration < set_->count())
        set_->replace(configuration, bars[static_cast<std::size_t>(configuration)].iops);
    double top = 0;
    for (const auto& bar : bars) top = std::max(top, bar.iops);
    // A round top with room for the labels.
    const double step = top > 0 ? std::pow(10.0, std::floor(std::log10(top))) : 1.0;
    y_->setRange(0, std::max(1.0, std::ceil(top * 1.15 / step) * step));
}

} // namespace am::ui
