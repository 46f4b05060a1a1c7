// UniqueFd on real descriptors: fcntl(F_GETFD) tells whether a number is
// still open, so a close too many or one missing shows.

#include "core/util/unique_fd.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <utility>

#include <gtest/gtest.h>

using am::util::UniqueFd;

namespace {

int openDevNull()
{
    const int fd = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    EXPECT_GE(fd, 0);
    return fd;
}

bool isOpen(int fd) { return ::fcntl(fd, F_GETFD) != -1; }

bool isClosed(int fd)
{
    errno = 0;
    return ::fcntl(fd, F_GETFD) == -1 && errno == EBADF;
}

} // namespace

TEST(UniqueFd, ClosesWhatItHoldsWhenDestroyed)
{
    const int fd = openDevNull();
    {
        UniqueFd owner(fd);
        EXPECT_EQ(owner.get(), fd);
        EXPECT_TRUE(owner.valid());
        EXPECT_TRUE(isOpen(fd));
    }
    EXPECT_TRUE(isClosed(fd));
}

TEST(UniqueFd, AnEmptyOwnerClosesNothing)
{
    const int bystander = openDevNull();
    {
        UniqueFd empty;
        EXPECT_FALSE(empty.valid());
        EXPECT_EQ(empty.get(), -1);
        empty.reset();
    }
    EXPECT_TRUE(isOpen(bystander));
    ::close(bystander);
}

TEST(UniqueFd, AMovedFromOwnerDoesNotCloseTheDescriptorAgain)
{
    const int fd = openDevNull();
    UniqueFd target;
    {
        UniqueFd source(fd);
        target = std::move(source);
        EXPECT_FALSE(source.valid());
    }
    // The source is gone: the descriptor must still be open, held by target.
    EXPECT_TRUE(isOpen(fd));
    EXPECT_EQ(target.get(), fd);
    {
        UniqueFd constructed(std::move(target));
        EXPECT_FALSE(target.valid());
        EXPECT_TRUE(isOpen(fd));
    }
    EXPECT_TRUE(isClosed(fd));
}

TEST(UniqueFd, MoveAssignmentClosesTheDescriptorItReplaces)
{
    const int replaced = openDevNull();
    const int kept = openDevNull();
    UniqueFd target(replaced);
    target = UniqueFd(kept);
    EXPECT_TRUE(isClosed(replaced));
    EXPECT_TRUE(isOpen(kept));
    EXPECT_EQ(target.get(), kept);
}

TEST(UniqueFd, ASelfMoveKeepsTheDescriptorOpen)
{
    const int fd = openDevNull();
    UniqueFd owner(fd);
    UniqueFd& alias = owner;
    owner = std::move(alias);
    EXPECT_EQ(owner.get(), fd);
    EXPECT_TRUE(isOpen(fd));
}

TEST(UniqueFd, ResetClosesTheOldDescriptorAndHoldsTheNewOne)
{
    const int old_fd = openDevNull();
    const int new_fd = openDevNull();
    UniqueFd owner(old_fd);
    owner.reset(new_fd);
    EXPECT_TRUE(isClosed(old_fd));
    EXPECT_TRUE(isOpen(new_fd));
    EXPECT_EQ(owner.get(), new_fd);
    owner.reset(new_fd); // the same number again is not a replacement
    EXPECT_TRUE(isOpen(new_fd));
    owner.reset();
    EXPECT_TRUE(isClosed(new_fd));
    EXPECT_FALSE(owner.valid());
}

TEST(UniqueFd, ReleaseHandsTheDescriptorOverUnclosed)
{
    const int fd = openDevNull();
    int handed = -1;
    {
        UniqueFd owner(fd);
        handed = owner.release();
        EXPECT_FALSE(owner.valid());
    }
    EXPECT_EQ(handed, fd);
    EXPECT_TRUE(isOpen(fd));
    ::close(handed);
}

TEST(UniqueFd, OpenPipeGivesTwoConnectedCloseOnExecEnds)
{
    UniqueFd read_end, write_end;
    ASSERT_TRUE(am::util::openPipe(read_end, write_end));
    EXPECT_NE(::fcntl(read_end.get(), F_GETFD) & FD_CLOEXEC, 0);
    EXPECT_NE(::fcntl(write_end.get(), F_GETFD) & FD_CLOEXEC, 0);
    ASSERT_EQ(::write(write_end.get(), "x", 1), 1);
    write_end.reset();
    // Non-blocking, so an end left open fails the last read instead of hanging it.
    ASSERT_EQ(::fcntl(read_end.get(), F_SETFL, O_NONBLOCK), 0);
    char got[2] = {};
    EXPECT_EQ(::read(read_end.get(), got, sizeof got), 1);
    EXPECT_EQ(got[0], 'x');
    EXPECT_EQ(::read(read_end.get(), got, sizeof got), 0); // the write end is closed
}
