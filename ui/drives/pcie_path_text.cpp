#include "ui/drives/pcie_path_text.h"

#include <QCoreApplication>
#include <QStringList>
#include <cmath>

#include "core/drives/pcie_sharing.h"

namespace am::ui {

namespace {
// PCIe generations by their rate per lane: 2.5, 5, 8, 16, 32, 64 GT/s.
int generationOf(double gigatransfers)
{
    constexpr double kRates[] = {2.5, 5, 8, 16, 32, 64};
    for (int index = 0; index < 6; ++index)
        if (std::abs(gigatransfers - kRates[index]) < 0.01) return index + 1;
    return 0;
}
} // namespace

QString pcieLinkText(const drives::PcieLink& link)
{
    const int generation = generationOf(link.gigatransfers);
    return generation ? QStringLiteral("x%1 Gen%2").arg(link.width).arg(generation)
                      : QStringLiteral("x%1 %2 GT/s").arg(link.width).arg(link.gigatransfers);
}

QString pciePathText(const drives::BlockDevice& device, const drives::ScanResult& scan)
{
    if (!device.nvme || device.nvme->pcie_path.empty()) return {};
    const auto& path = device.nvme->pcie_path;
    const auto others_sharing = drives::drivesSharingALinkWith(scan, device);
    if (path.size() == 1 && others_sharing.empty())
        return {}; // its own link, shown beside it already
    QString text = pcieLinkText(path.front());
    for (std::size_t index = 1; index < path.size(); ++index) {
        const auto& link = path[index];
        if (link.chipset_uplink)
            text += QLatin1Char(' ') +
                    QCoreApplication::translate("am::ui::PciePathText", "via the chipset (DMI, %1)")
                        .arg(pcieLinkText(link));
        else
            text += QLatin1Char(' ') +
                    QCoreApplication::translate("am::ui::PciePathText", "via the switch at %1 (%2)")
                        .arg(QString::fromStdString(link.address), pcieLinkText(link));
    }
    QStringList others;
    for (const auto& name : others_sharing) others << QString::fromStdString(name);
    if (!others.isEmpty())
        text += QCoreApplication::translate("am::ui::PciePathText", ", shared with %1")
                    .arg(others.join(QStringLiteral(", ")));
    return text;
}

} // namespace am::ui
