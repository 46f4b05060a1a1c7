#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/drives/system_roots.h"
#include "core/raid/array_status.h"
#include "core/raid/reshape_plan.h"
#include "core/raid/steps.h"
#include "core/util/process_runner.h"

namespace am::raid {

// Where ArrayMark keeps what an interrupted reshape needs (the backup file and its record):
// root's state directory, as for campaigns.
inline const std::filesystem::path kReshapeStateDir = "/var/lib/arraymark/reshape";

// Reads the array (sysfs, a fresh drives scan), checks each device to add as `array add` does
// (free, O_EXCL), checks where the backup file goes, and plans (reshape_plan.h). Throws
// OperationRefused for the planner's and the backup file's rules, std::runtime_error for a
// device that cannot join. A backup file that is needed and not given goes to
// <state_dir>/<md>-reshape.backup. `request.add` may hold names or paths; the plan has paths.
// `runner` reads an unmounted ext filesystem's usage (dumpe2fs -h); nullptr: a SpawnRunner.
ReshapePlan reshapeOperation(const drives::SystemRoots& roots, const std::string& array,
                             ReshapeRequest request,
                             const std::filesystem::path& state_dir = kReshapeStateDir,
                             util::Runner* runner = nullptr);

// The block devices a path's filesystem is on, by kernel name, down through partitions (their
// disk) and stacked devices (sysfs slaves/): "md127p1" -> md127p1, md127, sdb, sdc, ...
// A path that does not exist yet is looked up by its nearest existing parent. Empty for a
// filesystem on no block device (tmpfs) or when sysfs does not say.
std::vector<std::string> devicesUnderPath(const std::string& path,
                                          const drives::SystemRoots& roots);
// The same, from one block device's kernel name.
std::vector<std::string> devicesBelow(const std::string& device,
                                      const std::filesystem::path& sysfs);

// Why a backup file may not go to `path` for this array, or empty when it may: not absolute,
// already there (mdadm creates it), on the array itself, on one of its members, or on a
// filesystem that lives on the array (any device below it is the array or a member).
std::string backupPlaceProblem(const std::string& path, const ArrayStatus& array,
                               const std::vector<std::string>& devices_below);

// What `array assemble` needs to continue an interrupted reshape: written by `array reshape
// --yes` when it passes a backup file, as <state_dir>/<uuid or md name>.json.
struct ReshapeRecord {
    std::string uuid;        // the array's UUID (mdadm --detail --export), empty when unknown
    std::string md_name;     // "md127" when the reshape started
    std::string devname;     // "/dev/md/data" when known
    std::string backup_file; // the file mdadm needs back
};
void writeReshapeRecord(const std::filesystem::path& state_dir, const ReshapeRecord& record);
// Before a plan with a backup file runs: the record for it (the array's UUID and name from
// `mdadm --detail --export`), written to state_dir, and the backup file's folder made.
// Nothing is written for a plan without a backup file; the record is returned either way.
ReshapeRecord recordReshape(const ReshapePlan& plan, util::Runner& runner,
                            const std::filesystem::path& state_dir);
// The records whose backup file still exists (mdadm removes it when the reshape ends); a record
// whose file is gone is deleted as it is read. Missing directory: none.
std::vector<ReshapeRecord> readReshapeRecords(const std::filesystem::path& state_dir);
// The record for what `array assemble` was given: a path (/dev/md/NAME, NAME, md127) or a UUID.
// With neither (assemble --scan): the only record, nullopt when there is none; throws
// std::runtime_error naming them when there are several.
std::optional<ReshapeRecord> reshapeRecordFor(const std::vector<ReshapeRecord>& records,
                                              const std::optional<std::string>& array_path,
                                              const std::optional<std::string>& uuid);
// The assemble step with --backup-file for the record. mdadm refuses a backup file with --scan
// ("not meaningful with a --scan assembly"), so a --scan step names the record's array instead
// (its /dev/md/NAME, else /dev/MD) and, when the step had none, its --uuid. `invalid_backup`
// adds mdadm's --invalid-backup: the way out when mdadm cannot restore the critical section
// from the file (the stripes of that section may be lost).
Step withBackupFile(Step assemble, const ReshapeRecord& record, bool invalid_backup = false);
// mdadm's answer when the backup file does not match where the reshape stopped ("Failed to
// restore critical section for reshape, sorry."): VM scenario 106 meets it after a crash, and
// --invalid-backup then assembles the array and the reshape ends with the data intact.
bool criticalSectionNotRestored(const std::string& mdadm_output);

} // namespace am::raid
