#include "core/raid/manage.h"

#include <stdexcept>

#include <fmt/format.h>

namespace am::raid {

namespace {
std::string devPath(const std::string& md_name) { return "/dev/" + md_name; }

const ArrayStatus& findArray(const std::vector<ArrayStatus>& all, const std::string& md_name)
{
    for (const auto& array : all)
        if (array.name == md_name) return array;
    throw std::runtime_error("no md array " + md_name);
}
} // namespace

Step memberStepFor(const ArrayStatus& array, MemberAction action, const std::string& device,
                   const std::optional<std::string>& with)
{
    // imsm disks belong to the container: they join it and leave it there; failing one is done on
    // the volume.
    const bool to_container = (action == MemberAction::Add || action == MemberAction::ReAdd ||
                               action == MemberAction::Remove) &&
                              !array.container.empty();
    return memberStep(devPath(to_container ? array.container : array.name), action, device, with);
}

std::vector<Step> growStepsFor(const ArrayStatus& array, const std::string& device)
{
    const std::string target = devPath(array.container.empty() ? array.name : array.container);
    return growBySpareSteps(target, device, array.raid_disks + 1);
}

DeleteTarget deleteTargetFor(const std::vector<ArrayStatus>& all, const std::string& md_name)
{
    const ArrayStatus& array = findArray(all, md_name);
    DeleteTarget target;
    const std::string container = array.level == "container" ? array.name : array.container;
    if (container.empty()) {
        target.stop.push_back(devPath(array.name));
        for (const auto& member : array.members) target.members.push_back(member.path);
        return target;
    }
    for (const auto& other : all) {
        if (other.container != container) continue;
        if (other.name != array.name && array.level != "container")
            throw std::runtime_error(fmt::format(
                "{} shares the imsm container {} with {}: deleting it would destroy {} too; "
                "delete the container {} to remove both",
                array.name, container, other.name, other.name, container));
        target.stop.push_back(devPath(other.name));
    }
    target.stop.push_back(devPath(container));
    for (const auto& member : findArray(all, container).members)
        target.members.push_back(member.path);
    return target;
}

} // namespace am::raid
