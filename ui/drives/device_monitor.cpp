#include "ui/drives/device_monitor.h"

#include <libudev.h>

#include <QFileInfo>
#include <QSocketNotifier>
#include <cerrno>
#include <cstring>

namespace am::ui {

namespace {
// udevd's events come after its rules ran (device nodes and links are in
// place); without udevd (containers, minimal systems) nobody relays them, so
// listen to the kernel's own uevents instead.
const char* eventSource()
{
    return QFileInfo::exists(QStringLiteral("/run/udev/control")) ? "udev" : "kernel";
}
} // namespace

void DeviceMonitor::UdevDeleter::operator()(udev* context) const { udev_unref(context); }
void DeviceMonitor::UdevDeleter::operator()(udev_monitor* monitor) const
{
    udev_monitor_unref(monitor);
}

DeviceMonitor::DeviceMonitor(QObject* parent, std::chrono::milliseconds debounce) : QObject(parent)
{
    debounce_.setSingleShot(true);
    debounce_.setInterval(debounce);
    connect(&debounce_, &QTimer::timeout, this, &DeviceMonitor::devicesChanged);

    udev_.reset(udev_new());
    if (!udev_) {
        error_ = tr("libudev could not be initialised: %1")
                     .arg(QString::fromLocal8Bit(std::strerror(errno)));
        return;
    }
    monitor_.reset(udev_monitor_new_from_netlink(udev_.get(), eventSource()));
    if (!monitor_ ||
        udev_monitor_filter_add_match_subsystem_devtype(monitor_.get(), "block", nullptr) < 0 ||
        udev_monitor_enable_receiving(monitor_.get()) < 0) {
        error_ = tr("The block device monitor could not be started: %1")
                     .arg(QString::fromLocal8Bit(std::strerror(errno)));
        monitor_.reset();
        return;
    }
    notifier_ =
        new QSocketNotifier(udev_monitor_get_fd(monitor_.get()), QSocketNotifier::Read, this);
    connect(notifier_, &QSocketNotifier::activated, this, &DeviceMonitor::readEvents);
}

DeviceMonitor::~DeviceMonitor() = default;

void DeviceMonitor::readEvents()
{
    // The socket is non-blocking: take every queued event, then wait for the burst to end.
    bool any = false;
    while (udev_device* device = udev_monitor_receive_device(monitor_.get())) {
        udev_device_unref(device);
        ++events_seen_;
        any = true;
    }
    // A burst (losetup: add and change; an array: every member) scans once,
    // at most `debounce` after its first event.
    if (any && !debounce_.isActive()) debounce_.start();
}

} // namespace am::ui
