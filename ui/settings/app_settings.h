#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include "core/util/units.h"

namespace am::ui {

// The values of the Settings dialog, with their defaults and the rules a
// value must meet before it is saved. Read where they are used (the
// workspace's test file and sample interval, the size units, the language).
// The largest block of the built-in quick and nvme presets (SEQ1M): Settings' size
// rule, and the Benchmark page's until it knows the preset.
inline constexpr std::uint64_t kDefaultLargestBlock = std::uint64_t{1} << 20;

struct AppSettings {
    Q_DECLARE_TR_FUNCTIONS(AppSettings)
public:
    QString test_file_dir;           // folder holding the default test file
    QString test_file_size;          // as typed, e.g. "1GiB" (binary units, as `bench --size`)
    double sample_interval_s = 0.25; // `arraymark-cli bench --interval`
    util::SizeUnits units = util::SizeUnits::Decimal;
    QString language; // "" = follow the system, "en", "ru"

    static AppSettings load();
    void save() const;

    // "<test_file_dir>/arraymark-test.bin"
    QString testFilePath() const;

    // Each returns an empty string for a good value, else a message naming the
    // value and the rule. They only stat the path (no reads), so they are cheap
    // enough for the GUI thread.
    static QString testFileDirProblem(const QString& dir);
    // The test file's size against `bench --size`'s rule (bench::checkRangeSize)
    // for blocks of up to `largest_block` bytes.
    static QString testFileSizeProblem(const QString& size,
                                       std::uint64_t largest_block = kDefaultLargestBlock);
    // "System (English)": the first entry of the language choice.
    static QString systemLanguageName();
};

inline constexpr double kMinSampleIntervalS =
    0.05; // the CLI accepts 0.01; below 0.05 s the GUI only redraws
inline constexpr double kMaxSampleIntervalS = 10.0;
inline constexpr char kTestFileName[] = "arraymark-test.bin";

// The cache directory, where the test file lives unless the person chose another folder.
QString defaultTestFileDir();
QString defaultTestFileSize();

// The languages the dialog offers: code ("" = system) and its name in itself.
struct LanguageChoice {
    QString code;
    QString native_name;
};
QList<LanguageChoice> languageChoices();

// The folder the last export was saved in (empty: none yet), for the next save dialog.
QString lastExportDir();
void setLastExportDir(const QString& dir);

// The locale the interface uses: the saved language, else the system's.
QLocale interfaceLocale(const QString& language_code);

} // namespace am::ui
