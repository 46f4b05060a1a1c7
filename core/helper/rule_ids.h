#pragma once

#include <span>
#include <string_view>

namespace am::helper {

// Every "rule" a helper answer can carry, once (docs/helper-protocol.md): the
// refusals of the request parser, the scope check and the device checks, the
// RAID core's findings that refuse a create or a write, and the outcome of
// what ran. The GUI has a sentence for each (ui/bench/core_messages.cpp);
// tests check the raise sites in the sources and the GUI against this list.
std::span<const std::string_view> helperRuleIds();
bool isHelperRuleId(std::string_view rule);

} // namespace am::helper
