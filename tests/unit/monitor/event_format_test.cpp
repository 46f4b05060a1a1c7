// The JSON line format, the event vocabulary, mdadm's PROGRAM arguments and the event log file.

#include <filesystem>
#include <fstream>
#include <sys/stat.h>

#include <gtest/gtest.h>

#include "core/monitor/event_json.h"
#include "core/monitor/event_log.h"
#include "core/monitor/mdadm_event.h"
#include "tests/support/fixture_trees.h"

using namespace am::monitor;
namespace fs = std::filesystem;

TEST(EventFormat, OneLineWithTheFieldsInOrder)
{
    const Event event{"2026-12-02T08:00:00Z",      "Fail",     "md0", "vdc", Severity::Critical,
                      "vdc failed in md0 \"now\"", "arraymark"};
    const std::string line = toJsonLine(event);
    EXPECT_EQ(
        line,
        R"({"time":"2026-12-02T08:00:00Z","event":"Fail","array":"md0","device":"vdc",)"
        R"("severity":"critical","message":"vdc failed in md0 \"now\"","source":"arraymark"})");
    EXPECT_EQ(line.find('\n'), std::string::npos);
    EXPECT_EQ(parseJsonLine(line), event);
}

TEST(EventFormat, BadLinesAreRefusedByName)
{
    auto message = [](std::string_view line) {
        try {
            parseJsonLine(line);
        } catch (const std::runtime_error& error) {
            return std::string(error.what());
        }
        return std::string("accepted");
    };
    EXPECT_EQ(message("not json"), "event line: not a JSON object");
    EXPECT_EQ(message(R"({"time":"t","severity":"info","message":"m"})"),
              "event line: \"event\" is missing");
    EXPECT_EQ(message(R"({"time":"t","event":"Fail","severity":"loud","message":"m"})"),
              "event line: severity \"loud\" is not one of info, warning, critical");
    EXPECT_EQ(message(R"({"time":"t","event":"Fail","severity":"info","message":3})"),
              "event line: \"message\" must be a string");
}

TEST(EventFormat, VocabularyHasMdadmsNames)
{
    for (const char* name :
         {"Fail", "FailSpare", "DegradedArray", "SpareActive", "RebuildStarted", "RebuildFinished",
          "SparesMissing", "NewArray", "DeviceDisappeared", "TestMessage", "MoveSpare"}) {
        const EventKind* kind = findEventKind(name);
        ASSERT_NE(kind, nullptr) << name;
        EXPECT_TRUE(kind->from_mdadm) << name;
    }
    ASSERT_NE(findEventKind("Rebuild60"), nullptr);
    EXPECT_EQ(findEventKind("Rebuild60")->name, "RebuildNN");
    EXPECT_EQ(rebuildProgressName(20), "Rebuild20");
    EXPECT_FALSE(findEventKind("CheckFinished")->from_mdadm);
    EXPECT_EQ(findEventKind("Rebuild6x"), nullptr);
    EXPECT_EQ(findEventKind("Nonsense"), nullptr);
}

TEST(MdadmEvent, ProgramArgumentsBecomeAnEvent)
{
    const auto roots =
        am::test::machineRoots(am::test::kTestData / "raid/recovery/01-member-failed");
    const Event fail = mdadmEvent("Fail", "/dev/md0", "/dev/vdc", roots, "t");
    EXPECT_EQ(fail.array, "md0");
    EXPECT_EQ(fail.device, "vdc");
    EXPECT_EQ(fail.severity, Severity::Critical);
    EXPECT_EQ(fail.source, "mdadm");
    EXPECT_EQ(fail.message, "mdadm: vdc failed in md0");
    // Gone already (DeviceDisappeared): mdadm's name without /dev/md/.
    const Event gone = mdadmEvent("DeviceDisappeared", "/dev/md/data", "", roots, "t");
    EXPECT_EQ(gone.array, "data");
    EXPECT_EQ(gone.severity, Severity::Warning);
    // A name a newer mdadm may bring: kept, as a warning.
    const Event unknown = mdadmEvent("SomethingNew", "/dev/md0", "", roots, "t");
    EXPECT_EQ(unknown.severity, Severity::Warning);
    EXPECT_EQ(unknown.message, "mdadm reports SomethingNew for md0");
    EXPECT_THROW(mdadmEvent("Fail; rm", "/dev/md0", "", roots, "t"), std::invalid_argument);
    EXPECT_THROW(mdadmEvent("Fail", "", "", roots, "t"), std::invalid_argument);
}

TEST(EventLog, AppendsLinesToA0644File)
{
    const fs::path dir = fs::path(::testing::TempDir()) / "monitor-log" / "state";
    fs::remove_all(dir.parent_path());
    const fs::path log = dir / "events.jsonl";
    const mode_t old_mask = ::umask(077); // the file must still be readable by others
    appendEvent(log, {"t1", "Fail", "md0", "vdc", Severity::Critical, "one", "arraymark"});
    appendEvent(log, {"t2", "TestMessage", "md0", "", Severity::Info, "two", "mdadm"});
    ::umask(old_mask);
    struct stat info {};
    ASSERT_EQ(::stat(log.c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0644U);
    std::ifstream in(log);
    std::string first, second, third;
    ASSERT_TRUE(std::getline(in, first));
    ASSERT_TRUE(std::getline(in, second));
    EXPECT_FALSE(std::getline(in, third));
    EXPECT_EQ(parseJsonLine(first).message, "one");
    EXPECT_EQ(parseJsonLine(second).source, "mdadm");
    fs::remove_all(dir.parent_path());
}

TEST(EventLog, DefaultPathFollowsXdgStateHome)
{
    if (::geteuid() == 0) {
        EXPECT_EQ(defaultEventLog(), fs::path("/var/lib/arraymark/events.jsonl"));
        return;
    }
    ::setenv("XDG_STATE_HOME", "/tmp/state-here", 1);
    EXPECT_EQ(defaultEventLog(), fs::path("/tmp/state-here/arraymark/events.jsonl"));
}
