#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace am::raid {

// How an md array gets its copies or parity consistent again after a crash: the kernel's words
// in md/consistency_policy. One row per policy, read by the parsers, the validation, the CLI's
// help and the GUI's choice.
enum class ConsistencyPolicy { Resync, Bitmap, Journal, Ppl };

struct ConsistencyInfo {
    ConsistencyPolicy policy;
    std::string_view name; // the kernel's and mdadm's word: "ppl"
    // mdadm --consistency-policy takes it at create and --grow (mdadm(8): ppl and resync only;
    // a bitmap is --bitmap, a journal --write-journal DEV).
    bool settable;
    std::string_view trade_off; // one sentence for people
};
inline constexpr std::array<ConsistencyInfo, 4> kConsistencyPolicies{{
    {ConsistencyPolicy::Resync, "resync", true,
     "no bitmap: after a crash or a re-added member md resyncs every byte of every member "
     "(hours on large drives), but writes cost nothing extra"},
    {ConsistencyPolicy::Bitmap, "bitmap", false,
     "a write-intent bitmap: after a crash or a re-added member only the regions written "
     "recently are resynced (seconds instead of hours), at some cost on every write; mdadm 4.x "
     "no longer adds one by default"},
    {ConsistencyPolicy::Journal, "journal", false,
     "a write journal on another device (raid4/5/6): every write goes to the journal first, "
     "which closes the write hole and makes resync unnecessary; the journal device sees every "
     "write, so it should be a durable SSD, and losing it makes the array read-only"},
    {ConsistencyPolicy::Ppl, "ppl", true,
     "a partial parity log (raid5 only) in the members' metadata area: it closes the raid5 write "
     "hole without a journal device; every stripe write also writes its partial parity, which "
     "costs write speed, and it excludes a bitmap"},
}};

const ConsistencyInfo& consistencyInfo(ConsistencyPolicy policy);
std::string toString(ConsistencyPolicy policy); // "ppl"
// The kernel's word ("ppl", "resync", ...); nullopt for anything else ("none" included).
std::optional<ConsistencyPolicy> parseConsistencyPolicy(std::string_view text);
// "ppl, resync": what --consistency-policy accepts.
std::string settableConsistencyList();

} // namespace am::raid
