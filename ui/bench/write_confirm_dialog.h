#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;

namespace am::ui {

// Before a write preset runs on a raw device, or on an existing file that
// ArrayMark did not create: says what will be destroyed and enables "Write"
// only once the device's (file's) path or name is typed.
class WriteConfirmDialog : public QDialog {
    Q_OBJECT
public:
    enum class Target { Device, File };
    WriteConfirmDialog(const QString& path, const QString& preset_title, QWidget* parent = nullptr)
        : WriteConfirmDialog(path, preset_title, Target::Device, parent)
    {
    }
    WriteConfirmDialog(const QString& path, const QString& preset_title, Target kind,
                       QWidget* parent = nullptr);

    QLineEdit* input() const { return input_; }
    bool confirmed() const;

private:
    QString path_;
    QLineEdit* input_;
    QDialogButtonBox* buttons_;
};

} // namespace am::ui
