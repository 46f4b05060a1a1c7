#include "core/raid/mdadm_alerts.h"

#include <array>
#include <cctype>
#include <fmt/format.h>
#include <sys/stat.h>

#include "core/raid/text_lines.h"

namespace am::raid {

namespace {

// mdadm's keywords in the order its conf.c matches an abbreviation against them.
constexpr std::array kKeywords{"DEVICE", "ARRAY",    "MAILADDR",    "MAILFROM", "PROGRAM",
                               "CREATE", "HOMEHOST", "HOMECLUSTER", "AUTO",     "POLICY"};

std::string upper(std::string_view text)
{
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

// The keyword a line's first word spells, or "" (a continuation, a comment, unknown).
std::string keywordOf(std::string_view line)
{
    if (line.empty() || line.front() == ' ' || line.front() == '\t' || line.front() == '#')
        return "";
    const auto words = splitWords(line);
    if (words.empty() || words[0].size() < 3) return "";
    const std::string word = upper(words[0]);
    for (const char* keyword : kKeywords)
        if (std::string_view(keyword).starts_with(word)) return keyword;
    return "";
}

bool isContinuation(std::string_view line)
{
    return !line.empty() && (line.front() == ' ' || line.front() == '\t') &&
           !trimView(line).empty() && !trimView(line).starts_with('#');
}

std::string_view withoutComment(std::string_view line) { return line.substr(0, line.find('#')); }

} // namespace

AlertSettings parseAlertSettings(std::string_view conf_text)
{
    AlertSettings settings;
    const auto lines = splitLines(conf_text);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string keyword = keywordOf(lines[i].text);
        if (keyword != "MAILADDR" && keyword != "MAILFROM" && keyword != "PROGRAM") continue;
        std::vector<std::string_view> words = splitWords(withoutComment(lines[i].text));
        for (std::size_t j = i + 1; j < lines.size() && isContinuation(lines[j].text); ++j)
            for (const auto word : splitWords(withoutComment(lines[j].text))) words.push_back(word);
        if (words.size() < 2) continue;
        std::optional<std::string>& slot = keyword == "MAILADDR"   ? settings.mailaddr
                                           : keyword == "MAILFROM" ? settings.mailfrom
                                                                   : settings.program;
        if (slot) continue; // the first line wins
        if (keyword == "MAILFROM") {
            std::string from;
            for (std::size_t w = 1; w < words.size(); ++w)
                from += (w > 1 ? " " : "") + std::string(words[w]);
            slot = from;
        } else {
            slot = std::string(words[1]);
        }
    }
    return settings;
}

std::string setConfKeyword(std::string_view conf_text, std::string_view keyword,
                           const std::optional<std::string>& value)
{
    const std::string wanted = upper(keyword);
    const std::string replacement = value ? fmt::format("{} {}\n", wanted, *value) : "";
    std::string out;
    bool placed = false;
    const auto lines = splitLines(conf_text);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (keywordOf(lines[i].text) != wanted) {
            if (i + 1 < lines.size() || !lines[i].text.empty())
                out += std::string(lines[i].text) + "\n";
            continue;
        }
        if (!placed) out += replacement;
        placed = true;
        while (i + 1 < lines.size() && isContinuation(lines[i + 1].text)) ++i;
    }
    if (!placed && value) {
        if (!out.empty() && !out.ends_with('\n')) out += '\n';
        out += replacement;
    }
    return out;
}

