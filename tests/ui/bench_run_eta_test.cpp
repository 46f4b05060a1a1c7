// The run's progress and "about … left", checked without a window.
#include <QTest>

#include "ui/bench/run_eta.h"

using namespace am;

class BenchRunEtaTest : public QObject {
    Q_OBJECT
private slots:
    void beforeTheStreamSpeaksThePresetsTimesCount()
    {
        ui::RunClock clock;
        clock.preset_cells = 8;
        clock.preset_runtime_s = 5;
        clock.preset_ramp_s = 1;
        const ui::RunEta eta = ui::estimateRun(clock);
        QCOMPARE(eta.total_cells, std::size_t{8});
        QCOMPARE(eta.fraction, 0.0);
        QCOMPARE(eta.remaining_s, 8 * 6.0);
    }

    void thePagesTimesOverrideThePresets()
    {
        ui::RunClock clock;
        clock.preset_cells = 4;
        clock.requested_runtime_s = 2;
        clock.requested_ramp_s = 0; // 0 is a ramp the page chose, not "the preset's own"
        QCOMPARE(ui::estimateRun(clock).remaining_s, 4 * 2.0);
    }

    void theStreamsCountWinsAndTheRunningCellCountsByItsSamples()
    {
        ui::RunClock clock;
        clock.preset_cells = 8;
        clock.reported_cells = 10;
        clock.preset_runtime_s = 5;
        clock.preset_ramp_s = 1;
        clock.running_cell_s = 2; // 2 s measured after a 1 s ramp: half of 6 s
        const ui::RunEta eta = ui::estimateRun(clock);
        QCOMPARE(eta.total_cells, std::size_t{10});
        QCOMPARE(eta.fraction, 0.05);
        QCOMPARE(eta.remaining_s, 9.5 * 6.0);
    }

    void afterACellTheMeasuredPaceDecides()
    {
        ui::RunClock clock;
        clock.reported_cells = 4;
        clock.preset_runtime_s = 5;
        clock.preset_ramp_s = 1;
        clock.finished_cells = 2;
        clock.elapsed_s = 20; // 10 s a cell, setup included, not the preset's 6
        const ui::RunEta eta = ui::estimateRun(clock);
        QCOMPARE(eta.fraction, 0.5);
        QCOMPARE(eta.remaining_s, 20.0);
    }

    void aRunningCellNeverCountsAsFinished()
    {
        ui::RunClock clock;
        clock.reported_cells = 1;
        clock.preset_runtime_s = 5;
        clock.preset_ramp_s = 1;
        clock.running_cell_s = 60; // overran its time
        const ui::RunEta eta = ui::estimateRun(clock);
        QCOMPARE(eta.fraction, 0.99);
        QVERIFY(eta.remaining_s > 0);
    }

    void neverNegativeNorPastTheEnd()
    {
        ui::RunClock clock;
        clock.reported_cells = 2;
        clock.finished_cells = 3; // a stream that sent more cells than it announced
        clock.elapsed_s = 30;
        const ui::RunEta eta = ui::estimateRun(clock);
        QCOMPARE(eta.fraction, 1.0);
        QCOMPARE(eta.remaining_s, 0.0);
        QCOMPARE(ui::estimateRun(ui::RunClock{}).fraction,
                 0.0); // no cells known: no progress, no division by zero
    }

    void aRepeatedCellTakesEveryRunAndTheSettlePauses()
    {
        ui::RunClock clock;
        clock.preset_cells = 4;
        clock.preset_runtime_s = 5;
        clock.preset_ramp_s = 1;
        clock.repeat = 3;
        clock.settle_s = 1;
        // Three runs of 1 + 5 s and two pauses of 1 s: 20 s a cell.
        QCOMPARE(ui::estimateRun(clock).remaining_s, 4 * 20.0);
        clock.running_cell_s = 7; // the clock goes on across runs: 7 of 15 measured seconds
        const ui::RunEta eta = ui::estimateRun(clock);
        QCOMPARE(eta.fraction, 0.5 / 4);
        QCOMPARE(eta.remaining_s, 3.5 * 20.0);
    }

    void aRunWithoutTimeHasNoRunningShareToDivide()
    {
        ui::RunClock clock;
        clock.reported_cells = 2;
        clock.preset_runtime_s = 0;
        clock.preset_ramp_s = 0;
        clock.running_cell_s = 0;
        const ui::RunEta eta = ui::estimateRun(clock);
        QVERIFY(!qIsNaN(eta.fraction));
        QCOMPARE(eta.fraction, 0.0);
    }

    void aFillCountsByItsBytesNotItsDayLongCap()
    {
        // The fill preset: one cell whose runtime (a day) is only a cap.
        ui::RunClock clock;
        clock.reported_cells = 1;
        clock.preset_runtime_s = 86400;
        clock.preset_ramp_s = 0;
        clock.running_cell_s = 100;
        clock.elapsed_s = 101;
        QVERIFY(ui::estimateRun(clock).remaining_s > 80000); // without its bytes: a day
        // 100 s at 2 GB/s then 30 s at 500 MB/s: 215 GB of 1 TB written, the recent rate 500 MB/s.
        std::vector<bench::Sample> samples;
        for (int t = 1; t <= 130; ++t) {
            bench::Sample sample;
            sample.time_s = t;
            sample.interval_s = 1;
            sample.bw_bytes = t <= 100 ? 2e9 : 5e8;
            samples.push_back(sample);
        }
        const ui::FillProgress fill = ui::fillProgress(samples, 1e12);
        QCOMPARE(fill.written_bytes, 215e9);
        QCOMPARE(fill.rate, 5e8); // the last 30 s, after the cache ran out
        clock.running_cell_s = 130;
        clock.elapsed_s = 131;
        clock.running_fill = fill;
        const ui::RunEta eta = ui::estimateRun(clock);
        QCOMPARE(eta.remaining_s, (1e12 - 215e9) / 5e8); // 1570 s, not a day
        QCOMPARE(eta.fraction, 130.0 / (130.0 + 1570.0));
        // Unknown range (a target the page cannot size): the cap's estimate, as before.
        clock.running_fill->range_bytes = 0;
        QVERIFY(ui::estimateRun(clock).remaining_s > 80000);
        // Written past the range (the sync backend's last 2 ms): nothing left, never negative.
        clock.running_fill->range_bytes = 200e9;
        QCOMPARE(ui::estimateRun(clock).remaining_s, 0.0);
        QCOMPARE(ui::estimateRun(clock).fraction, 0.99);
    }

    void durationsReadAsClockTimes()
    {
        QCOMPARE(ui::formatDuration(0), QStringLiteral("0:00"));
        QCOMPARE(ui::formatDuration(4.6), QStringLiteral("0:05"));
        QCOMPARE(ui::formatDuration(245), QStringLiteral("4:05"));
        QCOMPARE(ui::formatDuration(3599.4), QStringLiteral("59:59"));
        QCOMPARE(ui::formatDuration(3723), QStringLiteral("1:02:03"));
        QCOMPARE(ui::formatDuration(-3), QStringLiteral("0:00"));
    }
};

QTEST_GUILESS_MAIN(BenchRunEtaTest)
#include "bench_run_eta_test.moc"
