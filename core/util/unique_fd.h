#pragma once

#include <utility>

namespace am::util {

// Owns one file descriptor and closes it exactly once: when destroyed, on
// reset(), or never once release() handed it over. Move-only; -1 is empty.
class UniqueFd {
public:
    UniqueFd() = default;
    explicit UniqueFd(int fd) noexcept : fd_(fd) {}
    UniqueFd(UniqueFd&& other) noexcept : fd_(other.release()) {}
    UniqueFd& operator=(UniqueFd&& other) noexcept
    {
        reset(other.release());
        return *this;
    }
    UniqueFd(const UniqueFd&) = delete;
    UniqueFd& operator=(const UniqueFd&) = delete;
    ~UniqueFd() { reset(); }

    int get() const noexcept { return fd_; }
    bool valid() const noexcept { return fd_ >= 0; }
    // Gives the descriptor up, unclosed; this owner is empty afterwards.
    [[nodiscard]] int release() noexcept { return std::exchange(fd_, -1); }
    // Closes the descriptor held (if any, and unless it is `fd`) and holds `fd`.
    void reset(int fd = -1) noexcept;

private:
    int fd_ = -1;
};

// pipe2(O_CLOEXEC) into two owners. False (errno set, both left as they
// were) when the kernel refuses.
bool openPipe(UniqueFd& read_end, UniqueFd& write_end);

} // namespace am::util
