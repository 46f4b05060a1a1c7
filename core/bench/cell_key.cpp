#include "core/bench/cell_key.h"

namespace am::bench {

CellKey keyOf(const Job& job)
{
    return CellKey{job.pattern, job.block_size, job.read_share,   job.queue_depth,
                   job.workers, job.load_peak,  job.load_percent, job.fill_once};
}

std::string cellKeyName(const CellKey& key)
{
    Job job;
    job.pattern = key.pattern;
    job.block_size = key.block_size;
    job.read_share = key.read_share;
    job.queue_depth = key.queue_depth;
    job.workers = key.workers;
    job.load_peak = key.load_peak;
    job.load_percent = key.load_percent;
    job.fill_once = key.fill_once;
    return defaultJobName(job);
}

} // namespace am::bench
