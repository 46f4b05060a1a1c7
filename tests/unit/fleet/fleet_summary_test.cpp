#include <fstream>

#include <gtest/gtest.h>

#include "core/bench/fio_import.h"
#include "core/bench/result_json.h"
#include "core/fleet/fleet_document.h"
#include "core/fleet/fleet_summary.h"
#include "core/fleet/host_run.h"

using namespace am;
using namespace am::fleet;

namespace {

bench::CellResult cell(std::uint64_t bs, std::uint32_t qd, double iops)
{
    bench::CellResult c;
    c.job.block_size = bs;
    c.job.queue_depth = qd;
    c.job.name = bench::defaultJobName(c.job);
    c.iops = c.read_iops = iops;
    c.bw_bytes = iops * static_cast<double>(bs);
    c.lat.count = 10;
    c.lat.mean_ns = 1e9 / iops;
    c.lat.p99_ns = static_cast<std::uint64_t>(2e9 / iops);
    c.measured_s = 1;
    return c;
}

HostOutcome host(const std::string& name, const std::vector<bench::CellResult>& cells,
                 bool ok = true)
{
    HostOutcome o;
    o.host = HostSpec{name, name, Transport::Ssh, "/t", ""};
    o.ok = ok;
    bench::RunInfo info;
    info.host.hostname = name;
    if (ok)
        o.result = bench::resultDocument(info, cells);
    else
        o.error = "unreachable";
    return o;
}

} // namespace

TEST(FleetSummary, SpreadOfOddAndEvenCounts)
{
    const Spread odd = spreadOf({300, 100, 200});
    EXPECT_DOUBLE_EQ(odd.min, 100);
    EXPECT_DOUBLE_EQ(odd.median, 200);
    EXPECT_DOUBLE_EQ(odd.max, 300);
    EXPECT_DOUBLE_EQ(odd.spread, 1.0);
    const Spread even = spreadOf({10, 40, 20, 30});
    EXPECT_DOUBLE_EQ(even.median, 25);
    EXPECT_DOUBLE_EQ(even.spread, 30.0 / 25.0);
    EXPECT_DOUBLE_EQ(spreadOf({0, 0}).spread, 0);
}

TEST(FleetSummary, MatchesCellsByShapeAndSkipsFailedHosts)
{
    const std::vector<HostOutcome> outcomes{
        host("a", {cell(4096, 32, 1000), cell(1 << 20, 8, 50)}),
        host("b", {cell(1 << 20, 8, 70), cell(4096, 32, 3000)}), // other order: matched by shape
        host("c", {}, false),
        host("d", {cell(4096, 32, 2000)}),
    };
    const auto summary = summarizeCells(outcomes);
    ASSERT_EQ(summary.size(), 2u);
    EXPECT_EQ(summary[0].job.block_size, 4096u); // the first host's order
    EXPECT_EQ(summary[0].hosts, (std::vector<std::string>{"a", "b", "d"}));
    EXPECT_EQ(summary[0].iops, (std::vector<double>{1000, 3000, 2000}));
    EXPECT_DOUBLE_EQ(summary[0].iops_spread.median, 2000);
    EXPECT_DOUBLE_EQ(summary[0].iops_spread.spread, 1.0);
    EXPECT_DOUBLE_EQ(summary[0].lat_mean_ns_spread.max, 1e6);
    EXPECT_EQ(summary[1].hosts, (std::vector<std::string>{"a", "b"}));
    EXPECT_DOUBLE_EQ(summary[1].bw_bytes_spread.min, 50.0 * (1 << 20));
}

TEST(FleetSummary, DocumentKeepsEachHostsResultAndReadsBack)
{
    const std::vector<HostOutcome> outcomes{host("a", {cell(4096, 1, 10)}), host("b", {}, false)};
    FleetInfo info;
    info.created = "2026-11-30T00:00:00Z";
    info.job_args = {"--rw", "randread"};
    const auto doc = fleetDocument(info, outcomes, summarizeCells(outcomes));
    EXPECT_EQ(doc["schema"], "arraymark.fleet/1");
    EXPECT_EQ(doc["succeeded"], 1);
    EXPECT_EQ(doc["failed"], 1);
    EXPECT_EQ(doc["hosts"][0]["result"]["schema"], "arraymark.result/1");
    EXPECT_TRUE(doc["hosts"][1]["result"].is_null());
    EXPECT_EQ(doc["hosts"][1]["error"], "unreachable");
    EXPECT_EQ(doc["summary"][0]["iops_stats"]["median"], 10.0);
    const auto back = readFleetDocument(doc);
    ASSERT_EQ(back.size(), 2u);
    EXPECT_TRUE(back[0].ok);
    EXPECT_EQ(back[1].error, "unreachable");
    EXPECT_THROW(readFleetDocument(nlohmann::json{{"schema", "arraymark.result/1"}}),
                 std::runtime_error);
}

TEST(FleetSummary, FioClientStatsBecomeJobs)
{
    std::ifstream in(std::string(ARRAYMARK_TEST_DATA) + "/fio/fio-3.33-three-jobs.json");
    ASSERT_TRUE(in);
    nlohmann::json fio = nlohmann::json::parse(in);
    // What fio --client writes: the same entries under "client_stats", plus a sum.
    nlohmann::json client = fio;
    client.erase("jobs");
    client["client_stats"] = fio["jobs"];
    nlohmann::json all = fio["jobs"][0];
    all["jobname"] = "All clients";
    client["client_stats"].push_back(all);
    const auto converted = fioClientToJobs(client);
    ASSERT_TRUE(converted.contains("jobs"));
    EXPECT_FALSE(converted.contains("client_stats"));
    EXPECT_EQ(converted["jobs"].size(), fio["jobs"].size());
    EXPECT_EQ(fioClientToJobs(fio), fio); // plain fio output passes through
}

TEST(FleetSummary, FioTimesWithUnitsImportAsSeconds)
{
    // The job file --print-fio writes (and fio-server hosts run) says "runtime=1000ms".
    std::ifstream in(std::string(ARRAYMARK_TEST_DATA) + "/fio/fio-3.33-three-jobs.json");
    ASSERT_TRUE(in);
    nlohmann::json fio = nlohmann::json::parse(in);
    fio["jobs"][0]["job options"]["runtime"] = "1500ms";
    fio["jobs"][0]["job options"]["ramp_time"] = "2";
    const auto doc = bench::importFioJson(fio, "test");
    EXPECT_DOUBLE_EQ(doc["cells"][0]["job"]["runtime"].get<double>(), 1.5);
    EXPECT_DOUBLE_EQ(doc["cells"][0]["job"]["ramp"].get<double>(), 2.0);
}
