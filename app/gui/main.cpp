#include <QApplication>
#include <QIcon>

#include "core/util/version.h"
#include "ui/shell/command_line.h"
#include "ui/shell/main_window.h"
#include "ui/translation_loader.h"

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ArrayMark"));
    QApplication::setApplicationName(QStringLiteral("ArrayMark"));
    QApplication::setApplicationVersion(
        QString::fromLatin1(am::util::kVersion.data(), am::util::kVersion.size()));
    QApplication::setDesktopFileName(QStringLiteral("org.arraymark.ArrayMark"));
    QApplication::setWindowIcon(
        QIcon(QStringLiteral(":/icons/hicolor/256x256/org.arraymark.ArrayMark.png")));
    am::ui::installInterfaceLanguage(app); // the system's, unless Settings chose one

    am::ui::StartupOptions startup;
    am::ui::MainWindow window(am::ui::parseCommandLine(app, &startup));
    window.applyStartup(startup);
    window.show();
    return QApplication::exec();
}
