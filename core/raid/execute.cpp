#include "core/raid/execute.h"

#include <cerrno>
#include <cstring>
#include <fstream>

#include <fmt/format.h>

#include "core/raid/mdadm_export.h"
#include "core/util/text_file.h"

namespace am::raid {

namespace {

StepOutcome writeAttribute(const Step& step)
{
    StepOutcome outcome;
    outcome.step = step;
    outcome.result.argv = step.display();
    std::ofstream out(step.attribute);
    if (out) out << step.value << '\n';
    out.close();
    if (out) {
        outcome.result.exit_code = 0;
        outcome.ok = true;
    } else {
        outcome.result.exit_code = 1;
        outcome.result.err = std::strerror(errno);
        outcome.message = fmt::format("cannot write \"{}\" to {}: {}", step.value, step.attribute,
                                      outcome.result.err);
    }
    return outcome;
}

std::string firstLine(const std::string& text)
{
    const std::string trimmed = util::trim(text);
    return trimmed.substr(0, trimmed.find('\n'));
}

StepOutcome runStep(const Step& step, util::Runner& runner, const util::RunOptions& options)
{
    StepOutcome outcome;
    outcome.step = step;
    outcome.result = runner.run(step.argv, [&] {
        util::RunOptions chosen = step.timeout ? util::RunOptions{*step.timeout} : options;
        chosen.output_to_files = step.leaves_process;
        return chosen;
    }());
    const auto& result = outcome.result;
    const std::string command = util::displayCommand(step.argv);
    if (!result.start_error.empty()) {
        outcome.message = fmt::format("{}: {}", command, result.start_error);
    } else if (result.timed_out) {
        outcome.message =
            fmt::format("{}: no answer after {} ms, killed", command, result.elapsed.count());
    } else if (step.expect_no_superblock) {
        outcome.ok = examineFoundNoSuperblock(result.exit_code, result.err);
        if (!outcome.ok)
            outcome.message = fmt::format("{}: a superblock is still there (exit {}): {}", command,
                                          result.exit_code, firstLine(result.out + result.err));
    } else if (step.expect_nothing_found) {
        outcome.ok = result.exit_code == 2; // blkid: "the specified token was not found"
        if (!outcome.ok)
            outcome.message = fmt::format("{}: a signature is still there (exit {}): {}", command,
                                          result.exit_code, firstLine(result.out + result.err));
    } else {
        outcome.ok = result.exit_code == 0;
        if (!outcome.ok)
            outcome.message = fmt::format("{} exited with {}: {}", command, result.exit_code,
                                          firstLine(result.err + result.out));
    }
    return outcome;
}

} // namespace

ExecutionReport execute(const std::vector<Step>& steps, util::Runner& runner,
                        const util::RunOptions& options)
{
    ExecutionReport report;
    report.ok = true;
    for (const auto& step : steps) {
        report.outcomes.push_back(step.kind == Step::Kind::WriteAttribute
                                      ? writeAttribute(step)
                                      : runStep(step, runner, options));
        if (!report.outcomes.back().ok) {
            report.ok = false;
            break;
        }
    }
    return report;
}

} // namespace am::raid
