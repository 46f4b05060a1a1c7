// A stand-in for arraymark-helper (and for pkexec in front of it) in Client
// tests: answers each request line with {"ok":true,...} echoing it, writes
// two stream lines before a bench answer, and exits without answering on
// {"op":"exit"}. Started with three arguments it plays pkexec: it refuses
// with 127 when ARRAYMARK_FAKE_PKEXEC_DENY is set, else runs as the helper.
#include <cstdlib>
#include <iostream>
#include <string>

#include <nlohmann/json.hpp>

int main(int argc, char** argv)
{
    std::string via = "direct";
    std::string scope;
    if (argc == 3) {
        if (std::getenv("ARRAYMARK_FAKE_PKEXEC_DENY")) return 127;
        via = "pkexec";
        scope = argv[2];
    } else if (argc == 2) {
        scope = argv[1];
    } else {
        return 2;
    }
    std::string line;
    while (std::getline(std::cin, line)) {
        const auto request = nlohmann::json::parse(line);
        const std::string op = request.value("op", "");
        if (op == "exit") return 3;
        if (op == "bench") {
            std::cout << R"({"type":"sample","iops":1000})"
                      << "\n"
                      << R"({"type":"done"})"
                      << "\n";
        }
        std::cout << nlohmann::json{{"ok", true}, {"id", request.value("id", nlohmann::json())},
                                    {"op", op},   {"scope", scope},
                                    {"via", via}, {"steps", nlohmann::json::array()}}
                         .dump()
                  << std::endl;
    }
    return 0;
}
