#pragma once

#include <QByteArray>

class QHeaderView;

namespace am::ui {

// QHeaderView::restoreState, then every visible section at least as wide as
// its header text needs: widths saved in one language must not clip the
// headers of another (Russian words are longer). False when the state was
// not restored (none saved, or from another layout).
bool restoreHeaderState(QHeaderView* header, const QByteArray& state);

// Widens sections narrower than their header's text; leaves wider ones.
void fitHeaderTexts(QHeaderView* header);

} // namespace am::ui
