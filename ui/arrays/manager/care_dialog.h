#pragma once

#include <QDialog>
#include <QFutureWatcher>
#include <QJsonObject>
#include <functional>
#include <map>
#include <set>
#include <vector>

#include "core/helper/request.h"
#include "core/raid/array_care.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace am::ui {

class HelperChannel;

// What the care dialog read: md's check schedule, mdadm's alert settings and the path of
// ArrayMark's PROGRAM wrapper, on a worker thread (systemctl can take seconds).
struct CareReading {
    raid::CheckSchedule schedule;
    raid::AlertState alerts;
    std::string alert_program; // monitor::mdadmAlertProgram()
    QString error;             // the read failed: why
};
CareReading readCare(const raid::CarePaths& paths);

// How the dialog's requests reach the helper: the Arrays page sends them as it sends its other
// actions (and logs them); the dialog follows the answer of `id` on `channel`.
struct CareSent {
    HelperChannel* channel = nullptr;
    qint64 id = -1;
};
using CareSender = std::function<CareSent(const helper::RequestBody&)>;

// "Checks and alerts…" on the Arrays page: md's periodic check (cron's checkarray, systemd's
// mdcheck timers) with a toggle each, and mdadm.conf's MAILADDR and PROGRAM with whether
// mdadm's monitor runs. Before anything is sent it shows the change as the core computes it
// (the file lines removed and added, the commands); the helper's ops check_schedule and
// alert_settings make it, a refusal is shown in the user's words, and the dialog reads again.
class CareDialog : public QDialog {
    Q_OBJECT
public:
    CareDialog(raid::CarePaths paths, CareSender sender, QWidget* parent = nullptr);
    ~CareDialog() override;

    // The requests Apply would send now: one check_schedule per toggle moved, one
    // alert_settings when MAILADDR or PROGRAM changed.
    std::vector<helper::RequestBody> requests() const;
    bool isReading() const { return read_pending_; } // started, not yet shown
    const CareReading& reading() const { return reading_; }

    QCheckBox* checkToggle(raid::CheckMechanism mechanism) const;
    QLabel* checkDetails(raid::CheckMechanism mechanism) const;
    QLineEdit* mailAddress() const { return mailaddr_; }
    QLineEdit* program() const { return program_; }
    QPushButton* useArrayMarkAlerts() const { return use_ours_; }
    QLabel* monitorState() const { return monitor_; }
    QPlainTextEdit* preview() const { return preview_; }
    QPushButton* applyButton() const { return apply_; }
    QLabel* status() const { return status_; }

public slots:
    void reread();
    void apply();

signals:
    void readingDone(); // the fields show what was read (also after a re-read)
    void answersDone(); // every request of the last Apply was answered

private:
    struct CheckRow {
        raid::CheckMechanism mechanism;
        QCheckBox* toggle;
        QLabel* details;
    };
    void onRead();
    void updatePreview();
    void setBusy(bool busy);
    void onAnswer(HelperChannel* channel, qint64 id, const QJsonObject& answer);
    void onChannelFailed(HelperChannel* channel, const QString& message);
    void follow(HelperChannel* channel);
    void answeredOne();
    QStringList previewLines(bool& can_apply) const;

    raid::CarePaths paths_;
    CareSender sender_;
    CareReading reading_;
    bool read_once_ = false;
    bool read_pending_ = false;
    QFutureWatcher<CareReading> watcher_;
    std::vector<CheckRow> checks_;
    QLabel* systemd_note_;
    QLabel* conf_;
    QLineEdit* mailaddr_;
    QLineEdit* program_;
    QPushButton* use_ours_;
    QLabel* monitor_;
    QPlainTextEdit* preview_;
    QLabel* status_;
    QPushButton* apply_;
    QPushButton* reload_;
    std::set<HelperChannel*> followed_;
    std::map<std::pair<HelperChannel*, qint64>, QString> waiting_; // sent, not answered: what
    QStringList outcomes_;                                         // what the answers said
};

} // namespace am::ui
