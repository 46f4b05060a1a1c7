#include "core/helper/passthrough.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include <cerrno>
#include <cstring>

#include "core/util/process_runner.h"

extern char** environ;

namespace am::helper {

namespace {

using Clock = std::chrono::steady_clock;

pid_t spawnChild(const std::vector<std::string>& argv, int output_fd, std::string& error)
{
    std::vector<std::string> environment;
    for (char** entry = environ; entry && *entry; ++entry) environment.emplace_back(*entry);
    environment = util::childEnvironment(environment);
    std::vector<char*> args;
    for (const auto& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
    args.push_back(nullptr);
    std::vector<char*> env;
    for (const auto& entry : environment) env.push_back(const_cast<char*>(entry.c_str()));
    env.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    if (output_fd != STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, output_fd, STDOUT_FILENO);
    // Its own group, so a stop reaches whatever it starts; and the signals the
    // helper ignores (SIGPIPE) back at their defaults for it.
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t defaults;
    sigemptyset(&defaults);
    for (const int signal : {SIGPIPE, SIGTERM, SIGINT, SIGHUP}) sigaddset(&defaults, signal);
    sigset_t none;
    sigemptyset(&none);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setpgroup(&attributes, 0);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF |
                                              POSIX_SPAWN_SETSIGMASK);
    pid_t pid = 0;
    const int spawned =
        ::posix_spawn(&pid, argv[0].c_str(), &actions, &attributes, args.data(), env.data());
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (spawned != 0) {
        error = argv[0] + ": " + std::strerror(spawned);
        return -1;
    }
    return pid;
}

// The child's exit status once it has ended, else nothing (never blocks).
std::optional<int> reaped(pid_t pid, std::string& error)
{
    int status = 0;
    pid_t got = 0;
    while ((got = ::waitpid(pid, &status, WNOHANG)) < 0 && errno == EINTR) {
    }
    if (got < 0) {
        error = std::string("waitpid: ") + std::strerror(errno);
        return -1;
    }
    if (got == 0) return std::nullopt;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

} // namespace

PassedThrough runPassingOutput(const std::vector<std::string>& argv, const RunLink& link)
{
    PassedThrough result;
    if (argv.empty() || !argv[0].starts_with("/")) {
        result.error = "the program must be given by its absolute path";
        return result;
    }
    const pid_t pid = spawnChild(argv, link.output_fd, result.error);
    if (pid < 0) return result;
    // A pidfd turns "the child ended" into a poll event; without one, poll in short steps.
    const int pidfd = static_cast<int>(
        ::syscall(SYS_pidfd_open, pid, 0)); // glibc 2.36 declares pidfd_open without C linkage
    std::optional<Clock::time_point> kill_at;
    if (link.stop_reason) result.stopped_because = link.stop_reason();
    while (true) {
        if (result.stopped_because && !kill_at) {
            ::kill(-pid, SIGTERM);
            kill_at = Clock::now() + link.grace;
        }
        if (const auto status = reaped(pid, result.error)) {
            result.exit_code = *status;
            break;
        }
        int timeout_ms = pidfd >= 0 ? -1 : 50;
        if (kill_at) {
            // Rounded up: a poll that wakes a fraction early must not kill early.
            const auto left =
                std::chrono::ceil<std::chrono::milliseconds>(*kill_at - Clock::now()).count();
            if (left <= 0 && !result.killed) {
                ::kill(-pid, SIGKILL);
                result.killed = true;
            }
            if (!result.killed)
                timeout_ms = timeout_ms < 0 ? static_cast<int>(left)
                                            : std::min<int>(timeout_ms, static_cast<int>(left));
        }
        pollfd fds[2];
        nfds_t count = 0;
        if (pidfd >= 0) fds[count++] = {pidfd, POLLIN, 0};
        // Watched until it gives a reason; at end of input it would stay readable for ever.
        const bool watching = link.watch_fd >= 0 && link.stop_reason && !result.stopped_because;
        if (watching) fds[count++] = {link.watch_fd, POLLIN, 0};
        if (::poll(fds, count, timeout_ms) < 0 && errno != EINTR)
            ::usleep(50'000); // keep reaping, without spinning
        if (watching && (fds[count - 1].revents & (POLLIN | POLLHUP | POLLERR)))
            result.stopped_because = link.stop_reason();
    }
    if (pidfd >= 0) ::close(pidfd);
    return result;
}

} // namespace am::helper
