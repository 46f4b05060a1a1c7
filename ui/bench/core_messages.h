#pragma once

#include <QString>

namespace am::ui {

// The core speaks English (its messages go to logs, the CLI and bug reports).
// Where it also gives a stable id, the GUI says the same in the user's
// language and keeps the core's text as the detail: it names the device and
// the value, which a translation of the rule alone cannot.

// A sentence for one of the helper's rules (core/helper/rule_ids.h,
// docs/helper-protocol.md); empty for a rule this build does not know.
QString helperRuleText(const QString& rule);

// "Translated rule. (Details: core text)", or the core text alone when the
// rule is unknown, or the rule text alone when the core gave no text.
QString helperRefusalText(const QString& rule, const QString& core_text);

// A sentence for one of the engine's error kinds (core/bench/error_kind.h);
// empty for a kind this build does not know.
QString engineErrorText(const QString& kind);

// A bench stream `error` line: a cell index (that cell failed, the sweep went
// on) or -1 (the run could not start or ended), the line's "kind" id (empty
// from older producers) and the core's English text, kept as the detail.
QString streamErrorText(int cell, const QString& kind, const QString& core_text);
QString streamErrorText(int cell, const QString& core_text);

// The custom job editor's rules (bench::CustomSweepError): rule id, the
// offending value, and the core text for a rule this build does not know.
QString customJobErrorText(const QString& rule, const QString& value, const QString& core_text);

} // namespace am::ui
