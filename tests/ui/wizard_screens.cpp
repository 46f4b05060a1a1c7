// Draws every page of the array wizard into PNGs for docs/screenshots/:
// the fixture workstation (tests/data/machine1) as scan, a fake helper whose
// answers are what arraymark-helper answers (a plan, then a create with a
// running resync). Run by scripts/screenshot under Xvfb; not a test.
//   wizard_screens OUT_DIR
#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "core/drives/scan.h"
#include "core/raid/backend_table.h"
#include "tests/ui/support/fake_helper_channel.h"
#include "ui/arrays/wizard/array_wizard.h"
#include "ui/arrays/wizard/backend_choice.h"
#include "ui/arrays/wizard/drives_pick_page.h"
#include "ui/arrays/wizard/estimate_page.h"
#include "ui/arrays/wizard/level_page.h"

using namespace am;

namespace {

void save(QWidget* window, const QString& path)
{
    QTest::qWait(300); // let layouts settle
    window->grab().save(path);
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    if (argc < 2) {
        qCritical("usage: wizard_screens OUT_DIR");
        return 2;
    }
    const QString out = QString::fromLocal8Bit(argv[1]);
    const std::filesystem::path root = std::filesystem::path(ARRAYMARK_TEST_DATA) / "machine1";
    const drives::SystemRoots roots{root / "sys", root / "proc", root / "dev"};
    ui::test::FakeHelperProvider helpers;
    QTemporaryDir history;
    ui::ArrayWizard::Options options{roots, drives::scan(roots), &helpers, history.path()};
    // The recorded workstation runs md arrays and has lvm2 and btrfs-progs: every backend can be
    // offered (imsm still waits for its platform probe). This machine's kernel tree would say no.
    options.backend_availability = [] {
        std::vector<raid::BackendAvailability> all;
        for (const auto& info : raid::kBackends) all.push_back({info.backend, true, {}});
        return all;
    };
    ui::ArrayWizard wizard(std::move(options));
    wizard.resize(wizard.size().expandedTo(QSize(900, 640))); // the size it opens at
    wizard.show();
    if (!QTest::qWaitForWindowExposed(&wizard)) return 1;

    wizard.drivesPage()->setPicked(QStringLiteral("/dev/sda"), true);
    wizard.drivesPage()->setPicked(QStringLiteral("/dev/nvme0n1"), true);
    wizard.drivesPage()->setPicked(QStringLiteral("/dev/nvme1n1"), true);
    save(&wizard, out + QStringLiteral("/wizard-1-drives.png"));

    wizard.next();
    wizard.levelPage()->selectLevel(raid::Level::Raid5);
    wizard.levelPage()->nameEdit()->setText(QStringLiteral("data"));
    save(&wizard, out + QStringLiteral("/wizard-2-level.png"));
    // The same drives as btrfs raid1c3: three copies, measured through a file.
    wizard.levelPage()->backendChoice()->choose(raid::Backend::Btrfs);
    wizard.levelPage()->selectLevel(raid::Level::Raid1c3);
    save(&wizard, out + QStringLiteral("/wizard-2-level-btrfs.png"));
    wizard.levelPage()->backendChoice()->choose(raid::Backend::Md);
    wizard.levelPage()->selectLevel(raid::Level::Raid5);

    QSignalSpy estimated(wizard.estimatePage(), &ui::EstimatePage::estimated);
    wizard.next();
    if (estimated.isEmpty()) estimated.wait(30000);
    save(&wizard, out + QStringLiteral("/wizard-3-estimate.png"));

    wizard.next();
    auto* read = helpers.fake(helper::Scope::ReadDevices);
    QJsonArray mdadm_argv{QStringLiteral("mdadm"),          QStringLiteral("--create"),
                          QStringLiteral("/dev/md/data"),   QStringLiteral("--run"),
                          QStringLiteral("--level=raid5"),  QStringLiteral("--raid-devices=3"),
                          QStringLiteral("--metadata=1.2"), QStringLiteral("--bitmap=internal"),
                          QStringLiteral("/dev/nvme0n1"),   QStringLiteral("/dev/nvme1n1"),
                          QStringLiteral("/dev/sda")};
    read->answer(
        read->last().id,
        {{QStringLiteral("plan"),
          QJsonObject{
              {QStringLiteral("valid"), true},
              {QStringLiteral("problems"), QJsonArray{}},
              {QStringLiteral("warnings"),
               QJsonArray{QJsonObject{
                   {QStringLiteral("message"),
                    QStringLiteral("member sizes differ: /dev/nvme0n1 (2.00 TB) is larger than "
                                   "the smallest member (960 GB); 1.04 TB of it stays unused")}}}},
              {QStringLiteral("capacity_bytes"), 1.92e12},
              {QStringLiteral("commands"), QJsonArray{mdadm_argv}}}}});
    wizard.findChild<QLineEdit*>(QStringLiteral("confirmName"))->setText(QStringLiteral("dat"));
    save(&wizard, out + QStringLiteral("/wizard-4-review.png"));
    wizard.findChild<QLineEdit*>(QStringLiteral("confirmName"))->setText(QStringLiteral("data"));

    wizard.next();
    auto* manage = helpers.fake(helper::Scope::ManageArrays);
    QJsonObject step{
        {QStringLiteral("argv"), mdadm_argv},
        {QStringLiteral("ok"), true},
        {QStringLiteral("exit_code"), 0},
        {QStringLiteral("stdout"), QString()},
        {QStringLiteral("stderr"), QStringLiteral("mdadm: array /dev/md/data started.\n")}};
    manage->answer(manage->last().id,
                   {{QStringLiteral("array"), QStringLiteral("/dev/md/data")},
                    {QStringLiteral("steps"), QJsonArray{step}},
                    {QStringLiteral("status"),
                     QJsonObject{{QStringLiteral("name"), QString()},
                                 {QStringLiteral("state"), QStringLiteral("resyncing")},
                                 {QStringLiteral("progress"), 0.032},
                                 {QStringLiteral("speed_bytes_per_s"), 512e6},
                                 {QStringLiteral("eta_seconds"), 3620}}}});
    save(&wizard, out + QStringLiteral("/wizard-5-build.png"));
    return 0;
}
