#include "ui/campaign/campaign_run.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include "core/campaign/configuration.h"
#include "core/helper/campaign_request.h"
#include "core/helper/request.h"
#include "ui/bench/core_messages.h"
#include "ui/helper/helper_channel.h"

namespace am::ui {

namespace {
constexpr qsizetype kStderrKeep = 4000;
const QString kReportFile = QStringLiteral("report.html");
const QString kDocumentFile = QStringLiteral("campaign.json");
} // namespace

QString campaignJournalDir(const QString& name)
{
    return QDir(QString::fromStdString(helper::kCampaignsRoot.string())).filePath(name);
}

QStringList campaignCliArguments(const campaign::CampaignSpec& spec, const QString& journal_dir)
{
    const QDir dir(journal_dir);
    QStringList args{QStringLiteral("campaign"),
                     QStringLiteral("--stream"),
                     QStringLiteral("--journal"),
                     journal_dir,
                     QStringLiteral("--json"),
                     dir.filePath(kDocumentFile),
                     QStringLiteral("--report"),
                     dir.filePath(kReportFile),
                     QStringLiteral("--markdown"),
                     dir.filePath(QStringLiteral("report.md")),
                     QStringLiteral("--preset"),
                     QString::fromStdString(spec.preset),
                     QStringLiteral("--sync"),
                     QString::fromStdString(campaign::toString(spec.options.sync))};
    for (const auto& configuration : spec.configurations)
        args << QStringLiteral("--config")
             << QString::fromStdString(campaign::configurationText(configuration));
    if (spec.runtime_s) args << QStringLiteral("--runtime") << QString::number(*spec.runtime_s);
    if (spec.size_bytes) args << QStringLiteral("--size") << QString::number(*spec.size_bytes);
    if (spec.options.baseline) args << QStringLiteral("--baseline");
    if (spec.options.precondition) args << QStringLiteral("--precondition");
    if (spec.options.degraded) args << QStringLiteral("--degraded");
    if (spec.options.rebuild) args << QStringLiteral("--rebuild");
    // The typed confirmation in the dialog is the --yes.
    args << QStringLiteral("--yes") << QStringLiteral("--");
    for (const auto& drive : spec.drives) args << QString::fromStdString(drive);
    return args;
}

CampaignRun::CampaignRun(Setup setup, QObject* parent) : QObject(parent), setup_(std::move(setup))
{
}

CampaignRun::~CampaignRun()
{
    if (process_ && process_->state() != QProcess::NotRunning) {
        // Leaving mid-campaign: SIGTERM ends it at the end of the cell and
        // deletes its array; the journal says the rest.
        process_->disconnect(this);
        process_->terminate();
    }
}

void CampaignRun::start()
{
    running_ = true;
    stopping_ = false;
    report_.clear();
    if (setup_.channel)
        startHelper();
    else
        startCli();
}

void CampaignRun::startCli()
{
    // The CLI checks that its output files' folder exists before it writes the journal there.
    if (!QDir().mkpath(journalDir())) {
        end(false, tr("Could not create the folder %1").arg(journalDir()));
        return;
    }
    process_ = new QProcess(this);
    process_->setProgram(setup_.cli);
    process_->setArguments(campaignCliArguments(setup_.spec, journalDir()));
    connect(process_, &QProcess::readyReadStandardOutput, this,
            [this] { emit text(process_->readAllStandardOutput()); });
    connect(process_, &QProcess::readyReadStandardError, this, [this] {
        stderr_tail_ += process_->readAllStandardError();
        if (stderr_tail_.size() > kStderrKeep) stderr_tail_ = stderr_tail_.right(kStderrKeep);
    });
    connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            end(false, tr("Could not start %1: %2").arg(setup_.cli, process_->errorString()));
    });
    connect(process_, &QProcess::finished, this, [this](int exit_code, QProcess::ExitStatus) {
        emit text(process_->readAllStandardOutput());
        const QString report = QDir(journalDir()).filePath(kReportFile);
        if (QFileInfo::exists(report)) report_ = report;
        const QString document = QDir(journalDir()).filePath(kDocumentFile);
        if (QFileInfo::exists(document)) document_ = document;
        const QString tail = QString::fromUtf8(stderr_tail_).trimmed();
        end(exit_code == 0, exit_code == 0 ? QString()
                                           : tr("arraymark-cli campaign exited with %1: %2")
                                                 .arg(exit_code)
                                                 .arg(tail.section(QLatin1Char('\n'), -3)));
    });
    process_->start();
}

void CampaignRun::startHelper()
{
    HelperChannel* channel = setup_.channel;
    connect(channel, &HelperChannel::streamLine, this, [this](qint64 id, const QJsonObject& line) {
        if (id == request_) emit this->line(line);
    });
    connect(channel, &HelperChannel::answered, this, [this](qint64 id, const QJsonObject& answer) {
        if (id != request_) return;
        const QJsonObject outputs = answer.value(QStringLiteral("outputs")).toObject();
        const QString html = outputs.value(QStringLiteral("html")).toString();
        if (!html.isEmpty()) report_ = html;
        const QString json = outputs.value(QStringLiteral("json")).toString();
        if (!json.isEmpty()) document_ = json;
        const bool ok = answer.value(QStringLiteral("ok")).toBool();
        end(ok, ok ? QString()
                   : helperRefusalText(answer.value(QStringLiteral("rule")).toString(),
                                       answer.value(QStringLiteral("error")).toString()));
    });
    connect(channel, &HelperChannel::failed, this, [this](const QString& message) {
        if (running_) end(false, message);
    });
    request_ = channel->send(helper::CampaignRequest{setup_.name.toStdString(), setup_.spec});
}

void CampaignRun::stop()
{
    if (!running_ || stopping_) return;
    stopping_ = true;
    if (process_)
        process_->terminate(); // no kill: the cell may need its whole runtime to end
    else if (setup_.channel)
        setup_.channel->send(helper::CancelRequest{});
}

void CampaignRun::end(bool ok, const QString& message)
{
    if (!running_) return;
    running_ = false;
    emit finished(ok, message);
}

} // namespace am::ui
