// The Arrays page's "Read LVM, btrfs and ZFS arrays": the helper's "arrays" op merged beside the
// md arrays from sysfs, their backend named, actions gated by the backend table and sent with
// "backend"; an error answer says so and leaves the rows.
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>
#include <filesystem>

#include "core/raid/raid_json.h"
#include "support/fake_helper_channel.h"
#include "ui/arrays/manager/arrays_model.h"
#include "ui/arrays/manager/arrays_page.h"

using namespace am;
using ui::ArrayAction;
using ui::test::FakeHelperChannel;
using ui::test::FakeHelperProvider;

namespace {
const std::filesystem::path kData = ARRAYMARK_TEST_DATA;

drives::SystemRoots cleanMirror() // md0, a healthy raid1, with the md driver loaded
{
    const auto root = kData / "raid" / "recovery" / "00-clean";
    return {root / "sys", root / "proc", root / "dev"};
}

QJsonObject qjson(const nlohmann::json& value)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(value.dump())).object();
}

raid::ArrayStatus array(raid::Backend backend, const char* name, const char* path,
                        std::vector<std::string> members)
{
    raid::ArrayStatus status;
    status.backend = backend;
    status.name = name;
    status.path = path;
    status.level = "raid1";
    status.state = raid::ArrayState::Clean;
    status.raid_disks = static_cast<std::uint32_t>(members.size());
    status.size_bytes = 1000000000;
    for (const auto& member : members)
        status.members.push_back({member.substr(5), member, std::nullopt, "active", {"in_sync"}});
    return status;
}

QJsonArray answerArrays()
{
    QJsonArray arrays;
    // md also comes in the answer (the op lists every backend): the page keeps sysfs's md rows.
    arrays.append(qjson(raid::toJson(array(raid::Backend::Md, "md0", "/dev/md0", {"/dev/vdb"}))));
    arrays.append(qjson(raid::toJson(
        array(raid::Backend::Lvm, "bench/data", "/dev/bench/data", {"/dev/loop0", "/dev/loop1"}))));
    arrays.append(qjson(raid::toJson(
        array(raid::Backend::Btrfs, "scratch", "/dev/loop2", {"/dev/loop2", "/dev/loop3"}))));
    return arrays;
}

QString cell(const ui::ArraysModel& model, int row, int column)
{
    return model.data(model.index(row, column)).toString();
}

void waitForSnapshot(ui::ArraysPage& page)
{
    QSignalSpy applied(&page, &ui::ArraysPage::snapshotApplied);
    page.refreshNow();
    QVERIFY(applied.wait(5000));
}
} // namespace

class ArraysPageBackendsTest : public QObject {
    Q_OBJECT
private slots:
    void readsMergesAndKeepsRowsOnError()
    {
        FakeHelperProvider helpers;
        ui::ArraysPage page(cleanMirror(), &helpers);
        page.resize(1100, 650);
        page.show();
        waitForSnapshot(page);
        ui::ArraysModel& model = *page.model();
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(cell(model, 0, ui::ArraysModel::Backend), QStringLiteral("Linux md (mdadm)"));

        FakeHelperChannel* channel = helpers.fake(helper::Scope::ReadDevices);
        QTest::mouseClick(page.readBackendsButton(), Qt::LeftButton);
        QCOMPARE(channel->sent.size(), 1);
        QJsonObject request = channel->last().request;
        request.remove(QStringLiteral("id"));
        QCOMPARE(request, (QJsonObject{{QStringLiteral("op"), QStringLiteral("arrays")}}));
        QVERIFY(!page.readBackendsButton()->isEnabled()); // one read at a time

        channel->answer(channel->last().id, {{QStringLiteral("op"), QStringLiteral("arrays")},
                                             {QStringLiteral("arrays"), answerArrays()}});
        QVERIFY(page.readBackendsButton()->isEnabled());
        QCOMPARE(model.rowCount(), 3); // md0 from sysfs, then lvm and btrfs from the helper
        QCOMPARE(cell(model, 0, ui::ArraysModel::Name), QStringLiteral("/dev/md0"));
        QCOMPARE(cell(model, 1, ui::ArraysModel::Name), QStringLiteral("/dev/bench/data"));
        QCOMPARE(cell(model, 1, ui::ArraysModel::Backend),
                 QStringLiteral("LVM raid (lvm2, dm-raid)"));
        QCOMPARE(cell(model, 2, ui::ArraysModel::Backend), QStringLiteral("btrfs raid profiles"));
        QVERIFY2(page.backendsStatus()->text().contains(QLatin1String("2")),
                 qPrintable(page.backendsStatus()->text()));

        // The next sysfs tick keeps the helper's rows.
        waitForSnapshot(page);
        QCOMPARE(model.rowCount(), 3);

        // An lvm row: only what lvm offers (no add, re-add, assemble of its own), sent with
        // its backend.
        page.selectArray(QStringLiteral("bench/data"));
        QCOMPARE(page.selectedArray(), QStringLiteral("bench/data"));
        QVERIFY(page.actionButton(ArrayAction::Scrub)->isEnabled());
        QVERIFY(page.actionButton(ArrayAction::Delete)->isEnabled());
        QVERIFY(!page.actionButton(ArrayAction::Add)->isEnabled());
        QVERIFY(!page.actionButton(ArrayAction::ReAdd)->isEnabled());
        QVERIFY(page.actionButton(ArrayAction::Add)->toolTip().contains(QLatin1String("LVM")));
        page.tree()->setCurrentIndex(model.index(0, 0, model.indexOfArray("bench/data")));
        QVERIFY(page.actionButton(ArrayAction::Replace)->isEnabled());
        QVERIFY(!page.actionButton(ArrayAction::Fail)->isEnabled()); // lvm has no fail

        // ARRAYMARK_GRAB_DIR=docs/screenshots: the README's picture of this page.
        if (const QString dir = qEnvironmentVariable("ARRAYMARK_GRAB_DIR"); !dir.isEmpty())
            page.grab().save(dir + QStringLiteral("/arrays-other-backends.png"));

        page.selectArray(QStringLiteral("bench/data"));
        QTest::mouseClick(page.actionButton(ArrayAction::Scrub), Qt::LeftButton);
        FakeHelperChannel* scrub = helpers.fake(ui::actionScope(ArrayAction::Scrub));
        QCOMPARE(scrub->last().request.value(QStringLiteral("backend")).toString(),
                 QStringLiteral("lvm"));
        QCOMPARE(scrub->last().request.value(QStringLiteral("array")).toString(),
                 QStringLiteral("bench/data"));
        // md0 keeps md's request: no "backend" key.
        page.selectArray(QStringLiteral("md0"));
        QTest::mouseClick(page.actionButton(ArrayAction::Scrub), Qt::LeftButton);
        QVERIFY(!scrub->last().request.contains(QStringLiteral("backend")));

        // An error answer: said, and every row stays.
        QTest::mouseClick(page.readBackendsButton(), Qt::LeftButton);
        channel->answer(channel->last().id,
                        {{QStringLiteral("op"), QStringLiteral("arrays")},
                         {QStringLiteral("ok"), false},
                         {QStringLiteral("error"), QStringLiteral("lvs: command not found")}});
        QVERIFY2(page.backendsStatus()->text().contains(QLatin1String("lvs: command not found")),
                 qPrintable(page.backendsStatus()->text()));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(cell(model, 0, ui::ArraysModel::Name), QStringLiteral("/dev/md0"));
    }
};

QTEST_MAIN(ArraysPageBackendsTest)
#include "arrays_page_backends_test.moc"
