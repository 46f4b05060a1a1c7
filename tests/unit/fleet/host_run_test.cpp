// Whole hosts through runHost with a local stand-in for ssh (local_ssh.sh):
// the real arraymark-cli runs, its --stream lines are parsed, and each way a
// host can fail ends as an error while the others finish.

#include <filesystem>
#include <fstream>
#include <mutex>
#include <set>

#include <unistd.h>

#include <gtest/gtest.h>

#include "core/fleet/fleet_run.h"
#include "core/fleet/fleet_summary.h"

using namespace am::fleet;

namespace {

class TempDir {
public:
    TempDir()
    {
        std::string pattern =
            (std::filesystem::temp_directory_path() / "arraymark-fleet-unit.XXXXXX").string();
        path_ = ::mkdtemp(pattern.data());
    }
    ~TempDir() { std::filesystem::remove_all(path_); }
    std::filesystem::path path_;
};

FleetPlan localPlan(const TempDir& dir)
{
    FleetPlan plan;
    plan.spec.ssh.program = ARRAYMARK_LOCAL_SSH;
    plan.spec.cli = ARRAYMARK_CLI;
    plan.spec.bench_args = {"--rw",   "randread", "--bs",       "4k",  "--runtime", "0.3",
                            "--size", "4M",       "--interval", "0.1", "--buffered"};
    // A read bench never creates its file: the hosts' files exist, 4 MiB each.
    for (const char* name : {"one dat", "two.dat"})
        std::ofstream(dir.path_ / name) << std::string(4 << 20, 'x');
    plan.hosts = {HostSpec{"one", "one", std::nullopt, (dir.path_ / "one dat").string(),
                           ""}, // a space: quoting
                  HostSpec{"two", "two", std::nullopt, (dir.path_ / "two.dat").string(), ""},
                  HostSpec{"nocli", "nocli", std::nullopt, (dir.path_ / "x.dat").string(),
                           "/nonexistent/arraymark-cli"},
                  HostSpec{"down", "down", std::nullopt, (dir.path_ / "y.dat").string(), ""},
                  HostSpec{"badtarget", "badtarget", std::nullopt, "/proc/version", ""}};
    return plan;
}

} // namespace

TEST(HostRun, FailingHostsDoNotStopTheOthers)
{
    TempDir dir;
    FleetPlan plan = localPlan(dir);
    std::set<std::string> streamed;
    std::vector<std::string> done_order;
    FleetEvents events;
    events.line = [&](const HostSpec& host, std::string_view line) {
        if (line.find("\"type\":\"sample\"") != std::string_view::npos) streamed.insert(host.name);
    };
    events.host_done = [&](const HostOutcome& o) { done_order.push_back(o.host.name); };
    const auto outcomes = runFleet(plan, events, nullptr);
    ASSERT_EQ(outcomes.size(), 5u);
    EXPECT_EQ(done_order.size(), 5u);
    for (int i : {0, 1}) {
        EXPECT_TRUE(outcomes[i].ok) << outcomes[i].host.name << ": " << outcomes[i].error;
        EXPECT_EQ(outcomes[i].result["schema"], "arraymark.result/1");
        EXPECT_EQ(outcomes[i].cells_completed, 1u);
    }
    EXPECT_TRUE(std::filesystem::exists(dir.path_ / "one dat"));
    EXPECT_EQ(streamed, (std::set<std::string>{"one", "two"}));
    EXPECT_FALSE(outcomes[2].ok);
    EXPECT_EQ(outcomes[2].exit_code, 127);
    EXPECT_NE(outcomes[2].error.find("not installed"), std::string::npos) << outcomes[2].error;
    EXPECT_FALSE(outcomes[3].ok);
    EXPECT_NE(outcomes[3].error.find("Connection refused"), std::string::npos) << outcomes[3].error;
    // The host's bench refused the target: its own words, naming it.
    EXPECT_FALSE(outcomes[4].ok);
    EXPECT_NE(outcomes[4].error.find("smaller than"), std::string::npos) << outcomes[4].error;
    EXPECT_NE(outcomes[4].error.find("/proc/version"), std::string::npos) << outcomes[4].error;

    const auto summary = summarizeCells(outcomes);
    ASSERT_EQ(summary.size(), 1u);
    EXPECT_EQ(summary[0].hosts.size(), 2u);
}

TEST(HostRun, SerialRunsOneHostAtATime)
{
    TempDir dir;
    FleetPlan plan = localPlan(dir);
    plan.hosts.resize(2);
    plan.serial = true;
    std::vector<std::string> log;
    FleetEvents events;
    events.host_started = [&](const HostSpec& h) { log.push_back("start " + h.name); };
    events.host_done = [&](const HostOutcome& o) { log.push_back("done " + o.host.name); };
    const auto outcomes = runFleet(plan, events, nullptr);
    EXPECT_EQ(log, (std::vector<std::string>{"start one", "done one", "start two", "done two"}));
    EXPECT_TRUE(outcomes[0].ok && outcomes[1].ok);
}

TEST(HostRun, FioServerHostNeedsAJobFileAndAServer)
{
    RunSpec spec;
    spec.fio_job_file = [](const std::string& target) {
        return "[j]\nfilename=" + target + "\nrw=read\nsize=1M\n";
    };
    // Nothing listens on this port on the loopback: fio's client must fail, not hang.
    const HostOutcome o = runHost(HostSpec{"f", "127.0.0.1,1", Transport::FioServer, "/tmp/x", ""},
                                  spec, {}, nullptr);
    EXPECT_FALSE(o.ok);
    EXPECT_NE(o.error.find("fio --client=127.0.0.1,1"), std::string::npos) << o.error;
}
