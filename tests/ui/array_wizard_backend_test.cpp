// The array wizard's backend choice (issue #19): its rows are core's kBackends, a backend the
// machine cannot run is disabled with the reason, and each backend lists its own levels and
// enables only the options it has.
#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QTest>

#include "core/drives/scan.h"
#include "core/raid/backend_availability.h"
#include "tests/ui/support/fake_helper_channel.h"
#include "tests/ui/support/test_files.h"
#include "ui/arrays/wizard/array_wizard.h"
#include "ui/arrays/wizard/backend_choice.h"
#include "ui/arrays/wizard/drives_pick_page.h"
#include "ui/arrays/wizard/level_page.h"
#include "ui/arrays/wizard/review_page.h"

using namespace am;
using raid::Backend;
using raid::Level;

namespace {

using Availability = std::vector<raid::BackendAvailability>;

Availability everyBackend()
{
    Availability out;
    for (const auto& info : raid::kBackends) out.push_back({info.backend, true, {}});
    return out;
}

Availability without(Backend missing, const std::string& reason)
{
    Availability out = everyBackend();
    for (auto& entry : out)
        if (entry.backend == missing) entry = {missing, false, reason};
    return out;
}

struct Fixture {
    ui::test::FakeHelperProvider helpers;
    QTemporaryDir history;
    std::unique_ptr<ui::ArrayWizard> wizard;

    explicit Fixture(std::function<Availability()> backends,
                     raid::MdDriverRoots kernel = test::mdDriverTree("loaded"))
    {
        wizard = std::make_unique<ui::ArrayWizard>(
            ui::ArrayWizard::Options{.roots = test::fixtureRoots(),
                                     .scan = drives::scan(test::fixtureRoots()),
                                     .helpers = &helpers,
                                     .history_directory = history.path(),
                                     .md_driver_roots = kernel,
                                     .as_root = false,
                                     .backend_availability = std::move(backends)});
        wizard->show();
    }
    // Picks `drives` and goes to the level page.
    ui::LevelPage* toLevel(const QStringList& drives)
    {
        for (const auto& drive : drives)
            if (!wizard->drivesPage()->setPicked(drive, true)) return nullptr;
        wizard->next();
        return wizard->levelPage();
    }
    const ui::WizardState& state() { return wizard->state(); }
};

const QStringList kFourDrives{QStringLiteral("/dev/sda"), QStringLiteral("/dev/sdb"),
                              QStringLiteral("/dev/nvme0n1"), QStringLiteral("/dev/nvme1n1")};

QString fromTable(std::string_view text) { return QString::fromUtf8(text.data(), text.size()); }

} // namespace

class ArrayWizardBackendTest : public QObject {
    Q_OBJECT
private slots:
    void theRowsAreTheBackendTable()
    {
        Fixture f(everyBackend);
        auto* level = f.toLevel(kFourDrives);
        QVERIFY(level);
        auto* choice = level->backendChoice();
        const auto buildable =
            std::count_if(raid::kBackends.begin(), raid::kBackends.end(),
                          [](const auto& info) { return info.read_only.empty(); });
        QCOMPARE(choice->findChildren<QRadioButton*>().size(), qsizetype(buildable));
        // A read-only backend (ZFS) is listed on the Arrays page, never offered to build.
        QVERIFY(!choice->button(Backend::Zfs));
        QVERIFY(!choice->isAvailable(Backend::Zfs));
        for (const auto& info : raid::kBackends) {
            if (!info.read_only.empty()) continue;
            // No translator: the shown texts are the table's own (the GUI's sources match it).
            QCOMPARE(choice->button(info.backend)->text(), fromTable(info.title));
            // (imsm adds that it waits for the platform probe)
            QVERIFY(choice->detail(info.backend)->text().startsWith(fromTable(info.good_for)));
            QVERIFY(choice->detail(info.backend)->isVisibleTo(level));
        }
        QVERIFY(choice->button(Backend::Md)->isChecked()); // today's behaviour is the default
        QVERIFY(f.state().backend == Backend::Md);
    }

    void anUnavailableBackendIsDisabledWithItsReason()
    {
        const std::string reason = "lvm is not installed (apt install lvm2)";
        Fixture f([&] { return without(Backend::Lvm, reason); });
        auto* level = f.toLevel(kFourDrives);
        QVERIFY(level);
        auto* choice = level->backendChoice();
        QVERIFY(!choice->button(Backend::Lvm)->isEnabled());
        QVERIFY(choice->button(Backend::Btrfs)->isEnabled());
        const QString detail = choice->detail(Backend::Lvm)->text();
        QVERIFY2(detail.contains(QStringLiteral("apt install lvm2")), qPrintable(detail));
        QVERIFY(detail.contains(fromTable(raid::backendInfo(Backend::Lvm).good_for)));
        QVERIFY(!choice->choose(Backend::Lvm));
        QVERIFY(f.state().backend == Backend::Md);
    }

