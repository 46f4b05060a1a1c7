#pragma once

#include <QDialog>

#include "ui/settings/app_settings.h"

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace am::ui {

// Edit > Settings: the workspace's test file and sample interval, size units
// and language. A value that breaks its rule is shown with the reason under
// its field and OK stays disabled, so nothing bad is saved.
class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(const AppSettings& current, QWidget* parent = nullptr);

    // What the fields hold now (valid only when problems() is empty).
    AppSettings settings() const;
    // The messages shown under the fields, empty when every value is good.
    QStringList problems() const;

    QLineEdit* folderEdit() const { return folder_; }
    QLineEdit* sizeEdit() const { return size_; }
    QDoubleSpinBox* intervalBox() const { return interval_; }
    QComboBox* unitsBox() const { return units_; }
    QComboBox* languageBox() const { return language_; }
    QDialogButtonBox* buttons() const { return buttons_; }

    void accept() override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void browseFolder();
    void revalidate();
    void fitHeight();

    QString initial_language_;
    QLineEdit* folder_;
    QLabel* folder_error_;
    QLineEdit* size_;
    QLabel* size_error_;
    QDoubleSpinBox* interval_;
    QComboBox* units_;
    QComboBox* language_;
    QLabel* language_note_;
    QDialogButtonBox* buttons_;
};

} // namespace am::ui
