#pragma once

#include <QJsonObject>
#include <QString>
#include <QWizard>
#include <functional>
#include <optional>
#include <vector>

#include "core/raid/backend_availability.h"
#include "core/raid/md_driver.h"

#include "ui/arrays/wizard/wizard_state.h"

namespace am::ui {

class HelperProvider;
class DrivesPickPage;
class LevelPage;
class EstimatePage;
class ReviewPage;
class BuildPage;

// The array creation wizard (issue #7): drives, level and layout, estimate,
// review with typed confirmation, build through arraymark-helper. Everything
// privileged goes through the HelperProvider; nothing here blocks.
class ArrayWizard : public QWizard {
    Q_OBJECT
public:
    enum PageId { DrivesId, LevelId, EstimateId, ReviewId, BuildId };

    struct Options {
        drives::SystemRoots roots;
        drives::ScanResult scan;           // the Drives page's last scan
        HelperProvider* helpers = nullptr; // not owned; must outlive the wizard
        QString history_directory = {};    // measured runs; empty: the workspace's history
        // Where the md driver check looks; nullopt: roots' procfs and sysfs, /lib/modules.
        std::optional<raid::MdDriverRoots> md_driver_roots = {};
        std::optional<bool> as_root = {}; // nullopt: geteuid() == 0
        // Which backends this machine can run; empty: raid::checkBackendsAvailable over the md
        // driver roots' procfs, sysfs and module tree and the usual PATH.
        std::function<std::vector<raid::BackendAvailability>()> backend_availability = {};
    };
    explicit ArrayWizard(Options options, QWidget* parent = nullptr);

    WizardState& state() { return state_; }
    HelperProvider* helpers() const { return helpers_; }
    const QString& historyDirectory() const { return history_directory_; }
    const raid::MdDriverRoots& mdDriverRoots() const { return md_driver_roots_; }
    // Root sees every drive's content and opens raw devices itself: no helper scan, no helper
    // bench.
    bool asRoot() const { return as_root_; }
    // Files only (no process): cheap enough for a page's initializePage.
    std::vector<raid::BackendAvailability> backendAvailability() const;
    raid::BackendAvailability backendAvailability(raid::Backend backend) const;

    DrivesPickPage* drivesPage() const { return drives_; }
    LevelPage* levelPage() const { return level_; }
    EstimatePage* estimatePage() const { return estimate_; }
    ReviewPage* reviewPage() const { return review_; }
    BuildPage* buildPage() const { return build_; }
    // Where its texts fit in the current font and language (it opens at this size).
    QSize openingSize() const;

signals:
    // "Benchmark this array" on the build page: the new array's /dev path.
    void benchmarkRequested(const QString& array_path);
    // The create's answer (or the helper's failure, as an answer with "ok"
    // false), for the Arrays page's action log.
    void createFinished(const QString& array_path, const QJsonObject& answer);

private:
    WizardState state_;
    HelperProvider* helpers_;
    QString history_directory_;
    raid::MdDriverRoots md_driver_roots_;
    bool as_root_;
    std::function<std::vector<raid::BackendAvailability>()> backend_availability_;
    DrivesPickPage* drives_;
    LevelPage* level_;
    EstimatePage* estimate_;
    ReviewPage* review_;
    BuildPage* build_;
};

} // namespace am::ui
