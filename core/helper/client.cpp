#include "core/helper/client.h"
#include "core/util/json_text.h"

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

std::string describeHelperExit(int status, bool through_pkexec)
{
    if (through_pkexec && status == 126) return "the password dialog was dismissed; nothing was done";
    if (through_pkexec && status == 127)
        return "not authorized (polkit refused, or pkexec found no authentication agent); nothing was done";
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
    int in[2];
    int out[2];
    if (::pipe2(in, O_CLOEXEC) != 0) throw ClientError(std::string("pipe: ") + std::strerror(errno));
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
    const int spawned = ::posix_spawnp(&pid, argv[0].c_str(), &actions, nullptr, args.data(), environ);
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

std::string Client::readLine()
{
    while (true) {
        if (const auto newline = buffer_.find('\n'); newline != std::string::npos) {
            std::string line = buffer_.substr(0, newline);
            buffer_.erase(0, newline + 1);
            return line;
        }
        char chunk[4096];
        const ssize_t got = ::read(from_helper_, chunk, sizeof chunk);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) {
            const int status = finish();
            throw ClientError("the helper stopped answering: " + describeHelperExit(status, !options_.already_root));
        }
        buffer_.append(chunk, static_cast<std::size_t>(got));
    }
}

nlohmann::json Client::request(const nlohmann::json& request, const std::function<void(const nlohmann::json&)>& on_stream)
{
    if (pid_ <= 0) start();
    const std::string line = util::jsonText(request) + "\n";
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
            throw ClientError("cannot send the request: " + describeHelperExit(status, !options_.already_root));
        }
        written += static_cast<std::size_t>(put);
    }
    ::sigaction(SIGPIPE, &previous, nullptr);
    while (true) {
        const std::string answer_line = readLine();
        nlohmann::json answer;
        try {
            answer = nlohmann::json::parse(answer_line);
        } catch (const nlohmann::json::parse_error&) {
            throw ClientError("the helper wrote a line that is not JSON: " + answer_line.substr(0, 200));
        }
        if (answer.is_object() && answer.contains("ok")) return answer;
        if (on_stream) on_stream(answer);
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
