// Engine modes (#21): CPU lists and placement, the mode rules, the poll
// check, and real SQPOLL and paced runs on temp files. Polled completions and
// NVMe passthrough need devices this machine lacks: the VM suite runs them
// (tests/vm/scenarios/90-engine-modes.sh).
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <functional>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/bench/cpu_placement.h"
#include "core/bench/engine.h"
#include "core/bench/job_validation.h"
#include "core/bench/mode_checks.h"
#include "core/bench/result_json.h"
#include "core/bench/result_reader.h"
#include "scratch_devices.h"
#include "temp_dir.h"

using namespace am::bench;

namespace {

void writeFile(const std::filesystem::path& path, const std::string& text)
{
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path) << text << "\n";
}

std::string messageOf(const std::function<void()>& call)
{
    try {
        call();
    } catch (const std::exception& e) {
        return e.what();
    }
    return "(no exception)";
}

Job fileJob(const std::string& target)
{
    Job job;
    job.target = target;
    job.size = 8 << 20;
    job.runtime_s = 0.5;
    job.queue_depth = 8;
    return job;
}

// A test file made as a write run would make it (a read run never creates one).
void makeTestFile(const std::string& target)
{
    Job make = fileJob(target);
    make.read_share = 0;
    static_cast<void>(prepareRun({make}, RunControl{}));
}

} // namespace

TEST(CpuList, ParsesNumbersAndRangesSortedWithoutRepeats)
{
    EXPECT_EQ(parseCpuList("0-3,8"), (std::vector<unsigned>{0, 1, 2, 3, 8}));
    EXPECT_EQ(parseCpuList("3,1,1"), (std::vector<unsigned>{1, 3}));
    EXPECT_EQ(parseCpuList("5"), (std::vector<unsigned>{5}));
    EXPECT_EQ(formatCpuList({0, 1, 2, 3, 8, 10, 11}), "0-3,8,10-11");
    EXPECT_EQ(formatCpuList(parseCpuList("7,0-2")), "0-2,7");
}

TEST(CpuList, RefusesWhatIsNotAListNamingTheText)
{
    for (const char* bad : {"", "a", "1,,2", "4096", "-1", "2-", "1-2-3"}) {
        const std::string message = messageOf([&] { parseCpuList(bad); });
        EXPECT_NE(message.find(fmt::format("--cpus {}:", bad)), std::string::npos)
            << bad << ": " << message;
    }
    EXPECT_NE(messageOf([] { parseCpuList("3-1"); }).find("runs backwards"), std::string::npos);
}

TEST(CpuList, PolicyTextRoundTrips)
{
    Job job;
    EXPECT_EQ(cpuPolicyText(job), "numa");
    applyCpuPolicyText(job, "none");
    EXPECT_EQ(job.cpu_policy, CpuPolicy::None);
    EXPECT_EQ(cpuPolicyText(job), "none");
    applyCpuPolicyText(job, "1,0");
    EXPECT_EQ(job.cpu_policy, CpuPolicy::List);
    EXPECT_EQ(cpuPolicyText(job), "0-1");
    EXPECT_THROW(applyCpuPolicyText(job, "x"), JobError);
}

TEST(CpuPlacement, SpreadsOverTheDevicesNumaNodeThatIsAllowed)
{
    TempDir sysfs;
    writeFile(sysfs.path() / "block/nvme0n1/device/numa_node", "1");
    writeFile(sysfs.path() / "devices/system/node/node1/cpulist", "2-3,6");
    TargetInfo target;
    target.kind = TargetKind::BlockDevice;
    target.device_name = "nvme0n1";
    const Job job;
    CpuPlan plan = planCpus(job, 4, target, sysfs.path(), {0, 1, 2, 3, 4, 5});
    EXPECT_EQ(plan.cpus, (std::vector<int>{2, 3, 2, 3})); // CPU 6 is not allowed
    EXPECT_EQ(plan.source, "numa node 1");

    // The SQPOLL thread goes on the node's next CPU, or where the job says.
    Job sq = job;
    sq.sqpoll = true;
    EXPECT_EQ(sqpollCpuFor(sq, plan, 0), 3);
    EXPECT_EQ(sqpollCpuFor(sq, plan, 1), 2);
    sq.sqpoll_cpu = 5;
    EXPECT_EQ(sqpollCpuFor(sq, plan, 0), 5);

    // No node (a file, numa_node -1): every allowed CPU.
    writeFile(sysfs.path() / "block/nvme0n1/device/numa_node", "-1");
    plan = planCpus(job, 3, target, sysfs.path(), {0, 1});
    EXPECT_EQ(plan.cpus, (std::vector<int>{0, 1, 0}));
    EXPECT_EQ(plan.source, "no numa node: all allowed CPUs");
    sq.sqpoll_cpu = -1;
    EXPECT_EQ(sqpollCpuFor(sq, planCpus(job, 1, target, sysfs.path(), {0, 1}), 0), 1)
        << "one job thread: its SQPOLL thread goes on the other CPU, not beside it";
}

