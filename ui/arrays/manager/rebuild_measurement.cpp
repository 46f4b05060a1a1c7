#include "ui/arrays/manager/rebuild_measurement.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <algorithm>

#include "core/bench/result_reader.h"
#include "ui/arrays/manager/array_actions.h"

namespace am::ui {

using Step = RebuildMeasurement::Step;

RebuildMeasurement::RebuildMeasurement(HelperProvider* helpers, std::function<qint64()> clock_ms,
                                       QObject* parent)
    : QObject(parent), helpers_(helpers), clock_ms_(std::move(clock_ms))
{
    if (!clock_ms_) {
        auto timer = std::make_shared<QElapsedTimer>();
        timer->start();
        clock_ms_ = [timer] { return timer->elapsed(); };
    }
}

QString RebuildMeasurement::stepTitle(Step step)
{
    switch (step) {
    case Step::Idle:
        return tr("Ready");
    case Step::HealthyBench:
        return tr("Benchmark of the healthy array");
    case Step::Fail:
        return tr("Mark the member failed");
    case Step::Remove:
        return tr("Remove the member");
    case Step::ReAdd:
        return tr("Re-add the member");
    case Step::Add:
        return tr("Add the member back");
    case Step::RebuildBench:
        return tr("Benchmark during the rebuild");
    case Step::WaitRecovery:
        return tr("Wait for the rebuild to finish");
    case Step::Done:
        return tr("Done");
    case Step::Failed:
        return tr("Stopped on a failure");
    case Step::Cancelled:
        return tr("Cancelled");
    }
    return {};
}

bool RebuildMeasurement::running() const
{
    return step_ != Step::Idle && step_ != Step::Done && step_ != Step::Failed &&
           step_ != Step::Cancelled;
}

qint64 RebuildMeasurement::now() const { return clock_ms_(); }

void RebuildMeasurement::start(const Setup& setup)
{
    if (running()) return;
    setup_ = setup;
    report_ = {};
    failure_.clear();
    cancel_requested_ = false;
    recovery_ended_ms_.reset();
    re_add_error_.clear();
    sendBench(Step::HealthyBench);
}

void RebuildMeasurement::cancel()
{
    if (!running()) return;
    cancel_requested_ = true;
    emit progress(tr("Cancel asked: the sequence stops when the current step has answered."));
    if (step_ == Step::WaitRecovery) {
        const Step at = step_;
        failure_ = tr("Cancelled while waiting: %1").arg(leftState(at));
        enter(Step::Cancelled);
        emit finished(false);
    }
}

HelperChannel* RebuildMeasurement::channelFor(helper::Scope scope)
{
    HelperChannel* channel = helpers_->channel(scope);
    if (std::find(connected_.begin(), connected_.end(), channel) == connected_.end()) {
        connected_.push_back(channel);
        // Each channel numbers its own requests: match the channel too, not only the id.
        connect(channel, &HelperChannel::answered, this,
                [this, channel](qint64 id, const QJsonObject& answer) {
                    if (channel == request_channel_ && id == request_) onAnswer(answer);
                });
        connect(channel, &HelperChannel::streamLine, this,
                [this, channel](qint64 id, const QJsonObject& line) {
                    if (channel == request_channel_ && id == request_) onStream(line);
                });
        connect(channel, &HelperChannel::failed, this, [this, channel](const QString& message) {
            if (channel == request_channel_ && request_ >= 0) onChannelFailed(message);
        });
    }
    return channel;
}

void RebuildMeasurement::enter(Step step)
{
    step_ = step;
    emit stepChanged(step);
}

void RebuildMeasurement::sendBench(Step step)
{
    enter(step);
    collector_.emplace(
        bench::RunCollector::Meta{{}, setup_.preset.toStdString(), setup_.array.toStdString()});
    helper::BenchRequest request;
    request.target = "/dev/" + setup_.array.toStdString();
    request.preset = setup_.preset.toStdString();
    request.allow_write = setup_.allow_write;
    request_channel_ = channelFor(helper::Scope::BenchmarkRawDevice);
    emit progress(tr("%1: %2 on /dev/%3").arg(stepTitle(step), setup_.preset, setup_.array));
    request_ = request_channel_->send(request);
}

void RebuildMeasurement::sendMemberOp(Step step, ArrayAction action)
{
    enter(step);
    request_channel_ = channelFor(helper::Scope::ChangeMembers);
    emit progress(tr("%1: %2").arg(stepTitle(step), setup_.member));
    request_ = request_channel_->send(actionBody(action, {setup_.array, setup_.member, {}}));
}

void RebuildMeasurement::onStream(const QJsonObject& line)
{
    if (!collector_) return;
    const QByteArray bytes = QJsonDocument(line).toJson(QJsonDocument::Compact);
    try {
        collector_->apply(bench::parseStreamLine(
            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()))));
    } catch (const std::exception&) {
        // One odd line must not end the sequence; the cells that parsed are what is reported.
    }
}

