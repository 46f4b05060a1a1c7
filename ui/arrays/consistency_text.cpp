#include "ui/arrays/consistency_text.h"

#include <QCoreApplication>

namespace am::ui {

namespace {
class ConsistencyText {
    Q_DECLARE_TR_FUNCTIONS(am::ui::ConsistencyText)
};
} // namespace

QString consistencyWords(raid::ConsistencyPolicy policy)
{
    switch (policy) {
    case raid::ConsistencyPolicy::Resync:
        return ConsistencyText::tr(
            "Resync: no bitmap. After a crash or a re-added member md resyncs every byte of every "
            "member (hours on large drives), but writes cost nothing extra.");
    case raid::ConsistencyPolicy::Bitmap:
        return ConsistencyText::tr(
            "Bitmap: md notes which regions are being written. After a crash or a re-added "
            "member only those are resynced (seconds instead of hours), at some cost on every "
            "write. mdadm 4.x no longer adds one by default.");
    case raid::ConsistencyPolicy::Journal:
        return ConsistencyText::tr(
            "Journal: every write goes to a journal device first, which closes the write hole "
            "and makes a resync unnecessary. The journal sees every write (use a durable SSD); "
            "losing it makes the array read-only.");
    case raid::ConsistencyPolicy::Ppl:
        return ConsistencyText::tr(
            "PPL (raid5 only): a partial parity log in the members' metadata closes the raid5 "
            "write hole without a journal device. Every stripe write also writes its partial "
            "parity, which costs write speed; it excludes a bitmap.");
    }
    return {};
}

} // namespace am::ui
