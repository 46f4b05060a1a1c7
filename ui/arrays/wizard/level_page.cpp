#include "ui/arrays/wizard/level_page.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "core/raid/platform_probe.h"
#include "core/util/process_runner.h"
#include "ui/arrays/wizard/array_wizard.h"
#include "ui/drives/drives_model.h"

namespace am::ui {

namespace {
constexpr raid::Level kLevels[] = {raid::Level::Raid0, raid::Level::Raid1, raid::Level::Raid5,
                                   raid::Level::Raid6, raid::Level::Raid10};

// The levels Intel firmware offers (no raid6 in any option ROM).
bool imsmLevel(raid::Level level) { return level != raid::Level::Raid6; }
} // namespace

LevelPage::LevelPage(ArrayWizard* wizard)
    : QWizardPage(wizard), wizard_(wizard), levels_(new QButtonGroup(this)),
      chunk_(new QComboBox(this)), bitmap_(new QComboBox(this)), layout_(new QComboBox(this)),
      layout_label_(new QLabel(tr("RAID 10 &layout:"), this)), spares_(new QListWidget(this)),
      name_(new QLineEdit(this)), name_hint_(new QLabel(this)),
      imsm_(new QCheckBox(
          tr("Intel firmware RAID (&imsm metadata, visible to the BIOS and Windows)"), this)),
      members_note_(new QLabel(this))
{
    setTitle(tr("Level and layout"));
    setSubTitle(tr(
        "How the drives work together. Capacity and fault tolerance are for the drives you picked."));

    auto* grid = new QGridLayout;
    int row = 0;
    for (const auto level : kLevels) {
        auto* radio = new QRadioButton(levelTitle(level), this);
        levels_->addButton(radio, static_cast<int>(level));
        auto* detail = new QLabel(this);
        detail->setWordWrap(true);
        detail->setBuddy(radio);
        details_[level] = detail;
        grid->addWidget(radio, row, 0, Qt::AlignTop);
        grid->addWidget(detail, row, 1);
        ++row;
    }
    grid->setColumnStretch(1, 1);

    chunk_->addItem(tr("Default: %1 KiB (imsm: %2 KiB)")
                        .arg(raid::kDefaultNativeChunk / 1024)
                        .arg(raid::kDefaultImsmChunk / 1024),
                    QVariant());
    for (const qulonglong kib : {64ULL, 128ULL, 256ULL, 512ULL, 1024ULL})
        chunk_->addItem(kib >= 1024 ? tr("%1 MiB").arg(kib / 1024) : tr("%1 KiB").arg(kib),
                        kib * 1024);
    chunk_->setToolTip(tr(
        "Data written to one member before moving to the next. Larger suits big sequential files, "
        "smaller suits small random I/O."));
    bitmap_->addItem(tr("Default (internal for redundant levels)"), QString());
    bitmap_->addItem(tr("Internal: fast resync after a crash"), QStringLiteral("internal"));
    bitmap_->addItem(tr("None: slightly faster writes"), QStringLiteral("none"));
    layout_->addItem(tr("near (n2): the default"), QStringLiteral("n2"));
    layout_->addItem(tr("far (f2): faster sequential reads, slower writes"), QStringLiteral("f2"));
    layout_->addItem(tr("offset (o2)"), QStringLiteral("o2"));
    spares_->setToolTip(
        tr("Ticked drives wait as hot spares: md rebuilds onto one when a member fails."));
    name_->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[A-Za-z0-9][A-Za-z0-9_.-]{0,31}")), name_));
    name_->setPlaceholderText(tr("e.g. data"));
    name_hint_->setText(tr("Becomes /dev/md/NAME. Letters, digits, _ - . (up to 32)."));
    name_hint_->setWordWrap(true);
    members_note_->setWordWrap(true);
    imsm_->hide();

    auto* form = new QFormLayout;
    form->addRow(tr("&Chunk size:"), chunk_);
    form->addRow(tr("Write-intent &bitmap:"), bitmap_);
    form->addRow(layout_label_, layout_);
    form->addRow(tr("Hot &spares:"), spares_);
    form->addRow(tr("Array &name:"), name_);
    form->addRow(QString(), name_hint_);
    layout_label_->setBuddy(layout_);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addWidget(members_note_);
    layout->addWidget(imsm_);
    layout->addLayout(form);
    layout->addStretch(1);

    connect(levels_, &QButtonGroup::idClicked, this, [this] { readChoices(); });
    for (QComboBox* box : {chunk_, bitmap_, layout_})
        connect(box, &QComboBox::currentIndexChanged, this, [this] { readChoices(); });
    connect(spares_, &QListWidget::itemChanged, this, [this] { readChoices(); });
    connect(name_, &QLineEdit::textChanged, this, [this] { readChoices(); });
    connect(imsm_, &QCheckBox::toggled, this, [this] { readChoices(); });
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
    const raid::Platform platform = platform_.result();
    imsm_->setVisible(platform.found() || platform.no_platform_override);
    if (platform.no_platform_override && !platform.found())
        imsm_->setToolTip(
            tr("IMSM_NO_PLATFORM=1 is set: imsm metadata without Intel firmware (for testing)."));
}

void LevelPage::initializePage()
{
    updating_ = true;
    const WizardState& state = wizard_->state();
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
    state.level = static_cast<raid::Level>(
        levels_->checkedId() < 0 ? static_cast<int>(raid::Level::Raid1) : levels_->checkedId());
    const QVariant chunk = chunk_->currentData();
    state.chunk_bytes =
        chunk.isValid() ? std::optional<std::uint64_t>(chunk.toULongLong()) : std::nullopt;
    const QString bitmap = bitmap_->currentData().toString();
    state.bitmap = bitmap.isEmpty() ? std::nullopt : raid::parseBitmap(bitmap.toStdString());
    state.layout = raid::parseRaid10Layout(layout_->currentData().toString().toStdString());
    state.metadata =
        imsm_->isVisible() && imsm_->isChecked() ? raid::Metadata::Imsm : raid::Metadata::V1_2;
    state.spares.clear();
    for (int i = 0; i < spares_->count(); ++i)
        if (spares_->item(i)->checkState() == Qt::Checked)
            state.spares.push_back(spares_->item(i)->text().toStdString());
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

bool LevelPage::selectLevel(raid::Level level)
{
    QAbstractButton* button = levels_->button(static_cast<int>(level));
    if (!button || !button->isEnabled()) return false;
    button->click();
    return true;
}

void LevelPage::refresh()
{
    const WizardState& state = wizard_->state();
    const auto members = static_cast<std::uint32_t>(state.members().size());
    for (const auto level : kLevels) {
        details_[level]->setText(levelDetail(level));
        const bool possible = members >= raid::minimumMembers(level) &&
                              (state.metadata != raid::Metadata::Imsm || imsmLevel(level));
        levels_->button(static_cast<int>(level))->setEnabled(possible);
    }
    const bool raid10 = state.level == raid::Level::Raid10;
    layout_->setVisible(raid10);
    layout_label_->setVisible(raid10);
    chunk_->setEnabled(raid::usesChunk(state.level));
    members_note_->setText(tr("%n active member(s)", "", static_cast<int>(members)) +
                           (state.spares.empty() ? QString()
                                                 : tr(", %n hot spare(s)", "",
                                                      static_cast<int>(state.spares.size()))));
    const bool name_ok = isValidArrayName(name_->text());
    name_hint_->setText(
        name_ok || name_->text().isEmpty()
            ? tr("Becomes /dev/md/%1. Letters, digits, _ - . (up to 32).")
                  .arg(name_ok ? name_->text() : tr("NAME"))
            : tr("Not a valid name: start with a letter or digit; use letters, digits, _ - . only."));
}

bool LevelPage::isComplete() const
{
    const WizardState& state = wizard_->state();
    if (state.members().size() < raid::minimumMembers(state.level)) return false;
    if (state.metadata == raid::Metadata::Imsm && !imsmLevel(state.level)) return false;
    return isValidArrayName(QString::fromStdString(state.name));
}

} // namespace am::ui
