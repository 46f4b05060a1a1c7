#include "ui/arrays/manager/delete_confirm_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "ui/arrays/manager/array_actions.h"

namespace am::ui {

DeleteConfirmDialog::DeleteConfirmDialog(const QString& array_name, const QStringList& members,
                                         QWidget* parent)
    : QDialog(parent), array_name_(array_name), name_(new QLineEdit(this))
{
    setWindowTitle(tr("Delete /dev/%1").arg(array_name));
    auto* text = new QLabel(
        tr("Deleting stops /dev/%1 and wipes the RAID superblock and every signature on its members:\n"
           "  %2\n"
           "Everything stored on the array is lost. Type the array's name, %1, to confirm.")
            .arg(array_name, members.join(QStringLiteral("\n  "))),
        this);
    text->setWordWrap(true);
    name_->setPlaceholderText(array_name);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    delete_ = buttons->addButton(tr("Delete and wipe"), QDialogButtonBox::DestructiveRole);
    delete_->setEnabled(false);
    connect(name_, &QLineEdit::textChanged, this, [this](const QString& typed) {
        delete_->setEnabled(deleteConfirmed(typed, array_name_));
    });
    connect(delete_, &QPushButton::clicked, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(name_);
    layout->addWidget(buttons);
}

QString DeleteConfirmDialog::typed() const { return name_->text(); }

} // namespace am::ui
