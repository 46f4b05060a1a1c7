#include "core/util/process_runner.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <optional>

#include "core/util/unique_fd.h"

extern char** environ;

namespace am::util {

namespace {

bool isLocaleVariable(const std::string& entry)
{
    return entry.starts_with("LC_") || entry.starts_with("LANG=") || entry.starts_with("LANGUAGE=");
}

using Clock = std::chrono::steady_clock;

// Reads both pipes until they close or the deadline passes.
// How long output is still read after the program itself has exited while something it left
// running (mdadm's reshape process, forked with the program's pipes) keeps them open.
constexpr std::chrono::milliseconds kAfterExitGrace{300};

enum class Drained { Closed, ChildExited, TimedOut };

// Reads both pipes until they close, the deadline passes, or `pid` has exited and the pipes
// stay quiet for kAfterExitGrace. On ChildExited, `status` holds its wait status (reaped).
Drained drain(int out_fd, int err_fd, std::string& out, std::string& err, pid_t pid, int& status,
              Clock::time_point deadline)
{
    std::array<pollfd, 2> fds{pollfd{out_fd, POLLIN, 0}, pollfd{err_fd, POLLIN, 0}};
    std::array<std::string*, 2> sinks{&out, &err};
    int open_count = 2;
    char buffer[16384];
    std::optional<Clock::time_point> quiet_until; // set once the program has exited
    while (open_count > 0) {
        const auto now = Clock::now();
        if (quiet_until && now >= *quiet_until) return Drained::ChildExited;
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now).count();
        if (left <= 0) return Drained::TimedOut;
        const int ready =
            ::poll(fds.data(), fds.size(), static_cast<int>(std::min<long long>(left, 200)));
        if (ready < 0) {
            if (errno == EINTR) continue;
            return Drained::TimedOut;
        }
        for (std::size_t i = 0; i < fds.size(); ++i) {
            if (fds[i].fd < 0 || fds[i].revents == 0) continue;
            const ssize_t got = ::read(fds[i].fd, buffer, sizeof buffer);
            if (got > 0) {
                sinks[i]->append(buffer, static_cast<std::size_t>(got));
                if (quiet_until) quiet_until = Clock::now() + kAfterExitGrace;
            } else if (got == 0 || (errno != EINTR && errno != EAGAIN)) {
                fds[i].fd = -1;
                --open_count;
            }
        }
        if (!quiet_until && ready == 0 && ::waitpid(pid, &status, WNOHANG) == pid)
            quiet_until = Clock::now() + kAfterExitGrace;
    }
    return quiet_until ? Drained::ChildExited : Drained::Closed;
}

} // namespace

std::vector<std::string> childEnvironment(const std::vector<std::string>& environment)
{
    std::vector<std::string> result;
    for (const auto& entry : environment)
        if (!isLocaleVariable(entry)) result.push_back(entry);
    result.emplace_back("LC_ALL=C");
    return result;
}

std::string displayCommand(const std::vector<std::string>& argv)
{
    std::string line;
    for (const auto& arg : argv) {
        if (!line.empty()) line += ' ';
        const bool plain =
            !arg.empty() &&
            arg.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                  "0123456789-_./=:,+@%") == std::string::npos;
        if (plain) {
            line += arg;
            continue;
        }
        line += '\'';
        for (char c : arg) {
            if (c == '\'')
                line += "'\\''";
            else
                line += c;
        }
        line += '\'';
    }
    return line;
}

SpawnedChild spawnInOwnGroup(const std::vector<std::string>& argv, int stdout_fd, int stderr_fd)
{
    SpawnedChild child;
    std::vector<std::string> environment;
    for (char** entry = environ; entry && *entry; ++entry) environment.emplace_back(*entry);
    std::vector<std::string> child_env = childEnvironment(environment);
    std::vector<char*> envp;
    for (auto& entry : child_env) envp.push_back(entry.data());
    envp.push_back(nullptr);
    std::vector<std::string> args = argv;
    std::vector<char*> argp;
    for (auto& arg : args) argp.push_back(arg.data());
    argp.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, stdout_fd, 1);
    posix_spawn_file_actions_adddup2(&actions, stderr_fd, 2);
    // Nothing else: a descriptor opened without O_CLOEXEC (here, by a library, or inherited)
    // must not reach the tool (lvm warns "File descriptor N leaked" for each). glibc 2.34+
    // closes them in the child with close_range, after the dup2s above.
    posix_spawn_file_actions_addclosefrom_np(&actions, 3);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attributes, 0);
    pid_t pid = 0;
    const int spawn_error =
        ::posix_spawnp(&pid, argp[0], &actions, &attributes, argp.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (spawn_error != 0)
        child.error = "cannot run " + argv[0] + ": " + std::strerror(spawn_error);
    else
        child.pid = pid;
    return child;
}

