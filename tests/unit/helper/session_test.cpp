// The helper's real loop (am::helper::runSession) between pipes: every line
// gets exactly one answer, whatever it holds, and a running bench stops on a
// cancel line or at the end of input.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>

#include "../raid/fake_runner.h"
#include "core/helper/dispatcher.h"
#include "core/helper/session.h"
#include "machine.h"
#include "session_harness.h"

using namespace am::helper;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

std::string deeplyNested(std::size_t depth)
{
    return R"({"op":"scan","x":)" + std::string(depth, '[') + std::string(depth, ']') + "}";
}

// Every line of `input` (blank ones aside) answered once, in order; returns the answers.
std::vector<json> answersTo(Dispatcher& dispatcher, const std::string& input)
{
    am::test::SessionHarness session(dispatcher);
    session.send(input);
    session.closeInput();
    std::vector<json> answers;
    while (const auto line = session.line()) {
        answers.push_back(json::parse(*line, nullptr, false));
        EXPECT_TRUE(answers.back().is_object()) << "not a JSON object: " << line->substr(0, 200);
    }
    EXPECT_EQ(session.finish(), 0);
    return answers;
}

class SessionTest : public ::testing::Test {
protected:
    Dispatcher dispatcher(Scope scope, Passthrough passthrough = {})
    {
        DispatcherOptions options;
        options.rules = machine_.rules;
        options.scope = scope;
        options.cli_path = cli_;
        options.mdadm_conf = machine_.root() / "mdadm.conf";
        options.status_patience = std::chrono::milliseconds(0);
        options.passthrough = std::move(passthrough);
        return Dispatcher(options, runner_);
    }

    // A stand-in for `arraymark-cli bench --stream`: one cell line, then it runs
    // until SIGTERM, when it writes its cancelled done line and exits 130 as the
    // real one does. With `ignore_term` it ignores SIGTERM (only SIGKILL ends it).
    void writeStandInBench(bool ignore_term)
    {
        cli_ = (machine_.root() / "stand-in-cli").string();
        std::ofstream script(cli_);
        script << "#!/bin/sh\n";
        if (ignore_term)
            script << "trap '' TERM\n";
        else
            script << "trap 'echo "
                      "\"{\\\"type\\\":\\\"done\\\",\\\"cancelled\\\":true,\\\"cells\\\":1}\"; "
                      "exit 130' TERM\n";
        script << "echo '{\"type\":\"cell\",\"cell\":0}'\n"
                  "while :; do sleep 0.05; done\n";
        script.close();
        fs::permissions(cli_, fs::perms::owner_all);
        runner_.expect({cli_, "bench", "--help"}, 0, "  --stream  JSON lines\n");
    }

    static std::string benchLine(int id)
    {
        return R"({"op":"bench","id":)" + std::to_string(id) +
               R"(,"target":"/dev/sdc2","rw":"randread"})" + "\n";
    }

    am::test::HelperMachine machine_{true, true};
    am::test::FakeRunner runner_;
    std::string cli_ = "/usr/bin/arraymark-cli";
};

} // namespace

// ---- one answer per line --------------------------------------------------------------------

TEST_F(SessionTest, EveryLineIsAnsweredOnceWhateverItHolds)
{
    auto reads = dispatcher(Scope::ReadDevices);
    const std::string input =
        deeplyNested(20000) + "\n" + // stack overflow when copied
        R"({"op":"scan","id":1e400})"
        "\n" +                      // nlohmann's out_of_range
        "{\"op\":\"\xff\xfe\"}\n" + // echoed into the error: dump's type_error 316
        "\xc3\n" +                  // a cut UTF-8 sequence outside any string
        "garbage\n"
        "\n" +
        std::string(kMaxRequestBytes + 10, '[') + "\n" +
        R"({"op":"cancel","id":"c"})"
        "\n"
        R"({"op":"scan","id":9})"; // the last line has no newline
    const auto answers = answersTo(reads, input);
    ASSERT_EQ(answers.size(), 8U);
    const std::vector<std::string> rules{"too_deep",       "out_of_range",   "not_utf8",
                                         "not_utf8",       "malformed_json", "oversized",
                                         "nothing_running"};
    for (std::size_t i = 0; i < rules.size(); ++i) {
        EXPECT_FALSE(answers[i]["ok"].get<bool>()) << answers[i].dump();
        EXPECT_EQ(answers[i]["rule"], rules[i]) << answers[i].dump();
        EXPECT_TRUE(answers[i]["error"].is_string());
        EXPECT_TRUE(answers[i]["steps"].empty());
    }
    EXPECT_EQ(answers[6]["id"], "c");
    EXPECT_EQ(answers[7]["id"], 9);
    EXPECT_TRUE(answers[7]["ok"].get<bool>()) << answers[7].dump();
}

