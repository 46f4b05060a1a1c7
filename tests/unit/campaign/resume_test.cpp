#include <gtest/gtest.h>

#include "core/campaign/journal.h"
#include "core/campaign/journal_state.h"
#include "temp_dir.h"

using namespace am::campaign;
using nlohmann::json;

namespace {

CampaignSpec threeConfigurations()
{
    CampaignSpec spec;
    spec.drives = {"/dev/vdb", "/dev/vdc", "/dev/vdd", "/dev/vde"};
    spec.configurations = {parseConfiguration("raid0:64k"), parseConfiguration("raid1"),
                           parseConfiguration("raid5:64k")};
    spec.options.degraded = true;
    return spec;
}

// A whole configuration, as the runner writes it.
void runConfiguration(Journal& journal, std::size_t c, const std::string& array,
                      const std::vector<std::string>& measuring, std::size_t cells)
{
    journal.append(journalEvent("configuration_started", c));
    journal.append(journalEvent("phase_started", c, "create"));
    journal.append(journalEvent("array_created", c, "create", {}, {{"array", array}}));
    journal.append(journalEvent("phase_done", c, "create"));
    for (const auto& phase : measuring) {
        journal.append(journalEvent("phase_started", c, phase));
        for (std::size_t k = 0; k < cells; ++k)
            journal.append(journalEvent("cell_done", c, phase, k));
        journal.append(journalEvent("phase_done", c, phase));
    }
    journal.append(journalEvent("array_deleted", c, "delete", {}, {{"array", array}}));
    journal.append(journalEvent("phase_done", c, "delete"));
    journal.append(journalEvent("configuration_done", c));
}

// Killed in configuration 2 (raid5), phase measure, after cell 3 of 8.
void killedInTheThird(Journal& journal)
{
    runConfiguration(journal, 0, "/dev/md/amc-raid0-64k", {"measure"}, 8);
    runConfiguration(journal, 1, "/dev/md/amc-raid1", {"sync", "measure", "degraded"}, 8);
    journal.append(journalEvent("configuration_started", 2));
    journal.append(
        journalEvent("array_created", 2, "create", {}, {{"array", "/dev/md/amc-raid5-64k"}}));
    journal.append(journalEvent("phase_done", 2, "create"));
    journal.append(journalEvent("phase_done", 2, "sync"));
    journal.append(journalEvent("phase_started", 2, "measure"));
    for (std::size_t k = 0; k <= 3; ++k) journal.append(journalEvent("cell_done", 2, "measure", k));
}

} // namespace

TEST(CampaignResume, AfterAKillInConfigurationTwoMeasureCellThree)
{
    am::test::TempDir dir("resume-kill");
    Journal journal = Journal::create(dir.path(), threeConfigurations(), json::array());
    killedInTheThird(journal);
    const auto state = readJournal(dir.path());
    EXPECT_EQ(state.current_configuration, 2U);
    const auto point = resumePoint(state, 8);
    EXPECT_FALSE(point.done);
    EXPECT_FALSE(point.in_baseline);
    EXPECT_EQ(point.configuration, 2U);
    EXPECT_EQ(point.phase, "measure");
    EXPECT_EQ(point.cell, 4U);
    EXPECT_TRUE(point.array_exists_per_journal);
}

TEST(CampaignResume, LastCellOfAPhaseMovesToTheNextPhase)
{
    am::test::TempDir dir("resume-next");
    Journal journal = Journal::create(dir.path(), threeConfigurations(), json::array());
    killedInTheThird(journal);
    for (std::size_t k = 4; k < 8; ++k) journal.append(journalEvent("cell_done", 2, "measure", k));
    const auto point = resumePoint(readJournal(dir.path()), 8);
    EXPECT_EQ(point.configuration, 2U);
    EXPECT_EQ(point.phase, "degraded");
    EXPECT_EQ(point.cell, 0U);
}

TEST(CampaignResume, ConfigurationNotStartedBeginsAtCreateWithoutAnArray)
{
    am::test::TempDir dir("resume-fresh");
    Journal journal = Journal::create(dir.path(), threeConfigurations(), json::array());
    runConfiguration(journal, 0, "/dev/md/amc-raid0-64k", {"measure"}, 2);
    const auto point = resumePoint(readJournal(dir.path()), 2);
    EXPECT_EQ(point.configuration, 1U);
    EXPECT_EQ(point.phase, "create");
    EXPECT_EQ(point.cell, 0U);
    EXPECT_FALSE(point.array_exists_per_journal);
}

