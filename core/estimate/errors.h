#pragma once

#include <stdexcept>

namespace am::estimate {

// Input the estimator cannot use (a plan breaking md's rules, an unknown
// reference, an unreadable or malformed profile). The message names the value
// and the rule, so the CLI can show it as is (exit 2).
class InputError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

} // namespace am::estimate