TEST(CpuPlacement, ListAndNoneAreTakenAsGivenAndAListedCpuMustBeAllowed)
{
    TargetInfo target;
    Job job;
    job.cpu_policy = CpuPolicy::List;
    job.cpus = {1, 3};
    EXPECT_EQ(planCpus(job, 3, target, "/nonexistent", {0, 1, 2, 3}).cpus,
              (std::vector<int>{1, 3, 1}));
    const std::string message = messageOf([&] {
        planCpus(job, 1, target, "/nonexistent", {0, 1});
    });
    EXPECT_NE(message.find("CPU 3 is not one this process may use (0-1)"), std::string::npos)
        << message;
    job.cpu_policy = CpuPolicy::None;
    EXPECT_EQ(planCpus(job, 2, target, "/nonexistent", {0, 1}).cpus, (std::vector<int>{-1, -1}));
}

TEST(ModeRules, IoUringModesWithTheSyncEngineAndPollingBufferedAreRefused)
{
    Job job;
    job.hipri = true;
    job.backend = BackendChoice::Sync;
    EXPECT_NE(messageOf([&] { validateModes(job); }).find("--hipri: io_uring modes"),
              std::string::npos);
    job.backend = BackendChoice::Auto;
    job.direct = false;
    EXPECT_NE(messageOf([&] { validateModes(job); }).find("need direct I/O"), std::string::npos);

    Job rate;
    rate.rate_iops = kMaxRateIops + 1;
    EXPECT_NE(messageOf([&] { validateModes(rate); }).find("at most 100000000"), std::string::npos);
    Job sq;
    sq.sqpoll_cpu = 0;
    EXPECT_NE(messageOf([&] { validateModes(sq); }).find("only together with --sqpoll"),
              std::string::npos);
    sq.sqpoll = true;
    sq.sqpoll_cpu = 100000;
    EXPECT_NE(messageOf([&] { validateModes(sq); }).find("--sqpoll 100000: this machine has"),
              std::string::npos);
    Job paced;
    paced.rate_iops = 2000;
    paced.backend = BackendChoice::Sync; // pacing is the sync engine's too
    EXPECT_NO_THROW(validateModes(paced));
    EXPECT_EQ(engineModesText(paced), "paced 2000 IOPS");
}

TEST(PollCheck, ReadsTheQueuesIoPollAttribute)
{
    TempDir sysfs;
    TargetInfo target;
    target.kind = TargetKind::BlockDevice;
    target.device_name = "nullb0";
    EXPECT_NE(pollProblem(target, sysfs.path())->find("no io_poll attribute"), std::string::npos);
    writeFile(sysfs.path() / "block/nullb0/queue/io_poll", "0");
    const auto problem = pollProblem(target, sysfs.path());
    ASSERT_TRUE(problem);
    EXPECT_NE(problem->find("nullb0 has no poll queues (queue/io_poll is 0)"), std::string::npos)
        << *problem;
    writeFile(sysfs.path() / "block/nullb0/queue/io_poll", "1");
    EXPECT_FALSE(pollProblem(target, sysfs.path()));

    Job job;
    job.hipri = true;
    writeFile(sysfs.path() / "block/nullb0/queue/io_poll", "0");
    EXPECT_NE(messageOf([&] {
                  validateModesForTarget(job, target, sysfs.path());
              }).find("--hipri: nullb0 has no poll queues"),
              std::string::npos);
}

TEST(PollCheck, AFileOnTmpfsHasNothingToPoll)
{
    TargetInfo target;
    target.kind = TargetKind::File;
    target.path = "/dev/shm/arraymark-poll-check";
    const auto problem = pollProblem(target);
    ASSERT_TRUE(problem);
    EXPECT_NE(problem->find("no block device"), std::string::npos) << *problem;
}

TEST(PollCheck, HipriOnALoopDeviceIsRefusedBeforeAnyIo)
{
    if (auto why = ScratchLoop::unavailable()) GTEST_SKIP() << *why;
    ScratchLoop loop(16 << 20);
    if (!loop.ok()) GTEST_SKIP() << "losetup could not attach a loop device";
    Job job;
    job.target = loop.path();
    job.hipri = true;
    job.runtime_s = 0.2;
    const std::string message = messageOf([&] { prepareRun({job}, RunControl{}); });
    EXPECT_NE(message.find("--hipri: loop"), std::string::npos) << message;
    EXPECT_NE(message.find("io_poll"), std::string::npos) << message;
}

TEST(EngineModes, SqpollRunsTheRingFromAKernelThreadAndCountsItsTime)
{
    TempDir dir;
    const std::string target = dir.file("sqpoll.bin");
    makeTestFile(target);
    Job job = fileJob(target);
    job.sqpoll = true;
    const CellResult r = runJob(job);
    EXPECT_EQ(r.errors, 0U) << r.first_error;
    EXPECT_GT(r.read_ios, 0U);
    EXPECT_EQ(r.backend, Backend::IoUring);
    const auto has = [&](const std::string& f) {
        return std::any_of(r.ring_features.begin(), r.ring_features.end(),
                           [&](const std::string& s) { return s.rfind(f, 0) == 0; });
    };
    EXPECT_TRUE(has("sqpoll")) << "features: "
                               << fmt::format("{}", fmt::join(r.ring_features, " "));
    EXPECT_FALSE(has("single_issuer,defer_taskrun")); // not with SQPOLL
    EXPECT_TRUE(has("registered_ring_fd") || has("no_registered_ring_fd"));
    EXPECT_GE(r.cpu.sqpoll_s, 0.0);
    EXPECT_LE(r.cpu.sqpoll_s, r.cpu.user_s + r.cpu.system_s + 0.02); // a part of the total
    ASSERT_EQ(r.threads.size(), 1U);
    EXPECT_EQ(r.threads[0].sqpoll_cpu >= 0, r.threads[0].cpu >= 0);
}

