#include "ui/helper/helper_request.h"

#include <QJsonDocument>

#include "core/helper/op_table.h"
#include "core/util/json_text.h"
#include "ui/helper/helper_channel.h"

namespace am::ui {

QJsonObject toQJsonObject(const nlohmann::json& object)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(util::jsonText(object))).object();
}

nlohmann::json fromQJsonObject(const QJsonObject& object)
{
    return nlohmann::json::parse(
        QJsonDocument(object).toJson(QJsonDocument::Compact).toStdString());
}

QJsonObject requestObject(const helper::RequestBody& body)
{
    return toQJsonObject(helper::requestJson(body));
}

qint64 HelperChannel::send(const helper::RequestBody& body) { return send(requestObject(body)); }

} // namespace am::ui
