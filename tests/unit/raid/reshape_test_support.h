// What the reshape planner's tests share: requests, the steps' argv, a refusal's message.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/raid/operation_refused.h"
#include "core/raid/reshape_plan.h"

namespace am::raid::reshape_test {

using Argv = std::vector<std::string>;

inline const std::string kDefaultBackup = "/var/lib/arraymark/reshape/md127-reshape.backup";

inline ReshapeRequest adding(std::vector<std::string> devices)
{
    ReshapeRequest request;
    request.add = std::move(devices);
    return request;
}

inline std::vector<Argv> argvs(const ReshapePlan& plan)
{
    std::vector<Argv> result;
    for (const auto& step : plan.steps) result.push_back(step.argv);
    return result;
}

// The refusal's message, or a failure when the plan went through.
inline std::string refusal(const ReshapeInput& input, const ReshapeRequest& request)
{
    try {
        planReshape(input, request, kDefaultBackup);
    } catch (const OperationRefused& refused) {
        EXPECT_EQ(refused.rule(), kReshapeRefused);
        const std::string message = refused.what();
        EXPECT_NE(message.find("nothing was written"), std::string::npos) << message;
        return message;
    }
    ADD_FAILURE() << "the plan was not refused";
    return {};
}

inline bool has(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

} // namespace am::raid::reshape_test
