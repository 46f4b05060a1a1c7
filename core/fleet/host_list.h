#pragma once

// The hosts of a fleet run: `--hosts a,b,c` or a file with one host a line.
//
// File format (one host a line; '#' starts a comment; blank lines skipped):
//
//     DESTINATION [via=ssh|fio-server] [target=PATH] [cli=PATH] [name=LABEL]
//
// DESTINATION is what ssh takes ("host", "user@host", an alias from the ssh
// config) or, for fio-server, fio's "--client" form ("host", "host,port").
// The keys override the command line for that host only: target= gives each
// host its own target (hosts that share a filesystem, or differ in device
// names), cli= the path of arraymark-cli on that host.

#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace am::fleet {

class HostListError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

enum class Transport { Ssh, FioServer };

std::string toString(Transport transport);
// "ssh" or "fio-server"; throws HostListError naming the value.
Transport parseTransport(const std::string& text);

struct HostSpec {
    std::string name;        // label in output and documents; DESTINATION unless name= is given
    std::string destination; // handed to ssh or to fio --client
    std::optional<Transport> transport; // unset: the command line's --via
    std::string target;                 // empty: the command line's --target
    std::string cli;                    // empty: the command line's --remote-cli
};

// Parses the text of a hosts file; `source` names it in errors ("hosts.txt line 3: ...").
std::vector<HostSpec> parseHostList(const std::string& text, const std::string& source);
// "a,b,user@c": the comma-separated form, destinations only.
std::vector<HostSpec> parseHostArgument(const std::string& argument);
// The --hosts value: a file when one exists at that path, else the comma form.
std::vector<HostSpec> loadHosts(const std::string& argument);

} // namespace am::fleet
