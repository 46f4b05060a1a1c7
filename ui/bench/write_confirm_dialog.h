#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;

namespace am::ui {

// Before a write preset runs on a raw device: says what will be destroyed
// and enables "Write" only once the device's path or name is typed.
class WriteConfirmDialog : public QDialog {
    Q_OBJECT
public:
    WriteConfirmDialog(const QString& device_path, const QString& preset_title, QWidget* parent = nullptr);

    QLineEdit* input() const { return input_; }
    bool confirmed() const;

private:
    QString path_;
    QLineEdit* input_;
    QDialogButtonBox* buttons_;
};

} // namespace am::ui
