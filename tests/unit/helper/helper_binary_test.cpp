// Runs the real arraymark-helper with requests on stdin, as the GUI and the
// VM harness do. Here (a container kernel without md) md operations must be
// refused plainly and the scan must work.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "../bench/scratch_devices.h"

extern char** environ;

using nlohmann::json;
namespace fs = std::filesystem;

namespace {

struct HelperRun {
    int exit_code = -1;
    std::vector<json> answers;
    std::string err;
};

std::string slurp(const fs::path& path)
{
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

std::size_t answerLines(const std::string& output)
{
    std::size_t answers = 0;
    std::istringstream lines(output);
    for (std::string line; std::getline(lines, line);)
        answers += json::parse(line, nullptr, false).contains("ok");
    return answers;
}

// Runs the helper with `input` on stdin. Its stdin then ends, which stops a
// running bench; with `end_input_when` it stays open (as a GUI keeps it)
// until the output so far satisfies it, at most two minutes.
using OutputTest = std::function<bool(const std::string& output)>;
HelperRun runHelper(const std::vector<std::string>& args, const std::string& input,
                    const OutputTest& end_input_when = {})
{
    const bool hold = static_cast<bool>(end_input_when);
    const fs::path dir =
        fs::temp_directory_path() / ("arraymark-helper-bin-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::ofstream(dir / "in") << input;
    int held[2] = {-1, -1};
    if (hold && ::pipe2(held, O_CLOEXEC) != 0) return {};
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    if (hold)
        posix_spawn_file_actions_adddup2(&actions, held[0], 0);
    else
        posix_spawn_file_actions_addopen(&actions, 0, (dir / "in").c_str(), O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, (dir / "out").c_str(),
                                     O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_addopen(&actions, 2, (dir / "err").c_str(),
                                     O_WRONLY | O_CREAT | O_TRUNC, 0600);
    std::vector<std::string> argv{ARRAYMARK_HELPER};
    argv.insert(argv.end(), args.begin(), args.end());
    std::vector<char*> raw;
    for (auto& arg : argv) raw.push_back(arg.data());
    raw.push_back(nullptr);
    pid_t pid = 0;
    HelperRun run;
    if (::posix_spawn(&pid, ARRAYMARK_HELPER, &actions, nullptr, raw.data(), environ) == 0) {
        if (hold) {
            ::close(std::exchange(held[0], -1));
            (void)!::write(held[1], input.data(), input.size());
            for (int waited = 0; waited < 2400 && !end_input_when(slurp(dir / "out")); ++waited)
                ::usleep(50'000);
            ::close(std::exchange(held[1], -1));
        }
        int status = 0;
        ::waitpid(pid, &status, 0);
        run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    }
    posix_spawn_file_actions_destroy(&actions);
    for (const int fd : held)
        if (fd >= 0) ::close(fd);
    std::istringstream out(slurp(dir / "out"));
    for (std::string line; std::getline(out, line);) run.answers.push_back(json::parse(line));
    run.err = slurp(dir / "err");
    fs::remove_all(dir);
    return run;
}

} // namespace

TEST(HelperBinary, RefusesWithoutAScopeArgument)
{
    const auto run = runHelper({}, "");
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("usage"), std::string::npos);
    EXPECT_EQ(runHelper({"root-shell"}, "").exit_code, 2);
}

TEST(HelperBinary, RefusesToRunUnlessRoot)
{
    if (::geteuid() == 0) GTEST_SKIP() << "running as root: the refusal needs an unprivileged user";
    const auto run = runHelper({"read-devices"}, "{\"op\":\"scan\"}\n");
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_TRUE(run.answers.empty());
    EXPECT_NE(run.err.find("must run as root"), std::string::npos);
}

TEST(HelperBinary, AnswersEachLineAndScansAsRoot)
{
    if (::geteuid() != 0) GTEST_SKIP() << "the helper runs only as root";
    const std::string oversized = "{\"op\":\"scan\",\"id\":\"" + std::string(70000, 'x') + "\"}";
    const auto run = runHelper(
        {"change-members"},
        "{\"op\":\"scan\",\"id\":1}\n"
        "garbage\n" +
            oversized +
            "\n"
            "{\"op\":\"add\",\"id\":4,\"array\":\"md0\",\"device\":\"/dev/../etc/passwd\"}\n"
            "{\"op\":\"create\",\"id\":5,\"level\":\"raid1\",\"members\":[\"/dev/null\"],\"name\":\"x\"}\n"
            "\n"
            "{\"op\":\"scan\",\"id\":6}");
    EXPECT_EQ(run.exit_code, 0) << run.err;
    ASSERT_EQ(run.answers.size(), 6U) << run.err;
    EXPECT_TRUE(run.answers[0]["ok"].get<bool>()) << run.answers[0].dump();
    EXPECT_FALSE(run.answers[0]["scan"]["drives"].empty());
    EXPECT_EQ(run.answers[1]["rule"], "malformed_json");
    EXPECT_EQ(run.answers[2]["rule"], "oversized");
    EXPECT_EQ(run.answers[3]["id"], 4);
    EXPECT_FALSE(run.answers[3]["ok"].get<bool>());
    EXPECT_EQ(run.answers[4]["rule"], "not_authorized");
    EXPECT_EQ(run.answers[5]["id"], 6);
    EXPECT_TRUE(run.answers[5]["ok"].get<bool>());
}

TEST(HelperBinary, MdOperationsAreRefusedPlainlyWithoutTheMdDriver)
{
    if (::geteuid() != 0) GTEST_SKIP() << "the helper runs only as root";
    if (fs::exists("/proc/mdstat"))
        GTEST_SKIP() << "this kernel has the md driver: the VM harness covers md operations";
    const auto run = runHelper(
        {"manage-arrays"},
        "{\"op\":\"create\",\"level\":\"raid1\",\"members\":[\"/dev/loop0\",\"/dev/loop1\"],\"name\":\"x\"}\n"
        "{\"op\":\"delete\",\"array\":\"md0\"}\n");
    ASSERT_EQ(run.answers.size(), 2U) << run.err;
    for (const auto& answer : run.answers) {
        EXPECT_FALSE(answer["ok"].get<bool>());
        EXPECT_EQ(answer["rule"], "md_driver");
        EXPECT_EQ(answer["error"], "the md driver is not loaded: modprobe md_mod");
        EXPECT_TRUE(answer["steps"].empty());
    }
}

TEST(HelperBinary, BenchNeedsTheBenchCommand)
{
    if (::geteuid() != 0) GTEST_SKIP() << "the helper runs only as root";
    const fs::path cli = fs::path(ARRAYMARK_HELPER).parent_path() / "arraymark-cli";
    // With bench present this request would really read a disk; that belongs to the VM harness.
    if (std::system((cli.string() + " bench --help 2>&1 | grep -q -e --stream").c_str()) == 0)
        GTEST_SKIP() << "arraymark-cli has bench: the missing-command answer cannot be shown";
    std::string target;
    for (const auto& entry : fs::directory_iterator("/sys/block")) {
        const std::string name = entry.path().filename().string();
        if (name.starts_with("loop") || name.starts_with("zram") || name.starts_with("vd") ||
            name.starts_with("sd") || name.starts_with("nvme")) {
            target = "/dev/" + name;
            break;
        }
    }
    if (target.empty() || !fs::exists(target)) GTEST_SKIP() << "no block device node to name";
    const auto run = runHelper({"benchmark-raw-device"}, "{\"op\":\"bench\",\"target\":\"" +
                                                             target + "\",\"rw\":\"randread\"}\n");
    ASSERT_EQ(run.answers.size(), 1U) << run.err;
    EXPECT_FALSE(run.answers[0]["ok"].get<bool>());
    EXPECT_EQ(run.answers[0]["rule"], "no_bench") << run.answers[0].dump();
}

TEST(HelperBinary, BenchStreamsThroughTheHelperOnAScratchLoop)
{
    if (const auto reason = ScratchLoop::unavailable()) GTEST_SKIP() << *reason;
    const fs::path cli = fs::path(ARRAYMARK_HELPER).parent_path() / "arraymark-cli";
    if (std::system((cli.string() + " bench --help 2>&1 | grep -q -e --stream").c_str()) != 0)
        GTEST_SKIP() << "this arraymark-cli has no bench command";
    ScratchLoop loop(64ULL << 20);
    if (!loop.ok()) GTEST_SKIP() << "losetup could not attach a loop device";
    const std::string target = loop.path();
    const auto run = runHelper(
        {"benchmark-raw-device"},
        "{\"op\":\"bench\",\"id\":1,\"target\":\"" + target +
            "\",\"rw\":\"randread\",\"bs_bytes\":4096,\"qd\":4,\"runtime_seconds\":0.5}\n"
            "{\"op\":\"bench\",\"id\":2,\"target\":\"" +
            target +
            "\",\"rw\":\"randwrite\",\"runtime_seconds\":0.5}\n"
            "{\"op\":\"bench\",\"id\":3,\"target\":\"" +
            target + "\",\"rw\":\"randwrite\",\"allow_write\":true,\"runtime_seconds\":0.5}\n",
        [](const std::string& output) { return answerLines(output) >= 3; });
    std::vector<json> answers;
    std::size_t stream_lines = 0;
    for (const auto& line : run.answers) {
        if (line.contains("ok"))
            answers.push_back(line);
        else
            ++stream_lines;
    }
    ASSERT_EQ(answers.size(), 3U) << run.err;
    EXPECT_TRUE(answers[0]["ok"].get<bool>()) << answers[0].dump() << run.err;
    EXPECT_EQ(answers[0]["steps"][0]["argv"][1], "bench");
    EXPECT_EQ(answers[1]["rule"], "write_not_allowed");
    EXPECT_TRUE(answers[2]["ok"].get<bool>()) << answers[2].dump() << run.err;
    const auto& argv = answers[2]["steps"][0]["argv"];
    EXPECT_EQ(argv[argv.size() - 2], "--allow-write-device");
    EXPECT_EQ(argv.back(), target);
    EXPECT_GE(stream_lines, 2U) << "the bench stream lines reach the caller before each answer";
}

// Lines that used to end the helper (a stack overflow, an uncaught out_of_range,
// a dump that threw on bytes that are not UTF-8): each is answered, and the
// helper goes on to the next line.
TEST(HelperBinary, HostileLinesAreEachAnsweredAndTheHelperGoesOn)
{
    if (::geteuid() != 0) GTEST_SKIP() << "the helper runs only as root";
    const std::string deep =
        R"({"op":"scan","x":)" + std::string(20000, '[') + std::string(20000, ']') + "}";
    const auto run = runHelper({"read-devices"}, deep + "\n"
                                                        R"({"op":"scan","id":1e400})"
                                                        "\n"
                                                        "{\"op\":\"\xff\"}\n"
                                                        R"({"op":"cancel","id":4})"
                                                        "\n"
                                                        R"({"op":"scan","id":5})"
                                                        "\n");
    EXPECT_EQ(run.exit_code, 0) << run.err;
    ASSERT_EQ(run.answers.size(), 5U) << run.err;
    EXPECT_EQ(run.answers[0]["rule"], "too_deep");
    EXPECT_EQ(run.answers[1]["rule"], "out_of_range");
    EXPECT_EQ(run.answers[2]["rule"], "not_utf8");
    EXPECT_EQ(run.answers[3]["rule"], "nothing_running");
    EXPECT_TRUE(run.answers[4]["ok"].get<bool>());
}

// A real loop device over a file whose name has byte 0xff: sysfs reports the
// name as it is, and the scan answer (and `drives --json`) must still be written.
TEST(HelperBinary, ScanAnswersWhenALoopBackingFileIsNotUtf8)
{
    if (const auto reason = ScratchLoop::unavailable()) GTEST_SKIP() << *reason;
    // Removed after the loop device (declared first, so destroyed last).
    struct BadlyNamedDir {
        fs::path path =
            fs::temp_directory_path() / ("arraymark-\xff-" + std::to_string(::getpid()));
        BadlyNamedDir() { fs::create_directories(path); }
        ~BadlyNamedDir() { fs::remove_all(path); }
    } dir;
    ScratchLoop loop(1 << 20, dir.path.string());
    if (!loop.ok()) GTEST_SKIP() << "losetup could not attach a loop device";
    const auto run = runHelper({"read-devices"}, R"({"op":"scan","id":1})"
                                                 "\n");
    ASSERT_EQ(run.answers.size(), 1U) << run.err;
    ASSERT_TRUE(run.answers[0]["ok"].get<bool>()) << run.answers[0].dump();
    std::string backing;
    for (const auto& drive : run.answers[0]["scan"]["drives"])
        if (drive.value("path", "") == loop.path()) backing = drive.value("backing_file", "");
    EXPECT_NE(backing.find("arraymark-\xEF\xBF\xBD-"), std::string::npos) << backing;

    const fs::path cli = fs::path(ARRAYMARK_HELPER).parent_path() / "arraymark-cli";
    const std::string drives = runCommand(cli.string() + " drives --json 2>&1");
    const json document = json::parse(drives, nullptr, false);
    EXPECT_TRUE(document.is_object()) << drives.substr(0, 300);
}

// The real CLI through the real helper: a 30 s run whose caller closes stdin
// ends at once, with the CLI's own cancelled done line before the answer.
TEST(HelperBinary, ABenchEndsWhenItsCallerClosesStdin)
{
    if (const auto reason = ScratchLoop::unavailable()) GTEST_SKIP() << *reason;
    const fs::path cli = fs::path(ARRAYMARK_HELPER).parent_path() / "arraymark-cli";
    if (std::system((cli.string() + " bench --help 2>&1 | grep -q -e --stream").c_str()) != 0)
        GTEST_SKIP() << "this arraymark-cli has no bench command";
    ScratchLoop loop(64ULL << 20);
    if (!loop.ok()) GTEST_SKIP() << "losetup could not attach a loop device";
    const auto started = std::chrono::steady_clock::now();
    // Closed after the first sample: the CLI runs and has its SIGTERM handler by then.
    const auto run = runHelper(
        {"benchmark-raw-device"},
        "{\"op\":\"bench\",\"id\":1,\"target\":\"" + loop.path() +
            "\",\"rw\":\"randread\",\"runtime_seconds\":30,\"ramp_seconds\":0,\"qd\":4}\n",
        [](const std::string& output) {
            return output.find("\"type\":\"sample\"") != std::string::npos;
        });
    EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(15));
    ASSERT_FALSE(run.answers.empty()) << run.err;
    const json& answer = run.answers.back();
    EXPECT_EQ(answer["id"], 1);
    EXPECT_TRUE(answer.value("cancelled", false)) << answer.dump() << run.err;
    EXPECT_EQ(answer["rule"], "cancelled");
    bool cancelled_done = false;
    for (const auto& line : run.answers)
        if (line.value("type", "") == "done") cancelled_done = line.value("cancelled", false);
    EXPECT_TRUE(cancelled_done) << "the CLI's done line says cancelled";
}
