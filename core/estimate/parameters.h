#pragma once

#include <optional>
#include <string_view>

namespace am::estimate {

// How a read/write mix is costed on a member.
enum class MixRule {
    // Time share: time per I/O = r/R + w/W from the member's pure-read (R) and
    // pure-write (W) IOPS at that size. The rule; the default.
    TimeShare,
    // The same time-share rule, but between the member's measured mixed
    // columns (piecewise), so a drive's own mixed-load behaviour is kept.
    MeasuredColumns,
};

std::string_view toString(MixRule rule);
MixRule parseMixRule(std::string_view text); // "timeshare" | "measured"

// Every assumption of the model, named, with its default and why.
struct Parameters {
    MixRule mix_rule = MixRule::TimeShare;

    // Share of its profiled load each member carries in the array: 1 means
    // the array is driven with enough outstanding I/O to keep every member as
    // busy as it was when its profile was measured (the profile's QD per
    // member). Below 1 models a lighter load (e.g. QD1 spread over members).
    double member_utilisation = 1.0;

    // Members serving ONE sequential read stream on raid1: md's read balancing
    // keeps a sequential stream on one mirror (it picks the disk whose last
    // position is nearest), so 1. Several streams can use all mirrors.
    double raid1_sequential_read_members = 1.0;

    // md's resync/rebuild rate limits, bytes/s per array. Defaults are the
    // kernel's own: /proc/sys/dev/raid/speed_limit_min = 1000 KiB/s and
    // speed_limit_max = 200000 KiB/s. md rebuilds at up to max when the array
    // is idle and falls back towards min while other I/O runs.
    double md_speed_limit_min_bytes_per_s = 1000.0 * 1024;
    double md_speed_limit_max_bytes_per_s = 200000.0 * 1024;

    // Outstanding I/Os per member assumed for the latency estimate (Little's
    // law: latency = outstanding / IOPS) when the profile neither states its
    // queue depth nor has measured latencies to derive it from.
    double assumed_outstanding_ios = 32.0;

    // I/Os the application keeps in flight on the array in total (--qd).
    // Unset: each member is driven as hard as in its profile (the matrix at
    // the profile's own depth, scaled by member_utilisation). Set: every
    // random cell is predicted at that many requests outstanding, from how the
    // level hands them to the members (queue_depth.h); member_utilisation is
    // then not used (the CLI refuses both).
    std::optional<int> array_outstanding_ios;

    // Read share (percent) of the mixed series in the queue-depth curve; 65 is
    // a column of the reference matrix, so --mix measured has a measured cell.
    int curve_mix_read_share = 65;

    // The rule for a member's time at a size not in the profile: linear
    // between profiled sizes (time = overhead + size / bandwidth); above the
    // largest, along the last segment's slope. Not a knob, stated for the docs.
};

} // namespace am::estimate
