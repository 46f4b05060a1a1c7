#pragma once

#include <QString>

class QValueAxis;

namespace am::ui {

// A printf label format for a linear axis from `min` to `max` with `ticks`
// labels: as many decimals as the tick step needs and no more, so a 0..1
// axis reads "0 0.2 0.4 …" rather than "0 0 0 1 1 1", and 0..200000 reads
// without decimals.
QString axisLabelFormat(double min, double max, int ticks);

// A label format for a log axis whose lowest tick is `low`: fixed decimals
// (as many as `low` needs, none from 1 up), so a decade reads "1000000", never "1e+06".
QString logAxisLabelFormat(double low);

// Sets the range, rounds it to nice numbers, then picks the label format.
void setNiceRange(QValueAxis* axis, double min, double max);

} // namespace am::ui
