// lvs --reportformat json read into ArrayStatus, on fixtures in lvm2 2.03's format.
#include <gtest/gtest.h>

#include "core/raid/array_backend.h"
#include "core/raid/lvm/lvm_report.h"
#include "core/raid/types.h"
#include "core/util/text_file.h"
#include "fake_runner.h"

using namespace am::raid;

namespace {

std::string lvmFixture(const std::string& name)
{
    const std::string path = std::string(ARRAYMARK_TEST_DATA) + "/lvm/" + name;
    const auto text = am::util::readTextFile(path);
    if (!text) throw std::runtime_error("missing fixture " + path);
    return *text;
}

std::vector<std::string> paths(const ArrayStatus& array)
{
    std::vector<std::string> all;
    for (const auto& member : array.members) all.push_back(member.path);
    return all;
}

std::vector<std::string> roles(const ArrayStatus& array)
{
    std::vector<std::string> all;
    for (const auto& member : array.members) all.push_back(member.role);
    return all;
}

// The ParseError message of parsing `json`; empty when it parsed.
std::string refusal(const std::string& json)
{
    try {
        parseLvsReport(json);
    } catch (const ParseError& error) {
        return error.what();
    }
    return {};
}

} // namespace

TEST(LvmReport, Raid5InItsInitialResync)
{
    const auto arrays = parseLvsReport(lvmFixture("raid5_resync.json"));
    ASSERT_EQ(arrays.size(), 1u);
    const ArrayStatus& a = arrays[0];
    EXPECT_EQ(a.backend, Backend::Lvm);
    EXPECT_EQ(a.name, "bench/bench");
    EXPECT_EQ(a.path, "/dev/bench/bench");
    EXPECT_EQ(a.level, "raid5");
    EXPECT_EQ(a.uuid.size(), 38u) << a.uuid;
    EXPECT_EQ(a.raid_disks, 3u);
    EXPECT_EQ(a.size_bytes, 2130706432u);
    EXPECT_EQ(a.chunk_bytes, 65536u);
    EXPECT_EQ(a.sync_action, "resync");
    ASSERT_TRUE(a.progress.has_value());
    EXPECT_DOUBLE_EQ(*a.progress, 0.3781);
    EXPECT_EQ(a.state, ArrayState::Resyncing);
    EXPECT_EQ(a.mismatches, 0u);
    EXPECT_EQ(a.degraded, 0u);
    EXPECT_EQ(paths(a), (std::vector<std::string>{"/dev/vdb", "/dev/vdc", "/dev/vdd"}));
    // Every image is out of sync during the initial resync; none of them is faulty.
    EXPECT_EQ(roles(a), (std::vector<std::string>{"active", "active", "active"}));
    EXPECT_EQ(a.members[2].name, "vdd");
    EXPECT_EQ(a.members[2].slot, 2u);
    EXPECT_TRUE(a.other_volumes.empty());
}

TEST(LvmReport, CleanRaid10WithMismatchesBesideANonRaidGroup)
{
    const auto arrays = parseLvsReport(lvmFixture("raid10_mismatches.json"));
    ASSERT_EQ(arrays.size(), 1u) << "the linear LVs of VG system are not arrays";
    const ArrayStatus& a = arrays[0];
    EXPECT_EQ(a.name, "fast/fast");
    EXPECT_EQ(a.level, "raid10");
    EXPECT_EQ(a.raid_disks, 4u);
    EXPECT_EQ(a.mismatches, 128u);
    EXPECT_EQ(a.health, "mismatches exist");
    EXPECT_EQ(a.sync_action, "idle");
    EXPECT_FALSE(a.progress.has_value()) << "nothing is syncing";
    EXPECT_EQ(a.state, ArrayState::Clean);
    EXPECT_EQ(paths(a), (std::vector<std::string>{"/dev/vdb", "/dev/vdc", "/dev/vdd", "/dev/vde"}));
    EXPECT_TRUE(a.other_volumes.empty()) << "system/root is in another group";
}

TEST(LvmReport, Raid1WithAMissingLegIsDegradedAndNamesItsNeighbour)
{
    const auto arrays = parseLvsReport(lvmFixture("raid1_missing_leg.json"));
    ASSERT_EQ(arrays.size(), 1u);
    const ArrayStatus& a = arrays[0];
    EXPECT_EQ(a.level, "raid1");
    EXPECT_EQ(a.chunk_bytes, 0u);
    EXPECT_EQ(a.health, "partial");
    EXPECT_EQ(a.state, ArrayState::Degraded);
    EXPECT_EQ(a.degraded, 1u);
    EXPECT_EQ(paths(a), (std::vector<std::string>{"/dev/vdb", ""}));
    EXPECT_EQ(roles(a), (std::vector<std::string>{"active", "faulty"}));
    EXPECT_EQ(a.members[1].slot, 1u);
    EXPECT_EQ(a.other_volumes, (std::vector<std::string>{"mirror/scratch"}));
}

