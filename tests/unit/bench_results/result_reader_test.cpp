#include "core/bench/result_reader.h"

#include <fstream>
#include <string>

#include <gtest/gtest.h>

using namespace am::bench;
using nlohmann::json;

namespace {
const std::string kData = ARRAYMARK_TEST_DATA "/results/";

json fixture()
{
    std::ifstream in(kData + "quick-4-cells.json");
    return json::parse(in);
}
} // namespace

TEST(ResultReader, ReadsEveryCellOfADocument)
{
    const RunDocument run = readResultFile(kData + "quick-4-cells.json");
    EXPECT_EQ(run.preset, "quick");
    EXPECT_EQ(run.hostname, "bench-host");
    EXPECT_EQ(run.target_path, "/tmp/arraymark-test.bin");
    EXPECT_EQ(run.target_kind, "file");
    EXPECT_EQ(run.target_size, 268435456U);
    EXPECT_EQ(run.created, "2026-11-29T23:10:00Z");
    ASSERT_EQ(run.cells.size(), 4U);

    const CellResult& seq = run.cells[0];
    EXPECT_EQ(seq.job.name, "SEQ1M Q8T1 read");
    EXPECT_EQ(seq.job.pattern, Pattern::Sequential);
    EXPECT_EQ(seq.job.block_size, 1048576U);
    EXPECT_EQ(seq.job.read_share, 100U);
    EXPECT_EQ(seq.job.queue_depth, 8U);
    EXPECT_DOUBLE_EQ(seq.iops, 2500.5);
    EXPECT_DOUBLE_EQ(seq.bw_bytes, 2500.5 * 1048576);
    EXPECT_EQ(seq.lat.p50_ns, 20000U);
    EXPECT_EQ(seq.lat.p999_ns, 120000U);
    EXPECT_EQ(seq.lat.p9999_ns, 240000U);
    EXPECT_DOUBLE_EQ(seq.cpu.system_s, 0.4);
    ASSERT_EQ(seq.samples.size(), 4U);
    EXPECT_DOUBLE_EQ(seq.samples[3].time_s, 1.0);
    EXPECT_EQ(seq.samples[3].p99_ns, 63000U);

    const CellResult& mixed = run.cells[3];
    EXPECT_EQ(mixed.job.pattern, Pattern::Random);
    EXPECT_EQ(mixed.job.read_share, 70U); // randrw takes the document's read share
    EXPECT_DOUBLE_EQ(mixed.read_iops, 105000.0);
    EXPECT_EQ(mixed.write_lat.p50_ns, 25000U);
    EXPECT_EQ(run.json, fixture()); // the document is kept whole
}

TEST(ResultReader, RejectsAnotherSchema)
{
    json doc = fixture();
    doc["schema"] = "something/2";
    try {
        readResultDocument(doc);
        FAIL() << "accepted a foreign schema";
    } catch (const ResultFormatError& error) {
        EXPECT_NE(std::string(error.what()).find("something/2"), std::string::npos) << error.what();
    }
}

TEST(ResultReader, NamesTheMissingKeyAndTheCell)
{
    json doc = fixture();
    doc["cells"][2].erase("iops");
    try {
        readResultDocument(doc);
        FAIL() << "accepted a cell without iops";
    } catch (const ResultFormatError& error) {
        const std::string message = error.what();
        EXPECT_NE(message.find("cell 2"), std::string::npos) << message;
        EXPECT_NE(message.find("\"iops\""), std::string::npos) << message;
    }
    doc = fixture();
    doc["cells"][0]["job"]["read_share"] = 120;
    EXPECT_THROW(readResultDocument(doc), ResultFormatError);
    doc = fixture();
    doc["cells"][0]["job"]["rw"] = "trim";
    EXPECT_THROW(readResultDocument(doc), ResultFormatError);
}

TEST(ResultReader, NamesAFileThatIsNotJson)
{
    try {
        readResultFile(kData + "README.md");
        FAIL() << "read a markdown file as a result";
    } catch (const ResultFormatError& error) {
        EXPECT_NE(std::string(error.what()).find("README.md"), std::string::npos) << error.what();
    }
    EXPECT_THROW(readResultFile(kData + "does-not-exist.json"), ResultFormatError);
}

TEST(StreamLine, ParsesASample)
{
    const StreamEvent e = parseStreamLine(
        R"({"type":"sample","cell":0,"cells":8,"name":"SEQ1M Q8T1 read","t":0.25,"interval":0.25,"iops":1234.5,)"
        R"("read_iops":1234.5,"write_iops":0,"bw_bytes":1294467072,"p99_ns":812000})");
    EXPECT_EQ(e.type, StreamEvent::Type::Sample);
    ASSERT_TRUE(e.cell.has_value());
    EXPECT_EQ(*e.cell, 0U);
    EXPECT_EQ(e.cells, 8U);
    EXPECT_EQ(e.name, "SEQ1M Q8T1 read");
    EXPECT_DOUBLE_EQ(e.sample.iops, 1234.5);
    EXPECT_DOUBLE_EQ(e.sample.bw_bytes, 1294467072.0);
    EXPECT_EQ(e.sample.p99_ns, 812000U);
}

