#pragma once

#include <QString>

namespace am::ui {

// The core speaks English (its messages go to logs, the CLI and bug reports).
// Where it also gives a stable id, the GUI says the same in the user's
// language and keeps the core's text as the detail: it names the device and
// the value, which a translation of the rule alone cannot.

// A sentence for one of the helper's rules (docs/helper-protocol.md); empty for
// a rule this build does not know.
QString helperRuleText(const QString& rule);

// "Translated rule. (Details: core text)", or the core text alone when the
// rule is unknown, or the rule text alone when the core gave no text.
QString helperRefusalText(const QString& rule, const QString& core_text);

// A bench stream `error` line: the core gives no kind id, but its shape is
// stable: a cell index (that cell failed, the sweep went on) or null (the run
// could not start or ended). The sentence is translated, the core text kept.
QString streamErrorText(int cell, const QString& core_text);

} // namespace am::ui
