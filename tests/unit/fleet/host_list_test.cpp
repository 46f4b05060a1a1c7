#include <gtest/gtest.h>

#include "core/fleet/fleet_run.h"
#include "core/fleet/host_list.h"

using namespace am::fleet;

TEST(HostList, FileLinesWithKeysAndComments)
{
    const auto hosts =
        parseHostList("# rack 3\n"
                      "node1\n"
                      "  root@node2  target=/dev/md0 cli=/opt/am/bin/arraymark-cli  # the md box\n"
                      "\n"
                      "10.0.0.9,8765 via=fio-server name=old-box\n",
                      "hosts.txt");
    ASSERT_EQ(hosts.size(), 3u);
    EXPECT_EQ(hosts[0].name, "node1");
    EXPECT_FALSE(hosts[0].transport.has_value());
    EXPECT_EQ(hosts[1].destination, "root@node2");
    EXPECT_EQ(hosts[1].target, "/dev/md0");
    EXPECT_EQ(hosts[1].cli, "/opt/am/bin/arraymark-cli");
    EXPECT_EQ(hosts[2].name, "old-box");
    EXPECT_EQ(hosts[2].destination, "10.0.0.9,8765");
    EXPECT_EQ(hosts[2].transport, Transport::FioServer);
}

TEST(HostList, ErrorsNameTheLineAndTheRule)
{
    try {
        parseHostList("a\nb speed=fast\n", "hosts.txt");
        FAIL() << "no error";
    } catch (const HostListError& e) {
        EXPECT_NE(std::string(e.what()).find("hosts.txt line 2"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("speed"), std::string::npos) << e.what();
    }
    EXPECT_THROW(parseHostList("a via=telnet\n", "h"), HostListError);
    EXPECT_THROW(parseHostList("-oProxyCommand=x\n", "h"), HostListError);
    EXPECT_THROW(parseHostList("# nothing\n\n", "h"), HostListError);
    EXPECT_THROW(parseHostList("a\na\n", "h"), HostListError);
    EXPECT_NO_THROW(parseHostList("a\na name=a2\n", "h"));
}

TEST(HostList, CommaForm)
{
    const auto hosts = parseHostArgument("a,user@b,c");
    ASSERT_EQ(hosts.size(), 3u);
    EXPECT_EQ(hosts[1].destination, "user@b");
    EXPECT_THROW(parseHostArgument("a,,b"), HostListError);
    EXPECT_THROW(parseHostArgument("a,"), HostListError);
    EXPECT_THROW(parseHostArgument("a,-b"), HostListError);
}

TEST(HostList, ResolveFillsDefaultsAndNeedsATarget)
{
    auto hosts = parseHostList("a\nb target=/dev/sdb via=fio-server\n", "h");
    const auto resolved = resolveHosts(hosts, Transport::Ssh, "/srv/t.dat");
    EXPECT_EQ(resolved[0].target, "/srv/t.dat");
    EXPECT_EQ(resolved[0].transport, Transport::Ssh);
    EXPECT_EQ(resolved[1].target, "/dev/sdb");
    EXPECT_EQ(resolved[1].transport, Transport::FioServer);
    try {
        resolveHosts(hosts, Transport::Ssh, "");
        FAIL() << "no error";
    } catch (const HostListError& e) {
        EXPECT_NE(std::string(e.what()).find("host a"), std::string::npos) << e.what();
    }
}
