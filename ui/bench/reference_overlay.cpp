#include "ui/bench/reference_overlay.h"

#include <QCoreApplication>
#include <QFile>
#include <stdexcept>

#include "core/bench/reference_matrix.h"

namespace am::ui {

namespace {
const QString kResource = QStringLiteral(":/reference-overlay/single-nvme-iops-matrix.csv");

bench::ReferenceMatrix readResource()
{
    QFile file(kResource);
    if (!file.open(QIODevice::ReadOnly)) throw std::invalid_argument("the embedded reference table is missing: " + kResource.toStdString());
    return bench::parseReferenceMatrix(file.readAll().toStdString());
}
} // namespace

ChartRun loadReferenceOverlay()
{
    bench::ReferenceMatrix matrix = readResource();
    ChartRun run;
    run.kind = ChartRun::Kind::Reference;
    run.label = QCoreApplication::translate("am::ui::Reference", "reference NVMe");
    run.cells = std::move(matrix.cells);
    return run;
}

QString referenceOverlaySource()
{
    QStringList lines;
    for (const auto& line : readResource().source) lines << QString::fromStdString(line);
    return lines.join(QLatin1Char('\n'));
}

} // namespace am::ui
