// Drive temperatures in result documents, stream lines and the run collector:
// what the writer says, the reader reads back.
#include <cstdio>
#include <limits>
#include <string>

#include <gtest/gtest.h>

#include "core/bench/result_json.h"
#include "core/bench/result_reader.h"
#include "core/bench/run_collector.h"
#include "core/bench/stream_writer.h"
#include "core/bench/temperature_json.h"

using namespace am::bench;
using nlohmann::json;

namespace {

RunTemperatures twoDrives()
{
    RunTemperatures run;
    run.interval_s = 1;
    DeviceTemperature cool;
    cool.device = "nvme0n1";
    cool.driver = "nvme";
    cool.warning_c = 70.85;
    cool.critical_c = 84.85;
    cool.points = {{0, 41.85}, {1, 43.85}, {2, 45.85}, {3, 44.85}};
    DeviceTemperature hot;
    hot.device = "nvme1n1";
    hot.driver = "nvme";
    hot.warning_c = 70;
    hot.points = {{0, 66}, {1, 70.5}, {2, 72}, {3, 69}};
    hot.failed_reads = 1;
    run.devices = {cool, hot};
    run.not_sampled = {{"sda", "no hwmon sensor for sda: load the drivetemp module"}};
    return run;
}

CellResult cellOf(const RunTemperatures& run, double start_s, double measured_s)
{
    CellResult cell;
    cell.job.block_size = 4096;
    cell.job.name = "RND4K Q1T1 read";
    cell.iops = 1000;
    cell.bw_bytes = 4096000;
    cell.measured_s = measured_s;
    cell.temperature = cellTemperature(run, start_s, measured_s);
    return cell;
}

std::string streamLineOf(const TemperatureReading& reading)
{
    char* buffer = nullptr;
    std::size_t size = 0;
    std::FILE* out = open_memstream(&buffer, &size);
    {
        StreamWriter writer(out, 4);
        writer.temperature(reading);
    }
    std::fclose(out);
    std::string line(buffer, size);
    std::free(buffer);
    return line;
}

} // namespace

TEST(Temperature, ACellsMaximaComeFromItsWindowOnly)
{
    const RunTemperatures run = twoDrives();
    const CellTemperature early = cellTemperature(run, 0, 1); // t 0..1
    ASSERT_EQ(early.max.size(), 2U);
    EXPECT_DOUBLE_EQ(early.max[0].celsius, 43.85);
    EXPECT_DOUBLE_EQ(early.max[1].celsius, 70.5);
    EXPECT_TRUE(early.max[1].reached_warning);
    EXPECT_FALSE(early.max[0].reached_warning);
    const auto during = temperaturesDuring(run, 2, 3);
    ASSERT_EQ(during[0].points.size(), 2U);
    EXPECT_DOUBLE_EQ(during[0].points[0].time_s, 0); // on the cell's clock
    EXPECT_DOUBLE_EQ(during[0].points[1].celsius, 44.85);
    EXPECT_FALSE(run.devices[0].reachedWarning());
    EXPECT_TRUE(run.devices[1].reachedWarning());
}

