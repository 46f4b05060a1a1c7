#pragma once

#include <QPushButton>

namespace am::ui {

class DesktopNotifier;

// "Send test alert": a TestMessage notification straight to the desktop's
// notification server, so a person sees what array health alerts look like
// (and that they arrive) before an array fails.
class TestAlertButton : public QPushButton {
    Q_OBJECT
public:
    explicit TestAlertButton(QWidget* parent = nullptr);

    DesktopNotifier* notifier() const { return notifier_; }

private:
    DesktopNotifier* notifier_;
};

} // namespace am::ui
