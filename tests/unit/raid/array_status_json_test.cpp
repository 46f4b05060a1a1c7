// toJson(ArrayStatus) and arrayStatusFromJson: what the helper sends is what the GUI reads.
#include <gtest/gtest.h>

#include "core/raid/array_status_json_read.h"
#include "core/raid/raid_json.h"

using namespace am::raid;

namespace {
ArrayStatus lvmMirror()
{
    ArrayStatus status;
    status.backend = Backend::Lvm;
    status.name = "bench/data";
    status.path = "/dev/bench/data";
    status.uuid = "lv-uuid";
    status.level = "raid1";
    status.state = ArrayState::Recovering;
    status.array_state = "rwi-a-r---";
    status.sync_action = "recover";
    status.progress = 0.25;
    status.speed_bytes_per_s = 1000;
    status.eta_seconds = 60;
    status.raid_disks = 2;
    status.degraded = 1;
    status.size_bytes = 1u << 30;
    status.chunk_bytes = 65536;
    status.mismatches = 3;
    status.health = "partial";
    status.members = {{"loop0", "/dev/loop0", 0u, "active", {"in_sync"}, std::nullopt},
                      {"loop1", "/dev/loop1", std::nullopt, "rebuilding", {}, 7u}};
    return status;
}
} // namespace

TEST(ArrayStatusJson, RoundTripsEveryField)
{
    const ArrayStatus original = lvmMirror();
    const ArrayStatus read = arrayStatusFromJson(toJson(original));
    EXPECT_EQ(toJson(read), toJson(original));
    EXPECT_EQ(read.backend, Backend::Lvm);
    EXPECT_EQ(read.state, ArrayState::Recovering);
    ASSERT_EQ(read.members.size(), 2u);
    EXPECT_EQ(read.members[0].slot, 0u);
    EXPECT_FALSE(read.members[1].slot);
    EXPECT_EQ(read.members[1].errors, 7u);
    EXPECT_EQ(read.mismatches, 3u);
    EXPECT_DOUBLE_EQ(*read.progress, 0.25);
}

TEST(ArrayStatusJson, RefusesAnUnknownBackendOrStateNamingTheValue)
{
    auto object = toJson(lvmMirror());
    object["backend"] = "raidz9";
    try {
        arrayStatusFromJson(object);
        FAIL() << "an unknown backend was accepted";
    } catch (const ArrayStatusJsonError& error) {
        EXPECT_NE(std::string(error.what()).find("raidz9"), std::string::npos);
    }
    object = toJson(lvmMirror());
    object["state"] = "sleepy";
    EXPECT_THROW(arrayStatusFromJson(object), ArrayStatusJsonError);
    object = toJson(lvmMirror());
    object["raid_disks"] = "two";
    EXPECT_THROW(arrayStatusFromJson(object), ArrayStatusJsonError);
    EXPECT_THROW(arrayStatusFromJson(nlohmann::json::array()), ArrayStatusJsonError);
}
