#pragma once

#include <QFutureWatcher>
#include <QString>
#include <QWidget>
#include <vector>

#include "core/bench/result_matrix.h"
#include "core/bench/result_reader.h"

class QComboBox;
class QLabel;
class QTableView;

namespace am::ui {

class CompareModel;

// The workspace's comparison of two runs: who measured what where and when (A above B), a figure
// chooser, the table of cells with A, B and the change (CompareModel), a summary and the rule.
// Files are read on a worker; the GUI thread only shows them.
class CompareView : public QWidget {
    Q_OBJECT
public:
    explicit CompareView(QWidget* parent = nullptr);
    ~CompareView() override;

    CompareModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    // Reads both result files (ours or fio's JSON) on a worker; ends with loaded().
    void loadFiles(const QString& a, const QString& b);
    // Runs already in memory (the shown run and an overlay): shown at once.
    void setRuns(const QString& a_label, std::vector<bench::CellResult> a, const QString& b_label,
                 std::vector<bench::CellResult> b);
    void setMetric(bench::Metric metric);
    bool loading() const { return watcher_.isRunning(); }
    // The reason the last load failed (naming the file); empty when it did not.
    QString errorText() const { return error_; }
    QString runLabel(bool b_side) const;

    // "host, 5 Dec 2026 10:00, /dev/nvme0n1": where and when a run measured.
    static QString headline(const bench::RunDocument& run);

signals:
    void loaded(bool ok);

private:
    struct Files {
        bench::RunDocument a, b;
        QString error;
    };
    void onLoaded();
    void updateSummary();

    QLabel* a_label_;
    QLabel* b_label_;
    QComboBox* metric_;
    QLabel* summary_;
    QTableView* table_;
    QLabel* status_;
    CompareModel* model_;
    QFutureWatcher<Files> watcher_;
    QString error_;
};

} // namespace am::ui
