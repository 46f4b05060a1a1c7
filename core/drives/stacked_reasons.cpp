#include "core/drives/stacked_reasons.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/drives/own_reasons.h"

namespace am::drives {

namespace {

using Kind = InUseReason::Kind;
using Chain = DeviceChain;

// Real stacks are two or three deep (dm over md over partitions); a deeper one
// is a fixture or a kernel we do not understand: in use rather than guessed.
constexpr std::size_t kMaxStackDepth = 8;

std::string joinDetails(const std::vector<InUseReason>& reasons)
{
    std::vector<std::string> details;
    for (const auto& reason : reasons) details.push_back(reason.detail);
    return fmt::format("{}", fmt::join(details, "; "));
}

// Works out verdicts over the whole scan: a device stacked on others (loop,
// dm) inherits their reasons, a partition those of its disk held as a whole.
class VerdictBuilder {
public:
    explicit VerdictBuilder(const ScanResult& scan) : scan_(scan) {}

    // Everything that makes `device` in use. Holder links to the devices in
    // `above` are left out: they are the stack asking, not a reason of its own.
    std::vector<InUseReason> full(const BlockDevice& device, const Chain& above) const
    {
        std::vector<InUseReason> reasons = wholeDevice(device, above, true);
        if (device.is_partition) {
            if (const BlockDevice* disk = scan_.find(device.parent))
                addDiskReasons(reasons, *disk, above);
        } else {
            for (const auto& part : device.partitions) addPartitionReasons(reasons, part, above);
        }
        return reasons;
    }

private:
    // What the kernel and the content say about the device itself, plus what it
    // inherits from below; not its partitions', not its disk's.
    std::vector<InUseReason> wholeDevice(const BlockDevice& device, const Chain& above,
                                         bool follow_shared_file) const
    {
        std::vector<InUseReason> reasons = ownReasons(scan_, device, above);
        if (above.size() >= kMaxStackDepth) {
            reasons.push_back({Kind::Unverified, device.name,
                               fmt::format("{} is stacked more than {} devices deep: not checked",
                                           device.name, kMaxStackDepth)});
            return reasons;
        }
        Chain chain = above;
        chain.push_back(device.name);
        if (device.transport == Transport::Loop)
            addLoopBacking(reasons, device, chain, follow_shared_file);
        if (device.transport == Transport::Dm)
            for (const auto& slave : device.slaves) addBacking(reasons, slave, chain, true);
        return reasons;
    }

    void addLoopBacking(std::vector<InUseReason>& reasons, const BlockDevice& loop,
                        const Chain& chain, bool follow_shared_file) const
    {
        if (!loop.backing_device.empty()) {
            addBacking(reasons, loop.backing_device, chain, false);
            return;
        }
        if (loop.backing_file.empty()) return;
        // Over a regular file: free unless the file itself is in use.
        if (loop.backing_file_swap)
            reasons.push_back({Kind::BackedByInUse,
                               loop.backing_file,
                               fmt::format("backed by {}: active swap", loop.backing_file),
                               {{Kind::Swap, "", "active swap"}}});
        if (!follow_shared_file) return;
        for (const auto& other : scan_.drives) {
            if (other.transport != Transport::Loop || other.name == loop.name ||
                other.backing_file != loop.backing_file || !other.backing_device.empty() ||
                inChain(chain, other.name))
                continue;
            // Every loop over the file is a sibling of this one: one level is all of them.
            std::vector<InUseReason> causes = wholeDevice(other, chain, false);
            for (const auto& part : other.partitions) addPartitionReasons(causes, part, chain);
            // A sibling we could not read tells nothing about the file.
            std::erase_if(causes, [](const InUseReason& r) { return isNotChecked(r.kind); });
            if (causes.empty()) continue;
            InUseReason sibling{
                Kind::Holder, other.name,
                fmt::format("also backs /dev/{}: {}", other.name, joinDetails(causes)),
                std::move(causes)};
            reasons.push_back({Kind::BackedByInUse,
                               loop.backing_file,
                               fmt::format("backed by {}: {}", loop.backing_file, sibling.detail),
                               {std::move(sibling)}});
        }
    }

    // `chain` ends with the device asking; `name` is what it is built on.
    void addBacking(std::vector<InUseReason>& reasons, const std::string& name, const Chain& chain,
                    bool skip_signature) const
    {
        const std::string subject = "/dev/" + name;
        if (inChain(chain, name)) {
            reasons.push_back({Kind::Unverified, subject,
                               fmt::format("stacked in a cycle through {}: not checked", subject)});
            return;
        }
        const BlockDevice* below = scan_.find(name);
        if (!below) {
            reasons.push_back({Kind::Unverified, subject,
                               fmt::format("built on {}, which the scan did not find", subject)});
            return;
        }
        std::vector<InUseReason> causes = full(*below, chain);
        // The signature under a dm device is the mapping's own metadata (LVM2_member,
        // crypto_LUKS), not data the mapping's user could lose; an active use still counts.
        if (skip_signature) std::erase_if(causes, isContentOnly);
        if (causes.empty()) return;
        const std::string detail = fmt::format("backed by {}: {}", subject, joinDetails(causes));
        // Unreadable below (a scan without root): a question for a scan that can
        // read it, as the device's own unreadable content is, not a known use.
        if (std::all_of(causes.begin(), causes.end(),
                        [](const InUseReason& r) { return isNotChecked(r.kind); })) {
            const bool denied = std::any_of(causes.begin(), causes.end(), [](const InUseReason& r) {
                return r.kind == Kind::NeedsAdmin;
            });
            if (denied)
                reasons.push_back({Kind::NeedsAdmin, subject, detail});
            else
                reasons.push_back({Kind::Unverified, detail, detail});
            return;
        }
        reasons.push_back({Kind::BackedByInUse, subject, detail, std::move(causes)});
    }

    void addPartitionReasons(std::vector<InUseReason>& reasons, const BlockDevice& part,
                             const Chain& above) const
    {
        for (const auto& reason : wholeDevice(part, above, true)) {
            // Content that could not be checked is the partition's concern; the
            // disk repeats only what is known to be in use.
            if (isNotChecked(reason.kind)) continue;
            reasons.push_back({Kind::PartitionInUse,
                               part.name,
                               fmt::format("{}: {}", part.name, reason.detail),
                               {reason}});
        }
    }

    // A disk mounted, swap or held as a whole (md, dm, loop, O_EXCL) owns
    // every byte of its partitions too. Its content (the partition table) does not.
    void addDiskReasons(std::vector<InUseReason>& reasons, const BlockDevice& disk,
                        const Chain& above) const
    {
        std::vector<InUseReason> causes = wholeDevice(disk, above, true);
        std::erase_if(
            causes, [](const InUseReason& r) { return isContentOnly(r) || isNotChecked(r.kind); });
        if (causes.empty()) return;
        reasons.push_back({Kind::DiskInUse, disk.name,
                           fmt::format("disk {}: {}", disk.name, joinDetails(causes)),
                           std::move(causes)});
    }

    const ScanResult& scan_;
};

} // namespace

std::vector<InUseReason> stackedInUseReasons(const ScanResult& scan, const BlockDevice& device)
{
    return VerdictBuilder(scan).full(device, {});
}

} // namespace am::drives
