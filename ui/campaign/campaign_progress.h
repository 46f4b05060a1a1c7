#pragma once

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <optional>
#include <vector>

#include "core/bench/job.h"
#include "core/campaign/campaign_plan.h"

namespace am::ui {

// "45 s", "12 min", "3 h 05 min" (translated): a campaign's durations.
QString campaignDurationText(double seconds);

// The cell the comparison chart shows for each configuration: the first
// 4 KiB random 100 % read cell of the preset, else the first cell.
std::size_t headlineCellIndex(const std::vector<bench::Job>& cells);

// What a running campaign's stream lines (core/campaign/campaign_stream.h:
// journal, cell_start, sample, done) say: where it is, how far, and the
// headline figure of every configuration so far. Parses, holds, signals;
// no widget (the dialog's run page and the tests read it).
class CampaignProgress : public QObject {
    Q_OBJECT
public:
    struct Bar {
        QString id;            // configurationId: the chart's category
        double iops = 0;       // the headline cell's IOPS: the mean of its samples, then its result
        bool measured = false; // the headline cell finished (its result, not the samples)
    };

    explicit CampaignProgress(QObject* parent = nullptr);

    // Resets to the plan's configurations, cells and estimate.
    void start(const campaign::CampaignPlan& plan);
    // One stream line, parsed.
    void addLine(const QJsonObject& line);
    // Bytes as a process writes them: whole lines, each a JSON object; others are skipped.
    void addText(const QByteArray& text);

    const std::vector<Bar>& bars() const { return bars_; }
    std::size_t headlineCell() const { return headline_; }
    QString headlineName() const; // that cell's name ("RND4K Q32T1 read")
    // -1: the baseline or nothing yet.
    int currentConfiguration() const { return configuration_; }
    const QString& currentPhase() const { return phase_; }
    const QString& currentCellName() const { return cell_name_; }
    int currentCell() const { return cell_; } // 0-based, -1 before the first
    int cellsPerRun() const { return cells_; }
    int cellsDone() const { return cells_done_; }
    int cellsTotal() const { return cells_total_; }
    // "RAID5, 512 KiB chunk (2 of 4): measure, cell 5 of 8, RND4K Q32T1 read" (translated).
    QString statusText() const;
    // The plan's estimate minus `elapsed_s`, never below 0.
    double remainingSeconds(double elapsed_s) const;
    bool ended() const { return !end_.isEmpty(); }
    const QString& end() const { return end_; } // "finished", "stopped", "failed"
    const QString& reason() const { return reason_; }
    const QString& journal() const { return journal_; }

signals:
    void changed();
    void barChanged(int configuration);
    // One line for the run's log (a configuration started, an array was made, ...).
    void logLine(const QString& text);
    void finished(const QString& end, const QString& reason);

private:
    void onJournal(const QJsonObject& event);
    void onSample(const QJsonObject& line);
    QString configurationName(int index) const;

    campaign::CampaignPlan plan_;
    std::vector<Bar> bars_;
    std::vector<int> samples_; // per configuration: samples averaged into its bar
    std::size_t headline_ = 0;
    int configuration_ = -1;
    QString phase_;
    QString cell_name_;
    int cell_ = -1;
    int cells_ = 0;
    int cells_done_ = 0;
    int cells_total_ = 0;
    QString end_, reason_, journal_;
    QByteArray partial_;
};

} // namespace am::ui
