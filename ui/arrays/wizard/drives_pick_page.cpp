#include "ui/arrays/wizard/drives_pick_page.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include "ui/arrays/wizard/array_wizard.h"
#include "ui/arrays/wizard/drive_health_mark.h"
#include "ui/drives/drives_model.h"
#include "ui/helper/helper_drive_scan.h"

namespace am::ui {

namespace {
enum Column { Drive, Size, Transport, Model, Status, ColumnCount };
constexpr int PathRole = Qt::UserRole + 1;
} // namespace

DrivesPickPage::DrivesPickPage(ArrayWizard* wizard)
    : QWizardPage(wizard), wizard_(wizard), table_(new QTableWidget(this)),
      warning_(new QLabel(this)), check_status_(new QLabel(this)),
      check_(new QPushButton(HelperDriveScan::buttonText(), this)),
      helper_scan_(new HelperDriveScan(this))
{
    setTitle(tr("Drives"));
    setSubTitle(tr("Tick the drives for the new array. Everything on them will be destroyed."));

    table_->setColumnCount(ColumnCount);
    table_->setHorizontalHeaderLabels(
        {tr("Drive"), tr("Size"), tr("Transport"), tr("Model"), tr("Status")});
    table_->verticalHeader()->hide();
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setWordWrap(false);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    warning_->setWordWrap(true);
    warning_->setObjectName(QStringLiteral("mixedWarning"));
    warning_->hide();
    auto* warning_icon = new QLabel(this);
    const int icon_size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    warning_icon->setPixmap(
        style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(icon_size, icon_size));
    warning_icon->setAlignment(Qt::AlignTop);
    connect(this, &DrivesPickPage::completeChanged, warning_icon,
            [this, warning_icon] { warning_icon->setVisible(!warning_->text().isEmpty()); });
    warning_icon->hide();
    check_status_->setWordWrap(true);
    check_->setToolTip(HelperDriveScan::buttonToolTip());

    auto* check_row = new QHBoxLayout;
    check_row->addWidget(check_);
    check_row->addWidget(check_status_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_, 1);
    auto* warning_row = new QHBoxLayout;
    warning_row->addWidget(warning_icon);
    warning_row->addWidget(warning_, 1);
    layout->addLayout(warning_row);
    layout->addLayout(check_row);

    table_->installEventFilter(this);
    connect(table_, &QTableWidget::itemChanged, this, &DrivesPickPage::onItemChanged);
    connect(check_, &QPushButton::clicked, this, &DrivesPickPage::askHelperToScan);
    connect(helper_scan_, &HelperDriveScan::scanned, this, &DrivesPickPage::onHelperScan);
    connect(helper_scan_, &HelperDriveScan::failed, this, &DrivesPickPage::onHelperFailed);
    fillTable();
}

void DrivesPickPage::fillTable()
{
    filling_ = true;
    WizardState& state = wizard_->state();
    table_->setRowCount(0);
    std::vector<std::string> still_picked;
    bool any_unverified = false;
    int failing_unticked = 0;
    const auto add = [&](const drives::BlockDevice& device) {
        if (!listedInWizard(device)) return;
        QString why;
        const bool pickable = canPick(device, &why);
        for (const auto& reason : device.in_use_reasons)
            any_unverified |= drives::isNotChecked(reason.kind);
        const int row = table_->rowCount();
        table_->insertRow(row);
        const QString path = QString::fromStdString(device.path);
        auto* name = new QTableWidgetItem(device.is_partition ? QStringLiteral("  ") + path : path);
        name->setData(PathRole, path);
        Qt::ItemFlags flags = Qt::ItemIsSelectable;
        if (pickable) flags |= Qt::ItemIsEnabled | Qt::ItemIsUserCheckable;
        bool picked = pickable && std::find(state.picked.begin(), state.picked.end(),
                                            device.path) != state.picked.end();
        // A drive this scan found failing stays ticked only when the person ticked it so.
        const drives::BlockDevice& disk = healthSource(device, state.scan);
        if (picked && isFailing(disk) && !failing_ticked_.contains(device.path)) {
            picked = false;
            ++failing_unticked;
        }
        if (picked) still_picked.push_back(device.path);
        name->setCheckState(picked ? Qt::Checked : Qt::Unchecked);
        name->setFlags(flags);
        QString transport = QString::fromStdString(drives::toString(device.transport)).toUpper();
        if (device.rotational) transport += tr(" (HDD)");
        const QStringList cells{QString(), sizeText(device.size_bytes, util::SizeUnits::Decimal),
                                transport, QString::fromStdString(device.model),
                                pickable ? tr("Free") : tr("Cannot use: %1").arg(why)};
        table_->setItem(row, Drive, name);
        for (int column = Size; column < ColumnCount; ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            item->setFlags(pickable ? Qt::ItemIsEnabled | Qt::ItemIsSelectable
                                    : Qt::ItemIsSelectable);
            if (!pickable) item->setToolTip(why);
            table_->setItem(row, column, item);
        }
        if (!pickable) name->setToolTip(why);
        if (const auto mark = healthMark(disk)) {
            auto* status = table_->item(row, Status);
            status->setIcon(mark->icon);
            status->setText(status->text() + QStringLiteral(" · ") + mark->text);
            const QString tip =
                pickable ? mark->tool_tip : why + QStringLiteral("\n\n") + mark->tool_tip;
            for (int column = Drive; column < ColumnCount; ++column)
                table_->item(row, column)->setToolTip(tip);
        }
    };
    for (const auto& drive : state.scan.drives) {
        add(drive);
        for (const auto& part : drive.partitions) add(part);
    }
    state.picked = still_picked;
    table_->resizeColumnsToContents();
    // Root reads every drive's content already: the helper would see nothing more.
    check_->setVisible(!state.scan_verified && !wizard_->asRoot());
    if (state.scan_verified)
        check_status_->setText(tr("Verdicts from arraymark-helper's scan as root."));
    else if (any_unverified)
        check_status_->setText(tr("Some drives could not be checked as this user."));
    if (failing_unticked > 0)
        check_status_->setText(check_status_->text() + QLatin1Char(' ') +
                               tr("%n failing drive(s) unticked; tick again to use anyway.",
                                  nullptr, failing_unticked));
    filling_ = false;
    onItemChanged();
}

void DrivesPickPage::onItemChanged()
{
    if (filling_) return;
    WizardState& state = wizard_->state();
    state.picked.clear();
    for (int row = 0; row < table_->rowCount(); ++row) {
        const auto* item = table_->item(row, Drive);
        if (item->checkState() == Qt::Checked)
            state.picked.push_back(item->data(PathRole).toString().toStdString());
    }
    // Spares are chosen among the picked drives on the next page.
    std::erase_if(state.spares, [&](const std::string& spare) {
        return std::find(state.picked.begin(), state.picked.end(), spare) == state.picked.end();
    });
    const auto picked = state.pickedDevices();
    for (const auto* device : picked)
        if (isFailing(healthSource(*device, state.scan))) failing_ticked_.insert(device->path);
    QStringList warnings{pickedHealthWarning(picked, state.scan), mixedDrivesWarning(picked)};
    warnings.removeAll(QString());
    const QString warning = warnings.join(QLatin1Char('\n'));
    warning_->setText(warning);
    warning_->setVisible(!warning.isEmpty());
    emit completeChanged();
}

bool DrivesPickPage::setPicked(const QString& path, bool picked)
{
    for (int row = 0; row < table_->rowCount(); ++row) {
        auto* item = table_->item(row, Drive);
        if (item->data(PathRole).toString() != path) continue;
        if (!(item->flags() & Qt::ItemIsUserCheckable)) return false;
        item->setCheckState(picked ? Qt::Checked : Qt::Unchecked);
        return true;
    }
    return false;
}

bool DrivesPickPage::eventFilter(QObject* watched, QEvent* event)
{
    // Space ticks the current row whichever cell has focus (the check box sits in the first column
    // only).
    if (watched == table_ && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Space) {
        const int row = table_->currentRow();
        if (auto* item = row >= 0 ? table_->item(row, Drive) : nullptr;
            item && (item->flags() & Qt::ItemIsUserCheckable)) {
            item->setCheckState(item->checkState() == Qt::Checked ? Qt::Unchecked : Qt::Checked);
            return true;
        }
    }
    return QWizardPage::eventFilter(watched, event);
}

bool DrivesPickPage::isComplete() const { return !wizard_->state().picked.empty(); }

void DrivesPickPage::askHelperToScan()
{
    if (!helper_scan_->start(wizard_->helpers())) return;
    check_->setEnabled(false);
    check_status_->setText(HelperDriveScan::waitingText());
}

void DrivesPickPage::onHelperFailed(const QString& message)
{
    check_->setEnabled(true);
    check_status_->setText(message);
}

void DrivesPickPage::onHelperScan(const drives::ScanResult& scan)
{
    check_->setEnabled(true);
    wizard_->state().scan = scan;
    wizard_->state().scan_verified = true;
    fillTable();
}

void DrivesPickPage::takeScan(const drives::ScanResult& scan, bool verified)
{
    // A helper's answer still on its way is about the old list.
    helper_scan_->cancel();
    check_->setEnabled(true);
    wizard_->state().scan = scan;
    wizard_->state().scan_verified = verified;
    fillTable();
}

} // namespace am::ui
