#pragma once

// The parts report_tables.cpp assembles; one file each, shared by nothing else.

#include <cstddef>
#include <vector>

#include "core/bench/result.h"
#include "core/campaign/document.h"
#include "core/campaign/report_model.h"

namespace am::campaign::parts {

// Block sizes from here up also get a MB/s table: sequential transfer sizes.
inline constexpr std::uint64_t kLargeBlockBytes = 128 * 1024;

// report_configuration.cpp: what the configuration is, its matrix, its charts.
std::vector<Block> configurationOverview(const ConfigurationResult& configuration);
std::vector<Block> measuredMatrix(const std::vector<bench::CellResult>& cells);
std::vector<Block> measuredCharts(const std::vector<bench::CellResult>& cells);

// report_comparison.cpp: against one drive, the estimate, latency, degraded, rebuild.
std::vector<Block> ratioToOneDrive(const CampaignDocument& document,
                                   const std::vector<bench::CellResult>& cells);
std::vector<Block> againstEstimate(const ConfigurationResult& configuration,
                                   const std::vector<bench::CellResult>& cells);
std::vector<Block> latencyPercentiles(const std::vector<bench::CellResult>& cells);
std::vector<Block> degradedAndRebuilding(const ConfigurationResult& configuration);
std::vector<Block> commandsRun(const ConfigurationResult& configuration);

// report_summary.cpp: the ranking, the method, the baseline, the journal.
Section summary(const CampaignDocument& document);
Section method(const CampaignDocument& document);
Section baseline(const CampaignDocument& document);
Section timing(const CampaignDocument& document);

// A cell's name as the tables show it.
std::string cellName(const bench::CellResult& cell);
// IOPS, or the reason the cell holds none.
std::string iopsOrReason(const bench::CellResult& cell);

} // namespace am::campaign::parts
