#include "core/fleet/transport_argv.h"

#include <fmt/format.h>

namespace am::fleet {

std::string shellQuote(const std::string& word)
{
    const bool plain = !word.empty() &&
                       word.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                              "0123456789-_./=:,+@%") == std::string::npos;
    if (plain) return word;
    std::string quoted = "'";
    for (char c : word) {
        if (c == '\'')
            quoted += "'\\''";
        else
            quoted += c;
    }
    return quoted + "'";
}

std::vector<std::string> sshArgv(const SshSettings& ssh, const std::string& destination,
                                 const std::vector<std::string>& remote_argv)
{
    std::vector<std::string> argv{ssh.program, "-T"};
    if (!ssh.config_file.empty()) {
        argv.push_back("-F");
        argv.push_back(ssh.config_file);
    }
    // ssh keeps the first value it sees for an option: BatchMode comes first
    // (never a password prompt), then the user's -o, which win over our defaults.
    argv.insert(argv.end(), {"-o", "BatchMode=yes"});
    for (const auto& option : ssh.options) {
        argv.push_back("-o");
        argv.push_back(option);
    }
    argv.insert(argv.end(),
                {"-o", fmt::format("ConnectTimeout={}", ssh.connect_timeout_s), "-o",
                 fmt::format("ServerAliveInterval={}", ssh.alive_interval_s), "-o",
                 fmt::format("ServerAliveCountMax={}", ssh.alive_count), "--", destination});
    for (const auto& word : remote_argv) argv.push_back(shellQuote(word));
    return argv;
}

std::vector<std::string> fioClientArgv(const std::string& fio_program,
                                       const std::string& destination, const std::string& job_file)
{
    return {fio_program, "--client=" + destination, job_file, "--output-format=json"};
}

} // namespace am::fleet
