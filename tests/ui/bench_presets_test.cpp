// The workspace's presets take their facts (writes, cells, times) from the
// preset files core loads; the workspace adds only translated words, and
// every shipped preset has them.
#include <QAbstractButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <filesystem>

#include "bench_test_support.h"
#include "core/bench/preset.h"
#include "tests/ui/support/bench_page_fixture.h"
#include "tests/ui/support/test_files.h"
#include "ui/bench/bench_presets.h"

#include <nlohmann/json.hpp>

using namespace am;

namespace {

// The preset files in the source tree, by name: what ships.
std::vector<bench::Preset> shippedPresets()
{
    std::vector<bench::Preset> presets;
    for (const auto& entry : std::filesystem::directory_iterator(ARRAYMARK_SOURCE_PRESETS))
        if (entry.path().extension() == ".json")
            presets.push_back(
                bench::parsePreset(test::readJson(QString::fromStdString(entry.path().string())),
                                   entry.path().string()));
    return presets;
}

// Marks every preset word it translates, so a test sees which ones went through the translation.
class MarkingTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char*, int) const override
    {
        return QLatin1String(context) == QLatin1String("am::ui::Presets")
                   ? QStringLiteral("«%1»").arg(QString::fromUtf8(source))
                   : QString();
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class BenchPresetsTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useTestSettings(); }

    void everyShippedPresetHasATitleAndADescription()
    {
        const auto shipped = shippedPresets();
        QVERIFY(shipped.size() >= 9);
        const QList<ui::PresetInfo> shown = ui::workspacePresets();
        for (const auto& preset : shipped) {
            const QString name = QString::fromStdString(preset.name);
            const ui::PresetInfo* info = ui::findWorkspacePreset(shown, name);
            QVERIFY2(info, qPrintable(name + QStringLiteral(" is not in the workspace")));
            QVERIFY2(!info->title.isEmpty() && info->title != name,
                     qPrintable(name + QStringLiteral(" has no title")));
            QVERIFY2(!info->description.isEmpty(),
                     qPrintable(name + QStringLiteral(" has no description")));
        }
        // And the other way: the table names no preset that is not shipped.
        for (const ui::PresetText& text : ui::presetTexts())
            QVERIFY2(bench::findPreset(shipped, text.name), text.name);
    }

    void theFactsAreThePresetFiles()
    {
        const QList<ui::PresetInfo> shown = ui::workspacePresets();
        struct Expected {
            const char* name;
            bool writes;
            int cells;
            double runtime_s, ramp_s;
        };
        // From resources/presets/*.json, counted by hand.
        for (const Expected& expected :
             {Expected{"quick", true, 8, 5, 1}, Expected{"nvme", true, 8, 5, 1},
              Expected{"matrix", true, 49, 5, 1}, Expected{"latency", true, 3, 10, 1},
              Expected{"qd-sweep", false, 9, 5, 1}, Expected{"member-reads", false, 8, 5, 1},
              Expected{"member-profile", false, 24, 5, 1}, Expected{"bs-sweep", true, 30, 3, 0.5},
              Expected{"sustained", true, 1, 600, 0}}) {
            const ui::PresetInfo* info =
                ui::findWorkspacePreset(shown, QString::fromLatin1(expected.name));
            QVERIFY2(info, expected.name);
            QCOMPARE(info->writes, expected.writes);
            QCOMPARE(info->cells, expected.cells);
            QCOMPARE(info->runtime_s, expected.runtime_s);
            QCOMPARE(info->ramp_s, expected.ramp_s);
        }
        // Every preset, walked: what it shows is what its file runs.
        for (const auto& preset : shippedPresets()) {
            const ui::PresetInfo* info =
                ui::findWorkspacePreset(shown, QString::fromStdString(preset.name));
            QVERIFY2(info, preset.name.c_str());
            QCOMPARE(info->cells, static_cast<int>(preset.jobs.size()));
            QCOMPARE(info->writes, std::any_of(preset.jobs.begin(), preset.jobs.end(),
                                               [](const auto& job) { return job.writes(); }));
        }
        // The editor's entry comes last and asks before writing until the editor says otherwise.
        QCOMPARE(shown.last().name, QStringLiteral("custom"));
        QVERIFY(shown.last().writes);
    }

    void aPresetWithoutWordsShowsByItsName()
    {
        const auto mine =
            nlohmann::json::parse(R"({"name": "mine", "description": "my own, from its file",
            "defaults": {"runtime": 2, "ramp": 0.5}, "cells": [{"rw": "randwrite", "bs": "4k", "qd": [1, 2]}]})");
        const nlohmann::json quick =
            test::readJson(QStringLiteral(ARRAYMARK_SOURCE_PRESETS "/quick.json"));
        const QList<ui::PresetInfo> shown = ui::workspacePresets(
            {bench::parsePreset(mine, "mine.json"), bench::parsePreset(quick, "quick.json")});
        QCOMPARE(shown.size(), 3);
        QCOMPARE(shown[0].name, QStringLiteral("quick")); // the table's order first
        QCOMPARE(shown[1].name, QStringLiteral("mine"));
        QCOMPARE(shown[1].title, QStringLiteral("mine"));
        QCOMPARE(shown[1].description, QStringLiteral("my own, from its file"));
        QVERIFY(shown[1].writes);
        QCOMPARE(shown[1].cells, 2);
        QCOMPARE(shown[1].runtime_s, 2.0);
        QCOMPARE(shown[1].ramp_s, 0.5);
        QCOMPARE(shown[2].name, QStringLiteral("custom"));
    }

    void theWordsGoThroughTheTranslation()
    {
        MarkingTranslator marking;
        QVERIFY(QCoreApplication::installTranslator(&marking));
        const QList<ui::PresetInfo> shown = ui::workspacePresets();
        QCoreApplication::removeTranslator(&marking);
        for (const ui::PresetInfo& info : shown) {
            QVERIFY2(info.title.startsWith(QStringLiteral("«")), qPrintable(info.title));
            QVERIFY2(info.description.startsWith(QStringLiteral("«")),
                     qPrintable(info.description));
        }
        const ui::PresetInfo* profile =
            ui::findWorkspacePreset(shown, QStringLiteral("member-profile"));
        QVERIFY(profile);
        QCOMPARE(profile->title, QStringLiteral("«QD profile»"));
    }

    void theBenchmarkPageOffersEveryShippedPreset()
    {
        test::BenchPageFixture fixture;
        fixture.show({1280, 800});
        ui::BenchPage& page = fixture.page;
        for (const auto& preset : shippedPresets()) {
            auto* button = page.findChild<QAbstractButton*>(QStringLiteral("preset-") +
                                                            QString::fromStdString(preset.name));
            QVERIFY2(button && button->isVisible(), preset.name.c_str());
        }
        QTest::qWait(200);
        page.grab().save(QStringLiteral("/tmp/s5-tests-presets-page.png"));
    }
};

QTEST_MAIN(BenchPresetsTest)
#include "bench_presets_test.moc"
