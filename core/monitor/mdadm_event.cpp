#include <cctype>
#include <stdexcept>

#include <fmt/format.h>

#include "core/monitor/mdadm_event.h"
#include "core/monitor/snapshot_diff.h"
#include "core/raid/array_status.h"

namespace am::monitor {

namespace {
std::string withoutDev(const std::string& path)
{
    if (path.starts_with("/dev/md/")) return path.substr(8);
    if (path.starts_with("/dev/")) return path.substr(5);
    return path;
}

bool isEventWord(const std::string& name)
{
    if (name.empty() || name.size() > 64 || !std::isalpha(static_cast<unsigned char>(name[0])))
        return false;
    for (const char c : name)
        if (!std::isalnum(static_cast<unsigned char>(c))) return false;
    return true;
}

std::string sentence(const std::string& name, const std::string& array, const std::string& device)
{
    if (name == "Fail") return fmt::format("mdadm: {} failed in {}", device, array);
    if (name == "FailSpare") return fmt::format("mdadm: spare {} of {} failed", device, array);
    if (name == "DegradedArray") return fmt::format("mdadm: {} is degraded", array);
    if (name == "SpareActive")
        return fmt::format("mdadm: {} is now an active member of {}", device, array);
    if (name == "TestMessage") return fmt::format("mdadm: test message for {}", array);
    if (name == "DeviceDisappeared") return fmt::format("mdadm: {} disappeared", array);
    return fmt::format("mdadm reports {} for {}{}", name, array,
                       device.empty() ? "" : " (device " + device + ")");
}
} // namespace

Event mdadmEvent(const std::string& name, const std::string& md, const std::string& component,
                 const drives::SystemRoots& roots, const std::string& time)
{
    if (!isEventWord(name))
        throw std::invalid_argument(fmt::format(
            "event \"{}\": an mdadm event name is one word of letters and digits (Fail, "
            "DegradedArray, Rebuild40, ...)",
            name));
    if (md.empty()) throw std::invalid_argument("the md device (mdadm's second argument) is empty");
    std::string array = withoutDev(md);
    try {
        array = raid::resolveArrayName(roots, md);
    } catch (const std::runtime_error&) {
        // not (or no longer) assembled: keep mdadm's name
    }
    const std::string device = withoutDev(component);
    Event event = makeEvent(name, time, array, device, sentence(name, array, device));
    event.source = std::string(kSourceMdadm);
    return event;
}

} // namespace am::monitor
