#pragma once

#include <QAbstractTableModel>
#include <QColor>
#include <vector>

#include "core/drives/block_device.h"
#include "core/util/units.h"

namespace am::ui {

// One row per block device, each whole disk followed by its partitions.
// Holds a copy of the scan it shows; replaced whole on refresh.
class DrivesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Name,
        Model,
        Serial,
        Size,
        Transport,
        Media,
        BlockSizes,
        Link,
        Firmware,
        MountedAt,
        Health,
        Status,
        ColumnCount
    };
    // Raw values for sorting and for code that needs the number, not the text.
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int InUseRole = Qt::UserRole + 2;   // true unless free (also when not checked)
    static constexpr int VerdictRole = Qt::UserRole + 3; // drives::Verdict as int
    // drives::HealthVerdict as int; -1 when SMART was not read (or the device has none).
    static constexpr int HealthRole = Qt::UserRole + 4;

    explicit DrivesModel(QObject* parent = nullptr);

    void setScan(drives::ScanResult scan);
    const drives::ScanResult& scan() const { return scan_; }
    void setSizeUnits(util::SizeUnits units);
    // Devices with nothing behind them (unbound loop, unset zram) are listed
    // only on request; hiddenEmptyCount() says how many are left out.
    void setShowEmpty(bool show);
    bool showEmpty() const { return show_empty_; }
    int hiddenEmptyCount() const { return hidden_empty_; }
    util::SizeUnits sizeUnits() const { return units_; }

    // The device shown in a row; nullptr for an invalid row.
    const drives::BlockDevice* deviceAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant display(const drives::BlockDevice& device, int column) const;
    QVariant sortValue(const drives::BlockDevice& device, int column) const;
    void rebuildRows();

    drives::ScanResult scan_;
    std::vector<const drives::BlockDevice*> rows_; // points into scan_
    util::SizeUnits units_ = util::SizeUnits::Decimal;
    bool show_empty_ = true;
    int hidden_empty_ = 0;
};

// Text shared by the table and the details pane.
QString mediaText(const drives::BlockDevice& device);
QString linkText(const drives::BlockDevice& device);
QString sizeText(std::uint64_t bytes, util::SizeUnits units);
// The colour of "not checked: needs administrator rights": neither the greyed
// text of a device in use nor the plain text of a free one; readable on light and dark palettes.
QColor needsAdminColor();

} // namespace am::ui
