// The Arrays page's "Reshape…" and "Grow filesystem…" actions (ArraysPage): each dialog's plan
// from the helper, then the change sent as the page's other actions go.
#include <QBoxLayout>
#include <QIcon>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTreeView>

#include "ui/arrays/manager/arrays_model.h"
#include "ui/arrays/manager/arrays_page.h"
#include "ui/arrays/manager/grow_filesystem_dialog.h"
#include "ui/arrays/manager/reshape_dialog.h"
#include "ui/arrays/manager/reshape_text.h"
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
        tr("After a grow: make the ext2/3/4, xfs or btrfs filesystem on the selected md array as "
           "big as the array (resize2fs, xfs_growfs, btrfs filesystem resize); shows the steps "
           "before anything runs"));
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
    ReshapeDialog dialog(array, helpers_, drive_scan_, this);
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
    return sendToHelper(helper::GrowFilesystemRequest{array.toStdString()},
                        tr("Grow the filesystem on %1").arg(array))
        .second;
}

qint64 ArraysPage::runReshape(const helper::ReshapeFields& fields)
{
    return sendToHelper(helper::ReshapeRequest{fields},
                        tr("Reshape %1").arg(QString::fromStdString(fields.array)))
        .second;
}

void ArraysPage::offerInvalidBackup(const QJsonObject& assemble_answer)
{
    const auto retry = invalidBackupAssemble(assemble_answer);
    if (!retry) return;
    auto* question =
        new QMessageBox(QMessageBox::Warning, tr("Assemble without the backup file?"),
                        invalidBackupQuestionText(assemble_answer), QMessageBox::Cancel, this);
    question->setObjectName(QStringLiteral("invalidBackupQuestion"));
    question->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton* assemble =
        question->addButton(tr("Assemble with --invalid-backup"), QMessageBox::AcceptRole);
    question->setDefaultButton(QMessageBox::Cancel);
    const QString array = assemble_answer.value(QStringLiteral("reshape_array")).toString();
    connect(question, &QMessageBox::buttonClicked, this,
            [this, assemble, retry = *retry, array](QAbstractButton* clicked) {
                if (clicked != assemble) {
                    appendLog(tr("%1 stays stopped: assembling without its backup file was "
                                 "declined.")
                                  .arg(array));
                    return;
                }
                sendToHelper(retry, tr("Assemble %1 with --invalid-backup").arg(array));
            });
    question->open(); // the page keeps refreshing while the question waits
}

QMessageBox* ArraysPage::invalidBackupQuestion() const
{
    return findChild<QMessageBox*>(QStringLiteral("invalidBackupQuestion"));
}

} // namespace am::ui
