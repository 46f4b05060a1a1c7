#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "core/campaign/journal.h"
#include "core/campaign/journal_state.h"
#include "temp_dir.h"

using namespace am::campaign;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

CampaignSpec sample()
{
    CampaignSpec spec;
    spec.drives = {"/dev/vdb", "/dev/vdc", "/dev/vdd"};
    spec.configurations = {parseConfiguration("raid0:64k"), parseConfiguration("raid5:64k")};
    return spec;
}

std::vector<JournalEvent> someEvents()
{
    return {journalEvent("configuration_started", 0),
            journalEvent("array_created", 0, "create", {},
                         {{"array", "/dev/md/amc-raid0-64k"},
                          {"uuid", "u-1"},
                          {"members", {"/dev/vdb", "/dev/vdc", "/dev/vdd"}}}),
            journalEvent("phase_started", 0, "measure"),
            journalEvent("cell_done", 0, "measure", 0, {{"cell", {{"iops", 1234.5}}}}),
            journalEvent("cell_done", 0, "measure", 1, {{"cell", {{"iops", 99}}}})};
}

std::string fileText(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

} // namespace

TEST(CampaignJournal, WrittenEventsReadBackEqual)
{
    am::test::TempDir dir("journal-rw");
    const json found = json::array({{{"path", "/dev/vdb"}}, {{"path", "/dev/vdc"}}});
    Journal journal = Journal::create(dir.path() / "run", sample(), found);
    EXPECT_EQ(journal.path(), dir.path() / "run" / "journal.jsonl");
    for (const auto& e : someEvents()) journal.append(e);

    const JournalState state = readJournal(dir.path() / "run");
    EXPECT_FALSE(state.truncated_tail);
    EXPECT_EQ(state.spec, sample());
    EXPECT_EQ(state.drives_found, found);
    ASSERT_EQ(state.events.size(), someEvents().size() + 1);
    EXPECT_EQ(state.events[0].kind, "started");
    for (std::size_t i = 0; i < someEvents().size(); ++i) {
        JournalEvent expected = someEvents()[i];
        expected.at = state.events[i + 1].at;
        EXPECT_EQ(state.events[i + 1], expected) << i;
        EXPECT_EQ(state.events[i + 1].at.size(), 20U) << state.events[i + 1].at; // ...T..:..:..Z
    }
    EXPECT_EQ(state.arrays_present, (std::vector<std::string>{"/dev/md/amc-raid0-64k"}));
    EXPECT_EQ(state.current_configuration, 0U);
    EXPECT_FALSE(state.finished);
}

TEST(CampaignJournal, EachEventIsOneLine)
{
    am::test::TempDir dir("journal-lines");
    Journal journal = Journal::create(dir.path(), sample(), json::array());
    for (const auto& e : someEvents()) journal.append(e);
    const std::string text = fileText(journalPath(dir.path()));
    EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 6);
    EXPECT_EQ(text.back(), '\n');
}

TEST(CampaignJournal, RefusesAJournalAlreadyThere)
{
    am::test::TempDir dir("journal-exists");
    Journal::create(dir.path(), sample(), json::array());
    const std::string before = fileText(journalPath(dir.path()));
    try {
        Journal::create(dir.path(), sample(), json::array());
        FAIL() << "a second journal was created";
    } catch (const std::runtime_error& error) {
        EXPECT_NE(std::string(error.what()).find(journalPath(dir.path()).string()),
                  std::string::npos);
        EXPECT_NE(std::string(error.what()).find("--resume"), std::string::npos);
    }
    EXPECT_EQ(fileText(journalPath(dir.path())), before);
}

TEST(CampaignJournal, OpenAppendsAfterTheExistingLines)
{
    am::test::TempDir dir("journal-open");
    Journal::create(dir.path(), sample(), json::array());
    Journal::open(dir.path()).append(journalEvent("finished"));
    const auto state = readJournal(dir.path());
    ASSERT_EQ(state.events.size(), 2U);
    EXPECT_TRUE(state.finished);
    EXPECT_THROW(Journal::open(dir.path() / "nowhere"), std::runtime_error);
}

