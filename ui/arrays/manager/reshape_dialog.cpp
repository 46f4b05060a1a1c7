#include "ui/arrays/manager/reshape_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "core/raid/geometry.h"
#include "core/raid/reshape_imsm.h"
#include "core/raid/reshape_operation.h"
#include "core/raid/types.h"
#include "core/util/units.h"
#include "ui/arrays/manager/free_drive_picker.h"
#include "ui/arrays/manager/reshape_text.h"
#include "ui/bench/core_messages.h"
#include "ui/drives/drives_model.h"
#include "ui/helper/helper_request.h"

namespace am::ui {

namespace {
// The chunks offered: md's power-of-two sizes people choose between (4 KiB is md's least).
constexpr std::uint64_t kChunkChoices[] = {16 << 10,  32 << 10,  64 << 10, 128 << 10,
                                           256 << 10, 512 << 10, 1 << 20};

QString currentShape(const raid::ArrayStatus& array)
{
    QJsonObject shape;
    shape.insert(QStringLiteral("level"), QString::fromStdString(array.level));
    shape.insert(QStringLiteral("raid_devices"), static_cast<int>(array.raid_disks));
    shape.insert(QStringLiteral("chunk_bytes"), static_cast<double>(array.chunk_bytes));
    shape.insert(QStringLiteral("capacity_bytes"), static_cast<double>(array.size_bytes));
    const auto level = raid::parseLevel(array.level);
    shape.insert(QStringLiteral("fault_tolerance"),
                 level ? static_cast<int>(raid::faultTolerance(*level, array.raid_disks)) : 0);
    return reshapeShapeText(shape);
}
} // namespace

ReshapeDialog::ReshapeDialog(const raid::ArrayStatus& array, HelperProvider* helpers,
                             const drives::ScanResult& drives, QWidget* parent)
    : QDialog(parent), array_(array), helpers_(helpers), add_(new QLineEdit(this)),
      free_drives_(new FreeDrivePicker(freeDrivesFor(drives, array), add_, this)),
      raid_devices_(new QSpinBox(this)), level_(new QComboBox(this)), chunk_(new QComboBox(this)),
      size_max_(new QCheckBox(tr("Use the whole of each member (after bigger drives replaced "
                                 "smaller ones)"),
                              this)),
      backup_(new QLineEdit(this)), force_name_(new QLineEdit(this)),
      plan_button_(new QPushButton(tr("Show plan"), this)),
      reshape_button_(new QPushButton(tr("Reshape"), this)), plan_view_(new QTextBrowser(this)),
      status_(new QLabel(this))
{
    const QString name = QString::fromStdString(array.name);
    setWindowTitle(tr("Reshape /dev/%1").arg(name));
    auto* layout = new QVBoxLayout(this);
    auto* now = new QLabel(tr("Now: %1").arg(currentShape(array)), this);
    now->setWordWrap(true);
    layout->addWidget(now);

    add_->setPlaceholderText(tr("e.g. /dev/sdf /dev/sdg, or pick from Free drives"));
    raid_devices_->setRange(0, 64);
    raid_devices_->setSpecialValueText(tr("unchanged"));
    level_->addItem(tr("unchanged"), QString());
    // Only the changes md (core's kLevelChanges) or imsm (kImsmLevelMigrations) makes from this
    // level, each with what it does; an imsm container has no level or chunk of its own.
    const auto from = raid::parseLevel(array.level);
    const auto addLevel = [&](raid::Level to, std::string_view how) {
        const QString level = QString::fromStdString(raid::toString(to));
        level_->addItem(level, level);
        level_->setItemData(level_->count() - 1,
                            QString::fromUtf8(how.data(), static_cast<int>(how.size())),
                            Qt::ToolTipRole);
    };
    const bool imsm = array.backend == raid::Backend::Imsm;
    const bool container = array.level == "container";
    if (imsm) {
        for (const raid::ImsmLevelMigration& migration : raid::kImsmLevelMigrations)
            if (from && migration.from == *from) addLevel(migration.to, migration.how);
    } else {
        for (const raid::LevelChange& change : raid::kLevelChanges)
            if (from && change.from == *from) addLevel(change.to, change.how);
    }
    chunk_->addItem(tr("unchanged"), 0.0);
    if (!container)
        for (const std::uint64_t chunk : kChunkChoices)
            if (chunk != array.chunk_bytes)
                chunk_->addItem(
                    QString::fromStdString(util::formatSize(chunk, util::SizeUnits::Binary)),
                    static_cast<double>(chunk));
    level_->setEnabled(level_->count() > 1);
    chunk_->setEnabled(chunk_->count() > 1);
    backup_->setPlaceholderText(
        tr("only when md needs one: %1")
            .arg(QString::fromStdString(
                (raid::kReshapeStateDir / (array.name + "-reshape.backup")).string())));
    force_name_->setPlaceholderText(
        tr("type %1 to allow a shrink or losing all redundancy").arg(name));

    // A grid, not a QFormLayout: see level_options.cpp (Qt 6.4's heightForWidth).
    auto* grid = new QGridLayout;
    int row = 0;
    const auto addRow = [&](const QString& label, QWidget* field) {
        grid->addWidget(new QLabel(label, this), row, 0);
        grid->addWidget(field, row++, 1);
    };
    auto* add_row = new QHBoxLayout;
    add_row->addWidget(add_, 1);
    add_row->addWidget(free_drives_);
    grid->addWidget(new QLabel(tr("Devices to add:"), this), row, 0);
    grid->addLayout(add_row, row++, 1);
    addRow(tr("Active members afterwards:"), raid_devices_);
    addRow(tr("Level afterwards:"), level_);
    addRow(tr("Chunk afterwards:"), chunk_);
    // imsm keeps its checkpoint in the metadata (no backup file) and grows a volume, not its
    // container, into the free space after it (core/raid/reshape_imsm.h).
    if (imsm) {
        backup_->hide();
        if (array.level == "container") {
            size_max_->hide();
        } else {
            size_max_->setText(tr("Use the free space of the disks after this volume (imsm "
                                  "grows only the container's last volume)"));
            grid->addWidget(size_max_, row++, 1);
        }
    } else {
        grid->addWidget(size_max_, row++, 1);
        addRow(tr("Backup file:"), backup_);
    }
    addRow(tr("Confirm with the name:"), force_name_);
    grid->setColumnStretch(1, 1);
    layout->addLayout(grid);

    layout->addWidget(plan_button_, 0, Qt::AlignLeft);
    plan_view_->setMinimumHeight(220);
    plan_view_->setPlaceholderText(
        tr("Choose a change, then Show plan: the exact mdadm commands, the backup file, the "
           "capacity and fault tolerance before and after, and the time, before anything runs."));
    layout->addWidget(plan_view_, 1);
    status_->setWordWrap(true);
    layout->addWidget(status_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    buttons->addButton(reshape_button_, QDialogButtonBox::AcceptRole);
    reshape_button_->setEnabled(false);
    reshape_button_->setToolTip(tr("Runs the commands of the plan shown, through the helper"));
    layout->addWidget(buttons);
    resize(640, 620);

    connect(plan_button_, &QPushButton::clicked, this, [this] { showPlan(); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(add_, &QLineEdit::textChanged, this, &ReshapeDialog::onChoicesChanged);
    connect(backup_, &QLineEdit::textChanged, this, &ReshapeDialog::onChoicesChanged);
    connect(force_name_, &QLineEdit::textChanged, this, &ReshapeDialog::onChoicesChanged);
    connect(raid_devices_, &QSpinBox::valueChanged, this, &ReshapeDialog::onChoicesChanged);
    connect(level_, &QComboBox::currentIndexChanged, this, &ReshapeDialog::onChoicesChanged);
    connect(chunk_, &QComboBox::currentIndexChanged, this, &ReshapeDialog::onChoicesChanged);
    connect(size_max_, &QCheckBox::toggled, this, &ReshapeDialog::onChoicesChanged);
}

helper::ReshapeFields ReshapeDialog::fields() const
{
    helper::ReshapeFields fields;
    fields.array = array_.name;
    for (const QString& device : devicePathsIn(add_->text()))
        fields.add.push_back(device.toStdString());
    if (raid_devices_->value() > 0)
        fields.raid_devices = static_cast<std::uint32_t>(raid_devices_->value());
    fields.size_max = size_max_->isChecked();
    if (const QString level = level_->currentData().toString(); !level.isEmpty())
        fields.level = level.toStdString();
    if (const double chunk = chunk_->currentData().toDouble(); chunk > 0)
        fields.chunk_bytes = static_cast<std::uint64_t>(chunk);
    if (const QString backup = backup_->text().trimmed(); !backup.isEmpty())
        fields.backup_file = backup.toStdString();
    if (const QString typed = force_name_->text().trimmed(); !typed.isEmpty())
        fields.force_name = typed.toStdString();
    return fields;
}

bool ReshapeDialog::showPlan()
{
    const helper::ReshapeFields asked = fields();
    if (asked.add.empty() && !asked.raid_devices && !asked.size_max && !asked.level &&
        !asked.chunk_bytes) {
        status_->setText(tr("Nothing changes yet: add devices, or choose the members, level, "
                            "chunk or the whole of each member."));
        return false;
    }
    if (!channel_) {
        channel_ = helpers_->channel(helper::Scope::ReadDevices);
        connect(channel_, &HelperChannel::answered, this, &ReshapeDialog::onAnswer);
        connect(channel_, &HelperChannel::failed, this, [this](const QString& message) {
            pending_id_ = -1;
            plan_button_->setEnabled(true);
            status_->setText(tr("The helper did not answer: %1").arg(message));
        });
    }
    asked_ = asked;
    pending_id_ = channel_->send(requestObject(helper::ReshapePlanRequest{asked}));
    plan_button_->setEnabled(false);
    status_->setText(tr("Asking the helper for the plan (it reads the array and checks the "
                        "devices to add)…"));
    return true;
}

void ReshapeDialog::onAnswer(qint64 id, const QJsonObject& answer)
{
    if (id != pending_id_) return;
    pending_id_ = -1;
    plan_button_->setEnabled(true);
    if (!answer.value(QStringLiteral("ok")).toBool()) {
        planned_.reset();
        plan_view_->clear();
        reshape_button_->setEnabled(false);
        const QString rule = answer.value(QStringLiteral("rule")).toString();
        status_->setText(
            tr("Refused (%1): %2")
                .arg(rule,
                     helperRefusalText(rule, answer.value(QStringLiteral("error")).toString())));
        return;
    }
    planned_ = asked_;
    plan_view_->setHtml(reshapePlanHtml(answer.value(QStringLiteral("plan")).toObject(),
                                        answer.value(QStringLiteral("estimate"))));
    status_->setText(tr("This is the plan; nothing has run yet. Reshape runs these commands. "
                        "The array stays usable while md reshapes it."));
    onChoicesChanged();
}

void ReshapeDialog::onChoicesChanged()
{
    const bool current = planned_ && *planned_ == fields();
    reshape_button_->setEnabled(current && pending_id_ < 0);
    if (planned_ && !current)
        status_->setText(tr("The choices changed since this plan: Show plan again before "
                            "reshaping."));
}

} // namespace am::ui
