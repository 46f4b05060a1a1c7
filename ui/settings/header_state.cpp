#include "ui/settings/header_state.h"

#include <QHeaderView>

namespace am::ui {

void fitHeaderTexts(QHeaderView* header)
{
    for (int section = 0; section < header->count(); ++section) {
        if (header->isSectionHidden(section)) continue;
        // The size hint is the header's text, margins and sort arrow in the current style and font.
        const int needed = header->sectionSizeHint(section);
        if (header->sectionSize(section) < needed) header->resizeSection(section, needed);
    }
}

bool restoreHeaderState(QHeaderView* header, const QByteArray& state)
{
    if (!header->restoreState(state)) return false;
    fitHeaderTexts(header);
    return true;
}

} // namespace am::ui
