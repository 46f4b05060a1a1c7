#pragma once

#include <deque>
#include <functional>
#include <stdexcept>
#include <string>
#include <sys/types.h>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/helper/line_protocol.h"
#include "core/helper/protocol.h"

namespace am::helper {

// The helper could not be started, or stopped answering.
class ClientError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct ClientOptions {
    std::string helper_path;          // the installed arraymark-helper (absolute)
    Scope scope = Scope::ReadDevices; // becomes the helper's argv[1] and so the polkit action
    std::string pkexec = "pkexec";
    bool already_root = false; // start the helper directly (no pkexec)
};

// [helper, scope] when already root, else [pkexec, helper, scope]: pkexec
// matches the policy's exec.path and exec.argv1 annotations to one action.
std::vector<std::string> launchArgv(const ClientOptions& options);

// What the helper's exit status means: pkexec exits 126 when its password
// dialog is dismissed and 127 when polkit does not authorize (or no agent runs).
enum class HelperExit { Dismissed, NotAuthorized, Exited };
HelperExit classifyHelperExit(int status, bool through_pkexec);
// The same for people, in English (the GUI says it in the user's language).
std::string describeHelperExit(int status, bool through_pkexec);

// Talks to one helper process: one JSON line per request, one per answer.
// Blocking and Qt-free; the GUI runs it in a worker thread.
class Client {
public:
    explicit Client(ClientOptions options);
    ~Client();
    Client(const Client&) = delete;
    Client& operator=(const Client&) = delete;

    // Starts the helper (pkexec asks for a password here). Throws ClientError.
    void start();
    bool running() const { return pid_ > 0; }

    // Sends one request and returns its answer (the line with "ok"). Lines
    // before it without "ok" are bench stream lines, handed to `on_stream`.
    // Throws ClientError when the helper exits or writes something that is
    // not JSON.
    nlohmann::json request(const nlohmann::json& request,
                           const std::function<void(const nlohmann::json&)>& on_stream = {});

    // Closes the helper's stdin and waits for it; returns its exit status.
    int finish();

private:
    HelperLine readLine();

    ClientOptions options_;
    pid_t pid_ = -1;
    int to_helper_ = -1;
    int from_helper_ = -1;
    HelperLineReader reader_;
    std::deque<HelperLine> lines_; // read, not yet handed out
};

} // namespace am::helper
