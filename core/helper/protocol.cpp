#include "core/helper/protocol.h"

namespace am::helper {

std::string toString(Scope scope)
{
    switch (scope) {
    case Scope::ReadDevices:
        return "read-devices";
    case Scope::ManageArrays:
        return "manage-arrays";
    case Scope::ChangeMembers:
        return "change-members";
    case Scope::BenchmarkRawDevice:
        return "benchmark-raw-device";
    case Scope::RunCampaigns:
        return "run-campaigns";
    }
    return "?";
}

std::optional<Scope> parseScope(std::string_view text)
{
    for (const Scope scope : {Scope::ReadDevices, Scope::ManageArrays, Scope::ChangeMembers,
                              Scope::BenchmarkRawDevice, Scope::RunCampaigns})
        if (text == toString(scope)) return scope;
    return std::nullopt;
}

std::string polkitAction(Scope scope) { return "org.arraymark.ArrayMark." + toString(scope); }

bool scopeAllows(Scope session, Scope needed)
{
    return needed == Scope::ReadDevices || needed == session;
}

} // namespace am::helper