void RebuildMeasurement::onAnswer(const QJsonObject& answer)
{
    request_ = -1;
    request_channel_ = nullptr;
    const bool ok = answer.value(QStringLiteral("ok")).toBool();
    emit progress(describeAnswer(answer));
    const Step at = step_;
    if (!ok) {
        if (at == Step::ReAdd) {
            // mdadm refuses a re-add when the superblock no longer matches (no bitmap, events too
            // old): add it as new.
            re_add_error_ = answer.value(QStringLiteral("error")).toString();
            sendMemberOp(Step::Add, ArrayAction::Add);
            return;
        }
        QString error = answer.value(QStringLiteral("error")).toString();
        if (at == Step::Add && !re_add_error_.isEmpty())
            error = tr("re-add: %1; add: %2").arg(re_add_error_, error);
        stop(error);
        return;
    }
    switch (at) {
    case Step::HealthyBench:
    case Step::RebuildBench: {
        std::vector<bench::CellResult> cells =
            collector_ ? collector_->cells() : std::vector<bench::CellResult>{};
        if (collector_) {
            const QString run = at == Step::HealthyBench ? tr("healthy") : tr("rebuilding");
            for (const auto& error : collector_->errors())
                report_.bench_errors
                    << QStringLiteral("%1: %2").arg(run, QString::fromStdString(error));
        }
        collector_.reset();
        if (cells.empty()) {
            stop(tr("the benchmark answered without a measured cell"));
            return;
        }
        if (at == Step::HealthyBench) {
            report_.healthy = std::move(cells);
            if (cancel_requested_) return stop({});
            sendMemberOp(Step::Fail, ArrayAction::Fail);
            return;
        }
        report_.rebuilding = std::move(cells);
        if (recovery_ended_ms_) {
            report_.rebuild_ended_during_bench = true;
            finishRebuild(*recovery_ended_ms_);
            return;
        }
        if (cancel_requested_) return stop({});
        enter(Step::WaitRecovery);
        emit progress(tr("Waiting for the rebuild of /dev/%1 to finish…").arg(setup_.array));
        return;
    }
    case Step::Fail:
        if (cancel_requested_) return stop({});
        sendMemberOp(Step::Remove, ArrayAction::Remove);
        return;
    case Step::Remove:
        // Not even a cancel stops here: the member is out and the array degraded; putting it back
        // is the safe way on.
        sendMemberOp(Step::ReAdd, ArrayAction::ReAdd);
        return;
    case Step::ReAdd:
    case Step::Add:
        report_.re_added = at == Step::ReAdd;
        recovery_started_ms_ = now();
        if (cancel_requested_) return stop({});
        sendBench(Step::RebuildBench);
        return;
    default:
        return;
    }
}

