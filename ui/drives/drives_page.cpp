#include "ui/drives/drives_page.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QUnhandledException>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <utility>

#include "ui/drives/device_details.h"
#include "ui/drives/drives_model.h"
#include "ui/drives/health_text.h"
#include "ui/helper/helper_drive_scan.h"
#include "ui/settings/header_state.h"
#include "ui/shell/settings_keys.h"

namespace am::ui {

DrivesPage::DrivesPage(drives::SystemRoots roots, QWidget* parent)
    : QWidget(parent), roots_(std::move(roots)), model_(new DrivesModel(this)),
      table_(new QTableView(this)), details_(new QTextBrowser(this)), summary_(new QLabel(this)),
      check_(new QPushButton(HelperDriveScan::buttonText(), this)), check_status_(new QLabel(this)),
      helper_scan_(new HelperDriveScan(this)), splitter_(new QSplitter(Qt::Vertical, this))
{
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(false);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    details_->setOpenLinks(false);

    splitter_->addWidget(table_);
    splitter_->addWidget(details_);
    splitter_->setStretchFactor(0, 3);
    splitter_->setStretchFactor(1, 1);

    check_->setToolTip(HelperDriveScan::buttonToolTip());
    check_->hide();
    check_status_->setWordWrap(true);
    check_status_->hide();
    summary_->setWordWrap(true);
    summary_->setObjectName(QStringLiteral("drivesSummary"));
    auto* summary_row = new QHBoxLayout;
    summary_row->addWidget(summary_, 1);
    summary_row->addWidget(check_, 0, Qt::AlignTop);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(summary_row);
    layout->addWidget(check_status_);
    layout->addWidget(splitter_);

    connect(check_, &QPushButton::clicked, this, &DrivesPage::checkWithAdministratorRights);
    connect(helper_scan_, &HelperDriveScan::scanned, this, &DrivesPage::onHelperScan);
    connect(helper_scan_, &HelperDriveScan::failed, this, &DrivesPage::onHelperFailed);

    connect(&watcher_, &QFutureWatcher<drives::ScanResult>::finished, this,
            &DrivesPage::onScanDone);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &DrivesPage::showDetails);
    restoreLayout();
}

DrivesPage::~DrivesPage()
{
    saveLayout();
    // The worker has its own copy of the roots, but its result must not
    // outlive the watcher; a failed scan rethrows here, and that is no news.
    try {
        watcher_.waitForFinished();
    } catch (...) {
    }
}

void DrivesPage::refresh()
{
    // Root's verdicts are kept until the device list changes: F5 asks the helper
    // again (it is running already) rather than going back to "not checked".
    if (helper_scan_shown_ && helpers_) {
        if (!helper_scan_->isRunning()) checkWithAdministratorRights();
        return;
    }
    startOwnScan();
}

void DrivesPage::devicesChanged()
{
    helper_scan_->cancel();
    helper_scan_shown_ = false;
    check_status_->clear();
    check_status_->hide();
    if (watcher_.isRunning()) {
        rescan_pending_ = true; // it may have read the list before the change
        return;
    }
    startOwnScan();
}

void DrivesPage::checkWithAdministratorRights()
{
    if (!helper_scan_->start(helpers_)) return;
    check_->setEnabled(false);
    check_status_->setText(HelperDriveScan::waitingText());
    check_status_->show();
}

void DrivesPage::onHelperScan(const drives::ScanResult& scan)
{
    helper_scan_shown_ = true;
    check_->setEnabled(true);
    check_status_->setText(
        tr("Verdicts from arraymark-helper's scan as root. They are kept until a block device is "
           "added, changed or removed; F5 asks the helper again."));
    check_status_->show();
    showScan(scan);
    emit scanFinished(true);
}

void DrivesPage::onHelperFailed(const QString& message)
{
    check_->setEnabled(true);
    check_status_->setText(message);
    check_status_->show();
    // F5 asked again and got nothing: this user's own scan is the best there is now.
    if (helper_scan_shown_) {
        helper_scan_shown_ = false;
        startOwnScan();
    }
    updateCheckOffer();
}

void DrivesPage::startOwnScan()
{
    if (watcher_.isRunning()) return; // one scan at a time; the running one is about to answer
    summary_->setText(tr("Scanning block devices…"));
    // libblkid opens every device; a sleeping HDD can take seconds to answer.
    watcher_.setFuture(QtConcurrent::run([roots = roots_] { return drives::scan(roots); }));
}

