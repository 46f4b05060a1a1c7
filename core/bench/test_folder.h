#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace am::bench {

// Where ArrayMark may create a test file, checked as the run would use it:
// the folder exists (or, for the GUI, can be created below an existing
// folder other than /), is a folder, is writable by this process, and lies
// on a filesystem that stores files
// (not proc, sysfs, devtmpfs and the like, where a "file" is a kernel
// interface). The CLI's file target and the GUI's Settings use this one rule.
struct FolderProblem {
    enum class Kind {
        NotAbsolute, // the GUI's setting must be absolute; the CLI resolves relative paths itself
        Missing,     // the folder does not exist (and may not be created)
        TopLevelMissing,  // creating it would create `path`, a new folder in / (a mistyped path,
                          // most likely)
        NotFolder,        // `path` exists and is not a directory
        NotWritable,      // `path` cannot be written by this process (`detail`: errno text)
        PseudoFilesystem, // `path` is on `detail` ("proc", "sysfs", "devtmpfs")
    };
    Kind kind;
    std::string path;    // the folder, the nearest existing one, or the new folder in /
    std::string detail;  // see Kind
    std::string message; // English, naming the path and the rule (CLI, logs)
};

enum class MissingFolder {
    Refuse, // the CLI: it creates a missing file, never its folder
    Create, // the GUI: it creates the missing folders (mkdir -p) below the nearest existing one,
            // never in /
};

// Nothing when a test file can be created in `dir`. Only stats and statfs()s
// the path (no writes), so it is cheap enough for a GUI thread.
std::optional<FolderProblem> testFolderProblem(const std::string& dir, MissingFolder missing);

// The filesystem of `path` when it is one that stores no files ("proc",
// "sysfs", "devtmpfs", ...); nullopt for a real filesystem (ext4, xfs,
// btrfs, vfat, tmpfs, nfs, ...) or a path that cannot be statfs()ed.
std::optional<std::string> pseudoFilesystemOf(const std::string& path);

// Bytes that a file in `dir` may still take (statvfs: f_bavail, or f_bfree
// for root, which may use the reserved blocks). Throws std::runtime_error
// naming the folder when statvfs fails.
std::uint64_t freeBytesIn(const std::string& dir);

// Refuses to start filling `file` in `dir` with `bytes` more when its
// filesystem has less free: throws JobError (nothing was written) naming the
// size, the folder and the free space.
void checkFreeSpaceFor(const std::string& file, const std::string& dir, std::uint64_t bytes);

} // namespace am::bench
