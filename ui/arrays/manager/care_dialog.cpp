#include "ui/arrays/manager/care_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <stdexcept>

#include "core/monitor/alert_program.h"
#include "core/raid/mdadm_alerts.h"
#include "core/util/process_runner.h"
#include "ui/arrays/manager/array_status_text.h"
#include "ui/arrays/manager/care_text.h"
#include "ui/bench/core_messages.h"
#include "ui/helper/helper_channel.h"

namespace am::ui {

namespace {
constexpr raid::CheckMechanism kMechanisms[] = {raid::CheckMechanism::Cron,
                                                raid::CheckMechanism::SystemdTimer};

const raid::ScheduledCheck* findCheck(const raid::CheckSchedule& schedule,
                                      raid::CheckMechanism mechanism)
{
    for (const auto& check : schedule.checks)
        if (check.mechanism == mechanism) return &check;
    return nullptr;
}

QLabel* wrappedLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QString fromStd(const std::string& text) { return QString::fromStdString(text); }
} // namespace

CareReading readCare(const raid::CarePaths& paths)
{
    CareReading reading;
    try {
        util::SpawnRunner runner; // systemctl show / is-active, when systemd runs
        reading.schedule = raid::readCheckSchedule(paths, runner);
        reading.alerts = raid::readAlertState(paths, runner);
        reading.alert_program = monitor::mdadmAlertProgram();
    } catch (const std::exception& error) {
        reading.error = QString::fromStdString(error.what());
    }
    return reading;
}

CareDialog::CareDialog(raid::CarePaths paths, CareSender sender, QWidget* parent)
    : QDialog(parent), paths_(std::move(paths)), sender_(std::move(sender)),
      systemd_note_(wrappedLabel(this)), conf_(wrappedLabel(this)), mailaddr_(new QLineEdit(this)),
      program_(new QLineEdit(this)), use_ours_(new QPushButton(tr("Use ArrayMark's alerts"), this)),
      monitor_(wrappedLabel(this)), preview_(new QPlainTextEdit(this)), status_(wrappedLabel(this))
{
    setWindowTitle(tr("Checks and alerts"));

    auto* checks = new QGroupBox(tr("Periodic check of the md arrays"), this);
    auto* checks_layout = new QVBoxLayout(checks);
    QLabel* why = wrappedLabel(checks);
    why->setText(
        tr("A check reads every stripe and compares the copies or the parity. It finds unreadable "
           "sectors while the other copies still hold the data, and counts mismatches (the Arrays "
           "page shows what the last check found). The array stays usable while it runs."));
    checks_layout->addWidget(why);
    for (const raid::CheckMechanism mechanism : kMechanisms) {
        CheckRow row{mechanism, new QCheckBox(checkMechanismTitle(mechanism), checks),
                     wrappedLabel(checks)};
        row.toggle->setObjectName(QStringLiteral("check-") +
                                  fromStd(std::string(raid::toString(mechanism))));
        row.details->setContentsMargins(24, 0, 0, 4);
        connect(row.toggle, &QCheckBox::toggled, this, &CareDialog::updatePreview);
        checks_layout->addWidget(row.toggle);
        checks_layout->addWidget(row.details);
        checks_.push_back(row);
    }
    checks_layout->addWidget(systemd_note_);

    auto* alerts = new QGroupBox(tr("Alerts from mdadm's monitor"), this);
    auto* alerts_layout = new QVBoxLayout(alerts);
    QLabel* how = wrappedLabel(alerts);
    how->setText(tr("mdadm --monitor mails MAILADDR (this needs a working mail server) and runs "
                    "PROGRAM with the event and the array when an array degrades, a member fails "
                    "or a check finds mismatches. ArrayMark's program shows the event as a desktop "
                    "notification and keeps it in the event log: no mail server is needed."));
    alerts_layout->addWidget(how);
    alerts_layout->addWidget(conf_);
    mailaddr_->setPlaceholderText(tr("not set: no mail is sent"));
    program_->setPlaceholderText(tr("not set: no program is run"));
    auto* program_row = new QHBoxLayout;
    program_row->addWidget(program_, 1);
    program_row->addWidget(use_ours_);
    auto* form = new QFormLayout;
    form->addRow(tr("MAILADDR:"), mailaddr_);
    form->addRow(tr("PROGRAM:"), program_row);
    alerts_layout->addLayout(form);
    alerts_layout->addWidget(monitor_);
    connect(mailaddr_, &QLineEdit::textChanged, this, &CareDialog::updatePreview);
    connect(program_, &QLineEdit::textChanged, this, &CareDialog::updatePreview);
    connect(use_ours_, &QPushButton::clicked, this,
            [this] { program_->setText(fromStd(reading_.alert_program)); });

    preview_->setReadOnly(true);
    preview_->setMaximumBlockCount(200);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    reload_ = buttons->addButton(tr("Read again"), QDialogButtonBox::ResetRole);
    apply_ = buttons->addButton(tr("Apply"), QDialogButtonBox::ApplyRole);
    apply_->setToolTip(tr("Send the changes above to arraymark-helper, which makes them as root"));
    connect(apply_, &QPushButton::clicked, this, &CareDialog::apply);
    connect(reload_, &QPushButton::clicked, this, &CareDialog::reread);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(checks);
    layout->addWidget(alerts);
    layout->addWidget(new QLabel(tr("What will change (the helper does it as root):"), this));
    layout->addWidget(preview_, 1);
    layout->addWidget(status_);
    layout->addWidget(buttons);

    connect(&watcher_, &QFutureWatcher<CareReading>::finished, this, &CareDialog::onRead);
    preview_->setMinimumHeight(130);
    resize(780, 800);
    reread();
}

CareDialog::~CareDialog() { watcher_.waitForFinished(); }

QCheckBox* CareDialog::checkToggle(raid::CheckMechanism mechanism) const
{
    for (const auto& row : checks_)
        if (row.mechanism == mechanism) return row.toggle;
    return nullptr;
}

QLabel* CareDialog::checkDetails(raid::CheckMechanism mechanism) const
{
    for (const auto& row : checks_)
        if (row.mechanism == mechanism) return row.details;
    return nullptr;
}

void CareDialog::reread()
{
    if (read_pending_) return;
    read_pending_ = true;
    status_->setText(outcomes_.isEmpty() ? tr("Reading the schedule and mdadm.conf…")
                                         : outcomes_.join(QLatin1Char('\n')));
    watcher_.setFuture(QtConcurrent::run([paths = paths_] { return readCare(paths); }));
    setBusy(true);
}

void CareDialog::onRead()
{
    reading_ = watcher_.result();
    read_pending_ = false;
    read_once_ = reading_.error.isEmpty();
    if (!read_once_) {
        status_->setText(tr("Reading failed: %1").arg(reading_.error));
        setBusy(false);
        emit readingDone();
        return;
    }
    if (outcomes_.isEmpty()) status_->clear();
    const raid::CheckSchedule& schedule = reading_.schedule;
    int enabled = 0;
    for (const auto& row : checks_) {
        const raid::ScheduledCheck* check = findCheck(schedule, row.mechanism);
        const bool installed = check && check->installed;
        const QSignalBlocker quiet(row.toggle);
        row.toggle->setChecked(installed && check->enabled);
        row.toggle->setProperty("installed", installed);
        if (!installed) {
            const QString where =
                check && !check->files.empty() ? fromStd(check->files.front()) : QString();
            row.details->setText(tr("Not installed here (looked for %1)").arg(where));
            continue;
        }
        enabled += check->enabled ? 1 : 0;
        QStringList files;
        for (const auto& file : check->files) files << fromStd(file);
        QString next;
        if (check->next_run)
            next = fromStd(*check->next_run);
        else if (!check->enabled)
            next = tr("none: the check is off");
        else if (row.mechanism == raid::CheckMechanism::Cron)
            next = tr("as the schedule says (cron keeps no date)");
        else if (!schedule.systemd_running)
            next = tr("unknown: systemd does not run here");
        else
            next = tr("not scheduled");
        const QStringList lines{
            tr("Now: %1. When: %2")
                .arg(check->enabled ? tr("on") : tr("off"),
                     check->when.empty() ? tr("not said") : fromStd(check->when)),
            tr("Last run: %1")
                .arg(check->last_run ? fromStd(*check->last_run)
                                     : careCoreText(check->last_run_note)),
            tr("Next run: %1").arg(next),
            tr("Files: %1").arg(files.join(QStringLiteral(", "))),
        };
        row.details->setText(lines.join(QLatin1Char('\n')));
    }
    QStringList notes;
    if (!schedule.systemd_running)
        notes << tr("systemd does not run here: a timer's last and next runs are not known.");
    if (enabled > 1) notes << tr("Both are on, so each array is checked by both: one is enough.");
    systemd_note_->setText(notes.join(QLatin1Char('\n')));
    systemd_note_->setVisible(!notes.isEmpty());

    const raid::AlertState& alerts = reading_.alerts;
    conf_->setText(
        alerts.conf_exists
            ? tr("Read from %1.").arg(fromStd(alerts.conf.string()))
            : tr("%1 does not exist yet: Apply creates it.").arg(fromStd(alerts.conf.string())));
    {
        const QSignalBlocker quiet_mail(mailaddr_);
        const QSignalBlocker quiet_program(program_);
        mailaddr_->setText(fromStd(alerts.settings.mailaddr.value_or("")));
        program_->setText(fromStd(alerts.settings.program.value_or("")));
    }
    use_ours_->setToolTip(tr("PROGRAM %1: mdadm runs it on every event, and ArrayMark shows a "
                             "desktop notification and keeps the event; no mail server is needed")
                              .arg(fromStd(reading_.alert_program)));
    const QString how = careCoreText(alerts.monitor_how);
    if (alerts.monitor_running) {
        monitor_->setText(
            tr("mdadm's monitor runs (%1). It reads these settings when it starts.").arg(how));
        monitor_->setStyleSheet({});
    } else {
        monitor_->setText(tr("⚠ mdadm's monitor does not run (%1): no alert is mailed or run "
                             "until it does (systemctl enable --now mdmonitor.service).")
                              .arg(how));
        monitor_->setStyleSheet(
            QStringLiteral("color: %1").arg(healthColor(ArrayHealth::Attention).name()));
    }
    setBusy(false);
    emit readingDone();
}

std::vector<helper::RequestBody> CareDialog::requests() const
{
    std::vector<helper::RequestBody> out;
    if (!read_once_) return out;
    for (const auto& row : checks_) {
        const raid::ScheduledCheck* check = findCheck(reading_.schedule, row.mechanism);
        if (!check || !check->installed || row.toggle->isChecked() == check->enabled) continue;
        out.emplace_back(helper::CheckScheduleRequest{std::string(raid::toString(row.mechanism)),
                                                      row.toggle->isChecked()});
    }
    const raid::AlertSettings& now = reading_.alerts.settings;
    helper::AlertSettingsRequest alerts;
    const std::string mail = mailaddr_->text().trimmed().toStdString();
    const std::string program = program_->text().trimmed().toStdString();
    if (mail != now.mailaddr.value_or("")) alerts.mailaddr = mail;
    if (program != now.program.value_or("")) alerts.program = program;
    if (alerts.mailaddr || alerts.program) out.emplace_back(alerts);
    return out;
}

namespace {
void appendChange(QStringList& lines, const raid::CareChange& change)
{
    for (const auto& edit : change.edits) {
        lines << QStringLiteral("%1:").arg(fromStd(edit.file.string()));
        const auto preview = raid::editPreview(edit);
        if (preview.empty()) lines << CareDialog::tr("(no line changes)");
        for (const auto& line : preview) lines << fromStd(line);
    }
    for (const auto& step : change.steps)
        lines << QStringLiteral("$ ") + fromStd(util::displayCommand(step.display()));
    if (!change.hint.empty()) lines << CareDialog::tr("Then: %1").arg(careCoreText(change.hint));
}
} // namespace

QStringList CareDialog::previewLines(bool& can_apply) const
{
    QStringList lines;
    const auto wanted = requests();
    can_apply = !wanted.empty();
    if (wanted.empty()) {
        lines << tr("(nothing to change yet)");
        return lines;
    }
    // The core computes the change from the files themselves: a few small files under /etc, no
    // sysfs and no process, so read here rather than on a worker.
    for (const auto& body : wanted) {
        if (!lines.isEmpty()) lines << QString();
        if (const auto* check = std::get_if<helper::CheckScheduleRequest>(&body)) {
            const auto mechanism = raid::parseCheckMechanism(check->mechanism).value();
            lines << tr("Periodic check by %1: turn it %2")
                         .arg(checkMechanismTitle(mechanism),
                              check->enabled ? tr("on") : tr("off"));
            try {
                appendChange(lines, raid::checkScheduleChange(paths_, mechanism, check->enabled,
                                                              reading_.schedule.systemd_running));
            } catch (const std::runtime_error& error) {
                lines << tr("Refused; nothing would run: %1").arg(fromStd(error.what()));
                can_apply = false;
            }
            continue;
        }
        const auto& alerts = std::get<helper::AlertSettingsRequest>(body);
        lines << tr("mdadm's alert settings:");
        QStringList problems;
        for (const auto& problem : raid::alertChangeProblems(alerts.mailaddr, alerts.program))
            problems << (problem.key == "mailaddr"
                             ? tr("MAILADDR \"%1\": %2")
                                   .arg(fromStd(problem.value), fromStd(problem.message))
                             : tr("PROGRAM: %1").arg(fromStd(problem.message)));
        if (!problems.isEmpty()) {
            lines << tr("Refused; nothing would run:");
            for (const QString& problem : problems) lines << QStringLiteral("  - ") + problem;
            can_apply = false;
            continue;
        }
        appendChange(lines, raid::alertSettingsChange(paths_, alerts.mailaddr, alerts.program));
    }
    return lines;
}

void CareDialog::updatePreview()
{
    if (!read_once_) {
        preview_->setPlainText(reading_.error.isEmpty() ? tr("(reading…)") : QString());
        apply_->setEnabled(false);
        return;
    }
    bool can_apply = false;
    preview_->setPlainText(previewLines(can_apply).join(QLatin1Char('\n')));
    apply_->setEnabled(can_apply && !isReading() && waiting_.empty());
}

void CareDialog::setBusy(bool busy)
{
    for (const auto& row : checks_)
        row.toggle->setEnabled(!busy && row.toggle->property("installed").toBool());
    mailaddr_->setEnabled(!busy && read_once_);
    program_->setEnabled(!busy && read_once_);
    use_ours_->setEnabled(!busy && read_once_ && !reading_.alert_program.empty());
    reload_->setEnabled(!busy);
    updatePreview();
    if (busy) apply_->setEnabled(false);
}

void CareDialog::apply()
{
    bool can_apply = false;
    previewLines(can_apply);
    if (!can_apply || !waiting_.empty()) return;
    outcomes_.clear();
    for (const auto& body : requests()) {
        const CareSent sent = sender_(body);
        if (!sent.channel) continue;
        follow(sent.channel);
        const QString what = std::holds_alternative<helper::CheckScheduleRequest>(body)
                                 ? tr("Periodic check")
                                 : tr("Alert settings");
        waiting_.emplace(std::pair{sent.channel, sent.id}, what);
    }
    if (waiting_.empty()) return;
    status_->setText(tr("Sent to arraymark-helper; waiting for its answer…"));
    setBusy(true);
}

void CareDialog::follow(HelperChannel* channel)
{
    if (!followed_.insert(channel).second) return;
    connect(
        channel, &HelperChannel::answered, this,
        [this, channel](qint64 id, const QJsonObject& answer) { onAnswer(channel, id, answer); });
    connect(channel, &HelperChannel::failed, this,
            [this, channel](const QString& message) { onChannelFailed(channel, message); });
}

void CareDialog::onAnswer(HelperChannel* channel, qint64 id, const QJsonObject& answer)
{
    const auto found = waiting_.find({channel, id});
    if (found == waiting_.end()) return; // another request on the same helper
    const QString what = found->second;
    waiting_.erase(found);
    if (answer.value(QStringLiteral("ok")).toBool())
        outcomes_ << tr("%1: done.").arg(what);
    else
        outcomes_ << tr("%1: %2").arg(
            what, helperRefusalText(answer.value(QStringLiteral("rule")).toString(),
                                    answer.value(QStringLiteral("error")).toString()));
    answeredOne();
}

void CareDialog::onChannelFailed(HelperChannel* channel, const QString& message)
{
    bool ours = false;
    for (auto it = waiting_.begin(); it != waiting_.end();) {
        if (it->first.first == channel) {
            ours = true;
            it = waiting_.erase(it);
        } else {
            ++it;
        }
    }
    if (!ours) return;
    outcomes_ << tr("The helper failed: %1").arg(message);
    answeredOne();
}

void CareDialog::answeredOne()
{
    if (!waiting_.empty()) return;
    status_->setText(outcomes_.join(QLatin1Char('\n')));
    emit answersDone();
    reread(); // what the machine says now, not what was asked
}

} // namespace am::ui
