#include "ui/arrays/wizard/level_page.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "core/raid/platform_probe.h"
#include "core/util/process_runner.h"
#include "ui/arrays/wizard/array_wizard.h"
#include "ui/arrays/wizard/backend_choice.h"
#include "ui/arrays/wizard/backend_rules.h"
#include "ui/arrays/wizard/backend_text.h"
#include "ui/drives/drives_model.h"

namespace am::ui {

namespace {
QString kibText(std::uint64_t bytes)
{
    const qulonglong kib = bytes / 1024;
    return kib >= 1024 ? LevelPage::tr("%1 MiB").arg(kib / 1024) : LevelPage::tr("%1 KiB").arg(kib);
}
} // namespace

LevelPage::LevelPage(ArrayWizard* wizard)
    : QWizardPage(wizard), wizard_(wizard), backends_(new BackendChoice(this)),
      levels_(new QButtonGroup(this)), measured_note_(new QLabel(this)), form_(new QFormLayout),
      chunk_(new QComboBox(this)), bitmap_(new QComboBox(this)), layout_(new QComboBox(this)),
      spares_(new QListWidget(this)), metadata_level_(new QComboBox(this)),
      mixed_(new QCheckBox(tr("&Mixed block groups (for drives under 1 GiB)"), this)),
      name_(new QLineEdit(this)), name_hint_(new QLabel(this)), members_note_(new QLabel(this)),
      problems_(new QLabel(this))
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

    for (const qulonglong kib : {64ULL, 128ULL, 256ULL, 512ULL, 1024ULL})
        chunk_->addItem(QString(), kib * 1024);
    chunk_->insertItem(0, QString(), QVariant()); // the backend's default, named in refresh()
    chunk_->setCurrentIndex(0);
    for (int i = 1; i < chunk_->count(); ++i)
        chunk_->setItemText(i, kibText(chunk_->itemData(i).toULongLong()));
    chunk_->setToolTip(tr(
        "Data written to one member before moving to the next. Larger suits big sequential files, "
        "smaller suits small random I/O."));
    bitmap_->addItem(tr("Default (internal for redundant levels)"), QString());
    bitmap_->addItem(tr("Internal: fast resync after a crash"), QStringLiteral("internal"));
    bitmap_->addItem(tr("None: slightly faster writes"), QStringLiteral("none"));
    layout_->addItem(tr("near (n2): the default"), QStringLiteral("n2"));
    layout_->addItem(tr("far (f2): faster sequential reads, slower writes"), QStringLiteral("f2"));
    layout_->addItem(tr("offset (o2)"), QStringLiteral("o2"));
    metadata_level_->addItem(QString(), QVariant()); // btrfs's default, named in refresh()
    for (const auto& info : raid::kLevels)
        if (raid::supports(raid::Backend::Btrfs, info.level))
            metadata_level_->addItem(levelTitle(info.level), static_cast<int>(info.level));
    metadata_level_->setToolTip(
        tr("How btrfs keeps its metadata (mkfs.btrfs -m): losing it loses the whole filesystem."));
    spares_->setToolTip(
        tr("Ticked drives wait as hot spares: md rebuilds onto one when a member fails."));
    name_->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[A-Za-z0-9][A-Za-z0-9_.-]{0,31}")), name_));
    name_->setPlaceholderText(tr("e.g. data"));
    for (QLabel* label : {name_hint_, members_note_, measured_note_, problems_})
        label->setWordWrap(true);
    mixed_->setToolTip(
        tr("mkfs.btrfs --mixed: data and metadata share block groups and both keep the data "
           "profile. Without it a replace on small drives can fail for lack of space."));

    form_->addRow(tr("&Chunk size:"), chunk_);
    form_->addRow(tr("Write-intent &bitmap:"), bitmap_);
    form_->addRow(tr("RAID 10 &layout:"), layout_);
    form_->addRow(tr("Hot &spares:"), spares_);
    form_->addRow(tr("&Metadata profile:"), metadata_level_);
    form_->addRow(QString(), mixed_);
    form_->addRow(tr("Array &name:"), name_);
    form_->addRow(QString(), name_hint_);

