#pragma once

#include <QJsonObject>
#include <QString>

#include "core/bench/custom_preset.h"
#include "ui/bench/bench_runner.h"

namespace am::ui {

// The helper's `bench` request (docs/helper-protocol.md) for a run on a raw
// device. A preset goes by name; the custom job goes as job keys, since the
// helper reads no preset file from the user: `custom` is that job. The
// helper takes one job per request, so a custom sweep of several cells
// cannot go: `error` then says why (translated) and the result is empty.
// `request` is core's helper::BenchRequest through core's serializer.
struct HelperBenchRequest {
    QJsonObject request;
    QString error;
};
HelperBenchRequest helperBenchRequest(const RunRequest& run, const bench::CustomSweep* custom);

} // namespace am::ui
