#pragma once

// The kinds of engine error, each with a stable id, in one table: a reader
// (the GUI, scripts) tells them apart by id and says them in its own
// language, while the English message stays beside the id for the CLI, logs
// and older readers. Stream `error` lines carry the id as "kind", a cell's
// first I/O error as errors.first_kind (docs/benchmarks.md).

#include <exception>
#include <stdexcept>
#include <string>
#include <string_view>

namespace am::bench {

enum class ErrorKind {
    Internal,            // anything not listed below
    JobInvalid,          // a job's value breaks a rule (JobError)
    WriteRefused,        // writing to the target was refused (WriteRefused)
    TargetOpen,          // the target could not be opened, created or inspected
    NoSpace,             // the test file could not be created or filled: no space
    DirectIoUnsupported, // the filesystem refuses O_DIRECT
    IoUringUnavailable,  // --engine io_uring where io_uring does not work
    RingSetup,           // io_uring_queue_init failed (memlock, kernel limits)
    IoError,             // an I/O failed with an errno
    ShortTransfer,       // an I/O moved fewer bytes than asked
    SubmitFailed,        // io_uring_enter itself failed
    Cancelled,           // stopped on request
};

struct ErrorKindInfo {
    ErrorKind kind;
    const char* id;
};

// Every kind with its id, in declaration order.
inline constexpr ErrorKindInfo kErrorKinds[] = {
    {ErrorKind::Internal, "internal"},
    {ErrorKind::JobInvalid, "job_invalid"},
    {ErrorKind::WriteRefused, "write_refused"},
    {ErrorKind::TargetOpen, "target_open"},
    {ErrorKind::NoSpace, "no_space"},
    {ErrorKind::DirectIoUnsupported, "direct_io_unsupported"},
    {ErrorKind::IoUringUnavailable, "io_uring_unavailable"},
    {ErrorKind::RingSetup, "ring_setup"},
    {ErrorKind::IoError, "io_error"},
    {ErrorKind::ShortTransfer, "short_transfer"},
    {ErrorKind::SubmitFailed, "submit_failed"},
    {ErrorKind::Cancelled, "cancelled"},
};

std::string_view errorKindId(ErrorKind kind);
// Internal for an id this build does not know.
ErrorKind errorKindFromId(std::string_view id);

// An engine failure that knows its kind.
class EngineError : public std::runtime_error {
public:
    EngineError(ErrorKind kind, const std::string& message)
        : std::runtime_error(message), kind_(kind)
    {
    }
    ErrorKind kind() const { return kind_; }

private:
    ErrorKind kind_;
};

// The kind of a caught exception: EngineError's own, JobError and
// WriteRefused by type, else Internal.
ErrorKind errorKindOf(const std::exception& error);

} // namespace am::bench
