#include "ui/shell/main_window.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QTabWidget>
#include <QToolBar>

#include "core/util/version.h"
#include "ui/bench/bench_page.h"
#include "ui/bench/target_panel.h"
#include "ui/drives/drives_model.h"
#include "ui/drives/drives_page.h"
#include "ui/helper/helper_process.h"
#include "ui/shell/settings_keys.h"

namespace am::ui {

MainWindow::MainWindow(const drives::SystemRoots& roots, QWidget* parent)
    : QMainWindow(parent), tabs_(new QTabWidget(this)), drives_(new DrivesPage(roots, this)),
      bench_(new BenchPage(roots, this)), helpers_(std::make_unique<HelperProcessProvider>())
{
    bench_->setHelperProvider(helpers_.get());
    setWindowTitle(tr("ArrayMark"));
    tabs_->setDocumentMode(true);
    tabs_->addTab(drives_, tr("Drives"));
    tabs_->addTab(bench_, tr("Benchmark"));
    setCentralWidget(tabs_);
    createMenus();
    // One scan feeds both pages (see TargetPanel::setScan).
    connect(drives_, &DrivesPage::scanFinished, bench_, [this](bool ok) {
        if (ok) bench_->targetPanel()->setScan(drives_->model()->scan());
    });

    QSettings settings;
    if (!restoreGeometry(settings.value(settings::kMainWindowGeometry).toByteArray())) resize(1280, 720);
    restoreState(settings.value(settings::kMainWindowState).toByteArray());
    drives_->refresh();
}

MainWindow::~MainWindow()
{
    bench_->setHelperProvider(nullptr); // the helpers go before the page (members before children)
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* refresh = view->addAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("&Refresh drives"),
                                       drives_, &DrivesPage::refresh);
    refresh->setShortcut(QKeySequence::Refresh);

    QAction* show_empty = view->addAction(tr("Show &empty devices"));
    show_empty->setCheckable(true);
    show_empty->setToolTip(tr("List unbound loop devices, unset zram devices and drives without a medium"));
    show_empty->setChecked(QSettings().value(settings::kShowEmptyDevices, true).toBool());
    drives_->setShowEmpty(show_empty->isChecked());
    connect(show_empty, &QAction::toggled, this, [this](bool show) {
        QSettings().setValue(settings::kShowEmptyDevices, show);
        drives_->setShowEmpty(show);
    });

    QMenu* units = view->addMenu(tr("Size &units"));
    auto* group = new QActionGroup(this);
    QAction* decimal = units->addAction(tr("Decimal (GB, 10^9 bytes)"));
    QAction* binary = units->addAction(tr("Binary (GiB, 2^30 bytes)"));
    for (QAction* action : {decimal, binary}) {
        action->setCheckable(true);
        group->addAction(action);
    }
    const bool use_binary = QSettings().value(settings::kSizeUnits).toString() == QLatin1String("binary");
    (use_binary ? binary : decimal)->setChecked(true);
    drives_->setSizeUnits(use_binary ? util::SizeUnits::Binary : util::SizeUnits::Decimal);
    connect(group, &QActionGroup::triggered, this, [this, binary](QAction* chosen) {
        const bool to_binary = chosen == binary;
        QSettings().setValue(settings::kSizeUnits, to_binary ? QStringLiteral("binary") : QStringLiteral("decimal"));
        drives_->setSizeUnits(to_binary ? util::SizeUnits::Binary : util::SizeUnits::Decimal);
    });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About ArrayMark"), this, &MainWindow::showAbout);

    QToolBar* toolbar = addToolBar(tr("Main toolbar"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->addAction(refresh);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About ArrayMark"),
                       tr("ArrayMark %1\nLists drives, builds Linux md arrays and measures them.")
                           .arg(QString::fromUtf8(util::kVersion.data(), static_cast<int>(util::kVersion.size()))));
}

void MainWindow::applyStartup(const StartupOptions& startup)
{
    if (startup.page == QLatin1String("bench") || !startup.files.isEmpty() || !startup.run_preset.isEmpty())
        tabs_->setCurrentWidget(bench_);
    // The first file is shown, the others are overlaid on it for comparison.
    for (qsizetype i = 0; i < startup.files.size(); ++i) i == 0 ? bench_->openFile(startup.files[i]) : bench_->overlayRun(startup.files[i]);
    if (!startup.run_preset.isEmpty()) {
        bench_->setPreset(startup.run_preset);
        bench_->start();
    }
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    QSettings settings;
    settings.setValue(settings::kMainWindowGeometry, saveGeometry());
    settings.setValue(settings::kMainWindowState, saveState());
    event->accept();
}

} // namespace am::ui
