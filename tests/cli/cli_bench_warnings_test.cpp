// arraymark-cli bench's honest-number warnings on real targets: a buffered read of a cached
// file (cache_served), compressible writes to zram (compressing_target), and the runs that
// must stay quiet beside them.
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../unit/bench/scratch_devices.h"
#include "../unit/bench/temp_dir.h"
#include "run_cli.h"

namespace {

nlohmann::json readJson(const std::string& path)
{
    std::ifstream in(path);
    return nlohmann::json::parse(in);
}

std::vector<std::string> idsOf(const nlohmann::json& cell)
{
    std::vector<std::string> ids;
    for (const auto& warning : cell["warnings"]) ids.push_back(warning["id"]);
    return ids;
}

bool has(const std::vector<std::string>& ids, const std::string& id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

} // namespace

TEST(CliBenchWarnings, ABufferedReadOfACachedFileWasServedByTheCache)
{
    TempDir dir;
    const std::string type = runCommand("stat -f -c %T " + dir.path().string());
    if (type == "overlayfs" || type == "nfs" || type == "tmpfs")
        GTEST_SKIP() << dir.path() << " is on " << type << ": no block device counts its I/O";
    const std::string file = dir.file("t.bin"), json = dir.file("r.json");
    const std::vector<std::string> common{"bench", "--target", file, "--size",    "16M", "--bs",
                                          "1M",    "--ramp",   "0",  "--runtime", "0.5"};
    auto with = [&](std::vector<std::string> more) {
        std::vector<std::string> args = common;
        args.insert(args.end(), more.begin(), more.end());
        return args;
    };
    ASSERT_EQ(runCli(with({"--rw", "write"})).exit_code, 0);
    // Direct reads: the device under the file moved every byte; nothing to warn of.
    CliRun run = runCli(with({"--rw", "read", "--json", json}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_FALSE(has(idsOf(readJson(json)["cells"][0]), "cache_served")) << run.out;
    // Buffered, the 16 MiB come from the device once and from the page cache after that.
    run = runCli(with({"--rw", "read", "--buffered", "--json", json}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto cell = readJson(json)["cells"][0];
    ASSERT_TRUE(has(idsOf(cell), "cache_served")) << run.out;
    EXPECT_EQ(cell["warnings"][0]["detail"], "read");
    EXPECT_LT(cell["warnings"][0]["measured"].get<double>(), 50.0);
    EXPECT_NE(run.out.find("warning: "), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("a cache served the rest"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("⚠ cache_served"), std::string::npos) << run.out; // the NOTE column
}

TEST(CliBenchWarnings, CompressibleWritesToZramAreMarked)
{
    if (auto why = ScratchZram::unavailable()) GTEST_SKIP() << *why;
    ScratchZram zram(64 << 20);
    if (!zram.ok()) GTEST_SKIP() << "zram hot_add did not give a device";
    TempDir dir;
    const std::string json = dir.file("r.json");
    const std::string name = zram.path().substr(5);
    const std::vector<std::string> common{
        "bench",     "--target", zram.path(), "--allow-write-device",
        zram.path(), "--rw",     "write",     "--bs",
        "64k",       "--size",   "32M",       "--runtime",
        "0.3",       "--ramp",   "0",         "--json",
        json};
    auto with = [&](std::vector<std::string> more) {
        std::vector<std::string> args = common;
        args.insert(args.end(), more.begin(), more.end());
        return args;
    };
    CliRun run = runCli(with({"--compress", "50"}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    auto cell = readJson(json)["cells"][0];
    ASSERT_TRUE(has(idsOf(cell), "compressing_target")) << run.out;
    for (const auto& warning : cell["warnings"])
        if (warning["id"] == "compressing_target") {
            EXPECT_EQ(warning["subject"], name);
            EXPECT_EQ(warning["detail"], "50 % compressible");
        }
    // Random buffers (the default) do not compress: zram stores what was written.
    run = runCli(common);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    cell = readJson(json)["cells"][0];
    EXPECT_FALSE(has(idsOf(cell), "compressing_target")) << run.out;
}
