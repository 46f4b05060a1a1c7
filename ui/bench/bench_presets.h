#pragma once

#include <QList>
#include <QString>
#include <span>
#include <vector>

#include "core/bench/preset.h"

namespace am::ui {

// The presets `arraymark-cli bench --preset` knows (resources/presets/*.json,
// as core loads them), as the workspace shows them. The facts come from the
// preset itself; only the title and the description are the workspace's.
struct PresetInfo {
    QString name;         // passed to --preset
    QString title;        // button text, translated
    QString description;  // tooltip, translated
    bool writes = false;  // needs a confirmation on raw devices
    int cells = 0;        // for the ETA before the first line arrives
    double runtime_s = 5; // the preset's own per-cell time and ramp, for the ETA
    double ramp_s = 1;
};

// A shipped preset's words in the workspace, untranslated (QT_TRANSLATE_NOOP in
// context "am::ui::Presets"); the order is the menu's.
struct PresetText {
    const char* name;
    const char* title;
    const char* description;
};
std::span<const PresetText> presetTexts();

// `presets` in presetTexts() order, then the ones it has no words for (named
// by their name, described by their file), then "custom" (the editor's).
QList<PresetInfo> workspacePresets(const std::vector<bench::Preset>& presets);
// The same over the presets compiled in, the ones the CLI runs by name.
QList<PresetInfo> workspacePresets();
const PresetInfo* findWorkspacePreset(const QList<PresetInfo>& presets, const QString& name);

} // namespace am::ui
