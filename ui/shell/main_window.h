#pragma once

#include <QMainWindow>
#include <QString>
#include <memory>

#include "core/drives/system_roots.h"
#include "ui/helper/helper_channel.h"
#include "ui/shell/command_line.h"

class QTabWidget;

namespace am::ui {

class ArraysPage;
class BenchPage;
class DeviceMonitor;
class DrivesPage;
class HealthBanner;
class HealthSummary;
class HelperProvider;

// The application window: menus, and one tab per workspace page.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(const drives::SystemRoots& roots, QWidget* parent = nullptr);
    ~MainWindow() override;

    DrivesPage* drivesPage() const { return drives_; }
    BenchPage* benchPage() const { return bench_; }
    ArraysPage* arraysPage() const { return arrays_; }
    DeviceMonitor* deviceMonitor() const { return device_monitor_; }
    QTabWidget* tabs() const { return tabs_; }
    // What the health banners on the Drives and Arrays pages show.
    HealthSummary* healthSummary() const { return health_; }
    HealthBanner* drivesBanner() const { return drives_banner_; }
    HealthBanner* arraysBanner() const { return arrays_banner_; }
    // --page and files from the command line.
    void applyStartup(const StartupOptions& startup);
    // --array and a notification's Open: the Arrays page with `array` (a kernel name) selected.
    void showArray(const QString& array);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void showAbout();
    // The Arrays page's "Compare configurations…": the campaign dialog over the last scan.
    void openCampaignDialog();
    // File > New array…: the array wizard over the Drives page's last scan.
    void openArrayWizard();
    // File > Fleet run… and the workspace's "On other hosts…".
    void openFleetDialog();
    void showSettings();
    // The health banners atop the Drives and Arrays pages, fed by both pages.
    void placeHealthBanners();

    QTabWidget* tabs_;
    DrivesPage* drives_;
    BenchPage* bench_;
    drives::SystemRoots roots_;
    std::unique_ptr<HelperProvider> helpers_; // arraymark-helper per scope, started when first
                                              // used; shared by the pages and wizards
    ArraysPage* arrays_;
    QString pending_bench_target_; // the wizard's new array, selected in the workspace after the
                                   // next scan
    // Block devices appearing, changing, going: the Drives page scans again, and
    // its scan refreshes the Benchmark page's targets and open wizards' drive lists.
    DeviceMonitor* device_monitor_;
    bool devices_changed_ = false; // the next scan follows a device change: hand it to open wizards
    HealthSummary* health_ = nullptr;
    HealthBanner* drives_banner_ = nullptr;
    HealthBanner* arrays_banner_ = nullptr;
};

} // namespace am::ui
