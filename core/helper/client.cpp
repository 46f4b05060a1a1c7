#include "core/helper/client.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <fmt/format.h>

extern char** environ;

namespace am::helper {

std::vector<std::string> launchArgv(const ClientOptions& options)
{
    if (options.already_root) return {options.helper_path, toString(options.scope)};
    return {options.pkexec, options.helper_path, toString(options.scope)};
}

HelperExit classifyHelperExit(int status, bool through_pkexec)
{
    if (through_pkexec && status == 126) return HelperExit::Dismissed;
    if (through_pkexec && status == 127) return HelperExit::NotAuthorized;
    return HelperExit::Exited;
}

std::string describeHelperExit(int status, bool through_pkexec)
{
    switch (classifyHelperExit(status, through_pkexec)) {
    case HelperExit::Dismissed:
        return "the password dialog was dismissed; nothing was done";
    case HelperExit::NotAuthorized:
        return "not authorized (polkit refused, or pkexec found no authentication agent); nothing was done";
    case HelperExit::Exited:
        break;
    }
    return fmt::format("the helper exited with status {}", status);
}

Client::Client(ClientOptions options) : options_(std::move(options)) {}

Client::~Client()
{
    if (pid_ > 0) {
        finish();
    }
}

void Client::start()
{
    if (pid_ > 0) return;
    reader_.clear();
    lines_.clear();
    int in[2];
    int out[2];
    if (::pipe2(in, O_CLOEXEC) != 0)
        throw ClientError(std::string("pipe: ") + std::strerror(errno));
    if (::pipe2(out, O_CLOEXEC) != 0) {
        ::close(in[0]);
        ::close(in[1]);
        throw ClientError(std::string("pipe: ") + std::strerror(errno));
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    const auto argv = launchArgv(options_);
    std::vector<char*> args;
    for (const auto& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
    args.push_back(nullptr);
    pid_t pid = 0;
    const int spawned =
        ::posix_spawnp(&pid, argv[0].c_str(), &actions, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(in[0]);
    ::close(out[1]);
    if (spawned != 0) {
        ::close(in[1]);
        ::close(out[0]);
        throw ClientError(fmt::format("cannot start {}: {}", argv[0], std::strerror(spawned)));
    }
    pid_ = pid;
    to_helper_ = in[1];
    from_helper_ = out[0];
}

HelperLine Client::readLine()
{
    while (lines_.empty()) {
        char chunk[4096];
        const ssize_t got = ::read(from_helper_, chunk, sizeof chunk);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) {
            const int status = finish();
            throw ClientError("the helper stopped answering: " +
                              describeHelperExit(status, !options_.already_root));
        }
        for (auto& line : reader_.feed(std::string_view(chunk, static_cast<std::size_t>(got))))
            lines_.push_back(std::move(line));
    }
    HelperLine line = std::move(lines_.front());
    lines_.pop_front();
    return line;
}

nlohmann::json Client::request(const nlohmann::json& request,
                               const std::function<void(const nlohmann::json&)>& on_stream)
{
    if (pid_ <= 0) start();
    const std::string line = requestLine(request);
    std::size_t written = 0;
    // A helper that died makes write() fail with EPIPE; the process must not die of SIGPIPE for it.
    struct sigaction ignore {};
    struct sigaction previous {};
    ignore.sa_handler = SIG_IGN;
    ::sigaction(SIGPIPE, &ignore, &previous);
    while (written < line.size()) {
        const ssize_t put = ::write(to_helper_, line.data() + written, line.size() - written);
        if (put < 0 && errno == EINTR) continue;
        if (put <= 0) {
            ::sigaction(SIGPIPE, &previous, nullptr);
            const int status = finish();
            throw ClientError("cannot send the request: " +
                              describeHelperExit(status, !options_.already_root));
        }
        written += static_cast<std::size_t>(put);
    }
    ::sigaction(SIGPIPE, &previous, nullptr);
    while (true) {
        HelperLine answer = readLine();
        switch (answer.kind) {
        case HelperLine::Kind::NotJson:
            throw ClientError("the helper wrote a line that is not JSON: " +
                              answer.text.substr(0, 200));
        case HelperLine::Kind::Answer:
            return std::move(answer.json);
        case HelperLine::Kind::Stream:
        case HelperLine::Kind::NotObject:
            if (on_stream) on_stream(answer.json);
            break;
        }
    }
}

int Client::finish()
{
    if (pid_ <= 0) return -1;
    if (to_helper_ >= 0) ::close(to_helper_);
    to_helper_ = -1;
    int status = 0;
    while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    if (from_helper_ >= 0) ::close(from_helper_);
    from_helper_ = -1;
    pid_ = -1;
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    return 128 + WTERMSIG(status);
}

} // namespace am::helper
