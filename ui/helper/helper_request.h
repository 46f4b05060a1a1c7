#pragma once

#include <QJsonObject>

#include <nlohmann/json.hpp>

#include "core/helper/request.h"

namespace am::ui {

// Core's request struct as the object a HelperChannel sends, through core's
// serializer (core/helper/op_table.h): "op" and the keys, no "id".
QJsonObject requestObject(const helper::RequestBody& body);

// The same JSON value in the other library (the channel's wire and its signals are Qt's).
QJsonObject toQJsonObject(const nlohmann::json& object);
nlohmann::json fromQJsonObject(const QJsonObject& object);

} // namespace am::ui
