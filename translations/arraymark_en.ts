<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CommandLineText</name>
    <message>
        <source>ArrayMark: drives, md arrays and their speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Root of sysfs (default /sys).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Root of procfs (default /proc).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Root of devfs (default /dev).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DetailsText</name>
    <message>
        <source>Model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Serial</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Firmware</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Transport</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Media</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sector size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 bytes logical, %2 bytes physical</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NVMe controller</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NVMe subsystem</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PCI address</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (capable of %1 x%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PCIe link</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Backing file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Signature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>RAID level</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Array state</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Members</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Empty: no medium or nothing bound to it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Free: not mounted, not held, no signature found.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>In use. ArrayMark will not write to it:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>InUseText</name>
    <message>
        <source>mounted at %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>active swap</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>member of the md array %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>held by device-mapper %1 (LVM, LUKS or multipath)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>held by %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>has a %1 partition table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>has a %1 signature (data may be on it)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>content could not be checked: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>partition %1 is in use</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>partition %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>In use</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SizeUnit</name>
    <message>
        <source>B</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>kB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>EB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>KiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>EiB</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>am::ui::DrivesModel</name>
    <message>
        <source>HDD</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SSD</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>[swap]</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 bytes
%2
%3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 must not be written to:
• %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Serial</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Transport</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Media</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PCIe link</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Firmware</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Mounted at</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Logical / physical sector size in bytes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sector</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>am::ui::DrivesPage</name>
    <message>
        <source>Scanning block devices…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown error</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not list the block devices: %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n block device(s)</source>
        <translation>
            <numerusform>%n block device</numerusform>
            <numerusform>%n block devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in use</source>
        <translation>
            <numerusform>%n in use</numerusform>
            <numerusform>%n in use</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n md array(s)</source>
        <translation>
            <numerusform>%n md array</numerusform>
            <numerusform>%n md arrays</numerusform>
        </translation>
    </message>
    <message>
        <source>scanned at %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n empty not shown</source>
        <translation><numerusform>%n empty not shown</numerusform><numerusform>%n empty not shown</numerusform></translation>
    </message>
</context>
<context>
    <name>am::ui::MainWindow</name>
    <message>
        <source>ArrayMark</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drives</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Refresh drives</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Size &amp;units</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Decimal (GB, 10^9 bytes)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Binary (GiB, 2^30 bytes)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;About ArrayMark</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Main toolbar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>About ArrayMark</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ArrayMark %1
Lists drives, builds Linux md arrays and measures them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Show &amp;empty devices</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>List unbound loop devices, unset zram devices and drives without a medium</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>