#include "ui/arrays/manager/arrays_page.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTime>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

#include "ui/arrays/manager/array_check_text.h"
#include "ui/arrays/manager/array_status_text.h"
#include "ui/arrays/manager/arrays_model.h"
#include "ui/arrays/manager/delete_confirm_dialog.h"
#include "ui/arrays/manager/free_drive_picker.h"
#include "ui/arrays/manager/rebuild_measurement.h"
#include "ui/arrays/manager/reshape_text.h"
#include "ui/arrays/manager/sync_progress_delegate.h"
#include "ui/arrays/md_driver_text.h"
#include "ui/arrays/wizard/backend_text.h"
#include "ui/drives/drives_model.h"
#include "ui/helper/helper_request.h"

namespace am::ui {

ArraysPage::ArraysPage(drives::SystemRoots roots, HelperProvider* helpers, QWidget* parent)
    : QWidget(parent), roots_(std::move(roots)), helpers_(helpers), model_(new ArraysModel(this)),
      tree_(new QTreeView(this)), banner_(new QLabel(this)), updated_(new QLabel(this)),
      details_(new QTextBrowser(this)), log_(new QPlainTextEdit(this)),
      bottom_(new QTabWidget(this)), timer_(new QTimer(this)),
      rebuild_(new RebuildMeasurement(helpers, {}, this))
{
    banner_->setWordWrap(true);
    banner_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    banner_->setFrameShape(QFrame::StyledPanel);
    banner_->setMargin(8);
    banner_->hide();

    auto* new_array =
        new QPushButton(QIcon::fromTheme(QStringLiteral("list-add")), tr("New array…"), this);
    connect(new_array, &QPushButton::clicked, this, &ArraysPage::newArrayRequested);
    auto* compare = new QPushButton(tr("Compare configurations…"), this);
    compare->setObjectName(QStringLiteral("compareConfigurations"));
    compare->setToolTip(tr("Build, measure and delete several configurations on the same drives, "
                           "one after the other, and write a report"));
    connect(compare, &QPushButton::clicked, this, &ArraysPage::compareRequested);
    auto* top = new QHBoxLayout;
    top->addWidget(new_array);
    top->addWidget(compare);
    backends_button_ = new QPushButton(tr("Read LVM, btrfs and ZFS arrays"), this);
    backends_button_->setObjectName(QStringLiteral("readOtherBackends"));
    backends_button_->setToolTip(
        tr("Ask arraymark-helper (as root) for LVM raid volumes, btrfs filesystems and ZFS pools; "
           "md arrays are read from sysfs every second"));
    connect(backends_button_, &QPushButton::clicked, this, &ArraysPage::readOtherBackends);
    backends_status_ = new QLabel(this);
    backends_status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    top->addWidget(backends_button_);
    buildCareButtons(top); // "Checks and alerts…" and "Send test alert" (arrays_page_care.cpp)
    top->addWidget(backends_status_, 1);
    top->addStretch(1);
    top->addWidget(updated_);

    tree_->setModel(model_);
    tree_->setItemDelegateForColumn(ArraysModel::Sync, new SyncProgressDelegate(tree_));
    tree_->setUniformRowHeights(true);
    tree_->setAlternatingRowColors(true);
    tree_->setSelectionBehavior(QAbstractItemView::SelectRows);
    tree_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    tree_->header()->setStretchLastSection(true);
    connect(tree_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ArraysPage::onSelection);
    connect(model_, &QAbstractItemModel::modelReset, this, [this] {
        tree_->expandAll();
        // Keep the same array selected across a change of its members; else the first.
        QModelIndex keep = model_->indexOfArray(last_selected_);
        if (!keep.isValid() && model_->rowCount() > 0) keep = model_->index(0, 0);
        // Current without a highlight: the details show it, and the state's colour stays visible.
        if (keep.isValid())
            tree_->selectionModel()->setCurrentIndex(keep, QItemSelectionModel::NoUpdate);
        onSelection();
    });

    auto* actions = new QWidget(this);
    buildActions(actions);

    details_->setOpenLinks(false);
    log_->setReadOnly(true);
    log_->setPlaceholderText(
        tr("What each action ran, or why the helper refused it, appears here."));
    bottom_->addTab(details_, tr("Details"));
    bottom_->addTab(log_, tr("Action log"));
    bottom_->addTab(buildRebuildPanel(), tr("Measure a rebuild"));

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(tree_);
    splitter->addWidget(bottom_);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(banner_);
    layout->addWidget(splitter, 1);
    layout->addWidget(actions);

    connect(&watcher_, &QFutureWatcher<ArraySnapshot>::finished, this, &ArraysPage::onSnapshot);
    timer_->setInterval(1000);
    connect(timer_, &QTimer::timeout, this, &ArraysPage::onTick);
    timer_->start();
    updateButtons();
}

ArraysPage::~ArraysPage() { watcher_.waitForFinished(); }

namespace {
// The actions on the selected member, as opposed to the array as a whole.
bool isMemberAction(ArrayAction action)
{
    return action == ArrayAction::Fail || action == ArrayAction::Remove ||
           action == ArrayAction::Add || action == ArrayAction::ReAdd ||
           action == ArrayAction::Replace;
}
} // namespace

void ArraysPage::buildActions(QWidget* box)
{
    // Two rows, the selected member's actions above the array's: one row of eleven buttons would
    // make the window at least that wide.
    auto* rows = new QVBoxLayout(box);
    rows->setContentsMargins(0, 0, 0, 0);
    auto* member_row = new QHBoxLayout;
    auto* array_row = new QHBoxLayout;
    rows->addLayout(member_row);
    rows->addLayout(array_row);
    const struct {
        ArrayAction action;
        const char* icon;
        QString tip;
    } all[] = {
        {ArrayAction::Fail, "dialog-warning",
         tr("Mark the selected member faulty (mdadm --fail): the array runs degraded")},
        {ArrayAction::Remove, "list-remove",
         tr("Take the selected failed or spare member out of the array (mdadm --remove)")},
        {ArrayAction::Add, "list-add",
         tr("Add a free device as a spare, or as the replacement of a missing member (mdadm --add)")},
        {ArrayAction::ReAdd, "edit-redo",
         tr("Put a former member back (mdadm --re-add): with a bitmap only changed blocks are rebuilt")},
        {ArrayAction::Replace, "view-refresh",
         tr("Copy the selected member onto a spare, then fail it (mdadm --replace)")},
        {ArrayAction::Scrub, "tools-check-spelling",
         tr("Read and compare every stripe (sync_action check); the array stays usable")},
        {ArrayAction::StopCheck, "process-stop",
         tr("End the running check or repair (sync_action idle); a resync or rebuild goes on")},
        {ArrayAction::Stop, "media-playback-stop",
         tr("Stop the array (mdadm --stop); refused while it is mounted or in use")},
        {ArrayAction::Assemble, "media-playback-start",
         tr("Assemble the arrays mdadm finds (mdadm --assemble --scan)")},
        {ArrayAction::Delete, "edit-delete",
         tr("Stop the array and wipe its members: asks for the array's name")},
    };
    for (const auto& entry : all) {
        auto* button = new QPushButton(QIcon::fromTheme(QLatin1String(entry.icon)),
                                       actionTitle(entry.action), box);
        button->setToolTip(entry.tip);
        tips_[entry.action] = entry.tip;
        const ArrayAction action = entry.action;
        connect(button, &QPushButton::clicked, this, [this, action] { onActionButton(action); });
        buttons_[action] = button;
        (isMemberAction(action) ? member_row : array_row)->addWidget(button);
    }
    buildConsistencyButton(box, array_row);
    buildReshapeButton(box, array_row); // arrays_page_reshape.cpp
    member_row->addStretch(1);
    array_row->addStretch(1);
}

QPushButton* ArraysPage::actionButton(ArrayAction action) const
{
    const auto found = buttons_.find(action);
    return found == buttons_.end() ? nullptr : found->second;
}

void ArraysPage::setRoots(const drives::SystemRoots& roots)
{
    roots_ = roots;
    refreshNow();
}

void ArraysPage::setModulesRoot(const std::filesystem::path& modules)
{
    modules_ = modules;
    refreshNow();
}

void ArraysPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    refreshNow(); // what is shown is at most one read old
}

