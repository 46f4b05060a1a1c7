#include "core/campaign/journal.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <stdexcept>
#include <unistd.h>

#include <fmt/format.h>

#include "core/bench/host_info.h"
#include "core/util/json_text.h"

namespace am::campaign {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

[[noreturn]] void failed(const std::string& what, const fs::path& path)
{
    throw std::runtime_error(fmt::format("{} {}: {}", what, path.string(), std::strerror(errno)));
}

void syncDirectory(const fs::path& dir)
{
    const util::UniqueFd fd(::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!fd.valid()) failed("cannot open the directory", dir);
    if (::fsync(fd.get()) != 0) failed("cannot sync the directory", dir);
}

json optionalIndex(const std::optional<std::size_t>& index)
{
    return index ? json(*index) : json(nullptr);
}

std::optional<std::size_t> indexFrom(const json& object, const char* key)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null()) return std::nullopt;
    if (!it->is_number_unsigned())
        throw std::invalid_argument(
            fmt::format("\"{}\" must be an index (0, 1, ...), not {}", key, it->dump()));
    return it->get<std::size_t>();
}

// A line cut by a crash would sit in the middle once more lines follow, and
// make the journal unreadable: a cut line that is a whole event gets its
// newline, anything else is cut off (readJournal ignored it too).
void endCutLine(int fd, const fs::path& path)
{
    const off_t size = ::lseek(fd, 0, SEEK_END);
    if (size < 0) failed("cannot read the journal", path);
    std::string text(static_cast<std::size_t>(size), '\0');
    if (size > 0 && ::pread(fd, text.data(), text.size(), 0) != size)
        failed("cannot read the journal", path);
    if (text.empty() || text.back() == '\n') return;
    const std::size_t tail = text.rfind('\n') == std::string::npos ? 0 : text.rfind('\n') + 1;
    bool whole = false;
    try {
        eventFromJson(json::parse(text.substr(tail)));
        whole = true;
    } catch (const std::exception&) {
    }
    if (whole ? ::write(fd, "\n", 1) != 1 : ::ftruncate(fd, static_cast<off_t>(tail)) != 0)
        failed("cannot repair the cut last line of the journal", path);
    if (::fdatasync(fd) != 0) failed("cannot sync the journal", path);
}

} // namespace

bool isJournalEventKind(std::string_view kind)
{
    for (const auto each : kJournalEventKinds)
        if (each == kind) return true;
    return false;
}

JournalEvent journalEvent(std::string kind, std::optional<std::size_t> configuration,
                          std::string phase, std::optional<std::size_t> cell, json detail)
{
    JournalEvent event;
    event.kind = std::move(kind);
    event.configuration = configuration;
    event.phase = std::move(phase);
    event.cell = cell;
    event.detail = std::move(detail);
    return event;
}

json toJson(const JournalEvent& event)
{
    return {{"kind", event.kind},
            {"configuration", optionalIndex(event.configuration)},
            {"phase", event.phase},
            {"cell", optionalIndex(event.cell)},
            {"drive", optionalIndex(event.drive)},
            {"detail", event.detail},
            {"at", event.at}};
}

JournalEvent eventFromJson(const json& object)
{
    if (!object.is_object()) throw std::invalid_argument("an event must be a JSON object");
    JournalEvent event;
    const auto kind = object.find("kind");
    if (kind == object.end() || !kind->is_string())
        throw std::invalid_argument("\"kind\" is missing or not a string");
    event.kind = kind->get<std::string>();
    if (!isJournalEventKind(event.kind))
        throw std::invalid_argument(
            fmt::format("\"kind\" \"{}\" is not a journal event", event.kind));
    event.configuration = indexFrom(object, "configuration");
    event.cell = indexFrom(object, "cell");
    event.drive = indexFrom(object, "drive");
    if (const auto it = object.find("phase"); it != object.end()) {
        if (!it->is_string()) throw std::invalid_argument("\"phase\" must be a string");
        event.phase = it->get<std::string>();
    }
    if (const auto it = object.find("detail"); it != object.end()) event.detail = *it;
    if (const auto it = object.find("at"); it != object.end() && it->is_string())
        event.at = it->get<std::string>();
    return event;
}

fs::path journalPath(const fs::path& dir) { return dir / kJournalFileName; }

Journal::Journal(fs::path path, util::UniqueFd fd) : path_(std::move(path)), fd_(std::move(fd)) {}

Journal Journal::create(const fs::path& dir, const CampaignSpec& spec, const json& drives_found)
{
    std::error_code error;
    if (fs::create_directories(dir, error))
        syncDirectory(dir.parent_path().empty() ? "." : dir.parent_path());
    if (error)
        throw std::runtime_error(
            fmt::format("cannot create the directory {}: {}", dir.string(), error.message()));
    const fs::path path = journalPath(dir);
    util::UniqueFd fd(
        ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0644));
    if (!fd.valid()) {
        if (errno == EEXIST)
            throw std::runtime_error(fmt::format(
                "{} exists: a campaign was started there; resume it (--resume), clean it up "
                "(--cleanup) or choose another directory",
                path.string()));
        failed("cannot create the journal", path);
    }
    // The file's name must survive a power loss as well as its lines.
    syncDirectory(dir);
    Journal journal(path, std::move(fd));
    JournalEvent started;
    started.kind = "started";
    started.detail = {{"spec", toJson(spec)}, {"drives_found", drives_found}};
    journal.append(std::move(started));
    return journal;
}

Journal Journal::open(const fs::path& dir)
{
    const fs::path path = journalPath(dir);
    util::UniqueFd fd(::open(path.c_str(), O_RDWR | O_APPEND | O_CLOEXEC));
    if (!fd.valid()) failed("cannot open the journal", path);
    endCutLine(fd.get(), path);
    return Journal(path, std::move(fd));
}

void Journal::append(JournalEvent event)
{
    if (!isJournalEventKind(event.kind))
        throw std::invalid_argument(fmt::format("\"{}\" is not a journal event kind", event.kind));
    event.at = bench::utcTimestamp();
    const std::string line = util::jsonText(toJson(event)) + "\n";
    // One write() per line; only a short write (disk full) needs a second.
    std::size_t written = 0;
    while (written < line.size()) {
        const ssize_t n = ::write(fd_.get(), line.data() + written, line.size() - written);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) failed("cannot write to the journal", path_);
        written += static_cast<std::size_t>(n);
    }
    if (::fdatasync(fd_.get()) != 0) failed("cannot sync the journal", path_);
}

} // namespace am::campaign
