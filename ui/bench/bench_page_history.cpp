// BenchPage: the history tab, and exporting what is on screen (the session keeps the runs).
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QMessageBox>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSvgGenerator>
#include <QTableView>
#include <QVBoxLayout>
#include <stdexcept>

#include "ui/bench/bench_page.h"
#include "ui/bench/cdm_panel.h"
#include "ui/bench/history_model.h"
#include "ui/settings/app_settings.h"

namespace am::ui {

QWidget* BenchPage::buildHistoryTab()
{
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    history_->setModel(historyModel());
    history_->setObjectName(QStringLiteral("benchHistory"));
    history_->setSelectionBehavior(QAbstractItemView::SelectRows);
    history_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    history_->setAlternatingRowColors(true);
    history_->verticalHeader()->hide();
    history_->horizontalHeader()->setStretchLastSection(true);
    history_->horizontalHeader()->setSectionResizeMode(HistoryModel::Target, QHeaderView::Stretch);
    connect(history_, &QTableView::activated, this, [this](const QModelIndex& index) {
        openRun(index.data(HistoryModel::PathRole).toString());
    });

    auto* row = new QHBoxLayout;
    auto* open = new QPushButton(tr("&Open"), box);
    open->setToolTip(tr("Shows the selected run in the charts and the table"));
    auto* overlay = new QPushButton(tr("O&verlay"), box);
    overlay->setToolTip(
        tr("Draws the selected runs over the one shown, dash-dotted, to compare them"));
    auto* clear = new QPushButton(tr("C&lear overlays"), box);
    auto* remove = new QPushButton(tr("&Delete…"), box);
    auto* import = new QPushButton(tr("&Import fio JSON…"), box);
    import->setToolTip(
        tr("Opens the output of fio --output-format=json as a run and keeps it in the history"));
    compare_ = new QPushButton(tr("Com&pare…"), box);
    compare_->setObjectName(QStringLiteral("benchCompareRuns"));
    compare_->setToolTip(tr("Shows two selected runs side by side, the change per cell in "
                            "percent, marked where it exceeds the runs' own spread"));
    compare_overlay_ = new QPushButton(tr("Compare with overla&y"), box);
    compare_overlay_->setObjectName(QStringLiteral("benchCompareOverlay"));
    compare_overlay_->setToolTip(
        tr("Compares the one overlaid run (A) with the run shown (B), cell by cell"));
    for (QPushButton* button : {open, overlay, clear, compare_, compare_overlay_, remove, import})
        row->addWidget(button);
    row->addStretch(1);
    layout->addWidget(history_, 1);
    layout->addLayout(row);

    connect(open, &QPushButton::clicked, this, [this] {
        const QStringList paths = selectedHistoryPaths();
        if (!paths.isEmpty()) openRun(paths.front());
    });
    connect(overlay, &QPushButton::clicked, this, [this] {
        for (const QString& path : selectedHistoryPaths()) overlayRun(path);
    });
    connect(clear, &QPushButton::clicked, this, &BenchPage::clearOverlays);
    connect(compare_, &QPushButton::clicked, this, [this] {
        const QStringList paths = selectedHistoryPaths();
        if (paths.size() == 2) compareRuns(paths[0], paths[1]);
    });
    connect(compare_overlay_, &QPushButton::clicked, this, &BenchPage::compareShownWithOverlay);
    connect(history_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &BenchPage::updateCompareButtons);
    connect(historyModel(), &QAbstractItemModel::modelReset, this,
            &BenchPage::updateCompareButtons);
    connect(session_, &BenchSession::chartRunsChanged, this, &BenchPage::updateCompareButtons);
    connect(session_, &BenchSession::documentShown, this, &BenchPage::updateCompareButtons);
    updateCompareButtons();
    connect(remove, &QPushButton::clicked, this, [this] {
        const QStringList paths = selectedHistoryPaths();
        if (paths.isEmpty()) return;
        const auto answer =
            QMessageBox::question(this, tr("Delete runs"),
                                  tr("Delete %n saved run(s)? This cannot be undone.", "",
                                     static_cast<int>(paths.size())));
        if (answer != QMessageBox::Yes) return;
        for (const QString& path : paths) deleteRun(path);
    });
    connect(import, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Import fio results"), QString(),
                                         tr("fio JSON output (*.json);;All files (*)"));
        if (!path.isEmpty()) importFio(path);
    });
    return box;
}

QStringList BenchPage::selectedHistoryPaths() const
{
    QStringList paths;
    for (const QModelIndex& index : history_->selectionModel()->selectedRows())
        paths << index.data(HistoryModel::PathRole).toString();
    return paths;
}

void BenchPage::setHistoryDirectory(const QString& path) { session_->setHistoryDirectory(path); }

void BenchPage::refreshHistory() { session_->refreshHistory(); }

void BenchPage::askAboutOverlays()
{
    const int count = session_->overlayCount();
    if (count == 0) return;
    const QString text =
        tr("%n earlier run(s) are overlaid on the charts. Keep them for the new run?", "", count);
    const bool keep = question_ ? question_(tr("Overlays"), text)
                                : QMessageBox::question(this, tr("Overlays"), text,
                                                        QMessageBox::Yes | QMessageBox::No,
                                                        QMessageBox::Yes) == QMessageBox::Yes;
    if (!keep) session_->dropOverlays();
}

void BenchPage::openRun(const QString& path) { session_->openRun(path); }

void BenchPage::openFile(const QString& path)
{
    openRun(path);
} // fio output is recognised by the loader

void BenchPage::overlayRun(const QString& path) { session_->overlayRun(path); }

