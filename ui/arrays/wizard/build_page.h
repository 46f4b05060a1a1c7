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

// What to delete after a create that failed part-way (`steps`: the answer's
// steps). The array when a step that created it succeeded, else the imsm
// container when one was created; empty when nothing was created.
QString rollbackTarget(const QJsonArray& steps, const QString& array_path, const QString& container_path);

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

private:
    void onAnswer(qint64 id, const QJsonObject& answer);
    void onCreateAnswer(const QJsonObject& answer);
    void onConfAnswer(const QJsonObject& answer);
    void rollBack(const QString& target);
    void onRollbackAnswer(const QJsonObject& answer);
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
    qint64 rollback_request_ = -1;
    QString failure_text_; // the result line of a failed create, rollback news is appended
    bool finished_ = false;
    bool succeeded_ = false;
    QString array_path_; // /dev/md/NAME
    QString md_name_;    // md127
};

} // namespace am::ui
