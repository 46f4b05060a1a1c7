#include "ui/campaign/campaign_setup_page.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "core/bench/preset.h"
#include "core/campaign/configuration.h"
#include "core/campaign/journal.h"
#include "core/campaign/suggestion.h"
#include "core/campaign/validation.h"
#include "core/estimate/member_caps.h"
#include "core/helper/campaign_request.h"
#include "ui/arrays/wizard/wizard_state.h"
#include "ui/campaign/campaign_dialog.h"
#include "ui/campaign/campaign_run.h"
#include "ui/drives/drives_model.h"

namespace am::ui {

namespace {
constexpr int kSuggestions = 3; // the estimator's best levels ticked at the start
constexpr int kPathRole = Qt::UserRole;
} // namespace

CampaignSetupPage::CampaignSetupPage(CampaignDialog* dialog)
    : QWizardPage(dialog), dialog_(dialog), name_(new QLineEdit(this)),
      drives_(new QListWidget(this)), configurations_(new QListWidget(this)),
      suggestion_(new QLabel(this)), problem_label_(new QLabel(this))
{
    setTitle(tr("Compare configurations"));
    setSubTitle(tr("Every configuration is built on all of the drives below, measured, and "
                   "deleted, one after the other. Everything on these drives is destroyed."));
    name_->setObjectName(QStringLiteral("campaignName"));
    name_->setText(
        QStringLiteral("campaign-%1")
            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmm"))));
    drives_->setObjectName(QStringLiteral("campaignDrives"));
    drives_->setWordWrap(
        true); // a busy drive's reason wraps rather than hiding behind a side scroll
    drives_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    configurations_->setObjectName(QStringLiteral("campaignConfigurations"));
    suggestion_->setWordWrap(true);
    // Two lines from the start, so the text that comes with the estimate does not squeeze the list.
    suggestion_->setText(tr("The estimator ranks the levels for the ticked drives; its best are "
                            "ticked here."));
    problem_label_->setObjectName(QStringLiteral("campaignProblems"));
    problem_label_->setWordWrap(true);
    problem_label_->setTextFormat(Qt::RichText);

    auto* name_row = new QFormLayout();
    name_row->addRow(tr("Campaign &name:"), name_);

    auto* lists = new QHBoxLayout();
    auto* drive_box = new QGroupBox(tr("Drives"), this);
    (new QVBoxLayout(drive_box))->addWidget(drives_);
    auto* configuration_box = new QGroupBox(tr("Configurations"), this);
    auto* configuration_layout = new QVBoxLayout(configuration_box);
    configuration_layout->addWidget(configurations_);
    configuration_layout->addWidget(suggestion_);
    lists->addWidget(drive_box, 1);
    lists->addWidget(configuration_box, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(name_row);
    layout->addLayout(lists, 1);
    layout->addWidget(buildOptions());
    layout->addWidget(problem_label_);

    fillDrives();
    fillConfigurations();
    connect(name_, &QLineEdit::textChanged, this, &CampaignSetupPage::revalidate);
    connect(drives_, &QListWidget::itemChanged, this, [this] {
        revalidate();
        estimate();
    });
    connect(configurations_, &QListWidget::itemChanged, this, [this] {
        if (!ticking_) configurations_touched_ = true;
        revalidate();
    });
    connect(&watcher_, &QFutureWatcher<EstimateTable>::finished, this,
            &CampaignSetupPage::onEstimated);
    revalidate();
    estimate();
}

QWidget* CampaignSetupPage::buildOptions()
{
    auto* box = new QGroupBox(tr("Options"), this);
    baseline_ = new QCheckBox(tr("&Baseline: each drive alone first, with the same cells"), box);
    precondition_ = new QCheckBox(
        tr("&Precondition: fill each array sequentially before its random cells (off by default)"),
        box);
    degraded_ = new QCheckBox(tr("&Degraded: fail one member, measure, re-add it"), box);
    rebuild_ = new QCheckBox(tr("&Rebuild: measure during the rebuild, record its time"), box);
    sync_ = new QComboBox(box);
    sync_->addItem(tr("Wait for the initial sync (md speed limits raised)"),
                   QString::fromStdString(toString(campaign::SyncHandling::Wait)));
    sync_->addItem(tr("Skip it with --assume-clean (recorded in the results)"),
                   QString::fromStdString(toString(campaign::SyncHandling::AssumeClean)));
    preset_ = new QComboBox(box);
    // The compiled-in presets: the ones the helper knows too.
    for (const auto& preset : bench::loadPresets({}))
        preset_->addItem(QStringLiteral("%1: %2").arg(QString::fromStdString(preset.name),
                                                      QString::fromStdString(preset.description)),
                         QString::fromStdString(preset.name));
    preset_->setCurrentIndex(std::max(0, preset_->findData(QStringLiteral("quick"))));
    preset_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    preset_->setMinimumContentsLength(30);
    runtime_ = new QDoubleSpinBox(box);
    runtime_->setRange(0, 3600);
    runtime_->setDecimals(1);
    runtime_->setSpecialValueText(tr("the preset's"));
    runtime_->setSuffix(tr(" s"));
    auto* form = new QFormLayout(box);
    form->addRow(baseline_);
    form->addRow(precondition_);
    form->addRow(degraded_);
    form->addRow(rebuild_);
    form->addRow(tr("Initial &sync:"), sync_);
    form->addRow(tr("Pr&eset:"), preset_);
    form->addRow(tr("Seconds per &cell:"), runtime_);
    for (QCheckBox* check : {baseline_, precondition_, degraded_, rebuild_})
        connect(check, &QCheckBox::toggled, this, &CampaignSetupPage::revalidate);
    connect(sync_, &QComboBox::currentIndexChanged, this, &CampaignSetupPage::revalidate);
    connect(preset_, &QComboBox::currentIndexChanged, this, &CampaignSetupPage::revalidate);
    connect(runtime_, &QDoubleSpinBox::valueChanged, this, &CampaignSetupPage::revalidate);
    return box;
}

void CampaignSetupPage::fillDrives()
{
    const auto& options = dialog_->options();
    for (const auto& device : options.scan.drives) {
        if (!listedInWizard(device)) continue;
        QString why;
        const bool free = canPick(device, &why);
        auto* item = new QListWidgetItem(
            QStringLiteral("%1  %2  %3")
                .arg(QString::fromStdString(device.path), QString::fromStdString(device.model),
                     sizeText(device.size_bytes, util::SizeUnits::Decimal)),
            drives_);
        item->setData(kPathRole, QString::fromStdString(device.path));
        if (free) {
            item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
            const bool picked = std::find(options.picked.begin(), options.picked.end(),
                                          device.path) != options.picked.end();
            item->setCheckState(picked ? Qt::Checked : Qt::Unchecked);
        } else {
            item->setFlags(Qt::NoItemFlags);
            item->setToolTip(why);
            // On a line of its own: the reasons are long, and a side scroll hides them.
            item->setText(item->text() + QStringLiteral("\n      ") + why);
        }
    }
}

void CampaignSetupPage::fillConfigurations()
{
    for (const auto& configuration : campaign::candidateConfigurations(raid::Metadata::V1_2)) {
        auto* item = new QListWidgetItem(
            QString::fromStdString(campaign::configurationLabel(configuration)), configurations_);
        item->setData(kPathRole,
                      QString::fromStdString(campaign::configurationText(configuration)));
        item->setToolTip(QString::fromStdString(campaign::configurationId(configuration)));
        item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
        item->setCheckState(Qt::Unchecked);
    }
}

void CampaignSetupPage::tickConfigurations(const QStringList& ids)
{
    ticking_ = true;
    for (int row = 0; row < configurations_->count(); ++row) {
        QListWidgetItem* item = configurations_->item(row);
        item->setCheckState(ids.contains(item->toolTip()) ? Qt::Checked : Qt::Unchecked);
    }
    ticking_ = false;
    revalidate();
}

QStringList CampaignSetupPage::tickedConfigurations() const
{
    QStringList ids;
    for (int row = 0; row < configurations_->count(); ++row)
        if (configurations_->item(row)->checkState() == Qt::Checked)
            ids << configurations_->item(row)->toolTip();
    return ids;
}

void CampaignSetupPage::estimate()
{
    if (configurations_touched_ || watcher_.isRunning()) return;
    const auto& scan = dialog_->options().scan;
    std::vector<estimate::MemberDrive> members;
    for (const auto& path : spec().drives)
        if (const auto* device = scan.find(path))
            members.push_back(estimate::memberDriveOf(
                *device, device->is_partition ? scan.find(device->parent) : nullptr));
    const std::string history = dialog_->options().history_directory.toStdString();
    // Reads the history's result files: off the GUI thread.
    watcher_.setFuture(QtConcurrent::run([members, history] {
        return buildEstimateTable(members, history, raid::kDefaultNativeChunk);
    }));
}

void CampaignSetupPage::onEstimated()
{
    const EstimateTable table = watcher_.result();
    if (!configurations_touched_) {
        QStringList ids;
        for (const auto& configuration :
             campaign::suggestedConfigurations(table.rows, kSuggestions))
            ids << QString::fromStdString(campaign::configurationId(configuration));
        tickConfigurations(ids);
        suggestion_->setText(
            ids.isEmpty()
                ? tr("Tick the drives: the estimator then ticks its best candidates.")
                : tr("Ticked: the estimator's best %n level(s) for these drives by 4 KiB "
                     "random IOPS (%1).",
                     "", static_cast<int>(ids.size()))
                      .arg(table.allMeasured() ? tr("measured drives") : tr("reference figures")));
    }
    // The drives changed while it ran: once more for the ones ticked now.
    if (watcher_.future().isValid() && !configurations_touched_) {
        std::vector<std::string> now = spec().drives;
        std::vector<std::string> estimated;
        for (const auto& source : table.sources) estimated.push_back(source.path);
        if (now != estimated) {
            estimate();
            return;
        }
    }
    emit suggested();
}

campaign::CampaignSpec CampaignSetupPage::spec() const
{
    campaign::CampaignSpec spec;
    for (int row = 0; row < drives_->count(); ++row)
        if (drives_->item(row)->checkState() == Qt::Checked)
            spec.drives.push_back(drives_->item(row)->data(kPathRole).toString().toStdString());
    for (int row = 0; row < configurations_->count(); ++row)
        if (configurations_->item(row)->checkState() == Qt::Checked)
            spec.configurations.push_back(campaign::parseConfiguration(
                configurations_->item(row)->data(kPathRole).toString().toStdString()));
    spec.preset = preset_->currentData().toString().toStdString();
    if (runtime_->value() > 0) spec.runtime_s = runtime_->value();
    spec.options.baseline = baseline_->isChecked();
    spec.options.precondition = precondition_->isChecked();
    spec.options.degraded = degraded_->isChecked();
    spec.options.rebuild = rebuild_->isChecked();
    spec.options.sync = *campaign::parseSyncHandling(sync_->currentData().toString().toStdString());
    return spec;
}

QString CampaignSetupPage::campaignName() const { return name_->text().trimmed(); }

void CampaignSetupPage::revalidate()
{
    name_problem_.clear();
    try {
        helper::checkJournalName(campaignName().toStdString());
        if (QFileInfo::exists(QDir(campaignJournalDir(campaignName()))
                                  .filePath(QString::fromLatin1(campaign::kJournalFileName))))
            name_problem_ =
                tr("A campaign named %1 exists already: pick another name.").arg(campaignName());
    } catch (const std::exception&) {
        name_problem_ = tr("The name must be 1 to 64 letters, digits, '_', '-' or '.', starting "
                           "with a letter or digit.");
    }
    // No imsm configuration is offered here, so no platform is needed.
    problems_ = campaign::validateCampaign(spec(), dialog_->options().scan, nullptr);
    QStringList lines;
    if (!name_problem_.isEmpty()) lines << name_problem_.toHtmlEscaped();
    for (const auto& finding : problems_)
        lines << QStringLiteral("[%1] %2")
                     .arg(QString::fromStdString(finding.rule),
                          QString::fromStdString(finding.message))
                     .toHtmlEscaped();
    problem_label_->setText(
        lines.isEmpty() ? QString()
                        : QStringLiteral("<b>%1</b><br>%2")
                              .arg(tr("Cannot go on:"), lines.join(QStringLiteral("<br>"))));
    emit completeChanged();
}

bool CampaignSetupPage::isComplete() const { return problems_.empty() && name_problem_.isEmpty(); }

} // namespace am::ui