TEST(CampaignResume, FinishedAndAllDoneAreDone)
{
    am::test::TempDir dir("resume-done");
    Journal journal = Journal::create(dir.path(), threeConfigurations(), json::array());
    runConfiguration(journal, 0, "/dev/md/a", {"measure"}, 1);
    runConfiguration(journal, 1, "/dev/md/b", {"measure"}, 1);
    runConfiguration(journal, 2, "/dev/md/c", {"measure"}, 1);
    EXPECT_TRUE(resumePoint(readJournal(dir.path()), 1).done);
}

TEST(CampaignResume, BaselineResumesAtTheNextDriveCell)
{
    am::test::TempDir dir("resume-baseline");
    CampaignSpec spec = threeConfigurations();
    spec.options.baseline = true;
    Journal journal = Journal::create(dir.path(), spec, json::array());
    for (std::size_t drive = 0; drive < 2; ++drive)
        for (std::size_t k = 0; k < 3; ++k) {
            JournalEvent done = journalEvent("cell_done", {}, "baseline", k);
            done.drive = drive;
            journal.append(done);
        }
    const auto point = resumePoint(readJournal(dir.path()), 3);
    EXPECT_TRUE(point.in_baseline);
    EXPECT_EQ(point.drive, 2U);
    EXPECT_EQ(point.cell, 0U);
    journal.append(journalEvent("phase_done", {}, "baseline"));
    const auto after = resumePoint(readJournal(dir.path()), 3);
    EXPECT_FALSE(after.in_baseline);
    EXPECT_EQ(after.configuration, 0U);
    EXPECT_EQ(after.phase, "create");
}

TEST(CampaignCleanup, OnlyArraysCreatedAndNotDeletedAndOnlyDrivesFound)
{
    am::test::TempDir dir("cleanup");
    CampaignSpec spec = threeConfigurations();
    spec.configurations.push_back(parseConfiguration("raid1::imsm"));
    // vde was not found by the started scan: cleanup must not wipe it.
    const json found = json::array({{{"path", "/dev/vdb"}},
                                    {{"path", "/dev/vdc"}},
                                    {{"path", "/dev/vdd"}},
                                    {{"path", "/dev/other"}}});
    Journal journal = Journal::create(dir.path(), spec, found);
    killedInTheThird(journal);
    journal.append(journalEvent("array_created", 3, "create", {},
                                {{"array", "/dev/md/ami-r1"}, {"container", "/dev/md/ami-r1-c"}}));
    const auto state = readJournal(dir.path());
    EXPECT_EQ(state.arrays_present,
              (std::vector<std::string>{"/dev/md/amc-raid5-64k", "/dev/md/ami-r1"}));
    const auto targets = cleanupTargets(state);
    EXPECT_EQ(
        targets.arrays_to_stop,
        (std::vector<std::string>{"/dev/md/ami-r1", "/dev/md/amc-raid5-64k", "/dev/md/ami-r1-c"}));
    EXPECT_EQ(targets.drives_to_wipe,
              (std::vector<std::string>{"/dev/vdb", "/dev/vdc", "/dev/vdd"}));

    journal.append(journalEvent("cleaned_up"));
    const auto cleaned = readJournal(dir.path());
    EXPECT_TRUE(cleaned.cleaned_up);
    EXPECT_TRUE(cleanupTargets(cleaned).arrays_to_stop.empty());
}

TEST(CampaignResume, FinishedCellsKeepTheLastMeasurementOfEachCell)
{
    am::test::TempDir dir("finished-cells");
    Journal journal = Journal::create(dir.path(), threeConfigurations(), json::array());
    killedInTheThird(journal);
    journal.append(
        journalEvent("cell_done", 2, "measure", 3, {{"cell", {{"iops", 7}}}})); // resumed
    const auto cells = finishedCells(readJournal(dir.path()));
    const auto& measure = cells.at({2, "measure"});
    ASSERT_EQ(measure.size(), 4U);
    EXPECT_EQ(measure.back().cell, 3U);
    EXPECT_EQ(measure.back().detail["cell"]["iops"], 7);
    EXPECT_EQ(cells.at({1, "degraded"}).size(), 8U);
}