TEST_F(SessionTest, AScanOfADeviceWhoseNameIsNotUtf8IsStillAnswered)
{
    // A loop device over a file whose name has byte 0xff: sysfs gives the name as it is.
    std::ofstream(machine_.root() / "sys/devices/virtual/block/loop0/loop/backing_file")
        << "/tmp/disk-\xff.img\n";
    auto reads = dispatcher(Scope::ReadDevices);
    const auto answers = answersTo(reads, R"({"op":"scan","id":1})"
                                          "\n");
    ASSERT_EQ(answers.size(), 1U);
    ASSERT_TRUE(answers[0]["ok"].get<bool>()) << answers[0].dump();
    std::string backing;
    for (const auto& drive : answers[0]["scan"]["drives"])
        if (drive.value("path", "") == "/dev/loop0") backing = drive.value("backing_file", "");
    EXPECT_EQ(backing, "/tmp/disk-\xEF\xBF\xBD.img") << "the bad byte becomes U+FFFD";
}

TEST(AnswerLine, ReplacesBytesThatAreNotUtf8)
{
    const json answer{{"ok", false}, {"error", "bad \xff byte"}};
    EXPECT_THROW((void)answer.dump(), json::type_error); // what the helper used to write with
    EXPECT_EQ(answerLine(answer), "{\"error\":\"bad \xEF\xBF\xBD byte\",\"ok\":false}\n");
}

// ---- stopping a bench -----------------------------------------------------------------------

TEST_F(SessionTest, ACancelLineStopsTheBenchAndIsAnsweredAfterIt)
{
    writeStandInBench(false);
    auto bench = dispatcher(Scope::BenchmarkRawDevice, runPassingOutput);
    am::test::SessionHarness session(bench);
    session.send(benchLine(7));
    EXPECT_EQ(session.json()["type"], "cell"); // the child runs and streams
    session.send(R"({"op":"scan","id":8})"
                 "\n"
                 R"({"op":"cancel","id":9})"
                 "\n");
    const json done = session.json();
    EXPECT_EQ(done["type"], "done");
    EXPECT_TRUE(done["cancelled"].get<bool>()) << "the child's own last line comes through";
    const json answer = session.json();
    EXPECT_EQ(answer["id"], 7);
    EXPECT_FALSE(answer["ok"].get<bool>());
    EXPECT_TRUE(answer["cancelled"].get<bool>()) << answer.dump();
    EXPECT_EQ(answer["rule"], "cancelled");
    EXPECT_NE(answer["error"].get<std::string>().find("a cancel request"), std::string::npos)
        << answer["error"];
    EXPECT_EQ(answer["steps"][0]["exit_code"], 130);
    // The lines sent while it ran keep their order: the scan, then the cancel that stopped the
    // bench.
    const json scan = session.json();
    EXPECT_EQ(scan["id"], 8);
    EXPECT_TRUE(scan["ok"].get<bool>());
    const json cancel = session.json();
    EXPECT_EQ(cancel["id"], 9);
    EXPECT_EQ(cancel["op"], "cancel");
    EXPECT_TRUE(cancel["ok"].get<bool>()) << cancel.dump();
    // Nothing runs now: another cancel is refused.
    session.send(R"({"op":"cancel","id":10})"
                 "\n");
    EXPECT_EQ(session.json()["rule"], "nothing_running");
    EXPECT_EQ(session.finish(), 0);
}

TEST_F(SessionTest, ACancelSentWithTheBenchStopsItAsSoonAsItRuns)
{
    writeStandInBench(false);
    auto bench = dispatcher(Scope::BenchmarkRawDevice, runPassingOutput);
    am::test::SessionHarness session(bench);
    session.send(benchLine(1) + R"({"op":"cancel","id":2})"
                                "\n");
    json line;
    while ((line = session.json()).is_object() && !line.contains("ok")) {
    }
    EXPECT_EQ(line["id"], 1);
    EXPECT_TRUE(line["cancelled"].get<bool>()) << line.dump();
    EXPECT_TRUE(session.json()["ok"].get<bool>()); // the cancel
}

