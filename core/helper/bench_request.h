#pragma once

#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/helper/device_path.h"
#include "core/helper/passthrough.h"
#include "core/helper/request.h"
#include "core/util/process_runner.h"

namespace am::helper {

// True when the request may write to the target: a writing rw, or a preset
// (presets may hold writing jobs; arraymark-cli bench checks each job again).
bool benchMayWrite(const BenchRequest& bench);

// The exact argv: CLI bench --stream --target DEV [options...]
// [--allow-write-device DEV]. `target` is the resolved /dev path.
std::vector<std::string> benchArgv(const std::string& cli_path, const BenchRequest& bench,
                                   const std::string& target);

// Resolves the target, checks it against a fresh scan (known; when writes are
// asked for: allow_write true, free by the scan's verdict and an O_EXCL
// open), checks that the CLI has `bench`, then runs it through `passthrough`
// over `link`. A run that `link` stopped answers "cancelled": true, rule
// "cancelled"; its stream's last lines (cancelled, with the partial cells)
// went to the caller before the answer.
nlohmann::json runBench(const BenchRequest& bench, const DeviceRules& rules,
                        const std::string& cli_path, const Passthrough& passthrough,
                        const RunLink& link, util::Runner& runner, nlohmann::json& doc);

} // namespace am::helper
