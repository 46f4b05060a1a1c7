#pragma once

#include <string>
#include <vector>

namespace am::drives {

// smartctl's exit status is a bit mask (man smartctl, EXIT STATUS). Bits 0 and 1 mean it could not
// read the drive; the higher bits are what it found and come with a full report.
enum SmartctlExitBit : int {
    kSmartctlCommandLine = 1 << 0,    // the command line did not parse
    kSmartctlDeviceOpen = 1 << 1,     // the device could not be opened (or is in standby, -n)
    kSmartctlCommandFailed = 1 << 2,  // a SMART command failed or a checksum did not match
    kSmartctlDiskFailing = 1 << 3,    // SMART status: DISK FAILING
    kSmartctlPrefailNow = 1 << 4,     // a prefail attribute is at or below its threshold
    kSmartctlThresholdPast = 1 << 5,  // an attribute was at or below its threshold in the past
    kSmartctlErrorLog = 1 << 6,       // the device error log has records
    kSmartctlSelfTestErrors = 1 << 7, // the self-test log records a failed test
};

// True when smartctl says it could not read the drive at all (bit 0 or 1): no figures to judge.
bool smartctlCouldNotRead(int exit_status);
// The bits of `exit_status` in words ("the device error log has records"), lowest bit first.
std::vector<std::string> smartctlExitBits(int exit_status);

} // namespace am::drives
