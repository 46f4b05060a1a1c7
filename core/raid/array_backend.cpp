#include "core/raid/array_backend.h"

#include <stdexcept>

#include <fmt/format.h>

#include "core/raid/btrfs/btrfs_backend.h"
#include "core/raid/lvm/lvm_backend.h"
#include "core/raid/md_backend.h"
#include "core/raid/zfs/zfs_backend.h"

namespace am::raid {

const ArrayBackend& arrayBackend(Backend backend)
{
    switch (backend) {
    case Backend::Md:
        return mdBackend();
    case Backend::Imsm:
        return imsmBackend();
    case Backend::Lvm:
        return lvmBackend();
    case Backend::Btrfs:
        return btrfsBackend();
    case Backend::Zfs:
        return zfsBackend();
    }
    throw std::logic_error("arrayBackend: a Backend without an implementation");
}

void requireCapability(Backend backend, Capability capability, std::string_view what)
{
    if (supports(backend, capability)) return;
    const std::string_view read_only = backendInfo(backend).read_only;
    if (!read_only.empty()) throw MissingCapability(fmt::format("cannot {}: {}", what, read_only));
    throw MissingCapability(fmt::format(
        "the {} backend cannot {} (see `arraymark-cli array backends`)", toString(backend), what));
}

Capability capabilityOf(MemberAction action)
{
    switch (action) {
    case MemberAction::Fail:
        return Capability::Fail;
    case MemberAction::Remove:
        return Capability::Remove;
    case MemberAction::Add:
        return Capability::Add;
    case MemberAction::ReAdd:
        return Capability::ReAdd;
    case MemberAction::Replace:
        return Capability::Replace;
    case MemberAction::Repair:
        return Capability::Repair;
    }
    return Capability::Replace;
}

} // namespace am::raid
