#pragma once

// `arraymark-cli campaign --stream` writes one JSON object per line on
// stdout, flushed one by one, for the GUI to read as it happens:
//
//   {"type":"journal","event":{"kind":"array_created","configuration":0,...}}
//       every journal line, once it is on disk (journal.h lists the kinds);
//   {"type":"cell_start","configuration":0,"phase":"measure","target":"/dev/md127",
//    "cell":2,"cells":8,"name":"RND4K Q32T1 read"}
//       a cell begins; "configuration" is null for the baseline;
//   {"type":"sample", the same keys as cell_start but "name", then the
//    bench stream's sample fields: "t","interval","iops","read_iops",...}
//       every interval of the measured part;
//   {"type":"done","end":"finished","reason":"","journal":"DIR/journal.jsonl"}
//       last line; "end" is finished, stopped or failed.

#include <cstddef>
#include <cstdio>
#include <string>

#include <nlohmann/json.hpp>

#include "core/bench/job.h"
#include "core/bench/result.h"
#include "core/campaign/journal.h"
#include "core/campaign/runner.h"

namespace am::campaign {

nlohmann::json journalLine(const JournalEvent& event);
nlohmann::json cellStartLine(const Where& where, std::size_t cell, std::size_t cells,
                             const bench::Job& job);
nlohmann::json sampleLine(const Where& where, std::size_t cell, std::size_t cells,
                          const bench::Sample& sample);
nlohmann::json doneLine(const CampaignOutcome& outcome, const std::string& journal_path);

// Writes the line and flushes it.
void writeLine(std::FILE* out, const nlohmann::json& line);

} // namespace am::campaign
