#pragma once

#include <map>
#include <string>
#include <vector>

#include "core/util/process_runner.h"

namespace am::test {

// Replays recorded outputs: each expected argv maps to what the real tool
// printed. An argv nobody recorded fails like a missing program, so a test
// notices a command it did not expect.
class FakeRunner final : public util::Runner {
public:
    void expect(std::vector<std::string> argv, int exit_code, std::string out = "",
                std::string err = "")
    {
        util::ProcessResult result;
        result.argv = argv;
        result.exit_code = exit_code;
        result.out = std::move(out);
        result.err = std::move(err);
        recorded_[std::move(argv)] = std::move(result);
    }

    util::ProcessResult run(const std::vector<std::string>& argv, const util::RunOptions&) override
    {
        calls.push_back(argv);
        const auto it = recorded_.find(argv);
        if (it != recorded_.end()) return it->second;
        util::ProcessResult missing;
        missing.argv = argv;
        missing.start_error = "FakeRunner: no recorded output for " + util::displayCommand(argv);
        return missing;
    }

    std::vector<std::vector<std::string>> calls;

private:
    std::map<std::vector<std::string>, util::ProcessResult> recorded_;
};

// Reads a fixture file under tests/data/raid.
std::string fixture(const std::string& relative);

} // namespace am::test
