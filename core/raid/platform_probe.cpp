#include "core/raid/platform_probe.h"

#include <cstdlib>
#include <string_view>

#include "core/util/text_file.h"

namespace am::raid {

bool imsmNoPlatformFromEnvironment()
{
    const char* value = std::getenv("IMSM_NO_PLATFORM");
    return value && std::string_view(value) == "1";
}

Platform probePlatform(util::Runner& runner, bool no_platform_override)
{
    const auto result =
        runner.run({"mdadm", "--detail-platform", "--export"}, {std::chrono::seconds(30)});
    Platform platform;
    if (!result.start_error.empty()) {
        platform.notes.push_back(result.start_error + " (install mdadm)");
    } else {
        platform = parsePlatformExport(result.out);
        const std::string err = util::trim(result.err);
        if (!err.empty()) platform.notes.push_back(err);
    }
    platform.no_platform_override = no_platform_override;
    return platform;
}

} // namespace am::raid
