// Reads `lvs --reportformat json` (lvm2 2.03) into ArrayStatus: one per visible raid LV,
// its members found by walking the hidden rimage sub-LVs' devices to their PVs.
#include "core/raid/lvm/lvm_report.h"

#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "core/raid/lvm/lvm_report_rows.h"

namespace am::raid {

namespace {

// "raid5_ls" -> "raid5", "raid0_meta" -> "raid0"; empty for segtypes that are not raid.
std::string raidLevel(const std::string& segtype)
{
    if (segtype == "raid10" || segtype.starts_with("raid10_")) return "raid10";
    const std::string base = segtype.substr(0, segtype.find('_'));
    for (const char* level : {"raid0", "raid1", "raid4", "raid5", "raid6"})
        if (base == level) return base;
    return {};
}

bool missingDevice(const std::string& name)
{
    return name == "[unknown]" || name == "unknown device"; // lvm's two spellings
}

class Report {
public:
    Report(const LvsSource& source, std::vector<LvsRow> rows)
        : source_(source), rows_(std::move(rows))
    {
        for (std::size_t i = 0; i < rows_.size(); ++i) {
            auto [it, fresh] = by_name_.emplace(std::pair(rows_[i].vg, rows_[i].name), i);
            if (!fresh) // one row per segment: a later segment adds its devices
                rows_[it->second].devices.insert(rows_[it->second].devices.end(),
                                                 rows_[i].devices.begin(), rows_[i].devices.end());
        }
    }

    std::vector<ArrayStatus> arrays() const
    {
        std::vector<ArrayStatus> arrays;
        for (const auto& [key, index] : by_name_) {
            const LvsRow& row = rows_[index];
            if (!row.hidden && !raidLevel(row.segtype).empty()) arrays.push_back(status(row));
        }
        return arrays;
    }

private:
    const LvsRow* find(const std::string& vg, const std::string& name) const
    {
        const auto it = by_name_.find({vg, name});
        return it == by_name_.end() ? nullptr : &rows_[it->second];
    }

    // "bench_rimage_0(0)" -> "bench_rimage_0"
    std::string entryName(const LvsRow& row, const std::string& entry) const
    {
        const auto open = entry.rfind('(');
        if (open == std::string::npos || open == 0 || entry.back() != ')')
            source_.fail(row.line, fmt::format("device \"{}\" of {}/{} is not NAME(EXTENT)", entry,
                                               row.vg, row.name));
        std::string name = entry.substr(0, open);
        if (!missingDevice(name) && name.size() > 2 && name.front() == '[' && name.back() == ']')
            name = name.substr(1, name.size() - 2);
        return name;
    }

    // The PV under a leg: through sub-LVs (rimage, integrity's iorig) down to a /dev path;
    // empty when lvm reports the device missing.
    std::string physicalVolume(const LvsRow& row, const std::string& name, int depth) const
    {
        if (missingDevice(name)) return {};
        if (name.starts_with('/')) return name;
        const LvsRow* sub = find(row.vg, name);
        if (!sub || depth > 8)
            source_.fail(row.line, fmt::format("device \"{}\" of {}/{} is neither a /dev path "
                                               "nor an LV of {}",
                                               name, row.vg, row.name, row.vg));
        if (sub->devices.empty()) return {};
        return physicalVolume(*sub, entryName(*sub, sub->devices.front()), depth + 1);
    }

    MemberStatus member(const ArrayStatus& array, const LvsRow& row, const std::string& entry,
                        std::uint32_t slot) const
    {
        MemberStatus member;
        member.slot = slot;
        const std::string name = entryName(row, entry);
        member.path = physicalVolume(row, name, 0);
        member.name =
            member.path.empty() ? "[unknown]" : member.path.substr(member.path.rfind('/') + 1);
        const LvsRow* image = find(row.vg, name);
        const bool partial = image && image->attr[8] == 'p';
        // 'I': the image is not in sync. During the initial resync every image is; during a
        // recover the one being rebuilt is; with no sync running the kernel dropped it.
        const bool out_of_sync = image && image->attr[0] == 'I';
        if (member.path.empty() || partial)
            member.role = "faulty";
        else if (out_of_sync && array.sync_action == "recover")
            member.role = "rebuilding";
        else if (out_of_sync && array.sync_action != "resync")
            member.role = "faulty";
        else
            member.role = "active";
        return member;
    }

    ArrayState state(const ArrayStatus& array, const LvsRow& row) const
    {
        if (row.attr[4] != 'a') return ArrayState::Inactive;
        if (tooDegraded(array.level, array.raid_disks, array.degraded)) return ArrayState::Failed;
        const std::string& action = array.sync_action;
        if (action == "recover") return ArrayState::Recovering;
        // "partial": a PV is missing; "refresh needed", "repair needed": the kernel dropped a leg.
        if (array.degraded > 0 || (!array.health.empty() && array.health != "mismatches exist"))
            return ArrayState::Degraded;
        if (action == "resync") return ArrayState::Resyncing;
        if (action == "reshape") return ArrayState::Reshaping;
        if (action == "check" || action == "repair") return ArrayState::Checking;
        return ArrayState::Clean;
    }

    ArrayStatus status(const LvsRow& row) const
    {
        ArrayStatus array;
        array.backend = Backend::Lvm;
        array.name = row.vg + "/" + row.name;
        array.path = "/dev/" + array.name;
        array.uuid = row.uuid;
        array.level = raidLevel(row.segtype);
        array.metadata = "lvm2";
        array.array_state = row.attr;
        array.sync_action = row.sync_action;
        array.raid_disks = static_cast<std::uint32_t>(row.stripes.value_or(row.devices.size()));
        array.size_bytes = row.size.value_or(0);
        array.chunk_bytes = row.stripe_size.value_or(0);
        array.mismatches = row.mismatches;
        array.health = row.health;
        const bool syncing =
            !row.sync_action.empty() && row.sync_action != "idle" && row.sync_action != "frozen";
        if (syncing && row.sync_percent) array.progress = *row.sync_percent / 100.0;
        for (std::size_t slot = 0; slot < row.devices.size(); ++slot)
            array.members.push_back(
                member(array, row, row.devices[slot], static_cast<std::uint32_t>(slot)));
        array.degraded = static_cast<std::uint32_t>(
            std::count_if(array.members.begin(), array.members.end(),
                          [](const MemberStatus& m) { return m.role == "faulty"; }));
        for (const auto& [key, index] : by_name_)
            if (key.first == row.vg && key.second != row.name && !rows_[index].hidden)
                array.other_volumes.push_back(key.first + "/" + key.second);
        array.state = state(array, row);
        return array;
    }

    const LvsSource& source_;
    std::vector<LvsRow> rows_;
    std::map<std::pair<std::string, std::string>, std::size_t> by_name_;
};

} // namespace

std::vector<ArrayStatus> parseLvsReport(const std::string& text)
{
    const LvsSource source(text);
    return Report(source, readLvsRows(source)).arrays();
}

} // namespace am::raid
