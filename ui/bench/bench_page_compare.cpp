// BenchPage: the comparison view of two runs, from the history or the shown run and its overlay.
#include <QDialog>
#include <QDialogButtonBox>
#include <QItemSelectionModel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

#include "ui/bench/bench_page.h"
#include "ui/bench/compare_view.h"
#include "ui/bench/history_model.h"

namespace am::ui {

namespace {

std::string textAt(const nlohmann::json& object, const char* key)
{
    const auto it = object.is_object() ? object.find(key) : object.end();
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// The shown run's header (host, date, target) from its document, without reading its cells.
bench::RunDocument headerOf(const nlohmann::json& document)
{
    bench::RunDocument run;
    run.created = textAt(document, "created");
    run.preset = textAt(document, "preset");
    if (document.is_object()) {
        run.hostname = textAt(document.value("host", nlohmann::json()), "hostname");
        run.target_path = textAt(document.value("target", nlohmann::json()), "path");
    }
    return run;
}

} // namespace

void BenchPage::updateCompareButtons()
{
    if (compare_) compare_->setEnabled(history_->selectionModel()->selectedRows().size() == 2);
    if (compare_overlay_)
        compare_overlay_->setEnabled(session_->overlayCount() == 1 &&
                                     !session_->shownCells().empty());
}

CompareView* BenchPage::showCompareWindow()
{
    auto* window = new QDialog(this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setWindowTitle(tr("Compare runs"));
    auto* layout = new QVBoxLayout(window);
    auto* view = new CompareView(window);
    layout->addWidget(view, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, window);
    connect(buttons, &QDialogButtonBox::rejected, window, &QDialog::close);
    layout->addWidget(buttons);
    window->resize(900, 560);
    window->show();
    return view;
}

CompareView* BenchPage::compareRuns(const QString& a, const QString& b)
{
    // A is the earlier run: the history lists newest first, a person picks in any order.
    QString before = a, after = b;
    const auto created = [this](const QString& path) -> std::string {
        for (const auto& run : historyModel()->runs())
            if (QString::fromStdString(run.path.string()) == path) return run.created;
        return {};
    };
    if (const auto first = created(a), second = created(b);
        !first.empty() && !second.empty() && second < first)
        std::swap(before, after);
    CompareView* view = showCompareWindow();
    connect(view, &CompareView::loaded, this, [this, view](bool ok) {
        if (!ok) showMessage(view->errorText(), true);
    });
    view->loadFiles(before, after);
    return view;
}

CompareView* BenchPage::compareShownWithOverlay()
{
    const QList<ChartRun> runs = session_->chartRuns();
    const auto overlay = std::find_if(runs.begin(), runs.end(), [](const ChartRun& run) {
        return run.kind == ChartRun::Kind::Overlay;
    });
    if (overlay == runs.end() || session_->overlayCount() != 1 || session_->shownCells().empty())
        return nullptr;
    CompareView* view = showCompareWindow();
    view->setRuns(overlay->label, overlay->cells,
                  CompareView::headline(headerOf(session_->currentDocument())),
                  session_->shownCells());
    return view;
}

} // namespace am::ui
