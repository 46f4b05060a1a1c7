// The Arrays page's care of md arrays beyond one action (ArraysPage): "Stop check", and
// "Checks and alerts…" (md's periodic check, mdadm's alerts) beside "Send test alert".
#include <QBoxLayout>
#include <QIcon>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeView>

#include "core/helper/request.h"
#include "core/raid/steps.h"
#include "core/util/process_runner.h"
#include "ui/arrays/manager/array_check_text.h"
#include "ui/arrays/manager/arrays_model.h"
#include "ui/arrays/manager/arrays_page.h"
#include "ui/arrays/manager/care_dialog.h"
#include "ui/arrays/manager/test_alert_button.h"
#include "ui/helper/helper_request.h"

namespace am::ui {

void ArraysPage::buildCareButtons(QBoxLayout* row)
{
    care_button_ = new QPushButton(QIcon::fromTheme(QStringLiteral("preferences-system")),
                                   tr("Checks and alerts…"), this);
    care_button_->setObjectName(QStringLiteral("checksAndAlerts"));
    care_button_->setToolTip(
        tr("md's periodic check (cron or systemd timer) and mdadm's alerts (MAILADDR, PROGRAM): "
           "shows each change before arraymark-helper makes it"));
    connect(care_button_, &QPushButton::clicked, this, &ArraysPage::openCareDialog);
    row->addWidget(care_button_);
    // The desktop side of the same alerts: what ArrayMark's PROGRAM shows, tried right here.
    row->addWidget(new TestAlertButton(this));
}

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

CareSent ArraysPage::sendCare(const helper::RequestBody& body)
{
    QString what;
    if (const auto* check = std::get_if<helper::CheckScheduleRequest>(&body))
        what = tr("Periodic check by %1: %2")
                   .arg(QString::fromStdString(check->mechanism),
                        check->enabled ? tr("on") : tr("off"));
    else
        what = tr("Alert settings in mdadm.conf");
    const auto [channel, id] = sendToHelper(body, what);
    return {channel, id};
}

void ArraysPage::openCareDialog()
{
    CareDialog dialog(
        care_paths_, [this](const helper::RequestBody& body) { return sendCare(body); }, this);
    dialog.exec();
}

} // namespace am::ui