TEST(CampaignJournal, CutLastLineIsIgnoredAndEarlierEventsKept)
{
    am::test::TempDir dir("journal-cut");
    {
        Journal journal = Journal::create(dir.path(), sample(), json::array());
        for (const auto& e : someEvents()) journal.append(e);
    }
    const fs::path path = journalPath(dir.path());
    const std::string text = fileText(path);
    // Cut the last line in its middle, as a kill during write() would.
    const std::size_t last_start = text.rfind('\n', text.size() - 2) + 1;
    fs::resize_file(path, last_start + (text.size() - last_start) / 2);

    const auto state = readJournal(dir.path());
    EXPECT_TRUE(state.truncated_tail);
    EXPECT_NE(state.truncated_text.find("line 6"), std::string::npos) << state.truncated_text;
    ASSERT_EQ(state.events.size(), 5U);
    EXPECT_EQ(state.events.back().kind, "cell_done");
    EXPECT_EQ(state.events.back().cell, 0U);
    EXPECT_EQ(state.events.back().detail["cell"]["iops"], 1234.5);
}

TEST(CampaignJournal, AppendingAfterACutLineKeepsTheJournalReadable)
{
    am::test::TempDir dir("journal-cut-append");
    {
        Journal journal = Journal::create(dir.path(), sample(), json::array());
        for (const auto& e : someEvents()) journal.append(e);
    }
    const fs::path path = journalPath(dir.path());
    fs::resize_file(path, fs::file_size(path) - 10); // the last cell_done, cut
    Journal::open(dir.path()).append(journalEvent("stopped"));
    const auto state = readJournal(dir.path());
    EXPECT_FALSE(state.truncated_tail);
    ASSERT_EQ(state.events.size(), 6U);
    EXPECT_EQ(state.events[4].cell, 0U);
    EXPECT_EQ(state.events[5].kind, "stopped");
}

TEST(CampaignJournal, AWholeEventWithoutItsNewlineIsKept)
{
    am::test::TempDir dir("journal-no-newline");
    {
        Journal journal = Journal::create(dir.path(), sample(), json::array());
        for (const auto& e : someEvents()) journal.append(e);
    }
    const fs::path path = journalPath(dir.path());
    fs::resize_file(path, fs::file_size(path) - 1); // only the newline lost
    EXPECT_EQ(readJournal(dir.path()).events.size(), 6U);
    Journal::open(dir.path()).append(journalEvent("stopped"));
    const auto state = readJournal(dir.path());
    ASSERT_EQ(state.events.size(), 7U);
    EXPECT_EQ(state.events[5].cell, 1U);
}

TEST(CampaignJournal, CorruptMiddleLineThrowsNamingIt)
{
    am::test::TempDir dir("journal-corrupt");
    {
        Journal journal = Journal::create(dir.path(), sample(), json::array());
        for (const auto& e : someEvents()) journal.append(e);
    }
    const fs::path path = journalPath(dir.path());
    std::string text = fileText(path);
    const std::size_t third = text.find('\n', text.find('\n') + 1) + 1;
    text.replace(third, 5, "#oops");
    std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
    try {
        readJournal(dir.path());
        FAIL() << "a corrupt line was accepted";
    } catch (const std::runtime_error& error) {
        EXPECT_NE(std::string(error.what()).find(path.string() + " line 3"), std::string::npos)
            << error.what();
    }
}

TEST(CampaignJournal, UnknownKindIsRefused)
{
    am::test::TempDir dir("journal-kind");
    Journal journal = Journal::create(dir.path(), sample(), json::array());
    EXPECT_THROW(journal.append(journalEvent("exploded")), std::invalid_argument);
    std::ofstream(journalPath(dir.path()), std::ios::app) << R"({"kind":"exploded"})"
                                                          << "\n";
    try {
        readJournal(dir.path());
        FAIL() << "accepted";
    } catch (const std::runtime_error& error) {
        EXPECT_NE(std::string(error.what()).find("line 2"), std::string::npos) << error.what();
        EXPECT_NE(std::string(error.what()).find("exploded"), std::string::npos) << error.what();
    }
}
