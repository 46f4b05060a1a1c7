// The Benchmark page's run policy (decideRun), checked without a window:
// the size clamp, the raw-device write confirmation, an existing file's
// confirmation, helper routing, and the custom preset file.
#include <QTest>

#include "core/bench/custom_preset.h"
#include "ui/bench/helper_bench.h"
#include "ui/bench/run_request.h"

using namespace am;
using ui::Confirmation;
using ui::RunDecision;
using ui::RunRoute;
using ui::RunRule;

namespace {
constexpr std::uint64_t kMiB = std::uint64_t{1} << 20;

ui::PresetInfo preset(const QString& name, bool writes)
{
    ui::PresetInfo info;
    info.name = name;
    info.title = name + QStringLiteral(" title");
    info.writes = writes;
    return info;
}

// A read preset on an existing test file: the plainest run there is.
ui::RunChoices fileChoices(bool writes = false)
{
    ui::RunChoices c;
    c.cli = QStringLiteral("/usr/bin/arraymark-cli");
    c.preset = preset(writes ? QStringLiteral("quick") : QStringLiteral("qd-sweep"), writes);
    c.target = QStringLiteral("/tmp/am/test.bin");
    c.size_text = QStringLiteral("1GiB");
    c.largest_block = kMiB;
    c.file_exists = true;
    c.file_is_own_test_file = true;
    return c;
}

ui::RunChoices deviceChoices(bool writes)
{
    ui::RunChoices c = fileChoices(writes);
    c.target = QStringLiteral("/dev/nvme0n1");
    c.target_is_device = true;
    c.size_text.clear();
    c.device_bytes = 512 * kMiB * 1024; // 512 GiB
    c.file_exists = false;
    return c;
}
} // namespace

class BenchRunRequestTest : public QObject {
    Q_OBJECT
private slots:
    void readsAnOwnTestFileWithTheFieldsAsGiven()
    {
        ui::RunChoices c = fileChoices();
        c.runtime_s = 2;
        c.ramp_s = 0.5;
        c.interval_s = 0.25;
        const RunDecision d = ui::decideRun(c);
        QCOMPARE(d.kind, RunDecision::Kind::Run);
        QCOMPARE(d.route, RunRoute::LocalCli);
        QCOMPARE(d.request.cli, c.cli);
        QCOMPARE(d.request.target, c.target);
        QCOMPARE(d.request.preset, QStringLiteral("qd-sweep"));
        QCOMPARE(d.request.size, QStringLiteral("1GiB"));
        QCOMPARE(d.request.runtime_s, 2.0);
        QCOMPARE(d.request.ramp_s, 0.5);
        QCOMPARE(d.request.interval_s, 0.25);
        QVERIFY(d.request.allow_write_device.isEmpty());
        QVERIFY(d.request.allow_write_file.isEmpty());
        QVERIFY(d.creates_folder);
        QVERIFY(!d.writes_custom_preset);
    }

    void refusesWithoutPresetOrCliBeforeAnyQuestion()
    {
        ui::RunChoices c = deviceChoices(true);
        c.preset.reset();
        RunDecision d = ui::decideRun(c);
        QCOMPARE(d.kind, RunDecision::Kind::Refuse);
        QCOMPARE(d.rule, RunRule::NoPreset);
        QVERIFY(ui::refusedBeforeQuestions(d));
        c = deviceChoices(true);
        c.cli.clear();
        d = ui::decideRun(c);
        QCOMPARE(d.rule, RunRule::NoCli);
        QVERIFY(d.reason.contains(QStringLiteral("arraymark-cli")));
        QVERIFY(ui::refusedBeforeQuestions(d));
        // Later refusals come after the overlays question.
        c = fileChoices();
        c.size_problem = QStringLiteral("bad size");
        QVERIFY(!ui::refusedBeforeQuestions(ui::decideRun(c)));
    }

