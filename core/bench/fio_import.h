#pragma once

// Turns `fio --output-format=json` output into an arraymark.result/1
// document, one cell per fio job entry, so runs measured with fio can be
// charted and compared beside ArrayMark's own.
//
// Mapping: rw/rwmixread -> pattern and read share; bs; iodepth -> qd;
// numjobs -> jobs (with group_reporting fio prints the clones as one entry;
// without it, one entry per clone, merged here into one cell: rates summed,
// latency tables mixed); the target from fio's filename (global, else the one
// every job shares; /dev/... is a block device); iops and bw_bytes summed over read and write;
// "lat_ns" from fio's clat_ns (completion latency, the same meaning as ArrayMark's lat_ns) and
// "total_lat_ns" from fio's lat_ns (total latency; percentiles only where fio printed them, with
// lat_percentiles=1). For mixed jobs fio reports percentiles per direction only; the combined ones
// are read off the mixture of the two percentile tables, so they are as coarse as fio's percentile
// list.

#include <filesystem>
#include <stdexcept>

#include <nlohmann/json.hpp>

namespace am::bench {

class FioImportError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Throws FioImportError naming the job and the key when the input is not fio JSON.
nlohmann::json importFioJson(const nlohmann::json& fio, const std::string& source_name);
// Reads a file through readResultFileJson (result_file.h); refuses one that is
// not fio's output.
nlohmann::json importFioFile(const std::filesystem::path& path);

} // namespace am::bench
