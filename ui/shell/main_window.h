#pragma once

#include <QMainWindow>

#include "core/drives/system_roots.h"
#include "ui/shell/command_line.h"

class QTabWidget;

namespace am::ui {

class BenchPage;
class DrivesPage;

// The application window: menus, and one tab per workspace page.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(const drives::SystemRoots& roots, QWidget* parent = nullptr);

    DrivesPage* drivesPage() const { return drives_; }
    BenchPage* benchPage() const { return bench_; }
    QTabWidget* tabs() const { return tabs_; }
    // --page and files from the command line.
    void applyStartup(const StartupOptions& startup);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void showAbout();
    void showSettings();

    QTabWidget* tabs_;
    DrivesPage* drives_;
    BenchPage* bench_;
};

} // namespace am::ui