    void clampsASmallDeviceToWholeBlocks()
    {
        ui::RunChoices c = deviceChoices(false);
        c.device_bytes =
            96 * kMiB + 12345; // below the presets' 1 GiB, not a whole number of blocks
        RunDecision d = ui::decideRun(c);
        QCOMPARE(d.kind, RunDecision::Kind::Run);
        QCOMPARE(d.request.size, QString::number(96 * kMiB));
        // Exactly the range, or larger, or unknown: the device's first 1 GiB, as the preset says
        // (no --size).
        for (const std::uint64_t bytes :
             {ui::kPresetDeviceRangeBytes, 512 * kMiB * 1024, std::uint64_t{0}}) {
            c.device_bytes = bytes;
            QVERIFY2(ui::decideRun(c).request.size.isEmpty(), qPrintable(QString::number(bytes)));
        }
        // A file's size is the field's, whatever a device would be.
        ui::RunChoices file = fileChoices();
        file.device_bytes = 96 * kMiB;
        QCOMPARE(ui::decideRun(file).request.size, QStringLiteral("1GiB"));
    }

    void refusesABadSizeWithTheFieldsSentence()
    {
        ui::RunChoices c = fileChoices(true);
        c.size_problem = QStringLiteral("\"3K\" is not a multiple of the largest block, 1 MiB");
        const RunDecision d = ui::decideRun(c);
        QCOMPARE(d.kind, RunDecision::Kind::Refuse);
        QCOMPARE(d.rule, RunRule::BadSize);
        QCOMPARE(d.reason, c.size_problem);
        QVERIFY(d.error);
    }

    void aWritingPresetOnADeviceAsksThenWritesOnlyThatDevice()
    {
        ui::RunChoices c = deviceChoices(true);
        RunDecision d = ui::decideRun(c);
        QCOMPARE(d.kind, RunDecision::Kind::Confirm);
        QCOMPARE(d.confirm, RunDecision::Confirm::DeviceWrite);

        c.device_write = Confirmation::Declined;
        d = ui::decideRun(c);
        QCOMPARE(d.kind, RunDecision::Kind::Refuse);
        QCOMPARE(d.rule, RunRule::DeviceWriteDeclined);
        QVERIFY(!d.error); // the person's choice, not a fault
        QVERIFY(d.reason.contains(QStringLiteral("not confirmed")));

        c.device_write = Confirmation::Confirmed;
        d = ui::decideRun(c);
        QCOMPARE(d.kind, RunDecision::Kind::Run);
        QCOMPARE(d.request.allow_write_device, QStringLiteral("/dev/nvme0n1"));
        QVERIFY(d.request.arguments().contains(QStringLiteral("--allow-write-device")));
        QVERIFY(!d.creates_folder);
    }

    void aReadPresetOnADeviceNeverAsks()
    {
        const RunDecision d = ui::decideRun(deviceChoices(false));
        QCOMPARE(d.kind, RunDecision::Kind::Run);
        QVERIFY(d.request.allow_write_device.isEmpty());
        QVERIFY(!d.request.arguments().contains(QStringLiteral("--allow-write-device")));
    }

    void aDeviceThatMustNotBeWrittenIsRefusedBeforeAsking()
    {
        ui::RunChoices c = deviceChoices(true);
        c.write_refusal = QStringLiteral("nvme0n1 holds a mounted file system");
        c.device_write = Confirmation::Confirmed; // even typed, it stays refused
        const RunDecision d = ui::decideRun(c);
        QCOMPARE(d.kind, RunDecision::Kind::Refuse);
        QCOMPARE(d.rule, RunRule::DeviceCannotWrite);
        QVERIFY(d.reason.contains(QStringLiteral("quick title")));
        QVERIFY(d.reason.contains(c.write_refusal));
    }

    void aReadPresetOnAMissingFileIsRefusedNamingIt()
    {
        ui::RunChoices c = fileChoices();
        c.file_exists = false;
        const RunDecision d = ui::decideRun(c);
        QCOMPARE(d.kind, RunDecision::Kind::Refuse);
        QCOMPARE(d.rule, RunRule::FileMissingForRead);
        QVERIFY(d.reason.contains(c.target));
        // A writing preset creates it.
        c = fileChoices(true);
        c.file_exists = false;
        c.file_is_own_test_file = false;
        QCOMPARE(ui::decideRun(c).kind, RunDecision::Kind::Run);
    }

