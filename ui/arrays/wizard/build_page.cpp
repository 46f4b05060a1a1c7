#include "ui/arrays/wizard/build_page.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

#include "core/raid/raid_json.h"
#include "core/util/process_runner.h"
#include "ui/arrays/wizard/array_wizard.h"
#include "ui/helper/helper_channel.h"

namespace am::ui {

namespace {

QString durationText(std::uint64_t seconds)
{
    if (seconds >= 3600)
        return BuildPage::tr("%1 h %2 min").arg(seconds / 3600).arg((seconds % 3600) / 60);
    if (seconds >= 60) return BuildPage::tr("%1 min").arg((seconds + 30) / 60);
    return BuildPage::tr("%1 s").arg(seconds);
}

QString stepText(const QJsonObject& step)
{
    std::vector<std::string> words;
    for (const auto& word : step.value(QStringLiteral("argv")).toArray())
        words.push_back(word.toString().toStdString());
    QString text = QStringLiteral("$ ") + QString::fromStdString(util::displayCommand(words)) +
                   QLatin1Char('\n');
    for (const char* key : {"stdout", "stderr"}) {
        const QString output = step.value(QLatin1String(key)).toString();
        if (!output.isEmpty())
            text += output.endsWith(QLatin1Char('\n')) ? output : output + QLatin1Char('\n');
    }
    const bool ok = step.value(QStringLiteral("ok")).toBool();
    text += ok ? BuildPage::tr("(done, exit code %1)")
                     .arg(step.value(QStringLiteral("exit_code")).toInt())
               : BuildPage::tr("(FAILED, exit code %1) %2")
                     .arg(step.value(QStringLiteral("exit_code")).toInt())
                     .arg(step.value(QStringLiteral("message")).toString());
    return text + QLatin1Char('\n');
}

// The status member of a create answer, read back into the core's struct.
raid::ArrayStatus statusFromJson(const QJsonObject& json)
{
    raid::ArrayStatus status;
    status.name = json.value(QStringLiteral("name")).toString().toStdString();
    status.path = json.value(QStringLiteral("path")).toString().toStdString();
    status.level = json.value(QStringLiteral("level")).toString().toStdString();
    status.sync_action = json.value(QStringLiteral("sync_action")).toString().toStdString();
    status.sync_pending = json.value(QStringLiteral("sync_pending")).toBool();
    const QString state = json.value(QStringLiteral("state")).toString();
    for (const auto candidate :
         {raid::ArrayState::Clean, raid::ArrayState::Active, raid::ArrayState::Degraded,
          raid::ArrayState::Resyncing, raid::ArrayState::Recovering, raid::ArrayState::Reshaping,
          raid::ArrayState::Checking, raid::ArrayState::Inactive, raid::ArrayState::Failed,
          raid::ArrayState::Container})
        if (QString::fromStdString(raid::toString(candidate)) == state) status.state = candidate;
    if (json.value(QStringLiteral("progress")).isDouble())
        status.progress = json.value(QStringLiteral("progress")).toDouble();
    if (json.value(QStringLiteral("speed_bytes_per_s")).isDouble())
        status.speed_bytes_per_s =
            static_cast<std::uint64_t>(json.value(QStringLiteral("speed_bytes_per_s")).toDouble());
    if (json.value(QStringLiteral("eta_seconds")).isDouble())
        status.eta_seconds =
            static_cast<std::uint64_t>(json.value(QStringLiteral("eta_seconds")).toDouble());
    return status;
}

} // namespace

QString syncStatusText(const raid::ArrayStatus& status)
{
    const QString state = QString::fromStdString(raid::toString(status.state));
    if (!status.progress) {
        if (status.sync_pending)
            return BuildPage::tr("State: %1; the initial sync is waiting for its turn.").arg(state);
        return BuildPage::tr("State: %1; no sync running.").arg(state);
    }
    QString text =
        BuildPage::tr("%1: %2 %").arg(state, QLocale().toString(*status.progress * 100.0, 'f', 1));
    if (status.speed_bytes_per_s)
        text += BuildPage::tr(" at %1 MB/s")
                    .arg(QLocale().toString(static_cast<double>(*status.speed_bytes_per_s) / 1e6,
                                            'f', 0));
    if (status.eta_seconds)
        text += BuildPage::tr(", about %1 left").arg(durationText(*status.eta_seconds));
    return text + BuildPage::tr(". The array is usable meanwhile.");
}

BuildPage::BuildPage(ArrayWizard* wizard)
    : QWizardPage(wizard), wizard_(wizard), result_(new QLabel(this)),
      log_(new QPlainTextEdit(this)), progress_(new QProgressBar(this)), sync_(new QLabel(this)),
      benchmark_(new QPushButton(tr("&Benchmark this array"), this)),
      save_conf_(new QPushButton(tr("&Save to mdadm.conf"), this)), timer_(new QTimer(this))
{
    setTitle(tr("Build"));
    setSubTitle(tr("arraymark-helper creates the array and shows what each command said."));
    result_->setWordWrap(true);
    result_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    log_->setReadOnly(true);
    log_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    log_->setLineWrapMode(QPlainTextEdit::WidgetWidth); // long argv lines stay readable whole
    progress_->setRange(0, 1000);
    progress_->setTextVisible(true);
    progress_->hide();
    sync_->setWordWrap(true);
    benchmark_->setEnabled(false);
    save_conf_->setEnabled(false);
    save_conf_->setToolTip(tr(
        "Appends the array's ARRAY line to /etc/mdadm/mdadm.conf, so it assembles under the same name at boot."));
    timer_->setInterval(1000);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(benchmark_);
    buttons->addWidget(save_conf_);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(result_);
    layout->addWidget(log_, 1);
    layout->addWidget(progress_);
    layout->addWidget(sync_);
    layout->addLayout(buttons);

    connect(timer_, &QTimer::timeout, this, &BuildPage::pollStatus);
    connect(benchmark_, &QPushButton::clicked, this,
            [this] { emit benchmarkRequested(array_path_); });
    connect(save_conf_, &QPushButton::clicked, this, &BuildPage::saveConf);
}

void BuildPage::initializePage()
{
    if (create_request_ >= 0 || finished_) return; // the commit page sends create once
    const WizardState& state = wizard_->state();
    array_path_ = QString::fromStdString(raid::plannedPath(state.plan()));
    // mdadm.conf and md's sysfs status are md's (imsm included).
    mdadm_backend_ = raid::backendOf(state.plan()) == raid::Backend::Md ||
                     raid::backendOf(state.plan()) == raid::Backend::Imsm;
    save_conf_->setVisible(mdadm_backend_);
    if (!wizard_->helpers()) {
        onFailed(tr("no helper is available"));
        return;
    }
    HelperChannel* channel = wizard_->helpers()->channel(helper::Scope::ManageArrays);
    connect(channel, &HelperChannel::answered, this, &BuildPage::onAnswer, Qt::UniqueConnection);
    connect(channel, &HelperChannel::failed, this, &BuildPage::onFailed, Qt::UniqueConnection);
    create_request_ = channel->send(
        helper::CreateRequest{planFieldsOf(state.plan())}); // mdadm.conf: the user's own step
    result_->setText(tr("Creating %1 (arraymark-helper may ask for a password)…").arg(array_path_));
}

void BuildPage::onAnswer(qint64 id, const QJsonObject& answer)
{
    if (id == create_request_)
        onCreateAnswer(answer);
    else if (id == conf_request_)
        onConfAnswer(answer);
}

void BuildPage::onCreateAnswer(const QJsonObject& answer)
{
    create_request_ = -1;
    finished_ = true;
    const QJsonArray steps = answer.value(QStringLiteral("steps")).toArray();
    for (const auto& step : steps) log_->appendPlainText(stepText(step.toObject()));
    succeeded_ = answer.value(QStringLiteral("ok")).toBool();
    if (succeeded_) {
        result_->setText(tr("<b>%1 was created.</b>").arg(array_path_.toHtmlEscaped()));
        const QJsonObject status = answer.value(QStringLiteral("status")).toObject();
        md_name_ = status.value(QStringLiteral("name")).toString();
        if (!status.isEmpty()) showStatus(statusFromJson(status));
        if (!md_name_.isEmpty() && mdadm_backend_) timer_->start();
        benchmark_->setEnabled(true);
        save_conf_->setEnabled(mdadm_backend_);
    } else {
        const QString error = answer.value(QStringLiteral("error")).toString();
        int ran = 0;
        for (const auto& step : steps)
            ran += step.toObject().value(QStringLiteral("ok")).toBool() ? 1 : 0;
        QString what;
        if (steps.isEmpty())
            what = tr("Nothing was run: the drives are as they were.");
        else if (ran == 0)
            what = tr(
                "The first command failed; no command completed. mdadm writes nothing when --create fails early, "
                "but check the drives' content before using them.");
        else
            what = tr(
                "%n command(s) completed before the failure and were not undone (see the log): "
                "the drives may carry md superblocks. Delete the partial array from the Arrays page "
                "(it stops it and zeroes the superblocks).",
                "", ran);
        const QJsonArray refused = answer.value(QStringLiteral("refused")).toArray();
        for (const auto& finding : refused)
            log_->appendPlainText(
                tr("Refused: %1")
                    .arg(finding.toObject().value(QStringLiteral("message")).toString()));
        const QJsonObject rollback = answer.value(QStringLiteral("rollback")).toObject();
        if (!rollback.isEmpty()) what = rollbackNews(rollback);
        result_->setText(tr("<b>The array was not created:</b> %1<br>%2")
                             .arg(error.toHtmlEscaped(), what.toHtmlEscaped()));
    }
    QJsonObject logged = answer;
    logged.insert(QStringLiteral("op"), QStringLiteral("create"));
    emit createFinished(array_path_, logged);
    emit completeChanged();
}

QString BuildPage::rollbackNews(const QJsonObject& rollback)
{
    log_->appendPlainText(
        tr("Rolling back: %1").arg(rollback.value(QStringLiteral("target")).toString()));
    for (const auto& step : rollback.value(QStringLiteral("steps")).toArray())
        log_->appendPlainText(stepText(step.toObject()));
    const auto names = [&](const char* key) {
        QStringList out;
        for (const auto& value : rollback.value(QLatin1String(key)).toArray())
            out << value.toString();
        return out.join(QStringLiteral(", "));
    };
    const QString made = tr("%1 was created before the failure and has been rolled back.")
                             .arg(rollback.value(QStringLiteral("target")).toString());
    if (rollback.value(QStringLiteral("ok")).toBool())
        return made + QLatin1Char(' ') +
               tr("Rolled back: stopped %1; superblocks zeroed and signatures wiped on %2.")
                   .arg(names("stopped"), names("wiped"));
    return tr("The rollback failed: %1. The partial array is still there: delete it from the "
              "Arrays page.")
        .arg(rollback.value(QStringLiteral("error")).toString());
}

void BuildPage::onFailed(const QString& message)
{
    if (create_request_ < 0 && conf_request_ < 0 && finished_) return;
    if (conf_request_ >= 0) {
        conf_request_ = -1;
        save_conf_->setEnabled(true);
        sync_->setText(tr("mdadm.conf was not changed: %1").arg(message));
        return;
    }
    create_request_ = -1;
    finished_ = true;
    result_->setText(
        tr("<b>The array was not created:</b> %1<br>Nothing was run: the drives are as they were.")
            .arg(message.toHtmlEscaped()));
    emit createFinished(
        array_path_,
        QJsonObject{{QStringLiteral("op"), QStringLiteral("create")},
                    {QStringLiteral("ok"), false},
                    {QStringLiteral("error"),
                     tr("arraymark-helper did not answer (%1); nothing was run").arg(message)}});
    emit completeChanged();
}

void BuildPage::pollStatus()
{
    try {
        const auto status = raid::readArrayStatus(wizard_->state().roots, md_name_.toStdString());
        showStatus(status);
        if (!status.progress && !status.sync_pending) timer_->stop(); // the sync is over
    } catch (const std::exception& error) {
        timer_->stop();
        sync_->setText(
            tr("The array's status could not be read: %1").arg(QString::fromUtf8(error.what())));
    }
}

void BuildPage::showStatus(const raid::ArrayStatus& status)
{
    progress_->setVisible(status.progress.has_value());
    if (status.progress) progress_->setValue(static_cast<int>(*status.progress * 1000.0));
    sync_->setText(syncStatusText(status));
}

void BuildPage::saveConf()
{
    if (!wizard_->helpers()) return;
    HelperChannel* channel = wizard_->helpers()->channel(helper::Scope::ChangeMembers);
    connect(channel, &HelperChannel::answered, this, &BuildPage::onAnswer, Qt::UniqueConnection);
    connect(channel, &HelperChannel::failed, this, &BuildPage::onFailed, Qt::UniqueConnection);
    conf_request_ = channel->send(helper::MdadmConfRequest{array_path_.toStdString(), true});
    save_conf_->setEnabled(false);
}

void BuildPage::onConfAnswer(const QJsonObject& answer)
{
    conf_request_ = -1;
    if (!answer.value(QStringLiteral("ok")).toBool()) {
        save_conf_->setEnabled(true);
        log_->appendPlainText(tr("mdadm.conf was not changed: %1")
                                  .arg(answer.value(QStringLiteral("error")).toString()));
        return;
    }
    QStringList lines;
    for (const auto& line : answer.value(QStringLiteral("lines")).toArray())
        lines << line.toString();
    const QString file = answer.value(QStringLiteral("file")).toString();
    log_->appendPlainText(answer.value(QStringLiteral("added")).toBool()
                              ? tr("Added to %1:\n%2").arg(file, lines.join(QLatin1Char('\n')))
                              : tr("%1 already lists this array.").arg(file));
    const QString hint = answer.value(QStringLiteral("hint")).toString();
    if (!hint.isEmpty()) log_->appendPlainText(hint);
}

bool BuildPage::isComplete() const { return finished_; }

} // namespace am::ui
