// The Drives page as a normal user: devices this user may not read say "Not
// checked", the page offers "Check with administrator rights" (the helper's
// scan, here a fake), keeps that answer (F5 asks the helper again) and drops
// it when the device list changes. Run as root, the program first becomes
// "nobody" (root reads every file whatever its mode).
#include <grp.h>
#include <pwd.h>
#include <unistd.h>

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "core/drives/drive_json.h"
#include "core/drives/scan.h"
#include "tests/ui/support/fake_helper_channel.h"
#include "tests/ui/support/test_files.h"
#include "ui/drives/drives_model.h"
#include "ui/drives/drives_page.h"

using namespace am;
namespace fs = std::filesystem;

namespace {

// The source tree's fixture, or (run as root) a copy that "nobody" can read: a
// checkout under /root is closed to it.
fs::path g_fixture_copy;
fs::path fixtureRoot()
{
    return g_fixture_copy.empty() ? test::kTestData / "machine1" : g_fixture_copy;
}

// As root, before dropping to `uid`/`gid`: the fixture copied to a folder that user owns.
bool copyFixtureFor(uid_t uid, gid_t gid)
{
    std::string pattern =
        (fs::temp_directory_path() / "arraymark-page-user-fixture-XXXXXX").string();
    if (!::mkdtemp(pattern.data())) return false;
    const fs::path copy = fs::path(pattern) / "machine1";
    std::error_code ec;
    fs::copy(test::kTestData / "machine1", copy,
             fs::copy_options::recursive | fs::copy_options::copy_symlinks, ec);
    if (ec) return false;
    bool owned = ::lchown(pattern.c_str(), uid, gid) == 0;
    for (const auto& entry : fs::recursive_directory_iterator(pattern))
        owned = owned && ::lchown(entry.path().c_str(), uid, gid) == 0;
    g_fixture_copy = copy;
    return owned;
}
// tests/data/machine1 with device files this user may not open.
class UnreadableFixture {
public:
    UnreadableFixture()
    {
        std::string pattern = (fs::temp_directory_path() / "arraymark-page-user-XXXXXX").string();
        if (!::mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
        root_ = pattern;
        fs::copy(fixtureRoot(), root_,
                 fs::copy_options::recursive | fs::copy_options::copy_symlinks);
        for (const auto& entry : fs::directory_iterator(root_ / "dev"))
            fs::permissions(entry.path(), fs::perms::none);
    }
    ~UnreadableFixture() { fs::remove_all(root_); }
    drives::SystemRoots roots() const { return test::machineRoots(root_); }

private:
    fs::path root_;
};

// "free", "in_use", "needs_admin"; "missing" when the scan has no such device.
QString verdictOf(const ui::DrivesPage& page, const std::string& name)
{
    const auto* device = page.model()->scan().find(name);
    return device ? QString::fromStdString(drives::toString(drives::verdictOf(*device)))
                  : QStringLiteral("missing");
}

bool waitForScan(ui::DrivesPage& page)
{
    QSignalSpy finished(&page, &ui::DrivesPage::scanFinished);
    return finished.wait(10000) || finished.count() > 0;
}

// What root sees (the fixture as it is), as the helper's scan answer carries it.
QJsonObject rootsScan()
{
    return test::toQt(drives::toJson(drives::scan(test::machineRoots(fixtureRoot()))));
}

// The page over the unreadable fixture, with a fake helper for the "check" scan.
struct UserPage {
    UnreadableFixture machine;
    ui::test::FakeHelperProvider helpers;
    ui::test::FakeHelperChannel* channel = helpers.fake(helper::Scope::ReadDevices);
    ui::DrivesPage page{machine.roots()};

