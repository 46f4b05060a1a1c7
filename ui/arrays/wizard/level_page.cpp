#include "ui/arrays/wizard/level_page.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QRadioButton>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "core/raid/platform_probe.h"
#include "core/util/process_runner.h"
#include "ui/arrays/wizard/array_wizard.h"
#include "ui/arrays/wizard/backend_choice.h"
#include "ui/arrays/wizard/backend_rules.h"
#include "ui/arrays/wizard/backend_text.h"
#include "ui/arrays/wizard/level_options.h"
#include "ui/drives/drives_model.h"

namespace am::ui {

LevelPage::LevelPage(ArrayWizard* wizard)
    : QWizardPage(wizard), wizard_(wizard), backends_(new BackendChoice(this)),
      levels_(new QButtonGroup(this)), measured_note_(new QLabel(this)),
      options_(new LevelOptions(this)), members_note_(new QLabel(this)), problems_(new QLabel(this))
{
    setTitle(tr("Level and layout"));
    setSubTitle(tr(
        "How the drives work together. Capacity and fault tolerance are for the drives you picked."));

    auto* level_box = new QGroupBox(tr("Level"), this);
    auto* grid = new QGridLayout(level_box);
    int row = 0;
    for (const auto& info : raid::kLevels) {
        auto* radio = new QRadioButton(levelTitle(info.level), level_box);
        levels_->addButton(radio, static_cast<int>(info.level));
        auto* detail = new QLabel(level_box);
        detail->setWordWrap(true);
        detail->setBuddy(radio);
        details_[info.level] = detail;
        grid->addWidget(radio, row, 0, Qt::AlignTop);
        grid->addWidget(detail, row, 1);
        ++row;
    }
    grid->setColumnStretch(1, 1);

    for (QLabel* label : {members_note_, measured_note_, problems_}) label->setWordWrap(true);
    measured_note_->setText(tr("Measured through a test file on the filesystem, not as a block "
                               "device: the numbers include the filesystem's own work."));

    // Four backends, six levels and their options are taller than a small screen's wizard:
    // the page scrolls there rather than squeezing the explanations.
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(backends_);
    layout->addWidget(level_box);
    layout->addWidget(measured_note_);
    layout->addWidget(members_note_);
    layout->addWidget(options_);
    layout->addWidget(problems_);
    layout->addStretch(1);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* page = new QVBoxLayout(this);
    page->setContentsMargins(0, 0, 0, 0);
    page->addWidget(scroll);

    connect(backends_, &BackendChoice::chosen, this, [this] { readChoices(); });
    connect(levels_, &QButtonGroup::idClicked, this, [this] { readChoices(); });
    connect(options_, &LevelOptions::changed, this, [this] { readChoices(); });
    connect(&platform_, &QFutureWatcher<raid::Platform>::finished, this,
            &LevelPage::onPlatformProbed);

    // mdadm --detail-platform runs a process: off the GUI thread.
    const bool override_platform = raid::imsmNoPlatformFromEnvironment();
    platform_.setFuture(QtConcurrent::run([override_platform] {
        util::SpawnRunner runner;
        return raid::probePlatform(runner, override_platform);
    }));
}

void LevelPage::onPlatformProbed()
{
    platform_result_ = platform_.result();
    applyAvailability();
    refresh();
    emit completeChanged();
}

void LevelPage::applyAvailability()
{
    // imsm needs Intel's firmware as well as mdadm: the probe says whether it is there.
    std::vector<raid::BackendAvailability> shown = availability_;
    for (auto& entry : shown) {
        if (entry.backend != raid::Backend::Imsm || !entry.available) continue;
        if (!platform_result_) {
            entry.available = false;
            entry.reason =
                tr("checking for Intel RAID firmware (mdadm --detail-platform)…").toStdString();
        } else if (!platform_result_->found() && !platform_result_->no_platform_override) {
            entry.available = false;
            entry.reason = tr("mdadm --detail-platform finds no Intel VROC/RST platform "
                              "(IMSM_NO_PLATFORM=1 allows a test without it)")
                               .toStdString();
        }
    }
    backends_->setAvailability(shown);
    if (platform_result_ && platform_result_->no_platform_override && !platform_result_->found())
        backends_->button(raid::Backend::Imsm)
            ->setToolTip(tr(
                "IMSM_NO_PLATFORM=1 is set: imsm metadata without Intel firmware (for testing)."));
}

void LevelPage::initializePage()
{
    updating_ = true;
    const WizardState& state = wizard_->state();
    // Files only: read again on each visit, so a package installed meanwhile counts.
    availability_ = wizard_->backendAvailability();
    applyAvailability();
    backends_->setCurrent(state.backend);
    options_->showSpares(state);
    if (QAbstractButton* button = levels_->button(static_cast<int>(state.level)))
        button->setChecked(true);
    updating_ = false;
    readChoices();
}

void LevelPage::readChoices()
{
    if (updating_) return;
    WizardState& state = wizard_->state();
    state.backend = backends_->current();
    state.metadata =
        state.backend == raid::Backend::Imsm ? raid::Metadata::Imsm : raid::Metadata::V1_2;
    state.level = levels_->checkedId() < 0 ? raid::Level::Raid1
                                           : static_cast<raid::Level>(levels_->checkedId());
    if (!raid::supports(state.backend, state.level)) { // every backend builds raid1
        state.level = raid::Level::Raid1;
        levels_->button(static_cast<int>(state.level))->setChecked(true);
    }
    options_->readInto(state);
    refresh();
    emit completeChanged();
}

QString LevelPage::levelDetail(raid::Level level) const
{
    const WizardState& state = wizard_->state();
    const auto members = static_cast<std::uint32_t>(state.members().size());
    if (members < raid::minimumMembers(level))
        return tr("Needs at least %n active drive(s).", "",
                  static_cast<int>(raid::minimumMembers(level))) +
               QLatin1Char(' ') + levelPurpose(level);
    const raid::Geometry geometry = state.geometry(level);
    const QString tolerance =
        geometry.fault_tolerance == 0
            ? tr("no drive may fail")
            : tr("survives %n failed drive(s)", "", static_cast<int>(geometry.fault_tolerance));
    return tr("%1 usable · %2. %3")
        .arg(sizeText(geometry.capacity_bytes, util::SizeUnits::Decimal), tolerance,
             levelPurpose(level));
}

QRadioButton* LevelPage::levelButton(raid::Level level) const
{
    return static_cast<QRadioButton*>(levels_->button(static_cast<int>(level)));
}

bool LevelPage::selectLevel(raid::Level level)
{
    QAbstractButton* button = levels_->button(static_cast<int>(level));
    if (!button || !button->isEnabled() || button->isHidden()) return false;
    button->click();
    return true;
}

QString LevelPage::levelRefusal(raid::Level level) const
{
    const raid::Platform* platform = platform_result_ ? &*platform_result_ : nullptr;
    return QString::fromStdString(ui::levelRefusal(wizard_->state(), level, platform));
}

QStringList LevelPage::planProblems() const
{
    const raid::Platform* platform = platform_result_ ? &*platform_result_ : nullptr;
    QStringList out;
    for (const auto& problem : backendProblems(wizard_->state(), platform))
        out << QString::fromStdString(problem.message);
    return out;
}

void LevelPage::refresh()
{
    const WizardState& state = wizard_->state();
    const auto members = static_cast<std::uint32_t>(state.members().size());
    for (const auto& info : raid::kLevels) {
        const bool offered = raid::supports(state.backend, info.level);
        QAbstractButton* button = levels_->button(static_cast<int>(info.level));
        button->setVisible(offered);
        details_[info.level]->setVisible(offered);
        if (!offered) continue;
        const QString refusal = levelRefusal(info.level);
        details_[info.level]->setText(refusal.isEmpty() ? levelDetail(info.level) : refusal);
        button->setEnabled(members >= raid::minimumMembers(info.level) && refusal.isEmpty());
    }
    options_->refresh(state);
    measured_note_->setVisible(raid::backendInfo(state.backend).measured_through_file);
    members_note_->setText(tr("%n active member(s)", "", static_cast<int>(members)) +
                           (state.spares.empty() ? QString()
                                                 : tr(", %n hot spare(s)", "",
                                                      static_cast<int>(state.spares.size()))));
    const QStringList problems = planProblems();
    problems_->setVisible(!problems.isEmpty() &&
                          isValidArrayName(QString::fromStdString(state.name)));
    problems_->setText(tr("The %1 backend refuses this: %2")
                           .arg(backendTitle(state.backend), problems.join(QStringLiteral(" "))));
}

bool LevelPage::isComplete() const
{
    const WizardState& state = wizard_->state();
    if (!backends_->isAvailable(state.backend)) return false;
    if (!raid::supports(state.backend, state.level)) return false;
    if (state.members().size() < raid::minimumMembers(state.level)) return false;
    if (!isValidArrayName(QString::fromStdString(state.name))) return false;
    return planProblems().isEmpty();
}

QLineEdit* LevelPage::nameEdit() const { return options_->nameEdit(); }
QListWidget* LevelPage::sparesList() const { return options_->sparesList(); }
QComboBox* LevelPage::chunkBox() const { return options_->chunkBox(); }
QComboBox* LevelPage::bitmapBox() const { return options_->bitmapBox(); }
QComboBox* LevelPage::layoutBox() const { return options_->layoutBox(); }
QComboBox* LevelPage::metadataLevelBox() const { return options_->metadataLevelBox(); }
QCheckBox* LevelPage::mixedBox() const { return options_->mixedBox(); }

} // namespace am::ui
