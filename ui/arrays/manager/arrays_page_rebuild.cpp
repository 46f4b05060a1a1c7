// The "Measure a rebuild" tab of the array manager (ArraysPage).
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTreeView>
#include <QVBoxLayout>

#include "ui/arrays/manager/arrays_model.h"
#include "ui/arrays/manager/arrays_page.h"
#include "ui/arrays/manager/rebuild_measurement.h"
#include "ui/arrays/manager/rebuild_report.h"
#include "ui/bench/bench_presets.h"

namespace am::ui {

QWidget* ArraysPage::buildRebuildPanel()
{
    auto* panel = new QWidget(this);
    rebuild_member_ = new QComboBox(panel);
    rebuild_preset_ = new QComboBox(panel);
    allow_write_ =
        new QCheckBox(tr("Allow writing presets (overwrites the data on the array)"), panel);
    rebuild_start_ = new QPushButton(QIcon::fromTheme(QStringLiteral("media-playback-start")),
                                     tr("Measure"), panel);
    rebuild_cancel_ = new QPushButton(tr("Cancel"), panel);
    rebuild_step_ = new QLabel(panel);
    rebuild_step_->setWordWrap(true);
    report_ = new RebuildReportView(panel);

    for (const PresetInfo& preset : workspacePresets()) {
        if (preset.name == QLatin1String("custom"))
            continue; // the custom editor lives in the workspace
        rebuild_preset_->addItem(preset.writes ? tr("%1 (writes)").arg(preset.title) : preset.title,
                                 preset.name);
        rebuild_preset_->setItemData(rebuild_preset_->count() - 1, preset.writes, Qt::UserRole + 1);
        rebuild_preset_->setItemData(rebuild_preset_->count() - 1, preset.description,
                                     Qt::ToolTipRole);
    }
    // A read-only preset first: measuring must not cost the array its data unless asked.
    const int read_only = rebuild_preset_->findData(QStringLiteral("qd-sweep"));
    if (read_only >= 0) rebuild_preset_->setCurrentIndex(read_only);

    auto* explain = new QLabel(
        tr("Benchmarks the healthy array, marks the member failed, removes and re-adds it (adds it back if "
           "re-add is refused), benchmarks again during the rebuild and times the rebuild."),
        panel);
    explain->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("Member to fail:"), rebuild_member_);
    form->addRow(tr("Preset:"), rebuild_preset_);
    form->addRow(QString(), allow_write_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(rebuild_start_);
    buttons->addWidget(rebuild_cancel_);
    buttons->addWidget(rebuild_step_, 1);

    auto* left = new QVBoxLayout;
    left->addWidget(explain);
    left->addLayout(form);
    left->addLayout(buttons);
    left->addStretch(1);
    auto* layout = new QHBoxLayout(panel);
    layout->addLayout(left, 2);
    layout->addWidget(report_, 3);

    auto update = [this] {
        const bool writes = rebuild_preset_->currentData(Qt::UserRole + 1).toBool();
        rebuild_start_->setEnabled(!rebuild_->running() && rebuild_member_->count() > 0 &&
                                   (!writes || allow_write_->isChecked()));
        rebuild_cancel_->setEnabled(rebuild_->running());
    };
    connect(rebuild_preset_, &QComboBox::currentIndexChanged, this, update);
    connect(allow_write_, &QCheckBox::toggled, this, update);
    connect(rebuild_, &RebuildMeasurement::stepChanged, this,
            [this, update](RebuildMeasurement::Step step) {
                rebuild_step_->setText(RebuildMeasurement::stepTitle(step));
                update();
            });
    connect(rebuild_, &RebuildMeasurement::progress, this, &ArraysPage::appendLog);
    connect(rebuild_, &RebuildMeasurement::finished, this, &ArraysPage::onRebuildFinished);
    connect(rebuild_start_, &QPushButton::clicked, this, &ArraysPage::startRebuild);
    connect(rebuild_cancel_, &QPushButton::clicked, rebuild_, &RebuildMeasurement::cancel);
    connect(rebuild_member_, &QComboBox::currentIndexChanged, this, update);
    update();
    // Scrolls rather than forcing its height on the window (the report and chart need room).
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    panel->setMinimumHeight(360);
    scroll->setWidget(panel);
    return scroll;
}

void ArraysPage::updateRebuildMembers()
{
    if (rebuild_->running()) return; // the sequence keeps the member it started with
    const QString keep = rebuild_member_->currentData().toString();
    rebuild_member_->clear();
    if (const raid::ArrayStatus* array = model_->arrayAt(tree_->currentIndex())) {
        // Only a healthy array: failing a member of a degraded one could lose it.
        // The sequence is md's (sysfs progress, mdadm --fail): not offered on other backends.
        const bool md =
            array->backend == raid::Backend::Md || array->backend == raid::Backend::Imsm;
        if (md && array->degraded == 0 && array->level != "raid0" && array->level != "container")
            for (const auto& member : array->members)
                if (member.role == "active")
                    rebuild_member_->addItem(QString::fromStdString(member.path),
                                             QString::fromStdString(member.path));
    }
    const int index = rebuild_member_->findData(keep);
    if (index >= 0) rebuild_member_->setCurrentIndex(index);
    if (const QString member = selectedMember();
        !member.isEmpty() && rebuild_member_->findData(member) >= 0)
        rebuild_member_->setCurrentIndex(rebuild_member_->findData(member));
}

void ArraysPage::startRebuild()
{
    const raid::ArrayStatus* array = model_->arrayAt(tree_->currentIndex());
    if (!array || rebuild_member_->count() == 0 || rebuild_->running()) return;
    RebuildMeasurement::Setup setup;
    setup.array = QString::fromStdString(array->name);
    setup.member = rebuild_member_->currentData().toString();
    setup.preset = rebuild_preset_->currentData().toString();
    setup.allow_write =
        rebuild_preset_->currentData(Qt::UserRole + 1).toBool() && allow_write_->isChecked();
    // One small sysfs file: read here, where the button was pressed.
    setup.member_size_bytes =
        readMemberSizeBytes(roots_, setup.member.section(QLatin1Char('/'), -1).toStdString());
    if (setup.member_size_bytes == 0) setup.member_size_bytes = memberShareOfArray(*array);
    report_->clear();
    rebuild_->start(setup);
}

void ArraysPage::onRebuildFinished(bool ok)
{
    if (!rebuild_->report().healthy.empty())
        report_->showReport(rebuild_->setup(), rebuild_->report());
    if (!ok) {
        // Which step failed and what state the array is in, where the result would have been.
        rebuild_step_->setText(rebuild_->failure());
        report_->summary()->setText(rebuild_->failure());
    }
    updateRebuildMembers();
}

} // namespace am::ui
