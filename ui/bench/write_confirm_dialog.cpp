#include "ui/bench/write_confirm_dialog.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace am::ui {

WriteConfirmDialog::WriteConfirmDialog(const QString& path, const QString& preset_title,
                                       Target kind, QWidget* parent)
    : QDialog(parent), path_(path), input_(new QLineEdit(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Write to %1?").arg(path));
    const QString name = QFileInfo(path).fileName();
    auto* text = new QLabel(
        kind == Target::Device
            ? tr("The preset \"%1\" writes random data over %2. Everything stored on it will be destroyed.\n\n"
                 "Type the device name (%3) or its path to go on.")
                  .arg(preset_title, path, name)
            : tr("The preset \"%1\" writes random data into %2, an existing file that ArrayMark did not "
                 "create. Its content will be destroyed.\n\n"
                 "Type the file name (%3) or its path to go on.")
                  .arg(preset_title, path, name),
        this);
    text->setWordWrap(true);
    QPushButton* write = buttons_->addButton(kind == Target::Device ? tr("&Write to the device")
                                                                    : tr("&Write to the file"),
                                             QDialogButtonBox::AcceptRole);
    write->setEnabled(false);
    buttons_->button(QDialogButtonBox::Cancel)->setDefault(true);
    connect(input_, &QLineEdit::textChanged, this,
            [this, write] { write->setEnabled(confirmed()); });
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
