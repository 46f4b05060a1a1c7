#pragma once

#include <QLocale>

class QCoreApplication;

namespace am::ui {

// Installs ArrayMark's translation for the locale (and Qt's own, when the
// system has it). Returns false when ArrayMark has no translation for it.
bool installTranslations(QCoreApplication& app, const QLocale& locale);

} // namespace am::ui