void BenchPage::clearOverlays() { session_->clearOverlays(); }

void BenchPage::deleteRun(const QString& path) { session_->deleteRun(path); }

void BenchPage::importFio(const QString& path) { session_->importFio(path); }

void BenchPage::setReferenceShown(bool shown) { session_->setReferenceShown(shown); }

QStringList BenchPage::exportContext() const { return session_->exportContext(preset()); }

QString BenchPage::suggestedExportName(const QString& suffix) const
{
    return session_->suggestedExportName(suffix, preset());
}

QImage BenchPage::exportImage() const
{
    // What is on screen (CrystalDiskMark's panel when shown, the charts), without
    // the controls' check boxes, under a header that says what was measured where and when.
    charts_->setExportLook(true);
    cdm_->setExportLook(true);
    QWidget* shown = cdm_->isVisible() ? charts_->parentWidget() : charts_;
    const QPixmap body = shown->grab();
    charts_->setExportLook(false);
    cdm_->setExportLook(false);
    const QStringList lines = exportContext();
    QFont title_font = font();
    title_font.setBold(true);
    title_font.setPointSizeF(title_font.pointSizeF() * 1.4);
    const QFontMetrics title_metrics(title_font), metrics(font());
    const qreal ratio = body.devicePixelRatio();
    const int margin = 8;
    const int header = margin + title_metrics.height() +
                       metrics.height() * (static_cast<int>(lines.size()) - 1) + margin;
    const QSize logical(static_cast<int>(body.width() / ratio),
                        static_cast<int>(body.height() / ratio));
    QImage image((QSizeF(logical.width(), logical.height() + header) * ratio).toSize(),
                 QImage::Format_ARGB32);
    image.setDevicePixelRatio(ratio);
    image.fill(palette().color(QPalette::Window));
    QPainter painter(&image);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.setFont(title_font);
    int y = margin + title_metrics.ascent();
    painter.drawText(margin, y, lines.value(0));
    y += title_metrics.descent() + metrics.ascent();
    painter.setFont(font());
    for (int i = 1; i < lines.size(); ++i, y += metrics.height())
        painter.drawText(margin, y, lines[i]);
    painter.drawPixmap(0, header, body);
    painter.end();
    return image;
}

void BenchPage::exportPng(const QString& path) const
{
    if (!exportImage().save(path, "PNG"))
        throw std::runtime_error(
            QStringLiteral("%1: the PNG could not be written").arg(path).toStdString());
}

void BenchPage::exportSvg(const QString& path) const
{
    // Rendered through QPainter into the generator: lines and text stay vectors.
    const QStringList lines = exportContext();
    const QFontMetrics metrics(font());
    const int header = metrics.height() * (static_cast<int>(lines.size()) + 1);
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(charts_->size() + QSize(0, header));
    svg.setViewBox(QRect(QPoint(0, 0), charts_->size() + QSize(0, header)));
    svg.setTitle(lines.value(0));
    svg.setDescription(lines.mid(1).join(QLatin1Char('\n')));
    QPainter painter;
    if (!painter.begin(&svg))
        throw std::runtime_error(
            QStringLiteral("%1: the SVG could not be written").arg(path).toStdString());
    painter.setFont(font());
    for (int i = 0; i < lines.size(); ++i)
        painter.drawText(8, metrics.ascent() + 4 + i * metrics.height(), lines[i]);
    charts_->setExportLook(true);
    charts_->render(&painter, QPoint(0, header));
    charts_->setExportLook(false);
    painter.end();
    if (!QFileInfo(path).isFile() || QFileInfo(path).size() == 0)
        throw std::runtime_error(
            QStringLiteral("%1: the SVG could not be written").arg(path).toStdString());
}

void BenchPage::exportCsv(const QString& path) const { session_->exportCsv(path); }

void BenchPage::exportJson(const QString& path) const { session_->exportJson(path); }

void BenchPage::copyShareText(BenchSession::ShareFormat format)
{
    try {
        QGuiApplication::clipboard()->setText(session_->shareText(format));
        showMessage(format == BenchSession::ShareFormat::CrystalDiskMark
                        ? tr("Copied the run in CrystalDiskMark's layout")
                        : tr("Copied the run as Markdown"),
                    false);
    } catch (const std::exception& error) {
        showMessage(QString::fromUtf8(error.what()), true);
    }
}

void BenchPage::chooseAndExport(ExportKind kind)
{
    const ExportFormat& format = exportFormat(kind);
    const QLatin1String suffix(format.suffix);
    if (session_->shownCells().empty())
        return showMessage(tr("There is no run to export yet."), true);
    // The last folder, and a name that says what the file holds.
    const QString folder = lastExportDir().isEmpty() ? QDir::homePath() : lastExportDir();
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export"), QDir(folder).filePath(suggestedExportName(suffix)), tr(format.filter));
    if (path.isEmpty()) return;
    setLastExportDir(QFileInfo(path).absolutePath());
    if (QFileInfo(path).suffix().isEmpty()) path += suffix;
    try {
        switch (kind) {
        case ExportKind::Png:
            exportPng(path);
            break;
        case ExportKind::Svg:
            exportSvg(path);
            break;
        case ExportKind::Csv:
            exportCsv(path);
            break;
        case ExportKind::Json:
            exportJson(path);
            break;
        }
        showMessage(tr("Exported %1").arg(path), false);
    } catch (const std::exception& error) {
        showMessage(tr("Export failed: %1").arg(QString::fromUtf8(error.what())), true);
    }
}

} // namespace am::ui
