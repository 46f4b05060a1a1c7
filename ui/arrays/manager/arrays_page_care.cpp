// The Arrays page's "Stop check" (ArraysPage): ends a running check or repair.
#include <QMessageBox>
#include <QPushButton>
#include <QTreeView>

#include "core/raid/steps.h"
#include "core/util/process_runner.h"
#include "ui/arrays/manager/array_check_text.h"
#include "ui/arrays/manager/arrays_model.h"
#include "ui/arrays/manager/arrays_page.h"

namespace am::ui {

void ArraysPage::updateStopCheckButton()
{
    QPushButton* button = actionButton(ArrayAction::StopCheck);
    if (!button) return;
    const raid::ArrayStatus* status = model_->arrayAt(tree_->currentIndex());
    const bool stoppable = driver_loaded_ && status && checkCanBeStopped(*status);
    button->setEnabled(stoppable);
    if (!stoppable && status && status->progress &&
        (status->backend == raid::Backend::Md || status->backend == raid::Backend::Imsm))
        button->setToolTip(
            tr("md is running a %1, which it must finish: only a check or repair can be stopped")
                .arg(QString::fromStdString(status->sync_action)));
}

void ArraysPage::confirmStopCheck()
{
    const raid::ArrayStatus* status = model_->arrayAt(tree_->currentIndex());
    if (!status || !checkCanBeStopped(*status)) return;
    const QString array = QString::fromStdString(status->name);
    // The helper writes under the real /sys whatever roots this page reads.
    const raid::Step step =
        raid::scrubStep(drives::SystemRoots{}, status->name, raid::ScrubAction::Idle);
    QMessageBox box(QMessageBox::Question, actionTitle(ArrayAction::StopCheck),
                    tr("Stop the %1 of /dev/%2? The mismatches counted so far stay in "
                       "mismatch_cnt until the next check starts.\n\n"
                       "The helper will run (as root):\n$ %3")
                        .arg(QString::fromStdString(status->sync_action), array,
                             QString::fromStdString(util::displayCommand(step.display()))),
                    QMessageBox::Ok | QMessageBox::Cancel, this);
    box.button(QMessageBox::Ok)->setText(tr("Stop the check"));
    if (box.exec() == QMessageBox::Ok) stopCheck(array);
}

qint64 ArraysPage::stopCheck(const QString& array)
{
    return runAction(ArrayAction::StopCheck, {array, {}, {}});
}

} // namespace am::ui
