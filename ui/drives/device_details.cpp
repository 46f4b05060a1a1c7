#include "ui/drives/device_details.h"

#include <QCoreApplication>
#include <QStringList>

#include "ui/drives/drives_model.h"
#include "ui/drives/health_details.h"
#include "ui/drives/in_use_text.h"
#include "ui/drives/pcie_path_text.h"

namespace am::ui {

namespace {
struct DetailsText {
    Q_DECLARE_TR_FUNCTIONS(DetailsText)
};

QString q(const std::string& text) { return QString::fromStdString(text).toHtmlEscaped(); }

void row(QString& html, const QString& label, const QString& value)
{
    if (value.isEmpty()) return;
    html +=
        QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(label.toHtmlEscaped(), value);
}

const drives::MdArray* findArray(const drives::ScanResult& scan, const std::string& name)
{
    for (const auto& array : scan.arrays)
        if (array.name == name) return &array;
    return nullptr;
}
} // namespace

QString deviceDetailsHtml(const drives::BlockDevice& d, const drives::ScanResult& scan,
                          util::SizeUnits units)
{
    QString html = QStringLiteral("<h3>%1</h3><table cellspacing='4'>").arg(q(d.path));
    row(html, DetailsText::tr("Model"), q(d.model));
    row(html, DetailsText::tr("Serial"), q(d.serial));
    row(html, DetailsText::tr("Firmware"), q(d.firmware));
    row(html, DetailsText::tr("Size"),
        DetailsText::tr("%1 (%2 bytes)").arg(sizeText(d.size_bytes, units)).arg(d.size_bytes));
    row(html, DetailsText::tr("Transport"), q(drives::toString(d.transport)));
    row(html, DetailsText::tr("Media"), mediaText(d));
    row(html, DetailsText::tr("Sector size"),
        DetailsText::tr("%1 bytes logical, %2 bytes physical")
            .arg(d.logical_block_size)
            .arg(d.physical_block_size));
    if (d.nvme) {
        row(html, DetailsText::tr("NVMe controller"), q(d.nvme->controller));
        row(html, DetailsText::tr("NVMe subsystem"), q(d.nvme->subsystem));
        row(html, DetailsText::tr("PCI address"), q(d.nvme->pci_address));
        if (!d.nvme->link_speed.empty()) {
            QString link = linkText(d);
            if (!d.nvme->max_link_speed.empty() && d.nvme->max_link_width)
                link += DetailsText::tr(" (capable of %1 x%2)")
                            .arg(q(d.nvme->max_link_speed))
                            .arg(*d.nvme->max_link_width);
            row(html, DetailsText::tr("PCIe link"), link);
        }
        row(html, DetailsText::tr("Path to the CPU"), pciePathText(d, scan).toHtmlEscaped());
    }
    row(html, DetailsText::tr("Backing file"), q(d.backing_file));
    if (!d.backing_device.empty())
        row(html, DetailsText::tr("Backing device"), q("/dev/" + d.backing_device));
    if (!d.backing_file_on.empty())
        row(html, DetailsText::tr("Backing file is on"), q("/dev/" + d.backing_file_on));
    if (d.transport == drives::Transport::Dm && !d.slaves.empty()) {
        QStringList below;
        for (const auto& slave : d.slaves) below << q("/dev/" + slave);
        row(html, DetailsText::tr("Built on"), below.join(QStringLiteral(", ")));
    }
    if (!d.signature_type.empty())
        row(html, DetailsText::tr("Signature"),
            QStringLiteral("%1 (%2)").arg(q(d.signature_type), q(d.signature_usage)));
    if (const auto* array =
            d.transport == drives::Transport::Md ? findArray(scan, d.name) : nullptr) {
        QStringList members;
        for (const auto& m : array->members) members << q(m);
        row(html, DetailsText::tr("RAID level"), q(array->level));
        row(html, DetailsText::tr("Array state"), q(array->array_state));
        row(html, DetailsText::tr("Members"), members.join(QStringLiteral(", ")));
    }
    html += QStringLiteral("</table>");

    const QStringList reasons = describeReasons(d);
    if (reasons.isEmpty()) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(d.size_bytes == 0
                             ? DetailsText::tr("Empty: no medium or nothing bound to it.")
                                   .toHtmlEscaped()
                             : DetailsText::tr("Free: not mounted, not held, no signature found.")
                                   .toHtmlEscaped());
    } else {
        const QString heading =
            drives::verdictOf(d) == drives::Verdict::NeedsAdmin
                ? DetailsText::tr(
                      "Not checked: this user may not read it. ArrayMark will not write to it "
                      "until a scan with administrator rights finds it free:")
                : DetailsText::tr("In use. ArrayMark will not write to it:");
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(heading.toHtmlEscaped());
        for (const auto& reason : reasons)
            html += QStringLiteral("<li>%1</li>").arg(reason.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    return html + healthDetailsHtml(d);
}

} // namespace am::ui
