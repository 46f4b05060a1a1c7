#include <sys/stat.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/bench/preset.h"
#include "core/bench/sweep.h"
#include "temp_dir.h"

using namespace am::bench;

TEST(Presets, BuiltInCopiesWorkWithoutAnyDirectory)
{
    const auto presets = loadPresets({});
    for (const char* name :
         {"quick", "nvme", "matrix", "latency", "qd-sweep", "bs-sweep", "sustained"}) {
        const Preset* p = findPreset(presets, name);
        ASSERT_NE(p, nullptr) << name;
        EXPECT_EQ(p->source, "built in");
    }
    const Preset* quick = findPreset(presets, "quick");
    ASSERT_EQ(quick->jobs.size(), 8U);
    EXPECT_EQ(quick->jobs[0].name, "SEQ1M Q8T1 read");
    EXPECT_EQ(quick->jobs[4].name, "RND4K Q32T1 read");
    EXPECT_EQ(quick->jobs[4].queue_depth, 32U);
    EXPECT_EQ(quick->jobs[4].size, 1ULL << 30);
    const Preset* matrix = findPreset(presets, "matrix");
    ASSERT_EQ(matrix->jobs.size(), 49U);
    EXPECT_EQ(matrix->jobs[0].read_share, 0U);
    EXPECT_EQ(matrix->jobs[6].read_share, 100U);
    EXPECT_EQ(matrix->jobs[48].block_size, 1U << 20);
    EXPECT_TRUE(findPreset(presets, "sustained")->steady_state.has_value());
    const Preset* bs = findPreset(presets, "bs-sweep");
    EXPECT_EQ(bs->jobs.front().block_size, 512U);
    EXPECT_EQ(bs->jobs[14].block_size, 8U << 20);
}

TEST(Presets, AFileOnDiskWinsOverTheBuiltInCopy)
{
    TempDir dir;
    std::ofstream(dir.file("quick.json"))
        << R"({"name":"quick","cells":[{"rw":"randrw","read_share":70,"bs":"8k","qd":4}]})";
    const auto presets = loadPresets({dir.path()});
    const Preset* quick = findPreset(presets, "quick");
    ASSERT_NE(quick, nullptr);
    ASSERT_EQ(quick->jobs.size(), 1U);
    EXPECT_EQ(quick->jobs[0].read_share, 70U);
    EXPECT_EQ(quick->jobs[0].block_size, 8192U);
    EXPECT_NE(findPreset(presets, "matrix"), nullptr); // the others still come built in
}

// One unparsable, oversized or special file among the presets used to abort
// (or, a FIFO, hang) every preset run of the root CLI.
TEST(Presets, FilesThatAreNotGoodPresetsAreSkippedWithAWarning)
{
    TempDir dir;
    std::ofstream(dir.file("broken.json")) << "{ not json";
    std::ofstream(dir.file("badfield.json")) << R"({"name":"odd","cells":[{"rw":"sideways"}]})";
    std::ofstream(dir.file("huge.json")) << std::string(kMaxPresetFileBytes + 1, ' ');
    ASSERT_EQ(::mkfifo(dir.file("fifo.json").c_str(), 0600), 0);
    std::filesystem::create_directory(dir.file("folder.json"));
    std::ofstream(dir.file("mine.json"))
        << R"({"name":"mine","cells":[{"rw":"randread","bs":"4k","qd":1}]})";
    std::vector<std::string> warnings;
    const auto presets = loadPresets({dir.path()}, &warnings);
    EXPECT_NE(findPreset(presets, "mine"), nullptr);
    EXPECT_NE(findPreset(presets, "quick"), nullptr);
    EXPECT_EQ(findPreset(presets, "odd"), nullptr);
    ASSERT_EQ(warnings.size(), 5U);
    const auto warned = [&](const std::string& file, const std::string& why) {
        return std::any_of(warnings.begin(), warnings.end(), [&](const std::string& w) {
            return w.find(dir.file(file)) != std::string::npos && w.find(why) != std::string::npos;
        });
    };
    EXPECT_TRUE(warned("broken.json", "not valid JSON"));
    EXPECT_TRUE(warned("badfield.json", "sideways"));
    EXPECT_TRUE(warned("huge.json", "more than"));
    EXPECT_TRUE(warned("fifo.json", "not a regular file"));
    EXPECT_TRUE(warned("folder.json", "not a regular file"));
}

