// Starts arraymark-helper through pkexec with the GUI's own client
// (am::ui::HelperProcess), sends one scan request and prints what the GUI gets:
// the answer, or the failure text a person would read.
// Usage: arraymark_pkexec_client HELPER SCOPE answers|refused
// Exits 0 when the outcome is the expected one, 1 when not, 2 on bad usage.
#include <QCoreApplication>
#include <QJsonDocument>
#include <QTimer>

#include <cstdio>

#include "core/helper/protocol.h"
#include "ui/helper/helper_process.h"

namespace {

// What HelperProcess says for pkexec's exit status 127 (polkit said no).
const QString kRefusedText = QStringLiteral("Not authorized (polkit refused");
constexpr int kTimeoutMs = 20000;

void print(const QString& line) { std::printf("%s\n", qPrintable(line)); }

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const auto scope =
        args.size() == 4 ? am::helper::parseScope(args[2].toStdString()) : std::nullopt;
    const bool expect_answer = args.value(3) == QStringLiteral("answers");
    if (!scope || (!expect_answer && args.value(3) != QStringLiteral("refused"))) {
        std::fprintf(stderr, "usage: arraymark_pkexec_client HELPER SCOPE answers|refused\n");
        return 2;
    }

    am::ui::HelperProcess::Launch launch;
    launch.helper = args[1];
    launch.scope = *scope;
    launch.through_pkexec = true;
    am::ui::HelperProcess helper(launch);
    print(QStringLiteral("starting: ") + helper.commandLine().join(QLatin1Char(' ')));

    QObject::connect(
        &helper, &am::ui::HelperChannel::answered, &app, [&](qint64, const QJsonObject& answer) {
            print(
                QStringLiteral("answered: ") +
                QString::fromUtf8(QJsonDocument(answer).toJson(QJsonDocument::Compact)).left(300));
            const bool ok = answer.value(QStringLiteral("ok")).toBool();
            app.exit(expect_answer && ok ? 0 : 1);
        });
    QObject::connect(&helper, &am::ui::HelperChannel::failed, &app, [&](const QString& message) {
        print(QStringLiteral("failed: ") + message);
        app.exit(!expect_answer && message.startsWith(kRefusedText) ? 0 : 1);
    });
    QTimer::singleShot(kTimeoutMs, &app, [&] {
        print(QStringLiteral("no answer and no failure within %1 s").arg(kTimeoutMs / 1000));
        app.exit(1);
    });
    helper.send(QJsonObject{{QStringLiteral("op"), QStringLiteral("scan")}});
    return app.exec();
}
