#pragma once

#include <QMainWindow>
#include <memory>

#include "core/drives/system_roots.h"
#include "ui/helper/helper_channel.h"
#include "ui/shell/command_line.h"

class QTabWidget;

namespace am::ui {

class ArraysPage;
class BenchPage;
class DrivesPage;

// The application window: menus, and one tab per workspace page.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(const drives::SystemRoots& roots, QWidget* parent = nullptr);

    DrivesPage* drivesPage() const { return drives_; }
    BenchPage* benchPage() const { return bench_; }
    ArraysPage* arraysPage() const { return arrays_; }
    QTabWidget* tabs() const { return tabs_; }
    // --page and files from the command line.
    void applyStartup(const StartupOptions& startup);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void showAbout();

    QTabWidget* tabs_;
    DrivesPage* drives_;
    BenchPage* bench_;
    std::unique_ptr<HelperProvider> helpers_; // arraymark-helper per scope, started when first used
    ArraysPage* arrays_;
};

} // namespace am::ui
