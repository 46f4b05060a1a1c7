// The Benchmark page's Engine modes dialog and button: what the choices
// become, a bad CPU list disabling OK with the rule, and the modes kept
// across a restart of the page.
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

#include "bench_test_support.h"
#include "tests/ui/support/test_files.h"
#include "ui/bench/bench_page.h"
#include "ui/bench/engine_modes_dialog.h"

using namespace am;

namespace {
template <typename T> T* child(QWidget& parent, const QString& text)
{
    for (T* widget : parent.findChildren<T*>())
        if (widget->text().contains(text)) return widget;
    return nullptr;
}
} // namespace

class EngineModesDialogTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useTestSettings(); }

    void theDefaultsSayWhatTheyAre()
    {
        ui::EngineModesDialog dialog{bench::EngineModes{}};
        QVERIFY(dialog.isValid());
        QVERIFY2(dialog.summaryLabel()->text().startsWith(QStringLiteral("The default modes")),
                 qPrintable(dialog.summaryLabel()->text()));
        QCOMPARE(ui::engineModesSummary({}), QStringLiteral("default"));
    }

    void theChoicesBecomeTheCliOptions()
    {
        ui::EngineModesDialog dialog{bench::EngineModes{}};
        child<QCheckBox>(dialog, QStringLiteral("--hipri"))->setChecked(true);
        child<QCheckBox>(dialog, QStringLiteral("--sqpoll"))->setChecked(true);
        dialog.findChild<QSpinBox*>()->setValue(0); // the SQPOLL CPU, first in the form
        for (QSpinBox* spin : dialog.findChildren<QSpinBox*>())
            if (spin->suffix().contains(QStringLiteral("IOPS"))) spin->setValue(2500);
        QVERIFY(dialog.isValid());
        QCOMPARE(dialog.summaryLabel()->text(),
                 QStringLiteral("arraymark-cli bench --hipri --sqpoll 0 --rate-iops 2500"));
        QCOMPARE(dialog.modes().rate_iops, std::uint64_t{2500});
        QCOMPARE(dialog.modes().sqpoll_cpu, 0);
        QCOMPARE(ui::engineModesSummary(dialog.modes()),
                 QStringLiteral("polled, SQPOLL on CPU 0, 2500 IOPS paced"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        for (QLabel* label : dialog.findChildren<QLabel*>())
            if (label->wordWrap())
                QVERIFY2(label->heightForWidth(label->width()) <= label->height(),
                         qPrintable(label->text()));
        // ARRAYMARK_GRAB_DIR=docs/screenshots keeps its picture (bench-engine-modes.png).
        if (const QString dir = qEnvironmentVariable("ARRAYMARK_GRAB_DIR"); !dir.isEmpty())
            QVERIFY(dialog.grab().save(dir + QStringLiteral("/bench-engine-modes.png")));
    }

    void aBadCpuListDisablesOkNamingIt()
    {
        ui::EngineModesDialog dialog{bench::EngineModes{}};
        auto* placement = dialog.findChild<QComboBox*>();
        placement->setCurrentIndex(2); // on these CPUs
        dialog.cpusEdit()->setText(QStringLiteral("3-1"));
        QVERIFY(!dialog.isValid());
        QVERIFY2(dialog.summaryLabel()->text().contains(QStringLiteral("\"3-1\"")),
                 qPrintable(dialog.summaryLabel()->text()));
        dialog.cpusEdit()->setText(QStringLiteral("1,0"));
        QVERIFY(dialog.isValid());
        QCOMPARE(dialog.modes().cpus, std::string("0-1")); // the kernel's list form
        placement->setCurrentIndex(1);
        QCOMPARE(dialog.modes().cpus, std::string("none"));
        QVERIFY(!dialog.cpusEdit()->isEnabled());
    }

    void thePageNamesItsModesAndKeepsThemAcrossARestart()
    {
        bench::EngineModes modes;
        modes.passthrough = true;
        modes.rate_iops = 900;
        {
            ui::BenchPage page(test::fixtureRoots());
            page.setEngineModes(modes);
            auto* button = page.findChild<QPushButton*>(QStringLiteral("benchEngine"));
            QVERIFY(button);
            QVERIFY2(button->text().contains(QStringLiteral("passthrough, 900 IOPS paced")),
                     qPrintable(button->text()));
        } // saves its settings
        ui::BenchPage again(test::fixtureRoots());
        QVERIFY(again.engineModes() == modes);
        again.setEngineModes({});
    }
};

QTEST_MAIN(EngineModesDialogTest)
#include "engine_modes_dialog_test.moc"