void ArraysPage::onTick()
{
    // Hidden and nothing measured: no need to read.
    if (!isVisible() && !rebuild_->running()) return;
    refreshNow();
}

void ArraysPage::refreshNow()
{
    if (watcher_.isRunning()) return; // a slow read: the next tick tries again
    read_started_ms_ = rebuild_->clockMs();
    watcher_.setFuture(QtConcurrent::run(
        [roots = roots_, modules = modules_] { return readArraySnapshot(roots, modules); }));
}

void ArraysPage::onSnapshot()
{
    ArraySnapshot snapshot = watcher_.result();
    driver_loaded_ = snapshot.driver.loaded();
    if (!driver_loaded_) {
        banner_->setText(
            mdDriverProblem(snapshot.driver)); // the wizard's review page says the same
        banner_->show();
    } else if (!snapshot.error.isEmpty()) {
        banner_->setText(tr("Reading the arrays failed: %1").arg(snapshot.error));
        banner_->show();
    } else if (snapshot.arrays.empty()) {
        banner_->setText(tr(
            "No md arrays. \"New array…\" builds one; \"Assemble\" starts arrays that exist on disks."));
        banner_->show();
    } else {
        banner_->hide();
    }
    updated_->setText(
        tr("Updated %1").arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss"))));
    for (const auto& array : snapshot.arrays) rebuild_->onStatus(array, read_started_ms_);
    if (snapshot.error.isEmpty()) {
        md_arrays_ = std::move(snapshot.arrays);
        applyArrays();
    }
    updateDetails();
    updateButtons();
    emit snapshotApplied();
}

QString ArraysPage::selectedArray() const
{
    const raid::ArrayStatus* array = model_->arrayAt(tree_->currentIndex());
    return array ? QString::fromStdString(array->name) : QString();
}

QString ArraysPage::selectedMember() const
{
    const raid::MemberStatus* member = model_->memberAt(tree_->currentIndex());
    return member ? QString::fromStdString(member->path) : QString();
}

void ArraysPage::selectArray(const QString& name)
{
    last_selected_ = name; // kept until a scan shows it (--array at startup)
    const QModelIndex index = model_->indexOfArray(name);
    if (index.isValid()) tree_->setCurrentIndex(index);
}

void ArraysPage::onSelection()
{
    if (const QString array = selectedArray(); !array.isEmpty()) last_selected_ = array;
    updateDetails();
    updateButtons();
    updateRebuildMembers();
}

void ArraysPage::updateButtons()
{
    const bool array = !selectedArray().isEmpty();
    const bool member = !selectedMember().isEmpty();
    const raid::ArrayStatus* status = model_->arrayAt(tree_->currentIndex());
    const bool md =
        !status || status->backend == raid::Backend::Md || status->backend == raid::Backend::Imsm;
    for (const auto& [action, button] : buttons_) {
        // Without the driver the helper refuses every md operation (rule md_driver), assemble too.
        bool enabled = driver_loaded_;
        bool offered = true; // the selected array's backend can do it (core's backend table)
        if (!md && action != ArrayAction::Assemble) {
            offered = raid::supports(status->backend, actionCapability(action));
            enabled = offered;
        }
        if (action == ArrayAction::Fail || action == ArrayAction::Remove ||
            action == ArrayAction::Replace)
            enabled = enabled && member;
        else if (action != ArrayAction::Assemble)
            enabled = enabled && array;
        button->setEnabled(enabled);
        button->setToolTip(offered
                               ? tips_[action]
                               : tr("%1 does not offer this").arg(backendTitle(status->backend)));
    }
    updateConsistencyButton();
    updateReshapeButton();
    updateStopCheckButton();
}

void ArraysPage::updateDetails()
{
    const raid::ArrayStatus* array = model_->arrayAt(tree_->currentIndex());
    if (!array) {
        details_->setHtml(tr("<p>Select an array to see its details and members.</p>"));
        return;
    }
    const ArrayHealth health = arrayHealth(*array);
    const QColor color = healthColor(health);
    QString html =
        QStringLiteral("<h3>%1</h3>").arg(QString::fromStdString(array->path).toHtmlEscaped());
    QString state = arrayStateText(*array).toHtmlEscaped();
    if (color.isValid())
        state = QStringLiteral("<b style=\"color:%1\">⚠ %2</b>").arg(color.name(), state);
    auto row = [](const QString& key, const QString& value) {
        return QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
            .arg(key.toHtmlEscaped(), value);
    };
    html += QStringLiteral("<table cellspacing=\"2\" cellpadding=\"2\">");
    html += row(tr("Backend"), backendTitle(array->backend).toHtmlEscaped());
    html += row(tr("State"), state);
    if (!array->health.empty())
        html += row(tr("Health"), QString::fromStdString(array->health).toHtmlEscaped());
    if (!array->mountpoint.empty())
        html += row(tr("Mounted at"), QString::fromStdString(array->mountpoint).toHtmlEscaped());
    html += row(tr("Level"), QString::fromStdString(array->level).toHtmlEscaped());
    if (!array->metadata.empty()) // md only
        html += row(tr("Metadata"), QString::fromStdString(array->metadata).toHtmlEscaped());
    html += row(tr("Capacity"), sizeText(array->size_bytes, util::SizeUnits::Decimal));
    if (array->chunk_bytes)
        html += row(tr("Chunk"), sizeText(array->chunk_bytes, util::SizeUnits::Binary));
    html += row(tr("Members"),
                tr("%1 in the layout, %2 missing").arg(array->raid_disks).arg(array->degraded));
    if (!array->consistency_policy.empty())
        html += row(tr("Consistency"),
                    QString::fromStdString(array->consistency_policy).toHtmlEscaped());
    if (!array->bitmap.empty())
        html += row(tr("Bitmap"), QString::fromStdString(array->bitmap).toHtmlEscaped());
    if (!syncText(*array).isEmpty()) html += row(tr("Sync"), syncText(*array).toHtmlEscaped());
    if (const QString reshape = reshapeStatusText(*array); !reshape.isEmpty())
        html += row(tr("Reshape"), reshape.toHtmlEscaped());
    if (!etaText(*array).isEmpty()) html += row(tr("Time left"), etaText(*array));
    for (const auto& [key, value] : lastCheckRows(*array)) html += row(key, value.toHtmlEscaped());
    html += QStringLiteral("</table><h4>%1</h4><table cellspacing=\"2\" cellpadding=\"3\">")
                .arg(tr("Members"));
    for (const auto& member : array->members) {
        QString role = memberRoleText(member).toHtmlEscaped();
        if (member.role == "faulty")
            role = QStringLiteral("<b style=\"color:%1\">✖ %2</b>")
                       .arg(healthColor(ArrayHealth::Broken).name(), role);
        QStringList states;
        for (const auto& s : member.states) states << QString::fromStdString(s);
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>")
                    .arg(QString::fromStdString(member.path).toHtmlEscaped(), role,
                         states.join(QLatin1Char(',')).toHtmlEscaped(),
                         memberHealthHtml(member, array->backend));
    }
    html += QStringLiteral("</table>");
    details_->setHtml(html);
}

void ArraysPage::connectChannel(HelperChannel* channel)
{
    if (std::find(connected_.begin(), connected_.end(), channel) != connected_.end()) return;
    connected_.push_back(channel);
    connect(channel, &HelperChannel::answered, this,
            [this, channel](qint64 id, const QJsonObject& answer) {
                const auto found = pending_.find({channel, id});
                if (found == pending_.end()) return; // another part of the page (the rebuild) asked
                pending_.erase(found);
                appendLog(describeAnswer(answer));
                refreshNow();
                offerInvalidBackup(answer); // arrays_page_reshape.cpp
            });
    connect(channel, &HelperChannel::failed, this, [this, channel](const QString& message) {
        bool ours = false;
        for (auto it = pending_.begin(); it != pending_.end();) {
            if (it->first.first == channel) {
                ours = true;
                it = pending_.erase(it);
            } else {
                ++it;
            }
        }
        if (ours) appendLog(tr("The helper failed: %1").arg(message));
    });
}

qint64 ArraysPage::runAction(ArrayAction action, const ActionTarget& target)
{
    const QString what =
        QStringLiteral("%1 %2 %3").arg(actionTitle(action), target.array, target.device).trimmed();
    return sendToHelper(actionBody(action, target), what).second;
}

std::pair<HelperChannel*, qint64> ArraysPage::sendToHelper(const helper::RequestBody& body,
                                                           const QString& what)
{
    HelperChannel* channel = helpers_->channel(helper::scopeOf(body));
    connectChannel(channel);
    const qint64 id = channel->send(requestObject(body));
    pending_[{channel, id}] = what;
    appendLog(tr("> %1").arg(what));
    bottom_->setCurrentWidget(log_);
    return {channel, id};
}

void ArraysPage::logCreate(const QString& array_path, const QJsonObject& answer)
{
    appendLog(tr("> %1 %2 (New array wizard)").arg(tr("Create"), array_path));
    appendLog(describeAnswer(answer));
    bottom_->setCurrentWidget(log_);
    refreshNow();
}

bool ArraysPage::deleteArray(const QString& array, const QString& typed)
{
    if (!deleteConfirmed(typed, array)) {
        appendLog(tr("Delete of %1 not sent: the typed name \"%2\" is not the array's name.")
                      .arg(array, typed));
        return false;
    }
    QString backend;
    if (const raid::ArrayStatus* status = model_->arrayAt(model_->indexOfArray(array));
        status && status->backend != raid::Backend::Md && status->backend != raid::Backend::Imsm)
        backend = QString::fromStdString(raid::toString(status->backend));
    runAction(ArrayAction::Delete, {array, {}, {}, backend});
    return true;
}

void ArraysPage::onActionButton(ArrayAction action)
{
    const QString array = selectedArray();
    const QString member = selectedMember();
    const QString backend = selectedBackendName();
    bool ok = true;
    switch (action) {
    case ArrayAction::Fail:
    case ArrayAction::Remove:
        loseMember(action, {array, member, {}, backend});
        return;
    case ArrayAction::Add: {
        // The free drives of the Drives page's last scan, and still room to type another.
        QStringList free;
        if (const raid::ArrayStatus* status = model_->arrayAt(tree_->currentIndex()))
            for (const FreeDrive& drive : freeDrivesFor(drive_scan_, *status)) free << drive.path;
        const QString device =
            QInputDialog::getItem(this, actionTitle(action),
                                  tr("Device to add to /dev/%1 (the list holds the free drives "
                                     "of the Drives page's last scan; another can be typed):")
                                      .arg(array),
                                  free, 0, true, &ok)
                .trimmed();
        if (ok && !device.isEmpty()) runAction(action, {array, device, {}, backend});
        return;
    }
    case ArrayAction::ReAdd: {
        const QString device =
            QInputDialog::getText(this, actionTitle(action),
                                  tr("Former member to put back into /dev/%1:").arg(array),
                                  QLineEdit::Normal, member, &ok)
                .trimmed();
        if (ok && !device.isEmpty()) runAction(action, {array, device, {}, backend});
        return;
    }
    case ArrayAction::Replace: {
        const QString with =
            QInputDialog::getText(
                this, actionTitle(action),
                tr("Spare to rebuild %1 onto (empty: any spare of the array):").arg(member),
                QLineEdit::Normal, {}, &ok)
                .trimmed();
        if (ok) runAction(action, {array, member, with, backend});
        return;
    }
    case ArrayAction::Scrub:
    case ArrayAction::Stop:
        runAction(action, {array, {}, {}, backend});
        return;
    case ArrayAction::StopCheck:
        confirmStopCheck(); // shows the command first (arrays_page_care.cpp)
        return;
    case ArrayAction::Assemble:
        runAction(action, {});
        return;
    case ArrayAction::Delete: {
        QStringList members;
        if (const raid::ArrayStatus* status = model_->arrayAt(tree_->currentIndex()))
            for (const auto& m : status->members) members << QString::fromStdString(m.path);
        DeleteConfirmDialog dialog(array, members, this);
        if (dialog.exec() == QDialog::Accepted) deleteArray(array, dialog.typed());
        return;
    }
    }
}

void ArraysPage::appendLog(const QString& text)
{
    // A rebuild runs for minutes: the time of each line tells how long each step took.
    log_->appendPlainText(QStringLiteral("[%1] %2").arg(
        QTime::currentTime().toString(QStringLiteral("HH:mm:ss")), text));
}

} // namespace am::ui
