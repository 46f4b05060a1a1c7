#include <charconv>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "core/monitor/expected_spares.h"
#include "core/raid/array_status.h"

namespace am::monitor {

std::map<std::string, std::uint32_t> expectedSpares(std::string_view mdadm_conf,
                                                    const drives::SystemRoots& roots)
{
    std::map<std::string, std::uint32_t> result;
    std::istringstream lines{std::string(mdadm_conf)};
    std::string line;
    while (std::getline(lines, line)) {
        std::istringstream words(line);
        std::string keyword, device, word;
        if (!(words >> keyword >> device) || keyword != "ARRAY") continue;
        std::optional<std::uint32_t> spares;
        while (words >> word) {
            if (word.starts_with("#")) break;
            if (!word.starts_with("spares=")) continue;
            std::uint32_t count = 0;
            const char* begin = word.data() + 7;
            const auto [end, error] = std::from_chars(begin, word.data() + word.size(), count);
            if (error == std::errc() && end == word.data() + word.size()) spares = count;
        }
        if (!spares) continue;
        try {
            result[raid::resolveArrayName(roots, device)] = *spares;
        } catch (const std::runtime_error&) {
            // not assembled now: nothing to compare with
        }
    }
    return result;
}

} // namespace am::monitor
