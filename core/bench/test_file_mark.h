#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace am::bench {

// ArrayMark marks the test files it creates, so that a later run can tell
// them from a person's files (which it writes to only with
// --allow-write-file). The mark is a 4 KiB block after the data, at the end
// of the file: it works on every filesystem (an xattr does not on vfat,
// exFAT, NFSv3 or older tmpfs), and it keeps file offsets as they are (a
// header would shift every offset, --offset and the fio job file). The
// measured range never reaches it: a test file's usable size is its size
// less the mark. The mark is written after the data it vouches for, so a
// file whose filling was cut short is not taken for a test file.
inline constexpr std::uint64_t kTestFileMarkBytes = 4096;

// The usable size (bytes before the mark) of the open regular file `fd` of
// `file_size` bytes when it ends with ArrayMark's mark; nullopt otherwise.
std::optional<std::uint64_t> readTestFileMark(int fd, std::uint64_t file_size);

// Writes the mark at `data_bytes`, so the file is `data_bytes` plus the mark
// long. Throws std::runtime_error naming `path` and the errno text.
void writeTestFileMark(int fd, std::uint64_t data_bytes, const std::string& path);

// True when `path` names (without following a symbolic link) a regular file
// that ends with ArrayMark's mark. For the GUI, which asks before writing to
// any other existing file.
bool isArrayMarkTestFile(const std::string& path);

} // namespace am::bench
