#include "ui/arrays/wizard/level_options.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpressionValidator>
#include <algorithm>

#include "ui/arrays/consistency_text.h"
#include "ui/arrays/wizard/level_page.h"
#include "ui/arrays/wizard/wizard_state.h"

namespace am::ui {

// The texts are the level page's (LevelPage::tr): they were there first and keep its translations.
namespace {
QString kibText(std::uint64_t bytes)
{
    const qulonglong kib = bytes / 1024;
    return kib >= 1024 ? LevelPage::tr("%1 MiB").arg(kib / 1024) : LevelPage::tr("%1 KiB").arg(kib);
}
} // namespace

LevelOptions::LevelOptions(QWidget* parent)
    : QWidget(parent), grid_(new QGridLayout(this)), chunk_(new QComboBox(this)),
      bitmap_(new QComboBox(this)), journal_(new QComboBox(this)),
      consistency_words_(new QLabel(this)), layout_(new QComboBox(this)),
      spares_(new QListWidget(this)), metadata_level_(new QComboBox(this)),
      mixed_(new QCheckBox(LevelPage::tr("&Mixed block groups (for drives under 1 GiB)"), this)),
      name_(new QLineEdit(this)), name_hint_(new QLabel(this))
{
    grid_->setContentsMargins(0, 0, 0, 0);
    grid_->setColumnStretch(1, 1);
    chunk_->addItem(QString(), QVariant()); // the backend's default, named in refresh()
    for (const qulonglong kib : {64ULL, 128ULL, 256ULL, 512ULL, 1024ULL})
        chunk_->addItem(kibText(kib * 1024), kib * 1024);
    chunk_->setToolTip(LevelPage::tr(
        "Data written to one member before moving to the next. Larger suits big sequential files, "
        "smaller suits small random I/O."));
    bitmap_->addItem(LevelPage::tr("Default (internal for redundant levels)"), QString());
    bitmap_->addItem(LevelPage::tr("Internal: fast resync after a crash"),
                     QStringLiteral("internal"));
    bitmap_->addItem(LevelPage::tr("None: slightly faster writes"), QStringLiteral("none"));
    bitmap_->addItem(LevelPage::tr("PPL (raid5): closes the write hole, no bitmap"),
                     QStringLiteral("ppl"));
    bitmap_->addItem(LevelPage::tr("Journal on another device (raid5/6)"),
                     QStringLiteral("journal"));
    journal_->setToolTip(LevelPage::tr(
        "The device that takes the write journal (mdadm --write-journal): every write goes "
        "there first, so it should be a durable SSD. It must be free, like a member."));
    consistency_words_->setWordWrap(true);
    consistency_words_->setTextFormat(Qt::PlainText);
    layout_->addItem(LevelPage::tr("near (n2): the default"), QStringLiteral("n2"));
    layout_->addItem(LevelPage::tr("far (f2): faster sequential reads, slower writes"),
                     QStringLiteral("f2"));
    layout_->addItem(LevelPage::tr("offset (o2)"), QStringLiteral("o2"));
    metadata_level_->addItem(QString(), QVariant()); // btrfs's default, named in refresh()
    for (const auto& info : raid::kLevels)
        if (raid::supports(raid::Backend::Btrfs, info.level))
            metadata_level_->addItem(levelTitle(info.level), static_cast<int>(info.level));
    metadata_level_->setToolTip(LevelPage::tr(
        "How btrfs keeps its metadata (mkfs.btrfs -m): losing it loses the whole filesystem."));
    spares_->setToolTip(LevelPage::tr(
        "Ticked drives wait as hot spares: md rebuilds onto one when a member fails."));
    name_->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[A-Za-z0-9][A-Za-z0-9_.-]{0,31}")), name_));
    name_->setPlaceholderText(LevelPage::tr("e.g. data"));
    name_hint_->setWordWrap(true);
    mixed_->setToolTip(LevelPage::tr(
        "mkfs.btrfs --mixed: data and metadata share block groups and both keep the data "
        "profile. Without it a replace on small drives can fail for lack of space."));

    addRow(LevelPage::tr("&Chunk size:"), chunk_);
    addRow(LevelPage::tr("Crash &consistency:"), bitmap_);
    addRow(LevelPage::tr("&Journal device:"), journal_);
    addRow(QString(), consistency_words_);
    addRow(LevelPage::tr("RAID 10 &layout:"), layout_);
    addRow(LevelPage::tr("Hot &spares:"), spares_, true);
    addRow(LevelPage::tr("&Metadata profile:"), metadata_level_);
    addRow(QString(), mixed_);
    addRow(LevelPage::tr("Array &name:"), name_);
    addRow(QString(), name_hint_);

    for (QComboBox* box : {chunk_, bitmap_, journal_, layout_, metadata_level_})
        connect(box, &QComboBox::currentIndexChanged, this, &LevelOptions::changed);
    connect(spares_, &QListWidget::itemChanged, this, &LevelOptions::changed);
    connect(name_, &QLineEdit::textChanged, this, &LevelOptions::changed);
    connect(mixed_, &QCheckBox::toggled, this, &LevelOptions::changed);
}

void LevelOptions::addRow(const QString& label, QWidget* field, bool label_on_top)
{
    const int row = rows_++;
    if (!label.isEmpty()) {
        auto* text = new QLabel(label, this);
        text->setBuddy(field);
        grid_->addWidget(text, row, 0, label_on_top ? Qt::AlignTop : Qt::AlignVCenter);
        labels_[field] = text;
    }
    grid_->addWidget(field, row, 1);
}

void LevelOptions::showRow(QWidget* field, bool visible)
{
    if (const auto label = labels_.find(field); label != labels_.end())
        label->second->setVisible(visible);
    field->setVisible(visible);
}

void LevelOptions::showSpares(const WizardState& state)
{
    const QSignalBlocker quiet(spares_);
    spares_->clear();
    for (const auto& path : state.picked) {
        auto* item = new QListWidgetItem(QString::fromStdString(path), spares_);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(std::find(state.spares.begin(), state.spares.end(), path) !=
                                    state.spares.end()
                                ? Qt::Checked
                                : Qt::Unchecked);
    }
    // The journal takes a free drive that is not picked as a member or spare.
    const QString journal = journal_->currentData().toString();
    const QSignalBlocker quiet_journal(journal_);
    journal_->clear();
    const auto offer = [&](const drives::BlockDevice& device) {
        if (!listedInWizard(device) || !canPick(device, nullptr) ||
            std::find(state.picked.begin(), state.picked.end(), device.path) != state.picked.end())
            return;
        journal_->addItem(QString::fromStdString(device.path), QString::fromStdString(device.path));
    };
    for (const auto& drive : state.scan.drives) {
        offer(drive);
        for (const auto& partition : drive.partitions) offer(partition);
    }
    if (const int at = journal_->findData(journal); at >= 0) journal_->setCurrentIndex(at);
    // As tall as its rows (up to five, then it scrolls): the room goes to the levels' explanations.
    const int rows = std::clamp(spares_->count(), 1, 5);
    spares_->setFixedHeight(spares_->sizeHintForRow(0) * rows + 2 * spares_->frameWidth());
    if (name_->text().isEmpty() && !state.name.empty()) {
        const QSignalBlocker quiet_name(name_);
        name_->setText(QString::fromStdString(state.name));
    }
}

void LevelOptions::readInto(WizardState& state) const
{
    const QVariant chunk = chunk_->currentData();
    state.chunk_bytes =
        chunk.isValid() ? std::optional<std::uint64_t>(chunk.toULongLong()) : std::nullopt;
    const QString bitmap = bitmap_->currentData().toString();
    state.bitmap = raid::parseBitmap(bitmap.toStdString()); // "", ppl, journal: none given
    state.consistency_policy =
        bitmap == QLatin1String("ppl") ? std::optional(raid::ConsistencyPolicy::Ppl) : std::nullopt;
    state.write_journal.reset();
    if (bitmap == QLatin1String("journal") && !journal_->currentData().toString().isEmpty())
        state.write_journal = journal_->currentData().toString().toStdString();
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
}

void LevelOptions::refresh(const WizardState& state)
{
    using raid::Capability;
    const auto offers = [&](Capability capability) {
        return raid::supports(state.backend, capability);
    };
    const bool btrfs = state.backend == raid::Backend::Btrfs;
    chunk_->setEnabled(offers(Capability::Chunk) && raid::usesChunk(state.level));
    raid::Plan striped = state.plan();
    striped.level = raid::Level::Raid0;
    striped.chunk_bytes.reset();
    chunk_->setItemText(0,
                        LevelPage::tr("Default: %1").arg(kibText(raid::effectiveChunk(striped))));
    const bool md = state.backend == raid::Backend::Md || state.backend == raid::Backend::Imsm;
    bitmap_->setEnabled(offers(Capability::Bitmap) || md);
    showRow(journal_, bitmap_->currentData().toString() == QLatin1String("journal"));
    const auto policy = raid::effectiveConsistency(state.plan());
    consistency_words_->setText(policy ? am::ui::consistencyWords(*policy) : QString());
    showRow(consistency_words_, policy.has_value());
    layout_->setEnabled(offers(Capability::Layout));
    showRow(layout_, state.level == raid::Level::Raid10);
    spares_->setEnabled(offers(Capability::Spares));
    showRow(metadata_level_, btrfs);
    showRow(mixed_, btrfs);
    metadata_level_->setEnabled(!state.btrfs_mixed);
    metadata_level_->setItemText(
        0, LevelPage::tr("Default: %1").arg(levelTitle(raid::btrfsMetadataDefault(state.level))));
    raid::Plan named = state.plan();
    const bool name_ok = isValidArrayName(name_->text());
    named.name = name_ok ? name_->text().toStdString() : LevelPage::tr("NAME").toStdString();
    name_hint_->setText(
        name_ok || name_->text().isEmpty()
            ? LevelPage::tr("Becomes %1. Letters, digits, _ - . (up to 32).")
                  .arg(QString::fromStdString(raid::plannedPath(named)))
            : LevelPage::tr(
                  "Not a valid name: start with a letter or digit; use letters, digits, _ - . only."));
}

} // namespace am::ui
