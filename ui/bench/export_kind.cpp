#include "ui/bench/export_kind.h"

#include <QtGlobal>
#include <algorithm>

namespace am::ui {

const std::array<ExportFormat, 4>& exportFormats()
{
    static const std::array<ExportFormat, 4> formats{{
        {ExportKind::Png, QT_TRANSLATE_NOOP("am::ui::BenchPage", "Export &PNG…"),
         QT_TRANSLATE_NOOP("am::ui::BenchPage", "PNG image (*.png)"), ".png"},
        {ExportKind::Svg, QT_TRANSLATE_NOOP("am::ui::BenchPage", "Export SV&G…"),
         QT_TRANSLATE_NOOP("am::ui::BenchPage", "SVG image (*.svg)"), ".svg"},
        {ExportKind::Csv, QT_TRANSLATE_NOOP("am::ui::BenchPage", "Export CS&V…"),
         QT_TRANSLATE_NOOP("am::ui::BenchPage", "CSV table (*.csv)"), ".csv"},
        {ExportKind::Json, QT_TRANSLATE_NOOP("am::ui::BenchPage", "Export &JSON…"),
         QT_TRANSLATE_NOOP("am::ui::BenchPage", "ArrayMark result (*.json)"), ".json"},
    }};
    return formats;
}

const ExportFormat& exportFormat(ExportKind kind)
{
    const auto& formats = exportFormats();
    const auto* found = std::find_if(formats.begin(), formats.end(),
                                     [kind](const ExportFormat& f) { return f.kind == kind; });
    Q_ASSERT(found != formats.end()); // every kind has a row: export_kind_test walks them
    return *found;
}

} // namespace am::ui
