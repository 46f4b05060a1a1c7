#pragma once

#include <QDialog>
#include <QJsonObject>

#include "ui/helper/helper_channel.h"

class QLabel;
class QPushButton;
class QTextBrowser;

namespace am::ui {

// "Grow filesystem…" on the Arrays page (issue #23): after a grow md has made the array bigger,
// not the filesystem on it. The dialog asks the helper for the steps (grow_filesystem_plan,
// read-devices: it reads the filesystem's size) as it opens and shows them with the sizes;
// Grow is enabled once a plan is shown, and the page then sends grow_filesystem.
class GrowFilesystemDialog : public QDialog {
    Q_OBJECT
public:
    GrowFilesystemDialog(const QString& array, HelperProvider* helpers, QWidget* parent = nullptr);

    QPushButton* growButton() const { return grow_; }
    QTextBrowser* planView() const { return plan_view_; }
    QLabel* status() const { return status_; }

private:
    void onAnswer(qint64 id, const QJsonObject& answer);

    qint64 pending_id_ = -1;
    QTextBrowser* plan_view_;
    QLabel* status_;
    QPushButton* grow_;
};

// The plan of a grow_filesystem_plan answer as HTML (translated headings and sizes; each step's
// argv as it runs, its purpose in core's English).
QString growFilesystemPlanHtml(const QJsonObject& plan);

} // namespace am::ui
