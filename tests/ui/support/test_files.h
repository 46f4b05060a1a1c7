#pragma once

// Reading test files in the GUI tests: whole files, JSON documents, and the
// fake machine (tests/support/fixture_trees.h) the pages scan.

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <nlohmann/json.hpp>

#include "tests/support/fixture_trees.h"

namespace am::test {

// The whole file; empty when it cannot be read.
QByteArray slurp(const QString& path);
// The file parsed; null when it cannot be read (throws on text that is not JSON).
nlohmann::json readJson(const QString& path);
// The same document as Qt's JSON (what a helper's answer holds).
QJsonObject toQt(const nlohmann::json& json);

} // namespace am::test
