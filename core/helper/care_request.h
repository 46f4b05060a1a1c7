#pragma once

#include <nlohmann/json.hpp>

#include "core/helper/request.h"
#include "core/raid/array_care.h"
#include "core/util/process_runner.h"

namespace am::helper {

// check_schedule: refused (no_check_schedule) when the mechanism is not installed here; else the
// file edit or systemctl argv, run, with "change" (the preview) and "schedule" (read after).
nlohmann::json runCheckSchedule(const CheckScheduleRequest& request, const raid::CarePaths& paths,
                                util::Runner& runner, nlohmann::json& doc);
// alert_settings: a bad address (bad_mail_address) or program (bad_program) is refused before
// the file is read; else mdadm.conf is edited, "alerts" read after.
nlohmann::json runAlertSettings(const AlertSettingsRequest& request, const raid::CarePaths& paths,
                                util::Runner& runner, nlohmann::json& doc);

} // namespace am::helper
