#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>
#include <string>
#include <vector>

#include "core/drives/block_device.h"
#include "core/drives/system_roots.h"
#include "core/helper/request.h"
#include "core/raid/geometry.h"
#include "core/raid/plan.h"

namespace am::ui {

// What the array wizard's pages have chosen so far, and the logic on it that
// needs no widget (tests hold it directly). One object shared by every page.
struct WizardState {
    drives::SystemRoots roots;
    drives::ScanResult scan;
    // True once the helper's scan (as root, content read) replaced ours.
    bool scan_verified = false;

    std::vector<std::string> picked; // /dev paths ticked on the drives page, in scan order
    std::vector<std::string> spares; // of `picked`: the ones kept as hot spares
    raid::Backend backend = raid::Backend::Md; // Imsm goes with metadata imsm
    raid::Level level = raid::Level::Raid1;
    raid::Metadata metadata = raid::Metadata::V1_2;
    std::optional<std::uint64_t> chunk_bytes; // nullopt: mdadm's default for the level
    std::optional<raid::Bitmap> bitmap;       // nullopt: the core's default
    // md: PPL or resync; a write journal device (the level page's crash consistency choice).
    std::optional<raid::ConsistencyPolicy> consistency_policy;
    std::optional<std::string> write_journal;
    std::optional<raid::Raid10Layout> layout;
    std::string name;
    std::optional<raid::Level> metadata_level; // btrfs -m; nullopt: btrfs's default
    bool btrfs_mixed = false;

    // Picked drives that are not spares: the active members.
    std::vector<std::string> members() const;
    std::vector<const drives::BlockDevice*> pickedDevices() const;
    std::vector<std::uint64_t> memberSizes() const;
    // The plan with only what the backend offers (backend_table.h's Capability bits).
    raid::Plan plan() const;
    // Capacity and fault tolerance of `level` over the current members.
    raid::Geometry geometry(raid::Level level) const;
};

// Whether a device can be picked as a member; `why` says why not (translated).
bool canPick(const drives::BlockDevice& device, QString* why);
// Devices the drives page lists: whole disks and partitions with a size, no md/dm.
bool listedInWizard(const drives::BlockDevice& device);

// "Mixed sizes/transports" warning for the picked drives; empty when they match.
QString mixedDrivesWarning(const std::vector<const drives::BlockDevice*>& devices);

// The plan as the helper's request keys (docs/helper-protocol.md): what
// `plan` and `create` send.
helper::PlanFields planFieldsOf(const raid::Plan& plan);
// The request for the plan under `op` ("plan" or "create"), through core's serializer.
QJsonObject planRequest(const raid::Plan& plan, const QString& op);

// A new array's name as the helper accepts it: 1-32 of A-Z a-z 0-9 _ - .,
// starting with a letter or digit.
bool isValidArrayName(const QString& name);

// One line on what a level is good for (translated).
QString levelPurpose(raid::Level level);
QString levelTitle(raid::Level level); // "RAID 5"

} // namespace am::ui
