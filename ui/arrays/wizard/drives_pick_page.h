#pragma once

#include <QWizardPage>

class QLabel;
class QPushButton;
class QTableWidget;

namespace am::ui {

class ArrayWizard;

// Page 1: the drives with checkboxes. Drives in use cannot be ticked and say
// why; a live warning names mixed sizes or transports. As a normal user the
// content of a drive cannot be read, so "Check with administrator rights"
// asks the helper (scope read-devices, op scan) and uses its verdicts; as
// root it is not offered (this scan already read everything).
class DrivesPickPage : public QWizardPage {
    Q_OBJECT
public:
    explicit DrivesPickPage(ArrayWizard* wizard);

    bool isComplete() const override;
    QTableWidget* table() const { return table_; }
    QPushButton* checkButton() const { return check_; }
    QLabel* warningLabel() const { return warning_; }
    // Ticks or unticks the row of a device; false when it is not listed or not pickable.
    bool setPicked(const QString& path, bool picked);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fillTable();
    void onItemChanged();
    void askHelperToScan();
    void onHelperAnswer(qint64 id, const QJsonObject& answer);
    void onHelperFailed(const QString& message);

    ArrayWizard* wizard_;
    QTableWidget* table_;
    QLabel* warning_;
    QLabel* check_status_;
    QPushButton* check_;
    qint64 scan_request_ = -1;
    bool filling_ = false;
};

} // namespace am::ui
