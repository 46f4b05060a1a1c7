#include "core/raid/mdstat.h"

#include <charconv>

#include "core/raid/text_lines.h"
#include "core/raid/types.h"

namespace am::raid {

namespace {

constexpr const char* kWhat = "/proc/mdstat";

[[noreturn]] void fail(const Line& line, const char* problem)
{
    throw ParseError(kWhat, line.number, std::string(line.text), problem);
}

template <typename T> std::optional<T> number(std::string_view text)
{
    T value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || text.empty())
        return std::nullopt;
    return value;
}

template <typename T> T numberOrFail(std::string_view text, const Line& line, const char* problem)
{
    const auto value = number<T>(text);
    if (!value) fail(line, problem);
    return *value;
}

MdstatMember parseMember(std::string_view word, const Line& line)
{
    // sdb1[2](S)(W)
    const auto open = word.find('[');
    const auto close = word.find(']', open == std::string_view::npos ? 0 : open);
    if (open == 0 || open == std::string_view::npos || close == std::string_view::npos)
        fail(line, "member is not NAME[N]");
    MdstatMember member;
    member.name = word.substr(0, open);
    member.index = numberOrFail<std::uint32_t>(word.substr(open + 1, close - open - 1), line,
                                               "member index is not a number");
    std::string_view flags = word.substr(close + 1);
    while (!flags.empty()) {
        if (flags.size() < 3 || flags[0] != '(' || flags[2] != ')')
            fail(line, "member flag is not (X)");
        switch (flags[1]) {
        case 'S':
            member.spare = true;
            break;
        case 'F':
            member.faulty = true;
            break;
        case 'W':
            member.write_mostly = true;
            break;
        case 'J':
            member.journal = true;
            break;
        case 'R':
            member.replacement = true;
            break;
        default:
            fail(line, "unknown member flag");
        }
        flags.remove_prefix(3);
    }
    return member;
}

void parseHeader(MdstatArray& array, std::string_view rest, const Line& line)
{
    const auto words = splitWords(rest);
    if (words.empty()) fail(line, "array line without state");
    std::size_t i = 0;
    if (words[i] == "active")
        array.active = true;
    else if (words[i] != "inactive")
        fail(line, "array state is neither active nor inactive");
    ++i;
    for (; i < words.size() && words[i].starts_with('('); ++i) {
        if (words[i] == "(read-only)")
            array.read_only = true;
        else if (words[i] == "(auto-read-only)")
            array.auto_read_only = true;
        else
            fail(line, "unknown array flag");
    }
    if (array.active && i < words.size() && words[i].find('[') == std::string_view::npos)
        array.level = words[i++];
    for (; i < words.size(); ++i) array.members.push_back(parseMember(words[i], line));
}

void parseStatusLine(MdstatArray& array, const std::vector<std::string_view>& words,
                     const Line& line)
{
    // 5860147200 blocks super 1.2 level 5, 512k chunk, algorithm 2 [4/3] [UUU_]
    array.blocks_kib = numberOrFail<std::uint64_t>(words[0], line, "block count is not a number");
    for (std::size_t i = 2; i < words.size(); ++i) {
        const std::string_view word = words[i];
        if (word == "super" && i + 1 < words.size()) {
            array.super = words[++i];
        } else if ((word == "chunk," || word == "chunk" || word == "chunks") && i > 2) {
            std::string_view size = words[i - 1];
            if (!size.ends_with('k') && !size.ends_with('K')) fail(line, "chunk size is not NNNk");
            size.remove_suffix(1);
            array.chunk_bytes =
                numberOrFail<std::uint64_t>(size, line, "chunk size is not a number") * 1024;
        } else if (word.size() >= 2 && word.front() == '[' && word.back() == ']') {
            const std::string_view inner = word.substr(1, word.size() - 2);
            const auto slash = inner.find('/');
            if (slash != std::string_view::npos) {
                array.raid_disks = numberOrFail<std::uint32_t>(inner.substr(0, slash), line,
                                                               "[n/m] is not numbers");
                array.working_disks = numberOrFail<std::uint32_t>(inner.substr(slash + 1), line,
                                                                  "[n/m] is not numbers");
            } else {
                if (inner.find_first_not_of("U_") != std::string_view::npos)
                    fail(line, "health is not [U_...]");
                array.health = inner;
            }
        }
    }
}

void parseSyncLine(MdstatArray& array, std::string_view content, const Line& line)
{
    // [==>....]  recovery = 12.6% (37043392/292945152) finish=127.5min speed=33440K/sec
    if (content.starts_with('[')) {
        const auto close = content.find(']');
        if (close == std::string_view::npos) fail(line, "progress bar without ]");
        content = trimView(content.substr(close + 1));
    }
    const auto equals = content.find('=');
    if (equals == std::string_view::npos) fail(line, "progress line without '='");
    MdstatSync sync;
    sync.action = trimView(content.substr(0, equals));
    if (sync.action.empty()) fail(line, "progress line without an action");
    const auto words = splitWords(content.substr(equals + 1));
    if (words.empty() || !words[0].ends_with('%')) fail(line, "progress without a percentage");
    std::string_view percent = words[0];
    percent.remove_suffix(1);
    const auto parsed = number<double>(percent);
    if (!parsed || *parsed < 0 || *parsed > 100)
        fail(line, "percentage is not a number from 0 to 100");
    sync.percent = *parsed;
    for (std::size_t i = 1; i < words.size(); ++i) {
        const std::string_view word = words[i];
        if (word.starts_with('(') && word.ends_with(')')) {
            const std::string_view inner = word.substr(1, word.size() - 2);
            const auto slash = inner.find('/');
            if (slash == std::string_view::npos) fail(line, "progress blocks are not (done/total)");
            sync.done_kib = numberOrFail<std::uint64_t>(inner.substr(0, slash), line,
                                                        "progress blocks are not numbers");
            sync.total_kib = numberOrFail<std::uint64_t>(inner.substr(slash + 1), line,
                                                         "progress blocks are not numbers");
        } else if (word.starts_with("finish=") && word.ends_with("min")) {
            sync.finish_minutes = number<double>(word.substr(7, word.size() - 10));
            if (!sync.finish_minutes) fail(line, "finish is not N.Nmin");
        } else if (word.starts_with("speed=") && word.ends_with("K/sec")) {
            sync.speed_kib_per_s = number<std::uint64_t>(word.substr(6, word.size() - 11));
            if (!sync.speed_kib_per_s) fail(line, "speed is not NK/sec");
        }
    }
    array.sync = sync;
}

void parseDetailLine(MdstatArray& array, const Line& line)
{
    const std::string_view content = trimView(line.text);
    const auto words = splitWords(content);
    if (words.empty()) return;
    if (words.size() >= 2 && words[1] == "blocks" && number<std::uint64_t>(words[0])) {
        parseStatusLine(array, words, line);
    } else if (content.starts_with("bitmap:")) {
        array.bitmap = trimView(content.substr(7));
    } else if (content.ends_with("=PENDING") || content.ends_with("=DELAYED") ||
               content.ends_with("=REMOTE")) {
        array.sync_waiting = content;
    } else if (content.find(" = ") != std::string_view::npos ||
               content.find("% (") != std::string_view::npos) {
        parseSyncLine(array, content, line);
    }
    // Anything else is a detail line a newer kernel added: skipped on purpose.
}

} // namespace

