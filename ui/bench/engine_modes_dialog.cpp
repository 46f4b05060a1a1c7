#include "ui/bench/engine_modes_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStringList>
#include <QThread>

#include "core/bench/cpu_placement.h"
#include "core/bench/mode_checks.h"

namespace am::ui {

namespace {
// The placement choices and the --cpus text each stands for (List: the typed list).
enum class Placement { NumaNode, Scheduler, List };
} // namespace

EngineModesDialog::EngineModesDialog(const bench::EngineModes& modes, QWidget* parent)
    : QDialog(parent), modes_(modes),
      hipri_(new QCheckBox(tr("&Polled completions (--hipri)"), this)),
      sqpoll_(new QCheckBox(tr("&Kernel submission thread (--sqpoll)"), this)),
      sqpoll_cpu_(new QSpinBox(this)),
      passthrough_(new QCheckBox(tr("NVMe pass&through on /dev/ngXnY (--passthrough)"), this)),
      rate_(new QSpinBox(this)), placement_(new QComboBox(this)), cpus_(new QLineEdit(this)),
      summary_(new QLabel(this)), ok_(nullptr)
{
    setWindowTitle(tr("Engine modes"));
    hipri_->setToolTip(
        tr("The engine polls the device for completions instead of waiting for interrupts. "
           "Needs a device with poll queues (NVMe with nvme.poll_queues, null_blk with "
           "poll_queues); a run on any other target is refused with the reason."));
    sqpoll_->setToolTip(
        tr("A kernel thread takes the submissions, so the engine makes no system call per "
           "batch. Its CPU time is counted in the result."));
    passthrough_->setToolTip(
        tr("NVMe read and write commands on the namespace's generic device, past the block "
           "layer. The block device's in-use rules apply."));
    hipri_->setChecked(modes.hipri);
    sqpoll_->setChecked(modes.sqpoll);
    passthrough_->setChecked(modes.passthrough);

    const int cpu_count = std::max(1, QThread::idealThreadCount());
    sqpoll_cpu_->setRange(-1, cpu_count - 1);
    sqpoll_cpu_->setSpecialValueText(tr("next to its job thread"));
    sqpoll_cpu_->setPrefix(tr("CPU "));
    sqpoll_cpu_->setValue(modes.sqpoll_cpu);
    sqpoll_cpu_->setToolTip(tr("The CPU the kernel thread runs on"));

    rate_->setRange(0, static_cast<int>(bench::kMaxRateIops));
    rate_->setSpecialValueText(tr("unpaced: as fast as it goes"));
    rate_->setSuffix(tr(" IOPS per thread"));
    rate_->setSingleStep(1000);
    rate_->setValue(static_cast<int>(modes.rate_iops));
    rate_->setToolTip(
        tr("I/Os spread evenly at this rate per job thread, as fio's rate_iops. Latency then "
           "counts from when each I/O was due, so a late engine cannot hide queueing."));

    placement_->addItem(tr("Near the device (its NUMA node)"),
                        static_cast<int>(Placement::NumaNode));
    placement_->addItem(tr("Wherever the scheduler puts them"),
                        static_cast<int>(Placement::Scheduler));
    placement_->addItem(tr("On these CPUs:"), static_cast<int>(Placement::List));
    cpus_->setPlaceholderText(tr("e.g. 0-3,8"));
    if (modes.cpus == "none") {
        placement_->setCurrentIndex(1);
    } else if (!modes.cpus.empty() && modes.cpus != "numa") {
        placement_->setCurrentIndex(2);
        cpus_->setText(QString::fromStdString(modes.cpus));
    }
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::PlainText);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* form = new QFormLayout(this);
    form->addRow(tr("Completions:"), hipri_);
    auto* sqpoll_row = new QHBoxLayout;
    sqpoll_row->addWidget(sqpoll_);
    sqpoll_row->addWidget(sqpoll_cpu_);
    sqpoll_row->addStretch(1);
    form->addRow(tr("Submission:"), sqpoll_row);
    form->addRow(tr("NVMe:"), passthrough_);
    auto* rate_label = new QLabel(tr("R&ate:"), this);
    rate_label->setBuddy(rate_);
    form->addRow(rate_label, rate_);
    auto* placement_row = new QHBoxLayout;
    placement_row->addWidget(placement_);
    placement_row->addWidget(cpus_, 1);
    auto* placement_label = new QLabel(tr("&Job threads run:"), this);
    placement_label->setBuddy(placement_);
    form->addRow(placement_label, placement_row);
    form->addRow(summary_);
    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            [this] {
                hipri_->setChecked(false);
                sqpoll_->setChecked(false);
                sqpoll_cpu_->setValue(-1);
                passthrough_->setChecked(false);
                rate_->setValue(0);
                placement_->setCurrentIndex(0);
                cpus_->clear();
            });
    for (QCheckBox* box : {hipri_, sqpoll_, passthrough_})
        connect(box, &QCheckBox::toggled, this, &EngineModesDialog::validate);
    connect(sqpoll_cpu_, &QSpinBox::valueChanged, this, &EngineModesDialog::validate);
    connect(rate_, &QSpinBox::valueChanged, this, &EngineModesDialog::validate);
    connect(placement_, &QComboBox::currentIndexChanged, this, &EngineModesDialog::validate);
    connect(cpus_, &QLineEdit::textChanged, this, &EngineModesDialog::validate);
    validate();
}

