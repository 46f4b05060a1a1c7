// The line protocol core's Client and the GUI's HelperProcess share: lines cut
// where the bytes end, sorted into answers and stream lines, matched to requests.
#include <gtest/gtest.h>

#include "core/helper/line_protocol.h"

using namespace am::helper;
using Kind = HelperLine::Kind;

TEST(HelperLineReader, LinesSplitAcrossReadsComeWholeAndSorted)
{
    HelperLineReader reader;
    EXPECT_TRUE(reader.feed(R"({"type":"sam)").empty());
    auto lines =
        reader.feed("ple\",\"iops\":5}\n\n  \r\n{\"ok\":true,\"id\":1}\nnoise\n[1]\n{\"ok\"");
    ASSERT_EQ(lines.size(), 4U);
    EXPECT_EQ(lines[0].kind, Kind::Stream);
    EXPECT_EQ(lines[0].json["iops"], 5);
    EXPECT_EQ(lines[1].kind, Kind::Answer);
    EXPECT_EQ(lines[2].kind, Kind::NotJson);
    EXPECT_EQ(lines[2].text, "noise");
    EXPECT_EQ(lines[3].kind, Kind::NotObject);
    lines = reader.feed(":false}\n");
    ASSERT_EQ(lines.size(), 1U);
    EXPECT_EQ(lines[0].kind, Kind::Answer);
    EXPECT_EQ(lines[0].json["ok"], false);
}

TEST(HelperLineReader, ARequestIsOneCompactLine)
{
    EXPECT_EQ(requestLine({{"op", "scan"}, {"id", 3}}), "{\"id\":3,\"op\":\"scan\"}\n");
}

TEST(PendingRequests, AnswersSettleTheirEchoedIdElseTheOldest)
{
    PendingRequests pending;
    EXPECT_EQ(pending.current(), 0);
    const auto first = pending.add();
    const auto second = pending.add();
    const auto third = pending.add();
    EXPECT_EQ(pending.current(), first); // stream lines belong to the oldest
    EXPECT_EQ(pending.settle({{"ok", true}, {"id", second}}), second);
    EXPECT_EQ(pending.size(), 2U);
    EXPECT_EQ(pending.settle({{"ok", true}}), first); // no id: the oldest
    EXPECT_EQ(pending.settle({{"ok", false}, {"id", "text"}}),
              third); // not ours to read: the oldest
    EXPECT_TRUE(pending.empty());
    EXPECT_EQ(pending.add(), third + 1); // ids are never reused
}