std::string MdstatArray::containerName() const
{
    // external:/md127/0 (some kernels print external:-md127/0 while frozen)
    const std::string prefix = "external:";
    if (!super.starts_with(prefix) || super.size() <= prefix.size() + 1) return "";
    const std::string rest = super.substr(prefix.size() + 1);
    if (super[prefix.size()] != '/' && super[prefix.size()] != '-') return "";
    return rest.substr(0, rest.find('/'));
}

const MdstatArray* Mdstat::find(std::string_view name) const
{
    for (const auto& array : arrays)
        if (array.name == name) return &array;
    return nullptr;
}

Mdstat parseMdstat(std::string_view text)
{
    Mdstat mdstat;
    MdstatArray* current = nullptr;
    for (const Line& line : splitLines(text)) {
        const std::string_view content = trimView(line.text);
        if (content.empty()) {
            current = nullptr;
            continue;
        }
        const bool indented = line.text.front() == ' ' || line.text.front() == '\t';
        if (indented) {
            if (!current) fail(line, "detail line outside an array");
            parseDetailLine(*current, line);
            continue;
        }
        if (content.starts_with("Personalities :") || content.starts_with("Personalities:")) {
            for (auto word : splitWords(content.substr(content.find(':') + 1))) {
                if (word.size() < 3 || word.front() != '[' || word.back() != ']')
                    fail(line, "personality is not [name]");
                mdstat.personalities.emplace_back(word.substr(1, word.size() - 2));
            }
            current = nullptr;
        } else if (content.starts_with("unused devices:")) {
            for (auto word : splitWords(content.substr(15)))
                if (word != "<none>") mdstat.unused.emplace_back(word);
            current = nullptr;
        } else if (content.starts_with("read_ahead")) {
            current = nullptr; // 2.4-era line, nothing to learn from it
        } else {
            const auto colon = content.find(" : ");
            if (colon == std::string_view::npos || colon == 0)
                fail(line, "expected \"mdN : state ...\"");
            mdstat.arrays.emplace_back();
            current = &mdstat.arrays.back();
            current->name = content.substr(0, colon);
            if (current->name.find_first_of(" \t") != std::string::npos)
                fail(line, "array name contains a blank");
            parseHeader(*current, content.substr(colon + 3), line);
        }
    }
    return mdstat;
}

} // namespace am::raid
