#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace am::raid {

// Debian's file; other distributions use /etc/mdadm.conf.
inline constexpr const char* kDebianMdadmConf = "/etc/mdadm/mdadm.conf";
inline constexpr const char* kInitramfsHint =
    "the initramfs carries its own copy of mdadm.conf: run update-initramfs -u so the array assembles at boot";

// The ARRAY lines of `mdadm --detail --brief` / `--detail --scan` output.
std::vector<std::string> arrayLines(std::string_view mdadm_output);

// Appends the lines whose UUID= is not in the file yet (explicit, opt-in:
// only callers that were asked to write call this). Returns the lines added.
// Throws std::runtime_error naming the file when it cannot be written.
std::vector<std::string> appendArrayLines(const std::filesystem::path& conf,
                                          const std::vector<std::string>& lines);

} // namespace am::raid