TEST(EngineModes, EveryThreadIsPinnedWhereThePlanSaysAndTheResultSaysWhere)
{
    TempDir dir;
    const std::string target = dir.file("placed.bin");
    makeTestFile(target);
    const std::vector<unsigned> allowed = allowedCpus();
    ASSERT_FALSE(allowed.empty());
    Job job = fileJob(target);
    job.workers = 3;
    job.runtime_s = 0.3;
    job.cpu_policy = CpuPolicy::List;
    job.cpus = {allowed.back()};
    const CellResult r = runJob(job);
    EXPECT_EQ(r.errors, 0U) << r.first_error;
    ASSERT_EQ(r.threads.size(), 3U);
    for (const auto& t : r.threads) {
        EXPECT_EQ(t.cpu, static_cast<int>(allowed.back()));
        EXPECT_EQ(t.ran_on, static_cast<int>(allowed.back())); // pinned: it cannot be elsewhere
    }
    EXPECT_EQ(r.engine_cores, 1U);
    EXPECT_EQ(r.placement, fmt::format("cpus {}", allowed.back()));
    EXPECT_EQ(r.cpu_bound, r.engine_busy >= kCpuBoundShare);
}

TEST(EngineModes, APacedRunNeverIssuesMoreThanItsScheduleAndCountsLatencyFromTheDueTime)
{
    TempDir dir;
    const std::string target = dir.file("paced.bin");
    makeTestFile(target);
    for (const BackendChoice engine : {BackendChoice::IoUring, BackendChoice::Sync}) {
        Job job = fileJob(target);
        job.backend = engine;
        job.rate_iops = 200;
        job.queue_depth = 4;
        job.runtime_s = 1.0;
        const CellResult r = runJob(job);
        EXPECT_EQ(r.errors, 0U) << r.first_error;
        EXPECT_TRUE(r.latency_from_due);
        const std::uint64_t ios = r.read_ios + r.write_ios;
        EXPECT_GT(ios, 0U);
        // I/O k is due k/200 s after the thread started, a little before the
        // measured part: more than that schedule allows would mean it is not paced.
        EXPECT_LE(static_cast<double>(ios), 200.0 * (r.measured_s + 0.25) + job.queue_depth)
            << toString(engine) << ": " << ios << " I/Os in " << r.measured_s << " s";
        // From the due time, never less than from the submission.
        EXPECT_GE(r.total_lat.max_ns, r.lat.max_ns);
        EXPECT_GE(r.total_lat.mean_ns, r.lat.mean_ns);
    }
}

TEST(EngineModes, TheResultDocumentCarriesEveryModeAndReadsItBack)
{
    CellResult cell;
    cell.job.hipri = true;
    cell.job.sqpoll = true;
    cell.job.sqpoll_cpu = 1;
    cell.job.passthrough = true;
    cell.job.rate_iops = 5000;
    cell.job.cpu_policy = CpuPolicy::List;
    cell.job.cpus = {0, 2};
    cell.threads = {{0, 0, 0.5, 1}, {2, 2, 0.25, -1}};
    cell.placement = "cpus 0,2";
    cell.engine_busy = 0.95;
    cell.engine_cores = 2;
    cell.cpu_bound = true;
    cell.cpu.sqpoll_s = 0.7;
    cell.cpu.io_workers_s = 0.1;
    cell.latency_from_due = true;
    const CellResult back = cellFromJson(cellToJson(cell));
    EXPECT_TRUE(back.job.hipri);
    EXPECT_TRUE(back.job.sqpoll);
    EXPECT_EQ(back.job.sqpoll_cpu, 1);
    EXPECT_TRUE(back.job.passthrough);
    EXPECT_EQ(back.job.rate_iops, 5000U);
    EXPECT_EQ(cpuPolicyText(back.job), "0,2");
    ASSERT_EQ(back.threads.size(), 2U);
    EXPECT_EQ(back.threads[0].sqpoll_cpu, 1);
    EXPECT_EQ(back.threads[1].cpu, 2);
    EXPECT_DOUBLE_EQ(back.threads[1].cpu_s, 0.25);
    EXPECT_EQ(back.placement, "cpus 0,2");
    EXPECT_TRUE(back.cpu_bound);
    EXPECT_EQ(back.engine_cores, 2U);
    EXPECT_DOUBLE_EQ(back.cpu.sqpoll_s, 0.7);
    EXPECT_TRUE(back.latency_from_due);
}
