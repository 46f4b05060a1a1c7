#include "core/campaign/campaign_outputs.h"

#include <string>

#include "core/campaign/journal_document.h"
#include "core/campaign/report_html.h"
#include "core/campaign/report_markdown.h"
#include "core/util/json_text.h"
#include "core/util/text_file.h"

namespace am::campaign {

namespace {

std::string written(const std::filesystem::path& path, const std::string& text)
{
    util::writeTextFile(path, text);
    return path.string();
}

} // namespace

nlohmann::json writeCampaignOutputs(const std::filesystem::path& journal_dir)
{
    const auto document = documentFromJournal(readJournal(journal_dir));
    return {{"json",
             written(journal_dir / "campaign.json", util::jsonText(toJson(document), 2) + "\n")},
            {"html", written(journal_dir / "report.html", htmlReport(document))},
            {"markdown", written(journal_dir / "report.md", markdownReport(document))}};
}

} // namespace am::campaign