void DrivesPage::onScanDone()
{
    const bool first_scan = model_->rowCount() == 0;
    const bool again = std::exchange(rescan_pending_, false);
    try {
        drives::ScanResult scan = watcher_.result();
        if (again) {
            startOwnScan(); // the list changed while this one ran: the next one answers
            return;
        }
        // The helper answered while this user's scan ran: root's verdicts stay.
        if (helper_scan_shown_) return;
        showScan(std::move(scan));
    } catch (const QUnhandledException& wrapped) {
        // QtConcurrent wraps what the worker threw; show the original message.
        QString message = tr("unknown error");
        try {
            if (wrapped.exception()) std::rethrow_exception(wrapped.exception());
        } catch (const std::exception& error) {
            message = QString::fromUtf8(error.what());
        } catch (...) {
        }
        summary_->setText(tr("Could not list the block devices: %1").arg(message));
        if (again) startOwnScan();
        emit scanFinished(false);
        return;
    }
    if (first_scan && !table_->horizontalHeader()->property("restored").toBool())
        table_->resizeColumnsToContents();
    emit scanFinished(true);
}

void DrivesPage::showScan(drives::ScanResult scan)
{
    // Scans come by themselves now (DeviceMonitor): keep the person's row where it still exists.
    const auto* current = model_->deviceAt(table_->currentIndex().row());
    const std::string selected = current ? current->name : std::string();
    model_->setScan(std::move(scan));
    scanned_at_ = QTime::currentTime();
    int row = 0;
    for (int r = 0; r < model_->rowCount(); ++r)
        if (model_->deviceAt(r)->name == selected) row = r;
    table_->selectRow(row);
    updateSummary();
    updateCheckOffer();
}

void DrivesPage::updateCheckOffer()
{
    const auto needs_admin = [](const drives::BlockDevice& d) {
        return drives::verdictOf(d) == drives::Verdict::NeedsAdmin;
    };
    bool any = false;
    for (const auto& disk : model_->scan().drives)
        any |= needs_admin(disk) || healthNotRead(disk) || // SMART needs root too
               std::any_of(disk.partitions.begin(), disk.partitions.end(), needs_admin);
    check_->setVisible(helpers_ && any && !helper_scan_shown_);
    check_->setEnabled(!helper_scan_->isRunning());
}

void DrivesPage::updateSummary()
{
    const auto& scan = model_->scan();
    const auto count = [&](drives::Verdict verdict) {
        return static_cast<int>(
            std::count_if(scan.drives.begin(), scan.drives.end(),
                          [&](const auto& d) { return drives::verdictOf(d) == verdict; }));
    };
    QString text = tr("%n block device(s)", nullptr, static_cast<int>(scan.drives.size())) +
                   QStringLiteral(", ") + tr("%n in use", nullptr, count(drives::Verdict::InUse)) +
                   QStringLiteral(", ");
    if (const int not_checked = count(drives::Verdict::NeedsAdmin); not_checked > 0)
        text += tr("%n not checked (needs administrator rights)", nullptr, not_checked) +
                QStringLiteral(", ");
    text += tr("%n md array(s)", nullptr, static_cast<int>(scan.arrays.size()));
    if (model_->hiddenEmptyCount() > 0)
        text += QStringLiteral(" (") +
                tr("%n empty not shown", nullptr, model_->hiddenEmptyCount()) + QStringLiteral(")");
    text += QStringLiteral(" · ") +
            tr("scanned at %1").arg(QLocale().toString(scanned_at_, QLocale::ShortFormat));
    for (const auto& warning : scan.warnings)
        text += QStringLiteral("\n⚠ ") + QString::fromStdString(warning);
    summary_->setText(text);
}

void DrivesPage::setShowEmpty(bool show)
{
    model_->setShowEmpty(show);
    if (model_->rowCount() > 0 || !model_->scan().drives.empty()) updateSummary();
}

void DrivesPage::showDetails()
{
    const auto* device = model_->deviceAt(table_->currentIndex().row());
    details_->setHtml(device ? deviceDetailsHtml(*device, model_->scan(), model_->sizeUnits())
                             : QString());
}

void DrivesPage::setSizeUnits(util::SizeUnits units)
{
    model_->setSizeUnits(units);
    showDetails();
}

void DrivesPage::restoreLayout()
{
    QSettings settings;
    if (restoreHeaderState(table_->horizontalHeader(),
                           settings.value(settings::kDrivesHeader).toByteArray()))
        table_->horizontalHeader()->setProperty("restored", true);
    splitter_->restoreState(settings.value(settings::kDrivesSplitter).toByteArray());
}

void DrivesPage::saveLayout() const
{
    QSettings settings;
    settings.setValue(settings::kDrivesHeader, table_->horizontalHeader()->saveState());
    settings.setValue(settings::kDrivesSplitter, splitter_->saveState());
}

} // namespace am::ui
