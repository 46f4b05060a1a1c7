#include "ui/shell/main_window.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QTabWidget>
#include <QToolBar>
#include <utility>

#include "core/util/version.h"
#include "ui/arrays/manager/arrays_model.h"
#include "ui/arrays/manager/arrays_page.h"
#include "ui/arrays/wizard/array_wizard.h"
#include "ui/arrays/wizard/drives_pick_page.h"
#include "ui/bench/bench_page.h"
#include "ui/bench/target_panel.h"
#include "ui/campaign/campaign_dialog.h"
#include "ui/campaign/campaign_run_page.h"
#include "ui/drives/device_monitor.h"
#include "ui/drives/drives_model.h"
#include "ui/drives/drives_page.h"
#include "ui/fleet/fleet_dialog.h"
#include "ui/helper/helper_process.h"
#include "ui/settings/settings_dialog.h"
#include "ui/shell/health_banner.h"
#include "ui/shell/health_summary.h"
#include "ui/shell/settings_keys.h"

namespace am::ui {

MainWindow::MainWindow(const drives::SystemRoots& roots, QWidget* parent)
    : QMainWindow(parent), tabs_(new QTabWidget(this)), drives_(new DrivesPage(roots, this)),
      bench_(new BenchPage(roots, this)), roots_(roots),
      helpers_(std::make_unique<HelperProcessProvider>()),
      arrays_(new ArraysPage(roots, helpers_.get(), this)), device_monitor_(new DeviceMonitor(this))
{
    bench_->setHelperProvider(helpers_.get());
    drives_->setHelperProvider(helpers_.get());
    setWindowTitle(tr("ArrayMark"));
    tabs_->setDocumentMode(true);
    tabs_->addTab(drives_, tr("Drives"));
    tabs_->addTab(bench_, tr("Benchmark"));
    tabs_->addTab(arrays_, tr("Arrays"));
    setCentralWidget(tabs_);
    createMenus();
    placeHealthBanners();
    // One scan feeds the Benchmark page (see TargetPanel::setScan) and the Arrays page's Add….
    connect(drives_, &DrivesPage::scanFinished, arrays_, [this](bool ok) {
        if (ok) arrays_->setDriveScan(drives_->model()->scan());
    });
    connect(drives_, &DrivesPage::scanFinished, bench_, [this](bool ok) {
        if (!ok) return;
        bench_->targetPanel()->setScan(drives_->model()->scan());
        // "Benchmark this array" from the wizard: the new array is in this scan.
        if (!pending_bench_target_.isEmpty())
            bench_->targetPanel()->selectTarget(pending_bench_target_);
        pending_bench_target_.clear();
        if (std::exchange(devices_changed_, false))
            for (auto* wizard : findChildren<ArrayWizard*>())
                // Past its drives page the wizard keeps its picks; the helper checks them again
                // before writing.
                if (wizard->currentId() == ArrayWizard::DrivesId)
                    wizard->drivesPage()->takeScan(drives_->model()->scan(),
                                                   drives_->showsHelperScan());
    });
    connect(device_monitor_, &DeviceMonitor::devicesChanged, this, [this] {
        devices_changed_ = true;
        drives_->devicesChanged();
    });
    connect(arrays_, &ArraysPage::newArrayRequested, this, &MainWindow::openArrayWizard);
    connect(arrays_, &ArraysPage::compareRequested, this, &MainWindow::openCampaignDialog);
    connect(bench_, &BenchPage::fleetRequested, this, &MainWindow::openFleetDialog);

    QSettings settings;
    if (!restoreGeometry(settings.value(settings::kMainWindowGeometry).toByteArray()))
        resize(1280, 720);
    restoreState(settings.value(settings::kMainWindowState).toByteArray());
    drives_->refresh();
}

MainWindow::~MainWindow()
{
    // The helpers (a member) go before the child widgets: nothing that holds a
    // channel may outlive them.
    bench_->setHelperProvider(nullptr);
    drives_->setHelperProvider(nullptr);
    qDeleteAll(findChildren<ArrayWizard*>());
    delete arrays_;
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* new_array = file->addAction(QIcon::fromTheme(QStringLiteral("document-new")),
                                         tr("&New array…"), this, &MainWindow::openArrayWizard);
    new_array->setShortcut(QKeySequence::New);
    file->addAction(tr("&Fleet run…"), this, &MainWindow::openFleetDialog);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* preferences = edit->addAction(QIcon::fromTheme(QStringLiteral("preferences-system")),
                                           tr("&Settings…"), this, &MainWindow::showSettings);
    preferences->setObjectName(QStringLiteral("settingsAction"));
    // Only KDE and GNOME define a Preferences key; elsewhere Ctrl+, as GNOME has it.
    preferences->setShortcuts(QKeySequence::keyBindings(QKeySequence::Preferences));
    if (preferences->shortcuts().isEmpty())
        preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* refresh = view->addAction(QIcon::fromTheme(QStringLiteral("view-refresh")),
                                       tr("&Refresh drives"), drives_, &DrivesPage::refresh);
    refresh->setShortcut(QKeySequence::Refresh);

    QAction* show_empty = view->addAction(tr("Show &empty devices"));
    show_empty->setCheckable(true);
    show_empty->setToolTip(
        tr("List unbound loop devices, unset zram devices and drives without a medium"));
    show_empty->setChecked(QSettings().value(settings::kShowEmptyDevices, true).toBool());
    drives_->setShowEmpty(show_empty->isChecked());
    connect(show_empty, &QAction::toggled, this, [this](bool show) {
        QSettings().setValue(settings::kShowEmptyDevices, show);
        drives_->setShowEmpty(show);
    });

    QMenu* units = view->addMenu(tr("Size &units"));
    auto* group = new QActionGroup(this);
    group->setObjectName(QStringLiteral("sizeUnitsGroup")); // showSettings() checks the chosen one
    QAction* decimal = units->addAction(tr("Decimal (GB, 10^9 bytes)"));
    QAction* binary = units->addAction(tr("Binary (GiB, 2^30 bytes)"));
    for (QAction* action : {decimal, binary}) {
        action->setCheckable(true);
        group->addAction(action);
    }
    const bool use_binary =
        QSettings().value(settings::kSizeUnits).toString() == QLatin1String("binary");
    (use_binary ? binary : decimal)->setChecked(true);
    drives_->setSizeUnits(use_binary ? util::SizeUnits::Binary : util::SizeUnits::Decimal);
    connect(group, &QActionGroup::triggered, this, [this, binary](QAction* chosen) {
        const bool to_binary = chosen == binary;
        QSettings().setValue(settings::kSizeUnits,
                             to_binary ? QStringLiteral("binary") : QStringLiteral("decimal"));
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
                           .arg(QString::fromUtf8(util::kVersion.data(),
                                                  static_cast<int>(util::kVersion.size()))));
}

void MainWindow::openArrayWizard()
{
    if (!helpers_) helpers_ = std::make_unique<HelperProcessProvider>();
    auto* wizard = new ArrayWizard(
        {.roots = roots_, .scan = drives_->model()->scan(), .helpers = helpers_.get()}, this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    // Root's verdicts from the Drives page need no second "Check with administrator rights".
    if (drives_->showsHelperScan()) wizard->drivesPage()->takeScan(drives_->model()->scan(), true);
    // The wizard measures a member itself; the Arrays page logs its create like any action.
    connect(wizard, &ArrayWizard::createFinished, arrays_, &ArraysPage::logCreate);
    // The new array is not in the last scan: select it once the fresh one arrives.
    connect(wizard, &ArrayWizard::benchmarkRequested, this, [this](const QString& array) {
        const QString canonical = QFileInfo(array).canonicalFilePath();
        pending_bench_target_ = canonical.isEmpty() ? array : canonical;
        drives_->refresh();
        tabs_->setCurrentWidget(bench_);
    });
    wizard->show();
}

void MainWindow::openCampaignDialog()
{
    if (!helpers_) helpers_ = std::make_unique<HelperProcessProvider>();
    auto* dialog = new CampaignDialog(
        {.roots = roots_, .scan = drives_->model()->scan(), .helpers = helpers_.get()}, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog->runPage(), &CampaignRunPage::showInWorkspace, this,
            [this](const QString& document) {
                tabs_->setCurrentWidget(bench_);
                bench_->openFile(document);
            });
    dialog->show();
}

void MainWindow::showSettings()
{
    auto* dialog = new SettingsDialog(AppSettings::load(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        // The units also live in View > Size units; triggering its action saves and applies them.
        const bool binary = dialog->settings().units == util::SizeUnits::Binary;
        if (auto* group = findChild<QActionGroup*>(QStringLiteral("sizeUnitsGroup")))
            group->actions().value(binary ? 1 : 0)->trigger();
        // The workspace shows the new test file and size now (its combo is refilled from the
        // current scan); the interval is read when a run starts, the language at the next start.
        bench_->targetPanel()->setSizeText(dialog->settings().test_file_size);
        bench_->targetPanel()->setScan(drives_->model()->scan());
    });
    dialog->open();
}

void MainWindow::openFleetDialog()
{
    // Non-modal: a fleet run can take long; the window stays usable.
    auto* dialog = new FleetDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &FleetDialog::showInWorkspace, this, [this](const QString& path) {
        tabs_->setCurrentWidget(bench_);
        bench_->openFile(path);
    });
    dialog->show();
}

void MainWindow::placeHealthBanners()
{
    health_ = new HealthSummary(this);
    connect(drives_, &DrivesPage::scanFinished, health_, [this](bool ok) {
        if (ok) health_->setDriveScan(drives_->model()->scan());
    });
    connect(arrays_, &ArraysPage::snapshotApplied, health_,
            [this] { health_->setArrays(arrays_->model()->arrays()); });
    drives_banner_ = addHealthBanner(drives_, health_);
    arrays_banner_ = addHealthBanner(arrays_, health_);
    for (HealthBanner* banner : {drives_banner_, arrays_banner_})
        connect(banner, &HealthBanner::arrayClicked, this, &MainWindow::showArray);
}

void MainWindow::showArray(const QString& array)
{
    tabs_->setCurrentWidget(arrays_);
    if (!array.isEmpty()) arrays_->selectArray(array);
}

void MainWindow::applyStartup(const StartupOptions& startup)
{
    if (startup.page == QLatin1String("bench") || !startup.files.isEmpty() ||
        !startup.run_preset.isEmpty())
        tabs_->setCurrentWidget(bench_);
    if (startup.page == QLatin1String("arrays")) tabs_->setCurrentWidget(arrays_);
    if (!startup.array.isEmpty()) showArray(startup.array);
    // The first file is shown, the others are overlaid on it for comparison.
    for (qsizetype i = 0; i < startup.files.size(); ++i)
        i == 0 ? bench_->openFile(startup.files[i]) : bench_->overlayRun(startup.files[i]);
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