namespace {

// The run of RunOptions::output_to_files: stdout and stderr in memfds, read after the exit.
void runWithOutputFiles(const std::vector<std::string>& argv, const RunOptions& options,
                        Clock::time_point started, ProcessResult& result)
{
    UniqueFd out_file(::memfd_create("arraymark-stdout", MFD_CLOEXEC));
    UniqueFd err_file(::memfd_create("arraymark-stderr", MFD_CLOEXEC));
    if (out_file.get() < 0 || err_file.get() < 0) {
        result.start_error = std::string("cannot create output files: ") + std::strerror(errno);
        return;
    }
    const SpawnedChild child = spawnInOwnGroup(argv, out_file.get(), err_file.get());
    if (child.pid < 0) {
        result.start_error = child.error;
        return;
    }
    int status = 0;
    pid_t done = 0;
    while ((done = ::waitpid(child.pid, &status, WNOHANG)) == 0) {
        if (Clock::now() >= started + options.timeout) {
            result.timed_out = true;
            ::kill(-child.pid, SIGKILL);
            ::kill(child.pid, SIGKILL);
            while (::waitpid(child.pid, &status, 0) < 0 && errno == EINTR) {
            }
            break;
        }
        ::usleep(20'000);
    }
    if (WIFEXITED(status))
        result.exit_code = WEXITSTATUS(status);
    else if (WIFSIGNALED(status))
        result.exit_code = 128 + WTERMSIG(status);
    const auto readAll = [](int fd, std::string& sink) {
        char buffer[16384];
        for (off_t at = 0;;) {
            const ssize_t got = ::pread(fd, buffer, sizeof buffer, at);
            if (got <= 0) break;
            sink.append(buffer, static_cast<std::size_t>(got));
            at += got;
        }
    };
    readAll(out_file.get(), result.out);
    readAll(err_file.get(), result.err);
}

} // namespace

ProcessResult SpawnRunner::run(const std::vector<std::string>& argv, const RunOptions& options)
{
    ProcessResult result;
    result.argv = argv;
    const auto started = Clock::now();
    if (argv.empty()) {
        result.start_error = "empty command";
        return result;
    }

    if (options.output_to_files) {
        runWithOutputFiles(argv, options, started, result);
        result.elapsed =
            std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started);
        return result;
    }

    UniqueFd out_read, out_write, err_read, err_write;
    if (!openPipe(out_read, out_write) || !openPipe(err_read, err_write)) {
        result.start_error = std::string("cannot create pipes: ") + std::strerror(errno);
        return result;
    }

    // A fresh process group, so a timeout can kill whatever the tool started too.
    const SpawnedChild child = spawnInOwnGroup(argv, out_write.get(), err_write.get());
    out_write.reset();
    err_write.reset();
    if (child.pid < 0) {
        result.start_error = child.error;
        return result;
    }
    const pid_t pid = child.pid;

    // A program may leave something running that keeps the pipes (mdadm --grow forks the
    // process that moves a reshape through its backup file): its exit ends the wait, and that
    // process, left in the group, is not killed.
    int status = 0;
    const Drained drained = drain(out_read.get(), err_read.get(), result.out, result.err, pid,
                                  status, started + options.timeout);
    if (drained == Drained::TimedOut) {
        result.timed_out = true;
        ::kill(-pid, SIGKILL);
        ::kill(pid, SIGKILL);
    }
    if (drained != Drained::ChildExited)
        while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
        }
    if (WIFEXITED(status))
        result.exit_code = WEXITSTATUS(status);
    else if (WIFSIGNALED(status))
        result.exit_code = 128 + WTERMSIG(status);
    result.elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started);
    return result;
}

} // namespace am::util
