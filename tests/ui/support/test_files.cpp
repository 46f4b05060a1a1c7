#include "tests/ui/support/test_files.h"

#include <QFile>
#include <QJsonDocument>

namespace am::test {

QByteArray slurp(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

nlohmann::json readJson(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return nlohmann::json::parse(file.readAll().toStdString());
}

QJsonObject toQt(const nlohmann::json& json)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(json.dump())).object();
}

} // namespace am::test
