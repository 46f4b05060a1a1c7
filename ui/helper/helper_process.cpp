#include "ui/helper/helper_process.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <unistd.h>

#include "ui/helper/helper_request.h"

namespace am::ui {

namespace {
constexpr int kStderrTail = 4096;
}

QString findArrayMarkHelper()
{
    const QString chosen = qEnvironmentVariable("ARRAYMARK_HELPER");
    if (!chosen.isEmpty()) return chosen;
    const QString name = QStringLiteral("arraymark-helper");
    const QString dir = QCoreApplication::applicationDirPath();
    // Build tree (app/, or tests/ui/ beside it), then the install layout.
    for (const QString& candidate :
         {dir + QLatin1Char('/') + name, dir + QStringLiteral("/../../app/") + name,
          dir + QStringLiteral("/../libexec/arraymark/") + name}) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable()) return info.canonicalFilePath();
    }
    return {};
}

HelperProcess::Launch HelperProcess::defaultLaunch(helper::Scope scope)
{
    Launch launch;
    launch.helper = findArrayMarkHelper();
    launch.scope = scope;
    launch.through_pkexec = ::geteuid() != 0;
    return launch;
}

HelperProcess::HelperProcess(Launch launch, QObject* parent)
    : HelperChannel(parent), launch_(std::move(launch))
{
}

HelperProcess::~HelperProcess()
{
    if (process_ && process_->state() != QProcess::NotRunning) {
        // Closing stdin stops a bench the helper runs, then ends it; do not wait long in a
        // destructor.
        process_->disconnect(this);
        process_->closeWriteChannel();
        if (!process_->waitForFinished(2000)) process_->kill();
    }
}

helper::ClientOptions HelperProcess::clientOptions() const
{
    helper::ClientOptions options;
    options.helper_path = launch_.helper.toStdString();
    options.scope = launch_.scope;
    options.pkexec = launch_.pkexec.toStdString();
    options.already_root = !launch_.through_pkexec;
    return options;
}

QStringList HelperProcess::commandLine() const
{
    QStringList argv;
    for (const auto& arg : helper::launchArgv(clientOptions())) argv << QString::fromStdString(arg);
    return argv;
}

void HelperProcess::ensureStarted()
{
    if (process_ && process_->state() != QProcess::NotRunning) return;
    if (process_) process_->deleteLater();
    reader_.clear();
    stderr_tail_.clear();
    process_ = new QProcess(this);
    connect(process_, &QProcess::readyReadStandardOutput, this, &HelperProcess::readAnswers);
    connect(process_, &QProcess::readyReadStandardError, this, [this] {
        stderr_tail_ += process_->readAllStandardError();
        if (stderr_tail_.size() > kStderrTail) stderr_tail_ = stderr_tail_.right(kStderrTail);
    });
    connect(process_, &QProcess::finished, this, &HelperProcess::onFinished);
    connect(process_, &QProcess::errorOccurred, this, &HelperProcess::onError);
    QStringList argv = commandLine();
    const QString program = argv.takeFirst();
    process_->start(program, argv);
}

qint64 HelperProcess::send(QJsonObject request)
{
    const qint64 id = pending_.add();
    request.insert(QStringLiteral("id"), id);
    if (launch_.helper.isEmpty()) {
        // Reported asynchronously, like every other failure, so callers have one path.
        QMetaObject::invokeMethod(
            this,
            [this] {
                failAll(tr(
                    "arraymark-helper was not found (set ARRAYMARK_HELPER or install ArrayMark)"));
            },
            Qt::QueuedConnection);
        return id;
    }
    ensureStarted();
    process_->write(QByteArray::fromStdString(helper::requestLine(fromQJsonObject(request))));
    return id;
}

void HelperProcess::readAnswers()
{
    const QByteArray bytes = process_->readAllStandardOutput();
    for (const auto& line : reader_.feed(
             std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())))) {
        switch (line.kind) {
        case helper::HelperLine::Kind::Stream:
            emit streamLine(pending_.current(), toQJsonObject(line.json));
            break;
        case helper::HelperLine::Kind::Answer: {
            const qint64 id = pending_.settle(line.json);
            emit answered(id, toQJsonObject(line.json));
            break;
        }
        case helper::HelperLine::Kind::NotObject:
        case helper::HelperLine::Kind::NotJson:
            break; // the protocol only writes objects; ignore noise
        }
    }
}

void HelperProcess::onFinished(int exit_code, QProcess::ExitStatus status)
{
    if (pending_.empty()) return;
    QString why;
    if (status == QProcess::CrashExit) {
        why = tr("arraymark-helper crashed");
    } else {
        // Core says what the status means; the GUI says it in the user's language.
        switch (helper::classifyHelperExit(exit_code, launch_.through_pkexec)) {
        case helper::HelperExit::Dismissed:
            why = tr("The password dialog was dismissed; nothing was done.");
            break;
        case helper::HelperExit::NotAuthorized:
            why = tr(
                "Not authorized (polkit refused, or no authentication agent is running); nothing was done.");
            break;
        case helper::HelperExit::Exited:
            why = tr("arraymark-helper exited with status %1").arg(exit_code);
            break;
        }
    }
    const QString detail = QString::fromUtf8(stderr_tail_).trimmed();
    // A sentence ends in a full stop; a bare status takes the detail after a colon.
    const QString joiner =
        why.endsWith(QLatin1Char('.')) ? QStringLiteral(" ") : QStringLiteral(": ");
    failAll(detail.isEmpty() ? why : why + joiner + detail);
}

void HelperProcess::onError(QProcess::ProcessError error)
{
    if (error != QProcess::FailedToStart) return; // crashes arrive through finished()
    failAll(tr("Could not start %1: %2")
                .arg(commandLine().join(QLatin1Char(' ')), process_->errorString()));
}

void HelperProcess::failAll(const QString& message)
{
    pending_.clear();
    emit failed(message);
}

HelperChannel* HelperProcessProvider::channel(helper::Scope scope)
{
    auto& slot = channels_[scope];
    if (!slot) slot = std::make_unique<HelperProcess>(HelperProcess::defaultLaunch(scope));
    return slot.get();
}

} // namespace am::ui
