#pragma once

#include <QDialog>

class QLineEdit;
class QPushButton;

namespace am::ui {

// Failing or removing a member that would fail the array or take its last redundancy
// (raid::redundancyLoss): says what is lost, and the button stays disabled until the array's
// name is typed exactly, as the delete dialog asks. The name goes to the helper as force_name.
class ForceNameDialog : public QDialog {
    Q_OBJECT
public:
    ForceNameDialog(const QString& array_name, const QString& action_title, const QString& loss,
                    QWidget* parent = nullptr);
    QLineEdit* nameEdit() const { return name_; }
    QPushButton* goButton() const { return go_; }
    QString typed() const;

private:
    QString array_name_;
    QLineEdit* name_;
    QPushButton* go_;
};

} // namespace am::ui
