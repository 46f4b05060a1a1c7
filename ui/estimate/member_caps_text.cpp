#include "ui/estimate/member_caps_text.h"

#include <QCoreApplication>
#include <QLocale>

#include "ui/drives/pcie_path_text.h"

namespace am::ui {

namespace {
QString rateText(double bytes_per_s)
{
    const QLocale locale;
    return bytes_per_s >= 1e9 ? QCoreApplication::translate("am::ui::MemberCapsText", "%1 GB/s")
                                    .arg(locale.toString(bytes_per_s / 1e9, 'f', 2))
                              : QCoreApplication::translate("am::ui::MemberCapsText", "%1 MB/s")
                                    .arg(locale.toString(bytes_per_s / 1e6, 'f', 0));
}
} // namespace

QString memberCapsText(const estimate::MemberCaps& caps, bool on_reference)
{
    if (!caps.link_bytes_per_s)
        return QCoreApplication::translate("am::ui::MemberCapsText",
                                           "link unknown (%1): not capped")
            .arg(QString::fromStdString(drives::toString(caps.transport)));
    QString link;
    if (caps.link == estimate::MemberLink::Pcie && caps.pcie_link)
        link = QCoreApplication::translate("am::ui::MemberCapsText", "PCIe %1")
                   .arg(pcieLinkText(*caps.pcie_link));
    else if (caps.link_speed_assumed)
        link = QCoreApplication::translate("am::ui::MemberCapsText",
                                           "SATA's fastest link, %1 Gb/s (sysfs shows no speed)")
                   .arg(QLocale().toString(caps.link_gigabits.value_or(6.0)));
    else
        link = QCoreApplication::translate("am::ui::MemberCapsText", "SATA %1 Gb/s")
                   .arg(QLocale().toString(caps.link_gigabits.value_or(6.0)));
    QString text = QCoreApplication::translate("am::ui::MemberCapsText", "capped by %1 (%2)")
                       .arg(link, rateText(*caps.link_bytes_per_s));
    if (caps.max_in_flight) // always AHCI's 32: no plural form needed
        text = QCoreApplication::translate("am::ui::MemberCapsText", "%1 and %2 commands in flight")
                   .arg(text)
                   .arg(*caps.max_in_flight);
    if (on_reference && caps.reference_stands_in)
        text = QCoreApplication::translate("am::ui::MemberCapsText",
                                           "%1 (no SATA SSD reference figures exist)")
                   .arg(text);
    return text;
}

} // namespace am::ui
