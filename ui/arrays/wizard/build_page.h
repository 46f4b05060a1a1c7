#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QWizardPage>

#include "core/raid/array_status.h"

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTimer;

namespace am::ui {

class ArrayWizard;

// "Resyncing: 42.0 % at 180 MB/s, about 1 h 12 min left" (translated).
QString syncStatusText(const raid::ArrayStatus& status);

// Page 5: sends "create" to the helper (scope manage-arrays), shows each
// step's argv and output, then the initial sync (progress, speed, ETA) read
// from sysfs each second; offers "Benchmark this array" and "Save to
// mdadm.conf" (op mdadm-conf with write, scope change-members).
class BuildPage : public QWizardPage {
    Q_OBJECT
public:
    explicit BuildPage(ArrayWizard* wizard);

    void initializePage() override;
    bool isComplete() const override;

    QPlainTextEdit* log() const { return log_; }
    QLabel* resultLabel() const { return result_; }
    QPushButton* benchmarkButton() const { return benchmark_; }
    QPushButton* saveConfButton() const { return save_conf_; }
    bool succeeded() const { return succeeded_; }
    // Reads the new array's status now (the timer calls it every second).
    void pollStatus();

signals:
    void benchmarkRequested(const QString& array_path);
    void createFinished(const QString& array_path, const QJsonObject& answer); // see ArrayWizard

private:
    void onAnswer(qint64 id, const QJsonObject& answer);
    void onCreateAnswer(const QJsonObject& answer);
    void onConfAnswer(const QJsonObject& answer);
    // The "rollback" of a failed create's answer (the core undid what it made).
    QString rollbackNews(const QJsonObject& rollback);
    void onFailed(const QString& message);
    void showStatus(const raid::ArrayStatus& status);
    void saveConf();

    ArrayWizard* wizard_;
    QLabel* result_;
    QPlainTextEdit* log_;
    QProgressBar* progress_;
    QLabel* sync_;
    QPushButton* benchmark_;
    QPushButton* save_conf_;
    QTimer* timer_;
    qint64 create_request_ = -1;
    qint64 conf_request_ = -1;
    bool finished_ = false;
    bool succeeded_ = false;
    bool mdadm_backend_ = true; // md or imsm: mdadm.conf and md's status apply
    QString array_path_;        // /dev/md/NAME
    QString md_name_;           // md127
};

} // namespace am::ui
