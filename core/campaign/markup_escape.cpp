#include "core/campaign/markup_escape.h"

namespace am::campaign {

namespace {

// HTML's entity for the five characters markup gives a meaning; nullptr for any other.
const char* htmlEntity(char c)
{
    switch (c) {
    case '&':
        return "&amp;";
    case '<':
        return "&lt;";
    case '>':
        return "&gt;";
    case '"':
        return "&quot;";
    case '\'':
        return "&#39;";
    default:
        return nullptr;
    }
}

} // namespace

std::string escapeMarkup(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (const char c : text)
        if (const char* entity = htmlEntity(c))
            out += entity;
        else
            out += c;
    return out;
}

std::string escapeMarkdown(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '"':
        case '\'':
            out += c; // plain in Markdown text
            break;
        case '|':
        case '\\':
        case '*':
        case '_':
        case '`':
        case '[':
        case ']':
            out += '\\';
            out += c;
            break;
        case '\n':
        case '\r':
            out += ' ';
            break;
        default:
            if (const char* entity = htmlEntity(c))
                out += entity;
            else
                out += c;
        }
    }
    return out;
}

} // namespace am::campaign
