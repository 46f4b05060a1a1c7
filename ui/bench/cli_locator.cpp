#include "ui/bench/cli_locator.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QStandardPaths>

namespace am::ui {

QString findArrayMarkCli()
{
    // An explicit choice wins (packagers, tests, screenshots with a recorded run).
    const QString chosen = qEnvironmentVariable("ARRAYMARK_CLI");
    if (!chosen.isEmpty()) return chosen;
    const QString name = QStringLiteral("arraymark-cli");
    // Tests live in tests/ui/ of the build tree; the binary in app/.
    const QString dir = QCoreApplication::applicationDirPath();
    for (const QString& candidate :
         {dir + QLatin1Char('/') + name, dir + QStringLiteral("/../../app/") + name}) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable()) return info.canonicalFilePath();
    }
    return QStandardPaths::findExecutable(name);
}

} // namespace am::ui
