#include "core/raid/consistency.h"

namespace am::raid {

const ConsistencyInfo& consistencyInfo(ConsistencyPolicy policy)
{
    for (const ConsistencyInfo& row : kConsistencyPolicies)
        if (row.policy == policy) return row;
    return kConsistencyPolicies.front(); // unreachable: every policy has a row
}

std::string toString(ConsistencyPolicy policy) { return std::string(consistencyInfo(policy).name); }

std::optional<ConsistencyPolicy> parseConsistencyPolicy(std::string_view text)
{
    for (const ConsistencyInfo& row : kConsistencyPolicies)
        if (row.name == text) return row.policy;
    return std::nullopt;
}

std::string settableConsistencyList()
{
    std::string list;
    for (const ConsistencyInfo& row : kConsistencyPolicies)
        if (row.settable) list += (list.empty() ? "" : ", ") + std::string(row.name);
    return list;
}

} // namespace am::raid