TEST_F(SessionTest, TheEndOfInputStopsTheBench)
{
    writeStandInBench(false);
    auto bench = dispatcher(Scope::BenchmarkRawDevice, runPassingOutput);
    am::test::SessionHarness session(bench);
    session.send(benchLine(3));
    EXPECT_EQ(session.json()["type"], "cell");
    session.closeInput(); // the GUI quit, or closed the helper's stdin
    EXPECT_TRUE(session.json()["cancelled"].get<bool>()); // the done line
    const json answer = session.json();
    EXPECT_EQ(answer["id"], 3);
    EXPECT_TRUE(answer["cancelled"].get<bool>()) << answer.dump();
    EXPECT_NE(answer["error"].get<std::string>().find("stdin closed"), std::string::npos)
        << answer["error"];
    EXPECT_EQ(session.finish(), 0);
}

TEST_F(SessionTest, AChildThatIgnoresSigtermIsKilledAfterTheGracePeriod)
{
    writeStandInBench(true);
    auto bench = dispatcher(Scope::BenchmarkRawDevice, runPassingOutput);
    am::test::SessionHarness session(bench, std::chrono::milliseconds(300));
    session.send(benchLine(4));
    EXPECT_EQ(session.json()["type"], "cell");
    const auto stopped = std::chrono::steady_clock::now();
    session.send(R"({"op":"cancel"})"
                 "\n");
    const json answer = session.json();
    const auto took = std::chrono::steady_clock::now() - stopped;
    EXPECT_EQ(answer["id"], 4) << answer.dump();
    EXPECT_TRUE(answer["cancelled"].get<bool>());
    EXPECT_EQ(answer["steps"][0]["exit_code"], 128 + SIGKILL);
    EXPECT_NE(answer["error"].get<std::string>().find("killed"), std::string::npos)
        << answer["error"];
    EXPECT_GE(took, std::chrono::milliseconds(300)) << "SIGKILL only after the grace period";
    EXPECT_LT(took, std::chrono::seconds(5));
    EXPECT_TRUE(session.json()["ok"].get<bool>()); // the cancel
}

TEST_F(SessionTest, ABenchNobodyStopsRunsToItsEnd)
{
    cli_ = (machine_.root() / "quick-cli").string();
    std::ofstream(cli_) << "#!/bin/sh\necho '{\"type\":\"done\",\"cancelled\":false}'\n";
    fs::permissions(cli_, fs::perms::owner_all);
    runner_.expect({cli_, "bench", "--help"}, 0, "--stream");
    auto bench = dispatcher(Scope::BenchmarkRawDevice, runPassingOutput);
    am::test::SessionHarness session(bench);
    session.send(benchLine(5));
    EXPECT_FALSE(session.json()["cancelled"].get<bool>());
    const json answer = session.json();
    EXPECT_TRUE(answer["ok"].get<bool>()) << answer.dump();
    EXPECT_FALSE(answer["cancelled"].get<bool>());
    EXPECT_TRUE(answer["rule"].is_null());
}

// While a bench runs the session reads ahead only until kMaxWaiting lines wait.
TEST(RequestLinesLimit, FullAtTheCapAndEveryLineStillComesInOrder)
{
    int fds[2];
    ASSERT_EQ(::pipe(fds), 0);
    const std::size_t count = am::helper::RequestLines::kMaxWaiting + 10;
    std::string text;
    for (std::size_t i = 0; i < count; ++i)
        text += "{\"op\":\"scan\",\"id\":" + std::to_string(i) + "}\n";
    ASSERT_EQ(::write(fds[1], text.data(), text.size()), static_cast<ssize_t>(text.size()));
    ::close(fds[1]);
    am::helper::RequestLines lines(fds[0]);
    while (!lines.full() && lines.readAvailable()) {
    }
    EXPECT_TRUE(lines.full());
    for (std::size_t i = 0; i < count; ++i) {
        const auto line = lines.next();
        ASSERT_TRUE(line.has_value()) << i;
        EXPECT_NE(line->text.find("\"id\":" + std::to_string(i) + "}"), std::string::npos)
            << line->text;
    }
    EXPECT_FALSE(lines.next().has_value());
    ::close(fds[0]);
}
