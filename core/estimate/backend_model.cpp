#include "core/estimate/backend_model.h"

#include <fmt/format.h>

#include "core/raid/plan.h"

namespace am::estimate {

ArrayPlan modelledPlan(const ArrayPlan& plan)
{
    if (plan.backend != raid::Backend::Btrfs) return plan;
    ArrayPlan model = plan;
    model.chunk_bytes = raid::kBtrfsStripe;
    model.raid10_layout = Raid10Layout::Near;
    model.raid10_copies = 2;
    if (plan.level == Level::Raid1) model.level = Level::Raid10;
    if (plan.level == Level::Raid1c3) {
        model.level = Level::Raid10;
        model.raid10_copies = 3;
    }
    return model;
}

std::vector<std::string> backendNotes(const ArrayPlan& plan)
{
    switch (plan.backend) {
    case raid::Backend::Lvm:
        return {"LVM raid uses the md kernel personalities (dm-raid): estimated as md"};
    case raid::Backend::Btrfs: {
        std::vector<std::string> notes;
        const ArrayPlan model = modelledPlan(plan);
        if (model.level != plan.level)
            notes.push_back(fmt::format(
                "btrfs {} keeps {} copies of each chunk on any {} of the drives and reads one "
                "copy: estimated as md raid10 with {} copies",
                toString(plan.level), model.raid10_copies, model.raid10_copies,
                model.raid10_copies));
        else
            notes.push_back(fmt::format("btrfs {} stripes like md {}: estimated as md {}",
                                        toString(plan.level), toString(plan.level),
                                        toString(plan.level)));
        notes.push_back("btrfs is measured through a file on its filesystem: the measurement "
                        "adds the filesystem's own work (checksums, copy-on-write), which the "
                        "estimate does not model");
        return notes;
    }
    case raid::Backend::Md:
    case raid::Backend::Imsm:
    case raid::Backend::Zfs: // builds nothing: validate() refuses it before a note is asked for
        break;
    }
    return {};
}

} // namespace am::estimate
