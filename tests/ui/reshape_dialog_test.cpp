// The Arrays page's "Reshape…" dialog against a fake helper: the plan asked with the exact keys,
// Reshape enabled only for the plan shown, refusals shown with their rule, the reshape sent
// with the same fields, and the texts of a running or interrupted reshape. Grabs
// /tmp/arrays-reshape-plan.png, /tmp/arrays-reshape-free-drives.png (the Free drives menu),
// /tmp/arrays-reshape-imsm.png and the question after mdadm could
// not restore a reshape's critical section, /tmp/arrays-reshape-invalid-backup.png.
#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QTextBrowser>

#include "core/raid/reshape_plan.h"
#include "support/fake_helper_channel.h"
#include "ui/arrays/manager/array_actions.h"
#include "ui/arrays/manager/arrays_page.h"
#include "ui/arrays/manager/free_drive_picker.h"
#include "ui/arrays/manager/grow_filesystem_dialog.h"
#include "ui/arrays/manager/reshape_dialog.h"
#include "ui/arrays/manager/reshape_text.h"
#include "ui/helper/helper_request.h"
#include "ui/translation_loader.h"

using namespace am;
using ui::test::FakeHelperProvider;
using Scope = helper::Scope;

namespace {

raid::ArrayStatus mirror()
{
    raid::ArrayStatus array;
    array.name = "md127";
    array.path = "/dev/md127";
    array.level = "raid1";
    array.metadata = "1.2";
    array.state = raid::ArrayState::Clean;
    array.sync_action = "idle";
    array.raid_disks = 2;
    array.size_bytes = 1'000'204'886'016;
    array.members = {{"sdb", "/dev/sdb", 0, "active", {"in_sync"}},
                     {"sdc", "/dev/sdc", 1, "active", {"in_sync"}}};
    return array;
}

// What the helper answers for the mirror with /dev/sdf and raid5: core's own plan JSON.
QJsonObject planAnswer()
{
    raid::ReshapePlan plan;
    plan.md_name = "md127";
    plan.array_path = "/dev/md127";
    plan.before = {raid::Level::Raid1, 2, 0, 1'000'204'886'016, 1'000'204'886'016, 1};
    plan.after = {raid::Level::Raid5, 3, 65536, 1'000'204'886'016, 2'000'409'772'032, 1};
    plan.added = {"/dev/sdf"};
    for (const std::vector<std::string>& argv :
         {std::vector<std::string>{"mdadm", "--manage", "/dev/md127", "--add", "/dev/sdf"},
          std::vector<std::string>{"mdadm", "--grow", "/dev/md127", "--level=raid5"},
          std::vector<std::string>{"mdadm", "--grow", "/dev/md127", "--raid-devices=3"}}) {
        raid::Step step;
        step.argv = argv;
        step.purpose = "one step of the plan";
        plan.steps.push_back(step);
    }
    plan.backup_reason = "not needed: md moves the data offset";
    plan.restripes = true;
    plan.reshape_member_bytes = 1'000'204'886'016;
    plan.notes = {"grow the filesystem afterwards: resize2fs /dev/md127"};
    QJsonObject answer;
    answer.insert("ok", true);
    answer.insert("op", "reshape_plan");
    answer.insert("plan", ui::toQJsonObject(raid::toJson(plan)));
    answer.insert("estimate", QJsonObject{{"idle_seconds", 5400.0},
                                          {"loaded_seconds", 20000.0},
                                          {"member_bytes_per_s", 185e6},
                                          {"limit", "member write"},
                                          {"through_backup", false}});
    return answer;
}

drives::BlockDevice disk(const std::string& name, std::uint64_t bytes)
{
    drives::BlockDevice device;
    device.name = name;
    device.path = "/dev/" + name;
    device.size_bytes = bytes;
    device.transport = drives::Transport::Sata;
    device.model = "WDC WD10EFRX";
    return device;
}

// The Drives page's scan beside mirror(): its two members, two free disks (sdg smaller), a
// mounted disk and a disk whose one partition is free.
drives::ScanResult driveScan()
{
    drives::ScanResult scan;
    for (const char* member : {"sdb", "sdc"}) {
        drives::BlockDevice device = disk(member, 1'000'204'886'016);
        device.in_use_reasons.push_back(
            {drives::InUseReason::Kind::MdMember, "md127", "member of md127"});
        scan.drives.push_back(device);
    }
    scan.drives.push_back(disk("sdf", 1'000'204'886'016));
    scan.drives.push_back(disk("sdg", 500'107'862'016));
    drives::BlockDevice mounted = disk("sdh", 1'000'204'886'016);
    mounted.mountpoints = {"/srv"};
    mounted.in_use_reasons.push_back({drives::InUseReason::Kind::Mounted, "/srv", "mounted"});
    scan.drives.push_back(mounted);
    drives::BlockDevice parted = disk("sdi", 2'000'398'934'016);
    drives::BlockDevice part = disk("sdi1", 1'100'000'000'000);
    part.is_partition = true;
    part.parent = "sdi";
    parted.partitions.push_back(part);
    scan.drives.push_back(parted);
    return scan;
}

QJsonObject withoutId(QJsonObject request)
{
    request.remove(QStringLiteral("id"));
    return request;
}

} // namespace

class ReshapeDialogTest : public QObject {
    Q_OBJECT
private slots:
    // English as the application shows it: the numerus forms ("1 failed member") come from it.
    void initTestCase()
    {
        ui::installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    }

    void offersOnlyTheLevelChangesMdMakes()
    {
        FakeHelperProvider helpers;
        ui::ReshapeDialog dialog(mirror(), &helpers);
        QCOMPARE(dialog.levelChoice()->count(), 2); // unchanged, raid5
        QCOMPARE(dialog.levelChoice()->itemData(1).toString(), QStringLiteral("raid5"));
        QVERIFY(!dialog.showPlan()); // nothing chosen
        QVERIFY(dialog.status()->text().contains(QStringLiteral("Nothing changes")));
        QVERIFY(helpers.fake(Scope::ReadDevices)->sent.isEmpty());
        QVERIFY(!dialog.reshapeButton()->isEnabled());
    }

    void anImsmVolumeOffersImsmsMigrationsAndNoBackupFile()
    {
        FakeHelperProvider helpers;
        raid::ArrayStatus volume = mirror();
        volume.backend = raid::Backend::Imsm;
        volume.level = "raid0";
        volume.container = "md127";
        volume.name = "md126";
        volume.chunk_bytes = 65536;
        volume.raid_disks = 3;
        volume.size_bytes = 3'000'614'658'048;
        volume.members.push_back({"sdd", "/dev/sdd", 2, "active", {"in_sync"}});
        ui::ReshapeDialog dialog(volume, &helpers);
        QCOMPARE(dialog.levelChoice()->count(), 3); // unchanged, raid5, raid10
        QCOMPARE(dialog.levelChoice()->itemData(1).toString(), QStringLiteral("raid5"));
        QCOMPARE(dialog.levelChoice()->itemData(2).toString(), QStringLiteral("raid10"));
        QVERIFY(dialog.chunkChoice()->isEnabled());
        QVERIFY(dialog.backupFile()->isHidden());
        QVERIFY(!dialog.sizeMax()->isHidden());
        QVERIFY(dialog.sizeMax()->text().contains(QStringLiteral("last volume")));

        // The plan as the helper answers it for a raid0 of three taking a fourth disk.
        dialog.addDevices()->setText(QStringLiteral("/dev/nvme3n1"));
        QVERIFY(dialog.showPlan());
        auto* read = helpers.fake(Scope::ReadDevices);
        raid::ReshapePlan plan;
        plan.md_name = "md126";
        plan.array_path = "/dev/md126";
        plan.before = {raid::Level::Raid0, 3, 65536, 1'000'204'886'016, 3'000'614'658'048, 0};
        plan.after = {raid::Level::Raid0, 4, 65536, 1'000'204'886'016, 4'000'819'544'064, 0};
        plan.added = {"/dev/nvme3n1"};
        plan.steps = {raid::memberStep("/dev/md127", raid::MemberAction::Add, "/dev/nvme3n1"),
                      raid::runStep({"mdadm", "--grow", "/dev/md127", "--raid-devices=4"},
                                    "grow /dev/md127 and every volume in it to 4 disks")};
        plan.backup_reason = "not needed: imsm keeps the reshape's checkpoint in its metadata, "
                             "which mdmon writes";
        plan.restripes = true;
        plan.reshape_member_bytes = 1'000'204'886'016;
        QJsonObject answer = planAnswer();
        answer.insert("plan", ui::toQJsonObject(raid::toJson(plan)));
        read->answer(read->last().id, answer);
        QVERIFY(dialog.reshapeButton()->isEnabled());
        QVERIFY(dialog.planView()->toPlainText().contains(
            QStringLiteral("mdadm --grow /dev/md127 --raid-devices=4")));
        dialog.resize(680, 640);
        QVERIFY(dialog.grab().save(QStringLiteral("/tmp/arrays-reshape-imsm.png")));

        raid::ArrayStatus container = volume;
        container.level = "container";
        container.container.clear();
        container.name = "md127";
        ui::ReshapeDialog whole(container, &helpers);
        QVERIFY(!whole.levelChoice()->isEnabled()); // a level and a chunk belong to a volume
        QVERIFY(!whole.chunkChoice()->isEnabled());
        QVERIFY(whole.sizeMax()->isHidden()); // a size belongs to a volume too
    }

    void freeDrivesComeFromTheScanAndTickIntoTheField()
    {
        const std::vector<ui::FreeDrive> free = ui::freeDrivesFor(driveScan(), mirror());
        QStringList paths;
        for (const ui::FreeDrive& drive : free) paths << drive.path;
        // Not the members, not the mounted disk, not a disk with partitions (its partition is).
        QCOMPARE(paths, QStringList({"/dev/sdf", "/dev/sdg", "/dev/sdi1"}));
        QVERIFY(!free[0].smaller_than_members);
        QVERIFY(free[1].smaller_than_members);
        QVERIFY(!free[2].smaller_than_members);
        QVERIFY2(free[0].label.contains(QStringLiteral("1.00 TB")), qPrintable(free[0].label));

        raid::ArrayStatus volume = mirror();
        volume.backend = raid::Backend::Imsm; // imsm containers take whole disks only
        QCOMPARE(ui::freeDrivesFor(driveScan(), volume).size(), std::size_t{2});

        FakeHelperProvider helpers;
        ui::ReshapeDialog dialog(mirror(), &helpers, driveScan());
        QVERIFY(dialog.freeDrives()->isEnabled());
        const QList<QAction*> actions = dialog.freeDrives()->menu()->actions();
        QCOMPARE(actions.size(), 3);
        QVERIFY(actions[1]->text().contains(QStringLiteral("smaller than the members")));
        dialog.addDevices()->setText(QStringLiteral(" /dev/sdx, "));
        actions[0]->setChecked(true);
        actions[2]->setChecked(true);
        QCOMPARE(dialog.addDevices()->text(), QStringLiteral("/dev/sdx /dev/sdf /dev/sdi1"));
        actions[0]->setChecked(false);
        QCOMPARE(dialog.addDevices()->text(), QStringLiteral("/dev/sdx /dev/sdi1"));
        QCOMPARE(dialog.fields().add, (std::vector<std::string>{"/dev/sdx", "/dev/sdi1"}));

        // Typed by hand: the menu's ticks follow the field when it opens.
        dialog.addDevices()->setText(QStringLiteral("/dev/sdg"));
        emit dialog.freeDrives()->menu()->aboutToShow();
        QVERIFY(!actions[0]->isChecked());
        QVERIFY(actions[1]->isChecked());
        QVERIFY(!actions[2]->isChecked());
        dialog.freeDrives()->menu()->adjustSize();
        QVERIFY(dialog.freeDrives()->menu()->grab().save(
            QStringLiteral("/tmp/arrays-reshape-free-drives.png")));

        ui::ReshapeDialog without(mirror(), &helpers); // no scan yet: nothing offered
        QVERIFY(!without.freeDrives()->isEnabled());
        QVERIFY(without.freeDrives()->toolTip().contains(QStringLiteral("no free drive")));
    }

    void reshapeIsEnabledOnlyForThePlanShown()
    {
        FakeHelperProvider helpers;
        ui::ReshapeDialog dialog(mirror(), &helpers, driveScan());
        dialog.freeDrives()->menu()->actions()[0]->setChecked(true); // /dev/sdf
        dialog.levelChoice()->setCurrentIndex(1);
        QVERIFY(dialog.showPlan());
        auto* read = helpers.fake(Scope::ReadDevices);
        QCOMPARE(read->sent.size(), 1);
        QCOMPARE(withoutId(read->last().request), QJsonObject({{"op", "reshape_plan"},
                                                               {"array", "md127"},
                                                               {"add", QJsonArray{"/dev/sdf"}},
                                                               {"level", "raid5"}}));
        QVERIFY(!dialog.reshapeButton()->isEnabled());
        QVERIFY(!dialog.planButton()->isEnabled());

        read->answer(read->last().id, planAnswer());
        QVERIFY(dialog.reshapeButton()->isEnabled());
        const QString shown = dialog.planView()->toPlainText();
        for (const char* part :
             {"raid1 of 2 members", "raid5 of 3 members, chunk 64.0 KiB",
              "survives 1 failed member", "mdadm --manage /dev/md127 --add /dev/sdf",
              "mdadm --grow /dev/md127 --level=raid5", "mdadm --grow /dev/md127 --raid-devices=3",
              "not needed: md moves the data offset", "resize2fs /dev/md127", "1:30:00"})
            QVERIFY2(shown.contains(QLatin1String(part)), qPrintable(part + (" in " + shown)));
        dialog.resize(680, 700);
        QVERIFY(dialog.grab().save(QStringLiteral("/tmp/arrays-reshape-plan.png")));

        // Another choice: the plan shown is not its plan any more.
        dialog.chunkChoice()->setCurrentIndex(1);
        QVERIFY(!dialog.reshapeButton()->isEnabled());
        QVERIFY(dialog.status()->text().contains(QStringLiteral("Show plan again")));
        dialog.chunkChoice()->setCurrentIndex(0);
        QVERIFY(dialog.reshapeButton()->isEnabled());
    }

    void aRefusalIsShownWithItsRuleAndKeepsReshapeOff()
    {
        FakeHelperProvider helpers;
        ui::ReshapeDialog dialog(mirror(), &helpers);
        dialog.raidDevices()->setValue(1);
        QVERIFY(dialog.showPlan());
        auto* read = helpers.fake(Scope::ReadDevices);
        QCOMPARE(withoutId(read->last().request),
                 QJsonObject({{"op", "reshape_plan"}, {"array", "md127"}, {"raid_devices", 1}}));
        read->answer(read->last().id,
                     QJsonObject{{"ok", false},
                                 {"rule", "reshape_refused"},
                                 {"error", "--raid-devices 1: the mirror would lose its "
                                           "redundancy; give --force-name md127"}});
        QVERIFY(!dialog.reshapeButton()->isEnabled());
        QVERIFY(dialog.status()->text().contains(QStringLiteral("reshape_refused")));
        QVERIFY(dialog.status()->text().contains(QStringLiteral("--force-name md127")));
        QVERIFY(dialog.planView()->toPlainText().isEmpty());
    }

    void thePageSendsTheReshapeWithTheDialogsFields()
    {
        FakeHelperProvider helpers;
        ui::ArraysPage page({"/nonexistent/sys", "/nonexistent/proc", "/nonexistent/dev"},
                            &helpers);
        helper::ReshapeFields fields;
        fields.array = "md127";
        fields.add = {"/dev/sdf"};
        fields.level = "raid5";
        fields.backup_file = "/mnt/usb/md127.backup";
        page.runReshape(fields);
        auto* change = helpers.fake(Scope::ChangeMembers);
        QCOMPARE(change->sent.size(), 1);
        QCOMPARE(withoutId(change->last().request),
                 QJsonObject({{"op", "reshape"},
                              {"array", "md127"},
                              {"add", QJsonArray{"/dev/sdf"}},
                              {"level", "raid5"},
                              {"backup_file", "/mnt/usb/md127.backup"}}));
        change->answer(change->last().id,
                       QJsonObject{{"op", "reshape"}, {"ok", true}, {"steps", QJsonArray{}}});
        QVERIFY(page.actionLog()->toPlainText().contains(QStringLiteral("reshape: done")));
    }

    void anUnrestorableCriticalSectionOffersInvalidBackup()
    {
        FakeHelperProvider helpers;
        ui::ArraysPage page({"/nonexistent/sys", "/nonexistent/proc", "/nonexistent/dev"},
                            &helpers);
        auto* change = helpers.fake(Scope::ChangeMembers);
        const QJsonObject lost{
            {"op", "assemble"},
            {"ok", false},
            {"rule", "step_failed"},
            {"error", "mdadm exited with 1: mdadm: Failed to restore critical section for "
                      "reshape, sorry."},
            {"steps", QJsonArray{}},
            {"reshape_backup_file", "/var/lib/arraymark/reshape/md127.backup"},
            {"reshape_critical_section_lost", true},
            {"reshape_array", "/dev/md/data"},
            {"reshape_uuid", "01234567:89abcdef:01234567:89abcdef"}};

        // Another failure asks nothing.
        page.runAction(ui::ArrayAction::Assemble, {});
        QJsonObject other = lost;
        other["reshape_critical_section_lost"] = false;
        change->answer(change->last().id, other);
        QVERIFY(!page.invalidBackupQuestion());

        // Cancel: nothing more is sent, and the log says the array stays stopped.
        page.runAction(ui::ArrayAction::Assemble, {});
        change->answer(change->last().id, lost);
        QMessageBox* question = page.invalidBackupQuestion();
        QVERIFY(question);
        QVERIFY2(question->text().contains(QStringLiteral("md127.backup")),
                 qPrintable(question->text()));
        QVERIFY(question->text().contains(QStringLiteral("may be lost")));
        QCOMPARE(question->defaultButton(), question->button(QMessageBox::Cancel));
        const auto sent = change->sent.size();
        QTest::mouseClick(question->button(QMessageBox::Cancel), Qt::LeftButton);
        QCOMPARE(change->sent.size(), sent);
        QVERIFY(page.actionLog()->toPlainText().contains(QStringLiteral("declined")));

        // Agreed: the recorded array by its UUID, with invalid_backup.
        page.runAction(ui::ArrayAction::Assemble, {});
        change->answer(change->last().id, lost);
        question = page.invalidBackupQuestion();
        QVERIFY(question);
        QAbstractButton* agree = nullptr;
        for (QAbstractButton* button : question->buttons())
            if (question->buttonRole(button) == QMessageBox::AcceptRole) agree = button;
        QVERIFY(agree);
        QVERIFY(agree->text().contains(QStringLiteral("--invalid-backup")));
        question->adjustSize();
        QVERIFY(question->grab().save(QStringLiteral("/tmp/arrays-reshape-invalid-backup.png")));
        QTest::mouseClick(agree, Qt::LeftButton);
        QCOMPARE(withoutId(change->last().request),
                 QJsonObject({{"op", "assemble"},
                              {"uuid", "01234567:89abcdef:01234567:89abcdef"},
                              {"invalid_backup", true}}));
        QVERIFY(page.actionLog()->toPlainText().contains(
            QStringLiteral("Assemble /dev/md/data with --invalid-backup")));
    }

    void growFilesystemAsksThePlanThenTheGrow()
    {
        FakeHelperProvider helpers;
        ui::GrowFilesystemDialog dialog(QStringLiteral("md127"), &helpers);
        auto* read = helpers.fake(Scope::ReadDevices);
        QCOMPARE(read->sent.size(), 1);
        QCOMPARE(withoutId(read->last().request),
                 QJsonObject({{"op", "grow_filesystem_plan"}, {"array", "md127"}}));
        QVERIFY(!dialog.growButton()->isEnabled());
        read->answer(
            read->last().id,
            QJsonObject{
                {"ok", true},
                {"plan", QJsonObject{{"array", "/dev/md127"},
                                     {"filesystem", "ext4"},
                                     {"mountpoint", "/srv"},
                                     {"array_bytes", 3e12},
                                     {"filesystem_bytes", 2e12},
                                     {"filesystem_used_bytes", 1.2e12},
                                     {"steps", QJsonArray{QJsonObject{
                                                   {"argv", QJsonArray{"resize2fs", "/dev/md127"}},
                                                   {"purpose", "grow"}}}}}}});
        QVERIFY(dialog.growButton()->isEnabled());
        const QString shown = dialog.planView()->toPlainText();
        for (const char* part :
             {"ext4 mounted at /srv", "resize2fs /dev/md127", "2.00 TB", "3.00 TB"})
            QVERIFY2(shown.contains(QLatin1String(part)), qPrintable(part + (" in " + shown)));

        ui::GrowFilesystemDialog refused(QStringLiteral("md127"), &helpers);
        read->answer(read->last().id, QJsonObject{{"ok", false},
                                                  {"rule", "filesystem_grow_refused"},
                                                  {"error", "/dev/md127 holds no filesystem"}});
        QVERIFY(!refused.growButton()->isEnabled());
        QVERIFY(refused.status()->text().contains(QStringLiteral("filesystem_grow_refused")));

        ui::ArraysPage page({"/nonexistent/sys", "/nonexistent/proc", "/nonexistent/dev"},
                            &helpers);
        page.runGrowFilesystem(QStringLiteral("md127"));
        auto* change = helpers.fake(Scope::ChangeMembers);
        QCOMPARE(withoutId(change->last().request),
                 QJsonObject({{"op", "grow_filesystem"}, {"array", "md127"}}));
    }

    void runningAndInterruptedReshapesAreTold()
    {
        raid::ArrayStatus array = mirror();
        QVERIFY(ui::reshapeStatusText(array).isEmpty());
        array.level = "raid5";
        array.raid_disks = 4;
        array.chunk_bytes = 32768;
        array.reshape_from_raid_disks = 3;
        array.reshape_from_chunk_bytes = 65536;
        array.reshape_position_bytes = 18'900'000;
        array.sync_action = "reshape";
        const QString running = ui::reshapeStatusText(array);
        QVERIFY2(running.contains(QStringLiteral("from 3 to 4 members")), qPrintable(running));
        QVERIFY2(running.contains(QStringLiteral("chunk 64.0 KiB to 32.0 KiB")),
                 qPrintable(running));
        QVERIFY2(running.contains(QStringLiteral("18.9 MB")), qPrintable(running));
        QVERIFY(!running.contains(QStringLiteral("not running")));
        array.sync_action = "idle";
        QVERIFY(ui::reshapeStatusText(array).contains(QStringLiteral("not running")));

        const QJsonObject assembled{{"op", "assemble"},
                                    {"ok", true},
                                    {"reshape_backup_file", "/var/lib/arraymark/reshape/x.backup"},
                                    {"steps", QJsonArray{}}};
        const QString log = ui::describeAnswer(assembled);
        QVERIFY2(log.contains(QStringLiteral("An interrupted reshape was found")), qPrintable(log));
        QVERIFY(log.contains(QStringLiteral("/var/lib/arraymark/reshape/x.backup")));
        QVERIFY(!ui::describeAnswer(QJsonObject{{"op", "assemble"},
                                                {"ok", true},
                                                {"reshape_backup_file", QJsonValue::Null}})
                     .contains(QStringLiteral("interrupted")));
    }
};

QTEST_MAIN(ReshapeDialogTest)
#include "reshape_dialog_test.moc"
