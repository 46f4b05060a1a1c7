#include "ui/shell/command_line.h"

#include <QApplication>
#include <QCommandLineParser>

namespace am::ui {

namespace {
struct CommandLineText {
    Q_DECLARE_TR_FUNCTIONS(CommandLineText)
};
} // namespace

drives::SystemRoots parseCommandLine(const QApplication& app, StartupOptions* startup)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CommandLineText::tr("ArrayMark: drives, md arrays and their speed"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption sysfs(QStringLiteral("sysfs"),
                                   CommandLineText::tr("Root of sysfs (default /sys)."),
                                   QStringLiteral("dir"), QStringLiteral("/sys"));
    const QCommandLineOption procfs(QStringLiteral("procfs"),
                                    CommandLineText::tr("Root of procfs (default /proc)."),
                                    QStringLiteral("dir"), QStringLiteral("/proc"));
    const QCommandLineOption devfs(QStringLiteral("devfs"),
                                   CommandLineText::tr("Root of devfs (default /dev)."),
                                   QStringLiteral("dir"), QStringLiteral("/dev"));
    const QCommandLineOption page(QStringLiteral("page"),
                                  CommandLineText::tr("Page to show first: drives or bench."),
                                  QStringLiteral("name"));
    const QCommandLineOption run(
        QStringLiteral("run"),
        CommandLineText::tr("Start this benchmark preset on the default test file at once."),
        QStringLiteral("preset"));
    const QCommandLineOption array(
        QStringLiteral("array"),
        CommandLineText::tr(
            "Open the Arrays page with this array selected (its kernel name, e.g. md0)."),
        QStringLiteral("name"));
    parser.addOptions({sysfs, procfs, devfs, page, run, array});
    parser.addPositionalArgument(
        QStringLiteral("files"),
        CommandLineText::tr(
            "Result files to open (arraymark or fio JSON); the first is shown, the others overlaid."),
        QStringLiteral("[files...]"));
    parser.process(app);
    if (startup) {
        startup->page = parser.value(page);
        startup->files = parser.positionalArguments();
        startup->run_preset = parser.value(run);
        startup->array = parser.value(array);
    }
    return {parser.value(sysfs).toStdString(), parser.value(procfs).toStdString(),
            parser.value(devfs).toStdString()};
}

} // namespace am::ui
