#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "core/campaign/report_html.h"
#include "core/campaign/report_markdown.h"
#include "core/campaign/report_tables.h"
#include "sample_campaign.h"

using namespace am::campaign;

namespace {

std::size_t count(const std::string& text, const std::string& what)
{
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

std::size_t chartsIn(const Report& report)
{
    std::size_t n = 0;
    for (const auto& section : report.sections)
        for (const auto& block : section.blocks) n += std::holds_alternative<ChartData>(block);
    return n;
}

// Runs check_html.py on the text; its output, "ok svg=N tables=..." when well-formed.
std::string checkHtml(const std::string& html, int& status)
{
    const auto path = std::filesystem::temp_directory_path() /
                      ("campaign-report-test-" + std::to_string(::getpid()) + ".html");
    std::ofstream(path) << html;
    const std::string command =
        std::string("python3 ") + ARRAYMARK_CHECK_HTML + " '" + path.string() + "' 2>&1";
    std::string output;
    if (FILE* pipe = ::popen(command.c_str(), "r")) {
        char buffer[512];
        while (std::fgets(buffer, sizeof buffer, pipe)) output += buffer;
        status = ::pclose(pipe);
    } else {
        status = -1;
    }
    std::filesystem::remove(path);
    return output;
}

} // namespace

TEST(CampaignHtmlReport, IsWellFormedWithATablePerConfigurationAndAnSvgPerChart)
{
    if (std::system("command -v python3 >/dev/null 2>&1") != 0)
        GTEST_SKIP() << "python3 is not installed: cannot run check_html.py";
    const CampaignDocument document = sample::sampleCampaign();
    const std::string html = htmlReport(document);
    int status = 0;
    const std::string output = checkHtml(html, status);
    ASSERT_EQ(status, 0) << output;
    ASSERT_EQ(output.rfind("ok ", 0), 0U) << output;
    const std::size_t charts = chartsIn(buildReport(document));
    EXPECT_GE(charts, 2U * document.configurations.size()); // by block size and by read share
    EXPECT_NE(output.find("svg=" + std::to_string(charts) + " "), std::string::npos) << output;
    EXPECT_EQ(count(output, "iops"), document.configurations.size()) << output;

    // The checker itself refuses an unclosed element.
    const std::string broken =
        checkHtml("<!DOCTYPE html><html><body><table><tr><td>x</table>", status);
    EXPECT_NE(status, 0) << broken;
    EXPECT_NE(broken.find("closes <td>"), std::string::npos) << broken;
}

TEST(CampaignHtmlReport, SelfContainedAndEscaped)
{
    const std::string html = htmlReport(sample::sampleCampaign());
    EXPECT_EQ(html.find("http://"), std::string::npos);
    EXPECT_EQ(html.find("https://"), std::string::npos);
    EXPECT_EQ(html.find("<script"), std::string::npos);
    EXPECT_EQ(html.find("<link"), std::string::npos);
    EXPECT_EQ(html.find("src="), std::string::npos);
    EXPECT_NE(html.find("RAID1 &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;mirror&quot;"),
              std::string::npos);
    EXPECT_NE(html.find("<style>"), std::string::npos);
}

TEST(CampaignHtmlReport, SaysMissingDataInWords)
{
    const std::string html = htmlReport(sample::sampleCampaign());
    EXPECT_EQ(html.find("<td></td>"), std::string::npos);
    EXPECT_EQ(html.find("<td>0</td>"), std::string::npos);
    EXPECT_NE(html.find("No estimate was made for this configuration"), std::string::npos);
    EXPECT_NE(html.find("<td>failed: EIO at offset 4096</td>"), std::string::npos);
    EXPECT_NE(html.find("No degraded or rebuilding run for this configuration."),
              std::string::npos);
    EXPECT_NE(html.find("not predicted: profile: no 64K mixed cell"), std::string::npos);
    // The method: preset, runtimes, precondition, sync, version, host, drives.
    for (const char* text :
         {"<td>campaign-small</td>", "30.0 s measured after a 5.0 s ramp per cell",
          "raid0-64k: off; raid1: on (sequential fill)",
          "raid0-64k: assume-clean; raid1: waited 21 min 52 s", "<td>ArrayMark</td><td>0.1.0</td>",
          "AMD EPYC 7302P", "<td>Samsung 980 PRO 1TB</td><td>1.00 TB</td>"})
        EXPECT_NE(html.find(text), std::string::npos) << text;
}

TEST(CampaignHtmlReport, WritesTheSample)
{
    // For a person to look at (a browser, wkhtmltoimage): report-sample.html and .md in the
    // temporary folder.
    const auto folder = std::filesystem::temp_directory_path();
    const CampaignDocument document = sample::sampleCampaign();
    const std::string html = htmlReport(document);
    std::ofstream(folder / "report-sample.html") << html;
    std::ofstream(folder / "report-sample.md") << markdownReport(document);
    EXPECT_EQ(std::filesystem::file_size(folder / "report-sample.html"), html.size());
}

TEST(CampaignHtmlReport, AConfigurationThatFailedBeforeMeasuringIsSaidInWords)
{
    CampaignDocument document = sample::sampleCampaign();
    document.baseline.clear();
    ConfigurationResult& raid1 = document.configurations[1];
    raid1.phases.clear();
    raid1.rebuild.reset();
    raid1.outcome = "failed: mdadm --create exited 1";
    const std::string html = htmlReport(document);
    EXPECT_NE(html.find("The healthy array was not measured (failed: mdadm --create exited 1)"),
              std::string::npos);
    EXPECT_NE(html.find(": not measured (failed: mdadm --create exited 1)</td>"),
              std::string::npos);
    EXPECT_NE(html.find("No baseline was run"), std::string::npos);
    EXPECT_EQ(html.find("<td></td>"), std::string::npos);
    EXPECT_EQ(count(html, "<table class=\"iops\">"), 1U);
    const std::string markdown = markdownReport(document);
    EXPECT_EQ(markdown.find("|  |"), std::string::npos);
    EXPECT_NE(markdown.find("No degraded or rebuilding run for this configuration."),
              std::string::npos);
}
