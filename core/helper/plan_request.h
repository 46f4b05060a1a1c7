#pragma once

#include <chrono>
#include <filesystem>

#include <nlohmann/json.hpp>

#include "core/helper/device_path.h"
#include "core/helper/request.h"
#include "core/raid/prepare.h"
#include "core/util/process_runner.h"

namespace am::helper {

// Turns the request's fields into a raid::Plan: every member and spare
// resolved to its canonical /dev path (and each named once), the names
// checked. Throws Refused.
raid::Plan planOf(const PlanFields& fields, const DeviceRules& rules);

// Whether the plan is md's or imsm's (raid::backendOf: the backend, or imsm by metadata): those
// need the md driver, and only they write mdadm.conf.
bool buildsWithMdadm(const PlanFields& fields);

// planOf, then the RAID core's preparePlan on a fresh scan (imsm: the
// platform from mdadm --detail-platform through the runner).
raid::PreparedPlan preparePlanRequest(const PlanFields& fields, const DeviceRules& rules,
                                      util::Runner& runner);

// The "plan" member of an answer: the shape of `arraymark-cli array plan --json`.
nlohmann::json planJsonOf(const raid::PreparedPlan& prepared);

// Prepares, refuses an invalid plan, then raid::createArray through the plan's backend (its
// own last checks: driver or tools, names free, members free by a fresh scan and O_EXCL).
// Fills `doc` ("plan", "steps", "refused", "array", "status", "mdadm_conf") and returns it.
nlohmann::json runCreate(const CreateRequest& create, const DeviceRules& rules,
                         const std::filesystem::path& mdadm_conf,
                         std::chrono::milliseconds status_patience, util::Runner& runner,
                         nlohmann::json& doc);

} // namespace am::helper