    void aForeignFileIsWrittenOnlyAfterItsNameIsTyped()
    {
        ui::RunChoices c = fileChoices(true);
        c.file_is_own_test_file = false;
        RunDecision d = ui::decideRun(c);
        QCOMPARE(d.kind, RunDecision::Kind::Confirm);
        QCOMPARE(d.confirm, RunDecision::Confirm::FileWrite);
        c.file_write = Confirmation::Declined;
        d = ui::decideRun(c);
        QCOMPARE(d.rule, RunRule::FileWriteDeclined);
        QVERIFY(!d.error);
        c.file_write = Confirmation::Confirmed;
        d = ui::decideRun(c);
        QCOMPARE(d.kind, RunDecision::Kind::Run);
        QCOMPARE(d.request.allow_write_file, c.target);
        // ArrayMark's own test file is rewritten without asking, and without --allow-write-file.
        d = ui::decideRun(fileChoices(true));
        QCOMPARE(d.kind, RunDecision::Kind::Run);
        QVERIFY(d.request.allow_write_file.isEmpty());
    }

    void aSymlinkIsRefusedBeforeAsking()
    {
        ui::RunChoices c = fileChoices(true);
        c.file_is_symlink = true;
        c.file_is_own_test_file = false;
        const RunDecision d = ui::decideRun(c);
        QCOMPARE(d.rule, RunRule::FileIsSymlink);
        QVERIFY(d.reason.contains(c.target));
    }

    void aFileWithoutRoomIsRefusedAfterTheConfirmation()
    {
        ui::RunChoices c = fileChoices(true);
        c.file_is_own_test_file = false;
        c.file_space_problem =
            QStringLiteral("The test file needs 1 GiB, and its folder has only 3 MiB free.");
        QCOMPARE(ui::decideRun(c).kind, RunDecision::Kind::Confirm); // asked first, as always
        c.file_write = Confirmation::Confirmed;
        const RunDecision d = ui::decideRun(c);
        QCOMPARE(d.rule, RunRule::FileSpace);
        QCOMPARE(d.reason, c.file_space_problem);
        // A read preset writes nothing: the room does not matter.
        ui::RunChoices read = fileChoices();
        read.file_space_problem = c.file_space_problem;
        QCOMPARE(ui::decideRun(read).kind, RunDecision::Kind::Run);
    }

    void routesRawDevicesWithoutRootThroughTheHelper()
    {
        struct Case {
            bool device, root, helper;
            RunRoute route;
        };
        const Case cases[] = {
            {true, false, true, RunRoute::Helper},
            {true, true, true, RunRoute::LocalCli},
            {true, false, false, RunRoute::LocalCli},
            {false, false, true, RunRoute::LocalCli},
        };
        for (const Case& k : cases) {
            ui::RunChoices c = k.device ? deviceChoices(false) : fileChoices();
            c.runs_as_root = k.root;
            c.helper_available = k.helper;
            const RunDecision d = ui::decideRun(c);
            QCOMPARE(d.kind, RunDecision::Kind::Run);
            QCOMPARE(d.route, k.route);
        }
    }

    void theCustomJobGoesAsAPresetFileOnlyToTheLocalCli()
    {
        ui::RunChoices c = fileChoices(true);
        c.preset = preset(QString::fromLatin1(bench::kCustomPresetName), true);
        RunDecision d = ui::decideRun(c);
        QCOMPARE(d.kind, RunDecision::Kind::Run);
        QVERIFY(d.writes_custom_preset);
        // Through the helper the job goes as keys of its request (helper_bench.h): no file.
        ui::RunChoices device = deviceChoices(false);
        device.preset = preset(QString::fromLatin1(bench::kCustomPresetName), false);
        device.helper_available = true;
        d = ui::decideRun(device);
        QCOMPARE(d.route, RunRoute::Helper);
        QVERIFY(!d.writes_custom_preset);
        device.runs_as_root = true;
        QVERIFY(ui::decideRun(device).writes_custom_preset);
    }

