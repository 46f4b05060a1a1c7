#include "core/fleet/line_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>

#include "core/util/process_runner.h"
#include "core/util/unique_fd.h"

namespace am::fleet {

namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kStderrKept = 64 * 1024;

// Splits what arrived into lines; keeps the unfinished tail for the next read.
void deliverLines(std::string& pending, const std::function<void(std::string_view)>& on_line)
{
    std::size_t start = 0;
    for (auto newline = pending.find('\n'); newline != std::string::npos;
         newline = pending.find('\n', start)) {
        on_line(std::string_view(pending).substr(start, newline - start));
        start = newline + 1;
    }
    pending.erase(0, start);
}

} // namespace

LineProcessResult runLineProcess(const std::vector<std::string>& argv,
                                 const std::function<void(std::string_view)>& on_line,
                                 const LineProcessOptions& options)
{
    LineProcessResult result;
    if (argv.empty()) {
        result.start_error = "empty command";
        return result;
    }
    util::UniqueFd out_read, out_write, err_read, err_write;
    if (!util::openPipe(out_read, out_write) || !util::openPipe(err_read, err_write)) {
        result.start_error = std::string("cannot create pipes: ") + std::strerror(errno);
        return result;
    }
    // Its own process group, so cancelling reaches whatever it started, and a
    // terminal's Ctrl-C reaches only us: we decide how the children stop.
    const util::SpawnedChild child = util::spawnInOwnGroup(argv, out_write.get(), err_write.get());
    out_write.reset();
    err_write.reset();
    if (child.pid < 0) {
        result.start_error = child.error;
        return result;
    }
    const pid_t pid = child.pid;

    const auto started = Clock::now();
    std::array<pollfd, 2> fds{pollfd{out_read.get(), POLLIN, 0}, pollfd{err_read.get(), POLLIN, 0}};
    int open_count = 2;
    std::string pending;
    char buffer[16384];
    Clock::time_point term_sent{};
    bool term_pending = false;
    // Something the child left behind may hold its pipes open (ssh's
    // ControlPersist master keeps stderr): once the child itself has exited,
    // what is still coming gets a short grace, not an unbounded wait.
    int status = 0;
    bool reaped = false;
    Clock::time_point reaped_at{};
    while (open_count > 0) {
        if (!reaped) {
            pid_t waited = ::waitpid(pid, &status, WNOHANG);
            if (waited == pid) {
                reaped = true;
                reaped_at = Clock::now();
            }
        }
        if (reaped && Clock::now() - reaped_at > std::chrono::milliseconds(500)) break;
        const bool cancel = options.cancel && options.cancel->load();
        const bool late = Clock::now() - started > options.timeout;
        if ((cancel || late) && !term_pending) {
            result.cancelled = cancel;
            result.timed_out = late && !cancel;
            ::kill(-pid, SIGTERM);
            term_sent = Clock::now();
            term_pending = true;
        }
        if (term_pending && Clock::now() - term_sent > std::chrono::seconds(2)) {
            if (!reaped) ::kill(-pid, SIGKILL);
            break;
        }
        const int ready = ::poll(fds.data(), fds.size(), 100);
        if (ready < 0) {
            if (errno == EINTR) continue;
            break;
        }
        for (std::size_t i = 0; i < fds.size(); ++i) {
            if (fds[i].fd < 0 || fds[i].revents == 0) continue;
            const ssize_t got = ::read(fds[i].fd, buffer, sizeof buffer);
            if (got > 0) {
                if (i == 0) {
                    pending.append(buffer, static_cast<std::size_t>(got));
                    deliverLines(pending, on_line);
                } else {
                    result.err.append(buffer, static_cast<std::size_t>(got));
                    if (result.err.size() > 2 * kStderrKept)
                        result.err.erase(0, result.err.size() - kStderrKept);
                }
            } else if (got == 0 || (errno != EINTR && errno != EAGAIN)) {
                fds[i].fd = -1;
                --open_count;
            }
        }
    }
    if (!pending.empty()) on_line(pending);
    if (result.err.size() > kStderrKept) result.err.erase(0, result.err.size() - kStderrKept);
    while (!reaped && ::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (WIFEXITED(status))
        result.exit_code = WEXITSTATUS(status);
    else if (WIFSIGNALED(status))
        result.exit_code = 128 + WTERMSIG(status);
    return result;
}

} // namespace am::fleet
