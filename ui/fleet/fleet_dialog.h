#pragma once

// The fleet dialog (issue #10's GUI): a list of hosts, a connection test,
// one preset run on all of them through `arraymark-cli fleet`, and a chart
// with one bar series per host. Reached from File > Fleet run….

#include <memory>

#include <QDialog>

class QChart;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace am::ui {

struct FleetHostRow;
struct FleetResult;
class ConnectionTester;
class FleetRunner;

class FleetDialog : public QDialog {
    Q_OBJECT
public:
    explicit FleetDialog(QWidget* parent = nullptr);
    ~FleetDialog() override;

    enum Column { HostColumn, ViaColumn, TargetColumn, CliColumn, StatusColumn, ColumnCount };

    void addHost(const FleetHostRow& row);
    QList<FleetHostRow> hosts() const;
    void setTarget(const QString& target);
    void setPreset(const QString& name);
    void setRuntime(double seconds);
    void setSize(const QString& size);
    void setSshConfig(const QString& path);
    void setSshProgram(const QString& program)
    {
        ssh_program_ = program;
    } // tests: a local stand-in
    void setCli(const QString& cli) { cli_ = cli; }

    QTableWidget* hostTable() const { return table_; }
    QChart* chart() const { return chart_; }
    QPushButton* runButton() const { return run_; }
    QPushButton* testButton() const { return test_; }
    const FleetResult* lastResult() const { return result_.get(); }
    QString logText() const;

public slots:
    void run();
    // Close: while a run goes on, stop it first and close when it has ended.
    void reject() override;
    void testConnections();
    // Files, read and written on a worker thread (fleet_dialog_files.cpp).
    void loadHostsFile(const QString& path); // replaces the host list; hostsLoaded() when done
    void saveHostsFile(const QString& path); // hostsSaved() when done
    void openResult(const QString& path);    // an arraymark.fleet/1 file; runFinished() when shown

signals:
    void runFinished(bool ok); // ok: the fleet reported back (some hosts may have failed)
    // "Show in the workspace": the document was written to `path`; the
    // Benchmark page opens it with one series per host.
    void showInWorkspace(const QString& path);
    void hostsLoaded(bool ok);
    void hostsSaved(bool ok);

private:
    void setStatus(int row, const QString& text, bool ok);
    int rowOfHost(const QString& host) const;
    void showResult(std::shared_ptr<FleetResult> result);
    void exportResult();
    void sendToWorkspace();
    void chooseHostsToLoad();
    void chooseHostsToSave();
    void chooseResultToOpen();
    void appendLog(const QString& line);
    void updateButtons();

    QTableWidget* table_ = nullptr;
    QLineEdit* target_ = nullptr;
    QComboBox* preset_ = nullptr;
    QDoubleSpinBox* runtime_ = nullptr;
    QLineEdit* size_ = nullptr;
    QCheckBox* serial_ = nullptr;
    QLineEdit* ssh_config_ = nullptr;
    QPushButton* run_ = nullptr;
    QPushButton* stop_ = nullptr;
    QPushButton* test_ = nullptr;
    QPushButton* export_ = nullptr;
    QPushButton* to_workspace_ = nullptr;
    QPlainTextEdit* log_ = nullptr;
    QChart* chart_ = nullptr;
    FleetRunner* runner_ = nullptr;
    ConnectionTester* tester_ = nullptr;
    std::shared_ptr<FleetResult> result_;
    QString ssh_program_;
    bool close_when_stopped_ = false;
    QString cli_;
};

} // namespace am::ui
