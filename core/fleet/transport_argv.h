#pragma once

// The command lines a fleet run starts, one per host. Built as argv vectors:
// the only shell involved is the remote login shell that ssh hands its command
// to, and every word sent there is quoted.

#include <string>
#include <vector>

namespace am::fleet {

// How the system's OpenSSH client is called. The user's own ~/.ssh/config,
// keys and known_hosts apply unless config_file replaces the config.
struct SshSettings {
    std::string program = "ssh";
    std::string config_file; // -F FILE; empty: ssh's default
    std::vector<std::string>
        options; // extra -o KEY=VALUE, after ours (ssh takes the first value given)
    int connect_timeout_s = 10;
    // A host that stops answering mid-run is given up after interval * count seconds.
    int alive_interval_s = 5;
    int alive_count = 3;
};

// One word for a POSIX shell: left bare when it is plain, else single-quoted.
std::string shellQuote(const std::string& word);

// ssh -T -o BatchMode=yes ... -- DESTINATION 'word' 'word' ...
// BatchMode: a host that would ask for a password or a host key confirmation
// fails at once with ssh's own message instead of waiting for a person.
std::vector<std::string> sshArgv(const SshSettings& ssh, const std::string& destination,
                                 const std::vector<std::string>& remote_argv);

// fio --client=DESTINATION JOBFILE --output-format=json
std::vector<std::string> fioClientArgv(const std::string& fio_program,
                                       const std::string& destination, const std::string& job_file);

} // namespace am::fleet
