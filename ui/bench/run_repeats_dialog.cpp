#include "ui/bench/run_repeats_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

#include "core/bench/precondition.h"

namespace am::ui {

RunRepeatsDialog::RunRepeatsDialog(const RunRepeats& repeats, QWidget* parent)
    : QDialog(parent), repeat_(new QSpinBox(this)), settle_(new QDoubleSpinBox(this)),
      precondition_(new QCheckBox(tr("&Precondition the range before the first cell"), this)),
      passes_(new QSpinBox(this)), summary_(new QLabel(this))
{
    setWindowTitle(tr("Repeats and preconditioning"));
    setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 44); // the options line

    repeat_->setRange(1, static_cast<int>(bench::kMaxRepeat));
    repeat_->setSpecialValueText(tr("once"));
    repeat_->setSuffix(tr(" runs"));
    repeat_->setValue(static_cast<int>(repeats.repeat));
    repeat_->setToolTip(
        tr("Each cell runs this many times; the table and charts show the median, and the "
           "spread from the slowest to the fastest run (error bars, ± in the table)."));
    settle_->setRange(0, 3600);
    settle_->setDecimals(1);
    settle_->setSuffix(tr(" s"));
    settle_->setValue(repeats.settle_s);
    settle_->setToolTip(tr("The pause between two runs of a cell, for the drive to settle"));
    precondition_->setChecked(repeats.precondition_passes > 0);
    precondition_->setToolTip(
        tr("Discards the range (TRIM, on block devices), then writes it sequentially, so a "
           "flash drive is measured in the state it reaches in use rather than fresh. Only for "
           "presets that write; recorded in the result."));
    passes_->setRange(1, static_cast<int>(bench::kMaxPreconditionPasses));
    passes_->setSuffix(tr(" passes"));
    passes_->setValue(static_cast<int>(repeats.precondition_passes > 0
                                           ? repeats.precondition_passes
                                           : bench::kDefaultPreconditionPasses));
    passes_->setToolTip(tr("Sequential writes of the whole range (SNIA's default: two)"));
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::PlainText);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // A grid, not a QFormLayout: see docs/status.md (Qt 6.4's form layout and wrapped rows).
    auto* grid = new QGridLayout(this);
    auto* repeat_label = new QLabel(tr("&Each cell:"), this);
    repeat_label->setBuddy(repeat_);
    grid->addWidget(repeat_label, 0, 0);
    grid->addWidget(repeat_, 0, 1);
    auto* settle_label = new QLabel(tr("&Settle between runs:"), this);
    settle_label->setBuddy(settle_);
    grid->addWidget(settle_label, 1, 0);
    grid->addWidget(settle_, 1, 1);
    grid->addWidget(precondition_, 2, 0, 1, 2);
    auto* passes_label = new QLabel(tr("P&asses:"), this);
    passes_label->setBuddy(passes_);
    grid->addWidget(passes_label, 3, 0);
    grid->addWidget(passes_, 3, 1);
    grid->addWidget(summary_, 4, 0, 1, 2);
    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    grid->addWidget(buttons, 5, 0, 1, 2);
    grid->setColumnStretch(1, 1);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            [this] {
                const RunRepeats defaults;
                repeat_->setValue(static_cast<int>(defaults.repeat));
                settle_->setValue(defaults.settle_s);
                precondition_->setChecked(false);
                passes_->setValue(static_cast<int>(bench::kDefaultPreconditionPasses));
            });
    connect(repeat_, &QSpinBox::valueChanged, this, &RunRepeatsDialog::update);
    connect(settle_, &QDoubleSpinBox::valueChanged, this, &RunRepeatsDialog::update);
    connect(precondition_, &QCheckBox::toggled, this, &RunRepeatsDialog::update);
    connect(passes_, &QSpinBox::valueChanged, this, &RunRepeatsDialog::update);
    update();
}

RunRepeats RunRepeatsDialog::repeats() const
{
    RunRepeats out;
    out.repeat = static_cast<unsigned>(repeat_->value());
    out.settle_s = settle_->value();
    out.precondition_passes =
        precondition_->isChecked() ? static_cast<unsigned>(passes_->value()) : 0;
    return out;
}

void RunRepeatsDialog::update()
{
    settle_->setEnabled(repeat_->value() > 1);
    passes_->setEnabled(precondition_->isChecked());
    const QStringList options = repeatArguments(repeats());
    summary_->setText(options.isEmpty()
                          ? tr("Each cell runs once, on the target as it is.")
                          : tr("arraymark-cli bench %1").arg(options.join(QLatin1Char(' '))));
}

QString runRepeatsSummary(const RunRepeats& repeats)
{
    QString text = repeats.repeat > 1 ? RunRepeatsDialog::tr("×%1").arg(repeats.repeat)
                                      : RunRepeatsDialog::tr("once");
    if (repeats.precondition_passes > 0)
        text = RunRepeatsDialog::tr("%1, preconditioned").arg(text);
    return text;
}

} // namespace am::ui
