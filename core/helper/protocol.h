#pragma once

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace am::helper {

// A request was refused before anything ran. The message names the value and the rule.
class Refused : public std::runtime_error {
public:
    Refused(std::string rule, const std::string& message)
        : std::runtime_error(message), rule_(std::move(rule))
    {
    }
    const std::string& rule() const { return rule_; }

private:
    std::string rule_;
};

// One request is one line of JSON; longer lines are refused unread.
inline constexpr std::size_t kMaxRequestBytes = 64 * 1024;

// What a helper session was authorized for: pkexec picks the polkit action by
// the helper's path and its first argument (org.freedesktop.policykit.exec.argv1),
// and the helper then answers only the requests of that scope (and reads).
// RunCampaigns: one session builds, measures and deletes arrays on the campaign's drives for as
// long as the campaign runs (core/helper/campaign_request.h).
enum class Scope { ReadDevices, ManageArrays, ChangeMembers, BenchmarkRawDevice, RunCampaigns };

std::string toString(Scope scope); // "read-devices", ...
std::optional<Scope> parseScope(std::string_view text);
std::string polkitAction(Scope scope); // "org.arraymark.ArrayMark.read-devices", ...

// Scans and plans (reads) are allowed in every scope; everything else only in its own.
bool scopeAllows(Scope session, Scope needed);

} // namespace am::helper
