#include "ui/drives/in_use_text.h"

#include <QCoreApplication>

namespace am::ui {

namespace {
// Gives these free functions a translation context of their own.
struct InUseText {
    Q_DECLARE_TR_FUNCTIONS(InUseText)
};
QString q(const std::string& text) { return QString::fromStdString(text); }

const drives::BlockDevice* findPartition(const drives::BlockDevice& disk, const std::string& name)
{
    for (const auto& part : disk.partitions)
        if (part.name == name) return &part;
    return nullptr;
}
} // namespace

namespace {

QString describe(const drives::InUseReason& reason, const drives::BlockDevice* device);

// The reasons a stacked device inherits, described without a device of
// their own: the scan carries them inside the reason.
QString describeCauses(const std::vector<drives::InUseReason>& causes)
{
    QStringList lines;
    for (const auto& cause : causes) lines << describe(cause, nullptr);
    return lines.join(QStringLiteral("; "));
}

bool isPartitionTable(const drives::InUseReason& reason, const drives::BlockDevice* device)
{
    if (device) return device->signature_usage == "partition table";
    return reason.detail.ends_with("partition table"); // the core's own wording, when nested
}

QString describe(const drives::InUseReason& reason, const drives::BlockDevice* device)
{
    using Kind = drives::InUseReason::Kind;
    switch (reason.kind) {
    case Kind::Mounted:
        return InUseText::tr("mounted at %1").arg(q(reason.subject));
    case Kind::Swap:
        return InUseText::tr("active swap");
    case Kind::MdMember:
        return InUseText::tr("member of the md array %1").arg(q(reason.subject));
    case Kind::HeldByDm:
        return InUseText::tr("held by device-mapper %1 (LVM, LUKS or multipath)")
            .arg(q(reason.subject));
    case Kind::Holder:
        // A loop device sharing this one's backing file, in use itself.
        if (!reason.causes.empty())
            return InUseText::tr("also backs %1, which is in use: %2")
                .arg(q("/dev/" + reason.subject), describeCauses(reason.causes));
        return InUseText::tr("held by %1").arg(q(reason.subject));
    case Kind::Signature:
        if (isPartitionTable(reason, device))
            return InUseText::tr("has a %1 partition table").arg(q(reason.subject));
        return InUseText::tr("has a %1 signature (data may be on it)").arg(q(reason.subject));
    case Kind::Unverified:
        return InUseText::tr("content could not be checked: %1").arg(q(reason.subject));
    case Kind::NeedsAdmin:
        if (!reason.subject.empty())
            return InUseText::
                tr("%1, which it is built on, cannot be read as this user: needs administrator rights")
                    .arg(q(reason.subject));
        return InUseText::tr("its content cannot be read as this user: needs administrator rights");
    case Kind::PartitionInUse: {
        if (!reason.causes.empty())
            return InUseText::tr("partition %1: %2")
                .arg(q(reason.subject), describeCauses(reason.causes));
        const auto* part = device ? findPartition(*device, reason.subject) : nullptr;
        if (!part) return InUseText::tr("partition %1 is in use").arg(q(reason.subject));
        QStringList inner;
        for (const auto& r : part->in_use_reasons)
            if (!drives::isNotChecked(r.kind)) inner << describe(r, part);
        return InUseText::tr("partition %1: %2")
            .arg(q(reason.subject), inner.join(QStringLiteral("; ")));
    }
    case Kind::BackedByInUse:
        return InUseText::tr("backed by %1, which is in use: %2")
            .arg(q(reason.subject), describeCauses(reason.causes));
    case Kind::DiskInUse:
        return InUseText::tr("its disk %1 is in use as a whole: %2")
            .arg(q(reason.subject), describeCauses(reason.causes));
    case Kind::OpenExclusive:
        return InUseText::tr(
            "opened exclusively by another process (a running benchmark, mkfs or another tool)");
    case Kind::LvmMember:
        // Causes: the LVM mappings holding it now.
        if (reason.causes.empty())
            return InUseText::tr("LVM physical volume (no active volume group)");
        return InUseText::tr("LVM physical volume of the volume group %1, which is active")
            .arg(q(reason.subject));
    case Kind::BtrfsMember:
        // Causes: the filesystem mounted through another of its devices.
        if (reason.causes.empty())
            return InUseText::tr("device of the btrfs filesystem %1").arg(q(reason.subject));
        return InUseText::tr("device of the btrfs filesystem %1, which is %2")
            .arg(q(reason.subject), describeCauses(reason.causes));
    case Kind::ZfsMember:
        return InUseText::tr("device of the ZFS pool %1").arg(q(reason.subject));
    }
    return q(reason.detail);
}

} // namespace

QString describeReason(const drives::InUseReason& reason, const drives::BlockDevice& device)
{
    return describe(reason, &device);
}

QStringList describeReasons(const drives::BlockDevice& device)
{
    QStringList lines;
    for (const auto& reason : device.in_use_reasons) lines << describeReason(reason, device);
    return lines;
}

QString statusText(const drives::BlockDevice& device)
{
    if (drives::verdictOf(device) == drives::Verdict::NeedsAdmin)
        return InUseText::tr("Not checked");
    if (device.inUse()) return InUseText::tr("In use");
    if (device.size_bytes == 0) return InUseText::tr("Empty");
    return InUseText::tr("Free");
}

} // namespace am::ui
