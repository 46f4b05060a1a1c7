#include <gtest/gtest.h>

#include <cstdlib>

#include "core/helper/client.h"

using namespace am::helper;
using nlohmann::json;

TEST(ClientLaunch, DirectlyAsRootElseThroughPkexecWithTheScope)
{
    ClientOptions options;
    options.helper_path = "/usr/libexec/arraymark/arraymark-helper";
    options.scope = Scope::ManageArrays;
    options.already_root = true;
    EXPECT_EQ(
        launchArgv(options),
        (std::vector<std::string>{"/usr/libexec/arraymark/arraymark-helper", "manage-arrays"}));
    options.already_root = false;
    EXPECT_EQ(launchArgv(options),
              (std::vector<std::string>{"pkexec", "/usr/libexec/arraymark/arraymark-helper",
                                        "manage-arrays"}));
    EXPECT_NE(describeHelperExit(126, true).find("dismissed"), std::string::npos);
    EXPECT_NE(describeHelperExit(127, true).find("not authorized"), std::string::npos);
}

TEST(Client, SendsRequestsAndReadsAnswersAndStreamLines)
{
    ClientOptions options;
    options.helper_path = ARRAYMARK_FAKE_HELPER;
    options.scope = Scope::BenchmarkRawDevice;
    options.already_root = true;
    Client client(options);
    const json first = client.request({{"op", "scan"}, {"id", 1}});
    EXPECT_EQ(first["id"], 1);
    EXPECT_EQ(first["scope"], "benchmark-raw-device");
    EXPECT_EQ(first["via"], "direct");
    std::vector<json> stream;
    const json bench = client.request({{"op", "bench"}, {"id", 2}},
                                      [&stream](const json& line) { stream.push_back(line); });
    EXPECT_EQ(bench["id"], 2);
    ASSERT_EQ(stream.size(), 2U);
    EXPECT_EQ(stream[0]["type"], "sample");
    EXPECT_EQ(client.finish(), 0);
}

TEST(Client, AHelperThatDiesIsAnErrorNotAHang)
{
    ClientOptions options;
    options.helper_path = ARRAYMARK_FAKE_HELPER;
    options.already_root = true;
    Client client(options);
    EXPECT_THROW(client.request({{"op", "exit"}}), ClientError);
    EXPECT_FALSE(client.running());
}

TEST(Client, PkexecRefusalIsExplained)
{
    ClientOptions options;
    options.helper_path = "/usr/libexec/arraymark/arraymark-helper";
    options.pkexec = ARRAYMARK_FAKE_HELPER; // plays pkexec with three arguments
    ::setenv("ARRAYMARK_FAKE_PKEXEC_DENY", "1", 1);
    Client client(options);
    try {
        client.request({{"op", "scan"}});
        ADD_FAILURE() << "a refused pkexec must throw";
    } catch (const ClientError& error) {
        EXPECT_NE(std::string(error.what()).find("not authorized"), std::string::npos)
            << error.what();
    }
    ::unsetenv("ARRAYMARK_FAKE_PKEXEC_DENY");
    Client allowed(options);
    EXPECT_EQ(allowed.request({{"op", "scan"}})["via"], "pkexec");
}

TEST(Client, AMissingProgramFailsToStart)
{
    ClientOptions options;
    options.helper_path = "/nonexistent/arraymark-helper";
    options.already_root = true;
    Client client(options);
    EXPECT_THROW(client.start(), ClientError);
}
