#pragma once

// The workspace's custom job editor writes its choice as a preset document
// (the format of resources/presets/*.json) that `arraymark-cli bench` finds
// through $ARRAYMARK_PRESETS, so a custom sweep runs exactly like a shipped one.

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/job.h"

namespace am::bench {

inline constexpr const char* kCustomPresetName = "custom";

// A field of the editor breaks a rule. rule() is a stable id (the GUI says it
// in the user's language), value() the offending text, what() the English
// sentence. Ids: block_size_unreadable, block_size_range, block_sizes_empty,
// read_share_range, read_shares_empty, queue_depth_range, queue_depths_empty,
// workers_range, runtime_positive, ramp_negative, too_many_cells.
class CustomSweepError : public std::invalid_argument {
public:
    CustomSweepError(std::string rule, std::string value, const std::string& message)
        : std::invalid_argument(message), rule_(std::move(rule)), value_(std::move(value))
    {
    }
    const std::string& rule() const { return rule_; }
    const std::string& value() const { return value_; }

private:
    std::string rule_;
    std::string value_;
};

inline constexpr std::size_t kMaxCustomCells =
    1000; // a typo such as "1 2 3 ... 999" should not start a day-long run

struct CustomSweep {
    Pattern pattern = Pattern::Random;
    std::vector<std::uint64_t> block_sizes{4096};
    std::vector<std::uint32_t> read_shares{100};
    std::vector<std::uint32_t> queue_depths{32};
    std::uint32_t workers = 1;
    double runtime_s = 5;
    double ramp_s = 1;

    std::size_t cells() const
    {
        return block_sizes.size() * read_shares.size() * queue_depths.size();
    }
    bool writes() const;
};

// Parses the editor's fields: lists separated by spaces or commas ("4k 64k 1m",
// "0, 50, 100"). Throws CustomSweepError naming the field, the value and the rule.
CustomSweep parseCustomSweep(Pattern pattern, const std::string& block_sizes,
                             const std::string& read_shares, const std::string& queue_depths,
                             std::uint32_t workers, double runtime_s, double ramp_s);
// "4k 64k 1m" etc.: the fields back as text, for the editor.
std::string blockSizesText(const CustomSweep& sweep);
std::string readSharesText(const CustomSweep& sweep);
std::string queueDepthsText(const CustomSweep& sweep);

nlohmann::json customPresetDocument(const CustomSweep& sweep);

} // namespace am::bench
