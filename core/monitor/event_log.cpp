#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <stdexcept>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

#include <fmt/format.h>

#include "core/monitor/event_json.h"
#include "core/monitor/event_log.h"
#include "core/util/unique_fd.h"

namespace am::monitor {

namespace fs = std::filesystem;

fs::path defaultEventLog()
{
    if (geteuid() == 0) return kSystemEventLog;
    if (const char* state = std::getenv("XDG_STATE_HOME"); state && state[0] == '/')
        return fs::path(state) / "arraymark" / "events.jsonl";
    const char* home = std::getenv("HOME");
    if (!home || home[0] != '/')
        throw std::runtime_error(
            "neither XDG_STATE_HOME nor HOME is an absolute path: name the event log with --log FILE");
    return fs::path(home) / ".local" / "state" / "arraymark" / "events.jsonl";
}

void appendEvent(const fs::path& log, const Event& event)
{
    std::error_code error;
    if (log.has_parent_path() && !fs::is_directory(log.parent_path(), error)) {
        fs::create_directories(log.parent_path(), error);
        if (error)
            throw std::runtime_error(fmt::format("event log {}: cannot create its directory: {}",
                                                 log.string(), error.message()));
        fs::permissions(log.parent_path(), fs::perms(0755), error);
    }
    const int raw = ::open(log.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (raw < 0)
        throw std::runtime_error(
            fmt::format("event log {}: cannot be opened: {}", log.string(), std::strerror(errno)));
    const util::UniqueFd fd(raw);
    // The umask may have taken read bits away; users' notifiers read this file.
    struct stat info {};
    if (::fstat(fd.get(), &info) == 0 && info.st_size == 0 && info.st_uid == geteuid())
        ::fchmod(fd.get(), 0644);
    const std::string line = toJsonLine(event) + "\n";
    const ssize_t written = ::write(fd.get(), line.data(), line.size());
    if (written != static_cast<ssize_t>(line.size()))
        throw std::runtime_error(fmt::format("event log {}: writing failed: {}", log.string(),
                                             written < 0 ? std::strerror(errno) : "short write"));
}

} // namespace am::monitor
