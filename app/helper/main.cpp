// arraymark-helper: the privileged half of ArrayMark. Started as root
// (through pkexec, or directly by a GUI that already is root) with the scope
// it was authorized for as its only argument; reads one JSON request per line
// on stdin and writes one JSON answer per line on stdout. No shell anywhere:
// every program runs from an exact argv. docs/helper-protocol.md describes
// the requests.
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "core/campaign/campaign_outputs.h"
#include "core/helper/dispatcher.h"
#include "core/helper/passthrough.h"
#include "core/helper/protocol.h"
#include "core/helper/session.h"
#include "core/util/process_runner.h"

namespace {

namespace fs = std::filesystem;

// arraymark-cli beside the helper (a build tree), else where the install puts
// it relative to the helper (libexec/arraymark -> bin, under whatever prefix
// the package used), else the configured path. Never from the caller: that
// would let anyone who may start the helper run any program as root.
std::string cliPath()
{
    std::error_code error;
    const fs::path self = fs::read_symlink("/proc/self/exe", error);
    if (!error) {
        for (const fs::path& candidate :
             {self.parent_path() / "arraymark-cli", self.parent_path() / ARRAYMARK_CLI_FROM_HELPER})
            if (fs::exists(candidate, error)) return candidate.lexically_normal().string();
    }
    return ARRAYMARK_INSTALLED_CLI;
}

} // namespace

int main(int argc, char** argv)
{
    using namespace am::helper;
    const auto scope = argc == 2 ? parseScope(argv[1]) : std::nullopt;
    if (!scope) {
        std::fprintf(
            stderr, "usage: arraymark-helper "
                    "read-devices|manage-arrays|change-members|benchmark-raw-device|run-campaigns\n"
                    "(started by ArrayMark through pkexec; requests are JSON lines on stdin)\n");
        return 2;
    }
    if (::geteuid() != 0) {
        std::fprintf(stderr,
                     "arraymark-helper must run as root: ArrayMark starts it through pkexec\n");
        return 1;
    }
    // pkexec already gives a clean environment; a GUI running as root may not.
    ::setenv("PATH", "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", 1);
    ::umask(022);

    am::util::SpawnRunner runner;
    DispatcherOptions options;
    options.scope = *scope;
    options.cli_path = cliPath();
    options.passthrough = runPassingOutput;
    options.campaign_outputs = am::campaign::writeCampaignOutputs;
    Dispatcher dispatcher(options, runner);

    // A caller that stops reading must not kill the helper before it has stopped its bench child.
    ::signal(SIGPIPE, SIG_IGN);
    return runSession(STDIN_FILENO, STDOUT_FILENO, dispatcher);
}
