#include "core/campaign/campaign_outputs.h"

#include <fstream>
#include <string>

#include "core/campaign/journal_document.h"
#include "core/campaign/report_html.h"
#include "core/campaign/report_markdown.h"
#include "core/util/json_text.h"

namespace am::campaign {

namespace {

std::string writeFile(const std::filesystem::path& path, const std::string& text)
{
    std::ofstream out(path, std::ios::trunc);
    out << text;
    if (!out.flush()) throw std::runtime_error("cannot write " + path.string());
    return path.string();
}

} // namespace

nlohmann::json writeCampaignOutputs(const std::filesystem::path& journal_dir)
{
    const auto document = documentFromJournal(readJournal(journal_dir));
    return {{"json",
             writeFile(journal_dir / "campaign.json", util::jsonText(toJson(document), 2) + "\n")},
            {"html", writeFile(journal_dir / "report.html", htmlReport(document))},
            {"markdown", writeFile(journal_dir / "report.md", markdownReport(document))}};
}

} // namespace am::campaign
