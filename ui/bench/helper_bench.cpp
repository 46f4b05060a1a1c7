#include "ui/bench/helper_bench.h"

#include <QCoreApplication>

namespace am::ui {

namespace {
QString customRw(const bench::CustomSweep& sweep)
{
    const std::uint32_t share = sweep.read_shares.front();
    if (sweep.pattern == bench::Pattern::Random)
        return share == 100 ? QStringLiteral("randread") : share == 0 ? QStringLiteral("randwrite") : QStringLiteral("randrw");
    return share == 100 ? QStringLiteral("read") : share == 0 ? QStringLiteral("write") : QStringLiteral("rw");
}
} // namespace

HelperBenchRequest helperBenchRequest(const RunRequest& run, const bench::CustomSweep* custom)
{
    HelperBenchRequest out;
    QJsonObject& r = out.request;
    r.insert(QStringLiteral("op"), QStringLiteral("bench"));
    r.insert(QStringLiteral("target"), run.target);
    double runtime = run.runtime_s;
    double ramp = run.ramp_s;
    if (custom) {
        if (custom->cells() != 1) {
            out.request = {};
            out.error = QCoreApplication::translate("am::ui::HelperBench",
                                                    "The custom job has %n cell(s), but the privileged helper runs one cell per request. "
                                                    "Give it one block size, one read share and one queue depth to run it on a raw device.",
                                                    "", static_cast<int>(custom->cells()));
            return out;
        }
        r.insert(QStringLiteral("rw"), customRw(*custom));
        r.insert(QStringLiteral("bs_bytes"), static_cast<qint64>(custom->block_sizes.front()));
        r.insert(QStringLiteral("read_share"), static_cast<int>(custom->read_shares.front()));
        r.insert(QStringLiteral("qd"), static_cast<int>(custom->queue_depths.front()));
        r.insert(QStringLiteral("jobs"), static_cast<int>(custom->workers));
        // The custom job's own times unless the page overrides them, as the preset file would.
        if (runtime <= 0) runtime = custom->runtime_s;
        if (ramp < 0) ramp = custom->ramp_s;
    } else {
        r.insert(QStringLiteral("preset"), run.preset);
    }
    // The helper accepts 0.1 s .. 1 day per cell; 0 on the page means "the preset's own".
    if (runtime > 0) r.insert(QStringLiteral("runtime_seconds"), std::max(0.1, runtime));
    if (ramp >= 0) r.insert(QStringLiteral("ramp_seconds"), ramp);
    // A device smaller than the presets' range is measured whole (BenchPage::start sets bytes).
    bool is_bytes = false;
    const qint64 size_bytes = run.size.toLongLong(&is_bytes);
    if (is_bytes && size_bytes > 0) r.insert(QStringLiteral("size_bytes"), size_bytes);
    // Only after the typed confirmation (RunRequest::allow_write_device is set by it).
    if (!run.allow_write_device.isEmpty()) r.insert(QStringLiteral("allow_write"), true);
    return out;
}

} // namespace am::ui
