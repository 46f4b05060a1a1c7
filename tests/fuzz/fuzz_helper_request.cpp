// The helper's request parser and dispatcher through its real loop
// (am::helper::runSession), as root would run them, on a scratch copy of the
// machine1 fixture. Nothing runs: the runner records and fails, and there is
// no passthrough. The first byte picks the session's scope; the rest is the
// helper's stdin. Every line must get exactly one JSON object answer with
// "ok"; anything else (a crash, an escaped exception, a sanitizer report, a
// missing or extra answer) is a bug.
#include <sys/mman.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "../unit/helper/machine.h"
#include "core/helper/dispatcher.h"
#include "core/helper/session.h"
#include "fuzz_target.h"

namespace {

using namespace am;

class RefusingRunner final : public util::Runner {
public:
    util::ProcessResult run(const std::vector<std::string>& argv, const util::RunOptions&) override
    {
        ++calls;
        util::ProcessResult result;
        result.argv = argv;
        result.start_error = "fuzzing: no program runs";
        return result;
    }
    std::size_t calls = 0;
};

// Lines the session answers: those with something other than blanks, and any over the limit.
std::size_t expectedAnswers(std::string_view input)
{
    std::size_t count = 0;
    std::size_t start = 0;
    while (start <= input.size()) {
        const std::size_t end = std::min(input.find('\n', start), input.size());
        const std::string_view line = input.substr(start, end - start);
        if (line.size() > helper::kMaxRequestBytes + 1 ||
            line.find_first_not_of(" \t\r") != std::string_view::npos)
            ++count;
        if (end == input.size()) break;
        start = end + 1;
    }
    return count;
}

int memoryFile(const char* name, std::string_view content)
{
    const int fd = ::memfd_create(name, MFD_CLOEXEC);
    if (fd < 0) std::abort();
    if (!content.empty() &&
        ::write(fd, content.data(), content.size()) != static_cast<ssize_t>(content.size()))
        std::abort();
    ::lseek(fd, 0, SEEK_SET);
    return fd;
}

std::string contentOf(int fd)
{
    std::string text;
    ::lseek(fd, 0, SEEK_SET);
    char chunk[8192];
    for (ssize_t got; (got = ::read(fd, chunk, sizeof chunk)) > 0;)
        text.append(chunk, static_cast<std::size_t>(got));
    return text;
}

[[noreturn]] void bug(const std::string& what)
{
    std::fprintf(stderr, "fuzz_helper_request: %s\n", what.c_str());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    // A scratch copy with sysfs (a scrub writes sync_action), made once and removed at exit.
    static test::HelperMachine machine(true, true);
    static RefusingRunner runner;
    if (size == 0) return 0;
    constexpr helper::Scope scopes[] = {helper::Scope::ReadDevices, helper::Scope::ManageArrays,
                                        helper::Scope::ChangeMembers,
                                        helper::Scope::BenchmarkRawDevice};
    helper::DispatcherOptions options;
    options.rules = machine.rules;
    options.scope = scopes[data[0] % 4];
    options.cli_path = "/nonexistent/arraymark-cli";
    options.mdadm_conf = machine.root() / "mdadm.conf";
    options.status_patience = std::chrono::milliseconds(0);
    helper::Dispatcher dispatcher(options, runner); // no passthrough: a bench is refused (no_bench)

    const std::string_view input = fuzzText(data + 1, size - 1);
    const int in = memoryFile("in", input);
    const int out = memoryFile("out", {});
    if (helper::runSession(in, out, dispatcher) != 0)
        bug("the session could not write its answers");
    const std::string output = contentOf(out);
    ::close(in);
    ::close(out);

    std::size_t answers = 0;
    std::size_t start = 0;
    for (std::size_t end; (end = output.find('\n', start)) != std::string::npos;
         start = end + 1, ++answers) {
        const auto answer =
            nlohmann::json::parse(output.substr(start, end - start), nullptr, false);
        if (!answer.is_object() || !answer.contains("ok") || !answer["ok"].is_boolean())
            bug("an answer is not a JSON object with \"ok\": " +
                output.substr(start, std::min<std::size_t>(end - start, 300)));
        if (!answer["ok"].get<bool>() && !answer["rule"].is_string())
            bug("a refusal without a rule: " + answer.dump());
    }
    if (start != output.size()) bug("the output ends inside a line");
    if (answers != expectedAnswers(input))
        bug("expected " + std::to_string(expectedAnswers(input)) + " answers, got " +
            std::to_string(answers));
    return 0;
}
