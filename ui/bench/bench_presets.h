#pragma once

#include <QList>
#include <QString>

namespace am::ui {

// The presets `arraymark-cli bench --preset` knows (resources/presets/*.json
// on the bench side), as the workspace shows them.
struct PresetInfo {
    QString name;        // passed to --preset
    QString title;       // button text, translated
    QString description; // tooltip, translated
    bool writes = false; // needs a confirmation on raw devices
    int cells = 0;       // for the ETA before the first line arrives
    double runtime_s = 5; // the preset's own per-cell time and ramp, for the ETA
    double ramp_s = 1;
};

QList<PresetInfo> workspacePresets();
const PresetInfo* findWorkspacePreset(const QList<PresetInfo>& presets, const QString& name);

} // namespace am::ui
