#include "core/bench/error_kind.h"

#include "core/bench/job_validation.h"
#include "core/bench/write_safety.h"

namespace am::bench {

std::string_view errorKindId(ErrorKind kind)
{
    for (const auto& info : kErrorKinds)
        if (info.kind == kind) return info.id;
    return "internal";
}

ErrorKind errorKindFromId(std::string_view id)
{
    for (const auto& info : kErrorKinds)
        if (id == info.id) return info.kind;
    return ErrorKind::Internal;
}

ErrorKind errorKindOf(const std::exception& error)
{
    if (const auto* engine = dynamic_cast<const EngineError*>(&error)) return engine->kind();
    if (dynamic_cast<const JobError*>(&error)) return ErrorKind::JobInvalid;
    if (dynamic_cast<const WriteRefused*>(&error)) return ErrorKind::WriteRefused;
    return ErrorKind::Internal;
}

} // namespace am::bench
