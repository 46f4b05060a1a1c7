#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
#include <chrono>
#include <memory>

class QSocketNotifier;
struct udev;
struct udev_monitor;

namespace am::ui {

// Follows the kernel's block devices through a libudev monitor (subsystem
// "block"): a device that appears, changes or goes emits devicesChanged()
// once per burst of events, `debounce` after the first of them. Reading is
// driven by a QSocketNotifier on the monitor's socket: nothing blocks.
class DeviceMonitor : public QObject {
    Q_OBJECT
public:
    explicit DeviceMonitor(QObject* parent = nullptr,
                           std::chrono::milliseconds debounce = std::chrono::milliseconds(300));
    ~DeviceMonitor() override;

    // False when no monitor could be opened (error() says why): the pages
    // then keep to F5, as before.
    bool isActive() const { return notifier_ != nullptr; }
    const QString& error() const { return error_; }
    // Block device events read so far (each burst of them is one devicesChanged()).
    int eventsSeen() const { return events_seen_; }

signals:
    void devicesChanged();

private:
    void readEvents();

    struct UdevDeleter {
        void operator()(udev* context) const;
        void operator()(udev_monitor* monitor) const;
    };
    std::unique_ptr<udev, UdevDeleter> udev_;
    std::unique_ptr<udev_monitor, UdevDeleter> monitor_;
    QSocketNotifier* notifier_ = nullptr;
    QTimer debounce_;
    QString error_;
    int events_seen_ = 0;
};

} // namespace am::ui
