#include "ui/arrays/wizard/array_wizard.h"

#include <QStandardPaths>
#include <unistd.h>

#include "ui/arrays/wizard/build_page.h"
#include "ui/arrays/wizard/drives_pick_page.h"
#include "ui/arrays/wizard/estimate_page.h"
#include "ui/arrays/wizard/level_page.h"
#include "ui/arrays/wizard/review_page.h"

namespace am::ui {

ArrayWizard::ArrayWizard(Options options, QWidget* parent)
    : QWizard(parent), helpers_(options.helpers), history_directory_(options.history_directory),
      md_driver_roots_(options.md_driver_roots.value_or(raid::MdDriverRoots{options.roots.procfs, options.roots.sysfs})),
      as_root_(options.as_root.value_or(::geteuid() == 0))
{
    state_.roots = options.roots;
    state_.scan = std::move(options.scan);
    // The same directory the Benchmark workspace keeps its history in.
    if (history_directory_.isEmpty())
        history_directory_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/results");

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
}

} // namespace am::ui
