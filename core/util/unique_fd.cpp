#include "core/util/unique_fd.h"

#include <fcntl.h>
#include <unistd.h>

namespace am::util {

void UniqueFd::reset(int fd) noexcept
{
    const int old = std::exchange(fd_, fd);
    // Not retried on EINTR: Linux frees the descriptor whatever close()
    // returns, and a second close could hit one another thread just opened.
    if (old >= 0 && old != fd) ::close(old);
}

bool openPipe(UniqueFd& read_end, UniqueFd& write_end)
{
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) return false;
    read_end.reset(fds[0]);
    write_end.reset(fds[1]);
    return true;
}

} // namespace am::util
