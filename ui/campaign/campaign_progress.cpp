#include "ui/campaign/campaign_progress.h"

#include <QJsonDocument>

#include "core/campaign/configuration.h"
#include "core/campaign/phases.h"

namespace am::ui {

namespace {
constexpr auto kMeasurePhase = "measure"; // the healthy array: the chart's figures
} // namespace

QString campaignDurationText(double seconds)
{
    const auto total = static_cast<long long>(std::max(0.0, seconds) + 0.5);
    if (total < 60) return CampaignProgress::tr("%1 s").arg(total);
    const long long minutes = (total + 30) / 60;
    if (minutes < 60) return CampaignProgress::tr("%1 min").arg(minutes);
    return CampaignProgress::tr("%1 h %2 min")
        .arg(minutes / 60)
        .arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

std::size_t headlineCellIndex(const std::vector<bench::Job>& cells)
{
    for (std::size_t i = 0; i < cells.size(); ++i)
        if (cells[i].pattern == bench::Pattern::Random && cells[i].block_size == 4096 &&
            cells[i].read_share == 100)
            return i;
    return 0;
}

CampaignProgress::CampaignProgress(QObject* parent) : QObject(parent) {}

void CampaignProgress::start(const campaign::CampaignPlan& plan)
{
    plan_ = plan;
    bars_.clear();
    for (const auto& configuration : plan.configurations)
        bars_.push_back(
            {QString::fromStdString(campaign::configurationId(configuration.configuration)), 0,
             false});
    samples_.assign(bars_.size(), 0);
    headline_ = headlineCellIndex(plan.cells);
    configuration_ = -1;
    phase_.clear();
    cell_name_.clear();
    cell_ = -1;
    cells_ = static_cast<int>(plan.cells.size());
    cells_done_ = 0;
    // Every run of the cells: each drive alone, then each configuration's phases that measure.
    int runs = plan.spec.options.baseline ? static_cast<int>(plan.spec.drives.size()) : 0;
    for (const auto& configuration : plan.configurations)
        for (const auto& phase : configuration.phases)
            if (const auto* row = campaign::findPhase(phase); row && row->measures) ++runs;
    cells_total_ = runs * cells_;
    end_.clear();
    reason_.clear();
    journal_.clear();
    partial_.clear();
    emit changed();
}

void CampaignProgress::addText(const QByteArray& text)
{
    partial_ += text;
    qsizetype newline = 0;
    while ((newline = partial_.indexOf('\n')) >= 0) {
        const QByteArray line = partial_.left(newline);
        partial_.remove(0, newline + 1);
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        if (doc.isObject()) addLine(doc.object());
    }
}

void CampaignProgress::addLine(const QJsonObject& line)
{
    const QString type = line.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("journal")) {
        onJournal(line.value(QStringLiteral("event")).toObject());
    } else if (type == QLatin1String("cell_start")) {
        const QJsonValue configuration = line.value(QStringLiteral("configuration"));
        configuration_ = configuration.isNull() ? -1 : configuration.toInt(-1);
        phase_ = line.value(QStringLiteral("phase")).toString();
        cell_ = line.value(QStringLiteral("cell")).toInt(-1);
        cells_ = line.value(QStringLiteral("cells")).toInt(cells_);
        cell_name_ = line.value(QStringLiteral("name")).toString();
    } else if (type == QLatin1String("sample")) {
        onSample(line);
    } else if (type == QLatin1String("done")) {
        end_ = line.value(QStringLiteral("end")).toString();
        reason_ = line.value(QStringLiteral("reason")).toString();
        journal_ = line.value(QStringLiteral("journal")).toString();
        emit changed();
        emit finished(end_, reason_);
        return;
    } else {
        return;
    }
    emit changed();
}

void CampaignProgress::onSample(const QJsonObject& line)
{
    const QJsonValue where = line.value(QStringLiteral("configuration"));
    if (where.isNull() ||
        line.value(QStringLiteral("phase")).toString() != QLatin1String(kMeasurePhase) ||
        line.value(QStringLiteral("cell")).toInt(-1) != static_cast<int>(headline_))
        return;
    const int index = where.toInt(-1);
    if (index < 0 || index >= static_cast<int>(bars_.size()) || bars_[index].measured) return;
    // The running mean, so the bar grows towards the cell's figure as it runs.
    const double iops = line.value(QStringLiteral("iops")).toDouble();
    int& count = samples_[static_cast<std::size_t>(index)];
    bars_[index].iops = (bars_[index].iops * count + iops) / (count + 1);
    ++count;
    emit barChanged(index);
}

void CampaignProgress::onJournal(const QJsonObject& event)
{
    const QString kind = event.value(QStringLiteral("kind")).toString();
    const QJsonValue where = event.value(QStringLiteral("configuration"));
    const int index = where.isNull() ? -1 : where.toInt(-1);
    const QJsonObject detail = event.value(QStringLiteral("detail")).toObject();
    if (kind == QLatin1String("cell_done")) {
        ++cells_done_;
        const bool headline =
            event.value(QStringLiteral("cell")).toInt(-1) == static_cast<int>(headline_) &&
            event.value(QStringLiteral("phase")).toString() == QLatin1String(kMeasurePhase);
        if (headline && index >= 0 && index < static_cast<int>(bars_.size())) {
            bars_[index].iops = detail.value(QStringLiteral("cell"))
                                    .toObject()
                                    .value(QStringLiteral("iops"))
                                    .toDouble(bars_[index].iops);
            bars_[index].measured = true;
            emit barChanged(index);
        }
        return;
    }
    if (kind == QLatin1String("configuration_started"))
        emit logLine(tr("Building %1").arg(configurationName(index)));
    else if (kind == QLatin1String("array_created"))
        emit logLine(tr("Created %1").arg(detail.value(QStringLiteral("array")).toString()));
    else if (kind == QLatin1String("phase_started"))
        emit logLine(tr("%1: %2").arg(configurationName(index),
                                      event.value(QStringLiteral("phase")).toString()));
    else if (kind == QLatin1String("cell_failed"))
        emit logLine(
            tr("A cell failed: %1").arg(detail.value(QStringLiteral("message")).toString()));
    else if (kind == QLatin1String("array_deleted"))
        emit logLine(tr("Deleted %1").arg(detail.value(QStringLiteral("array")).toString()));
    else if (kind == QLatin1String("stopped"))
        emit logLine(tr("Stopped: %1").arg(detail.value(QStringLiteral("reason")).toString()));
    else if (kind == QLatin1String("finished"))
        emit logLine(tr("Every configuration was measured."));
}

QString CampaignProgress::configurationName(int index) const
{
    if (index < 0 || index >= static_cast<int>(plan_.configurations.size()))
        return tr("the drives alone");
    return QString::fromStdString(campaign::configurationLabel(
        plan_.configurations[static_cast<std::size_t>(index)].configuration));
}

QString CampaignProgress::headlineName() const
{
    if (headline_ >= plan_.cells.size()) return {};
    const auto& cell = plan_.cells[headline_];
    return QString::fromStdString(cell.name.empty() ? bench::defaultJobName(cell) : cell.name);
}

QString CampaignProgress::statusText() const
{
    if (ended()) {
        if (end_ == QLatin1String("finished")) return tr("Finished.");
        if (end_ == QLatin1String("stopped")) return tr("Stopped: %1").arg(reason_);
        return tr("Failed: %1").arg(reason_);
    }
    if (cell_ < 0) return tr("Starting…");
    const QString where = configuration_ < 0 ? tr("Baseline, each drive alone")
                                             : tr("%1 (%2 of %3)")
                                                   .arg(configurationName(configuration_))
                                                   .arg(configuration_ + 1)
                                                   .arg(plan_.configurations.size());
    return tr("%1: %2, cell %3 of %4, %5")
        .arg(where, phase_)
        .arg(cell_ + 1)
        .arg(cells_)
        .arg(cell_name_);
}

double CampaignProgress::remainingSeconds(double elapsed_s) const
{
    return std::max(0.0, plan_.estimated_seconds - elapsed_s);
}

} // namespace am::ui