    void withoutMdTheDefaultCannotGoOn()
    {
        Fixture f([] { return without(Backend::Md, "the kernel has no md_mod module"); });
        auto* level = f.toLevel(kFourDrives);
        QVERIFY(level);
        level->nameEdit()->setText(QStringLiteral("data"));
        QVERIFY(!level->isComplete());
        QVERIFY(level->backendChoice()->choose(Backend::Lvm));
        QVERIFY(level->isComplete());
    }

    // Without injection: core's check over the wizard's md roots (the fixture's module tree
    // has md_mod, not dm_raid or btrfs).
    void theRealCheckReadsTheWizardsKernelTree()
    {
        Fixture f(nullptr);
        auto* level = f.toLevel(kFourDrives);
        QVERIFY(level);
        raid::AvailabilityRoots roots;
        roots.procfs = f.wizard->mdDriverRoots().procfs;
        roots.sysfs = f.wizard->mdDriverRoots().sysfs;
        roots.modules = f.wizard->mdDriverRoots().modules;
        for (const auto& expected : raid::checkBackendsAvailable(roots)) {
            if (expected.backend == Backend::Imsm) continue; // also waits for the platform probe
            if (!raid::backendInfo(expected.backend).read_only.empty()) continue; // not offered
            auto* choice = level->backendChoice();
            QCOMPARE(choice->isAvailable(expected.backend), expected.available);
            QCOMPARE(choice->unavailableReason(expected.backend),
                     QString::fromStdString(expected.reason));
        }
        QVERIFY(!level->backendChoice()->isAvailable(Backend::Btrfs));
    }

    void lvmListsItsLevelsAndDisablesWhatItLacks()
    {
        Fixture f(everyBackend);
        auto* level = f.toLevel(kFourDrives);
        QVERIFY(level);
        level->bitmapBox()->setCurrentIndex(2); // "none" under md
        level->sparesList()->item(0)->setCheckState(Qt::Checked);
        QVERIFY(level->bitmapBox()->isEnabled());
        QVERIFY(level->sparesList()->isEnabled());
        QVERIFY(level->backendChoice()->choose(Backend::Lvm));
        QVERIFY(f.state().backend == Backend::Lvm);
        for (const auto& info : raid::kLevels)
            QCOMPARE(!level->levelButton(info.level)->isHidden(),
                     raid::supports(Backend::Lvm, info.level));
        QVERIFY(level->levelButton(Level::Raid1c3)->isHidden());
        QVERIFY(!level->bitmapBox()->isEnabled());
        QVERIFY(!level->sparesList()->isEnabled());
        QVERIFY(!level->metadataLevelBox()->isVisibleTo(level));
        QVERIFY(!level->mixedBox()->isVisibleTo(level));
        QVERIFY(!level->measuredNote()->isVisibleTo(level));
        QVERIFY(level->selectLevel(Level::Raid10));
        QVERIFY(level->layoutBox()->isVisibleTo(level));
        QVERIFY(!level->layoutBox()->isEnabled());
        QVERIFY(level->chunkBox()->isEnabled()); // lvcreate --stripesize
        QVERIFY(level->chunkBox()->itemText(0).contains(QStringLiteral("64 KiB")));
        // What lvm has no option for stays out of its plan; the spare became a member.
        const raid::Plan plan = f.state().plan();
        QVERIFY(plan.backend == Backend::Lvm);
        QVERIFY(!plan.bitmap && !plan.layout && plan.spares.empty());
        QCOMPARE(plan.members.size(), std::size_t(4));
        // lvm2's own count: raid6 takes five drives (md's four are not enough).
        QVERIFY(!level->levelButton(Level::Raid6)->isEnabled());
        QVERIFY2(
            level->levelDetailLabel(Level::Raid6)->text().contains(QStringLiteral("at least 5")),
            qPrintable(level->levelDetailLabel(Level::Raid6)->text()));
        level->nameEdit()->setText(QStringLiteral("data"));
        QVERIFY(level->isComplete());
        QVERIFY(level->problemsLabel()->isHidden());
        // An LVM name lvm2 keeps for itself: the page says so and does not go on.
        level->nameEdit()->setText(QStringLiteral("snapshot1"));
        QVERIFY(!level->isComplete());
        QVERIFY(level->problemsLabel()->isVisibleTo(level));
        QVERIFY(level->problemsLabel()->text().contains(QStringLiteral("reserves")));
    }

