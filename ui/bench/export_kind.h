#pragma once

#include <array>

namespace am::ui {

// What the Benchmark page's export buttons write.
enum class ExportKind { Png, Svg, Csv, Json };

// One row per kind, in the buttons' order. The texts are untranslated
// sources in the page's context: tr() them there.
struct ExportFormat {
    ExportKind kind;
    const char* button; // "Export &PNG…"
    const char* filter; // the file dialog's filter, "PNG image (*.png)"
    const char* suffix; // ".png", added when the chosen name has none
};

const std::array<ExportFormat, 4>& exportFormats();
const ExportFormat& exportFormat(ExportKind kind);

} // namespace am::ui