    UserPage() { page.setHelperProvider(&helpers); }
    // This user's own scan, finished.
    bool scanned()
    {
        page.refresh();
        return waitForScan(page);
    }
};

} // namespace

class DrivesPageUserTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ArrayMarkTest"));
        QVERIFY2(::geteuid() != 0, "the test must run as a normal user (main drops root)");
    }

    void notCheckedDrivesOfferTheHelpersScanAndKeepItUntilTheListChanges()
    {
        UserPage user;
        ui::DrivesPage& page = user.page;
        ui::test::FakeHelperChannel* channel = user.channel;
        page.resize(1100, 520);
        page.show();
        QVERIFY(user.scanned());

        QCOMPARE(verdictOf(page, "nvme0n1"), QStringLiteral("needs_admin"));
        QCOMPARE(verdictOf(page, "sdc"),
                 QStringLiteral("in_use")); // its partitions are mounted: known without reading
        QVERIFY(page.checkButton()->isVisible());
        QVERIFY(page.checkButton()->isEnabled());
        const QString summary =
            page.findChildren<QLabel*>(QStringLiteral("drivesSummary")).front()->text();
        QVERIFY2(summary.contains(QStringLiteral("not checked (needs administrator rights)")),
                 qPrintable(summary));
        page.grab().save(QStringLiteral("/tmp/normaluser-drives-page-user.png"));

        page.checkButton()->click();
        QCOMPARE(channel->sent.size(), 1);
        QCOMPARE(channel->last().request.value(QStringLiteral("op")).toString(),
                 QStringLiteral("scan"));
        QVERIFY(!page.checkButton()->isEnabled());
        QVERIFY(page.checkStatus()->text().contains(QStringLiteral("arraymark-helper")));
        const QJsonObject root_scan = rootsScan();
        channel->answer(channel->last().id, {{QStringLiteral("scan"), root_scan}});
        QVERIFY(page.showsHelperScan());
        QCOMPARE(verdictOf(page, "nvme0n1"), QStringLiteral("free"));
        QCOMPARE(verdictOf(page, "vda"),
                 QStringLiteral("in_use")); // root's verdicts, not "everything free"
        QVERIFY(!page.checkButton()->isVisible());
        QVERIFY(page.checkStatus()->text().contains(QStringLiteral("kept until")));
        page.grab().save(QStringLiteral("/tmp/normaluser-drives-page-helper.png"));

        // F5 keeps root's verdicts: it asks the helper again, not this user's scan.
        page.refresh();
        QVERIFY(!page.isScanning());
        QCOMPARE(channel->sent.size(), 2);
        channel->answer(channel->last().id, {{QStringLiteral("scan"), root_scan}});
        QVERIFY(page.showsHelperScan());
        QCOMPARE(verdictOf(page, "nvme0n1"), QStringLiteral("free"));

        // A device appears or goes: the answer was about the old list.
        page.devicesChanged();
        QVERIFY(!page.showsHelperScan());
        QVERIFY(waitForScan(page));
        QCOMPARE(verdictOf(page, "nvme0n1"), QStringLiteral("needs_admin"));
        QVERIFY(page.checkButton()->isVisible());
    }

    void anAnswerAboutTheOldListIsDropped()
    {
        UserPage user;
        ui::DrivesPage& page = user.page;
        ui::test::FakeHelperChannel* channel = user.channel;
        QVERIFY(user.scanned());
        page.checkButton()->click();
        page.devicesChanged(); // before the helper answers
        QVERIFY(waitForScan(page));
        channel->answer(channel->last().id, {{QStringLiteral("scan"), rootsScan()}});
        QVERIFY(!page.showsHelperScan());
        QCOMPARE(verdictOf(page, "nvme0n1"), QStringLiteral("needs_admin"));
        QVERIFY(page.checkButton()->isEnabled());
    }

    void aFailedCheckSaysSoAndKeepsTheOffer()
    {
        UserPage user;
        ui::DrivesPage& page = user.page;
        ui::test::FakeHelperChannel* channel = user.channel;
        page.show();
        QVERIFY(user.scanned());
        page.checkButton()->click();
        channel->fail(QStringLiteral("the password dialog was dismissed"));
        QVERIFY(page.checkStatus()->text().contains(
            QStringLiteral("did not run: the password dialog was dismissed")));
        QVERIFY(page.checkButton()->isVisible() && page.checkButton()->isEnabled());
        QCOMPARE(verdictOf(page, "nvme0n1"), QStringLiteral("needs_admin"));
    }
};

int main(int argc, char** argv)
{
    if (::geteuid() == 0) {
        const passwd* nobody = ::getpwnam("nobody");
        if (!nobody || !copyFixtureFor(nobody->pw_uid, nobody->pw_gid) ||
            ::setgroups(0, nullptr) != 0 ||
            ::setresgid(nobody->pw_gid, nobody->pw_gid, nobody->pw_gid) != 0 ||
            ::setresuid(nobody->pw_uid, nobody->pw_uid, nobody->pw_uid) != 0) {
            std::perror("could not become nobody");
            return 1;
        }
    }
    // Settings and caches of a home this user can write.
    const QString home =
        QDir::tempPath() + QStringLiteral("/arraymark-page-user-home-%1").arg(::getpid());
    QDir().mkpath(home);
    qputenv("HOME", home.toLocal8Bit());
    qputenv("XDG_CONFIG_HOME", (home + QStringLiteral("/.config")).toLocal8Bit());
    qputenv("XDG_RUNTIME_DIR", home.toLocal8Bit());
    int result = 0;
    {
        QApplication app(argc, argv);
        DrivesPageUserTest test;
        result = QTest::qExec(&test, argc, argv);
    }
    QDir(home).removeRecursively();
    if (!g_fixture_copy.empty()) fs::remove_all(g_fixture_copy.parent_path()); // this user owns it
    return result;
}

#include "drives_page_user_test.moc"
