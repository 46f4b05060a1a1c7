#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/result_reader.h"

namespace am::bench {

// Collects a --stream run as it arrives, so that what was measured survives a
// child that crashes or is stopped before its "done" line: document() then
// assembles an arraymark.result/1 document from the finished cells.
class RunCollector {
public:
    struct Meta {
        std::string created; // UTC, "2026-11-29T23:59:01Z"
        std::string preset;
        std::string target_path;
    };
    explicit RunCollector(Meta meta) : meta_(std::move(meta)) {}

    // By value: a "done" event carries the whole document, which is moved in, not copied.
    void apply(StreamEvent event);
    // The child ended without "done" (crash, kill): keeps the cells, marks the run.
    void markAborted(const std::string& reason);

    std::size_t totalCells() const { return total_cells_; }
    std::size_t finishedCells() const { return cells_.size(); }
    std::optional<std::size_t> runningCell() const { return running_cell_; }
    const std::string& runningName() const { return running_name_; }
    const std::vector<Sample>& runningSamples() const { return running_samples_; }
    const std::vector<CellResult>& cells() const { return cells_; }
    // The drives' temperature series so far (the document's, after "done").
    const RunTemperatures& temperatures() const;
    // The same for the running cell, on its clock (beside runningSamples()).
    std::vector<DeviceTemperature> runningTemperatures() const;
    const std::vector<std::string>& errors() const { return errors_; }
    // --precondition's pass under way, until the first cell's first sample.
    struct PreconditionPass {
        unsigned pass = 0; // 0-based
        unsigned passes = 0;
        std::uint64_t range_bytes = 0;
    };
    const std::optional<PreconditionPass>& preconditioning() const { return preconditioning_; }
    bool done() const { return done_.has_value(); }
    bool aborted() const { return aborted_; }

    // The child's own document after "done", else one built from the cells.
    nlohmann::json document() const;
    // The same, moved out (a matrix run's document is large); document() is empty afterwards.
    nlohmann::json takeDocument();
    // The run was cancelled, as the child's document says.
    bool cancelled() const;
    RunDocument run() const;

private:
    Meta meta_;
    std::size_t total_cells_ = 0;
    std::optional<std::size_t> running_cell_;
    std::string running_name_;
    std::vector<Sample> running_samples_;
    std::vector<CellResult> cells_;
    RunTemperatures temperatures_;
    std::optional<std::size_t> temperature_cell_; // the cell whose clock start is known
    double temperature_cell_start_ = 0;           // on the run's clock
    nlohmann::json cell_json_ = nlohmann::json::array();
    std::vector<std::string> errors_;
    std::optional<PreconditionPass> preconditioning_;
    std::optional<RunDocument> done_;
    bool aborted_ = false;
};

} // namespace am::bench
