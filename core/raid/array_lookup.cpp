#include "core/raid/array_lookup.h"

#include <stdexcept>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/raid/array_backend.h"
#include "core/raid/md_sysfs.h"

namespace am::raid {

std::vector<ArrayStatus> readEveryArray(const drives::SystemRoots& roots, util::Runner& runner)
{
    std::vector<ArrayStatus> all;
    for (const BackendInfo& row : kBackends) {
        auto mine = arrayBackend(row.backend).readArrays(roots, runner);
        all.insert(all.end(), std::make_move_iterator(mine.begin()),
                   std::make_move_iterator(mine.end()));
    }
    return all;
}

bool namesArray(const ArrayStatus& array, const std::string& given)
{
    if (given.empty()) return false;
    if (given == array.name || given == array.path) return true;
    switch (array.backend) {
    case Backend::Md:
    case Backend::Imsm:
        return given == "/dev/" + array.name;
    case Backend::Lvm: {
        // "VG/LV": the VG alone names it too (ArrayMark makes one raid volume per group)
        const auto slash = array.name.find('/');
        return slash != std::string::npos && given == array.name.substr(0, slash);
    }
    case Backend::Btrfs:
        return given == array.uuid || (!array.mountpoint.empty() && given == array.mountpoint);
    case Backend::Zfs:
        return false; // the pool's name
    }
    return false;
}

FoundArray findArray(const drives::SystemRoots& roots, util::Runner& runner,
                     const std::string& given, std::optional<Backend> only)
{
    // md names resolve through /dev/md and sysfs, as before the other backends came.
    if ((!only || *only == Backend::Md || *only == Backend::Imsm) && mdDriverLoaded(roots)) {
        try {
            const std::string md = resolveArrayName(roots, given);
            ArrayStatus status = readArrayStatus(roots, md);
            if (!only || status.backend == *only) {
                // md's own operations (operations.h) read the other arrays when they need them.
                return FoundArray{status, {}};
            }
        } catch (const std::exception&) {
            // not an md array: the other backends may know the name
        }
    }
    std::vector<FoundArray> matches;
    std::vector<std::string> looked;
    for (const BackendInfo& row : kBackends) {
        if (row.backend == Backend::Md || row.backend == Backend::Imsm) continue;
        if (only && *only != row.backend) continue;
        looked.push_back(std::string(row.name));
        auto mine = arrayBackend(row.backend).readArrays(roots, runner);
        for (const auto& array : mine)
            if (namesArray(array, given)) matches.push_back({array, mine});
    }
    if (matches.size() == 1) return matches.front();
    if (matches.empty()) {
        // ", nor an array of lvm, btrfs or zfs"; nothing when only md was asked.
        std::string others;
        if (!looked.empty()) {
            const std::string last = looked.back();
            looked.pop_back();
            others = looked.empty() ? last : fmt::format("{} or {}", fmt::join(looked, ", "), last);
            others = ", nor an array of " + others;
        }
        // Without the driver no md array can be found: say that, as md's own commands do.
        if ((!only || *only == Backend::Md || *only == Backend::Imsm) && !mdDriverLoaded(roots))
            throw ArrayNotFound(
                fmt::format("no array named \"{}\" ({}{})", given, kMdDriverMissing, others));
        throw ArrayNotFound(
            fmt::format("no array named \"{}\": not an md array (looked in {}/md and {}/block){}",
                        given, roots.devfs.string(), roots.sysfs.string(), others));
    }
    std::vector<std::string> which;
    for (const auto& match : matches)
        which.push_back(toString(match.array.backend) + " " + match.array.name);
    throw std::runtime_error(fmt::format("\"{}\" names {} arrays ({}): add --backend", given,
                                         matches.size(), fmt::join(which, ", ")));
}

} // namespace am::raid
