#include "ui/bench/write_confirm_dialog.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace am::ui {

WriteConfirmDialog::WriteConfirmDialog(const QString& device_path, const QString& preset_title, QWidget* parent)
    : QDialog(parent), path_(device_path), input_(new QLineEdit(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Write to %1?").arg(device_path));
    auto* text = new QLabel(tr("The preset \"%1\" writes random data over %2. Everything stored on it will be destroyed.\n\n"
                               "Type the device name (%3) or its path to go on.")
                                .arg(preset_title, device_path, QFileInfo(device_path).fileName()),
                            this);
    text->setWordWrap(true);
    QPushButton* write = buttons_->addButton(tr("&Write to the device"), QDialogButtonBox::AcceptRole);
    write->setEnabled(false);
    buttons_->button(QDialogButtonBox::Cancel)->setDefault(true);
    connect(input_, &QLineEdit::textChanged, this, [this, write] { write->setEnabled(confirmed()); });
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(input_);
    layout->addWidget(buttons_);
}

bool WriteConfirmDialog::confirmed() const
{
    const QString typed = input_->text().trimmed();
    return !typed.isEmpty() && (typed == path_ || typed == QFileInfo(path_).fileName());
}

} // namespace am::ui
