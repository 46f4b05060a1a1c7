#include "ui/shell/command_line.h"

#include <QApplication>
#include <QCommandLineParser>

namespace am::ui {

namespace {
struct CommandLineText {
    Q_DECLARE_TR_FUNCTIONS(CommandLineText)
};
} // namespace

drives::SystemRoots parseCommandLine(const QApplication& app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CommandLineText::tr("ArrayMark: drives, md arrays and their speed"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption sysfs(QStringLiteral("sysfs"), CommandLineText::tr("Root of sysfs (default /sys)."),
                                   QStringLiteral("dir"), QStringLiteral("/sys"));
    const QCommandLineOption procfs(QStringLiteral("procfs"), CommandLineText::tr("Root of procfs (default /proc)."),
                                    QStringLiteral("dir"), QStringLiteral("/proc"));
    const QCommandLineOption devfs(QStringLiteral("devfs"), CommandLineText::tr("Root of devfs (default /dev)."),
                                   QStringLiteral("dir"), QStringLiteral("/dev"));
    parser.addOptions({sysfs, procfs, devfs});
    parser.process(app);
    return {parser.value(sysfs).toStdString(), parser.value(procfs).toStdString(), parser.value(devfs).toStdString()};
}

} // namespace am::ui
