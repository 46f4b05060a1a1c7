// The Arrays page's "Consistency…" action and the guarded fail/remove (ArraysPage).
#include <QBoxLayout>
#include <QIcon>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTreeView>

#include "core/helper/request.h"
#include "core/raid/redundancy_guard.h"
#include "ui/arrays/manager/arrays_model.h"
#include "ui/arrays/manager/arrays_page.h"
#include "ui/arrays/manager/consistency_dialog.h"
#include "ui/arrays/manager/force_name_dialog.h"
#include "ui/helper/helper_request.h"

namespace am::ui {

void ArraysPage::buildConsistencyButton(QWidget* box, QBoxLayout* row)
{
    consistency_button_ = new QPushButton(QIcon::fromTheme(QStringLiteral("document-properties")),
                                          tr("Consistency…"), box);
    consistency_button_->setToolTip(
        tr("Write-intent bitmap, raid5 PPL and write-mostly members of the selected md array "
           "(mdadm --grow, --manage): shows the commands before they run"));
    connect(consistency_button_, &QPushButton::clicked, this, &ArraysPage::openConsistencyDialog);
    row->addWidget(consistency_button_);
}

void ArraysPage::updateConsistencyButton()
{
    if (!consistency_button_) return;
    const raid::ArrayStatus* status = model_->arrayAt(tree_->currentIndex());
    const bool md =
        status && (status->backend == raid::Backend::Md || status->backend == raid::Backend::Imsm);
    consistency_button_->setEnabled(driver_loaded_ && md && status->level != "container");
}

void ArraysPage::openConsistencyDialog()
{
    const raid::ArrayStatus* status = model_->arrayAt(tree_->currentIndex());
    if (!status) return;
    const raid::ArrayStatus array = *status; // the model may refresh while the dialog is open
    ConsistencyDialog dialog(array, this);
    if (dialog.exec() == QDialog::Accepted)
        runSettings(QString::fromStdString(array.name), dialog.change());
}

qint64 ArraysPage::runSettings(const QString& array, const raid::SettingsChange& change)
{
    helper::SettingsRequest request;
    request.array = array.toStdString();
    if (change.bitmap) request.bitmap = raid::toString(*change.bitmap);
    if (change.consistency_policy)
        request.consistency_policy = raid::toString(*change.consistency_policy);
    request.write_mostly = change.write_mostly;
    request.readwrite = change.readwrite;
    return sendToHelper(request, tr("Consistency %1").arg(array)).second;
}

qint64 ArraysPage::loseMember(ArrayAction action, const ActionTarget& target)
{
    const raid::ArrayStatus* status = model_->arrayAt(model_->indexOfArray(target.array));
    const raid::MemberAction member_action =
        action == ArrayAction::Fail ? raid::MemberAction::Fail : raid::MemberAction::Remove;
    const auto loss =
        status ? raid::redundancyLoss(*status, member_action, target.device.toStdString())
               : raid::RedundancyLoss{};
    if (loss.kind == raid::RedundancyLoss::Kind::None) return runAction(action, target);
    // The helper refuses it too without the name; asking first says why before anything is sent.
    ForceNameDialog dialog(target.array, actionTitle(action), QString::fromStdString(loss.message),
                           this);
    if (dialog.exec() != QDialog::Accepted) {
        appendLog(
            tr("%1 of %2 not sent: %3")
                .arg(actionTitle(action), target.device, QString::fromStdString(loss.message)));
        return -1;
    }
    ActionTarget forced = target;
    forced.force_name = dialog.typed();
    return runAction(action, forced);
}

} // namespace am::ui
