// The Arrays page's "Reshape…" and "Grow filesystem…" actions (ArraysPage): each dialog's plan
// from the helper, then the change sent as the page's other actions go.
#include <QBoxLayout>
#include <QIcon>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTreeView>

#include "ui/arrays/manager/arrays_model.h"
#include "ui/arrays/manager/arrays_page.h"
#include "ui/arrays/manager/grow_filesystem_dialog.h"
#include "ui/arrays/manager/reshape_dialog.h"
#include "ui/helper/helper_request.h"

namespace am::ui {

void ArraysPage::buildReshapeButton(QWidget* box, QBoxLayout* row)
{
    reshape_button_ =
        new QPushButton(QIcon::fromTheme(QStringLiteral("transform-scale")), tr("Reshape…"), box);
    reshape_button_->setToolTip(
        tr("Grow or reshape the selected md array: more members, the whole of bigger members, "
           "another level or chunk (mdadm --grow); shows the plan before anything runs"));
    connect(reshape_button_, &QPushButton::clicked, this, &ArraysPage::openReshapeDialog);
    row->addWidget(reshape_button_);
    grow_fs_button_ = new QPushButton(QIcon::fromTheme(QStringLiteral("zoom-fit-best")),
                                      tr("Grow filesystem…"), box);
    grow_fs_button_->setToolTip(
        tr("After a grow: make the ext2/3/4 or xfs filesystem on the selected md array as big as "
           "the array (resize2fs, xfs_growfs); shows the steps before anything runs"));
    connect(grow_fs_button_, &QPushButton::clicked, this, &ArraysPage::openGrowFilesystemDialog);
    row->addWidget(grow_fs_button_);
}

void ArraysPage::updateReshapeButton()
{
    if (!reshape_button_) return;
    const raid::ArrayStatus* status = model_->arrayAt(tree_->currentIndex());
    // md arrays, imsm volumes and containers (the planner refuses what imsm does not do); md
    // refuses a second reshape. A filesystem lives on an array or volume, not a container.
    const bool reshapes =
        status &&
        (status->backend == raid::Backend::Md || status->backend == raid::Backend::Imsm) &&
        status->sync_action != "reshape";
    reshape_button_->setEnabled(driver_loaded_ && reshapes);
    grow_fs_button_->setEnabled(driver_loaded_ && reshapes && status->level != "container");
}

void ArraysPage::openReshapeDialog()
{
    const raid::ArrayStatus* status = model_->arrayAt(tree_->currentIndex());
    if (!status) return;
    const raid::ArrayStatus array = *status; // the model may refresh while the dialog is open
    ReshapeDialog dialog(array, helpers_, this);
    if (dialog.exec() == QDialog::Accepted) runReshape(dialog.fields());
}

void ArraysPage::openGrowFilesystemDialog()
{
    const QString array = selectedArray();
    if (array.isEmpty()) return;
    GrowFilesystemDialog dialog(array, helpers_, this);
    if (dialog.exec() == QDialog::Accepted) runGrowFilesystem(array);
}

qint64 ArraysPage::runGrowFilesystem(const QString& array)
{
    const helper::RequestBody body{helper::GrowFilesystemRequest{array.toStdString()}};
    HelperChannel* channel = helpers_->channel(helper::scopeOf(body));
    connectChannel(channel);
    const qint64 id = channel->send(requestObject(body));
    const QString what = tr("Grow the filesystem on %1").arg(array);
    pending_[{channel, id}] = what;
    appendLog(tr("> %1").arg(what));
    bottom_->setCurrentWidget(log_);
    return id;
}

qint64 ArraysPage::runReshape(const helper::ReshapeFields& fields)
{
    const helper::RequestBody body{helper::ReshapeRequest{fields}};
    HelperChannel* channel = helpers_->channel(helper::scopeOf(body));
    connectChannel(channel);
    const qint64 id = channel->send(requestObject(body));
    const QString what = tr("Reshape %1").arg(QString::fromStdString(fields.array));
    pending_[{channel, id}] = what;
    appendLog(tr("> %1").arg(what));
    bottom_->setCurrentWidget(log_);
    return id;
}

} // namespace am::ui
