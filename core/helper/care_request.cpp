#include "core/helper/care_request.h"

#include <fmt/format.h>

#include "core/helper/protocol.h"
#include "core/raid/raid_json.h"

namespace am::helper {

using nlohmann::json;

namespace {
void fillReport(json& doc, const raid::ExecutionReport& report)
{
    doc["ok"] = report.ok;
    doc["steps"] = raid::toJson(report)["steps"];
    if (!report.ok && !report.outcomes.empty()) {
        doc["error"] = report.outcomes.back().message;
        doc["rule"] = "step_failed";
    }
}
} // namespace

json runCheckSchedule(const CheckScheduleRequest& request, const raid::CarePaths& paths,
                      util::Runner& runner, json& doc)
{
    // The parser admits only the table's words.
    const raid::CheckMechanism mechanism = raid::parseCheckMechanism(request.mechanism).value();
    const bool systemd_running = raid::systemdRunning(paths);
    raid::CareChange change;
    try {
        change = raid::checkScheduleChange(paths, mechanism, request.enabled, systemd_running);
    } catch (const std::runtime_error& error) {
        throw Refused("no_check_schedule", fmt::format("check_schedule: {}", error.what()));
    }
    doc["change"] = raid::toJson(change);
    fillReport(doc, raid::applyCareChange(change, runner));
    doc["schedule"] = raid::toJson(raid::readCheckSchedule(paths, runner));
    return doc;
}

json runAlertSettings(const AlertSettingsRequest& request, const raid::CarePaths& paths,
                      util::Runner& runner, json& doc)
{
    const auto problems = raid::alertChangeProblems(request.mailaddr, request.program);
    if (!problems.empty()) {
        const auto& first = problems.front(); // one rule per answer
        throw Refused(first.rule,
                      fmt::format("alert_settings: \"{}\": {}", first.key, first.message));
    }
    const raid::CareChange change =
        raid::alertSettingsChange(paths, request.mailaddr, request.program);
    doc["change"] = raid::toJson(change);
    fillReport(doc, raid::applyCareChange(change, runner));
    doc["alerts"] = raid::toJson(raid::readAlertState(paths, runner));
    return doc;
}

} // namespace am::helper