TEST(TemperatureJson, TheResultDocumentKeepsTheSeriesAndEachCellsMax)
{
    const RunTemperatures run = twoDrives();
    RunInfo info;
    info.created = "2026-12-02T08:00:00Z";
    info.temperatures = run;
    const json doc = resultDocument(info, {cellOf(run, 1, 2)});
    const json& t = doc.at("temperature");
    EXPECT_EQ(t["interval_s"], 1.0);
    EXPECT_EQ(t["devices"][1]["max_c"], 72.0);
    EXPECT_EQ(t["devices"][1]["reached_warning"], true);
    EXPECT_EQ(t["devices"][0]["reached_warning"], false);
    EXPECT_TRUE(t["devices"][1]["critical_c"].is_null());
    EXPECT_EQ(t["devices"][1]["failed_reads"], 1);
    EXPECT_EQ(t["not_sampled"][0]["device"], "sda");
    EXPECT_EQ(doc["cells"][0]["temperature"]["start_s"], 1.0);
    EXPECT_EQ(doc["cells"][0]["temperature"]["max"][1]["max_c"], 72.0);

    const RunDocument back = readResultDocument(json::parse(doc.dump()));
    ASSERT_EQ(back.temperatures.devices.size(), 2U);
    EXPECT_DOUBLE_EQ(back.temperatures.interval_s, 1);
    const DeviceTemperature& cool = back.temperatures.devices[0];
    EXPECT_EQ(cool.device, "nvme0n1");
    EXPECT_EQ(cool.driver, "nvme");
    EXPECT_DOUBLE_EQ(*cool.warning_c, 70.85);
    EXPECT_DOUBLE_EQ(*cool.critical_c, 84.85);
    ASSERT_EQ(cool.points.size(), 4U);
    EXPECT_DOUBLE_EQ(cool.points[2].celsius, 45.85);
    EXPECT_FALSE(back.temperatures.devices[1].critical_c);
    EXPECT_EQ(back.temperatures.devices[1].failed_reads, 1U);
    ASSERT_EQ(back.temperatures.not_sampled.size(), 1U);
    EXPECT_EQ(back.temperatures.not_sampled[0].reason,
              "no hwmon sensor for sda: load the drivetemp module");
    ASSERT_EQ(back.cells.size(), 1U);
    EXPECT_DOUBLE_EQ(*back.cells[0].temperature.start_s, 1);
    ASSERT_EQ(back.cells[0].temperature.max.size(), 2U);
    EXPECT_EQ(back.cells[0].temperature.max[1].device, "nvme1n1");
    EXPECT_TRUE(back.cells[0].temperature.max[1].reached_warning);

    // The chart's view of the cell: the document's series in its window, on its clock.
    const auto shown = cellTemperatures(doc, back.cells[0]);
    ASSERT_EQ(shown.size(), 2U);
    ASSERT_EQ(shown[1].points.size(), 3U); // t 1, 2, 3
    EXPECT_DOUBLE_EQ(shown[1].points[1].time_s, 1);
    EXPECT_DOUBLE_EQ(shown[1].points[1].celsius, 72);
}

TEST(TemperatureJson, DocumentsWithoutTemperatureStayAsTheyWere)
{
    const json doc = resultDocument(RunInfo{}, {cellOf(RunTemperatures{}, 0, 1)});
    EXPECT_FALSE(doc.contains("temperature"));
    const RunDocument back = readResultDocument(doc);
    EXPECT_DOUBLE_EQ(back.temperatures.interval_s, 0);
    EXPECT_TRUE(back.temperatures.devices.empty());
    EXPECT_TRUE(cellTemperatures(doc, back.cells[0]).empty());
}

TEST(TemperatureJson, AMalformedSeriesIsRefusedNamingTheKey)
{
    json doc = resultDocument(RunInfo{}, {});
    doc["temperature"] = {{"interval_s", 1},
                          {"devices", {{{"device", "sda"}, {"samples", {{{"t", 0}}}}}}}};
    try {
        readResultDocument(doc);
        FAIL() << "a sample without celsius was read";
    } catch (const ResultFormatError& error) {
        EXPECT_NE(std::string(error.what()).find("\"celsius\""), std::string::npos) << error.what();
    }
    doc["temperature"] = {{"devices", "sda"}};
    EXPECT_THROW(readResultDocument(doc), ResultFormatError);
}

