#include "core/bench/verify_state.h"

namespace am::bench {

VerifyState::VerifyState(std::uint64_t range_start, std::uint64_t block_size, std::uint64_t blocks)
    : range_start_(range_start), block_size_(block_size), blocks_(blocks),
      generations_(new std::atomic<std::uint64_t>[blocks])
{
    for (std::uint64_t i = 0; i < blocks; ++i) generations_[i].store(0, std::memory_order_relaxed);
    report_.enabled = true;
}

void VerifyState::check(const std::byte* block, std::uint64_t offset)
{
    const std::uint64_t expected_generation = expected(offset);
    const VerifyVerdict verdict = checkBlock(block, block_size_, offset, expected_generation);
    checked_.fetch_add(1, std::memory_order_relaxed);
    if (verdict == VerifyVerdict::Ok) return;
    // A block this run never wrote may hold anything; without a header it is
    // only counted. One this run wrote must come back intact.
    if (verdict == VerifyVerdict::Unwritten && expected_generation == 0) {
        unwritten_.fetch_add(1, std::memory_order_relaxed);
        return;
    }
    bad(offset);
}

void VerifyState::bad(std::uint64_t offset)
{
    std::lock_guard lock(mutex_);
    ++report_.mismatched;
    if (report_.first_bad_offsets.size() < 16) report_.first_bad_offsets.push_back(offset);
}

void VerifyState::unreadable(std::uint64_t offset)
{
    std::lock_guard lock(mutex_);
    ++report_.unreadable;
    if (report_.first_bad_offsets.size() < 16) report_.first_bad_offsets.push_back(offset);
}

VerifyReport VerifyState::report() const
{
    std::lock_guard lock(mutex_);
    VerifyReport out = report_;
    out.blocks_checked = checked_.load();
    out.unwritten = unwritten_.load();
    return out;
}

} // namespace am::bench
