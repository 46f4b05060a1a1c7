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
} // namespace am::ui::settings
