#include "ui/arrays/wizard/wizard_state.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>
#include <set>

#include "core/drives/transport.h"
#include "core/raid/backend_geometry.h"
#include "ui/drives/drives_model.h"
#include "ui/drives/in_use_text.h"
#include "ui/helper/helper_request.h"

namespace am::ui {

std::vector<std::string> WizardState::members() const
{
    // A backend without hot spares makes every picked drive a member.
    const bool spare_kept = raid::supports(backend, raid::Capability::Spares);
    std::vector<std::string> out;
    for (const auto& path : picked)
        if (!spare_kept || std::find(spares.begin(), spares.end(), path) == spares.end())
            out.push_back(path);
    return out;
}

std::vector<const drives::BlockDevice*> WizardState::pickedDevices() const
{
    std::vector<const drives::BlockDevice*> out;
    for (const auto& path : picked)
        if (const auto* device = scan.find(path)) out.push_back(device);
    return out;
}

std::vector<std::uint64_t> WizardState::memberSizes() const
{
    std::vector<std::uint64_t> sizes;
    for (const auto& path : members())
        if (const auto* device = scan.find(path)) sizes.push_back(device->size_bytes);
    return sizes;
}

raid::Plan WizardState::plan() const
{
    using raid::Capability;
    const auto offers = [this](Capability capability) {
        return raid::supports(backend, capability);
    };
    raid::Plan plan;
    plan.backend = backend;
    plan.level = level;
    plan.members = members();
    if (offers(Capability::Spares)) plan.spares = spares;
    if (raid::usesChunk(level) && offers(Capability::Chunk)) plan.chunk_bytes = chunk_bytes;
    plan.metadata = backend == raid::Backend::Imsm ? raid::Metadata::Imsm : metadata;
    // imsm takes the crash consistency choice too (PPL); the core refuses a bitmap there, saying
    // why, rather than the wizard dropping it.
    if (offers(Capability::Bitmap) || backend == raid::Backend::Imsm) plan.bitmap = bitmap;
    if (level == raid::Level::Raid10 && offers(Capability::Layout)) plan.layout = layout;
    if (backend == raid::Backend::Md || backend == raid::Backend::Imsm) {
        plan.consistency_policy = consistency_policy;
        plan.write_journal = write_journal;
    }
    plan.name = name;
    if (backend == raid::Backend::Btrfs) {
        plan.btrfs_mixed = btrfs_mixed;
        if (!btrfs_mixed) plan.metadata_level = metadata_level;
    }
    return plan;
}

raid::Geometry WizardState::geometry(raid::Level for_level) const
{
    raid::Plan probe = plan();
    probe.level = for_level;
    return raid::planGeometry(probe, memberSizes());
}

bool listedInWizard(const drives::BlockDevice& device)
{
    if (device.size_bytes == 0) return false; // unbound loop, empty reader
    return device.transport != drives::Transport::Md && device.transport != drives::Transport::Dm;
}

bool canPick(const drives::BlockDevice& device, QString* why)
{
    QString reason;
    if (device.read_only)
        reason = QCoreApplication::translate("am::ui::ArrayWizard", "read-only");
    else if (device.inUse()) {
        const bool unverified_only =
            std::all_of(device.in_use_reasons.begin(), device.in_use_reasons.end(),
                        [](const auto& r) { return drives::isNotChecked(r.kind); });
        reason =
            unverified_only
                ? QCoreApplication::translate(
                      "am::ui::ArrayWizard",
                      "not checked: its content could not be read as this user (use \"Check with administrator rights\")")
                : describeReasons(device).join(QStringLiteral("; "));
    } else if (!device.is_partition && !device.partitions.empty())
        reason = QCoreApplication::translate(
            "am::ui::ArrayWizard",
            "has partitions: pick a partition, or wipe the partition table first");
    if (why) *why = reason;
    return reason.isEmpty();
}

QString mixedDrivesWarning(const std::vector<const drives::BlockDevice*>& devices)
{
    if (devices.size() < 2) return {};
    QStringList parts;
    const auto [smallest, largest] =
        std::minmax_element(devices.begin(), devices.end(),
                            [](auto* a, auto* b) { return a->size_bytes < b->size_bytes; });
    // md uses the smallest member's size on every member; 1 % is within what
    // "same model" drives differ by and is not worth a warning.
    if ((*largest)->size_bytes - (*smallest)->size_bytes > (*largest)->size_bytes / 100) {
        const std::uint64_t lost = [&] {
            std::uint64_t sum = 0;
            for (const auto* d : devices) sum += d->size_bytes - (*smallest)->size_bytes;
            return sum;
        }();
        parts
            << QCoreApplication::translate(
                   "am::ui::ArrayWizard",
                   "Mixed sizes: every member is used only up to the smallest (%1); %2 of the larger drives stays unused.")
                   .arg(sizeText((*smallest)->size_bytes, util::SizeUnits::Decimal),
                        sizeText(lost, util::SizeUnits::Decimal));
    }
    std::set<drives::Transport> transports;
    std::set<bool> rotational;
    for (const auto* d : devices) {
        transports.insert(d->transport);
        rotational.insert(d->rotational);
    }
    if (transports.size() > 1 || rotational.size() > 1)
        parts << QCoreApplication::translate(
            "am::ui::ArrayWizard",
            "Mixed transports or media: the slowest member sets the pace of a striped array.");
    return parts.join(QLatin1Char(' '));
}

helper::PlanFields planFieldsOf(const raid::Plan& plan)
{
    helper::PlanFields fields;
    fields.level = raid::toString(plan.level);
    fields.members = plan.members;
    fields.spares = plan.spares;
    fields.name = plan.name;
    fields.metadata = raid::toString(plan.metadata);
    fields.chunk_bytes = plan.chunk_bytes;
    if (plan.bitmap) fields.bitmap = raid::toString(*plan.bitmap);
    if (plan.layout) fields.layout = raid::toString(*plan.layout);
    if (plan.metadata == raid::Metadata::Imsm) fields.container = plan.container_name;
    fields.backend = raid::toString(plan.backend);
    if (plan.metadata_level) fields.metadata_level = raid::toString(*plan.metadata_level);
    fields.mixed = plan.btrfs_mixed;
    if (plan.consistency_policy)
        fields.consistency_policy = raid::toString(*plan.consistency_policy);
    fields.write_journal = plan.write_journal;
    fields.write_mostly = plan.write_mostly;
    return fields;
}

QJsonObject planRequest(const raid::Plan& plan, const QString& op)
{
    QJsonObject request = requestObject(helper::PlanRequest{planFieldsOf(plan)});
    request.insert(QStringLiteral("op"), op); // create takes the same keys
    return request;
}

bool isValidArrayName(const QString& name)
{
    static const QRegularExpression rule(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_.-]{0,31}$"));
    return rule.match(name).hasMatch();
}

QString levelTitle(raid::Level level)
{
    switch (level) {
    case raid::Level::Raid0:
        return QCoreApplication::translate("am::ui::ArrayWizard", "RAID 0 (stripe)");
    case raid::Level::Raid1:
        return QCoreApplication::translate("am::ui::ArrayWizard", "RAID 1 (mirror)");
    case raid::Level::Raid5:
        return QCoreApplication::translate("am::ui::ArrayWizard", "RAID 5 (single parity)");
    case raid::Level::Raid6:
        return QCoreApplication::translate("am::ui::ArrayWizard", "RAID 6 (double parity)");
    case raid::Level::Raid10:
        return QCoreApplication::translate("am::ui::ArrayWizard", "RAID 10 (striped mirrors)");
    case raid::Level::Raid1c3:
        return QCoreApplication::translate("am::ui::ArrayWizard", "RAID 1C3 (three copies)");
    }
    return {};
}

QString levelPurpose(raid::Level level)
{
    switch (level) {
    case raid::Level::Raid0:
        return QCoreApplication::translate(
            "am::ui::ArrayWizard",
            "Speed and full capacity for scratch data: one failed drive loses everything.");
    case raid::Level::Raid1:
        return QCoreApplication::translate(
            "am::ui::ArrayWizard",
            "Keeps working with all but one drive failed; reads spread, writes go to every drive.");
    case raid::Level::Raid5:
        return QCoreApplication::translate(
            "am::ui::ArrayWizard",
            "Capacity of all but one drive and survives one failure; small writes are slow (read-modify-write).");
    case raid::Level::Raid6:
        return QCoreApplication::translate(
            "am::ui::ArrayWizard",
            "Survives any two failures, for many or large drives with long rebuilds; small writes are slower still.");
    case raid::Level::Raid10:
        return QCoreApplication::translate(
            "am::ui::ArrayWizard",
            "Fast random writes with redundancy, at half the capacity: the database choice.");
    case raid::Level::Raid1c3:
        return QCoreApplication::translate(
            "am::ui::ArrayWizard",
            "btrfs keeps three copies of every block on three of the drives: survives two failures, at a third of the capacity.");
    }
    return {};
}

} // namespace am::ui