    void theEngineModesGoToTheCliAndThroughTheHelper()
    {
        ui::RunChoices c = deviceChoices(false);
        c.modes.hipri = true;
        c.modes.sqpoll = true;
        c.modes.rate_iops = 3000;
        c.modes.cpus = "none";
        RunDecision d = ui::decideRun(c);
        QCOMPARE(d.kind, RunDecision::Kind::Run);
        const QStringList args = d.request.arguments();
        const QStringList tail = args.mid(args.size() - 6);
        QCOMPARE(tail,
                 (QStringList{"--hipri", "--sqpoll", "--rate-iops", "3000", "--cpus", "none"}));
        // The default modes add nothing.
        QVERIFY(!ui::decideRun(deviceChoices(false)).request.arguments().contains("--hipri"));
        // Through the helper they are keys of its bench request.
        c.helper_available = true;
        d = ui::decideRun(c);
        QCOMPARE(d.route, RunRoute::Helper);
        const ui::HelperBenchRequest through = ui::helperBenchRequest(d.request, nullptr);
        QVERIFY(through.error.isEmpty());
        const QJsonObject& json = through.request;
        QCOMPARE(json.value("hipri").toBool(), true);
        QCOMPARE(json.value("sqpoll").toBool(), true);
        QCOMPARE(json.value("rate_iops").toInt(), 3000);
        QCOMPARE(json.value("cpus").toString(), QStringLiteral("none"));
        QVERIFY(!json.contains("passthrough"));
    }

    void repeatsAndPreconditionGoToTheCliAndThroughTheHelper()
    {
        ui::RunChoices c = deviceChoices(true);
        c.device_write = Confirmation::Confirmed;
        c.repeats.repeat = 3;
        c.repeats.settle_s = 2.5;
        c.repeats.precondition_passes = 2;
        RunDecision d = ui::decideRun(c);
        QCOMPARE(d.kind, RunDecision::Kind::Run);
        const QStringList args = d.request.arguments();
        QCOMPARE(args.mid(args.size() - 6),
                 (QStringList{"--repeat", "3", "--settle", "2.5", "--precondition", "2"}));
        // Once and not preconditioned: nothing is added.
        ui::RunChoices plain = deviceChoices(true);
        plain.device_write = Confirmation::Confirmed;
        const QStringList plain_args = ui::decideRun(plain).request.arguments();
        QVERIFY(!plain_args.contains("--repeat"));
        QVERIFY(!plain_args.contains("--settle"));
        QVERIFY(!plain_args.contains("--precondition"));
        c.helper_available = true;
        d = ui::decideRun(c);
        QCOMPARE(d.route, RunRoute::Helper);
        const QJsonObject json = ui::helperBenchRequest(d.request, nullptr).request;
        QCOMPARE(json.value("repeat").toInt(), 3);
        QCOMPARE(json.value("settle_seconds").toDouble(), 2.5);
        QCOMPARE(json.value("precondition_passes").toInt(), 2);
    }

    void preconditioningAReadPresetIsRefusedNamingThePreset()
    {
        ui::RunChoices c = fileChoices(false);
        c.repeats.precondition_passes = 1;
        const RunDecision d = ui::decideRun(c);
        QCOMPARE(d.kind, RunDecision::Kind::Refuse);
        QCOMPARE(d.rule, RunRule::PreconditionReadOnly);
        QVERIFY2(d.reason.contains(QStringLiteral("qd-sweep title")), qPrintable(d.reason));
        QVERIFY2(d.reason.contains(QStringLiteral("only reads")), qPrintable(d.reason));
        // Repeats alone suit a read preset.
        c.repeats.precondition_passes = 0;
        c.repeats.repeat = 5;
        QCOMPARE(ui::decideRun(c).kind, RunDecision::Kind::Run);
    }
};

QTEST_GUILESS_MAIN(BenchRunRequestTest)
#include "bench_run_request_test.moc"