TEST(LvmReport, Raid1RebuildingOntoANewLeg)
{
    const auto arrays = parseLvsReport(lvmFixture("raid1_recover.json"));
    ASSERT_EQ(arrays.size(), 1u);
    const ArrayStatus& a = arrays[0];
    EXPECT_EQ(a.state, ArrayState::Recovering);
    EXPECT_DOUBLE_EQ(a.progress.value_or(-1), 0.125);
    EXPECT_EQ(roles(a), (std::vector<std::string>{"active", "rebuilding"}));
    EXPECT_EQ(a.degraded, 0u);
}

TEST(LvmReport, AnInactiveVolumeIsInactiveWithItsMembersKnown)
{
    std::string json = lvmFixture("raid10_mismatches.json");
    json.replace(json.find("rwi-a-r-m-"), 10, "rwi---r---");
    const auto arrays = parseLvsReport(json);
    ASSERT_EQ(arrays.size(), 1u);
    EXPECT_EQ(arrays[0].state, ArrayState::Inactive);
    EXPECT_EQ(arrays[0].members.size(), 4u);
    EXPECT_EQ(arrays[0].array_state, "rwi---r---");
}

TEST(LvmReport, LinearVolumesAreNoArrays)
{
    EXPECT_TRUE(parseLvsReport(lvmFixture("linear_only.json")).empty());
    EXPECT_TRUE(parseLvsReport(R"({"report": [{"lv": []}]})").empty());
}

TEST(LvmReport, LayoutVariantsOfASegtypeAreItsLevel)
{
    const std::string row = R"json({"report": [{"lv": [
{"vg_name":"v", "lv_name":"r", "lv_uuid":"u1", "lv_attr":"rwi-a-r---", "segtype":"SEG", "stripes":"2", "devices":"/dev/vdb(1),/dev/vdc(1)"}
]}]})json";
    for (const auto& [segtype, level] :
         std::vector<std::pair<std::string, std::string>>{{"raid5_ls", "raid5"},
                                                          {"raid6_zr", "raid6"},
                                                          {"raid0_meta", "raid0"},
                                                          {"raid10", "raid10"},
                                                          {"raid4", "raid4"}}) {
        std::string json = row;
        json.replace(json.find("SEG"), 3, segtype);
        const auto arrays = parseLvsReport(json);
        ASSERT_EQ(arrays.size(), 1u) << segtype;
        EXPECT_EQ(arrays[0].level, level) << segtype;
    }
}

TEST(LvmReport, MalformedDocumentsAreRefusedNamingWhatIsWrong)
{
    EXPECT_NE(refusal("{\"report\": [\n{\"lv\": [\n{\"vg_name\": }").find("line 3"),
              std::string::npos)
        << refusal("{\"report\": [\n{\"lv\": [\n{\"vg_name\": }");
    EXPECT_NE(refusal("[]").find("\"report\""), std::string::npos);
    EXPECT_NE(refusal(R"({"report": [{"vg": []}]})").find("\"lv\""), std::string::npos);
    const std::string no_segtype =
        "{\"report\": [{\"lv\": [\n{\"vg_name\":\"v\", \"lv_name\":\"r\", \"lv_uuid\":\"u1\", "
        "\"lv_attr\":\"rwi-a-r---\", \"devices\":\"\"}\n]}]}";
    const std::string missing = refusal(no_segtype);
    EXPECT_NE(missing.find("segtype"), std::string::npos) << missing;
    EXPECT_NE(missing.find("line 2"), std::string::npos) << missing;
    std::string sized = lvmFixture("raid5_resync.json");
    sized.replace(sized.find("\"2130706432\""), 12, "\"1.98g\"");
    const std::string with_suffix = refusal(sized);
    EXPECT_NE(with_suffix.find("1.98g"), std::string::npos) << with_suffix;
    EXPECT_NE(with_suffix.find("lv_size"), std::string::npos) << with_suffix;
    std::string dangling = lvmFixture("raid5_resync.json");
    dangling.replace(dangling.find("bench_rimage_2(0)"), 17, "bench_rimage_9(0)");
    EXPECT_NE(refusal(dangling).find("bench_rimage_9"), std::string::npos) << refusal(dangling);
}

TEST(LvmReport, ReadArraysRunsTheOneLvsCommandAndToleratesNoLvm)
{
    const ArrayBackend& lvm = arrayBackend(Backend::Lvm);
    am::test::FakeRunner absent; // no recorded output: lvs cannot start
    EXPECT_TRUE(lvm.readArrays({}, absent).empty());
    am::test::FakeRunner failing;
    failing.expect(lvsReportArgv(), 5, "", "  /run/lock/lvm/P_global:aux: open failed");
    EXPECT_TRUE(lvm.readArrays({}, failing).empty());
    am::test::FakeRunner runner;
    runner.expect(lvsReportArgv(), 0, lvmFixture("raid10_mismatches.json"));
    const auto arrays = lvm.readArrays({}, runner);
    ASSERT_EQ(arrays.size(), 1u);
    EXPECT_EQ(arrays[0].name, "fast/fast");
    EXPECT_EQ(runner.calls, (std::vector<std::vector<std::string>>{lvsReportArgv()}));
    am::test::FakeRunner garbage;
    garbage.expect(lvsReportArgv(), 0, "  LV VG Attr\n");
    EXPECT_THROW(lvm.readArrays({}, garbage), ParseError);
}
