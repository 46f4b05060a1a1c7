#include "core/campaign/campaign_stream.h"

#include "core/bench/result_json.h"

namespace am::campaign {

namespace {

nlohmann::json whereJson(const Where& where, std::size_t cell, std::size_t cells)
{
    return {{"configuration",
             where.configuration ? nlohmann::json(*where.configuration) : nlohmann::json(nullptr)},
            {"phase", where.phase},
            {"target", where.target},
            {"cell", cell},
            {"cells", cells}};
}

} // namespace

nlohmann::json journalLine(const JournalEvent& event)
{
    return {{"type", "journal"}, {"event", toJson(event)}};
}

nlohmann::json cellStartLine(const Where& where, std::size_t cell, std::size_t cells,
                             const bench::Job& job)
{
    auto line = whereJson(where, cell, cells);
    line["type"] = "cell_start";
    line["name"] = job.name.empty() ? bench::defaultJobName(job) : job.name;
    return line;
}

nlohmann::json sampleLine(const Where& where, std::size_t cell, std::size_t cells,
                          const bench::Sample& sample)
{
    auto line = whereJson(where, cell, cells);
    line.update(bench::sampleToJson(sample));
    line["type"] = "sample";
    return line;
}

nlohmann::json doneLine(const CampaignOutcome& outcome, const std::string& journal_path)
{
    return {{"type", "done"},
            {"end", toString(outcome.end)},
            {"reason", outcome.reason},
            {"journal", journal_path}};
}

void writeLine(std::FILE* out, const nlohmann::json& line)
{
    const std::string text = line.dump() + "\n";
    std::fwrite(text.data(), 1, text.size(), out);
    std::fflush(out);
}

} // namespace am::campaign
