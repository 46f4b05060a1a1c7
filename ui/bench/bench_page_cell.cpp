// BenchPage: the cell charts (3) and (4) show: the running cell, or the one chosen in the
// table; a fill cell as its curve (MB/s against bytes written), read off the GUI thread.
#include <QtConcurrent/QtConcurrentRun>

#include "core/bench/fill_curve.h"
#include "core/bench/result_reader.h"
#include "core/bench/temperature_json.h"
#include "ui/bench/bench_page.h"
#include "ui/bench/cell_name.h"

namespace am::ui {

namespace {

// The cell without its samples: a fill's may be hundreds of thousands (a day at 4 Hz).
nlohmann::json withoutSamples(const nlohmann::json& cell)
{
    nlohmann::json light = nlohmann::json::object();
    for (auto it = cell.begin(); it != cell.end(); ++it)
        if (it.key() != "samples") light[it.key()] = it.value();
    return light;
}

} // namespace

void BenchPage::showCellOverTime(int cell_index)
{
    ++fill_request_; // a curve still loading is of another cell
    // Views hold cells without samples; the document has them.
    try {
        const auto& cell_json =
            currentDocument().at("cells").at(static_cast<std::size_t>(cell_index));
        const bench::CellResult cell = bench::cellFromJson(withoutSamples(cell_json));
        charts_->setHistogramCell(cell);
        charts_->setCellTemperatures(bench::cellTemperatures(currentDocument(), cell));
        if (!cell.job.fill_once) {
            const bench::CellResult with_samples = bench::cellFromJson(cell_json);
            charts_->setRunningCell(cellName(cell.job), &with_samples.samples,
                                    false); // the table's and legend's name
            return;
        }
        // The fill's range comes from the target's size, as the CLI's "Fill, ..." line has it.
        fill_watcher_.setFuture(QtConcurrent::run(
            [document = session_->sharedDocument(), index = static_cast<std::size_t>(cell_index),
             request = fill_request_, name = cellName(cell.job)] {
                FillLoad load{request, name, {}};
                try {
                    const nlohmann::json target = document->value("target", nlohmann::json());
                    const auto size = target.is_object()
                                          ? target.value("size_bytes", std::uint64_t{0})
                                          : std::uint64_t{0};
                    const auto curves = bench::fillCurves(
                        {bench::cellFromJson(document->at("cells").at(index))}, size);
                    if (!curves.empty()) load.curve = curves.front();
                } catch (const std::exception&) {
                    // an unreadable cell: drawn as a fill with nothing written
                }
                return load;
            }));
    } catch (const std::exception&) {
        charts_->setHistogramCell(std::nullopt);
        charts_->setRunningCell(QString(), nullptr);
        charts_->setCellTemperatures({});
    }
}

void BenchPage::onFillLoaded()
{
    const FillLoad load = fill_watcher_.result();
    if (load.request != fill_request_) return; // another cell was chosen meanwhile
    charts_->setFillCurve(load.name, load.curve, false);
}

bool BenchPage::runningCellIsFill() const
{
    const auto running = runner()->collector().runningCell();
    if (!running) return false;
    const std::vector<bench::Job> jobs = session_->plannedJobs(session_->shownPreset(preset()));
    return *running < jobs.size() && jobs[*running].fill_once;
}

void BenchPage::showRunningCell()
{
    const auto& collector = runner()->collector();
    const QString name = QString::fromStdString(collector.runningName());
    if (runningCellIsFill()) // its range is not known here: no "stopped" remark while it runs
        charts_->setFillCurve(name, bench::fillCurve(collector.runningSamples(), 0), true);
    else
        charts_->setRunningCell(name, &collector.runningSamples());
    charts_->setCellTemperatures(collector.runningTemperatures());
}

} // namespace am::ui
