#include "core/drives/transport.h"

#include <array>
#include <utility>

namespace am::drives {

namespace {
constexpr std::array<std::pair<Transport, std::string_view>, 10> kNames{{
    {Transport::Nvme, "nvme"},
    {Transport::Sata, "sata"},
    {Transport::Sas, "sas"},
    {Transport::Usb, "usb"},
    {Transport::Virtio, "virtio"},
    {Transport::Loop, "loop"},
    {Transport::Zram, "zram"},
    {Transport::Md, "md"},
    {Transport::Dm, "dm"},
    {Transport::Other, "other"},
}};

bool startsWith(std::string_view text, std::string_view prefix)
{
    return text.substr(0, prefix.size()) == prefix;
}

bool pathHasComponentStarting(const std::filesystem::path& path, std::string_view prefix)
{
    for (const auto& part : path)
        if (startsWith(part.native(), prefix)) return true;
    return false;
}
} // namespace

std::string toString(Transport transport)
{
    for (const auto& [value, name] : kNames)
        if (value == transport) return std::string(name);
    return "other";
}

std::optional<Transport> transportFromString(std::string_view text)
{
    for (const auto& [value, name] : kNames)
        if (name == text) return value;
    return std::nullopt;
}

Transport classifyTransport(std::string_view name, const std::filesystem::path& resolved)
{
    if (startsWith(name, "loop")) return Transport::Loop;
    if (startsWith(name, "zram")) return Transport::Zram;
    if (startsWith(name, "md")) return Transport::Md;
    if (startsWith(name, "dm-")) return Transport::Dm;
    if (startsWith(name, "nvme") || pathHasComponentStarting(resolved, "nvme"))
        return Transport::Nvme;
    // USB first: a USB-SATA bridge shows both, and USB is what limits it.
    if (pathHasComponentStarting(resolved, "usb")) return Transport::Usb;
    if (pathHasComponentStarting(resolved, "ata")) return Transport::Sata;
    if (pathHasComponentStarting(resolved, "end_device-") ||
        pathHasComponentStarting(resolved, "sas_") ||
        pathHasComponentStarting(resolved, "expander-"))
        return Transport::Sas;
    if (pathHasComponentStarting(resolved, "virtio")) return Transport::Virtio;
    return Transport::Other;
}

} // namespace am::drives
