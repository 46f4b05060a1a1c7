#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace am::util {

// Reads a small text file (a sysfs attribute, a procfs table) whole.
// Returns nullopt when it does not exist or cannot be read: sysfs attributes
// come and go with the kernel version, and their absence is information.
std::optional<std::string> readTextFile(const std::filesystem::path& path);

// The first line of the file with surrounding blanks removed (sysfs values
// end in a newline; SCSI model strings are padded with spaces).
std::optional<std::string> readAttribute(const std::filesystem::path& path);

// The attribute as an unsigned decimal number; nullopt when absent or not a number.
std::optional<std::uint64_t> readNumber(const std::filesystem::path& path);

std::string trim(std::string text);

// Writes `text` as the whole file (created or truncated). Throws
// std::runtime_error naming the path when it cannot be written.
void writeTextFile(const std::filesystem::path& path, const std::string& text);

} // namespace am::util