    // Four backends, six levels and their options are taller than a small screen's wizard:
    // the page scrolls there rather than squeezing the explanations.
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(backends_);
    layout->addWidget(level_box);
    layout->addWidget(measured_note_);
    layout->addWidget(members_note_);
    layout->addLayout(form_);
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
    for (QComboBox* box : {chunk_, bitmap_, layout_, metadata_level_})
        connect(box, &QComboBox::currentIndexChanged, this, [this] { readChoices(); });
    connect(spares_, &QListWidget::itemChanged, this, [this] { readChoices(); });
    connect(name_, &QLineEdit::textChanged, this, [this] { readChoices(); });
    connect(mixed_, &QCheckBox::toggled, this, [this] { readChoices(); });
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
    spares_->clear();
    for (const auto& path : state.picked) {
        auto* item = new QListWidgetItem(QString::fromStdString(path), spares_);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(std::find(state.spares.begin(), state.spares.end(), path) !=
                                    state.spares.end()
                                ? Qt::Checked
                                : Qt::Unchecked);
    }
    // As tall as its rows (up to five, then it scrolls): the room goes to the levels' explanations.
    const int rows = std::clamp(spares_->count(), 1, 5);
    spares_->setFixedHeight(spares_->sizeHintForRow(0) * rows + 2 * spares_->frameWidth());
    if (QAbstractButton* button = levels_->button(static_cast<int>(state.level)))
        button->setChecked(true);
    if (name_->text().isEmpty() && !state.name.empty())
        name_->setText(QString::fromStdString(state.name));
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
    const QVariant chunk = chunk_->currentData();
    state.chunk_bytes =
        chunk.isValid() ? std::optional<std::uint64_t>(chunk.toULongLong()) : std::nullopt;
    const QString bitmap = bitmap_->currentData().toString();
    state.bitmap = bitmap.isEmpty() ? std::nullopt : raid::parseBitmap(bitmap.toStdString());
    state.layout = raid::parseRaid10Layout(layout_->currentData().toString().toStdString());
    state.spares.clear();
    if (raid::supports(state.backend, raid::Capability::Spares))
        for (int i = 0; i < spares_->count(); ++i)
            if (spares_->item(i)->checkState() == Qt::Checked)
                state.spares.push_back(spares_->item(i)->text().toStdString());
    const QVariant metadata_level = metadata_level_->currentData();
    state.metadata_level = metadata_level.isValid()
                               ? std::optional(static_cast<raid::Level>(metadata_level.toInt()))
                               : std::nullopt;
    state.btrfs_mixed = mixed_->isChecked();
    state.name = name_->text().toStdString();
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
    refreshOptions();
    members_note_->setText(tr("%n active member(s)", "", static_cast<int>(members)) +
                           (state.spares.empty() ? QString()
                                                 : tr(", %n hot spare(s)", "",
                                                      static_cast<int>(state.spares.size()))));
    const QStringList problems = planProblems();
    problems_->setVisible(!problems.isEmpty() && isValidArrayName(name_->text()));
    problems_->setText(tr("The %1 backend refuses this: %2")
                           .arg(backendTitle(state.backend), problems.join(QStringLiteral(" "))));
}

void LevelPage::refreshOptions()
{
    using raid::Capability;
    const WizardState& state = wizard_->state();
    const raid::BackendInfo& info = raid::backendInfo(state.backend);
    const auto offers = [&](Capability capability) {
        return raid::supports(state.backend, capability);
    };
    const bool btrfs = state.backend == raid::Backend::Btrfs;
    chunk_->setEnabled(offers(Capability::Chunk) && raid::usesChunk(state.level));
    raid::Plan striped = state.plan();
    striped.level = raid::Level::Raid0;
    striped.chunk_bytes.reset();
    chunk_->setItemText(0, tr("Default: %1").arg(kibText(raid::effectiveChunk(striped))));
    bitmap_->setEnabled(offers(Capability::Bitmap));
    layout_->setEnabled(offers(Capability::Layout));
    form_->setRowVisible(layout_, state.level == raid::Level::Raid10);
    spares_->setEnabled(offers(Capability::Spares));
    form_->setRowVisible(metadata_level_, btrfs);
    form_->setRowVisible(mixed_, btrfs);
    metadata_level_->setEnabled(!state.btrfs_mixed);
    metadata_level_->setItemText(
        0, tr("Default: %1").arg(levelTitle(raid::btrfsMetadataDefault(state.level))));
    measured_note_->setVisible(info.measured_through_file);
    measured_note_->setText(tr("Measured through a test file on the filesystem, not as a block "
                               "device: the numbers include the filesystem's own work."));
    raid::Plan named = state.plan();
    const bool name_ok = isValidArrayName(name_->text());
    named.name = name_ok ? name_->text().toStdString() : tr("NAME").toStdString();
    name_hint_->setText(
        name_ok || name_->text().isEmpty()
            ? tr("Becomes %1. Letters, digits, _ - . (up to 32).")
                  .arg(QString::fromStdString(raid::plannedPath(named)))
            : tr("Not a valid name: start with a letter or digit; use letters, digits, _ - . only."));
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

} // namespace am::ui