    void btrfsShowsMetadataAndMixedAndBuildsRaid1c3()
    {
        Fixture f(everyBackend);
        auto* level = f.toLevel(kFourDrives.mid(0, 3));
        QVERIFY(level);
        QVERIFY(!level->metadataLevelBox()->isVisibleTo(level)); // md: no such thing
        QVERIFY(level->backendChoice()->choose(Backend::Btrfs));
        for (const auto& info : raid::kLevels)
            QCOMPARE(!level->levelButton(info.level)->isHidden(),
                     raid::supports(Backend::Btrfs, info.level));
        QVERIFY(level->levelButton(Level::Raid5)->isHidden());
        QVERIFY(level->metadataLevelBox()->isVisibleTo(level));
        QVERIFY(level->mixedBox()->isVisibleTo(level));
        QVERIFY(!level->chunkBox()->isEnabled() && !level->bitmapBox()->isEnabled() &&
                !level->sparesList()->isEnabled());
        QVERIFY(level->measuredNote()->isVisibleTo(level));
        QVERIFY(level->measuredNote()->text().contains(QStringLiteral("test file")));
        QVERIFY(level->levelButton(Level::Raid1c3)->isEnabled());
        QVERIFY(level->selectLevel(Level::Raid1c3));
        level->nameEdit()->setText(QStringLiteral("pool"));
        QVERIFY(level->isComplete());
        QVERIFY(level->metadataLevelBox()->itemText(0).contains(QStringLiteral("1C3")));
        level->metadataLevelBox()->setCurrentIndex(
            level->metadataLevelBox()->findData(static_cast<int>(Level::Raid10)));
        QVERIFY(f.state().plan().metadata_level == Level::Raid10);
        level->mixedBox()->setChecked(true);
        QVERIFY(!level->metadataLevelBox()->isEnabled()); // mixed keeps the data profile
        const raid::Plan plan = f.state().plan();
        QVERIFY(plan.backend == Backend::Btrfs && plan.level == Level::Raid1c3);
        QVERIFY(plan.btrfs_mixed && !plan.metadata_level);
        QVERIFY(level->isComplete());
        // Back to md: raid1c3 is btrfs's, so the level falls back to raid1.
        QVERIFY(level->backendChoice()->choose(Backend::Md));
        QVERIFY(f.state().level == Level::Raid1);
        QVERIFY(!f.state().plan().btrfs_mixed);
    }

    // The review checks md's driver only for md: an lvm plan is not refused for it.
    void anLvmReviewDoesNotAskForTheMdDriver()
    {
        Fixture f(everyBackend, test::mdDriverTree("no-module-tree"));
        auto* level = f.toLevel(kFourDrives.mid(0, 2));
        QVERIFY(level);
        QVERIFY(level->backendChoice()->choose(Backend::Lvm));
        level->nameEdit()->setText(QStringLiteral("data"));
        f.wizard->next();
        f.wizard->next();
        QCOMPARE(f.wizard->currentId(), int(ui::ArrayWizard::ReviewId));
        auto* read = f.helpers.fake(helper::Scope::ReadDevices);
        read->answer(read->last().id, {{QStringLiteral("ok"), true},
                                       {QStringLiteral("plan"),
                                        QJsonObject{{QStringLiteral("valid"), true},
                                                    {QStringLiteral("commands"), QJsonArray{}}}}});
        auto* review = f.wizard->reviewPage();
        review->confirmEdit()->setText(QStringLiteral("data"));
        QVERIFY2(review->isComplete(), qPrintable(review->statusLabel()->text()));
    }

    void anLvmPlanRequestNamesTheBackend()
    {
        Fixture f(everyBackend);
        auto* level = f.toLevel(kFourDrives.mid(0, 2));
        QVERIFY(level);
        QVERIFY(level->backendChoice()->choose(Backend::Lvm));
        level->nameEdit()->setText(QStringLiteral("data"));
        const QJsonObject request = ui::planRequest(f.state().plan(), QStringLiteral("plan"));
        QCOMPARE(request.value(QStringLiteral("backend")).toString(), QStringLiteral("lvm"));
    }
};

QTEST_MAIN(ArrayWizardBackendTest)
#include "array_wizard_backend_test.moc"
