#include "run_cli.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace {
std::string slurp(const std::string& path)
{
    std::ifstream in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}
} // namespace

CliRun runCli(const std::vector<std::string>& args)
{
    char out_path[] = "/tmp/arraymark-cli-out-XXXXXX";
    char err_path[] = "/tmp/arraymark-cli-err-XXXXXX";
    const int out_fd = mkstemp(out_path);
    const int err_fd = mkstemp(err_path);
    if (out_fd < 0 || err_fd < 0) throw std::runtime_error("mkstemp failed");

    std::vector<std::string> argv_storage{ARRAYMARK_CLI};
    argv_storage.insert(argv_storage.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& a : argv_storage) argv.push_back(a.data());
    argv.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out_fd, 1);
    posix_spawn_file_actions_adddup2(&actions, err_fd, 2);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    pid_t pid = 0;
    const int rc = posix_spawn(&pid, ARRAYMARK_CLI, &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(out_fd);
    close(err_fd);
    if (rc != 0) throw std::runtime_error("cannot start " + std::string(ARRAYMARK_CLI));

    int status = 0;
    waitpid(pid, &status, 0);
    CliRun run;
    run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    run.out = slurp(out_path);
    run.err = slurp(err_path);
    unlink(out_path);
    unlink(err_path);
    return run;
}

InterruptedRun runCliInterrupted(const std::vector<std::string>& args, const std::string& marker,
                                 int signal_number)
{
    std::vector<std::string> argv_storage{ARRAYMARK_CLI};
    argv_storage.insert(argv_storage.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& a : argv_storage) argv.push_back(a.data());
    argv.push_back(nullptr);
    int out[2];
    if (pipe2(out, O_CLOEXEC) != 0) throw std::runtime_error("pipe2 failed");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    pid_t pid = 0;
    const int rc = posix_spawn(&pid, ARRAYMARK_CLI, &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(out[1]);
    if (rc != 0) {
        close(out[0]);
        throw std::runtime_error("cannot start " + std::string(ARRAYMARK_CLI));
    }
    InterruptedRun run;
    FILE* lines = fdopen(out[0], "r");
    char buffer[4096];
    while (!run.signalled && fgets(buffer, sizeof buffer, lines))
        run.signalled = std::string(buffer).find(marker) != std::string::npos;
    const auto sent = std::chrono::steady_clock::now();
    if (run.signalled) kill(pid, signal_number);
    while (fgets(buffer, sizeof buffer, lines)) {
    }
    fclose(lines);
    int status = 0;
    waitpid(pid, &status, 0);
    run.after_signal = std::chrono::steady_clock::now() - sent;
    run.exited = WIFEXITED(status);
    if (run.exited) run.exit_status = WEXITSTATUS(status);
    return run;
}
