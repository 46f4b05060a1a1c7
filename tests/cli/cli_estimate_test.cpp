#include <algorithm>
#include <map>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "run_cli.h"

namespace {
const std::string kData = std::string(ARRAYMARK_TEST_DATA) + "/estimate/";

int lines(const std::string& text)
{
    return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

void expectUsageError(const std::vector<std::string>& args, const std::vector<std::string>& words)
{
    const CliRun run = runCli(args);
    EXPECT_EQ(run.exit_code, 2) << run.err << run.out;
    EXPECT_EQ(lines(run.err), 1) << run.err;
    EXPECT_TRUE(run.out.empty()) << run.out;
    for (const auto& word : words)
        EXPECT_NE(run.err.find(word), std::string::npos) << word << " in: " << run.err;
}
} // namespace

TEST(CliEstimate, TableShowsTheMatrixCapacityAndRebuild)
{
    const CliRun run = runCli({"estimate", "--level", "raid5", "--members", "4", "--chunk", "64K",
                               "--reference", "single-nvme"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    for (const char* text : {"raid5, 4 members, chunk 64K", "Random IOPS", "BS \\ READ", "100%",
                             "4K", "1M", "Sequential", "Capacity: 2.40 TB", "fault tolerance: 1",
                             "Rebuild", "md speed_limit_max", "Source:"})
        EXPECT_NE(run.out.find(text), std::string::npos) << text << "\n" << run.out;
}

TEST(CliEstimate, JsonUsesTheResultCellShape)
{
    const CliRun run = runCli({"estimate", "--level", "raid10", "--members", "4", "--chunk", "512K",
                               "--reference", "single-nvme", "--bus-cap", "3.5GB/s", "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto doc = nlohmann::json::parse(run.out);
    EXPECT_EQ(doc["schema"], "arraymark.estimate/1");
    EXPECT_EQ(doc["caps"]["bus_bytes_per_s"], 3.5e9);
    EXPECT_EQ(doc["plan"]["layout"], "near");
    ASSERT_EQ(doc["cells"].size(), 51U);
    double largest_bw = 0;
    for (const auto& cell : doc["cells"]) {
        EXPECT_TRUE(cell["job"]["bs"].is_number_unsigned());
        EXPECT_TRUE(cell["job"]["read_share"].is_number());
        largest_bw = std::max(largest_bw, cell["bw_bytes"].get<double>());
    }
    EXPECT_LE(largest_bw, 3.5e9 * 1.000001); // reads cross the bus once
}

TEST(CliEstimate, DegradedAndProfileFile)
{
    const CliRun degraded =
        runCli({"estimate", "--level", "raid6", "--members", "5", "--chunk", "128K", "--profile",
                kData + "member-result.json", "--degraded", "--json"});
    ASSERT_EQ(degraded.exit_code, 0) << degraded.err;
    const auto doc = nlohmann::json::parse(degraded.out);
    EXPECT_EQ(doc["mode"], "degraded");
    EXPECT_EQ(doc["profiles"][0]["name"], kData + "member-result.json");
    EXPECT_TRUE(doc["capacity_bytes"].is_number()); // from the result's target size

    const CliRun raid0 = runCli({"estimate", "--level", "raid0", "--members", "2", "--reference",
                                 "sata-hdd", "--degraded"});
    EXPECT_EQ(raid0.exit_code, 0) << raid0.err;
    EXPECT_NE(raid0.out.find("array is lost"), std::string::npos) << raid0.out;
}

TEST(CliEstimate, BadInputIsExit2NamingTheValueAndTheRule)
{
    expectUsageError(
        {"estimate", "--level", "raid5", "--members", "2", "--reference", "single-nvme"},
        {"members 2", "raid5", "at least 3"});
    expectUsageError(
        {"estimate", "--level", "raid6", "--members", "3", "--reference", "single-nvme"},
        {"members 3", "at least 4"});
    expectUsageError({"estimate", "--level", "raid0", "--members", "2", "--chunk", "48K",
                      "--reference", "single-nvme"},
                     {"49152", "power of two"});
    expectUsageError({"estimate", "--level", "raid0", "--members", "2", "--reference", "fast-disk"},
                     {"fast-disk", "single-nvme", "sata-hdd"});
    expectUsageError(
        {"estimate", "--level", "raid0", "--members", "2", "--profile", kData + "absent.json"},
        {"absent.json", "cannot be read"});
    expectUsageError({"estimate", "--level", "raid0", "--members", "2", "--profile",
                      kData + "wrong-schema.json"},
                     {"wrong-schema.json", "arraymark.result/1"});
    expectUsageError(
        {"estimate", "--level", "raid4", "--members", "3", "--reference", "single-nvme"},
        {"raid4"});
    expectUsageError({"estimate", "--level", "raid0", "--members", "2"},
                     {"--profile", "--reference"});
    expectUsageError({"estimate", "--level", "raid0", "--members", "2", "--reference",
                      "single-nvme", "--bus-cap", "fast"},
                     {"'fast'", "GB/s"});
    expectUsageError({"estimate", "--members", "2", "--reference", "single-nvme"}, {"--level"});
}

TEST(CliEstimate, QdPredictsEveryRandomCellAtThatCountInFlight)
{
    const std::string profile = kData + "member-qd-curve.json";
    const CliRun one = runCli({"estimate", "--level", "raid0", "--members", "3", "--profile",
                               profile, "--qd", "1", "--json"});
    ASSERT_EQ(one.exit_code, 0) << one.err;
    const auto doc = nlohmann::json::parse(one.out);
    EXPECT_EQ(doc["parameters"]["array_outstanding_ios"], 1);
    std::size_t random = 0;
    for (const auto& cell : doc["cells"]) {
        if (cell["job"]["rw"] == "read" || cell["job"]["rw"] == "write") continue;
        ++random;
        EXPECT_EQ(cell["job"]["qd"], 1);
        EXPECT_EQ(cell["job"]["jobs"], 1);
        if (cell["job"]["bs"] == 4096 && cell["job"]["read_share"] == 100) {
            EXPECT_NEAR(cell["iops"].get<double>(), 11000,
                        1e-6); // one member at QD1: no gain from the stripe
            EXPECT_EQ(cell["estimate"]["extrapolated"], false);
        }
        if (cell["job"]["read_share"] == 0) {
            EXPECT_EQ(cell["estimate"]["extrapolated"], true) << cell.dump(); // writes: QD32 only
        }
    }
    EXPECT_EQ(random, 4U);

    const CliRun table = runCli(
        {"estimate", "--level", "raid0", "--members", "3", "--profile", profile, "--qd", "64"});
    ASSERT_EQ(table.exit_code, 0) << table.err;
    for (const char* text :
         {"at 64 I/Os in flight", "~ extrapolated to a queue depth", "2 of 4 cells at 64 I/Os"})
        EXPECT_NE(table.out.find(text), std::string::npos) << text << "\n" << table.out;
}

TEST(CliEstimate, JsonCarriesTheQueueDepthCurveAndItsNinetyPercentPoint)
{
    const CliRun run = runCli({"estimate", "--level", "raid0", "--members", "3", "--profile",
                               kData + "member-qd-curve.json", "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto doc = nlohmann::json::parse(run.out);
    ASSERT_TRUE(doc.contains("queue_curve")) << doc.dump();
    const auto& curve = doc["queue_curve"];
    ASSERT_TRUE(curve.is_object()) << doc.dump();
    EXPECT_EQ(curve["block_size"], 4096);
    EXPECT_EQ(curve["mix_read_share"], 65);
    ASSERT_EQ(curve["points"].size(), 9U);
    int expected = 1;
    double previous = 0;
    for (const auto& point : curve["points"]) {
        EXPECT_EQ(point["in_flight"], expected);
        expected *= 2;
        EXPECT_GE(point["read"]["iops"].get<double>(), previous);
        previous = point["read"]["iops"].get<double>();
        EXPECT_EQ(point["read"]["extrapolated"], false);
        EXPECT_EQ(point["write"]["extrapolated"], true);
        EXPECT_TRUE(point["mix"]["iops"].is_number());
    }
    EXPECT_EQ(curve["points"][0]["member_read_iops"], 11000);
    EXPECT_NEAR(curve["peak"]["read"].get<double>(), 3 * 97000.0, 1e-3);
    const int q90 = curve["in_flight_for_90_percent"]["read"].get<int>();
    EXPECT_GT(q90, 32); // one member saturates near 32; three need more
    EXPECT_LT(q90, 256);
    for (const char* series : {"write", "mix"})
        EXPECT_GE(curve["in_flight_for_90_percent"][series].get<int>(), 1);
    // One request reads one member: the stripe pays off only with several in flight.
    ASSERT_TRUE(curve["reads_pay_off_from_in_flight"].is_number()) << curve.dump();
    const int payoff = curve["reads_pay_off_from_in_flight"].get<int>();
    EXPECT_GT(payoff, 1);
    EXPECT_LE(payoff, q90);

    const CliRun text = runCli({"estimate", "--level", "raid0", "--members", "3", "--profile",
                                kData + "member-qd-curve.json"});
    ASSERT_EQ(text.exit_code, 0) << text.err;
    for (const char* line :
         {"Random 4K IOPS by I/Os in flight", "IN FLIGHT", "one member, read",
          "90 % of the peak from", "Reads at least 20 % faster than one member from "})
        EXPECT_NE(text.out.find(line), std::string::npos) << line << "\n" << text.out;
}

TEST(CliEstimate, ASingleDepthReferenceMarksTheCurveExtrapolated)
{
    const CliRun run = runCli({"estimate", "--level", "raid10", "--members", "4", "--reference",
                               "single-nvme", "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto doc = nlohmann::json::parse(run.out);
    ASSERT_TRUE(doc.contains("queue_curve") && doc["queue_curve"].contains("points")) << doc.dump();
    EXPECT_EQ(doc["queue_curve"]["points"].size(), 9U);
    for (const auto& point : doc["queue_curve"]["points"])
        for (const char* series : {"read", "write", "mix"})
            EXPECT_EQ(point[series]["extrapolated"], true) << point.dump();
    bool said = false;
    for (const auto& note : doc["notes"])
        said |= note.get<std::string>().find("extrapolated") != std::string::npos;
    EXPECT_TRUE(said) << doc["notes"].dump();
}

TEST(CliEstimate, BadQdIsExit2NamingTheValueAndTheRule)
{
    expectUsageError({"estimate", "--level", "raid0", "--members", "2", "--reference",
                      "single-nvme", "--qd", "0"},
                     {"--qd 0", "1 to 1048576"});
    expectUsageError({"estimate", "--level", "raid0", "--members", "2", "--reference",
                      "single-nvme", "--qd", "4", "--utilisation", "0.5"},
                     {"--qd", "--utilisation", "one of the two"});
    expectUsageError({"estimate", "--level", "raid0", "--members", "2", "--reference",
                      "single-nvme", "--curve-read-share", "120"},
                     {"--curve-read-share 120", "0 to 100"});
}

TEST(CliPresets, MemberProfileIsReadOnlyWithA4kAnd64kQueueDepthSweep)
{
    const CliRun run = runCli({"presets", "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto doc = nlohmann::json::parse(run.out);
    const auto preset = std::find_if(doc.begin(), doc.end(),
                                     [](const auto& p) { return p["name"] == "member-profile"; });
    ASSERT_NE(preset, doc.end()) << run.out;
    std::map<std::uint64_t, std::vector<int>> sweep; // random read depths by block size
    for (const auto& cell : (*preset)["cells"]) {
        EXPECT_TRUE(cell["rw"] == "randread" || cell["rw"] == "read")
            << cell.dump(); // nothing is written
        EXPECT_EQ(cell["read_share"], 100) << cell.dump();
        if (cell["rw"] == "randread")
            sweep[cell["bs"].get<std::uint64_t>()].push_back(cell["qd"].get<int>());
    }
    const std::vector<int> depths{1, 2, 4, 8, 16, 32, 64, 128, 256};
    EXPECT_EQ(sweep[4096], depths);
    EXPECT_EQ(sweep[65536], depths);
    for (const std::uint64_t bs : {8192U, 16384U, 32768U, 131072U, 1048576U})
        EXPECT_EQ(sweep[bs], std::vector<int>{32}) << bs;
}

TEST(CliEstimate, RunPredictsTheRunsCellsBesideItsMeasurements)
{
    // The run sweeps 4k and 64k reads from QD 1 to 256; the fio profile measured QD 1, 4, 16, 32.
    const std::vector<std::string> args{"estimate",
                                        "--level",
                                        "raid0",
                                        "--members",
                                        "2",
                                        "--profile",
                                        std::string(ARRAYMARK_TEST_DATA) + "/fio/member-reads.json",
                                        "--run",
                                        kData + "member-qd-curve.json"};
    const CliRun table = runCli(args);
    ASSERT_EQ(table.exit_code, 0) << table.err;
    EXPECT_NE(table.out.find("MEASURED/ESTIMATED"), std::string::npos) << table.out;
    EXPECT_NE(table.out.find("this run's 2, 8, 64, 128, 256 are not"), std::string::npos)
        << table.out;
    EXPECT_EQ(table.out.find("BS \\ READ"), std::string::npos) << "no matrix with --run";
    // One row per cell: a 4k read at QD 64 is marked, at QD 16 it is not.
    const auto rowOf = [&](const std::string& start) {
        const auto at = table.out.find(start);
        return at == std::string::npos ? std::string()
                                       : table.out.substr(at, table.out.find('\n', at) - at);
    };
    const std::string qd64 = rowOf("randread   4K   100%  64 x 1");
    const std::string qd16 = rowOf("randread   4K   100%  16 x 1");
    ASSERT_FALSE(qd64.empty()) << table.out;
    ASSERT_FALSE(qd16.empty()) << table.out;
    EXPECT_NE(qd64.find('~'), std::string::npos) << qd64;
    EXPECT_EQ(qd16.find('~'), std::string::npos) << qd16;

    std::vector<std::string> json_args = args;
    json_args.push_back("--json");
    const CliRun json = runCli(json_args);
    ASSERT_EQ(json.exit_code, 0) << json.err;
    const auto doc = nlohmann::json::parse(json.out);
    const auto& cells = doc["run"]["cells"];
    ASSERT_EQ(cells.size(), 22U); // every cell of the run, in its order
    int checked = 0;
    for (const auto& cell : cells) {
        if (cell["job"]["rw"] != "randread" || cell["job"]["bs"] != 4096) continue;
        const int qd = cell["job"]["qd"];
        const bool measured_depth = qd == 1 || qd == 4 || qd == 16 || qd == 32;
        EXPECT_EQ(cell["extrapolated"], !measured_depth) << cell;
        EXPECT_NEAR(cell["ratio"].get<double>(),
                    cell["measured_iops"].get<double>() / cell["estimated_iops"].get<double>(),
                    1e-9);
        ++checked;
    }
    EXPECT_EQ(checked, 9);
    EXPECT_EQ(doc["run_unmeasured_qd"], (std::vector<int>{2, 8, 64, 128, 256}));
    // A write the reads-only profile cannot predict: no estimate, no ratio, and why.
    const auto write = std::find_if(cells.begin(), cells.end(),
                                    [](const auto& c) { return c["job"]["rw"] == "randwrite"; });
    ASSERT_NE(write, cells.end());
    EXPECT_TRUE((*write)["ratio"].is_null());
    EXPECT_TRUE((*write)["not_predicted"].is_string());
}

TEST(CliEstimate, RunThatIsNotAResultIsRefusedNamingTheFile)
{
    const std::vector<std::string> base{"estimate", "--level",     "raid0",       "--members",
                                        "2",        "--reference", "single-nvme", "--run"};
    auto with = [&](const std::string& path) {
        auto args = base;
        args.push_back(path);
        return args;
    };
    expectUsageError(with("/nonexistent/run.json"),
                     {"--run", "/nonexistent/run.json", "cannot be opened"});
    expectUsageError(with(kData + "not-json.json"), {"--run", "not-json.json", "not valid JSON"});
    expectUsageError(with(kData + "wrong-schema.json"),
                     {"--run", "wrong-schema.json", "arraymark.result/1"});
    auto both = with(kData + "member-qd-curve.json");
    both.insert(both.end(), {"--qd", "8"});
    expectUsageError(both, {"--run", "--qd", "one of the two"});
}

TEST(CliEstimate, BackendRefusesWhatItDoesNotBuildNamingValueAndRule)
{
    expectUsageError(
        {"estimate", "--level", "raid1c3", "--members", "3", "--reference", "single-nvme"},
        {"level raid1c3", "the md backend does not build it"});
    expectUsageError({"estimate", "--level", "raid5", "--backend", "btrfs", "--members", "3",
                      "--reference", "single-nvme"},
                     {"level raid5", "the btrfs backend does not build it", "raid1c3"});
    expectUsageError({"estimate", "--level", "raid1", "--backend", "ceph", "--members", "2",
                      "--reference", "single-nvme"},
                     {"--backend ceph", "md, imsm, lvm, btrfs, zfs"});
    expectUsageError({"estimate", "--level", "raid1", "--backend", "zfs", "--members", "2",
                      "--reference", "single-nvme"},
                     {"the zfs backend does not build it", "shown read-only"});
    expectUsageError({"estimate", "--level", "raid0", "--backend", "btrfs", "--members", "2",
                      "--chunk", "64K", "--reference", "single-nvme"},
                     {"--chunk 64K", "btrfs backend has no chunk option"});
}

TEST(CliEstimate, BtrfsRaid1c3WritesAtMostOneDrivesWorthAndSaysHowItWasModelled)
{
    // md raid1 over two drives writes every block to both: one drive's write figures.
    const CliRun mirror = runCli(
        {"estimate", "--level", "raid1", "--members", "2", "--reference", "single-nvme", "--json"});
    const CliRun btrfs = runCli({"estimate", "--level", "raid1c3", "--backend", "btrfs",
                                 "--members", "3", "--reference", "single-nvme", "--json"});
    ASSERT_EQ(mirror.exit_code, 0) << mirror.err;
    ASSERT_EQ(btrfs.exit_code, 0) << btrfs.err;
    const auto one_drive = nlohmann::json::parse(mirror.out);
    const auto doc = nlohmann::json::parse(btrfs.out);
    std::map<std::string, double> write_of_one;
    for (const auto& cell : one_drive["cells"])
        write_of_one[cell["name"].get<std::string>()] = cell["write_iops"].get<double>();
    int writes = 0;
    double read_4k = 0, write_4k = 0;
    for (const auto& cell : doc["cells"]) {
        const std::string name = cell["name"];
        const std::string rw = cell["job"]["rw"];
        if ((rw == "randwrite" || rw == "write") && write_of_one.count(name)) {
            EXPECT_LE(cell["iops"].get<double>(), write_of_one[name] * 1.001) << name;
            ++writes;
        }
        if (rw == "randread" && cell["job"]["bs"] == 4096) read_4k = cell["iops"];
        if (rw == "randwrite" && cell["job"]["bs"] == 4096) write_4k = cell["iops"];
    }
    EXPECT_GT(writes, 0);
    // A read goes to one copy: three drives serve them, well past one drive's.
    double read_4k_of_mirror = 0;
    for (const auto& cell : one_drive["cells"])
        if (cell["job"]["rw"] == "randread" && cell["job"]["bs"] == 4096)
            read_4k_of_mirror = cell["iops"];
    EXPECT_GT(read_4k, read_4k_of_mirror * 1.4) << read_4k << " vs raid1 " << read_4k_of_mirror;
    EXPECT_GT(read_4k, 2 * write_4k);
    EXPECT_EQ(doc["plan"]["backend"], "btrfs");
    EXPECT_EQ(doc["plan"]["level"], "raid1c3");
    const std::string notes = doc["notes"].dump();
    EXPECT_NE(notes.find("estimated as md raid10 with 3 copies"), std::string::npos) << notes;
    EXPECT_NE(notes.find("measured through a file"), std::string::npos) << notes;
}

TEST(CliEstimate, LvmRaid5HasMdRaid5sFiguresAndTheNote)
{
    const std::vector<std::string> args{"estimate",    "--level", "raid5", "--members",
                                        "4",           "--chunk", "64K",   "--reference",
                                        "single-nvme", "--json"};
    auto lvm_args = args;
    lvm_args.insert(lvm_args.end(), {"--backend", "lvm"});
    const CliRun md = runCli(args);
    const CliRun lvm = runCli(lvm_args);
    ASSERT_EQ(md.exit_code, 0) << md.err;
    ASSERT_EQ(lvm.exit_code, 0) << lvm.err;
    const auto md_doc = nlohmann::json::parse(md.out);
    const auto lvm_doc = nlohmann::json::parse(lvm.out);
    EXPECT_EQ(lvm_doc["cells"], md_doc["cells"]);
    EXPECT_EQ(lvm_doc["plan"]["backend"], "lvm");
    EXPECT_EQ(md_doc["plan"]["backend"], "md");
    EXPECT_NE(lvm_doc["notes"].dump().find(
                  "LVM raid uses the md kernel personalities (dm-raid): estimated as md"),
              std::string::npos);
    EXPECT_EQ(md_doc["notes"].dump().find("dm-raid"), std::string::npos);
    // Without --chunk each takes its own default: lvm's 64 KiB stripe, md's 512 KiB.
    const CliRun text = runCli({"estimate", "--level", "raid5", "--backend", "lvm", "--members",
                                "4", "--reference", "single-nvme"});
    EXPECT_NE(text.out.find("Estimate for lvm raid5, 4 members, chunk 64K"), std::string::npos)
        << text.out;
    EXPECT_NE(text.out.find("Note: LVM raid uses the md kernel personalities"), std::string::npos);
}
