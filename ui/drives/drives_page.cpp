#include "ui/drives/drives_page.h"

#include <QDateTime>
#include <algorithm>
#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QUnhandledException>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "ui/drives/device_details.h"
#include "ui/drives/drives_model.h"
#include "ui/settings/header_state.h"
#include "ui/shell/settings_keys.h"

namespace am::ui {

DrivesPage::DrivesPage(drives::SystemRoots roots, QWidget* parent)
    : QWidget(parent), roots_(std::move(roots)), model_(new DrivesModel(this)), table_(new QTableView(this)),
      details_(new QTextBrowser(this)), summary_(new QLabel(this)), splitter_(new QSplitter(Qt::Vertical, this))
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

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(summary_);
    layout->addWidget(splitter_);

    connect(&watcher_, &QFutureWatcher<drives::ScanResult>::finished, this, &DrivesPage::onScanDone);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &DrivesPage::showDetails);
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
    if (watcher_.isRunning()) return; // one scan at a time; the running one is about to answer
    summary_->setText(tr("Scanning block devices…"));
    // libblkid opens every device; a sleeping HDD can take seconds to answer.
    watcher_.setFuture(QtConcurrent::run([roots = roots_] { return drives::scan(roots); }));
}

void DrivesPage::onScanDone()
{
    const bool first_scan = model_->rowCount() == 0;
    try {
        model_->setScan(watcher_.result());
        scanned_at_ = QTime::currentTime();
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
        emit scanFinished(false);
        return;
    }
    updateSummary();
    if (first_scan && !table_->horizontalHeader()->property("restored").toBool()) table_->resizeColumnsToContents();
    table_->selectRow(0);
    emit scanFinished(true);
}

void DrivesPage::updateSummary()
{
    const auto& scan = model_->scan();
    const auto in_use = std::count_if(scan.drives.begin(), scan.drives.end(), [](const auto& d) { return d.inUse(); });
    QString text = tr("%n block device(s)", nullptr, static_cast<int>(scan.drives.size())) + QStringLiteral(", ") +
                   tr("%n in use", nullptr, static_cast<int>(in_use)) + QStringLiteral(", ") +
                   tr("%n md array(s)", nullptr, static_cast<int>(scan.arrays.size()));
    if (model_->hiddenEmptyCount() > 0)
        text += QStringLiteral(" (") + tr("%n empty not shown", nullptr, model_->hiddenEmptyCount()) + QStringLiteral(")");
    text += QStringLiteral(" · ") + tr("scanned at %1").arg(QLocale().toString(scanned_at_, QLocale::ShortFormat));
    for (const auto& warning : scan.warnings) text += QStringLiteral("\n⚠ ") + QString::fromStdString(warning);
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
    details_->setHtml(device ? deviceDetailsHtml(*device, model_->scan(), model_->sizeUnits()) : QString());
}

void DrivesPage::setSizeUnits(util::SizeUnits units)
{
    model_->setSizeUnits(units);
    showDetails();
}

void DrivesPage::restoreLayout()
{
    QSettings settings;
    if (restoreHeaderState(table_->horizontalHeader(), settings.value(settings::kDrivesHeader).toByteArray()))
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
