#include "core/bench/custom_preset.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

#include "core/bench/result_matrix.h"
#include "core/util/units.h"

namespace am::bench {

namespace {

std::vector<std::string> words(const std::string& text)
{
    std::string spaced = text;
    std::replace(spaced.begin(), spaced.end(), ',', ' ');
    std::stringstream in(spaced);
    std::vector<std::string> out;
    for (std::string word; in >> word;) out.push_back(word);
    return out;
}

// `rule`: the id prefix of the field ("read_share" -> read_share_range, read_shares_empty).
std::vector<std::uint32_t> counts(const std::string& text, const char* field,
                                  const std::string& rule, std::uint32_t min, std::uint32_t max)
{
    std::vector<std::uint32_t> out;
    for (const auto& word : words(text)) {
        std::size_t used = 0;
        unsigned long value = 0;
        try {
            value = std::stoul(word, &used);
        } catch (const std::exception&) {
            used = 0;
        }
        if (used != word.size() || value < min || value > max)
            throw CustomSweepError(rule + "_range", word,
                                   fmt::format("{} \"{}\": must be a whole number from {} to {}",
                                               field, word, min, max));
        out.push_back(static_cast<std::uint32_t>(value));
    }
    if (out.empty())
        throw CustomSweepError(rule + "s_empty", "",
                               fmt::format("{}: give at least one value", field));
    return out;
}
} // namespace

bool CustomSweep::writes() const
{
    return std::any_of(read_shares.begin(), read_shares.end(),
                       [](std::uint32_t share) { return share < 100; });
}

CustomSweep parseCustomSweep(Pattern pattern, const std::string& block_sizes,
                             const std::string& read_shares, const std::string& queue_depths,
                             std::uint32_t workers, double runtime_s, double ramp_s)
{
    CustomSweep sweep;
    sweep.pattern = pattern;
    sweep.block_sizes.clear();
    for (const auto& word : words(block_sizes)) {
        std::uint64_t bytes = 0;
        try {
            bytes = util::parseSize(word);
        } catch (const std::invalid_argument& error) {
            throw CustomSweepError("block_size_unreadable", word,
                                   fmt::format("block sizes: {}", error.what()));
        }
        if (bytes < 512 || bytes > (64ULL << 20) || bytes % 512 != 0)
            throw CustomSweepError(
                "block_size_range", word,
                fmt::format("block size \"{}\": must be a multiple of 512 B from 512 B to 64 MiB",
                            word));
        sweep.block_sizes.push_back(bytes);
    }
    if (sweep.block_sizes.empty())
        throw CustomSweepError("block_sizes_empty", "", "block sizes: give at least one value");
    sweep.read_shares = counts(read_shares, "read share", "read_share", 0, 100);
    sweep.queue_depths = counts(queue_depths, "queue depth", "queue_depth", 1, 4096);
    if (workers < 1 || workers > 256)
        throw CustomSweepError("workers_range", std::to_string(workers),
                               fmt::format("workers {}: must be from 1 to 256", workers));
    if (!(runtime_s > 0))
        throw CustomSweepError("runtime_positive", fmt::format("{}", runtime_s),
                               "seconds per cell: must be more than 0");
    if (ramp_s < 0)
        throw CustomSweepError("ramp_negative", fmt::format("{}", ramp_s),
                               "ramp: must be 0 or more seconds");
    sweep.workers = workers;
    sweep.runtime_s = runtime_s;
    sweep.ramp_s = ramp_s;
    if (sweep.cells() > kMaxCustomCells)
        throw CustomSweepError(
            "too_many_cells", std::to_string(sweep.cells()),
            fmt::format("{} cells: at most {} in one run", sweep.cells(), kMaxCustomCells));
    return sweep;
}

namespace {
template <typename T, typename F> std::string join(const std::vector<T>& values, F format)
{
    std::string out;
    for (const auto& v : values) out += (out.empty() ? "" : " ") + format(v);
    return out;
}
} // namespace

std::string blockSizesText(const CustomSweep& sweep)
{
    return join(sweep.block_sizes, [](std::uint64_t b) {
        std::string label = blockSizeLabel(b);
        std::transform(label.begin(), label.end(), label.begin(),
                       [](char c) { return static_cast<char>(std::tolower(c)); });
        return label.back() == 'b' ? label.substr(0, label.size() - 1) : label;
    });
}
std::string readSharesText(const CustomSweep& sweep)
{
    return join(sweep.read_shares, [](std::uint32_t v) { return std::to_string(v); });
}
std::string queueDepthsText(const CustomSweep& sweep)
{
    return join(sweep.queue_depths, [](std::uint32_t v) { return std::to_string(v); });
}

nlohmann::json customPresetDocument(const CustomSweep& sweep)
{
    return nlohmann::json{
        {"name", kCustomPresetName},
        {"description", "Written by the ArrayMark workspace's custom job editor"},
        {"defaults", {{"runtime", sweep.runtime_s}, {"ramp", sweep.ramp_s}}},
        {"cells",
         nlohmann::json::array({{{"rw", sweep.pattern == Pattern::Random ? "randrw" : "rw"},
                                 {"bs", sweep.block_sizes},
                                 {"read_share", sweep.read_shares},
                                 {"qd", sweep.queue_depths},
                                 {"jobs", sweep.workers}}})}};
}

} // namespace am::bench
