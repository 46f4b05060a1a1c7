// arraymark-cli bench samples drive temperatures from hwmon on this machine's
// real sysfs: a loop device has no sensor and says so; a file's device either
// has one (then its series is in the result) or the result says why not.
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <fstream>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../unit/bench/scratch_devices.h"
#include "run_cli.h"

namespace {

nlohmann::json readJson(const std::string& path)
{
    std::ifstream in(path);
    return nlohmann::json::parse(in);
}

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

TEST(CliBenchTemperature, ALoopDeviceIsNotSampledAndTheResultSaysWhy)
{
    if (auto why = ScratchLoop::unavailable()) GTEST_SKIP() << *why;
    ScratchLoop loop(16 << 20);
    if (!loop.ok()) GTEST_SKIP() << "losetup could not attach a loop device";
    const std::string name = loop.path().substr(5); // "loop3"
    TempDir dir;
    const std::string json = dir.file("r.json");
    const CliRun run = runCli({"bench", "--target", loop.path(), "--rw", "read", "--bs", "64k",
                               "--runtime", "1.2", "--json", json});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto doc = readJson(json);
    ASSERT_TRUE(doc.contains("temperature")) << doc.dump(1);
    const auto& t = doc["temperature"];
    EXPECT_EQ(t["interval_s"], 1.0);
    EXPECT_TRUE(t["devices"].empty());
    ASSERT_EQ(t["not_sampled"].size(), 1U);
    EXPECT_EQ(t["not_sampled"][0]["device"], name);
    const std::string reason = t["not_sampled"][0]["reason"];
    EXPECT_EQ(reason, "no hwmon sensor for " + name +
                          ": a loop device is a file, not a drive (the drive under its backing "
                          "file is not followed)");
    EXPECT_FALSE(doc["cells"][0].contains("temperature")); // nothing sampled, nothing per cell
    EXPECT_TRUE(contains(run.out, "Temperature not sampled: " + reason)) << run.out;

    // --stream: no temperature line without a sensor; the reason is in the document.
    const CliRun stream = runCli({"bench", "--target", loop.path(), "--rw", "read", "--bs", "64k",
                                  "--runtime", "0.3", "--stream"});
    ASSERT_EQ(stream.exit_code, 0) << stream.err;
    EXPECT_FALSE(contains(stream.out, R"("type":"temperature")")) << stream.out;
    EXPECT_TRUE(contains(stream.out, reason)) << stream.out;
}

TEST(CliBenchTemperature, AFilesDeviceIsSampledOrTheResultSaysWhyNot)
{
    TempDir dir;
    const std::string target = dir.file("t.bin"), json = dir.file("r.json");
    const CliRun run = runCli({"bench", "--target", target, "--rw", "write", "--size", "8M",
                               "--runtime", "2.2", "--json", json});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto doc = readJson(json);
    ASSERT_TRUE(doc.contains("temperature")) << doc.dump(1);
    const auto& t = doc["temperature"];
    struct stat st {};
    ASSERT_EQ(::stat(target.c_str(), &st), 0);
    const std::string devno =
        std::to_string(major(st.st_dev)) + ":" + std::to_string(minor(st.st_dev));
    ASSERT_GE(t["devices"].size() + t["not_sampled"].size(), 1U) << t.dump(1);
    for (const auto& device : t["devices"]) {
        // A sensor: about a reading a second, each a plausible drive temperature.
        EXPECT_GE(device["samples"].size(), 2U) << device.dump();
        for (const auto& sample : device["samples"]) {
            EXPECT_GT(sample["celsius"].get<double>(), -40);
            EXPECT_LT(sample["celsius"].get<double>(), 125);
        }
        EXPECT_TRUE(contains(run.out, device["device"].get<std::string>() + ": max ")) << run.out;
        ASSERT_TRUE(doc["cells"][0].contains("temperature"));
        EXPECT_FALSE(doc["cells"][0]["temperature"]["max"].empty());
    }
    for (const auto& skipped : t["not_sampled"]) {
        const std::string reason = skipped["reason"];
        // This machine (a VM on virtio): "no hwmon sensor for vda: a virtio disk ...".
        EXPECT_TRUE(
            contains(reason, "no hwmon sensor for " + skipped["device"].get<std::string>()) ||
            contains(reason, "no block device of its own (device " + devno))
            << reason;
        EXPECT_TRUE(contains(run.out, "Temperature not sampled: " + reason)) << run.out;
    }
}
