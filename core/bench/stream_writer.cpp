#include "core/bench/stream_writer.h"

#include "core/bench/result_json.h"
#include "core/bench/temperature_json.h"
#include "core/util/json_text.h"

namespace am::bench {

using nlohmann::json;

void StreamWriter::write(const json& line)
{
    const std::string text = util::jsonText(line) + "\n";
    const std::lock_guard lock(mutex_);
    std::fwrite(text.data(), 1, text.size(), out_);
    std::fflush(out_);
}

void StreamWriter::sample(std::size_t cell, const std::string& name, const Sample& s,
                          unsigned repeat, unsigned repeats)
{
    json line = sampleToJson(s);
    line["type"] = "sample";
    line["cell"] = cell;
    line["cells"] = cells_;
    line["name"] = name;
    if (repeats > 1) {
        line["repeat"] = repeat;
        line["repeats"] = repeats;
    }
    write(line);
}

void StreamWriter::temperature(const TemperatureReading& reading)
{
    json line = temperatureReadingToJson(reading);
    line["type"] = "temperature";
    line["cells"] = cells_;
    write(line);
}

void StreamWriter::cell(std::size_t cell, const CellResult& result)
{
    write(
        json{{"type", "cell"}, {"cell", cell}, {"cells", cells_}, {"result", cellToJson(result)}});
}

void StreamWriter::precondition(unsigned pass, unsigned passes, std::uint64_t range_bytes)
{
    write(json{{"type", "precondition"},
               {"pass", pass},
               {"passes", passes},
               {"bytes", range_bytes},
               {"cells", cells_}});
}

void StreamWriter::error(std::ptrdiff_t cell, ErrorKind kind, const std::string& message)
{
    write(json{{"type", "error"},
               {"cell", cell < 0 ? json() : json(cell)},
               {"cells", cells_},
               {"kind", errorKindId(kind)},
               {"message", message}});
}

void StreamWriter::done(bool cancelled, std::size_t completed, std::size_t failed,
                        const json& document)
{
    write(json{{"type", "done"},
               {"cancelled", cancelled},
               {"cells", cells_},
               {"completed", completed},
               {"failed", failed},
               {"result", document}});
}

} // namespace am::bench
