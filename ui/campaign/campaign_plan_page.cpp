#include "ui/campaign/campaign_plan_page.h"

#include <QFontDatabase>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

#include "ui/campaign/campaign_dialog.h"
#include "ui/campaign/campaign_progress.h"

namespace am::ui {

CampaignPlanPage::CampaignPlanPage(CampaignDialog* dialog)
    : QWizardPage(dialog), dialog_(dialog), duration_(new QLabel(this)),
      destroyed_(new QLabel(this)), text_(new QPlainTextEdit(this)),
      confirm_label_(new QLabel(this)), confirm_(new QLineEdit(this))
{
    setTitle(tr("The plan"));
    setSubTitle(tr("What the campaign will do, in the order it does it, with the exact commands."));
    setCommitPage(true);
    setButtonText(QWizard::CommitButton, tr("&Start campaign"));
    duration_->setObjectName(QStringLiteral("campaignDuration"));
    destroyed_->setObjectName(QStringLiteral("campaignDestroyed"));
    destroyed_->setWordWrap(true);
    destroyed_->setTextFormat(Qt::RichText);
    text_->setObjectName(QStringLiteral("campaignPlanText"));
    text_->setReadOnly(true);
    text_->setLineWrapMode(QPlainTextEdit::NoWrap);
    text_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    confirm_label_->setWordWrap(true);
    confirm_label_->setBuddy(confirm_);
    confirm_->setObjectName(QStringLiteral("confirmCampaign"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(duration_);
    layout->addWidget(destroyed_);
    layout->addWidget(text_, 1);
    layout->addWidget(confirm_label_);
    layout->addWidget(confirm_);
    connect(confirm_, &QLineEdit::textChanged, this, &CampaignPlanPage::completeChanged);
}

void CampaignPlanPage::initializePage()
{
    dialog_->makePlan();
    const auto& plan = dialog_->plan();
    text_->setPlainText(QString::fromStdString(describePlan(plan)));
    duration_->setText(tr("Estimated duration: about %1, %n configuration(s) of %2 cells each.", "",
                          static_cast<int>(plan.configurations.size()))
                           .arg(campaignDurationText(plan.estimated_seconds))
                           .arg(plan.cells.size()));
    QStringList lines;
    for (const auto& sentence : plan.destroyed)
        lines << QString::fromStdString(sentence).toHtmlEscaped();
    destroyed_->setText(QStringLiteral("<b>%1</b><br>%2")
                            .arg(tr("Destroyed on every drive, for every configuration:"),
                                 lines.join(QStringLiteral("<br>"))));
    confirm_->clear();
    confirm_label_->setText(
        tr("Type the campaign name, <b>%1</b>, to confirm that the drives above may be destroyed:")
            .arg(dialog_->campaignName().toHtmlEscaped()));
}

bool CampaignPlanPage::isComplete() const
{
    return !dialog_->plan().configurations.empty() && confirm_->text() == dialog_->campaignName();
}

} // namespace am::ui