std::optional<std::string> mailAddressProblem(std::string_view address)
{
    if (address.empty()) return "the address is empty";
    if (address.size() > 254) return "the address is longer than 254 characters";
    const auto at = address.find('@');
    const std::string_view local = address.substr(0, at);
    static constexpr std::string_view kLocal = "!#$%&'*+/=?^_`{|}~.-";
    if (local.empty()) return fmt::format("\"{}\" has nothing before the @", address);
    for (const char c : local)
        if (!std::isalnum(static_cast<unsigned char>(c)) &&
            kLocal.find(c) == std::string_view::npos)
            return fmt::format("\"{}\": '{}' is not allowed in a mail address (one address, no "
                               "blanks, quotes or commas)",
                               address, c);
    if (at == std::string_view::npos) return std::nullopt; // a local user ("root")
    const std::string_view domain = address.substr(at + 1);
    if (domain.empty()) return fmt::format("\"{}\" has no domain after the @", address);
    std::size_t start = 0;
    while (start <= domain.size()) {
        const auto dot = domain.find('.', start);
        const std::string_view label = domain.substr(start, dot - start);
        if (label.empty() || label.front() == '-' || label.back() == '-')
            return fmt::format("\"{}\": the domain \"{}\" is not a host name", address, domain);
        for (const char c : label)
            if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-')
                return fmt::format("\"{}\": the domain \"{}\" is not a host name", address, domain);
        if (dot == std::string_view::npos) break;
        start = dot + 1;
    }
    return std::nullopt;
}

std::optional<std::string> programProblem(const std::filesystem::path& path)
{
    const std::string text = path.string();
    if (text.empty()) return "the program path is empty";
    if (!path.is_absolute()) return fmt::format("\"{}\" is not an absolute path", text);
    if (text.size() > 4096) return "the program path is longer than 4096 characters";
    static constexpr std::string_view kAllowed = "._+-@/";
    for (const char c : text)
        if (!std::isalnum(static_cast<unsigned char>(c)) &&
            kAllowed.find(c) == std::string_view::npos)
            return fmt::format("\"{}\": '{}' is not allowed (mdadm runs the first word without a "
                               "shell: letters, digits and ._+-@/ only)",
                               text, c);
    for (const auto& part : path)
        if (part == "." || part == "..") return fmt::format("\"{}\" has a . or .. component", text);
    struct stat info {};
    if (::stat(text.c_str(), &info) != 0) return fmt::format("\"{}\" does not exist", text);
    if (!S_ISREG(info.st_mode)) return fmt::format("\"{}\" is not a regular file", text);
    if ((info.st_mode & 0111) == 0) return fmt::format("\"{}\" is not executable", text);
    // mdadm --monitor runs it as root: nobody but root may change what runs.
    if (info.st_uid != 0 || (info.st_mode & 022) != 0)
        return fmt::format("\"{}\" must be owned by root and writable by root alone (mdadm's "
                           "monitor runs it as root)",
                           text);
    return std::nullopt;
}

std::vector<AlertValueProblem> alertChangeProblems(const std::optional<std::string>& mailaddr,
                                                   const std::optional<std::string>& program)
{
    std::vector<AlertValueProblem> problems;
    if (mailaddr && !mailaddr->empty())
        if (auto problem = mailAddressProblem(*mailaddr))
            problems.push_back({"mailaddr", *mailaddr, "bad_mail_address", std::move(*problem)});
    if (program && !program->empty())
        if (auto problem = programProblem(*program))
            problems.push_back({"program", *program, "bad_program", std::move(*problem)});
    return problems;
}

bool isMdadmMonitor(const std::vector<std::string>& argv)
{
    if (argv.empty()) return false;
    const std::string& program = argv[0];
    const auto slash = program.rfind('/');
    if ((slash == std::string::npos ? program : program.substr(slash + 1)) != "mdadm") return false;
    for (std::size_t i = 1; i < argv.size(); ++i)
        if (argv[i] == "--monitor" || argv[i] == "-F" || argv[i] == "--follow") return true;
    return false;
}

std::vector<std::string> splitCmdline(std::string_view cmdline)
{
    std::vector<std::string> words;
    while (!cmdline.empty()) {
        const auto nul = cmdline.find('\0');
        words.emplace_back(cmdline.substr(0, nul));
        if (nul == std::string_view::npos) break;
        cmdline.remove_prefix(nul + 1);
    }
    return words;
}

} // namespace am::raid
