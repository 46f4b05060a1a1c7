#include "ui/bench/helper_bench.h"

#include <QCoreApplication>

#include "ui/helper/helper_request.h"

namespace am::ui {

namespace {
std::string customRw(const bench::CustomSweep& sweep)
{
    const std::uint32_t share = sweep.read_shares.front();
    if (sweep.pattern == bench::Pattern::Random)
        return share == 100 ? "randread" : share == 0 ? "randwrite" : "randrw";
    return share == 100 ? "read" : share == 0 ? "write" : "rw";
}
} // namespace

HelperBenchRequest helperBenchRequest(const RunRequest& run, const bench::CustomSweep* custom)
{
    HelperBenchRequest out;
    helper::BenchRequest r;
    r.target = run.target.toStdString();
    double runtime = run.runtime_s;
    double ramp = run.ramp_s;
    if (custom) {
        if (const int cells = static_cast<int>(custom->cells()); cells != 1) {
            // A plain name as the count: lupdate misses a cast there, and the message with it.
            out.error = QCoreApplication::translate(
                "am::ui::HelperBench",
                "The custom job has %n cell(s), but the privileged helper runs one cell per request. "
                "Give it one block size, one read share and one queue depth to run it on a raw device.",
                "", cells);
            return out;
        }
        r.rw = customRw(*custom);
        r.bs_bytes = custom->block_sizes.front();
        r.read_share = custom->read_shares.front();
        r.qd = custom->queue_depths.front();
        r.jobs = custom->workers;
        // The custom job's own times unless the page overrides them, as the preset file would.
        if (runtime <= 0) runtime = custom->runtime_s;
        if (ramp < 0) ramp = custom->ramp_s;
    } else {
        r.preset = run.preset.toStdString();
    }
    // The helper accepts 0.1 s .. 1 day per cell; 0 on the page means "the preset's own".
    if (runtime > 0) r.runtime_seconds = std::max(0.1, runtime);
    if (ramp >= 0) r.ramp_seconds = ramp;
    // A device smaller than the presets' range is measured whole (BenchPage::start sets bytes).
    bool is_bytes = false;
    const qint64 size_bytes = run.size.toLongLong(&is_bytes);
    if (is_bytes && size_bytes > 0) r.size_bytes = static_cast<std::uint64_t>(size_bytes);
    // Only after the typed confirmation (RunRequest::allow_write_device is set by it).
    r.allow_write = !run.allow_write_device.isEmpty();
    r.modes = run.modes;
    if (run.repeats.repeat > 1) {
        r.repeat = run.repeats.repeat;
        r.settle_seconds = run.repeats.settle_s;
    }
    if (run.repeats.precondition_passes > 0)
        r.precondition_passes = run.repeats.precondition_passes;
    out.request = requestObject(r);
    return out;
}

} // namespace am::ui
