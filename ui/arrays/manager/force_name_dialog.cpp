#include "ui/arrays/manager/force_name_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "ui/arrays/manager/array_actions.h"

namespace am::ui {

ForceNameDialog::ForceNameDialog(const QString& array_name, const QString& action_title,
                                 const QString& loss, QWidget* parent)
    : QDialog(parent), array_name_(array_name), name_(new QLineEdit(this))
{
    setWindowTitle(tr("%1: /dev/%2 would lose its data").arg(action_title, array_name));
    auto* text = new QLabel(this);
    text->setTextFormat(Qt::PlainText); // the loss names devices: never rich text
    text->setText(tr("%1.\n\nType the array's name, %2, to do it anyway.").arg(loss, array_name));
    text->setWordWrap(true);
    name_->setPlaceholderText(array_name);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    go_ = buttons->addButton(tr("%1 anyway").arg(action_title), QDialogButtonBox::DestructiveRole);
    go_->setEnabled(false);
    connect(name_, &QLineEdit::textChanged, this,
            [this](const QString& typed) { go_->setEnabled(deleteConfirmed(typed, array_name_)); });
    connect(go_, &QPushButton::clicked, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(name_);
    layout->addWidget(buttons);
}

QString ForceNameDialog::typed() const { return name_->text(); }

} // namespace am::ui
