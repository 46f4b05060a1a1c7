#pragma once

#include <string>
#include <vector>

#include "core/raid/platform.h"
#include "core/raid/validation.h"
#include "ui/arrays/wizard/wizard_state.h"

namespace am::ui {

// What the chosen backend's own rules (ArrayBackend::checkPlan) say about the wizard's choices,
// over the wizard's scan. `platform`: imsm's, once probed (nullptr: not known).

// Why the backend refuses `level` for the picked drives ("raid6 under lvm2 needs at least 5
// members"): its findings about the level itself. Empty when it does not.
std::string levelRefusal(const WizardState& state, raid::Level level,
                         const raid::Platform* platform);

// Every problem the backend's rules find in state.plan().
std::vector<raid::Finding> backendProblems(const WizardState& state,
                                           const raid::Platform* platform);

} // namespace am::ui
