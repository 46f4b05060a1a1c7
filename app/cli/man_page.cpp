#include "app/cli/man_page.h"

#include <fmt/format.h>

namespace am::cli {

namespace {

// roff treats a leading '.' or '\'' as a request and '\' as an escape;
// '-' must be "\-" to stay an ASCII hyphen-minus that can be copied into a shell.
std::string escape(const std::string& text)
{
    std::string out;
    out.reserve(text.size() + 8);
    for (char c : text) {
        if (c == '\\')
            out += "\\e";
        else if (c == '-')
            out += "\\-";
        else
            out += c;
    }
    if (!out.empty() && (out.front() == '.' || out.front() == '\'')) out.insert(0, "\\&");
    return out;
}

std::string optionSignature(const CLI::Option& option)
{
    if (!option.nonpositional()) return fmt::format("\\fI{}\\fR", escape(option.get_name(true)));
    std::string names;
    for (const auto& s : option.get_snames())
        names += fmt::format("{}\\fB\\-{}\\fR", names.empty() ? "" : ", ", escape(s));
    for (const auto& l : option.get_lnames())
        names += fmt::format("{}\\fB\\-\\-{}\\fR", names.empty() ? "" : ", ", escape(l));
    if (option.get_type_size_max() > 0)
        names += fmt::format(" \\fI{}\\fR", escape(option.get_type_name()));
    return names;
}

std::string fullName(const CLI::App& app)
{
    std::string name = app.get_name();
    for (const CLI::App* parent = app.get_parent(); parent != nullptr;
         parent = parent->get_parent())
        name = parent->get_name() + " " + name;
    return name;
}

void renderCommand(const CLI::App& command, std::string& out)
{
    std::string usage;
    for (const CLI::Option* option : command.get_options()) {
        if (option == command.get_help_ptr()) continue;
        if (option->get_positional())
            usage += fmt::format(" \\fI{}\\fR{}", escape(option->get_name(true)),
                                 option->get_items_expected_max() > 1 ? "..." : "");
    }
    const auto subcommands =
        command.get_subcommands([](const CLI::App* sub) { return !sub->get_disabled(); });
    if (!subcommands.empty()) usage += " \\fICOMMAND\\fR";
    out += fmt::format(".SS \"{}\"\n", escape(fullName(command)));
    out += fmt::format("\\fB{}\\fR [\\fIOPTIONS\\fR]{}\n.PP\n{}\n", escape(fullName(command)),
                       usage, escape(command.get_description()));
    for (const CLI::Option* option : command.get_options()) {
        if (option == command.get_help_ptr()) continue;
        std::string text = escape(option->get_description());
        if (option->get_required()) text += " (required)";
        out += fmt::format(".TP\n{}\n{}\n", optionSignature(*option), text);
    }
    for (const CLI::App* sub : subcommands) renderCommand(*sub, out);
}

} // namespace

std::string renderManPage(const CLI::App& app, const std::string& version)
{
    std::string out;
    out += fmt::format(".TH ARRAYMARK\\-CLI 1 \"\" \"ArrayMark {}\" \"User Commands\"\n",
                       escape(version));
    out += ".SH NAME\narraymark\\-cli \\- list drives, build Linux md arrays and measure them\n";
    out += ".SH SYNOPSIS\n\\fBarraymark\\-cli\\fR \\fICOMMAND\\fR [\\fIOPTIONS\\fR]\n.br\n"
           "\\fBarraymark\\-cli\\fR \\fICOMMAND\\fR \\fB\\-\\-help\\fR\n";
    out +=
        ".SH DESCRIPTION\n" + escape(app.get_description()) +
        ".\n.PP\n"
        "The headless twin of the ArrayMark desktop application. Every command prints what it does; commands "
        "that write to a device need that device named on the command line.\n";
    out += ".SH COMMANDS\n";
    for (const CLI::App* sub :
         app.get_subcommands([](const CLI::App* s) { return !s->get_disabled(); }))
        renderCommand(*sub, out);
    out +=
        ".SH EXIT STATUS\n.TP\n0\nSuccess.\n.TP\n1\nThe command failed (the message says what and on which device).\n"
        ".TP\n2\nBad input: one line naming the value and the rule; nothing was changed.\n";
    out +=
        ".SH EXAMPLES\n.nf\n"
        "arraymark\\-cli drives \\-\\-json\n"
        "arraymark\\-cli array plan \\-\\-name data \\-\\-level raid10 /dev/nvme0n1 /dev/nvme1n1\n"
        "arraymark\\-cli bench \\-\\-preset quick \\-\\-target ./arraymark\\-test.bin \\-\\-runtime 2\n"
        "arraymark\\-cli estimate \\-\\-level raid5 \\-\\-members 4 \\-\\-reference single\\-nvme\n"
        ".fi\n";
    out +=
        ".SH ENVIRONMENT\n.TP\nARRAYMARK_PRESETS\nA directory searched first for benchmark preset files.\n";
    out +=
        ".SH FILES\n.TP\n~/.config/ArrayMark/presets/\nYour own preset files, searched after \\fBARRAYMARK_PRESETS\\fR "
        "(\\fB$XDG_CONFIG_HOME/ArrayMark/presets/\\fR when that is set); a file that does not parse is skipped with a warning.\n"
        ".TP\n/usr/share/arraymark/presets/\nThe presets shipped with ArrayMark (\\fBarraymark\\-cli presets\\fR lists them).\n";
    out +=
        ".SH SEE ALSO\n\\fBmdadm\\fR(8), \\fBfio\\fR(1); \\fBarraymark\\fR, the desktop application.\n";
    return out;
}

std::string unknownSubcommand(const CLI::App& app, int argc, const char* const* argv)
{
    const CLI::App* current = &app;
    for (int i = 1; i < argc; ++i) {
        const std::string word = argv[i];
        if (word.empty() || word.front() == '-') break; // options start; CLI11 handles the rest
        const auto subs =
            current->get_subcommands([](const CLI::App* s) { return !s->get_disabled(); });
        if (subs.empty()) break; // a positional argument of a leaf command
        const CLI::App* next = nullptr;
        for (const CLI::App* sub : subs)
            if (sub->check_name(word)) next = sub;
        if (next == nullptr) {
            std::string known;
            for (const CLI::App* sub : subs) known += (known.empty() ? "" : ", ") + sub->get_name();
            return fmt::format("unknown command '{}' for '{}' (commands: {})", word,
                               fullName(*current), known);
        }
        current = next;
    }
    return {};
}

} // namespace am::cli
