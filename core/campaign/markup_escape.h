#pragma once

#include <string>
#include <string_view>

namespace am::campaign {

// Text for HTML and SVG (element content and quoted attributes alike).
std::string escapeMarkup(std::string_view text);
// Text for a GitHub-flavoured Markdown table cell or paragraph: the markup
// characters as HTML entities (GitHub renders raw HTML), pipes escaped,
// newlines as spaces.
std::string escapeMarkdown(std::string_view text);

} // namespace am::campaign