void RebuildMeasurement::onStatus(const raid::ArrayStatus& status, qint64 read_at_ms)
{
    if (status.name != setup_.array.toStdString()) return;
    if (step_ != Step::RebuildBench && step_ != Step::WaitRecovery) return;
    // A read that began before the member went back in says nothing about its rebuild.
    if (read_at_ms >= 0 && read_at_ms < recovery_started_ms_) return;
    if (status.consistency_policy == "bitmap") report_.bitmap = true;
    if (status.state == raid::ArrayState::Failed || status.state == raid::ArrayState::Inactive) {
        if (step_ == Step::WaitRecovery)
            stop(tr("/dev/%1 is %2 now")
                     .arg(setup_.array, QString::fromStdString(raid::toString(status.state))));
        return;
    }
    if (status.state == raid::ArrayState::Recovering) {
        report_.saw_recovery = true;
        report_.peak_speed_bytes_per_s = std::max<std::uint64_t>(
            report_.peak_speed_bytes_per_s, status.speed_bytes_per_s.value_or(0));
        return;
    }
    // Degraded, no recovery seen, and none running for minutes: md did not take the member as a
    // replacement (it sits as a spare, or the add did not stick). Waiting longer would wait
    // forever.
    if (step_ == Step::WaitRecovery && status.state == raid::ArrayState::Degraded &&
        !report_.saw_recovery && now() - recovery_started_ms_ > kRecoveryStartLimitMs) {
        stop(
            tr("no rebuild started within %1 s of putting %2 back")
                .arg(kRecoveryStartLimitMs / 1000)
                .arg(setup_.member),
            tr("/dev/%1 runs degraded; %2 is in it as a spare or not at all: check the member list, then add a device")
                .arg(setup_.array, setup_.member));
        return;
    }
    // Done when nothing is missing and no sync runs: the member is back in sync.
    const bool syncing =
        status.state == raid::ArrayState::Resyncing || status.state == raid::ArrayState::Reshaping;
    if (status.degraded != 0 || syncing || recovery_ended_ms_) return;
    recovery_ended_ms_ = now();
    if (step_ == Step::WaitRecovery) finishRebuild(*recovery_ended_ms_);
}

void RebuildMeasurement::finishRebuild(qint64 at_ms)
{
    const double seconds = static_cast<double>(at_ms - recovery_started_ms_) / 1000.0;
    report_.rebuild_seconds = seconds;
    if (setup_.member_size_bytes > 0)
        report_.seconds_per_tb = seconds / (static_cast<double>(setup_.member_size_bytes) / 1e12);
    emit progress(
        tr("The rebuild of /dev/%1 took %2 s.").arg(setup_.array).arg(seconds, 0, 'f', 1));
    enter(Step::Done);
    emit finished(true);
}

void RebuildMeasurement::onChannelFailed(const QString& message)
{
    request_ = -1;
    request_channel_ = nullptr;
    collector_.reset();
    stop(message);
}

QString RebuildMeasurement::leftState(Step failed_step) const
{
    const QString& array = setup_.array;
    const QString& member = setup_.member;
    switch (failed_step) {
    case Step::Idle:
    case Step::HealthyBench:
        return tr("nothing was changed: /dev/%1 is as it was").arg(array);
    case Step::Fail:
        return tr("/dev/%1 should be unchanged, with %2 still active; check its member list")
            .arg(array, member);
    case Step::Remove:
        return tr("%2 is marked failed and still in /dev/%1, which runs degraded: remove %2 and add it back to rebuild")
            .arg(array, member);
    case Step::ReAdd:
    case Step::Add:
        return tr("%2 is out of /dev/%1, which runs degraded: add %2 back (Add spare) to rebuild")
            .arg(array, member);
    case Step::RebuildBench:
    case Step::WaitRecovery:
        return tr("%2 was put back into /dev/%1, which rebuilds on its own; watch the list until it is healthy")
            .arg(array, member);
    case Step::Done:
    case Step::Failed:
    case Step::Cancelled:
        break;
    }
    return {};
}

void RebuildMeasurement::stop(const QString& error, const QString& state)
{
    const Step at = step_;
    if (error.isEmpty()) {
        // A cancel stops after a step that succeeded: the state is the one the next step would have
        // started from.
        Step next = at;
        if (at == Step::Fail)
            next = Step::Remove;
        else if (at == Step::ReAdd || at == Step::Add)
            next = Step::RebuildBench;
        failure_ = tr("Cancelled after \"%1\": %2").arg(stepTitle(at), leftState(next));
        enter(Step::Cancelled);
    } else {
        failure_ = tr("\"%1\" failed: %2. State: %3.")
                       .arg(stepTitle(at), error, state.isEmpty() ? leftState(at) : state);
        enter(Step::Failed);
    }
    emit progress(failure_);
    emit finished(false);
}

} // namespace am::ui
