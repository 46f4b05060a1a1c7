#include "core/drives/health/smartctl_exit.h"

#include <array>
#include <utility>

namespace am::drives {

namespace {
constexpr std::array<std::pair<int, const char*>, 8> kBitWords = {{
    {kSmartctlCommandLine, "the command line did not parse"},
    {kSmartctlDeviceOpen, "the device could not be opened"},
    {kSmartctlCommandFailed, "a SMART command failed or its data had a bad checksum"},
    {kSmartctlDiskFailing, "SMART status says the disk is failing"},
    {kSmartctlPrefailNow, "a prefail attribute is at or below its threshold"},
    {kSmartctlThresholdPast, "an attribute was at or below its threshold in the past"},
    {kSmartctlErrorLog, "the device error log has records"},
    {kSmartctlSelfTestErrors, "the self-test log records a failed test"},
}};
} // namespace

bool smartctlCouldNotRead(int exit_status)
{
    return exit_status < 0 || (exit_status & (kSmartctlCommandLine | kSmartctlDeviceOpen)) != 0;
}

std::vector<std::string> smartctlExitBits(int exit_status)
{
    std::vector<std::string> words;
    if (exit_status < 0) return words;
    for (const auto& [bit, text] : kBitWords)
        if ((exit_status & bit) != 0) words.emplace_back(text);
    return words;
}

} // namespace am::drives