TEST(StreamLine, ParsesAnErrorBeforeAnyCell)
{
    const StreamEvent e =
        parseStreamLine(R"({"type":"error","cell":null,"cells":8,"message":"target is mounted"})");
    EXPECT_EQ(e.type, StreamEvent::Type::Error);
    EXPECT_FALSE(e.cell.has_value());
    EXPECT_EQ(e.message, "target is mounted");
}

TEST(StreamLine, ParsesEveryLineOfARecordedRun)
{
    std::ifstream in(kData + "quick-stream.jsonl");
    std::string line;
    int samples = 0, cells = 0, errors = 0, done = 0;
    while (std::getline(in, line)) {
        const StreamEvent e = parseStreamLine(line);
        switch (e.type) {
        case StreamEvent::Type::Sample:
            ++samples;
            break;
        case StreamEvent::Type::Cell:
            ++cells;
            EXPECT_GT(e.result.iops, 0);
            EXPECT_EQ(e.result_json["job"]["bs"], e.result.job.block_size);
            break;
        case StreamEvent::Type::Error:
            ++errors;
            break;
        case StreamEvent::Type::Temperature:
            ADD_FAILURE() << "the recorded run has no temperature lines";
            break;
        case StreamEvent::Type::Precondition:
            ADD_FAILURE() << "the recorded run was not preconditioned";
            break;
        case StreamEvent::Type::Done:
            ++done;
            EXPECT_EQ(e.completed, 4U);
            EXPECT_EQ(e.failed, 1U);
            EXPECT_EQ(e.document.cells.size(), 4U);
            break;
        }
    }
    EXPECT_EQ(samples, 16);
    EXPECT_EQ(cells, 4);
    EXPECT_EQ(errors, 1);
    EXPECT_EQ(done, 1);
}

TEST(StreamLine, ParsesAPreconditionPass)
{
    const StreamEvent e = parseStreamLine(
        R"({"type":"precondition","pass":1,"passes":2,"bytes":1073741824,"cells":8})");
    EXPECT_EQ(e.type, StreamEvent::Type::Precondition);
    EXPECT_EQ(e.pass, 1U);
    EXPECT_EQ(e.passes, 2U);
    EXPECT_EQ(e.range_bytes, 1073741824U);
    EXPECT_EQ(e.cells, 8U);
    // A pass beyond the passes is not a pass.
    EXPECT_THROW(parseStreamLine(R"({"type":"precondition","pass":2,"passes":2,"bytes":1})"),
                 ResultFormatError);
}

TEST(StreamLine, RejectsWhatIsNotAStreamLine)
{
    EXPECT_THROW(parseStreamLine("progress 50%"), ResultFormatError);
    EXPECT_THROW(parseStreamLine(R"({"cell":0})"), ResultFormatError);
    EXPECT_THROW(parseStreamLine(R"({"type":"bogus"})"), ResultFormatError);
    EXPECT_THROW(parseStreamLine(R"({"type":"sample","cell":0,"t":0.25})"),
                 ResultFormatError); // no iops
    EXPECT_THROW(parseStreamLine(R"({"type":"cell","cell":1,"result":{"iops":1}})"),
                 ResultFormatError);
    EXPECT_THROW(parseStreamLine(R"({"type":"done","result":{"schema":"x","cells":[]}})"),
                 ResultFormatError);
}

TEST(ResultReader, AFileFromBeforeTotalLatencyReadsAsCompletionLatencyOnly)
{
    // quick-4-cells.json predates total latency: lat_ns only (completion, fio's clat).
    const json doc = fixture();
    ASSERT_FALSE(doc["cells"][0].contains("total_lat_ns"));
    const RunDocument run = readResultDocument(doc);
    const CellResult& seq = run.cells[0];
    EXPECT_EQ(seq.total_lat.count, 0U);
    EXPECT_EQ(seq.read_total_lat.count, 0U);
    EXPECT_EQ(seq.samples[3].total_p99_ns, 0U);
    // Shown as "latency" it falls back to what the file has.
    EXPECT_EQ(&shownLatency(seq), &seq.lat);
    EXPECT_EQ(shownP99(seq.samples[3]), 63000U);
}

TEST(ResultReader, ANewFileKeepsBothLatencies)
{
    json doc = fixture();
    json& cell = doc["cells"][0];
    cell["total_lat_ns"] = cell["lat_ns"];
    cell["total_lat_ns"]["p50"] = 21000;
    cell["read_total_lat_ns"] = cell["total_lat_ns"];
    cell["samples"][3]["total_p99_ns"] = 64000;
    const CellResult seq = readResultDocument(doc).cells[0];
    EXPECT_EQ(seq.lat.p50_ns, 20000U); // lat_ns keeps its meaning: completion latency
    EXPECT_EQ(seq.total_lat.p50_ns, 21000U);
    EXPECT_EQ(seq.read_total_lat.p50_ns, 21000U);
    EXPECT_EQ(shownLatency(seq).p50_ns, 21000U);
    EXPECT_EQ(shownP99(seq.samples[3]), 64000U);
}
