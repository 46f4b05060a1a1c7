#pragma once

#include <QColor>

namespace am::ui {

// The workspace charts' colours (matplotlib's ten): a read share or block
// size keeps its colour across runs, so an overlay reads against its original.
inline QColor paletteColor(int index)
{
    static const QColor colors[] = {
        QColor(0x1f77b4), QColor(0xd62728), QColor(0x2ca02c), QColor(0xff7f0e), QColor(0x9467bd),
        QColor(0x8c564b), QColor(0xe377c2), QColor(0x17becf), QColor(0xbcbd22), QColor(0x7f7f7f)};
    return colors[index % 10];
}

} // namespace am::ui
