#include "ui/translation_loader.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace am::ui {

bool installTranslations(QCoreApplication& app, const QLocale& locale)
{
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);

    // Without a translation for the locale (or in the C locale), English: its
    // file carries the plural forms ("1 device", "2 devices").
    auto* own = new QTranslator(&app);
    const bool found = own->load(locale, QStringLiteral("arraymark"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    if (!found && !own->load(QStringLiteral(":/i18n/arraymark_en.qm"))) return false;
    return QCoreApplication::installTranslator(own) && found;
}

} // namespace am::ui
