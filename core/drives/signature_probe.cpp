#include "core/drives/signature_probe.h"

#include <cerrno>
#include <cstring>
#include <memory>

#include <blkid/blkid.h>
#include <fmt/format.h>

namespace am::drives {

namespace {
std::string lookup(blkid_probe probe, const char* key)
{
    const char* value = nullptr;
    if (blkid_probe_lookup_value(probe, key, &value, nullptr) == 0 && value) return value;
    return {};
}
} // namespace

Signature probeSignature(const std::filesystem::path& device)
{
    Signature result;
    errno = 0;
    std::unique_ptr<blkid_struct_probe, decltype(&blkid_free_probe)> probe(
        blkid_new_probe_from_filename(device.c_str()), &blkid_free_probe);
    if (!probe) {
        result.denied = errno == EACCES || errno == EPERM;
        result.error = fmt::format("cannot open {} to check its content: {}", device.string(),
                                   errno ? std::strerror(errno) : "libblkid failed");
        return result;
    }
    blkid_probe_enable_superblocks(probe.get(), 1);
    blkid_probe_set_superblocks_flags(probe.get(), BLKID_SUBLKS_TYPE | BLKID_SUBLKS_USAGE |
                                                       BLKID_SUBLKS_UUID | BLKID_SUBLKS_LABEL);
    blkid_probe_enable_partitions(probe.get(), 1);

    switch (blkid_do_safeprobe(probe.get())) {
    case 0:
        if (auto type = lookup(probe.get(), "TYPE"); !type.empty()) {
            result.type = type;
            result.usage = lookup(probe.get(), "USAGE");
            result.uuid = lookup(probe.get(), "UUID");
            result.label = lookup(probe.get(), "LABEL");
        } else if (auto table = lookup(probe.get(), "PTTYPE"); !table.empty()) {
            result.type = table;
            result.usage = "partition table";
        }
        break;
    case 1:
        break; // nothing found
    case -2:
        result.type = "ambivalent";
        result.usage = "other";
        break; // more than one signature: certainly not blank
    default:
        result.error = fmt::format("cannot read the content of {}: {}", device.string(),
                                   errno ? std::strerror(errno) : "libblkid probe failed");
    }
    return result;
}

} // namespace am::drives
