#include "ui/drives/drives_model.h"

#include <QApplication>
#include <QBrush>
#include <QIcon>
#include <QLocale>
#include <QPalette>
#include <QStyle>
#include <algorithm>
#include <map>

#include "ui/drives/health_text.h"
#include "ui/drives/in_use_text.h"

namespace am::ui {

namespace {
QString q(const std::string& text) { return QString::fromStdString(text); }
} // namespace

QString sizeText(std::uint64_t bytes, util::SizeUnits units)
{
    // Unit names are translated (Russian writes ГБ and ГиБ), numbers use the locale's separator.
    static const std::map<std::string_view, const char*> names{
        {"B", QT_TRANSLATE_NOOP("SizeUnit", "B")},
        {"kB", QT_TRANSLATE_NOOP("SizeUnit", "kB")},
        {"MB", QT_TRANSLATE_NOOP("SizeUnit", "MB")},
        {"GB", QT_TRANSLATE_NOOP("SizeUnit", "GB")},
        {"TB", QT_TRANSLATE_NOOP("SizeUnit", "TB")},
        {"PB", QT_TRANSLATE_NOOP("SizeUnit", "PB")},
        {"EB", QT_TRANSLATE_NOOP("SizeUnit", "EB")},
        {"KiB", QT_TRANSLATE_NOOP("SizeUnit", "KiB")},
        {"MiB", QT_TRANSLATE_NOOP("SizeUnit", "MiB")},
        {"GiB", QT_TRANSLATE_NOOP("SizeUnit", "GiB")},
        {"TiB", QT_TRANSLATE_NOOP("SizeUnit", "TiB")},
        {"PiB", QT_TRANSLATE_NOOP("SizeUnit", "PiB")},
        {"EiB", QT_TRANSLATE_NOOP("SizeUnit", "EiB")},
    };
    const util::ScaledSize size = util::scaleSize(bytes, units);
    const auto name = names.find(size.unit);
    const QString unit = name == names.end()
                             ? q(std::string(size.unit))
                             : QCoreApplication::translate("SizeUnit", name->second);
    return QStringLiteral("%1 %2").arg(QLocale().toString(size.value, 'f', size.decimals), unit);
}

QString mediaText(const drives::BlockDevice& device)
{
    using drives::Transport;
    switch (device.transport) {
    case Transport::Nvme:
    case Transport::Sata:
    case Transport::Sas:
    case Transport::Usb:
        return device.rotational ? DrivesModel::tr("HDD") : DrivesModel::tr("SSD");
    default:
        return {}; // the rotational flag of a virtual device says little
    }
}

QString linkText(const drives::BlockDevice& device)
{
    if (!device.nvme || device.nvme->link_speed.empty()) return {};
    const auto& nvme = *device.nvme;
    QString text = q(nvme.link_speed);
    if (nvme.link_width) text += QStringLiteral(" x%1").arg(*nvme.link_width);
    return text;
}

QColor needsAdminColor()
{
    const bool dark_palette = QApplication::palette().color(QPalette::Base).lightness() < 128;
    return dark_palette ? QColor(0xf0, 0xb4, 0x4c) : QColor(0x9a, 0x58, 0x00); // amber
}

DrivesModel::DrivesModel(QObject* parent) : QAbstractTableModel(parent) {}

void DrivesModel::setScan(drives::ScanResult scan)
{
    beginResetModel();
    scan_ = std::move(scan);
    rebuildRows();
    endResetModel();
}

void DrivesModel::setSizeUnits(util::SizeUnits units)
{
    if (units == units_) return;
    units_ = units;
    if (!rows_.empty())
        emit dataChanged(index(0, Size), index(rowCount() - 1, Size), {Qt::DisplayRole});
}

void DrivesModel::setShowEmpty(bool show)
{
    if (show == show_empty_) return;
    beginResetModel();
    show_empty_ = show;
    rebuildRows();
    endResetModel();
}

void DrivesModel::rebuildRows()
{
    rows_.clear();
    hidden_empty_ = 0;
    for (const auto& disk : scan_.drives) {
        if (!show_empty_ && disk.size_bytes == 0 && disk.partitions.empty()) {
            ++hidden_empty_;
            continue;
        }
        rows_.push_back(&disk);
        for (const auto& part : disk.partitions) rows_.push_back(&part);
    }
}

const drives::BlockDevice* DrivesModel::deviceAt(int row) const
{
    if (row < 0 || row >= static_cast<int>(rows_.size())) return nullptr;
    return rows_[static_cast<std::size_t>(row)];
}

int DrivesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int DrivesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DrivesModel::display(const drives::BlockDevice& d, int column) const
{
    switch (column) {
    case Name:
        return d.is_partition ? QStringLiteral("  └ ") + q(d.name) : q(d.name);
    case Model:
        return q(d.model);
    case Serial:
        return q(d.serial);
    case Size:
        return sizeText(d.size_bytes, units_);
    case Transport:
        return q(drives::toString(d.transport));
    case Media:
        return d.is_partition ? QString() : mediaText(d);
    case BlockSizes:
        return QStringLiteral("%1 / %2").arg(d.logical_block_size).arg(d.physical_block_size);
    case Link:
        return linkText(d);
    case Firmware:
        return q(d.firmware);
    case MountedAt: {
        QStringList points;
        for (const auto& m : d.mountpoints) points << q(m);
        if (d.swap) points << tr("[swap]");
        return points.join(QStringLiteral(", "));
    }
    case Health:
        return healthCellText(d);
    case Status: {
        if (d.in_use_reasons.empty()) return statusText(d);
        if (drives::verdictOf(d) == drives::Verdict::NeedsAdmin)
            return tr("Not checked: needs administrator rights");
        // A known use says more than content this user could not read.
        const auto known =
            std::find_if(d.in_use_reasons.begin(), d.in_use_reasons.end(),
                         [](const auto& r) { return !drives::isNotChecked(r.kind); });
        return statusText(d) + QStringLiteral(": ") +
               describeReason(known != d.in_use_reasons.end() ? *known : d.in_use_reasons.front(),
                              d);
    }
    }
    return {};
}

QVariant DrivesModel::sortValue(const drives::BlockDevice& d, int column) const
{
    if (column == Size) return QVariant::fromValue<qulonglong>(d.size_bytes);
    if (column == Health) return d.health ? static_cast<int>(d.health->verdict) : -1; // worst last
    return display(d, column);
}

QVariant DrivesModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const drives::BlockDevice& d = *rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(d, index.column());
    case SortRole:
        return sortValue(d, index.column());
    case InUseRole:
        return d.inUse();
    case VerdictRole:
        return static_cast<int>(drives::verdictOf(d));
    case HealthRole:
        return d.health ? static_cast<int>(d.health->verdict) : -1;
    case Qt::ToolTipRole: {
        if (index.column() == Health) return healthToolTip(d);
        if (index.column() == Size)
            return tr("%1 bytes\n%2\n%3")
                .arg(d.size_bytes)
                .arg(sizeText(d.size_bytes, util::SizeUnits::Decimal),
                     sizeText(d.size_bytes, util::SizeUnits::Binary));
        const QStringList reasons = describeReasons(d);
        if (reasons.isEmpty()) return {};
        if (drives::verdictOf(d) == drives::Verdict::NeedsAdmin)
            return tr("%1 was not checked: this user may not read it. It is not written to until a scan with "
                      "administrator rights finds it free (\"Check with administrator rights\").\n• %2")
                .arg(q(d.path), reasons.join(QStringLiteral("\n• ")));
        return tr("%1 must not be written to:\n• %2")
            .arg(q(d.path), reasons.join(QStringLiteral("\n• ")));
    }
    case Qt::DecorationRole:
        if (index.column() == Health)
            return d.health ? QVariant(healthVerdictIcon(d.health->verdict)) : QVariant();
        if (index.column() != Status || !d.inUse()) return {};
        if (drives::verdictOf(d) == drives::Verdict::NeedsAdmin)
            return QIcon::fromTheme(
                QStringLiteral("dialog-password"),
                QApplication::style()->standardIcon(QStyle::SP_MessageBoxQuestion));
        return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    case Qt::ForegroundRole:
        // A health finding in its own colour; otherwise the row's, like the other cells.
        if (index.column() == Health && d.health)
            if (const QColor color = healthVerdictColor(d.health->verdict); color.isValid())
                return QBrush(color);
        switch (drives::verdictOf(d)) {
        case drives::Verdict::NeedsAdmin:
            return QBrush(needsAdminColor());
        case drives::Verdict::InUse:
            return QApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        case drives::Verdict::Free:
            return {};
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == Size) return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QVariant DrivesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole && section == BlockSizes)
        return tr("Logical / physical sector size in bytes");
    if (role == Qt::ToolTipRole && section == Health)
        return tr("The drive's own SMART verdict: healthy, worn or failing (needs administrator "
                  "rights to read)");
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case Name:
        return tr("Device");
    case Model:
        return tr("Model");
    case Serial:
        return tr("Serial");
    case Size:
        return tr("Size");
    case Transport:
        return tr("Transport");
    case Media:
        return tr("Media");
    case BlockSizes:
        return tr("Sector");
    case Link:
        return tr("PCIe link");
    case Firmware:
        return tr("Firmware");
    case MountedAt:
        return tr("Mounted at");
    case Health:
        return tr("Health");
    case Status:
        return tr("Status");
    }
    return {};
}

} // namespace am::ui
