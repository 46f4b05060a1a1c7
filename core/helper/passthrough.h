#pragma once

#include <string>
#include <vector>

namespace am::helper {

// Runs argv[0] (an absolute path; never a shell) with stdin from /dev/null
// and stdout/stderr inherited, so its output reaches the caller line by
// line as it is written; the environment is the runner's (LC_ALL=C). Waits
// and returns the exit status (128+signal when killed), or -1 with `error`
// set when it could not start. Flushes stdout first.
int runPassingOutput(const std::vector<std::string>& argv, std::string& error);

} // namespace am::helper
