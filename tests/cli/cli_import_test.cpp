// arraymark-cli import, and fio's JSON output given to estimate --profile.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "run_cli.h"

namespace {
const std::string kFio = std::string(ARRAYMARK_TEST_DATA) + "/fio/";

// A fresh directory, removed with what is in it.
struct TempDir {
    std::filesystem::path path;
    TempDir()
    {
        std::string pattern =
            (std::filesystem::temp_directory_path() / "arraymark-import-XXXXXX").string();
        if (!mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
        path = pattern;
    }
    ~TempDir()
    {
        std::error_code ec;
        std::filesystem::remove_all(path, ec);
    }
};

int lines(const std::string& text)
{
    return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}
} // namespace

TEST(CliImport, TableShowsEachCellAsRead)
{
    const CliRun run = runCli({"import", kFio + "member-matrix.json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    for (const char* text :
         {"5 cell(s) from fio", "target /tmp/est-fio/data.bin", "JOB", "RW", "BS", "QD", "JOBS",
          "IOPS", "MB/S", "LAT MEAN", "4k-read-qd32", "randwrite", "64K"})
        EXPECT_NE(run.out.find(text), std::string::npos) << text << "\n" << run.out;
    const CliRun clones = runCli({"import", kFio + "randread-2x4-clones.json"});
    ASSERT_EQ(clones.exit_code, 0) << clones.err;
    EXPECT_NE(clones.out.find("1 cell(s)"), std::string::npos)
        << clones.out; // two clones, one cell
}

TEST(CliImport, JsonWritesTheResultDocument)
{
    TempDir dir;
    const auto out = dir.path / "converted.json";
    const CliRun run = runCli({"import", kFio + "randrw-70-30.json", "--json", out.string()});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    std::ifstream in(out);
    const auto doc = nlohmann::json::parse(in);
    EXPECT_EQ(doc["schema"], "arraymark.result/1");
    ASSERT_EQ(doc["cells"].size(), 1U);
    EXPECT_EQ(doc["cells"][0]["job"]["read_share"], 70);
    EXPECT_EQ(doc["cells"][0]["job"]["qd"], 16);
    EXPECT_EQ(doc["target"]["path"], "/tmp/est-fio/data.bin");
    EXPECT_FALSE(std::filesystem::exists(out.string() + ".part"));
    // The written file is a result file like any other.
    const CliRun again = runCli({"estimate", "--level", "raid0", "--members", "2", "--profile",
                                 out.string(), "--mix", "measured", "--json"});
    EXPECT_EQ(again.exit_code, 0) << again.err;
}

TEST(CliImport, BadInputIsOneLineNamingTheFileAndWritesNothing)
{
    TempDir dir;
    std::ifstream in(kFio + "randread-qd1.json");
    auto fio = nlohmann::json::parse(in);
    fio["jobs"][0]["job options"]["iodepth"] = "deep";
    const auto bad = dir.path / "bad.json";
    std::ofstream(bad) << fio.dump();
    const auto out = dir.path / "out.json";
    const CliRun run = runCli({"import", bad.string(), "--json", out.string()});
    EXPECT_EQ(run.exit_code, 2) << run.out;
    EXPECT_EQ(lines(run.err), 1) << run.err;
    for (const char* word : {"bad.json", "iodepth", "\"deep\"", "whole number"})
        EXPECT_NE(run.err.find(word), std::string::npos) << word << " in: " << run.err;
    EXPECT_FALSE(std::filesystem::exists(out));
    EXPECT_FALSE(std::filesystem::exists(out.string() + ".part"));

    const CliRun ours =
        runCli({"import", std::string(ARRAYMARK_TEST_DATA) + "/estimate/member-result.json"});
    EXPECT_EQ(ours.exit_code, 2);
    EXPECT_NE(ours.err.find("already"), std::string::npos) << ours.err;
    const CliRun nowhere = runCli(
        {"import", kFio + "randread-qd1.json", "--json", (dir.path / "no/such/dir.json").string()});
    EXPECT_EQ(nowhere.exit_code, 2);
    EXPECT_NE(nowhere.err.find("no/such/dir.json"), std::string::npos) << nowhere.err;
}

TEST(CliImport, EstimateTakesFioOutputAsAProfileAndSaysWhatItCannotPredict)
{
    const CliRun table = runCli({"estimate", "--level", "raid0", "--members", "3", "--profile",
                                 kFio + "member-reads.json"});
    ASSERT_EQ(table.exit_code, 0) << table.err;
    for (const char* text :
         {"Not predicted",
          "randwrite 4K 0% read: no write cell (0 % read) at 4K in the profile: writes at 4K "
          "not predicted",
          "measured with fio"})
        EXPECT_NE(table.out.find(text), std::string::npos) << text << "\n" << table.out;

    const CliRun json = runCli({"estimate", "--level", "raid0", "--members", "3", "--profile",
                                kFio + "member-reads.json", "--json"});
    ASSERT_EQ(json.exit_code, 0) << json.err;
    const auto doc = nlohmann::json::parse(json.out);
    ASSERT_FALSE(doc["unpredicted"].empty());
    EXPECT_EQ(doc["unpredicted"][0]["rw"], "randwrite");
    EXPECT_NE(doc["unpredicted"][0]["reason"].get<std::string>().find("no write cell"),
              std::string::npos);
    for (const auto& cell : doc["cells"]) EXPECT_EQ(cell["job"]["read_share"], 100);
    EXPECT_TRUE(doc["queue_curve"]["points"][0]["write"].is_null());
    EXPECT_TRUE(doc["queue_curve"]["not_predicted"].contains("write"));

    // raid5 small writes read first: a writes-free profile predicts no raid5 write, and a
    // profile with nothing this array can use is an error.
    const CliRun raid1 = runCli({"estimate", "--level", "raid1", "--members", "2", "--profile",
                                 kFio + "randwrite-qd8.json"});
    EXPECT_EQ(raid1.exit_code, 0) << raid1.err;
    const CliRun nothing = runCli({"estimate", "--level", "raid5", "--members", "3", "--profile",
                                   kFio + "randwrite-qd8.json"});
    EXPECT_EQ(nothing.exit_code, 2) << nothing.out;
    EXPECT_NE(nothing.err.find("no random cell of this array can be predicted"), std::string::npos)
        << nothing.err;
}
