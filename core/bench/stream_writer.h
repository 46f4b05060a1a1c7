#pragma once

// `arraymark-cli bench --stream` writes one JSON object per line on stdout
// (nothing else goes to stdout; messages go to stderr). Every line has a
// "type":
//
//   {"type":"sample","cell":0,"cells":8,"name":"SEQ1M Q8T1 read","t":0.25,"interval":0.25,
//    "iops":1234.5,"read_iops":1234.5,"write_iops":0,"bw_bytes":1294467072,"p99_ns":812000,
//    "total_p99_ns":815000}
//       every interval (250 ms by default) of the measured part of a cell;
//       "t" is seconds since the cell began measuring; rates are per second;
//       p99_ns is completion latency (fio's clat), total_p99_ns total latency
//       (fio's lat). A repeated cell's lines (--repeat N) add "repeat" (0-based) and
//       "repeats"; its "t" goes on across its repeats.
//   {"type":"cell","cell":0,"cells":8,"result":{...}}
//       a cell finished; "result" is exactly one element of "cells" in the
//       arraymark.result/1 document (see result_json.h).
//   {"type":"error","cell":3,"cells":8,"kind":"ring_setup","message":"..."}
//       a cell could not run (the sweep goes on unless told to stop);
//       "kind" is an id of error_kind.h (readers translate it; "message"
//       stays the English text for people and older readers);
//       "cell" is null when the whole run fails (bad input, refused write,
//       target not usable); that error line is then the last line, there is
//       no "done", and the exit status is 2 (input) or 1.
//   {"type":"temperature","cell":0,"cells":8,"t":3.0,"cell_t":1.75,
//    "samples":[{"device":"nvme0n1","celsius":49.85}]}
//       about once a second while the run goes on: the drives' hwmon readings
//       (temperature_json.h). "t" is the run's clock (seconds since sampling
//       began); "cell" the running cell (null between cells) and "cell_t"
//       the same moment on its clock ("t" of its sample lines), absent before
//       the cell's first sample.
//   {"type":"precondition","pass":0,"passes":2,"bytes":1073741824,"cells":8}
//       --precondition: a pass over the range begins (0-based), before the first cell;
//       "bytes" is the range each pass writes.
//   {"type":"done","cancelled":false,"cells":8,"completed":8,"failed":0,"result":{...}}
//       last line: the whole arraymark.result/1 document in "result".
//
// Lines are flushed one by one, so a reader sees each as soon as it exists.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <mutex>
#include <string>

#include <nlohmann/json.hpp>

#include "core/bench/result.h"

namespace am::bench {

class StreamWriter {
public:
    StreamWriter(std::FILE* out, std::size_t cells) : out_(out), cells_(cells) {}

    // Every method may be called from any thread (the engine's, the temperature sampler's):
    // lines are written whole, one at a time.
    void sample(std::size_t cell, const std::string& name, const Sample& sample,
                unsigned repeat = 0, unsigned repeats = 1);
    void temperature(const TemperatureReading& reading);
    void cell(std::size_t cell, const CellResult& result);
    void precondition(unsigned pass, unsigned passes, std::uint64_t range_bytes);
    void error(std::ptrdiff_t cell, ErrorKind kind,
               const std::string& message); // cell < 0: before any cell
    void done(bool cancelled, std::size_t completed, std::size_t failed,
              const nlohmann::json& document);

private:
    void write(const nlohmann::json& line);
    std::FILE* out_;
    std::size_t cells_;
    std::mutex mutex_;
};

} // namespace am::bench