TEST(Presets, TheSourceTreeIsSearchedOnlyFromTheBuildTree)
{
    const auto has = [](const std::vector<std::filesystem::path>& dirs, const std::string& dir) {
        return std::find(dirs.begin(), dirs.end(), std::filesystem::path(dir)) != dirs.end();
    };
    const std::string source = ARRAYMARK_SOURCE_PRESETS_FOR_TEST;
    const std::string build_tree = ARRAYMARK_BUILD_TREE_FOR_TEST;
    EXPECT_TRUE(has(defaultPresetDirs(build_tree + "/app/arraymark-cli"), source));
    const auto installed = defaultPresetDirs("/usr/bin/arraymark-cli");
    EXPECT_FALSE(has(installed, source));
    EXPECT_TRUE(has(installed, "/usr/bin/../share/arraymark/presets"));
    // A sibling folder whose name starts like the build tree is not inside it.
    EXPECT_FALSE(has(defaultPresetDirs(build_tree + "-other/app/arraymark-cli"), source));
}

TEST(Presets, BadFieldsAreNamed)
{
    auto error = [](const char* text) {
        try {
            parsePreset(nlohmann::json::parse(text), "test.json");
        } catch (const PresetError& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    EXPECT_NE(error(R"({"name":"x","cells":[{"rw":"sideways"}]})").find("sideways"),
              std::string::npos);
    EXPECT_NE(error(R"({"name":"x","cells":[{"bs":"4q"}]})").find("bs"), std::string::npos);
    EXPECT_NE(error(R"({"name":"x","cells":[{"qd":-1}]})").find("qd"), std::string::npos);
    EXPECT_NE(error(R"({"name":"x","cells":[]})").find("no cells"), std::string::npos);
    // A cell that leaves a list out gets its default (qd 1 was once refused as "not whole").
    EXPECT_EQ(parsePreset(nlohmann::json::parse(R"({"name":"x","cells":[{}]})"), "t.json")
                  .jobs.at(0)
                  .queue_depth,
              1U);
}

TEST(Presets, ModesInTheDefaultsGoIntoEveryJob)
{
    const Preset preset = parsePreset(nlohmann::json::parse(R"({"name":"polled",
        "defaults":{"modes":{"hipri":true,"rate_iops":5000,"cpus":"0-1"}},
        "cells":[{"bs":["4k","64k"]}]})"),
                                      "polled.json");
    ASSERT_EQ(preset.jobs.size(), 2U);
    for (const Job& job : preset.jobs) {
        EXPECT_TRUE(job.hipri);
        EXPECT_EQ(job.rate_iops, 5000U);
        EXPECT_EQ(job.cpu_policy, CpuPolicy::List);
    }
    EXPECT_TRUE(preset.modes.hipri);
    EXPECT_EQ(preset.modes.cpus, "0-1");

    auto error = [](const char* text) {
        try {
            parsePreset(nlohmann::json::parse(text), "bad.json");
        } catch (const PresetError& e) {
            return std::string(e.what());
        }
        return std::string("(accepted)");
    };
    const std::string unknown =
        error(R"({"name":"x","defaults":{"modes":{"turbo":true}},"cells":[{}]})");
    EXPECT_NE(unknown.find("'modes'"), std::string::npos) << unknown;
    EXPECT_NE(unknown.find("turbo"), std::string::npos) << unknown;
    EXPECT_NE(error(R"({"name":"x","defaults":{"modes":{"cpus":"9-2"}},"cells":[{}]})").find("9-2"),
              std::string::npos);
}

TEST(SteadyState, FlatIsSteadyAndAClimbIsNot)
{
    const SteadyStateRule rule{2.0, 1.0};
    std::vector<Sample> flat, climbing;
    for (int i = 1; i <= 20; ++i) {
        Sample s;
        s.time_s = i * 0.25;
        s.iops = 10000 + (i % 2) * 20; // +-0.1 % jitter
        flat.push_back(s);
        s.iops = 10000 + i * 100; // +1 % per sample
        climbing.push_back(s);
    }
    EXPECT_TRUE(isSteady(flat, rule));
    EXPECT_FALSE(isSteady(climbing, rule));
    EXPECT_FALSE(
        isSteady(std::vector<Sample>(flat.begin(), flat.begin() + 4), rule)); // window not full yet
}