TEST(TemperatureStream, ALineRoundTrips)
{
    TemperatureReading reading;
    reading.time_s = 3.0;
    reading.cell = 1;
    reading.cell_time_s = 1.75;
    reading.values = {{"nvme0n1", 49.85}, {"sdd", 38}};
    const std::string line = streamLineOf(reading);
    ASSERT_FALSE(line.empty());
    EXPECT_EQ(line.back(), '\n');
    const json j = json::parse(line);
    EXPECT_EQ(j["type"], "temperature");
    EXPECT_EQ(j["cells"], 4);
    EXPECT_EQ(j["samples"][0]["device"], "nvme0n1");
    EXPECT_EQ(j["samples"][0]["celsius"], 49.85);

    const StreamEvent event = parseStreamLine(line.substr(0, line.size() - 1));
    EXPECT_EQ(event.type, StreamEvent::Type::Temperature);
    EXPECT_EQ(event.cells, 4U);
    EXPECT_DOUBLE_EQ(event.reading.time_s, 3.0);
    EXPECT_EQ(event.reading.cell, std::optional<std::size_t>(1));
    EXPECT_DOUBLE_EQ(*event.reading.cell_time_s, 1.75);
    ASSERT_EQ(event.reading.values.size(), 2U);
    EXPECT_EQ(event.reading.values[1].device, "sdd");
    EXPECT_DOUBLE_EQ(event.reading.values[1].celsius, 38);

    reading.cell.reset();
    reading.cell_time_s.reset();
    const std::string between = streamLineOf(reading);
    const StreamEvent idle = parseStreamLine(between.substr(0, between.size() - 1));
    EXPECT_FALSE(idle.reading.cell);
    EXPECT_FALSE(idle.reading.cell_time_s);
    EXPECT_FALSE(json::parse(between).contains("cell_t"));
}

TEST(TemperatureStream, ALineWithoutItsTimeIsRefused)
{
    try {
        parseStreamLine(R"({"type":"temperature","samples":[{"device":"sda","celsius":30}]})");
        FAIL() << "a line without t was read";
    } catch (const ResultFormatError& error) {
        EXPECT_NE(std::string(error.what()).find("\"t\""), std::string::npos) << error.what();
    }
    EXPECT_THROW(parseStreamLine(R"({"type":"temperature","t":1,"samples":[{"celsius":30}]})"),
                 ResultFormatError);
}

TEST(TemperatureStream, TheCollectorKeepsTheSeriesAndTheRunningCellsShare)
{
    RunCollector collector({"2026-12-02T08:00:00Z", "", "/dev/nvme0n1"});
    const auto line = [](double t, std::optional<double> cell_t, double celsius) {
        json j{{"type", "temperature"},
               {"t", t},
               {"cell", 0},
               {"cells", 1},
               {"samples", {{{"device", "nvme0n1"}, {"celsius", celsius}}}}};
        if (cell_t) j["cell_t"] = *cell_t;
        return parseStreamLine(j.dump());
    };
    collector.apply(line(0, std::nullopt, 40)); // during the ramp: not on the cell's clock
    collector.apply(
        parseStreamLine(R"({"type":"sample","cell":0,"cells":1,"name":"r","t":0.25,"iops":10})"));
    collector.apply(line(1, 0.5, 42));
    collector.apply(line(2, 1.5, 44));
    ASSERT_EQ(collector.temperatures().devices.size(), 1U);
    EXPECT_EQ(collector.temperatures().devices[0].points.size(), 3U);
    const auto running = collector.runningTemperatures();
    ASSERT_EQ(running.size(), 1U);
    ASSERT_EQ(running[0].points.size(), 2U); // from the cell's 0 (run time 0.5) on
    EXPECT_DOUBLE_EQ(running[0].points[0].time_s, 0.5);
    EXPECT_DOUBLE_EQ(running[0].points[1].celsius, 44);
    // A run that ends without "done" keeps the series in its assembled document.
    collector.markAborted("killed");
    const RunDocument doc = readResultDocument(collector.document());
    ASSERT_EQ(doc.temperatures.devices.size(), 1U);
    EXPECT_EQ(doc.temperatures.devices[0].points.size(), 3U);
}
