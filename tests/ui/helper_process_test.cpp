// The real helper channel: arraymark-helper as a child process (run directly,
// as root), and a scripted stand-in for the stream/answer routing.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

#include "ui/helper/helper_process.h"

using am::helper::Scope;
using am::ui::HelperProcess;

namespace {
// An executable shell script in `dir` (stand-ins for the helper and for pkexec).
QString writeScript(const QTemporaryDir& dir, const QString& name, const QByteArray& text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(text);
    file.close();
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}
} // namespace

class HelperProcessTest : public QObject {
    Q_OBJECT
private slots:
    void scanAndRefusalThroughTheRealHelper()
    {
        if (::geteuid() != 0) QSKIP("arraymark-helper runs only as root");
        HelperProcess::Launch launch = HelperProcess::defaultLaunch(Scope::ReadDevices);
        QVERIFY2(!launch.helper.isEmpty(), "arraymark-helper not found beside the test");
        QVERIFY(!launch.through_pkexec);
        HelperProcess channel(launch);
        QSignalSpy answers(&channel, &am::ui::HelperChannel::answered);
        const qint64 scan = channel.send({{QStringLiteral("op"), QStringLiteral("scan")}});
        const qint64 trick =
            channel.send({{QStringLiteral("op"), QStringLiteral("add")},
                          {QStringLiteral("array"), QStringLiteral("md127")},
                          {QStringLiteral("device"), QStringLiteral("/dev/../etc/passwd")}});
        QCOMPARE(channel.pending(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(answers.size(), 2, 30000);
        QCOMPARE(answers[0][0].toLongLong(), scan);
        const QJsonObject scanned = answers[0][1].toJsonObject();
        QVERIFY(scanned.value(QStringLiteral("ok")).toBool());
        QVERIFY(scanned.value(QStringLiteral("scan"))
                    .toObject()
                    .value(QStringLiteral("drives"))
                    .isArray());
        QCOMPARE(answers[1][0].toLongLong(), trick);
        const QJsonObject refused = answers[1][1].toJsonObject();
        QVERIFY(!refused.value(QStringLiteral("ok")).toBool());
        // read-devices may not change members: refused by scope before the path is looked at.
        QCOMPARE(refused.value(QStringLiteral("rule")).toString(),
                 QStringLiteral("not_authorized"));
        QCOMPARE(channel.pending(), 0);
    }

    void streamLinesBelongToTheRunningRequest()
    {
        QTemporaryDir dir;
        // One stream line, then an answer without "id" (the channel pairs it with the oldest
        // request).
        const QString script = writeScript(
            dir, QStringLiteral("fake-helper"),
            "#!/bin/sh\nwhile read line; do echo '{\"type\":\"sample\",\"iops\":5}'; echo '{\"ok\":true}'; done\n");
        QVERIFY(!script.isEmpty());
        HelperProcess channel({script, Scope::BenchmarkRawDevice, false, {}});
        QCOMPARE(channel.commandLine(),
                 (QStringList{script, QStringLiteral("benchmark-raw-device")}));
        QSignalSpy lines(&channel, &am::ui::HelperChannel::streamLine);
        QSignalSpy answers(&channel, &am::ui::HelperChannel::answered);
        const qint64 first = channel.send({{QStringLiteral("op"), QStringLiteral("bench")}});
        QTRY_COMPARE_WITH_TIMEOUT(answers.size(), 1, 10000);
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines[0][0].toLongLong(), first);
        QCOMPARE(lines[0][1].toJsonObject().value(QStringLiteral("iops")).toInt(), 5);
        QCOMPARE(answers[0][0].toLongLong(), first);
    }

    void aCoreRequestStructGoesOutAsCoresLine()
    {
        QTemporaryDir dir;
        // Answers with the line it read, so the test sees the bytes on the wire.
        const QString script = writeScript(
            dir, QStringLiteral("echo-helper"),
            "#!/bin/sh\nwhile read line; do echo \"{\\\"ok\\\":true,\\\"got\\\":$line}\"; done\n");
        QVERIFY(!script.isEmpty());
        HelperProcess channel({script, Scope::ChangeMembers, false, {}});
        QSignalSpy answers(&channel, &am::ui::HelperChannel::answered);
        const qint64 id = channel.send(am::helper::MemberRequest{am::raid::MemberAction::ReAdd,
                                                                 "md0", "/dev/vdc", std::nullopt});
        QTRY_COMPARE_WITH_TIMEOUT(answers.size(), 1, 10000);
        QCOMPARE(answers[0][0].toLongLong(), id);
        const QJsonObject got =
            answers[0][1].toJsonObject().value(QStringLiteral("got")).toObject();
        QCOMPARE(got, (QJsonObject{{QStringLiteral("op"), QStringLiteral("re-add")},
                                   {QStringLiteral("id"), id},
                                   {QStringLiteral("array"), QStringLiteral("md0")},
                                   {QStringLiteral("device"), QStringLiteral("/dev/vdc")}}));
        QCOMPARE(channel.pending(), 0);
    }

    void aHelperThatDiesFailsItsRequests()
    {
        HelperProcess channel({QStringLiteral("/bin/false"), Scope::ManageArrays, false, {}});
        QSignalSpy failed(&channel, &am::ui::HelperChannel::failed);
        channel.send({{QStringLiteral("op"), QStringLiteral("scan")}});
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
        QVERIFY2(failed[0][0].toString().contains(QStringLiteral("status 1")),
                 qPrintable(failed[0][0].toString()));
        QCOMPARE(channel.pending(), 0);
    }

    void pkexecDismissalIsSaidPlainly()
    {
        // A stand-in pkexec that exits as pkexec does when the dialog is dismissed.
        QTemporaryDir dir;
        const QString fake = writeScript(dir, QStringLiteral("pkexec"), "#!/bin/sh\nexit 126\n");
        QVERIFY(!fake.isEmpty());
        HelperProcess channel({QStringLiteral("/usr/libexec/arraymark/arraymark-helper"),
                               Scope::ManageArrays, true, fake});
        QCOMPARE(channel.commandLine().first(), fake);
        QSignalSpy failed(&channel, &am::ui::HelperChannel::failed);
        channel.send({{QStringLiteral("op"), QStringLiteral("scan")}});
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
        QVERIFY2(failed[0][0].toString().contains(QStringLiteral("dismissed")),
                 qPrintable(failed[0][0].toString()));
    }

    void aMissingHelperIsReported()
    {
        HelperProcess channel({QString(), Scope::ReadDevices, false, {}});
        QSignalSpy failed(&channel, &am::ui::HelperChannel::failed);
        channel.send({{QStringLiteral("op"), QStringLiteral("scan")}});
        QTRY_COMPARE(failed.size(), 1);
        QVERIFY(failed[0][0].toString().contains(QStringLiteral("not found")));
    }
};

QTEST_GUILESS_MAIN(HelperProcessTest)
#include "helper_process_test.moc"
