#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/drives/system_roots.h"
#include "core/raid/array_status.h"
#include "core/raid/backend_table.h"
#include "core/util/process_runner.h"

namespace am::raid {

// Every array of every backend on the machine, md first. A backend whose
// tools or driver are absent adds nothing.
std::vector<ArrayStatus> readEveryArray(const drives::SystemRoots& roots, util::Runner& runner);

// One array found by what a person typed, with the other arrays of its
// backend (delete needs them). md: "md127", "/dev/md127", "data", "/dev/md/data"; lvm: "VG/LV",
// "/dev/VG/LV" or a VG's name when it holds one raid volume; btrfs: the label, the UUID or the
// mount folder. `only`: look in that backend alone.
struct FoundArray {
    ArrayStatus array;
    std::vector<ArrayStatus> backend_arrays; // lvm and btrfs only: md's operations read their own
};
// No array matches the name (a name that matches several is a plain runtime_error).
class ArrayNotFound : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Throws ArrayNotFound naming what was looked for, and where, when no array matches, and
// std::runtime_error when more than one does (then `--backend` picks).
FoundArray findArray(const drives::SystemRoots& roots, util::Runner& runner,
                     const std::string& given, std::optional<Backend> only = std::nullopt);

// Whether `given` names `array` in one of the ways findArray accepts.
bool namesArray(const ArrayStatus& array, const std::string& given);

} // namespace am::raid
