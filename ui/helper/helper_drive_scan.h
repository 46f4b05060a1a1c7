#pragma once

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QString>

#include "core/drives/block_device.h"

namespace am::ui {

class HelperChannel;
class HelperProvider;

// "Check with administrator rights": asks arraymark-helper (scope
// read-devices, op scan with "health") for the drives scan as root sees it,
// SMART verdicts included. Shared by the Drives page and the array wizard's
// drives page. Nothing here blocks.
class HelperDriveScan : public QObject {
    Q_OBJECT
public:
    explicit HelperDriveScan(QObject* parent = nullptr);

    // The button's label and tooltip, the same wherever the check is offered.
    static QString buttonText();
    static QString buttonToolTip();
    // What to show while the helper is asked (pkexec may ask for a password).
    static QString waitingText();

    // Sends the request; false (and nothing sent) without a provider.
    bool start(HelperProvider* helpers);
    // Forgets the request in flight: its answer, when it comes, is dropped.
    void cancel();
    bool isRunning() const { return request_ >= 0; }

signals:
    void scanned(const am::drives::ScanResult& scan);
    // A translated sentence: why there is no scan (did not run, refused, unreadable).
    void failed(const QString& message);

private:
    void onAnswer(qint64 id, const QJsonObject& answer);
    void onFailed(const QString& message);

    QPointer<HelperChannel> channel_;
    qint64 request_ = -1;
};

} // namespace am::ui
