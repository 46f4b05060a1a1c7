#include "ui/translation_loader.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include "ui/settings/app_settings.h"

namespace am::ui {

namespace {
const QString kInstalledName = QStringLiteral("arraymark-translator");
} // namespace

bool installTranslations(QCoreApplication& app, const QLocale& locale)
{
    // A second call (a test switching languages) replaces the first one's.
    for (QTranslator* old :
         app.findChildren<QTranslator*>(kInstalledName, Qt::FindDirectChildrenOnly)) {
        QCoreApplication::removeTranslator(old);
        delete old;
    }

    auto* qt = new QTranslator(&app);
    qt->setObjectName(kInstalledName);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);

    // Without a translation for the locale (or in the C locale), English: its
    // file carries the plural forms ("1 device", "2 devices").
    auto* own = new QTranslator(&app);
    own->setObjectName(kInstalledName);
    const bool found = own->load(locale, QStringLiteral("arraymark"), QStringLiteral("_"),
                                 QStringLiteral(":/i18n"));
    if (!found && !own->load(QStringLiteral(":/i18n/arraymark_en.qm"))) return false;
    return QCoreApplication::installTranslator(own) && found;
}

QLocale installInterfaceLanguage(QCoreApplication& app)
{
    const QString language = AppSettings::load().language;
    const QLocale locale = interfaceLocale(language);
    if (!language.isEmpty()) QLocale::setDefault(locale);
    installTranslations(app, locale);
    return locale;
}

} // namespace am::ui
