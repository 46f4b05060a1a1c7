#pragma once

#include <QLocale>

class QCoreApplication;

namespace am::ui {

// Installs ArrayMark's translation for the locale and Qt's own (qtbase_*.qm
// from the Qt translations directory, so standard buttons and dialogs match),
// replacing the ones an earlier call installed. Returns false when ArrayMark
// has no translation for the locale (English is installed then).
bool installTranslations(QCoreApplication& app, const QLocale& locale);

// The language saved in Settings, or the system's when none is: installs its
// translations and, for a chosen language, makes it the default locale (so
// numbers and dates match the words). Returns the locale used.
QLocale installInterfaceLanguage(QCoreApplication& app);

} // namespace am::ui
