#pragma once

#include <QMainWindow>
#include <memory>

#include "core/drives/system_roots.h"
#include "ui/shell/command_line.h"

class QTabWidget;

namespace am::ui {

class BenchPage;
class DrivesPage;
class HelperProcessProvider;

// The application window: menus, and one tab per workspace page.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(const drives::SystemRoots& roots, QWidget* parent = nullptr);
    ~MainWindow() override;

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

    QTabWidget* tabs_;
    DrivesPage* drives_;
    BenchPage* bench_;
    // The privileged helpers (one per scope), started when a page first needs one.
    std::unique_ptr<HelperProcessProvider> helpers_;
};

} // namespace am::ui
