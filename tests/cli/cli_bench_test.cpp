// arraymark-cli bench and presets, run as a person would. Targets are temp
// files, or a loop device the test attaches itself (root only).
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../unit/bench/scratch_devices.h"
#include "run_cli.h"

namespace {

std::string slurp(const std::string& path);

// A file of `bytes` bytes that a person made (ArrayMark did not create it).
std::string personsFile(const TempDir& dir, const std::string& name, std::size_t bytes)
{
    const std::string path = dir.file(name);
    std::ofstream(path, std::ios::binary) << std::string(bytes, 'p');
    return path;
}

// The first block of a device, read through the device.
std::string firstBlock(const std::string& device)
{
    std::string block(4096, '\0');
    const int fd = ::open(device.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0 || ::pread(fd, block.data(), block.size(), 0) != static_cast<ssize_t>(block.size()))
        block.clear();
    if (fd >= 0) ::close(fd);
    return block;
}

int lines(const std::string& text)
{
    return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

std::string slurp(const std::string& path)
{
    std::ifstream in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Exit 2, one line on stderr that names every piece of `mentions`.
void expectUsageError(const std::vector<std::string>& args,
                      const std::vector<std::string>& mentions)
{
    const CliRun run = runCli(args);
    EXPECT_EQ(run.exit_code, 2) << run.err;
    EXPECT_EQ(lines(run.err), 1) << run.err;
    for (const auto& text : mentions)
        EXPECT_NE(run.err.find(text), std::string::npos) << text << " in: " << run.err;
}

} // namespace

TEST(CliPresets, ListsEveryShippedPreset)
{
    const CliRun run = runCli({"presets"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    for (const char* name :
         {"quick", "nvme", "matrix", "latency", "qd-sweep", "bs-sweep", "sustained"})
        EXPECT_NE(run.out.find(name), std::string::npos) << name;
    const CliRun json = runCli({"presets", "--json"});
    ASSERT_EQ(json.exit_code, 0) << json.err;
    const auto doc = nlohmann::json::parse(json.out);
    for (const auto& preset : doc) {
        if (preset["name"] == "matrix") {
            EXPECT_EQ(preset["cells"].size(), 49U);
        }
        if (preset["name"] == "quick") {
            EXPECT_EQ(preset["cells"].size(), 8U);
        }
        if (preset["name"] == "qd-sweep") {
            EXPECT_EQ(preset["cells"].back()["qd"], 256);
        }
        if (preset["name"] == "bs-sweep") {
            EXPECT_EQ(preset["cells"].size(), 30U);
        }
    }
}

TEST(CliBench, QuickPresetWritesJsonCsvAndATable)
{
    TempDir dir;
    const std::string json = dir.file("r.json"), csv = dir.file("r.csv");
    const CliRun run =
        runCli({"bench", "--preset", "quick", "--target", dir.file("t.bin"), "--size", "16M",
                "--runtime", "0.2", "--ramp", "0", "--json", json, "--csv", csv});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_NE(run.out.find("RND4K Q32T1 read"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("MB/s"), std::string::npos) << run.out;
    const auto doc = nlohmann::json::parse(slurp(json));
    EXPECT_EQ(doc["schema"], "arraymark.result/1");
    EXPECT_EQ(doc["preset"], "quick");
    EXPECT_FALSE(doc["kernel"].get<std::string>().empty());
    EXPECT_TRUE(doc["host"].contains("cpu"));
    EXPECT_EQ(doc["target"]["kind"], "file");
    ASSERT_EQ(doc["cells"].size(), 8U);
    int cells_with_io = 0;
    for (const auto& cell : doc["cells"]) {
        for (const char* key : {"rw", "bs", "read_share", "qd", "jobs", "runtime"})
            EXPECT_TRUE(cell["job"].contains(key)) << key;
        for (const char* key : {"mean", "min", "max", "p50", "p90", "p99", "p99.9", "p99.99"})
            EXPECT_TRUE(cell["lat_ns"].contains(key)) << key;
        // 0.2 s cells: a loaded machine can stall one for its whole window.
        cells_with_io += cell["iops"].get<double>() > 0 ? 1 : 0;
        EXPECT_EQ(cell["errors"]["count"], 0);
        EXPECT_NEAR(cell["iops"].get<double>(),
                    cell["read_iops"].get<double>() + cell["write_iops"].get<double>(), 1e-6);
        EXPECT_TRUE(cell.contains("cpu") && cell.contains("samples") && cell.contains("bw_bytes"));
    }
    EXPECT_GE(cells_with_io, 6);
    EXPECT_EQ(doc["cells"][4]["job"]["rw"], "randread");
    EXPECT_EQ(doc["cells"][4]["job"]["qd"], 32);
    EXPECT_EQ(lines(slurp(csv)), 9); // header + 8 cells
}

TEST(CliBench, StreamIsJsonLinesEndingWithDone)
{
    TempDir dir;
    const CliRun run =
        runCli({"bench", "--rw", "randrw", "--read-share", "70", "--bs", "4k", "--qd", "4",
                "--target", dir.file("s.bin"), "--size", "8M", "--runtime", "0.6", "--stream"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    std::istringstream in(run.out);
    std::vector<nlohmann::json> parsed;
    for (std::string line; std::getline(in, line);) {
        auto j = nlohmann::json::parse(line);
        // Drive temperatures come between the others wherever hwmon has a sensor
        // (cli_bench_temperature_test.cpp).
        if (j["type"] != "temperature") parsed.push_back(std::move(j));
    }
    ASSERT_GE(parsed.size(), 3U);
    EXPECT_EQ(parsed.front()["type"], "sample");
    EXPECT_EQ(parsed[parsed.size() - 2]["type"], "cell");
    EXPECT_EQ(parsed.back()["type"], "done");
    EXPECT_EQ(parsed.back()["result"]["schema"], "arraymark.result/1");
    EXPECT_EQ(parsed[parsed.size() - 2]["result"]["job"]["read_share"], 70);
}

TEST(CliBench, StreamReportsRefusedInputAsAnErrorLine)
{
    const CliRun run = runCli(
        {"bench", "--rw", "randread", "--qd", "0", "--target", "/tmp/never.bin", "--stream"});
    EXPECT_EQ(run.exit_code, 2);
    const auto line = nlohmann::json::parse(run.out);
    EXPECT_EQ(line["type"], "error");
    EXPECT_TRUE(line["cell"].is_null());
    EXPECT_NE(line["message"].get<std::string>().find("--qd 0"), std::string::npos);
}

TEST(CliBench, PrintFioGivesAnEquivalentJobFile)
{
    const CliRun run =
        runCli({"bench", "--preset", "quick", "--target", "/tmp/x.bin", "--print-fio"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    for (const char* text : {"ioengine=io_uring", "fixedbufs=1", "registerfiles=1", "rw=randread",
                             "iodepth=32", "bs=1048576", "filename=/tmp/x.bin", "stonewall"})
        EXPECT_NE(run.out.find(text), std::string::npos) << text;
    EXPECT_FALSE(std::filesystem::exists("/tmp/x.bin") &&
                 std::filesystem::file_size("/tmp/x.bin") == 0);
}

TEST(CliBench, BadInputIsExit2NamingTheValueAndTheRule)
{
    TempDir dir;
    const std::string t = dir.file("bad.bin");
    expectUsageError({"bench", "--preset", "nosuch", "--target", t}, {"nosuch", "unknown preset"});
    expectUsageError({"bench", "--rw", "randread", "--bs", "1000", "--target", t},
                     {"1000", "multiple"});
    expectUsageError({"bench", "--rw", "randrw", "--read-share", "120", "--target", t},
                     {"120", "between 0 and 100"});
    expectUsageError({"bench", "--rw", "randread", "--qd", "0", "--target", t},
                     {"--qd 0", "between 1"});
    expectUsageError({"bench", "--rw", "randread", "--target", "/nonexistent-dir/t.bin"},
                     {"/nonexistent-dir", "does not exist"});
    expectUsageError({"bench", "--rw", "randread", "--bs", "4x", "--target", t}, {"4x"});
    expectUsageError({"bench", "--rw", "sideways", "--target", t}, {"sideways"});
    expectUsageError({"bench", "--rw", "randread", "--engine", "turbo", "--target", t}, {"turbo"});
    expectUsageError({"bench", "--preset", "quick", "--rw", "read", "--target", t},
                     {"--preset", "--rw"});
    EXPECT_FALSE(std::filesystem::exists(t)); // nothing was created for refused input
}

TEST(CliBench, BlockDeviceSizeAndWriteRules)
{
    if (auto why = ScratchLoop::unavailable()) GTEST_SKIP() << *why;
    ScratchLoop loop(8 << 20);
    if (!loop.ok()) GTEST_SKIP() << "losetup could not attach a loop device";
    expectUsageError({"bench", "--rw", "randread", "--size", "1G", "--target", loop.path()},
                     {"1073741824", "1.00 GiB", "larger than", loop.path()});
    expectUsageError({"bench", "--rw", "randwrite", "--target", loop.path(), "--runtime", "0.2"},
                     {loop.path(), "--allow-write-device"});
    const CliRun run = runCli({"bench", "--rw", "randwrite", "--target", loop.path(), "--runtime",
                               "0.2", "--allow-write-device", loop.path()});
    EXPECT_EQ(run.exit_code, 0) << run.err;
}

TEST(CliBench, SigintStopsWithinASecondAndKeepsTheResult)
{
    TempDir dir;
    const std::string json = dir.file("c.json");
    // Interrupted once the run is measuring (its first sample line).
    const InterruptedRun run =
        runCliInterrupted({"bench", "--rw", "randrw", "--target", dir.file("c.bin"), "--size", "8M",
                           "--runtime", "30", "--json", json, "--stream"},
                          "\"type\":\"sample\"", SIGINT);
    ASSERT_TRUE(run.signalled);
    EXPECT_LT(run.after_signal, std::chrono::seconds(1));
    ASSERT_TRUE(run.exited);
    EXPECT_EQ(run.exit_status, 130);
    const auto doc = nlohmann::json::parse(slurp(json));
    EXPECT_TRUE(doc["cancelled"].get<bool>());
    ASSERT_EQ(doc["cells"].size(), 1U);
    EXPECT_TRUE(doc["cells"][0]["cancelled"].get<bool>());
    EXPECT_GT(doc["cells"][0]["read_ios"].get<std::uint64_t>(), 0U);
}

TEST(CliBench, RangesThatWrapAround2To64AreRefused)
{
    TempDir dir;
    const std::string t = dir.file("wrap.bin");
    // 2^64 - 4096 + 8192 wraps around to 4096.
    expectUsageError({"bench", "--rw", "randwrite", "--offset", "18446744073709547520", "--size",
                      "8192", "--target", t},
                     {"18446744073709547520", t});
    expectUsageError({"bench", "--rw", "randwrite", "--size", "16E", "--target", t},
                     {"--size 16E"});
    expectUsageError({"bench", "--rw", "randwrite", "--offset", "17179869184T", "--target", t},
                     {"--offset 17179869184T"});
    EXPECT_FALSE(std::filesystem::exists(t));
}

TEST(CliBench, ARangeThatWrapsAroundOnADeviceDoesNotWriteBlockZero)
{
    if (auto why = ScratchLoop::unavailable()) GTEST_SKIP() << *why;
    ScratchLoop loop(8 << 20);
    if (!loop.ok()) GTEST_SKIP() << "losetup could not attach a loop device";
    const std::string before = firstBlock(loop.path());
    ASSERT_EQ(before.size(), 4096U);
    expectUsageError({"bench", "--rw", "write", "--offset", "18446744073709547520", "--size",
                      "8192", "--target", loop.path(), "--runtime", "0.2", "--allow-write-device",
                      loop.path()},
                     {"18446744073709547520", loop.path()});
    EXPECT_EQ(firstBlock(loop.path()), before);
}

TEST(CliBench, AnExistingFileIsWrittenOnlyWithAllowWriteFileNamingIt)
{
    TempDir dir;
    const std::string mine = personsFile(dir, "mine.bin", 1 << 20);
    const std::string other = personsFile(dir, "other.bin", 1 << 20);
    expectUsageError({"bench", "--rw", "randwrite", "--target", mine, "--runtime", "0.2"},
                     {mine, "--allow-write-file"});
    expectUsageError({"bench", "--rw", "randwrite", "--target", mine, "--runtime", "0.2",
                      "--allow-write-file", other},
                     {other, "does not name the target", mine});
    EXPECT_EQ(slurp(mine), std::string(1 << 20, 'p'));
    const CliRun allowed = runCli({"bench", "--rw", "write", "--target", mine, "--runtime", "0.2",
                                   "--allow-write-file", mine});
    EXPECT_EQ(allowed.exit_code, 0) << allowed.err;
    EXPECT_EQ(std::filesystem::file_size(mine), 1U << 20); // written in place, not grown
    EXPECT_NE(slurp(mine), std::string(1 << 20, 'p'));
    EXPECT_EQ(slurp(other), std::string(1 << 20, 'p'));
    // ArrayMark's own test file needs no option, and is found again by its mark.
    const std::string made = dir.file("made.bin");
    ASSERT_EQ(
        runCli({"bench", "--rw", "randwrite", "--target", made, "--size", "1M", "--runtime", "0.2"})
            .exit_code,
        0);
    const CliRun again = runCli(
        {"bench", "--rw", "randwrite", "--target", made, "--size", "1M", "--runtime", "0.2"});
    EXPECT_EQ(again.exit_code, 0) << again.err;
}

TEST(CliBench, AReadBenchRefusesAMissingOrSmallFileAndChangesNothing)
{
    TempDir dir;
    const std::string missing = dir.file("missing.bin");
    expectUsageError({"bench", "--rw", "randread", "--target", missing, "--size", "4M"},
                     {missing, "does not exist", "write bench first"});
    EXPECT_FALSE(std::filesystem::exists(missing));
    const std::string small = personsFile(dir, "small.bin", 1 << 20);
    expectUsageError({"bench", "--rw", "randread", "--target", small, "--size", "4M"},
                     {"read bench", small, "1.00 MiB", "4.00 MiB", "--size 1M"});
    EXPECT_EQ(std::filesystem::file_size(small), 1U << 20);
    const CliRun fits = runCli(
        {"bench", "--rw", "randread", "--target", small, "--size", "1M", "--runtime", "0.2"});
    EXPECT_EQ(fits.exit_code, 0) << fits.err;
    EXPECT_EQ(slurp(small), std::string(1 << 20, 'p'));
}

TEST(CliBench, AMissingDevPathIsNoSuchDeviceNeverANewFile)
{
    const std::string path = "/dev/arraymark-cli-no-such-device-" + std::to_string(getpid());
    struct Remove { // the old CLI made a regular file here: never leave one behind
        std::string path;
        ~Remove() { std::filesystem::remove(path); }
    } remove{path};
    expectUsageError(
        {"bench", "--rw", "randwrite", "--target", path, "--size", "1M", "--runtime", "0.2"},
        {path, "no such device"});
    EXPECT_FALSE(std::filesystem::exists(path));
}

TEST(CliBench, ASymbolicLinkToAFileIsRefused)
{
    TempDir dir;
    const std::string pointed = personsFile(dir, "pointed.bin", 1 << 20);
    const std::string link = dir.file("link.bin");
    ASSERT_EQ(symlink(pointed.c_str(), link.c_str()), 0);
    expectUsageError(
        {"bench", "--rw", "randwrite", "--target", link, "--size", "1M", "--runtime", "0.2"},
        {link, "symbolic link", "name the file itself"});
    EXPECT_EQ(slurp(pointed), std::string(1 << 20, 'p'));
}

// A file name is bytes, not always UTF-8: the result and the stream must
// still be written (with U+FFFD), not abort after the run.
TEST(CliBench, ATargetNamedInBytesThatAreNotUtf8IsReportedNotFatal)
{
    TempDir dir;
    const std::string target = dir.file("odd-\xff\xfe.bin");
    const std::string json_path = dir.file("result.json");
    const CliRun run =
        runCli({"bench", "--target", target, "--rw", "write", "--bs", "64k", "--size", "1M",
                "--runtime", "0.2", "--json", json_path, "--stream"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto document = nlohmann::json::parse(slurp(json_path));
    EXPECT_NE(document.dump().find("odd-\xef\xbf\xbd"), std::string::npos)
        << document.dump().substr(0, 400);
    EXPECT_NE(run.out.find("\"type\":\"done\""), std::string::npos) << run.out.substr(0, 400);
}

TEST(CliBench, APresetsModesRunAndTheOptionsGoOnTopOfThem)
{
    TempDir dir;
    const std::string presets = dir.file("presets");
    std::filesystem::create_directories(presets);
    std::ofstream(presets + "/kernel-paced.json")
        << R"({"name":"kernel-paced","defaults":{"runtime":0.3,"ramp":0,
              "modes":{"sqpoll":true,"rate_iops":300,"cpus":"none"}},
              "cells":[{"rw":"randwrite","bs":"4k","qd":2}]})";
    ::setenv("ARRAYMARK_PRESETS", presets.c_str(), 1);
    const std::string json = dir.file("r.json");
    const CliRun run = runCli({"bench", "--preset", "kernel-paced", "--target", dir.file("t.bin"),
                               "--size", "8M", "--rate-iops", "500", "--json", json});
    ::unsetenv("ARRAYMARK_PRESETS");
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto cell = nlohmann::json::parse(slurp(json))["cells"][0];
    EXPECT_EQ(cell["job"]["sqpoll"], true);   // the preset's
    EXPECT_EQ(cell["job"]["cpus"], "none");   // the preset's
    EXPECT_EQ(cell["job"]["rate_iops"], 500); // the option's, over the preset's 300
    EXPECT_EQ(cell["latency_from"], "due");
    EXPECT_GT(cell["write_ios"].get<std::uint64_t>(), 0U);
}
