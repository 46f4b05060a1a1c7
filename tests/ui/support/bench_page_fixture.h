#pragma once

#include <QSignalSpy>
#include <QSize>
#include <QTemporaryDir>

#include "tests/ui/support/test_files.h"
#include "ui/bench/bench_page.h"

namespace am::test {

// A Benchmark page over the fake machine whose history is a fresh temp
// directory (removed with the fixture): the set-up of most page tests.
struct BenchPageFixture {
    QTemporaryDir dir;
    ui::BenchPage page{fixtureRoots()};

    BenchPageFixture() { page.setHistoryDirectory(dir.filePath(QStringLiteral("history"))); }

    // On screen at a size the charts lay out in, as a person sees it.
    void show(QSize size = {1400, 900})
    {
        page.resize(size);
        page.show();
    }

    // Opens a saved run and waits until the page shows it; false when it did not say it did.
    bool openRun(const QString& path)
    {
        QSignalSpy loaded(&page, &ui::BenchPage::loadFinished);
        page.openRun(path);
        return (loaded.wait(10000) || !loaded.isEmpty()) && loaded.first().at(1).toBool();
    }
};

} // namespace am::test
