#include "core/bench/fio_import.h"

#include <cstdlib>
#include <fstream>
#include <string>
#include <sys/wait.h>

#include <gtest/gtest.h>

#include "core/bench/fio_jobfile.h"
#include "core/bench/result_reader.h"
#include "tests/unit/bench/temp_dir.h"

using namespace am::bench;
using nlohmann::json;

namespace {
const std::string kFixture = ARRAYMARK_TEST_DATA "/fio/fio-3.33-three-jobs.json";

json rawFio()
{
    std::ifstream in(kFixture);
    return json::parse(in);
}
} // namespace

TEST(FioImport, MapsEachFioJobToACell)
{
    const json fio = rawFio();
    const RunDocument run = readResultDocument(importFioFile(kFixture));
    ASSERT_EQ(run.cells.size(), 3U);
    EXPECT_EQ(run.preset, "fio");
    EXPECT_EQ(run.target_path, "/tmp/fiofix.bin");
    EXPECT_EQ(run.created, "2026-11-29T23:45:51Z");

    const CellResult& mixed = run.cells[0];
    const json& job = fio["jobs"][0];
    EXPECT_EQ(mixed.job.name, "rnd4k-70-30");
    EXPECT_EQ(mixed.job.pattern, Pattern::Random);
    EXPECT_EQ(mixed.job.read_share, 70U);
    EXPECT_EQ(mixed.job.block_size, 4096U);
    EXPECT_EQ(mixed.job.queue_depth, 8U);
    EXPECT_DOUBLE_EQ(mixed.iops,
                     job["read"]["iops"].get<double>() + job["write"]["iops"].get<double>());
    EXPECT_DOUBLE_EQ(mixed.read_iops, job["read"]["iops"].get<double>());
    EXPECT_DOUBLE_EQ(mixed.bw_bytes, job["read"]["bw_bytes"].get<double>() +
                                         job["write"]["bw_bytes"].get<double>());
    EXPECT_DOUBLE_EQ(mixed.measured_s, 1.001);

    // Per direction: fio's clat as it printed it.
    EXPECT_EQ(mixed.read_lat.p50_ns,
              job["read"]["clat_ns"]["percentile"]["50.000000"].get<std::uint64_t>());
    EXPECT_EQ(mixed.write_lat.p99_ns,
              job["write"]["clat_ns"]["percentile"]["99.000000"].get<std::uint64_t>());
    // Combined: count-weighted mean, and percentiles between the two directions'.
    const auto nr = job["read"]["clat_ns"]["N"].get<double>();
    const auto nw = job["write"]["clat_ns"]["N"].get<double>();
    EXPECT_EQ(mixed.lat.count, static_cast<std::uint64_t>(nr + nw));
    EXPECT_NEAR(mixed.lat.mean_ns,
                (job["read"]["clat_ns"]["mean"].get<double>() * nr +
                 job["write"]["clat_ns"]["mean"].get<double>() * nw) /
                    (nr + nw),
                1e-6);
    EXPECT_GE(mixed.lat.p50_ns, std::min(mixed.read_lat.p50_ns, mixed.write_lat.p50_ns));
    EXPECT_LE(mixed.lat.p50_ns, std::max(mixed.read_lat.p50_ns, mixed.write_lat.p50_ns));
    EXPECT_LE(mixed.lat.p50_ns, mixed.lat.p99_ns);
    EXPECT_LE(mixed.lat.p99_ns, mixed.lat.p9999_ns);

    // Total latency from fio's lat_ns: fio 3.33 prints no percentiles for it by default,
    // so the cell has count, mean, min and max, and "latency" falls back to completion.
    const auto lr = job["read"]["lat_ns"]["N"].get<double>();
    const auto lw = job["write"]["lat_ns"]["N"].get<double>();
    EXPECT_EQ(mixed.total_lat.count, static_cast<std::uint64_t>(lr + lw));
    EXPECT_NEAR(mixed.read_total_lat.mean_ns, job["read"]["lat_ns"]["mean"].get<double>(), 1e-6);
    EXPECT_GE(mixed.total_lat.mean_ns, mixed.lat.mean_ns);
    EXPECT_EQ(mixed.total_lat.p50_ns, 0U);
    EXPECT_EQ(&shownLatency(mixed), &mixed.lat);

    const CellResult& seq = run.cells[1];
    EXPECT_EQ(seq.job.pattern, Pattern::Sequential);
    EXPECT_EQ(seq.job.read_share, 100U);
    EXPECT_EQ(seq.job.block_size, 131072U);
    EXPECT_EQ(seq.lat.p50_ns, seq.read_lat.p50_ns); // one direction: combined is that direction
    EXPECT_EQ(run.cells[2].job.read_share, 0U);
    EXPECT_DOUBLE_EQ(run.cells[2].write_iops, run.cells[2].iops);
}

TEST(FioImport, RefusesWhatFioDidNotWrite)
{
    EXPECT_THROW(importFioJson(json{{"schema", "arraymark.result/1"}}, "x.json"), FioImportError);
    json fio = rawFio();
    fio["jobs"][0]["job options"]["rw"] = "trim";
    try {
        importFioJson(fio, "x.json");
        FAIL() << "imported a trim job";
    } catch (const FioImportError& error) {
        EXPECT_NE(std::string(error.what()).find("rnd4k-70-30"), std::string::npos) << error.what();
    }
}

