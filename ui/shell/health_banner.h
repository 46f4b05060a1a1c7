#pragma once

#include <QFrame>
#include <QString>

class QLabel;

namespace am::ui {

class HealthSummary;

// The strip at the top of the Drives and Arrays pages while something needs attention: an md
// array degraded or failed, a drive whose SMART says failing (red), or only worn drives (a milder
// amber). One line per finding, naming it; an array's name is a link. Hidden when all is well.
class HealthBanner : public QFrame {
    Q_OBJECT
public:
    explicit HealthBanner(HealthSummary* summary, QWidget* parent = nullptr);

    QLabel* textLabel() const { return text_; }
    bool isCritical() const { return critical_; }

signals:
    void arrayClicked(const QString& array); // "md127": open it on the Arrays page

private:
    void showFindings();

    HealthSummary* summary_;
    QLabel* icon_;
    QLabel* text_;
    bool critical_ = false;
};

// Makes a banner over `summary` and puts it first in `page`'s layout (a QBoxLayout: the Drives
// and Arrays pages have one), so the shell places it without the page knowing. Returns it.
HealthBanner* addHealthBanner(QWidget* page, HealthSummary* summary);

} // namespace am::ui
