#include "ui/arrays/wizard/array_wizard.h"

#include <QScreen>
#include <QStandardPaths>
#include <QStyle>
#include <unistd.h>

#include "ui/arrays/wizard/build_page.h"
#include "ui/arrays/wizard/drives_pick_page.h"
#include "ui/arrays/wizard/estimate_page.h"
#include "ui/arrays/wizard/level_page.h"
#include "ui/arrays/wizard/review_page.h"

namespace am::ui {

ArrayWizard::ArrayWizard(Options options, QWidget* parent)
    : QWizard(parent), helpers_(options.helpers), history_directory_(options.history_directory),
      md_driver_roots_(options.md_driver_roots.value_or(
          raid::MdDriverRoots{options.roots.procfs, options.roots.sysfs})),
      as_root_(options.as_root.value_or(::geteuid() == 0)),
      backend_availability_(std::move(options.backend_availability))
{
    state_.roots = options.roots;
    state_.scan = std::move(options.scan);
    // The same directory the Benchmark workspace keeps its history in.
    if (history_directory_.isEmpty())
        history_directory_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                             QStringLiteral("/results");

    setWindowTitle(tr("New array"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnLastPage, true);
    setOption(QWizard::NoCancelButtonOnLastPage, true);
    drives_ = new DrivesPickPage(this);
    level_ = new LevelPage(this);
    estimate_ = new EstimatePage(this);
    review_ = new ReviewPage(this);
    build_ = new BuildPage(this);
    setPage(DrivesId, drives_);
    setPage(LevelId, level_);
    setPage(EstimateId, estimate_);
    setPage(ReviewId, review_);
    setPage(BuildId, build_);
    connect(build_, &BuildPage::benchmarkRequested, this, &ArrayWizard::benchmarkRequested);
    connect(build_, &BuildPage::createFinished, this, &ArrayWizard::createFinished);
    resize(openingSize());
}

std::vector<raid::BackendAvailability> ArrayWizard::backendAvailability() const
{
    if (backend_availability_) return backend_availability_();
    raid::AvailabilityRoots roots;
    roots.procfs = md_driver_roots_.procfs;
    roots.sysfs = md_driver_roots_.sysfs;
    roots.modules = md_driver_roots_.modules;
    return raid::checkBackendsAvailable(roots);
}

raid::BackendAvailability ArrayWizard::backendAvailability(raid::Backend backend) const
{
    for (auto& entry : backendAvailability())
        if (entry.backend == backend) return entry;
    return {backend, false, "not checked"};
}

QSize ArrayWizard::openingSize() const
{
    // QWizard's size hint is its pages' minimum, where word-wrapped texts (the
    // level page's explanations, the review's driver message) get one line
    // each. Room for them in this font and language, as far as the screen allows.
    const QFontMetrics metrics(font());
    QSize size =
        sizeHint().expandedTo(QSize(metrics.averageCharWidth() * 120, metrics.lineSpacing() * 54));
    // A hidden page does not count in the size hint: the widest page's minimum, in the wizard's and
    // page's margins.
    const int frame = 4 * style()->pixelMetric(QStyle::PM_LayoutLeftMargin);
    for (const int id : pageIds())
        size.setWidth(std::max(size.width(), page(id)->minimumSizeHint().width() + frame));
    if (const QScreen* shown = screen())
        size = size.boundedTo(shown->availableGeometry().size() * 0.9);
    return size;
}

} // namespace am::ui