TEST(FioImport, ReadsWhatTheInstalledFioWritesNow)
{
    if (std::system("command -v fio >/dev/null 2>&1") != 0) GTEST_SKIP() << "fio is not installed";
    TempDir dir;
    const auto out = dir.path() / "fio.json";
    const std::string command =
        "fio --name=global --filename=" + (dir.path() / "data.bin").string() +
        " --size=8M --runtime=1 --time_based --ioengine=psync --group_reporting=1"
        " --numjobs=2 --output-format=json --name=mix --rw=randrw --rwmixread=35 --bs=8k > " +
        out.string() + " 2>/dev/null";
    const int status = std::system(command.c_str());
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        GTEST_SKIP() << "fio could not run here: " << command;
    const RunDocument run = readResultDocument(importFioFile(out));
    ASSERT_EQ(run.cells.size(), 1U);
    EXPECT_EQ(run.cells[0].job.read_share, 35U);
    EXPECT_EQ(run.cells[0].job.block_size, 8192U);
    EXPECT_EQ(run.cells[0].job.workers, 2U); // group_reporting merged both clones
    EXPECT_GT(run.cells[0].iops, 0);
    EXPECT_GT(run.cells[0].read_iops, 0);
    EXPECT_GT(run.cells[0].write_iops, 0);
}

// --print-fio's job file run by the installed fio, and its output read back:
// each engine mode goes out in fio's words and comes back as the same mode.
TEST(FioImport, EngineModesGoOutToFioAndComeBack)
{
    if (std::system("command -v fio >/dev/null 2>&1") != 0) GTEST_SKIP() << "fio is not installed";
    TempDir dir;
    Job job;
    job.name = "paced sqpoll";
    job.target = (dir.path() / "data.bin").string();
    job.size = 8 << 20;
    job.runtime_s = 0.5;
    job.queue_depth = 4;
    job.direct = false;
    job.sqpoll = true;
    job.rate_iops = 300;
    job.cpu_policy = CpuPolicy::List;
    job.cpus = {0};
    const std::string jobfile = fioJobFile({job});
    for (const char* line : {"sqthread_poll=1\n", "rate_iops=300\n", "hipri=0\n",
                             "cpus_allowed=0\ncpus_allowed_policy=split\n"})
        EXPECT_NE(jobfile.find(line), std::string::npos) << line << " in\n" << jobfile;
    const auto file = dir.path() / "modes.fio";
    std::ofstream(file) << jobfile;
    const auto out = dir.path() / "fio.json";
    const std::string command =
        "fio --output-format=json " + file.string() + " > " + out.string() + " 2>/dev/null";
    const int status = std::system(command.c_str());
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        GTEST_SKIP() << "fio could not run here: " << command << "\n" << jobfile;
    const RunDocument run = readResultDocument(importFioFile(out));
    ASSERT_EQ(run.cells.size(), 1U);
    const Job& back = run.cells[0].job;
    EXPECT_TRUE(back.sqpoll);
    EXPECT_FALSE(back.hipri);
    EXPECT_FALSE(back.passthrough);
    EXPECT_EQ(back.rate_iops, 300U);
    EXPECT_EQ(back.cpu_policy, CpuPolicy::List);
    EXPECT_EQ(back.cpus, (std::vector<unsigned>{0}));
    EXPECT_FALSE(run.cells[0].latency_from_due); // fio's lat counts from submission
    EXPECT_GT(run.cells[0].read_ios + run.cells[0].write_ios, 0U);
}

TEST(FioImport, PolledPassthroughAndSchedulerPlacementAreRead)
{
    json fio = json::parse(R"({"fio version": "fio-3.33", "global options": {},
        "jobs": [{"jobname": "pt", "error": 0, "job_runtime": 1000, "usr_cpu": 1, "sys_cpu": 1,
                  "job options": {"rw": "randread", "bs": "4k", "iodepth": "32",
                                  "ioengine": "io_uring_cmd", "cmd_type": "nvme", "hipri": "",
                                  "sqthread_poll_cpu": "3", "sqthread_poll": "1"},
                  "read": {"io_bytes": 4096, "total_ios": 1, "iops": 1, "bw_bytes": 4096,
                           "runtime": 1000, "clat_ns": {"min": 1, "max": 1, "mean": 1},
                           "lat_ns": {"min": 1, "max": 1, "mean": 1}},
                  "write": {"io_bytes": 0, "total_ios": 0, "iops": 0, "bw_bytes": 0,
                            "runtime": 0, "clat_ns": {"min": 0, "max": 0, "mean": 0},
                            "lat_ns": {"min": 0, "max": 0, "mean": 0}}}]})");
    const RunDocument run = readResultDocument(importFioJson(fio, "pt.json"));
    ASSERT_EQ(run.cells.size(), 1U);
    const Job& job = run.cells[0].job;
    EXPECT_TRUE(job.hipri); // given bare
    EXPECT_TRUE(job.passthrough);
    EXPECT_TRUE(job.sqpoll);
    EXPECT_EQ(job.sqpoll_cpu, 3);
    EXPECT_EQ(job.cpu_policy, CpuPolicy::None); // fio leaves threads to the scheduler
}
