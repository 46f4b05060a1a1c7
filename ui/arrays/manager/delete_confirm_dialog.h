#pragma once

#include <QDialog>
#include <QStringList>

class QLineEdit;
class QPushButton;

namespace am::ui {

// Delete wipes every member: the button stays disabled until the array's name
// is typed exactly.
class DeleteConfirmDialog : public QDialog {
    Q_OBJECT
public:
    DeleteConfirmDialog(const QString& array_name, const QStringList& members,
                        QWidget* parent = nullptr);
    QLineEdit* nameEdit() const { return name_; }
    QPushButton* deleteButton() const { return delete_; }
    QString typed() const;

private:
    QString array_name_;
    QLineEdit* name_;
    QPushButton* delete_;
};

} // namespace am::ui
