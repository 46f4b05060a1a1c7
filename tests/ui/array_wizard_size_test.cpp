// The wizard opens at a size where its texts fit, in English and in Russian:
// each page is walked as a user would (drives, level, estimate, review with
// no md driver, build), every visible label, button and table header is
// checked against the room it has, and the page is grabbed to
// /tmp/wizard-LANG-N-PAGE.png for a look.
#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyle>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "core/drives/scan.h"
#include "tests/ui/support/fake_helper_channel.h"
#include "ui/arrays/wizard/array_wizard.h"
#include "ui/arrays/wizard/backend_choice.h"
#include "ui/arrays/wizard/drives_pick_page.h"
#include "ui/arrays/wizard/estimate_page.h"
#include "ui/arrays/wizard/level_page.h"
#include "ui/translation_loader.h"

using namespace am;

namespace {

const std::filesystem::path kData = ARRAYMARK_TEST_DATA;

drives::SystemRoots machine1()
{
    return {kData / "machine1" / "sys", kData / "machine1" / "proc", kData / "machine1" / "dev"};
}

QString describe(const QWidget* widget, const QString& text)
{
    return QStringLiteral("%1 \"%2\"")
        .arg(QString::fromLatin1(widget->metaObject()->className()), text.left(60));
}

// What on `page` does not fit: a label taller or wider than it is shown,
// a button narrower than its text, a header section narrower than its title.
QStringList clipped(QWidget* page)
{
    QStringList out;
    for (auto* label : page->findChildren<QLabel*>()) {
        if (!label->isVisibleTo(page) || label->text().isEmpty() || !label->pixmap().isNull())
            continue;
        const QRect room = label->contentsRect();
        if (label->wordWrap() ? label->heightForWidth(label->width()) > label->height()
                              : label->sizeHint().width() > label->width())
            out << describe(label, label->text()) +
                       QStringLiteral(" needs %1x%2, has %3x%4")
                           .arg(label->sizeHint().width())
                           .arg(label->wordWrap() ? label->heightForWidth(label->width())
                                                  : label->sizeHint().height())
                           .arg(room.width())
                           .arg(room.height());
    }
    for (auto* button : page->findChildren<QAbstractButton*>()) {
        if (!button->isVisibleTo(page) || button->text().isEmpty()) continue;
        if (button->sizeHint().width() > button->width())
            out << describe(button, button->text()) + QStringLiteral(" needs %1, has %2")
                                                          .arg(button->sizeHint().width())
                                                          .arg(button->width());
    }
    // A page that scrolls down must not be wider than its view: nothing scrolls sideways.
    for (auto* scroll : page->findChildren<QScrollArea*>()) {
        if (!scroll->isVisibleTo(page) || !scroll->widget() ||
            scroll->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff)
            continue;
        const int needed = scroll->widget()->minimumSizeHint().width();
        if (needed > scroll->viewport()->width())
            out << describe(scroll, QString()) + QStringLiteral(" content needs %1, has %2")
                                                     .arg(needed)
                                                     .arg(scroll->viewport()->width());
    }
    for (auto* table : page->findChildren<QTableWidget*>()) {
        if (!table->isVisibleTo(page)) continue;
        QHeaderView* header = table->horizontalHeader();
        for (int section = 0; section < header->count(); ++section) {
            // The title's longest line and the style's margins on both sides.
            int needed = 0;
            for (const QString& line :
                 table->horizontalHeaderItem(section)->text().split(QLatin1Char('\n')))
                needed = std::max(needed, header->fontMetrics().horizontalAdvance(line));
            needed += 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
            if (needed > header->sectionSize(section))
                out << describe(header, table->horizontalHeaderItem(section)->text()) +
                           QStringLiteral(" needs %1, has %2")
                               .arg(needed)
                               .arg(header->sectionSize(section));
        }
    }
    return out;
}

} // namespace

class ArrayWizardSizeTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qunsetenv("IMSM_NO_PLATFORM");
    }

    void textsFit_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("ru") << QStringLiteral("ru");
    }

    void textsFit()
    {
        QFETCH(QString, language);
        ui::installTranslations(*QCoreApplication::instance(), QLocale(language));
        ui::test::FakeHelperProvider helpers;
        QTemporaryDir history;
        // As MainWindow opens it: no size given; this kernel has no md driver (the review page says
        // so).
        const auto kernel = kData / "md_driver" / "no-module-tree";
        ui::ArrayWizard wizard(
            {.roots = machine1(),
             .scan = drives::scan(machine1()),
             .helpers = &helpers,
             .history_directory = history.path(),
             .md_driver_roots =
                 raid::MdDriverRoots{kernel / "proc", kernel / "sys", kernel / "lib" / "modules"},
             .as_root = false,
             // Every backend offered (the review says md's driver is missing); imsm still waits
             // for a platform this machine does not have, and says so.
             .backend_availability = [] {
                 std::vector<raid::BackendAvailability> out;
                 for (const auto& info : raid::kBackends) out.push_back({info.backend, true, {}});
                 return out;
             }});
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        QStringList problems;
        const auto check = [&](int number, const char* name) {
            QTest::qWait(100); // layouts settle
            const QString file = QStringLiteral("/tmp/wizard-%1-%2-%3.png")
                                     .arg(language)
                                     .arg(number)
                                     .arg(QLatin1String(name));
            wizard.grab().save(file);
            for (const auto& problem : clipped(wizard.currentPage()))
                problems << QStringLiteral("%1: %2").arg(file, problem);
            // The wizard's own title and subtitle labels, outside the page.
            for (auto* label : wizard.findChildren<QLabel*>())
                if (label->isVisible() && !wizard.currentPage()->isAncestorOf(label) &&
                    label->wordWrap() && label->heightForWidth(label->width()) > label->height())
                    problems << QStringLiteral("%1: %2").arg(file, describe(label, label->text()));
        };
        wizard.drivesPage()->setPicked(QStringLiteral("/dev/sda"), true);
        wizard.drivesPage()->setPicked(QStringLiteral("/dev/nvme0n1"), true);
        wizard.drivesPage()->setPicked(QStringLiteral("/dev/nvme1n1"), true);
        check(1, "drives");
        wizard.next();
        wizard.levelPage()->selectLevel(raid::Level::Raid5);
        wizard.levelPage()->nameEdit()->setText(QStringLiteral("data"));
        check(2, "level");
        // Each backend's options, with its own levels.
        QVERIFY(wizard.levelPage()->backendChoice()->choose(raid::Backend::Lvm));
        check(2, "level-lvm");
        QVERIFY(wizard.levelPage()->backendChoice()->choose(raid::Backend::Btrfs));
        wizard.levelPage()->selectLevel(raid::Level::Raid1c3);
        check(2, "level-btrfs");
        // Its own options (metadata profile, mixed) are at the foot of the page.
        for (auto* scroll : wizard.levelPage()->findChildren<QScrollArea*>())
            scroll->ensureWidgetVisible(wizard.levelPage()->mixedBox());
        check(2, "level-btrfs-options");
        QVERIFY(wizard.levelPage()->backendChoice()->choose(raid::Backend::Md));
        wizard.levelPage()->selectLevel(raid::Level::Raid5);
        QSignalSpy estimated(wizard.estimatePage(), &ui::EstimatePage::estimated);
        wizard.next();
        if (estimated.isEmpty()) QVERIFY(estimated.wait(30000));
        check(3, "estimate");
        wizard.estimatePage()
            ->measureButton()
            ->click(); // the measurement's progress, Stop and status
        check(4, "measuring");
        auto* bench = helpers.fake(helper::Scope::BenchmarkRawDevice);
        bench->answer(
            bench->last().id,
            {{QStringLiteral("ok"), false},
             {QStringLiteral("rule"), QStringLiteral("device_busy")},
             {QStringLiteral("error"),
              QStringLiteral("/dev/nvme0n1 is held open exclusively by another program")}});
        QVERIFY(estimated.wait(30000));
        check(5, "measure-failed");
        wizard.next();
        auto* read = helpers.fake(helper::Scope::ReadDevices);
        const QJsonArray argv{QStringLiteral("mdadm"),         QStringLiteral("--create"),
                              QStringLiteral("/dev/md/data"),  QStringLiteral("--run"),
                              QStringLiteral("--level=raid5"), QStringLiteral("--raid-devices=3"),
                              QStringLiteral("/dev/nvme0n1"),  QStringLiteral("/dev/nvme1n1"),
                              QStringLiteral("/dev/sda")};
        read->answer(read->last().id,
                     {{QStringLiteral("plan"),
                       QJsonObject{{QStringLiteral("valid"), true},
                                   {QStringLiteral("problems"), QJsonArray{}},
                                   {QStringLiteral("warnings"), QJsonArray{}},
                                   {QStringLiteral("capacity_bytes"), 1.92e12},
                                   {QStringLiteral("commands"), QJsonArray{argv}}}}});
        check(6, "review");
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
};

// On a small laptop's screen (1280x720), not the offscreen platform's 800x800 default.
int main(int argc, char** argv)
{
    const QString config =
        QDir::temp().filePath(QStringLiteral("arraymark-wizard-size-screen.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(
            R"({"screens":[{"name":"laptop","x":0,"y":0,"width":1280,"height":720,"logicalDpi":96,"logicalBaseDpi":96,"dpr":1}]})") <
            0)
        return 2;
    file.close();
    qputenv("QT_QPA_PLATFORM", QStringLiteral("offscreen:configfile=%1").arg(config).toLocal8Bit());
    QApplication app(argc, argv);
    ArrayWizardSizeTest test;
    const int failed = QTest::qExec(&test, argc, argv);
    QFile::remove(config);
    return failed;
}
#include "array_wizard_size_test.moc"
