#pragma once

#include <QGroupBox>
#include <map>
#include <vector>

#include "core/raid/backend_availability.h"

class QButtonGroup;
class QLabel;
class QRadioButton;

namespace am::ui {

// The array backends of core/raid/backend_table.h, one radio button per kBackends row with
// what it is good for; a backend this machine cannot run is disabled and says why.
class BackendChoice : public QGroupBox {
    Q_OBJECT
public:
    explicit BackendChoice(QWidget* parent = nullptr);

    // A backend without an entry counts as unavailable.
    void setAvailability(const std::vector<raid::BackendAvailability>& availability);
    bool isAvailable(raid::Backend backend) const;
    QString unavailableReason(raid::Backend backend) const; // empty when available

    raid::Backend current() const;
    // Checks `backend`'s button without emitting chosen() (also an unavailable one: the page
    // then says why it cannot go on).
    void setCurrent(raid::Backend backend);
    // As a click: false (and nothing changes) when it is unavailable.
    bool choose(raid::Backend backend);

    QRadioButton* button(raid::Backend backend) const;
    QLabel* detail(raid::Backend backend) const;

signals:
    void chosen(raid::Backend backend);

private:
    QButtonGroup* group_;
    std::map<raid::Backend, QRadioButton*> buttons_;
    std::map<raid::Backend, QLabel*> details_;
    std::map<raid::Backend, QString> reasons_; // only the unavailable ones
};

} // namespace am::ui
