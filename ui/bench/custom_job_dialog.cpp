#include "ui/bench/custom_job_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

#include "ui/bench/core_messages.h"

namespace am::ui {

CustomJobDialog::CustomJobDialog(const bench::CustomSweep& sweep, QWidget* parent)
    : QDialog(parent), sweep_(sweep), pattern_(new QComboBox(this)),
      block_sizes_(new QLineEdit(this)), read_shares_(new QLineEdit(this)),
      queue_depths_(new QLineEdit(this)), workers_(new QSpinBox(this)),
      runtime_(new QDoubleSpinBox(this)), ramp_(new QDoubleSpinBox(this)),
      summary_(new QLabel(this)), ok_(nullptr)
{
    setWindowTitle(tr("Custom job"));
    pattern_->addItem(tr("Random"), static_cast<int>(bench::Pattern::Random));
    pattern_->addItem(tr("Sequential"), static_cast<int>(bench::Pattern::Sequential));
    pattern_->setCurrentIndex(sweep.pattern == bench::Pattern::Random ? 0 : 1);
    block_sizes_->setText(QString::fromStdString(bench::blockSizesText(sweep)));
    block_sizes_->setToolTip(tr("One or more sizes, e.g. 4k 64k 1m (binary: 4k = 4096 bytes)"));
    read_shares_->setText(QString::fromStdString(bench::readSharesText(sweep)));
    read_shares_->setToolTip(tr("Percent of I/Os that read, e.g. 0 50 100; below 100 writes"));
    queue_depths_->setText(QString::fromStdString(bench::queueDepthsText(sweep)));
    workers_->setRange(1, 256);
    workers_->setValue(static_cast<int>(sweep.workers));
    runtime_->setRange(0.1, 3600);
    runtime_->setDecimals(1);
    runtime_->setSuffix(tr(" s"));
    runtime_->setValue(sweep.runtime_s);
    ramp_->setRange(0, 600);
    ramp_->setDecimals(1);
    ramp_->setSuffix(tr(" s"));
    ramp_->setValue(sweep.ramp_s);
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::PlainText);

    auto* form = new QFormLayout(this);
    form->addRow(tr("&Pattern:"), pattern_);
    form->addRow(tr("&Block sizes:"), block_sizes_);
    form->addRow(tr("&Read shares (%):"), read_shares_);
    form->addRow(tr("&Queue depths:"), queue_depths_);
    form->addRow(tr("&Workers:"), workers_);
    form->addRow(tr("&Seconds per cell:"), runtime_);
    form->addRow(tr("R&amp (s):"), ramp_);
    form->addRow(summary_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit* edit : {block_sizes_, read_shares_, queue_depths_})
        connect(edit, &QLineEdit::textChanged, this, &CustomJobDialog::validate);
    connect(pattern_, &QComboBox::currentIndexChanged, this, &CustomJobDialog::validate);
    connect(workers_, &QSpinBox::valueChanged, this, &CustomJobDialog::validate);
    connect(runtime_, &QDoubleSpinBox::valueChanged, this, &CustomJobDialog::validate);
    connect(ramp_, &QDoubleSpinBox::valueChanged, this, &CustomJobDialog::validate);
    validate();
}

void CustomJobDialog::showError(const QString& text)
{
    valid_ = false;
    summary_->setStyleSheet(QStringLiteral("color: #b00020;"));
    summary_->setText(text);
}

void CustomJobDialog::validate()
{
    try {
        sweep_ = bench::parseCustomSweep(
            static_cast<bench::Pattern>(pattern_->currentData().toInt()),
            block_sizes_->text().toStdString(), read_shares_->text().toStdString(),
            queue_depths_->text().toStdString(), static_cast<std::uint32_t>(workers_->value()),
            runtime_->value(), ramp_->value());
        valid_ = true;
        const double minutes =
            static_cast<double>(sweep_.cells()) * (sweep_.runtime_s + sweep_.ramp_s) / 60.0;
        summary_->setStyleSheet(QString());
        summary_->setText(
            tr("%n cell(s), about %1 min.", "", static_cast<int>(sweep_.cells()))
                .arg(minutes, 0, 'f', 1) +
            (sweep_.writes() ? QLatin1Char(' ') + tr("Read shares below 100 % write to the target.")
                             : QString()));
    } catch (const bench::CustomSweepError& error) {
        // The rule in the user's language; the core's English text only for a rule this build does
        // not know.
        showError(customJobErrorText(QString::fromStdString(error.rule()),
                                     QString::fromStdString(error.value()),
                                     QString::fromUtf8(error.what())));
    } catch (const std::invalid_argument& error) {
        showError(QString::fromUtf8(error.what()));
    }
    ok_->setEnabled(valid_);
}

} // namespace am::ui