void EngineModesDialog::validate()
{
    bench::EngineModes modes;
    modes.hipri = hipri_->isChecked();
    modes.sqpoll = sqpoll_->isChecked();
    modes.sqpoll_cpu = modes.sqpoll ? sqpoll_cpu_->value() : -1;
    modes.passthrough = passthrough_->isChecked();
    modes.rate_iops = static_cast<std::uint64_t>(rate_->value());
    sqpoll_cpu_->setEnabled(modes.sqpoll);
    const auto placement = static_cast<Placement>(placement_->currentData().toInt());
    cpus_->setEnabled(placement == Placement::List);
    if (placement == Placement::Scheduler) modes.cpus = "none";
    valid_ = true;
    QString problem;
    if (placement == Placement::List) {
        const QString text = cpus_->text().trimmed();
        try {
            modes.cpus = bench::formatCpuList(bench::parseCpuList(text.toStdString()));
        } catch (const std::invalid_argument&) {
            valid_ = false;
            problem = tr("CPUs \"%1\": give CPU numbers and ranges joined by commas (0-3,8), each "
                         "below 4096.")
                          .arg(text);
        }
    }
    if (valid_) {
        modes_ = modes;
        const auto args = bench::engineModeArguments(modes);
        QStringList words;
        for (const auto& arg : args) words << QString::fromStdString(arg);
        summary_->setStyleSheet(QString());
        summary_->setText(
            words.isEmpty()
                ? tr("The default modes: interrupts, the engine's own thread submits, job threads "
                     "near the device.")
                : tr("arraymark-cli bench %1").arg(words.join(QLatin1Char(' '))));
    } else {
        summary_->setStyleSheet(QStringLiteral("color: #b00020;"));
        summary_->setText(problem);
    }
    ok_->setEnabled(valid_);
}

QString engineModesSummary(const bench::EngineModes& modes)
{
    QStringList parts;
    if (modes.hipri) parts << EngineModesDialog::tr("polled");
    if (modes.sqpoll)
        parts << (modes.sqpoll_cpu >= 0
                      ? EngineModesDialog::tr("SQPOLL on CPU %1").arg(modes.sqpoll_cpu)
                      : EngineModesDialog::tr("SQPOLL"));
    if (modes.passthrough) parts << EngineModesDialog::tr("passthrough");
    if (modes.rate_iops > 0) parts << EngineModesDialog::tr("%1 IOPS paced").arg(modes.rate_iops);
    if (modes.cpus == "none")
        parts << EngineModesDialog::tr("unpinned");
    else if (!modes.cpus.empty() && modes.cpus != "numa")
        parts << EngineModesDialog::tr("CPUs %1").arg(QString::fromStdString(modes.cpus));
    return parts.isEmpty() ? EngineModesDialog::tr("default") : parts.join(QStringLiteral(", "));
}

} // namespace am::ui
