#pragma once

#include <QJsonObject>
#include <QWizardPage>

#include "core/raid/md_driver.h"

class QLabel;
class QLineEdit;
class QTextBrowser;

namespace am::ui {

class ArrayWizard;

// Page 4: the helper checks the plan as root on a fresh scan (op "plan") and
// answers with every problem and warning and the exact mdadm argv it would
// run; the page lists what will be destroyed and waits for the array's name
// to be typed. Next ("Create array") stays disabled until the plan is valid,
// the backend can run here (md: the driver is loaded; said on this page, with
// what to do) and the name matches.
class ReviewPage : public QWizardPage {
    Q_OBJECT
public:
    explicit ReviewPage(ArrayWizard* wizard);

    void initializePage() override;
    bool isComplete() const override;

    QTextBrowser* report() const { return report_; }
    QLineEdit* confirmEdit() const { return confirm_; }
    QLabel* statusLabel() const { return status_; }
    bool planValid() const { return plan_valid_; }
    const raid::MdDriverAvailability& mdDriver() const { return driver_; }

private:
    void onAnswer(qint64 id, const QJsonObject& answer);
    void onFailed(const QString& message);
    void render();
    bool usesMdDriver() const; // md and imsm: mdadm, which needs the md driver loaded

    ArrayWizard* wizard_;
    QLabel* status_;
    QTextBrowser* report_;
    QLabel* confirm_label_;
    QLineEdit* confirm_;
    qint64 request_ = -1;
    bool plan_valid_ = false;
    raid::MdDriverAvailability driver_; // checked each time the page is shown (md and imsm)
    QString unavailable_; // another backend's reason it cannot run here; empty: it can
    QJsonObject plan_;    // the answer's "plan" member
    QString error_;
};

} // namespace am::ui
