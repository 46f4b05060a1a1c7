#include "core/bench/job_label.h"

#include <fmt/format.h>

namespace am::bench {

std::string blockSizeLabel(std::uint64_t bytes)
{
    if (bytes >= (1U << 20) && bytes % (1U << 20) == 0) return fmt::format("{}M", bytes >> 20);
    if (bytes >= 1024 && bytes % 1024 == 0) return fmt::format("{}K", bytes >> 10);
    return fmt::format("{}B", bytes);
}

std::string mixLabel(std::uint32_t read_share)
{
    if (read_share == 100) return "read";
    if (read_share == 0) return "write";
    return fmt::format("{}/{}", read_share, 100 - read_share);
}

std::string jobShapeLabel(Pattern pattern, std::optional<std::uint64_t> block_size,
                          std::optional<std::uint32_t> queue_depth,
                          std::optional<std::uint32_t> workers)
{
    std::string label = pattern == Pattern::Random ? "RND" : "SEQ";
    if (block_size) label += blockSizeLabel(*block_size);
    if (queue_depth || workers) label += ' ';
    if (queue_depth) label += fmt::format("Q{}", *queue_depth);
    if (workers) label += fmt::format("T{}", *workers);
    return label;
}

} // namespace am::bench
