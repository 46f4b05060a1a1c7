#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>

#include "core/campaign/spec.h"

namespace am::ui {

class HelperChannel;

// The journal folder of campaign `name`: the helper's fixed root
// (core/helper/campaign_request.h), also used as root so both ways agree.
QString campaignJournalDir(const QString& name);

// `arraymark-cli campaign --stream ... --yes DRIVES` for the spec, with the
// journal and the document and reports in `journal_dir`.
QStringList campaignCliArguments(const campaign::CampaignSpec& spec, const QString& journal_dir);

// Runs one campaign without blocking: as root `arraymark-cli campaign
// --stream` as a child, else the helper's `campaign` op (run-campaigns).
// Stream lines arrive as text (the CLI) or objects (the helper); Stop ends the
// campaign at the end of the running cell either way (SIGTERM to the CLI,
// whose signal guard sets its cancel flag; a cancel line to the helper).
class CampaignRun : public QObject {
    Q_OBJECT
public:
    struct Setup {
        QString name;
        campaign::CampaignSpec spec;
        HelperChannel* channel = nullptr; // null: run the CLI (root)
        QString cli;                      // arraymark-cli, for root
    };
    CampaignRun(Setup setup, QObject* parent = nullptr);
    ~CampaignRun() override;

    void start();
    void stop();
    bool running() const { return running_; }
    bool stopping() const { return stopping_; }
    QString journalDir() const { return campaignJournalDir(setup_.name); }
    // The HTML report, once the campaign wrote one (empty before or without).
    QString reportPath() const { return report_; }
    // The arraymark.campaign/1 document, once written (empty before or without).
    QString documentPath() const { return document_; }

signals:
    void text(const QByteArray& bytes); // the CLI's stdout
    void line(const QJsonObject& line); // a helper stream line
    void finished(bool ok, const QString& message);

private:
    void startCli();
    void startHelper();
    void end(bool ok, const QString& message);

    Setup setup_;
    QProcess* process_ = nullptr;
    qint64 request_ = -1;
    bool running_ = false;
    bool stopping_ = false;
    QString report_;
    QString document_;
    QByteArray stderr_tail_;
};

} // namespace am::ui
