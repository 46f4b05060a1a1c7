#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/helper/campaign_request.h"
#include "core/helper/device_path.h"
#include "core/helper/passthrough.h"
#include "core/helper/protocol.h"
#include "core/helper/request.h"
#include "core/raid/array_care.h"
#include "core/raid/mdadm_conf.h"
#include "core/raid/reshape_operation.h"
#include "core/util/process_runner.h"

namespace am::helper {

struct DispatcherOptions {
    DeviceRules rules;                // roots and the block-device check
    Scope scope = Scope::ReadDevices; // what this session was authorized for
    std::filesystem::path mdadm_conf = raid::kDebianMdadmConf;
    std::string cli_path = "arraymark-cli"; // runs `bench --stream` for bench requests
    // Runs the bench argv with its stdout on the link's output (its JSON lines
    // reach the caller as they come), stopping it when the link says so
    // (runPassingOutput). Empty: bench requests are refused (no_bench).
    Passthrough passthrough;
    // Campaign journals live here, by name (campaign_request.h says why).
    std::filesystem::path campaigns_root = kCampaignsRoot;
    // The campaign document and reports, written into the journal's folder at the end.
    std::function<nlohmann::json(const std::filesystem::path& journal_dir)> campaign_outputs;
    // check_schedule and alert_settings: the files they read and edit (tests: a temporary copy).
    raid::CarePaths care_paths;
    // A reshape's default backup file and its record for assemble (tests: a temporary folder).
    std::filesystem::path reshape_state_dir = raid::kReshapeStateDir;
    std::chrono::milliseconds status_patience{
        std::chrono::seconds(5)}; // wait for /dev/md/NAME after create
};

// Answers requests. Every device is resolved and re-checked against a fresh
// drives scan when the request runs; nothing the caller says about a device
// is trusted. Steps run through the runner (never a shell).
class Dispatcher {
public:
    Dispatcher(DispatcherOptions options, util::Runner& runner);

    // One request line in, one answer out; never throws. `link` is how a
    // bench's output reaches the caller and what stops it (Session).
    nlohmann::json handleLine(std::string_view line, const RunLink& link = {});
    nlohmann::json handle(const Request& request, const RunLink& link = {});

private:
    nlohmann::json run(const Request& request, const RunLink& link);

    DispatcherOptions options_;
    util::Runner& runner_;
};

// {"ok": false, "id", "op", "error", "rule", "steps": []}: the shape of a refusal.
nlohmann::json refusal(const nlohmann::json& id, const std::string& op, const std::string& rule,
                       const std::string& error);

// The answer to a cancel that stopped the running request (sent after that request's answer).
nlohmann::json cancelAnswer(const Request& cancel);

} // namespace am::helper
