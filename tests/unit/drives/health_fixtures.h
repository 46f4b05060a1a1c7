#pragma once

#include <fstream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "tests/unit/raid/fake_runner.h"

namespace am::test {

// A smartctl JSON document under tests/data/smartctl.
inline std::string smartctlFixture(const std::string& name)
{
    std::ifstream in(std::string(ARRAYMARK_TEST_DATA) + "/smartctl/" + name);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// A runner that answers smartctl on `device` with the fixture, exiting with the status the
// document itself records (smartctl.exit_status), as the real smartctl did.
inline void expectSmartctl(FakeRunner& runner, const std::string& device, const std::string& name)
{
    const std::string text = smartctlFixture(name);
    const int status = nlohmann::json::parse(text).at("smartctl").at("exit_status").get<int>();
    runner.expect({"smartctl", "--json", "-a", "-n", "standby", device}, status, text);
}

} // namespace am::test
