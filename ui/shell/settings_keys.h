#pragma once

#include <QString>

namespace am::ui::settings {
// QSettings keys, in one place so that pages do not invent near-duplicates.
inline const QString kMainWindowGeometry = QStringLiteral("mainWindow/geometry");
inline const QString kMainWindowState = QStringLiteral("mainWindow/state");
inline const QString kDrivesHeader = QStringLiteral("drives/header");
inline const QString kDrivesSplitter = QStringLiteral("drives/splitter");
inline const QString kShowEmptyDevices = QStringLiteral("drives/showEmpty");
inline const QString kSizeUnits = QStringLiteral("view/sizeUnits"); // "decimal" or "binary"
// The Settings dialog (ui/settings/app_settings.h holds the defaults and rules).
inline const QString kTestFileDir =
    QStringLiteral("bench/testFileDir"); // folder of arraymark-test.bin
// The Benchmark page remembers its size field under this same key (BenchPage's kSizeKey):
// the setting is that field's value, not a second one.
inline const QString kTestFileSize = QStringLiteral("bench/fileSize"); // "1GiB", as `bench --size`
inline const QString kSampleInterval =
    QStringLiteral("bench/sampleInterval"); // seconds, `bench --interval`
inline const QString kExportDir =
    QStringLiteral("bench/exportDir");                            // the save dialogs' last folder
inline const QString kLanguage = QStringLiteral("view/language"); // "" = the system's, "en", "ru"
} // namespace am::ui::settings
