// Both latencies of real runs: total (fio's lat, from before the submit call)
// and completion (fio's clat, from its return), in the result, its JSON and
// its CSV.
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "core/bench/backend_probe.h"
#include "core/bench/cells_csv.h"
#include "core/bench/engine.h"
#include "core/bench/error_kind.h"
#include "core/bench/result_csv.h"
#include "core/bench/result_json.h"
#include "core/bench/stream_writer.h"
#include "temp_dir.h"

using namespace am::bench;

namespace {

Job writeJob(const std::string& target, BackendChoice backend)
{
    Job job;
    job.target = target;
    job.size = 8 << 20;
    job.runtime_s = 0.3;
    job.queue_depth = 8;
    job.read_share = 70;
    job.direct = false; // $TMPDIR may be tmpfs; the latencies' order does not depend on it
    job.backend = backend;
    return job;
}

// Every I/O's total latency holds its completion latency, so every statistic does.
void expectTotalHoldsCompletion(const LatencySummary& total, const LatencySummary& completion,
                                const char* what)
{
    SCOPED_TRACE(what);
    ASSERT_GT(completion.count, 0U);
    EXPECT_EQ(total.count, completion.count);
    EXPECT_GE(total.mean_ns, completion.mean_ns);
    EXPECT_GE(total.min_ns, completion.min_ns);
    EXPECT_GE(total.max_ns, completion.max_ns);
    EXPECT_GE(total.p50_ns, completion.p50_ns);
    EXPECT_GE(total.p99_ns, completion.p99_ns);
    EXPECT_GE(total.p9999_ns, completion.p9999_ns);
    EXPECT_GT(total.p50_ns, 0U);
}

// The header's column index of `name`, or -1.
int column(const std::string& csv, const std::string& name)
{
    std::stringstream header(csv.substr(0, csv.find('\n')));
    int i = 0;
    for (std::string field; std::getline(header, field, ','); ++i)
        if (field == name) return i;
    return -1;
}

std::string field(const std::string& csv, int index)
{
    std::stringstream row(csv.substr(csv.find('\n') + 1));
    std::string field;
    for (int i = 0; i <= index; ++i) std::getline(row, field, ',');
    return field;
}

} // namespace

class EngineLatency : public ::testing::TestWithParam<BackendChoice> {};

TEST_P(EngineLatency, TotalLatencyIsAtLeastCompletionLatencyInEveryCell)
{
    if (GetParam() == BackendChoice::IoUring && !ioUringAvailable())
        GTEST_SKIP() << "io_uring is not available here";
    TempDir dir;
    RunControl control;
    const std::string target = dir.file("latency.bin");
    const CellResult r = runJob(writeJob(target, GetParam()), control);
    ASSERT_EQ(r.errors, 0U) << r.first_error;
    expectTotalHoldsCompletion(r.total_lat, r.lat, "both directions");
    expectTotalHoldsCompletion(r.read_total_lat, r.read_lat, "reads");
    expectTotalHoldsCompletion(r.write_total_lat, r.write_lat, "writes");
    ASSERT_FALSE(r.samples.empty());
    // Interval samples are read while the workers run, so only their presence is exact.
    for (const Sample& s : r.samples) EXPECT_GT(s.total_p99_ns, 0U) << "sample at " << s.time_s;

    // JSON: lat_ns keeps its meaning (completion), total_lat_ns is beside it.
    const nlohmann::json cell = cellToJson(r);
    EXPECT_EQ(cell["lat_ns"]["p99"].get<std::uint64_t>(), r.lat.p99_ns);
    ASSERT_TRUE(cell.contains("total_lat_ns"));
    EXPECT_EQ(cell["total_lat_ns"]["p99"].get<std::uint64_t>(), r.total_lat.p99_ns);
    EXPECT_EQ(cell["read_total_lat_ns"]["count"].get<std::uint64_t>(), r.read_ios);
    EXPECT_EQ(cell["write_total_lat_ns"]["count"].get<std::uint64_t>(), r.write_ios);
    EXPECT_GE(cell["total_lat_ns"]["mean"].get<double>(), cell["lat_ns"]["mean"].get<double>());
    EXPECT_TRUE(cell["samples"][0].contains("total_p99_ns"));

    // Both CSVs: the old lat_ columns and the new total_lat_ ones.
    const std::string ns_csv = resultCsv({r});
    ASSERT_GE(column(ns_csv, "lat_p99_ns"), 0);
    ASSERT_GE(column(ns_csv, "total_lat_p99_ns"), 0) << ns_csv;
    EXPECT_EQ(field(ns_csv, column(ns_csv, "lat_p99_ns")), std::to_string(r.lat.p99_ns));
    EXPECT_EQ(field(ns_csv, column(ns_csv, "total_lat_p99_ns")),
              std::to_string(r.total_lat.p99_ns));
    const std::string us_csv = cellsCsv({r});
    ASSERT_GE(column(us_csv, "total_lat_p99_us"), 0) << us_csv;
    EXPECT_GE(std::stod(field(us_csv, column(us_csv, "total_lat_p99_us"))),
              std::stod(field(us_csv, column(us_csv, "lat_p99_us"))));
}

INSTANTIATE_TEST_SUITE_P(Backends, EngineLatency,
                         ::testing::Values(BackendChoice::IoUring, BackendChoice::Sync),
                         [](const auto& info) {
                             return info.param == BackendChoice::Sync ? "sync" : "io_uring";
                         });
