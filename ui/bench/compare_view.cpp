#include "ui/bench/compare_view.h"

#include <QComboBox>
#include <QDateTime>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QStringList>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "core/bench/run_compare.h"
#include "ui/bench/compare_model.h"
#include "ui/bench/metric_text.h"

namespace am::ui {

CompareView::CompareView(QWidget* parent)
    : QWidget(parent), a_label_(new QLabel(this)), b_label_(new QLabel(this)),
      metric_(new QComboBox(this)), summary_(new QLabel(this)), table_(new QTableView(this)),
      status_(new QLabel(this)), model_(new CompareModel(this))
{
    setObjectName(QStringLiteral("benchCompare"));
    auto* layout = new QVBoxLayout(this);
    auto* runs = new QFormLayout;
    for (QLabel* label : {a_label_, b_label_}) {
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setWordWrap(true);
    }
    runs->addRow(tr("<b>A</b> (before):"), a_label_);
    runs->addRow(tr("<b>B</b> (after):"), b_label_);
    layout->addLayout(runs);

    auto* row = new QHBoxLayout;
    auto* figure = new QLabel(tr("&Figure:"), this);
    figure->setBuddy(metric_);
    for (const auto& entry : bench::compareFigures())
        metric_->addItem(metricName(entry.metric), static_cast<int>(entry.metric));
    metric_->setToolTip(latencyKindsNote());
    row->addWidget(figure);
    row->addWidget(metric_);
    row->addSpacing(12);
    row->addWidget(summary_, 1);
    layout->addLayout(row);

    table_->setObjectName(QStringLiteral("benchCompareTable"));
    table_->setModel(model_);
    table_->setAlternatingRowColors(true);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(CompareModel::Cell, QHeaderView::Stretch);
    for (int column : {CompareModel::A, CompareModel::B, CompareModel::Change})
        table_->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    layout->addWidget(table_, 1);

    status_->setWordWrap(true);
    status_->setText(CompareModel::ruleText());
    layout->addWidget(status_);

    connect(metric_, &QComboBox::currentIndexChanged, this, [this] {
        model_->setMetric(static_cast<bench::Metric>(metric_->currentData().toInt()));
        updateSummary();
    });
    connect(&watcher_, &QFutureWatcher<Files>::finished, this, &CompareView::onLoaded);
}

CompareView::~CompareView() = default;

QString CompareView::headline(const bench::RunDocument& run)
{
    QStringList parts;
    if (!run.hostname.empty()) parts << QString::fromStdString(run.hostname);
    const QString created = QString::fromStdString(run.created);
    const QDateTime when = QDateTime::fromString(created, Qt::ISODate);
    if (when.isValid())
        parts << QLocale().toString(when.toLocalTime(), QLocale::ShortFormat);
    else if (!created.isEmpty())
        parts << created;
    if (!run.target_path.empty()) parts << QString::fromStdString(run.target_path);
    if (!run.preset.empty()) parts << tr("preset %1").arg(QString::fromStdString(run.preset));
    return parts.join(QStringLiteral(", "));
}

void CompareView::loadFiles(const QString& a, const QString& b)
{
    error_.clear();
    a_label_->setText(tr("%1 (reading…)").arg(a));
    b_label_->setText(tr("%1 (reading…)").arg(b));
    summary_->clear();
    model_->setRuns({}, {});
    // The worker gets the paths only; a matrix run with samples is megabytes of JSON.
    watcher_.setFuture(QtConcurrent::run([a, b] {
        Files files;
        try {
            files.a = bench::readResultFile(a.toStdString());
            files.b = bench::readResultFile(b.toStdString());
        } catch (const std::exception& error) {
            files.error = QString::fromUtf8(error.what());
        }
        files.a.json = nlohmann::json();
        files.b.json = nlohmann::json();
        return files;
    }));
}

void CompareView::onLoaded()
{
    Files files = watcher_.result();
    if (!files.error.isEmpty()) {
        error_ = files.error;
        a_label_->clear();
        b_label_->clear();
        summary_->setText(tr("Cannot compare: %1").arg(error_));
        emit loaded(false);
        return;
    }
    setRuns(headline(files.a), std::move(files.a.cells), headline(files.b),
            std::move(files.b.cells));
    emit loaded(true);
}

void CompareView::setRuns(const QString& a_label, std::vector<bench::CellResult> a,
                          const QString& b_label, std::vector<bench::CellResult> b)
{
    a_label_->setText(a_label);
    b_label_->setText(b_label);
    model_->setRuns(std::move(a), std::move(b));
    updateSummary();
}

void CompareView::setMetric(bench::Metric metric)
{
    const int index = metric_->findData(static_cast<int>(metric));
    if (index >= 0) metric_->setCurrentIndex(index);
}

QString CompareView::runLabel(bool b_side) const { return (b_side ? b_label_ : a_label_)->text(); }

void CompareView::updateSummary()
{
    summary_->setText(model_->rowCount() == 0 ? QString() : model_->summaryText());
}

} // namespace am::ui
