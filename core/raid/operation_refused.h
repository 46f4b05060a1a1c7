#pragma once

#include <stdexcept>
#include <string>

namespace am::raid {

// An operation on an existing array that the core refuses by a rule of its own (the rule ids
// are the helper's, core/helper/rule_ids.cpp): the CLI prints the message, the helper answers
// with the rule, the GUI has a sentence for it. Nothing was written.
class OperationRefused : public std::runtime_error {
public:
    OperationRefused(std::string rule, const std::string& message)
        : std::runtime_error(message), rule_(std::move(rule))
    {
    }
    const std::string& rule() const { return rule_; }

private:
    std::string rule_;
};

} // namespace am::raid
