#include "core/fleet/host_list.h"

#include <set>
#include <sstream>

#include <fmt/format.h>

#include "core/util/text_file.h"

namespace am::fleet {

namespace {

std::vector<std::string> words(const std::string& line)
{
    std::vector<std::string> result;
    std::istringstream in(line);
    std::string word;
    while (in >> word) result.push_back(word);
    return result;
}

// A destination is handed to ssh as one argument; one starting with '-'
// would be read as an option.
void checkDestination(const std::string& destination, const std::string& where)
{
    if (destination.starts_with('-'))
        throw HostListError(
            fmt::format("{}: host \"{}\" starts with '-'; a host name cannot", where, destination));
}

void checkUniqueNames(const std::vector<HostSpec>& hosts, const std::string& source)
{
    std::set<std::string> seen;
    for (const auto& host : hosts)
        if (!seen.insert(host.name).second)
            throw HostListError(fmt::format(
                "{}: host \"{}\" is listed twice; give one of them name=LABEL", source, host.name));
}

} // namespace

std::string toString(Transport transport)
{
    return transport == Transport::Ssh ? "ssh" : "fio-server";
}

Transport parseTransport(const std::string& text)
{
    if (text == "ssh") return Transport::Ssh;
    if (text == "fio-server") return Transport::FioServer;
    throw HostListError(fmt::format("via {}: must be ssh or fio-server", text));
}

std::vector<HostSpec> parseHostList(const std::string& text, const std::string& source)
{
    std::vector<HostSpec> hosts;
    std::istringstream in(text);
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (const auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
        const std::vector<std::string> fields = words(line);
        if (fields.empty()) continue;
        const std::string where = fmt::format("{} line {}", source, number);
        HostSpec host;
        host.destination = fields[0];
        checkDestination(host.destination, where);
        host.name = host.destination;
        for (std::size_t i = 1; i < fields.size(); ++i) {
            const auto equals = fields[i].find('=');
            if (equals == std::string::npos || equals == 0 || equals + 1 == fields[i].size())
                throw HostListError(fmt::format(
                    "{}: \"{}\": expected KEY=VALUE (via, target, cli, name)", where, fields[i]));
            const std::string key = fields[i].substr(0, equals);
            const std::string value = fields[i].substr(equals + 1);
            if (key == "via") {
                try {
                    host.transport = parseTransport(value);
                } catch (const HostListError& error) {
                    throw HostListError(fmt::format("{}: {}", where, error.what()));
                }
            } else if (key == "target") {
                host.target = value;
            } else if (key == "cli") {
                host.cli = value;
            } else if (key == "name") {
                host.name = value;
            } else {
                throw HostListError(fmt::format(
                    "{}: unknown key \"{}\"; known: via, target, cli, name", where, key));
            }
        }
        hosts.push_back(std::move(host));
    }
    if (hosts.empty()) throw HostListError(fmt::format("{}: lists no hosts", source));
    checkUniqueNames(hosts, source);
    return hosts;
}

std::vector<HostSpec> parseHostArgument(const std::string& argument)
{
    std::vector<HostSpec> hosts;
    std::size_t start = 0;
    while (start <= argument.size()) {
        const auto comma = argument.find(',', start);
        const std::string item =
            argument.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        if (item.empty() || item.find_first_of(" \t") != std::string::npos)
            throw HostListError(
                fmt::format("--hosts {}: an empty or blank host between commas", argument));
        checkDestination(item, "--hosts");
        hosts.push_back(HostSpec{item, item, std::nullopt, "", ""});
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    checkUniqueNames(hosts, "--hosts");
    return hosts;
}

std::vector<HostSpec> loadHosts(const std::string& argument)
{
    std::error_code ec;
    if (std::filesystem::is_regular_file(argument, ec)) {
        const std::optional<std::string> text = util::readTextFile(argument);
        if (!text) throw HostListError(fmt::format("--hosts {}: cannot be read", argument));
        return parseHostList(*text, argument);
    }
    return parseHostArgument(argument);
}

} // namespace am::fleet
