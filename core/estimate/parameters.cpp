#include "core/estimate/parameters.h"

#include <fmt/format.h>

#include "core/estimate/errors.h"

namespace am::estimate {

std::string_view toString(MixRule rule)
{
    return rule == MixRule::TimeShare ? "timeshare" : "measured";
}

MixRule parseMixRule(std::string_view text)
{
    if (text == "timeshare") return MixRule::TimeShare;
    if (text == "measured") return MixRule::MeasuredColumns;
    throw InputError(fmt::format("mix rule '{}': must be timeshare or measured", text));
}

} // namespace am::estimate
