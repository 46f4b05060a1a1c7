#pragma once

#include <QString>
#include <vector>

#include "core/bench/result.h"

namespace am::ui {

// The fields a cell's name may show. A series or row is named by the fields
// that differ between the cells on screen: "read" / "write" tell the quick
// preset's series apart, "RND4K Q32T1, read" the shapes of a mixed run.
enum CellField : unsigned {
    kShapeField = 1u << 0,     // pattern, queue depth, workers: "RND Q32T1"
    kBlockSizeField = 1u << 1, // "4K"; with the shape "RND4K Q32T1", as CrystalDiskMark writes it
    kReadShareField = 1u << 2, // "read", "write", "70 % read"
    kAllCellFields = kShapeField | kBlockSizeField | kReadShareField,
};

// The fields that take more than one value across `cells` (0 when none does).
unsigned varyingCellFields(const std::vector<bench::CellResult>& cells);

// "read", "write", "70 % read" (translated).
QString readShareName(std::uint32_t read_share);

// The one name of a cell, for legends, the table and the history:
// "RND4K Q32T1, read"; with `fields`, only those parts ("read", "RND Q1T1,
// write"). Derived from the job's fields (not its stored name), so a cell
// reads the same everywhere. No field asked for: the whole name.
QString cellName(const bench::Job& job, unsigned fields = kAllCellFields);

} // namespace am::ui
