#include "ui/bench/estimate_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include "core/estimate/reference_profiles.h"
#include "core/raid/types.h"

namespace am::ui {

namespace {
constexpr int kProfileIsFile = 1; // item data: {kind, value}
}

EstimateDialog::EstimateDialog(const EstimateSpec& initial,
                               const std::vector<bench::StoredRun>& history, QWidget* parent)
    : QDialog(parent), level_(new QComboBox(this)), members_(new QSpinBox(this)),
      chunk_(new QComboBox(this)), profile_(new QComboBox(this))
{
    setWindowTitle(tr("Overlay an estimate"));
    for (const auto level : {estimate::Level::Raid0, estimate::Level::Raid1, estimate::Level::Raid5,
                             estimate::Level::Raid6, estimate::Level::Raid10}) {
        level_->addItem(QString::fromStdString(raid::toString(level)), static_cast<int>(level));
        if (level == initial.level) level_->setCurrentIndex(level_->count() - 1);
    }
    members_->setRange(1, 64);
    members_->setValue(initial.members);
    for (const std::uint64_t kib : {64, 128, 256, 512, 1024}) {
        chunk_->addItem(tr("%1 KiB").arg(kib), QVariant::fromValue<qulonglong>(kib * 1024));
        if (kib * 1024 == initial.chunk_bytes) chunk_->setCurrentIndex(chunk_->count() - 1);
    }
    for (const auto& name : estimate::referenceProfileNames()) {
        const QString text = QString::fromStdString(name);
        profile_->addItem(tr("Reference: %1").arg(text), QVariantList{0, text});
        if (initial.profile_file.isEmpty() && text == initial.reference)
            profile_->setCurrentIndex(profile_->count() - 1);
    }
    // Runs on one device (not imported): any of them can stand for a member.
    for (const auto& run : history) {
        if (run.imported || run.cells == 0) continue;
        const QString path = QString::fromStdString(run.path.string());
        profile_->addItem(tr("Measured: %1 %2 (%3)")
                              .arg(QString::fromStdString(run.preset),
                                   QString::fromStdString(run.target_path),
                                   QString::fromStdString(run.created)),
                          QVariantList{kProfileIsFile, path});
        if (path == initial.profile_file) profile_->setCurrentIndex(profile_->count() - 1);
    }
    auto* note = new QLabel(
        tr("The estimate is drawn with long dashes. The model and its assumptions are described in "
           "docs/estimator.md; a reference profile describes a published drive, not yours."),
        this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* form = new QFormLayout(this);
    form->addRow(tr("&Level:"), level_);
    form->addRow(tr("&Members:"), members_);
    form->addRow(tr("&Chunk:"), chunk_);
    form->addRow(tr("Member &profile:"), profile_);
    form->addRow(note);
    form->addRow(buttons);
}

EstimateSpec EstimateDialog::spec() const
{
    EstimateSpec spec;
    spec.level = static_cast<estimate::Level>(level_->currentData().toInt());
    spec.members = members_->value();
    spec.chunk_bytes = chunk_->currentData().toULongLong();
    const QVariantList profile = profile_->currentData().toList();
    if (profile.value(0).toInt() == kProfileIsFile)
        spec.profile_file = profile.value(1).toString();
    else
        spec.reference = profile.value(1).toString();
    return spec;
}

} // namespace am::ui
