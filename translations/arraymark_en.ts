<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message>
        <source>Rebuild of /dev/%1 onto %2: %3 (%4 s)</source>
        <translation>Rebuild of /dev/%1 onto %2: %3 (%4 s)</translation>
    </message>
    <message>
        <source>%1 per TB of member size (%2 h; member: %3; TB = 10^12 bytes)</source>
        <translation>%1 per TB of member size (%2 h; member: %3; TB = 10^12 bytes)</translation>
    </message>
    <message>
        <source>Time per TB unknown: the member&apos;s size could not be read.</source>
        <translation>Time per TB unknown: the member&apos;s size could not be read.</translation>
    </message>
    <message>
        <source>Fastest rebuild speed seen: %1 MB/s</source>
        <translation>Fastest rebuild speed seen: %1 MB/s</translation>
    </message>
    <message>
        <source>The member was re-added.</source>
        <translation>The member was re-added.</translation>
    </message>
    <message>
        <source>Re-add was refused; the member was added back as a new disk (full rebuild).</source>
        <translation>Re-add was refused; the member was added back as a new disk (full rebuild).</translation>
    </message>
    <message>
        <source>Note: the array has a write-intent bitmap, so a re-add rebuilds only the blocks written while the member was out, not the whole disk. For a full rebuild time, wipe the member and add it instead.</source>
        <translation>Note: the array has a write-intent bitmap, so a re-add rebuilds only the blocks written while the member was out, not the whole disk. For a full rebuild time, wipe the member and add it instead.</translation>
    </message>
    <message>
        <source>The rebuild ended before the benchmark did: part of the &quot;rebuilding&quot; figures were measured on a healthy array.</source>
        <translation>The rebuild ended before the benchmark did: part of the &quot;rebuilding&quot; figures were measured on a healthy array.</translation>
    </message>
    <message>
        <source>Benchmark error (%1)</source>
        <translation>Benchmark error (%1)</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>Choose a folder for the test file.</source>
        <translation>Choose a folder for the test file.</translation>
    </message>
    <message>
        <source>“%1” is not an absolute path: the folder must start with /.</source>
        <translation>“%1” is not an absolute path: the folder must start with /.</translation>
    </message>
    <message>
        <source>“%1” is not a folder: the test file needs a folder to live in.</source>
        <translation>“%1” is not a folder: the test file needs a folder to live in.</translation>
    </message>
    <message>
        <source>Enter the size of the test file, e.g. 1GiB.</source>
        <translation>Enter the size of the test file, e.g. 1GiB.</translation>
    </message>
    <message>
        <source>“%1” is not a size: write a whole number with an optional unit (k, M, G, T; binary), e.g. 512MiB or 4GiB.</source>
        <translation>“%1” is not a size: write a whole number with an optional unit (k, M, G, T; binary), e.g. 512MiB or 4GiB.</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>System (%1)</translation>
    </message>
    <message>
        <source>“%1” does not exist: choose an existing folder.</source>
        <translation>“%1” does not exist: choose an existing folder.</translation>
    </message>
    <message>
        <source>“%1” does not exist, and creating it would create “%2” at the top of the filesystem: check the path, or create “%2” yourself first.</source>
        <translation>“%1” does not exist, and creating it would create “%2” at the top of the filesystem: check the path, or create “%2” yourself first.</translation>
    </message>
    <message>
        <source>“%1” is not writable by you (%2): choose a folder where you may create files.</source>
        <translation>“%1” is not writable by you (%2): choose a folder where you may create files.</translation>
    </message>
    <message>
        <source>“%1” is on %2, a kernel interface that stores no files: choose a folder on a disk&apos;s filesystem.</source>
        <translation>“%1” is on %2, a kernel interface that stores no files: choose a folder on a disk&apos;s filesystem.</translation>
    </message>
    <message>
        <source>“%1” is too small: 0 does not mean the whole file; the test file must be at least %2.</source>
        <translation>“%1” is too small: 0 does not mean the whole file; the test file must be at least %2.</translation>
    </message>
    <message>
        <source>“%1” is too small: the test file must be at least %2, one block of the largest size this preset uses.</source>
        <translation>“%1” is too small: the test file must be at least %2, one block of the largest size this preset uses.</translation>
    </message>
    <message>
        <source>“%1” is not a whole number of %2 blocks (the largest this preset uses): e.g. %3.</source>
        <translation>“%1” is not a whole number of %2 blocks (the largest this preset uses): e.g. %3.</translation>
    </message>
</context>
<context>
    <name>CommandLineText</name>
    <message>
        <source>ArrayMark: drives, md arrays and their speed</source>
        <translation>ArrayMark: drives, md arrays and their speed</translation>
    </message>
    <message>
        <source>Root of sysfs (default /sys).</source>
        <translation>Root of sysfs (default /sys).</translation>
    </message>
    <message>
        <source>Root of procfs (default /proc).</source>
        <translation>Root of procfs (default /proc).</translation>
    </message>
    <message>
        <source>Root of devfs (default /dev).</source>
        <translation>Root of devfs (default /dev).</translation>
    </message>
    <message>
        <source>Page to show first: drives or bench.</source>
        <translation>Page to show first: drives or bench.</translation>
    </message>
    <message>
        <source>Start this benchmark preset on the default test file at once.</source>
        <translation>Start this benchmark preset on the default test file at once.</translation>
    </message>
    <message>
        <source>Result files to open (arraymark or fio JSON); the first is shown, the others overlaid.</source>
        <translation>Result files to open (arraymark or fio JSON); the first is shown, the others overlaid.</translation>
    </message>
    <message>
        <source>Open the Arrays page with this array selected (its kernel name, e.g. md0).</source>
        <translation>Open the Arrays page with this array selected (its kernel name, e.g. md0).</translation>
    </message>
</context>
<context>
    <name>DetailsText</name>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>Serial</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 bytes)</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Sector size</source>
        <translation>Sector size</translation>
    </message>
    <message>
        <source>%1 bytes logical, %2 bytes physical</source>
        <translation>%1 bytes logical, %2 bytes physical</translation>
    </message>
    <message>
        <source>NVMe controller</source>
        <translation>NVMe controller</translation>
    </message>
    <message>
        <source>NVMe subsystem</source>
        <translation>NVMe subsystem</translation>
    </message>
    <message>
        <source>PCI address</source>
        <translation>PCI address</translation>
    </message>
    <message>
        <source> (capable of %1 x%2)</source>
        <translation> (capable of %1 x%2)</translation>
    </message>
    <message>
        <source>PCIe link</source>
        <translation>PCIe link</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Backing file</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>RAID level</source>
        <translation>RAID level</translation>
    </message>
    <message>
        <source>Array state</source>
        <translation>Array state</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Members</translation>
    </message>
    <message>
        <source>Empty: no medium or nothing bound to it.</source>
        <translation>Empty: no medium or nothing bound to it.</translation>
    </message>
    <message>
        <source>Free: not mounted, not held, no signature found.</source>
        <translation>Free: not mounted, not held, no signature found.</translation>
    </message>
    <message>
        <source>In use. ArrayMark will not write to it:</source>
        <translation>In use. ArrayMark will not write to it:</translation>
    </message>
    <message>
        <source>Backing device</source>
        <translation>Backing device</translation>
    </message>
    <message>
        <source>Backing file is on</source>
        <translation>Backing file is on</translation>
    </message>
    <message>
        <source>Built on</source>
        <translation>Built on</translation>
    </message>
    <message>
        <source>Not checked: this user may not read it. ArrayMark will not write to it until a scan with administrator rights finds it free:</source>
        <translation>Not checked: this user may not read it. ArrayMark will not write to it until a scan with administrator rights finds it free:</translation>
    </message>
    <message>
        <source>Path to the CPU</source>
        <translation>Path to the CPU</translation>
    </message>
</context>
<context>
    <name>DriveHealthMark</name>
    <message>
        <source>Failing (SMART)</source>
        <translation>Failing (SMART)</translation>
    </message>
    <message>
        <source>Worn (SMART)</source>
        <translation>Worn (SMART)</translation>
    </message>
    <message>
        <source>An array on a failing drive may soon run degraded, or lose data with it; pick another drive if you can.</source>
        <translation>An array on a failing drive may soon run degraded, or lose data with it; pick another drive if you can.</translation>
    </message>
</context>
<context>
    <name>HealthDetails</name>
    <message>
        <source>Health (SMART)</source>
        <translation>Health (SMART)</translation>
    </message>
</context>
<context>
    <name>HealthReasonText</name>
    <message>
        <source>available spare below its threshold</source>
        <translation>available spare below its threshold</translation>
    </message>
    <message>
        <source>temperature outside its thresholds</source>
        <translation>temperature outside its thresholds</translation>
    </message>
    <message>
        <source>reliability degraded by media or internal errors</source>
        <translation>reliability degraded by media or internal errors</translation>
    </message>
    <message>
        <source>media placed in read-only mode</source>
        <translation>media placed in read-only mode</translation>
    </message>
    <message>
        <source>volatile memory backup failed</source>
        <translation>volatile memory backup failed</translation>
    </message>
    <message>
        <source>persistent memory region read-only</source>
        <translation>persistent memory region read-only</translation>
    </message>
    <message>
        <source>bits 0x%1</source>
        <translation>bits 0x%1</translation>
    </message>
    <message>
        <source>NVMe critical warning: %1</source>
        <translation>NVMe critical warning: %1</translation>
    </message>
    <message>
        <source>SMART overall-health failed</source>
        <translation>SMART overall-health failed</translation>
    </message>
    <message>
        <source>a prefail attribute is at or below its threshold</source>
        <translation>a prefail attribute is at or below its threshold</translation>
    </message>
    <message>
        <source>attribute %1 at or below its failure threshold now</source>
        <translation>attribute %1 at or below its failure threshold now</translation>
    </message>
    <message>
        <source>%1 sectors pending reallocation (attribute 197)</source>
        <translation>%1 sectors pending reallocation (attribute 197)</translation>
    </message>
    <message>
        <source>%1 offline uncorrectable sectors (attribute 198)</source>
        <translation>%1 offline uncorrectable sectors (attribute 198)</translation>
    </message>
    <message>
        <source>%1% of its rated endurance used</source>
        <translation>%1% of its rated endurance used</translation>
    </message>
    <message>
        <source>%1 reallocated sectors (attribute 5)</source>
        <translation>%1 reallocated sectors (attribute 5)</translation>
    </message>
    <message>
        <source>%1 unrecovered media errors</source>
        <translation>%1 unrecovered media errors</translation>
    </message>
    <message>
        <source>an attribute was at or below its threshold in the past</source>
        <translation>an attribute was at or below its threshold in the past</translation>
    </message>
    <message>
        <source>the self-test log records a failed test</source>
        <translation>the self-test log records a failed test</translation>
    </message>
    <message>
        <source>smartctl reported no SMART data for this device</source>
        <translation>smartctl reported no SMART data for this device</translation>
    </message>
    <message>
        <source>smartctl is not installed (apt-get install smartmontools)</source>
        <translation>smartctl is not installed (apt-get install smartmontools)</translation>
    </message>
    <message>
        <source>the drive is in standby; not woken up to read SMART</source>
        <translation>the drive is in standby; not woken up to read SMART</translation>
    </message>
</context>
<context>
    <name>HealthText</name>
    <message>
        <source>Healthy</source>
        <translation>Healthy</translation>
    </message>
    <message>
        <source>Worn</source>
        <translation>Worn</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Failing</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
    <message>
        <source>SMART was not read: reading it needs administrator rights. &quot;Check with administrator rights&quot; reads it.</source>
        <translation>SMART was not read: reading it needs administrator rights. &quot;Check with administrator rights&quot; reads it.</translation>
    </message>
    <message>
        <source>SMART: nothing wrong reported.</source>
        <translation>SMART: nothing wrong reported.</translation>
    </message>
    <message>
        <source>SMART: %1
%2</source>
        <translation>SMART: %1
%2</translation>
    </message>
    <message>
        <source>SMART overall-health</source>
        <translation>SMART overall-health</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>passed</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <source>Wear (rated endurance used)</source>
        <translation>Wear (rated endurance used)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Available spare</translation>
    </message>
    <message>
        <source>%1 % (threshold %2 %)</source>
        <translation>%1 % (threshold %2 %)</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Media errors</translation>
    </message>
    <message>
        <source>Error log entries</source>
        <translation>Error log entries</translation>
    </message>
    <message>
        <source>Interface CRC errors</source>
        <translation>Interface CRC errors</translation>
    </message>
    <message>
        <source>Reallocated sectors</source>
        <translation>Reallocated sectors</translation>
    </message>
    <message>
        <source>Pending sectors</source>
        <translation>Pending sectors</translation>
    </message>
    <message>
        <source>Offline uncorrectable sectors</source>
        <translation>Offline uncorrectable sectors</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperature</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on time</source>
        <translation>Power-on time</translation>
    </message>
    <message>
        <source>%1 hours (%2 years)</source>
        <translation>%1 hours (%2 years)</translation>
    </message>
    <message>
        <source>Attributes failing now</source>
        <translation>Attributes failing now</translation>
    </message>
    <message>
        <source>%1 is failing: %2</source>
        <translation>%1 is failing: %2</translation>
    </message>
    <message>
        <source>%1 is worn: %2</source>
        <translation>%1 is worn: %2</translation>
    </message>
</context>
<context>
    <name>InUseText</name>
    <message>
        <source>mounted at %1</source>
        <translation>mounted at %1</translation>
    </message>
    <message>
        <source>active swap</source>
        <translation>active swap</translation>
    </message>
    <message>
        <source>member of the md array %1</source>
        <translation>member of the md array %1</translation>
    </message>
    <message>
        <source>held by device-mapper %1 (LVM, LUKS or multipath)</source>
        <translation>held by device-mapper %1 (LVM, LUKS or multipath)</translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation>held by %1</translation>
    </message>
    <message>
        <source>has a %1 partition table</source>
        <translation>has a %1 partition table</translation>
    </message>
    <message>
        <source>has a %1 signature (data may be on it)</source>
        <translation>has a %1 signature (data may be on it)</translation>
    </message>
    <message>
        <source>content could not be checked: %1</source>
        <translation>content could not be checked: %1</translation>
    </message>
    <message>
        <source>partition %1 is in use</source>
        <translation>partition %1 is in use</translation>
    </message>
    <message>
        <source>partition %1: %2</source>
        <translation>partition %1: %2</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>In use</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Empty</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Free</translation>
    </message>
    <message>
        <source>also backs %1, which is in use: %2</source>
        <translation>also backs %1, which is in use: %2</translation>
    </message>
    <message>
        <source>backed by %1, which is in use: %2</source>
        <translation>backed by %1, which is in use: %2</translation>
    </message>
    <message>
        <source>its disk %1 is in use as a whole: %2</source>
        <translation>its disk %1 is in use as a whole: %2</translation>
    </message>
    <message>
        <source>opened exclusively by another process (a running benchmark, mkfs or another tool)</source>
        <translation>opened exclusively by another process (a running benchmark, mkfs or another tool)</translation>
    </message>
    <message>
        <source>%1, which it is built on, cannot be read as this user: needs administrator rights</source>
        <translation>%1, which it is built on, cannot be read as this user: needs administrator rights</translation>
    </message>
    <message>
        <source>its content cannot be read as this user: needs administrator rights</source>
        <translation>its content cannot be read as this user: needs administrator rights</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Not checked</translation>
    </message>
    <message>
        <source>LVM physical volume (no active volume group)</source>
        <translation>LVM physical volume (no active volume group)</translation>
    </message>
    <message>
        <source>LVM physical volume of the volume group %1, which is active</source>
        <translation>LVM physical volume of the volume group %1, which is active</translation>
    </message>
    <message>
        <source>device of the btrfs filesystem %1</source>
        <translation>device of the btrfs filesystem %1</translation>
    </message>
    <message>
        <source>device of the btrfs filesystem %1, which is %2</source>
        <translation>device of the btrfs filesystem %1, which is %2</translation>
    </message>
    <message>
        <source>device of the ZFS pool %1</source>
        <translation>device of the ZFS pool %1</translation>
    </message>
</context>
<context>
    <name>LoadChart</name>
    <message>
        <source>p50</source>
        <translation>Rebuild of /dev/%1 onto %2: %3 (%4 s)&lt;/source&gt;
        &lt;translation&gt;Rebuild of /dev/%1 onto %2: %3 (%4 s)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 per TB of member size (%2 h; member: %3; TB = 10^12 bytes)&lt;/source&gt;
        &lt;translation&gt;%1 per TB of member size (%2 h; member: %3; TB = 10^12 bytes)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Time per TB unknown: the member&apos;s size could not be read.&lt;/source&gt;
        &lt;translation&gt;Time per TB unknown: the member&apos;s size could not be read.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Fastest rebuild speed seen: %1 MB/s&lt;/source&gt;
        &lt;translation&gt;Fastest rebuild speed seen: %1 MB/s&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The member was re-added.&lt;/source&gt;
        &lt;translation&gt;The member was re-added.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Re-add was refused; the member was added back as a new disk (full rebuild).&lt;/source&gt;
        &lt;translation&gt;Re-add was refused; the member was added back as a new disk (full rebuild).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Note: the array has a write-intent bitmap, so a re-add rebuilds only the blocks written while the member was out, not the whole disk. For a full rebuild time, wipe the member and add it instead.&lt;/source&gt;
        &lt;translation&gt;Note: the array has a write-intent bitmap, so a re-add rebuilds only the blocks written while the member was out, not the whole disk. For a full rebuild time, wipe the member and add it instead.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The rebuild ended before the benchmark did: part of the &quot;rebuilding&quot; figures were measured on a healthy array.&lt;/source&gt;
        &lt;translation&gt;The rebuild ended before the benchmark did: part of the &quot;rebuilding&quot; figures were measured on a healthy array.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Benchmark error (%1)&lt;/source&gt;
        &lt;translation&gt;Benchmark error (%1)&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;AppSettings&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Choose a folder for the test file.&lt;/source&gt;
        &lt;translation&gt;Choose a folder for the test file.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;“%1” is not an absolute path: the folder must start with /.&lt;/source&gt;
        &lt;translation&gt;“%1” is not an absolute path: the folder must start with /.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;“%1” is not a folder: the test file needs a folder to live in.&lt;/source&gt;
        &lt;translation&gt;“%1” is not a folder: the test file needs a folder to live in.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Enter the size of the test file, e.g. 1GiB.&lt;/source&gt;
        &lt;translation&gt;Enter the size of the test file, e.g. 1GiB.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;“%1” is not a size: write a whole number with an optional unit (k, M, G, T; binary), e.g. 512MiB or 4GiB.&lt;/source&gt;
        &lt;translation&gt;“%1” is not a size: write a whole number with an optional unit (k, M, G, T; binary), e.g. 512MiB or 4GiB.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;System (%1)&lt;/source&gt;
        &lt;translation&gt;System (%1)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;“%1” does not exist: choose an existing folder.&lt;/source&gt;
        &lt;translation&gt;“%1” does not exist: choose an existing folder.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;“%1” does not exist, and creating it would create “%2” at the top of the filesystem: check the path, or create “%2” yourself first.&lt;/source&gt;
        &lt;translation&gt;“%1” does not exist, and creating it would create “%2” at the top of the filesystem: check the path, or create “%2” yourself first.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;“%1” is not writable by you (%2): choose a folder where you may create files.&lt;/source&gt;
        &lt;translation&gt;“%1” is not writable by you (%2): choose a folder where you may create files.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;“%1” is on %2, a kernel interface that stores no files: choose a folder on a disk&apos;s filesystem.&lt;/source&gt;
        &lt;translation&gt;“%1” is on %2, a kernel interface that stores no files: choose a folder on a disk&apos;s filesystem.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;“%1” is too small: 0 does not mean the whole file; the test file must be at least %2.&lt;/source&gt;
        &lt;translation&gt;“%1” is too small: 0 does not mean the whole file; the test file must be at least %2.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;“%1” is too small: the test file must be at least %2, one block of the largest size this preset uses.&lt;/source&gt;
        &lt;translation&gt;“%1” is too small: the test file must be at least %2, one block of the largest size this preset uses.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;“%1” is not a whole number of %2 blocks (the largest this preset uses): e.g. %3.&lt;/source&gt;
        &lt;translation&gt;“%1” is not a whole number of %2 blocks (the largest this preset uses): e.g. %3.&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;CommandLineText&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;ArrayMark: drives, md arrays and their speed&lt;/source&gt;
        &lt;translation&gt;ArrayMark: drives, md arrays and their speed&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Root of sysfs (default /sys).&lt;/source&gt;
        &lt;translation&gt;Root of sysfs (default /sys).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Root of procfs (default /proc).&lt;/source&gt;
        &lt;translation&gt;Root of procfs (default /proc).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Root of devfs (default /dev).&lt;/source&gt;
        &lt;translation&gt;Root of devfs (default /dev).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Page to show first: drives or bench.&lt;/source&gt;
        &lt;translation&gt;Page to show first: drives or bench.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Start this benchmark preset on the default test file at once.&lt;/source&gt;
        &lt;translation&gt;Start this benchmark preset on the default test file at once.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Result files to open (arraymark or fio JSON); the first is shown, the others overlaid.&lt;/source&gt;
        &lt;translation&gt;Result files to open (arraymark or fio JSON); the first is shown, the others overlaid.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Open the Arrays page with this array selected (its kernel name, e.g. md0).&lt;/source&gt;
        &lt;translation&gt;Open the Arrays page with this array selected (its kernel name, e.g. md0).&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;DetailsText&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Model&lt;/source&gt;
        &lt;translation&gt;Model&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Serial&lt;/source&gt;
        &lt;translation&gt;Serial&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Firmware&lt;/source&gt;
        &lt;translation&gt;Firmware&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Size&lt;/source&gt;
        &lt;translation&gt;Size&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 (%2 bytes)&lt;/source&gt;
        &lt;translation&gt;%1 (%2 bytes)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Transport&lt;/source&gt;
        &lt;translation&gt;Transport&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Media&lt;/source&gt;
        &lt;translation&gt;Media&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Sector size&lt;/source&gt;
        &lt;translation&gt;Sector size&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 bytes logical, %2 bytes physical&lt;/source&gt;
        &lt;translation&gt;%1 bytes logical, %2 bytes physical&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;NVMe controller&lt;/source&gt;
        &lt;translation&gt;NVMe controller&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;NVMe subsystem&lt;/source&gt;
        &lt;translation&gt;NVMe subsystem&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;PCI address&lt;/source&gt;
        &lt;translation&gt;PCI address&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt; (capable of %1 x%2)&lt;/source&gt;
        &lt;translation&gt; (capable of %1 x%2)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;PCIe link&lt;/source&gt;
        &lt;translation&gt;PCIe link&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Backing file&lt;/source&gt;
        &lt;translation&gt;Backing file&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Signature&lt;/source&gt;
        &lt;translation&gt;Signature&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;RAID level&lt;/source&gt;
        &lt;translation&gt;RAID level&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Array state&lt;/source&gt;
        &lt;translation&gt;Array state&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Members&lt;/source&gt;
        &lt;translation&gt;Members&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Empty: no medium or nothing bound to it.&lt;/source&gt;
        &lt;translation&gt;Empty: no medium or nothing bound to it.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Free: not mounted, not held, no signature found.&lt;/source&gt;
        &lt;translation&gt;Free: not mounted, not held, no signature found.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;In use. ArrayMark will not write to it:&lt;/source&gt;
        &lt;translation&gt;In use. ArrayMark will not write to it:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Backing device&lt;/source&gt;
        &lt;translation&gt;Backing device&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Backing file is on&lt;/source&gt;
        &lt;translation&gt;Backing file is on&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Built on&lt;/source&gt;
        &lt;translation&gt;Built on&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Not checked: this user may not read it. ArrayMark will not write to it until a scan with administrator rights finds it free:&lt;/source&gt;
        &lt;translation&gt;Not checked: this user may not read it. ArrayMark will not write to it until a scan with administrator rights finds it free:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Path to the CPU&lt;/source&gt;
        &lt;translation&gt;Path to the CPU&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;DriveHealthMark&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Failing (SMART)&lt;/source&gt;
        &lt;translation&gt;Failing (SMART)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Worn (SMART)&lt;/source&gt;
        &lt;translation&gt;Worn (SMART)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;An array on a failing drive may soon run degraded, or lose data with it; pick another drive if you can.&lt;/source&gt;
        &lt;translation&gt;An array on a failing drive may soon run degraded, or lose data with it; pick another drive if you can.&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;HealthDetails&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Health (SMART)&lt;/source&gt;
        &lt;translation&gt;Health (SMART)&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;HealthReasonText&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;available spare below its threshold&lt;/source&gt;
        &lt;translation&gt;available spare below its threshold&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;temperature outside its thresholds&lt;/source&gt;
        &lt;translation&gt;temperature outside its thresholds&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;reliability degraded by media or internal errors&lt;/source&gt;
        &lt;translation&gt;reliability degraded by media or internal errors&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;media placed in read-only mode&lt;/source&gt;
        &lt;translation&gt;media placed in read-only mode&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;volatile memory backup failed&lt;/source&gt;
        &lt;translation&gt;volatile memory backup failed&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;persistent memory region read-only&lt;/source&gt;
        &lt;translation&gt;persistent memory region read-only&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;bits 0x%1&lt;/source&gt;
        &lt;translation&gt;bits 0x%1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;NVMe critical warning: %1&lt;/source&gt;
        &lt;translation&gt;NVMe critical warning: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;SMART overall-health failed&lt;/source&gt;
        &lt;translation&gt;SMART overall-health failed&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;a prefail attribute is at or below its threshold&lt;/source&gt;
        &lt;translation&gt;a prefail attribute is at or below its threshold&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;attribute %1 at or below its failure threshold now&lt;/source&gt;
        &lt;translation&gt;attribute %1 at or below its failure threshold now&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 sectors pending reallocation (attribute 197)&lt;/source&gt;
        &lt;translation&gt;%1 sectors pending reallocation (attribute 197)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 offline uncorrectable sectors (attribute 198)&lt;/source&gt;
        &lt;translation&gt;%1 offline uncorrectable sectors (attribute 198)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1% of its rated endurance used&lt;/source&gt;
        &lt;translation&gt;%1% of its rated endurance used&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 reallocated sectors (attribute 5)&lt;/source&gt;
        &lt;translation&gt;%1 reallocated sectors (attribute 5)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 unrecovered media errors&lt;/source&gt;
        &lt;translation&gt;%1 unrecovered media errors&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;an attribute was at or below its threshold in the past&lt;/source&gt;
        &lt;translation&gt;an attribute was at or below its threshold in the past&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;the self-test log records a failed test&lt;/source&gt;
        &lt;translation&gt;the self-test log records a failed test&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;smartctl reported no SMART data for this device&lt;/source&gt;
        &lt;translation&gt;smartctl reported no SMART data for this device&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;smartctl is not installed (apt-get install smartmontools)&lt;/source&gt;
        &lt;translation&gt;smartctl is not installed (apt-get install smartmontools)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;the drive is in standby; not woken up to read SMART&lt;/source&gt;
        &lt;translation&gt;the drive is in standby; not woken up to read SMART&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;HealthText&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Healthy&lt;/source&gt;
        &lt;translation&gt;Healthy&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Worn&lt;/source&gt;
        &lt;translation&gt;Worn&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Failing&lt;/source&gt;
        &lt;translation&gt;Failing&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Unknown&lt;/source&gt;
        &lt;translation&gt;Unknown&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;SMART was not read: reading it needs administrator rights. &quot;Check with administrator rights&quot; reads it.&lt;/source&gt;
        &lt;translation&gt;SMART was not read: reading it needs administrator rights. &quot;Check with administrator rights&quot; reads it.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;SMART: nothing wrong reported.&lt;/source&gt;
        &lt;translation&gt;SMART: nothing wrong reported.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;SMART: %1
%2&lt;/source&gt;
        &lt;translation&gt;SMART: %1
%2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;SMART overall-health&lt;/source&gt;
        &lt;translation&gt;SMART overall-health&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;passed&lt;/source&gt;
        &lt;translation&gt;passed&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;failed&lt;/source&gt;
        &lt;translation&gt;failed&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Wear (rated endurance used)&lt;/source&gt;
        &lt;translation&gt;Wear (rated endurance used)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 %&lt;/source&gt;
        &lt;translation&gt;%1 %&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Available spare&lt;/source&gt;
        &lt;translation&gt;Available spare&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 % (threshold %2 %)&lt;/source&gt;
        &lt;translation&gt;%1 % (threshold %2 %)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Media errors&lt;/source&gt;
        &lt;translation&gt;Media errors&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Error log entries&lt;/source&gt;
        &lt;translation&gt;Error log entries&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Interface CRC errors&lt;/source&gt;
        &lt;translation&gt;Interface CRC errors&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Reallocated sectors&lt;/source&gt;
        &lt;translation&gt;Reallocated sectors&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Pending sectors&lt;/source&gt;
        &lt;translation&gt;Pending sectors&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Offline uncorrectable sectors&lt;/source&gt;
        &lt;translation&gt;Offline uncorrectable sectors&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Temperature&lt;/source&gt;
        &lt;translation&gt;Temperature&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 °C&lt;/source&gt;
        &lt;translation&gt;%1 °C&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Power-on time&lt;/source&gt;
        &lt;translation&gt;Power-on time&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 hours (%2 years)&lt;/source&gt;
        &lt;translation&gt;%1 hours (%2 years)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Attributes failing now&lt;/source&gt;
        &lt;translation&gt;Attributes failing now&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 is failing: %2&lt;/source&gt;
        &lt;translation&gt;%1 is failing: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 is worn: %2&lt;/source&gt;
        &lt;translation&gt;%1 is worn: %2&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;InUseText&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;mounted at %1&lt;/source&gt;
        &lt;translation&gt;mounted at %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;active swap&lt;/source&gt;
        &lt;translation&gt;active swap&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;member of the md array %1&lt;/source&gt;
        &lt;translation&gt;member of the md array %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;held by device-mapper %1 (LVM, LUKS or multipath)&lt;/source&gt;
        &lt;translation&gt;held by device-mapper %1 (LVM, LUKS or multipath)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;held by %1&lt;/source&gt;
        &lt;translation&gt;held by %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;has a %1 partition table&lt;/source&gt;
        &lt;translation&gt;has a %1 partition table&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;has a %1 signature (data may be on it)&lt;/source&gt;
        &lt;translation&gt;has a %1 signature (data may be on it)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;content could not be checked: %1&lt;/source&gt;
        &lt;translation&gt;content could not be checked: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;partition %1 is in use&lt;/source&gt;
        &lt;translation&gt;partition %1 is in use&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;partition %1: %2&lt;/source&gt;
        &lt;translation&gt;partition %1: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;In use&lt;/source&gt;
        &lt;translation&gt;In use&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Empty&lt;/source&gt;
        &lt;translation&gt;Empty&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Free&lt;/source&gt;
        &lt;translation&gt;Free&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;also backs %1, which is in use: %2&lt;/source&gt;
        &lt;translation&gt;also backs %1, which is in use: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;backed by %1, which is in use: %2&lt;/source&gt;
        &lt;translation&gt;backed by %1, which is in use: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;its disk %1 is in use as a whole: %2&lt;/source&gt;
        &lt;translation&gt;its disk %1 is in use as a whole: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;opened exclusively by another process (a running benchmark, mkfs or another tool)&lt;/source&gt;
        &lt;translation&gt;opened exclusively by another process (a running benchmark, mkfs or another tool)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1, which it is built on, cannot be read as this user: needs administrator rights&lt;/source&gt;
        &lt;translation&gt;%1, which it is built on, cannot be read as this user: needs administrator rights&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;its content cannot be read as this user: needs administrator rights&lt;/source&gt;
        &lt;translation&gt;its content cannot be read as this user: needs administrator rights&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Not checked&lt;/source&gt;
        &lt;translation&gt;Not checked&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;LVM physical volume (no active volume group)&lt;/source&gt;
        &lt;translation&gt;LVM physical volume (no active volume group)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;LVM physical volume of the volume group %1, which is active&lt;/source&gt;
        &lt;translation&gt;LVM physical volume of the volume group %1, which is active&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;device of the btrfs filesystem %1&lt;/source&gt;
        &lt;translation&gt;device of the btrfs filesystem %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;device of the btrfs filesystem %1, which is %2&lt;/source&gt;
        &lt;translation&gt;device of the btrfs filesystem %1, which is %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;device of the ZFS pool %1&lt;/source&gt;
        &lt;translation&gt;device of the ZFS pool %1&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;LoadChart&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;p50</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>p99.9</source>
        <translation>p99.9</translation>
    </message>
    <message>
        <source>%1
%2 IOPS offered: %3 µs</source>
        <translation>%1
%2 IOPS offered: %3 µs</translation>
    </message>
    <message>
        <source>Latency under load: where p99 doubles</source>
        <translation>Latency under load: where p99 doubles</translation>
    </message>
    <message>
        <source>offered IOPS</source>
        <translation>offered IOPS</translation>
    </message>
    <message>
        <source>latency µs (log)</source>
        <translation>latency µs (log)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>knee: p99 doubled at %1 % (%2 IOPS)</source>
        <translation>knee: p99 doubled at %1 % (%2 IOPS)</translation>
    </message>
</context>
<context>
    <name>RunSummary</name>
    <message numerus="yes">
        <source>Stopped: %1 of %n cell(s) measured</source>
        <translation>
            <numerusform>Stopped: %1 of %n cell measured</numerusform>
            <numerusform>Stopped: %1 of %n cells measured</numerusform>
        </translation>
    </message>
    <message>
        <source>; cell %1 (%2) was stopped after %3 s of %4 s and is shown grey, not counted</source>
        <translation>; cell %1 (%2) was stopped after %3 s of %4 s and is shown grey, not counted</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 cells measured, %n failed. The first: %3</source>
        <translation>
            <numerusform>%1 of %2 cells measured, %n failed. The first: %3</numerusform>
            <numerusform>%1 of %2 cells measured, %n failed. The first: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n cell(s) measured.</source>
        <translation>
            <numerusform>The %n cell was measured.</numerusform>
            <numerusform>All %n cells measured.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n cell(s) measured.</source>
        <translation>
            <numerusform>%1 of %n cell measured.</numerusform>
            <numerusform>%1 of %n cells measured.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) failed. The first: %1</source>
        <translation>
            <numerusform>%n cell failed. The first: %1</numerusform>
            <numerusform>%n cells failed. The first: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n cell(s) measured</source>
        <translation>
            <numerusform>%1 of %n cell measured</numerusform>
            <numerusform>%1 of %n cells measured</numerusform>
        </translation>
    </message>
    <message>
        <source>, 1 stopped</source>
        <translation>, 1 stopped</translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation>
            <numerusform>, %n failed</numerusform>
            <numerusform>, %n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %n cell(s) carry a warning: a number that may not mean what it seems (the cell&apos;s tooltip says why).</source>
        <translation>
            <numerusform>%1 %n cell carries a warning: a number that may not mean what it seems (the cell&apos;s tooltip says why).</numerusform>
            <numerusform>%1 %n cells carry warnings: numbers that may not mean what they seem (each cell&apos;s tooltip says why).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %1 %n with warnings</source>
        <translation>
            <numerusform>, %1 %n with a warning</numerusform>
            <numerusform>, %1 %n with warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunWarningText</name>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>read</source>
        <translation>read</translation>
    </message>
    <message>
        <source>written</source>
        <translation>written</translation>
    </message>
    <message>
        <source>zero-filled</source>
        <translation>zero-filled</translation>
    </message>
    <message>
        <source>%1 is more than the %2 link of %3 carries (%4): not all of it crossed the link (a cache above the device, or compression)</source>
        <translation>%1 is more than the %2 link of %3 carries (%4): not all of it crossed the link (a cache above the device, or compression)</translation>
    </message>
    <message>
        <source>The file is on %1, in memory: this measured memory, not a drive</source>
        <translation>The file is on %1, in memory: this measured memory, not a drive</translation>
    </message>
    <message>
        <source>%1 moved %2 % of the bytes the engine counted as %3: a cache served the rest (the page cache, or a filesystem that ignored direct I/O)</source>
        <translation>%1 moved %2 % of the bytes the engine counted as %3: a cache served the rest (the page cache, or a filesystem that ignored direct I/O)</translation>
    </message>
    <message>
        <source>%1 compresses and the written buffers are %2: it stored less than was written; choose random buffers</source>
        <translation>%1 compresses and the written buffers are %2: it stored less than was written; choose random buffers</translation>
    </message>
    <message>
        <source>compressible (%1)</source>
        <translation>compressible (%1)</translation>
    </message>
    <message>
        <source>The file is on %1, which writes copy-on-write: writes go to new places and fragment the file, so this measured the filesystem&apos;s allocator too</source>
        <translation>The file is on %1, which writes copy-on-write: writes go to new places and fragment the file, so this measured the filesystem&apos;s allocator too</translation>
    </message>
    <message numerus="yes">
        <source>CPU-bound: the engine&apos;s threads used %1 % of their %n core(s); this number measures the host, not the drive</source>
        <translation>
            <numerusform>CPU-bound: the engine&apos;s threads used %1 % of their %n core; this number measures the host, not the drive</numerusform>
            <numerusform>CPU-bound: the engine&apos;s threads used %1 % of their %n cores; this number measures the host, not the drive</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was busy with a %2 while the cell ran: the array shared its drives with that work</source>
        <translation>%1 was busy with a %2 while the cell ran: the array shared its drives with that work</translation>
    </message>
</context>
<context>
    <name>SizeUnit</name>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>kB</source>
        <translation>kB</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>PB</source>
        <translation>PB</translation>
    </message>
    <message>
        <source>EB</source>
        <translation>EB</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>TiB</source>
        <translation>TiB</translation>
    </message>
    <message>
        <source>PiB</source>
        <translation>PiB</translation>
    </message>
    <message>
        <source>EiB</source>
        <translation>EiB</translation>
    </message>
</context>
<context>
    <name>am::ui::ArrayActions</name>
    <message>
        <source>Mark failed</source>
        <translation>Mark failed</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Add spare</source>
        <translation>Add spare</translation>
    </message>
    <message>
        <source>Re-add</source>
        <translation>Re-add</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Replace</translation>
    </message>
    <message>
        <source>Scrub (check)</source>
        <translation>Scrub (check)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Assemble</source>
        <translation>Assemble</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>  timed out</source>
        <translation>  timed out</translation>
    </message>
    <message>
        <source>  exit code %1%2</source>
        <translation>  exit code %1%2</translation>
    </message>
    <message>
        <source> (failed)</source>
        <translation> (failed)</translation>
    </message>
    <message>
        <source>%1: done</source>
        <translation>%1: done</translation>
    </message>
    <message>
        <source>%1 refused (%2): %3. Nothing ran.</source>
        <translation>%1 refused (%2): %3. Nothing ran.</translation>
    </message>
    <message>
        <source>%1 failed (%2): %3</source>
        <translation>%1 failed (%2): %3</translation>
    </message>
    <message>
        <source>Rolling back %1 (made before the failure):</source>
        <translation>Rolling back %1 (made before the failure):</translation>
    </message>
    <message>
        <source>Rolled back: stopped %1; superblocks zeroed and signatures wiped on %2.</source>
        <translation>Rolled back: stopped %1; superblocks zeroed and signatures wiped on %2.</translation>
    </message>
    <message>
        <source>The rollback failed: %1. The partial array %2 is still there: delete it.</source>
        <translation>The rollback failed: %1. The partial array %2 is still there: delete it.</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 failed: %2</translation>
    </message>
    <message>
        <source>  refused: %1</source>
        <translation>  refused: %1</translation>
    </message>
    <message>
        <source>Stop check</source>
        <translation>Stop check</translation>
    </message>
</context>
<context>
    <name>am::ui::ArrayCheckText</name>
    <message>
        <source>%1 sectors (%2)</source>
        <translation>%1 sectors (%2)</translation>
    </message>
    <message>
        <source>the mirrored copies differ in these sectors; on raid1/raid10 this can be harmless (swap, or a page that changed while it was being written), but which copy is right is not known: a repair copies the first readable one over the others</source>
        <translation>the mirrored copies differ in these sectors; on raid1/raid10 this can be harmless (swap, or a page that changed while it was being written), but which copy is right is not known: a repair copies the first readable one over the others</translation>
    </message>
    <message>
        <source>parity does not match the data in these sectors; a repair rewrites the parity from the data, so a wrong data block stays wrong</source>
        <translation>parity does not match the data in these sectors; a repair rewrites the parity from the data, so a wrong data block stays wrong</translation>
    </message>
    <message>
        <source>this level keeps no redundancy: there is nothing to compare, md does not check it</source>
        <translation>this level keeps no redundancy: there is nothing to compare, md does not check it</translation>
    </message>
    <message>
        <source>No mismatches counted</source>
        <translation>No mismatches counted</translation>
    </message>
    <message>
        <source>Mismatches in %1</source>
        <translation>Mismatches in %1</translation>
    </message>
    <message>
        <source>No check or repair since the array started</source>
        <translation>No check or repair since the array started</translation>
    </message>
    <message>
        <source>No check since the last %1: md counts mismatches only in a check or repair</source>
        <translation>No check since the last %1: md counts mismatches only in a check or repair</translation>
    </message>
    <message>
        <source>The last %1 ran, but mismatch_cnt could not be read</source>
        <translation>The last %1 ran, but mismatch_cnt could not be read</translation>
    </message>
    <message>
        <source>Check running: no mismatches so far</source>
        <translation>Check running: no mismatches so far</translation>
    </message>
    <message>
        <source>Check running: mismatches in %1 so far</source>
        <translation>Check running: mismatches in %1 so far</translation>
    </message>
    <message>
        <source>Check found no mismatches</source>
        <translation>Check found no mismatches</translation>
    </message>
    <message>
        <source>Check found mismatches in %1</source>
        <translation>Check found mismatches in %1</translation>
    </message>
    <message>
        <source>Repair running: rewrote mismatches in %1 so far</source>
        <translation>Repair running: rewrote mismatches in %1 so far</translation>
    </message>
    <message>
        <source>Repair found no mismatches</source>
        <translation>Repair found no mismatches</translation>
    </message>
    <message>
        <source>Repair found and rewrote mismatches in %1</source>
        <translation>Repair found and rewrote mismatches in %1</translation>
    </message>
    <message>
        <source>Last check</source>
        <translation>Last check</translation>
    </message>
    <message>
        <source>What this means</source>
        <translation>What this means</translation>
    </message>
    <message>
        <source>read errors corrected: %1</source>
        <translation>read errors corrected: %1</translation>
    </message>
    <message>
        <source>errors: %1</source>
        <translation>errors: %1</translation>
    </message>
    <message>
        <source>bad-block log empty</source>
        <translation>bad-block log empty</translation>
    </message>
    <message>
        <source>bad blocks: %1 entries, %2</source>
        <translation>bad blocks: %1 entries, %2</translation>
    </message>
</context>
<context>
    <name>am::ui::ArrayStatusText</name>
    <message>
        <source>%1 of %2 members missing</source>
        <translation>%1 of %2 members missing</translation>
    </message>
    <message>
        <source>Healthy</source>
        <translation>Healthy</translation>
    </message>
    <message>
        <source>Healthy (active)</source>
        <translation>Healthy (active)</translation>
    </message>
    <message>
        <source>Degraded: %1</source>
        <translation>Degraded: %1</translation>
    </message>
    <message>
        <source>Degraded, resyncing: %1</source>
        <translation>Degraded, resyncing: %1</translation>
    </message>
    <message>
        <source>Resyncing</source>
        <translation>Resyncing</translation>
    </message>
    <message>
        <source>Degraded, rebuilding: %1</source>
        <translation>Degraded, rebuilding: %1</translation>
    </message>
    <message>
        <source>Reshaping</source>
        <translation>Reshaping</translation>
    </message>
    <message>
        <source>Degraded, checking: %1</source>
        <translation>Degraded, checking: %1</translation>
    </message>
    <message>
        <source>Checking</source>
        <translation>Checking</translation>
    </message>
    <message>
        <source>Inactive (stopped or not fully assembled)</source>
        <translation>Inactive (stopped or not fully assembled)</translation>
    </message>
    <message>
        <source>Failed: too many members missing (%1 of %2)</source>
        <translation>Failed: too many members missing (%1 of %2)</translation>
    </message>
    <message>
        <source>Container</source>
        <translation>Container</translation>
    </message>
    <message>
        <source>Resync pending</source>
        <translation>Resync pending</translation>
    </message>
    <message>
        <source>Rebuild</source>
        <translation>Rebuild</translation>
    </message>
    <message>
        <source>Resync</source>
        <translation>Resync</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>Repair</translation>
    </message>
    <message>
        <source>Reshape</source>
        <translation>Reshape</translation>
    </message>
    <message>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <source>%1 %2 % at %3 MB/s</source>
        <translation>%1 %2 % at %3 MB/s</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Active</translation>
    </message>
    <message>
        <source>Rebuilding</source>
        <translation>Rebuilding</translation>
    </message>
    <message>
        <source>Spare</source>
        <translation>Spare</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Failed</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Container member</source>
        <translation>Container member</translation>
    </message>
    <message>
        <source> (slot %1)</source>
        <translation> (slot %1)</translation>
    </message>
</context>
<context>
    <name>am::ui::ArrayWizard</name>
    <message>
        <source>read-only</source>
        <translation>read-only</translation>
    </message>
    <message>
        <source>not checked: its content could not be read as this user (use &quot;Check with administrator rights&quot;)</source>
        <translation>not checked: its content could not be read as this user (use &quot;Check with administrator rights&quot;)</translation>
    </message>
    <message>
        <source>has partitions: pick a partition, or wipe the partition table first</source>
        <translation>has partitions: pick a partition, or wipe the partition table first</translation>
    </message>
    <message>
        <source>Mixed sizes: every member is used only up to the smallest (%1); %2 of the larger drives stays unused.</source>
        <translation>Mixed sizes: every member is used only up to the smallest (%1); %2 of the larger drives stays unused.</translation>
    </message>
    <message>
        <source>Mixed transports or media: the slowest member sets the pace of a striped array.</source>
        <translation>Mixed transports or media: the slowest member sets the pace of a striped array.</translation>
    </message>
    <message>
        <source>RAID 0 (stripe)</source>
        <translation>RAID 0 (stripe)</translation>
    </message>
    <message>
        <source>RAID 1 (mirror)</source>
        <translation>RAID 1 (mirror)</translation>
    </message>
    <message>
        <source>RAID 5 (single parity)</source>
        <translation>RAID 5 (single parity)</translation>
    </message>
    <message>
        <source>RAID 6 (double parity)</source>
        <translation>RAID 6 (double parity)</translation>
    </message>
    <message>
        <source>RAID 10 (striped mirrors)</source>
        <translation>RAID 10 (striped mirrors)</translation>
    </message>
    <message>
        <source>Speed and full capacity for scratch data: one failed drive loses everything.</source>
        <translation>Speed and full capacity for scratch data: one failed drive loses everything.</translation>
    </message>
    <message>
        <source>Keeps working with all but one drive failed; reads spread, writes go to every drive.</source>
        <translation>Keeps working with all but one drive failed; reads spread, writes go to every drive.</translation>
    </message>
    <message>
        <source>Capacity of all but one drive and survives one failure; small writes are slow (read-modify-write).</source>
        <translation>Capacity of all but one drive and survives one failure; small writes are slow (read-modify-write).</translation>
    </message>
    <message>
        <source>Survives any two failures, for many or large drives with long rebuilds; small writes are slower still.</source>
        <translation>Survives any two failures, for many or large drives with long rebuilds; small writes are slower still.</translation>
    </message>
    <message>
        <source>Fast random writes with redundancy, at half the capacity: the database choice.</source>
        <translation>Fast random writes with redundancy, at half the capacity: the database choice.</translation>
    </message>
    <message>
        <source>New array</source>
        <translation>New array</translation>
    </message>
    <message>
        <source>RAID 1C3 (three copies)</source>
        <translation>RAID 1C3 (three copies)</translation>
    </message>
    <message>
        <source>btrfs keeps three copies of every block on three of the drives: survives two failures, at a third of the capacity.</source>
        <translation>btrfs keeps three copies of every block on three of the drives: survives two failures, at a third of the capacity.</translation>
    </message>
</context>
<context>
    <name>am::ui::ArraysModel</name>
    <message>
        <source> (metadata %1)</source>
        <translation> (metadata %1)</translation>
    </message>
    <message>
        <source>%1 of %2 active</source>
        <translation>%1 of %2 active</translation>
    </message>
    <message>
        <source>Kernel: array_state %1, sync_action %2, degraded %3</source>
        <translation>Kernel: array_state %1, sync_action %2, degraded %3</translation>
    </message>
    <message>
        <source>Array / member</source>
        <translation>Array / member</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Level / kernel state</source>
        <translation>Level / kernel state</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacity</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Members</translation>
    </message>
    <message>
        <source>Sync</source>
        <translation>Sync</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Time left</translation>
    </message>
    <message>
        <source>--backend %1 on arraymark-cli array</source>
        <translation>--backend %1 on arraymark-cli array</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
</context>
<context>
    <name>am::ui::ArraysPage</name>
    <message>
        <source>New array…</source>
        <translation>New array…</translation>
    </message>
    <message>
        <source>What each action ran, or why the helper refused it, appears here.</source>
        <translation>What each action ran, or why the helper refused it, appears here.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Action log</source>
        <translation>Action log</translation>
    </message>
    <message>
        <source>Measure a rebuild</source>
        <translation>Measure a rebuild</translation>
    </message>
    <message>
        <source>Mark the selected member faulty (mdadm --fail): the array runs degraded</source>
        <translation>Mark the selected member faulty (mdadm --fail): the array runs degraded</translation>
    </message>
    <message>
        <source>Take the selected failed or spare member out of the array (mdadm --remove)</source>
        <translation>Take the selected failed or spare member out of the array (mdadm --remove)</translation>
    </message>
    <message>
        <source>Add a free device as a spare, or as the replacement of a missing member (mdadm --add)</source>
        <translation>Add a free device as a spare, or as the replacement of a missing member (mdadm --add)</translation>
    </message>
    <message>
        <source>Put a former member back (mdadm --re-add): with a bitmap only changed blocks are rebuilt</source>
        <translation>Put a former member back (mdadm --re-add): with a bitmap only changed blocks are rebuilt</translation>
    </message>
    <message>
        <source>Copy the selected member onto a spare, then fail it (mdadm --replace)</source>
        <translation>Copy the selected member onto a spare, then fail it (mdadm --replace)</translation>
    </message>
    <message>
        <source>Read and compare every stripe (sync_action check); the array stays usable</source>
        <translation>Read and compare every stripe (sync_action check); the array stays usable</translation>
    </message>
    <message>
        <source>Stop the array (mdadm --stop); refused while it is mounted or in use</source>
        <translation>Stop the array (mdadm --stop); refused while it is mounted or in use</translation>
    </message>
    <message>
        <source>Assemble the arrays mdadm finds (mdadm --assemble --scan)</source>
        <translation>Assemble the arrays mdadm finds (mdadm --assemble --scan)</translation>
    </message>
    <message>
        <source>Stop the array and wipe its members: asks for the array&apos;s name</source>
        <translation>Stop the array and wipe its members: asks for the array&apos;s name</translation>
    </message>
    <message>
        <source>Reading the arrays failed: %1</source>
        <translation>Reading the arrays failed: %1</translation>
    </message>
    <message>
        <source>No md arrays. &quot;New array…&quot; builds one; &quot;Assemble&quot; starts arrays that exist on disks.</source>
        <translation>No md arrays. &quot;New array…&quot; builds one; &quot;Assemble&quot; starts arrays that exist on disks.</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>Updated %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Select an array to see its details and members.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Select an array to see its details and members.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Metadata</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacity</translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation>Chunk</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Members</translation>
    </message>
    <message>
        <source>%1 in the layout, %2 missing</source>
        <translation>%1 in the layout, %2 missing</translation>
    </message>
    <message>
        <source>Consistency</source>
        <translation>Consistency</translation>
    </message>
    <message>
        <source>Sync</source>
        <translation>Sync</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Time left</translation>
    </message>
    <message>
        <source>The helper failed: %1</source>
        <translation>The helper failed: %1</translation>
    </message>
    <message>
        <source>&gt; %1</source>
        <translation>&gt; %1</translation>
    </message>
    <message>
        <source>Delete of %1 not sent: the typed name &quot;%2&quot; is not the array&apos;s name.</source>
        <translation>Delete of %1 not sent: the typed name &quot;%2&quot; is not the array&apos;s name.</translation>
    </message>
    <message>
        <source>Device to add to /dev/%1 (e.g. /dev/sdc):</source>
        <translation>Device to add to /dev/%1 (e.g. /dev/sdc):</translation>
    </message>
    <message>
        <source>Former member to put back into /dev/%1:</source>
        <translation>Former member to put back into /dev/%1:</translation>
    </message>
    <message>
        <source>Spare to rebuild %1 onto (empty: any spare of the array):</source>
        <translation>Spare to rebuild %1 onto (empty: any spare of the array):</translation>
    </message>
    <message>
        <source>Allow writing presets (overwrites the data on the array)</source>
        <translation>Allow writing presets (overwrites the data on the array)</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Measure</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>%1 (writes)</source>
        <translation>%1 (writes)</translation>
    </message>
    <message>
        <source>Benchmarks the healthy array, marks the member failed, removes and re-adds it (adds it back if re-add is refused), benchmarks again during the rebuild and times the rebuild.</source>
        <translation>Benchmarks the healthy array, marks the member failed, removes and re-adds it (adds it back if re-add is refused), benchmarks again during the rebuild and times the rebuild.</translation>
    </message>
    <message>
        <source>Member to fail:</source>
        <translation>Member to fail:</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Preset:</translation>
    </message>
    <message>
        <source>&gt; %1 %2 (New array wizard)</source>
        <translation>&gt; %1 %2 (New array wizard)</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Create</translation>
    </message>
    <message>
        <source>Compare configurations…</source>
        <translation>Compare configurations…</translation>
    </message>
    <message>
        <source>Build, measure and delete several configurations on the same drives, one after the other, and write a report</source>
        <translation>Build, measure and delete several configurations on the same drives, one after the other, and write a report</translation>
    </message>
    <message>
        <source>Read LVM, btrfs and ZFS arrays</source>
        <translation>Read LVM, btrfs and ZFS arrays</translation>
    </message>
    <message>
        <source>Ask arraymark-helper (as root) for LVM raid volumes, btrfs filesystems and ZFS pools; md arrays are read from sysfs every second</source>
        <translation>Ask arraymark-helper (as root) for LVM raid volumes, btrfs filesystems and ZFS pools; md arrays are read from sysfs every second</translation>
    </message>
    <message>
        <source>%1 does not offer this</source>
        <translation>%1 does not offer this</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Health</translation>
    </message>
    <message>
        <source>Mounted at</source>
        <translation>Mounted at</translation>
    </message>
    <message>
        <source>Asking the helper…</source>
        <translation>Asking the helper…</translation>
    </message>
    <message>
        <source>Reading the LVM, btrfs and ZFS arrays failed: %1</source>
        <translation>Reading the LVM, btrfs and ZFS arrays failed: %1</translation>
    </message>
    <message>
        <source>The helper&apos;s arrays could not be read: %1</source>
        <translation>The helper&apos;s arrays could not be read: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n LVM, btrfs or ZFS array(s) at %1</source>
        <translation>
            <numerusform>%n LVM, btrfs or ZFS array at %1</numerusform>
            <numerusform>%n LVM, btrfs or ZFS arrays at %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Consistency…</source>
        <translation>Consistency…</translation>
    </message>
    <message>
        <source>Write-intent bitmap, raid5 PPL and write-mostly members of the selected md array (mdadm --grow, --manage): shows the commands before they run</source>
        <translation>Write-intent bitmap, raid5 PPL and write-mostly members of the selected md array (mdadm --grow, --manage): shows the commands before they run</translation>
    </message>
    <message>
        <source>Consistency %1</source>
        <translation>Consistency %1</translation>
    </message>
    <message>
        <source>%1 of %2 not sent: %3</source>
        <translation>%1 of %2 not sent: %3</translation>
    </message>
    <message>
        <source>End the running check or repair (sync_action idle); a resync or rebuild goes on</source>
        <translation>End the running check or repair (sync_action idle); a resync or rebuild goes on</translation>
    </message>
    <message>
        <source>Bitmap</source>
        <translation>Bitmap</translation>
    </message>
    <message>
        <source>Checks and alerts…</source>
        <translation>Checks and alerts…</translation>
    </message>
    <message>
        <source>md&apos;s periodic check (cron or systemd timer) and mdadm&apos;s alerts (MAILADDR, PROGRAM): shows each change before arraymark-helper makes it</source>
        <translation>md&apos;s periodic check (cron or systemd timer) and mdadm&apos;s alerts (MAILADDR, PROGRAM): shows each change before arraymark-helper makes it</translation>
    </message>
    <message>
        <source>md is running a %1, which it must finish: only a check or repair can be stopped</source>
        <translation>md is running a %1, which it must finish: only a check or repair can be stopped</translation>
    </message>
    <message>
        <source>Stop the %1 of /dev/%2? The mismatches counted so far stay in mismatch_cnt until the next check starts.

The helper will run (as root):
$ %3</source>
        <translation>Stop the %1 of /dev/%2? The mismatches counted so far stay in mismatch_cnt until the next check starts.

The helper will run (as root):
$ %3</translation>
    </message>
    <message>
        <source>Stop the check</source>
        <translation>Stop the check</translation>
    </message>
    <message>
        <source>Periodic check by %1: %2</source>
        <translation>Periodic check by %1: %2</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>Alert settings in mdadm.conf</source>
        <translation>Alert settings in mdadm.conf</translation>
    </message>
</context>
<context>
    <name>am::ui::BackendChoice</name>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>not checked yet</translation>
    </message>
    <message>
        <source>Not available here: %1</source>
        <translation>Not available here: %1</translation>
    </message>
</context>
<context>
    <name>am::ui::BackendText</name>
    <message>
        <source>Linux md (mdadm)</source>
        <translation>Linux md (mdadm)</translation>
    </message>
    <message>
        <source>Intel VROC / RST (mdadm, imsm)</source>
        <translation>Intel VROC / RST (mdadm, imsm)</translation>
    </message>
    <message>
        <source>LVM raid (lvm2, dm-raid)</source>
        <translation>LVM raid (lvm2, dm-raid)</translation>
    </message>
    <message>
        <source>btrfs raid profiles</source>
        <translation>btrfs raid profiles</translation>
    </message>
    <message>
        <source>ZFS pools (zpool), read-only</source>
        <translation>ZFS pools (zpool), read-only</translation>
    </message>
    <message>
        <source>The kernel&apos;s software RAID: every level, the widest tool support, native metadata 1.2 or 1.0.</source>
        <translation>The kernel&apos;s software RAID: every level, the widest tool support, native metadata 1.2 or 1.0.</translation>
    </message>
    <message>
        <source>md with Intel&apos;s metadata: the firmware and Windows see the same array (dual boot, VROC keys).</source>
        <translation>md with Intel&apos;s metadata: the firmware and Windows see the same array (dual boot, VROC keys).</translation>
    </message>
    <message>
        <source>A raid logical volume in a volume group of these drives: md&apos;s code under LVM&apos;s tools, resizable and mixable with other volumes.</source>
        <translation>A raid logical volume in a volume group of these drives: md&apos;s code under LVM&apos;s tools, resizable and mixable with other volumes.</translation>
    </message>
    <message>
        <source>The filesystem spreads its own copies: checksums find bad copies, drives of different sizes mix; measured through a file.</source>
        <translation>The filesystem spreads its own copies: checksums find bad copies, drives of different sizes mix; measured through a file.</translation>
    </message>
    <message>
        <source>Shown read-only: pools and their state are listed, not created or changed (zfsutils-linux is in Debian contrib).</source>
        <translation>Shown read-only: pools and their state are listed, not created or changed (zfsutils-linux is in Debian contrib).</translation>
    </message>
</context>
<context>
    <name>am::ui::BenchCharts</name>
    <message>
        <source>%1 by block size</source>
        <translation>%1 by block size</translation>
    </message>
    <message>
        <source>%1 by read share</source>
        <translation>%1 by read share</translation>
    </message>
    <message>
        <source>Running cell</source>
        <translation>Running cell</translation>
    </message>
    <message>
        <source>Latency percentiles of finished cells</source>
        <translation>Latency percentiles of finished cells</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>p99 latency (µs)</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>seconds</translation>
    </message>
    <message>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <source>block size</source>
        <translation>block size</translation>
    </message>
    <message>
        <source>read share (%)</source>
        <translation>read share (%)</translation>
    </message>
    <message>
        <source>percentile</source>
        <translation>percentile</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>%1
%2: %3 µs</source>
        <translation>%1
%2: %3 µs</translation>
    </message>
    <message>
        <source>Running cell: %1</source>
        <translation>Running cell: %1</translation>
    </message>
    <message>
        <source>%1
%2: %3 %4</source>
        <translation>%1
%2: %3 %4</translation>
    </message>
    <message>
        <source>Over time: %1</source>
        <translation>Over time: %1</translation>
    </message>
    <message>
        <source>%1 (other jobs: %2)</source>
        <translation>%1 (other jobs: %2)</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>warning %1 °C</source>
        <translation>warning %1 °C</translation>
    </message>
</context>
<context>
    <name>am::ui::BenchPage</name>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;top</translation>
    </message>
    <message>
        <source>&amp;Log scale</source>
        <translation>&amp;Log scale</translation>
    </message>
    <message>
        <source>&amp;Reference NVMe</source>
        <translation>&amp;Reference NVMe</translation>
    </message>
    <message>
        <source>reference unavailable: %1</source>
        <translation>reference unavailable: %1</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <source>arraymark-cli was not found next to this program or on PATH; runs cannot start.</source>
        <translation>arraymark-cli was not found next to this program or on PATH; runs cannot start.</translation>
    </message>
    <message>
        <source>preset</source>
        <translation>preset</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Measured seconds per cell; &quot;preset&quot; keeps the preset&apos;s own</source>
        <translation>Measured seconds per cell; &quot;preset&quot; keeps the preset&apos;s own</translation>
    </message>
    <message>
        <source>Warm-up seconds per cell, not counted; &quot;preset&quot; keeps the preset&apos;s own</source>
        <translation>Warm-up seconds per cell, not counted; &quot;preset&quot; keeps the preset&apos;s own</translation>
    </message>
    <message>
        <source>Seconds per &amp;cell:</source>
        <translation>Seconds per &amp;cell:</translation>
    </message>
    <message>
        <source>R&amp;amp:</source>
        <translation>R&amp;amp:</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>S&amp;how:</translation>
    </message>
    <message>
        <source>Overlay the published single-NVMe matrix (dashed): %1</source>
        <translation>Overlay the published single-NVMe matrix (dashed): %1</translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation>Export &amp;PNG…</translation>
    </message>
    <message>
        <source>Export CS&amp;V…</source>
        <translation>Export CS&amp;V…</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Export &amp;JSON…</translation>
    </message>
    <message>
        <source>&amp;Copy table</source>
        <translation>&amp;Copy table</translation>
    </message>
    <message>
        <source>Copies the matrix as tab-separated text, for spreadsheets</source>
        <translation>Copies the matrix as tab-separated text, for spreadsheets</translation>
    </message>
    <message>
        <source>Choose a preset first.</source>
        <translation>Choose a preset first.</translation>
    </message>
    <message>
        <source>The preset &quot;%1&quot; writes, and %2. Choose a read preset (QD sweep) or another target.</source>
        <translation>The preset &quot;%1&quot; writes, and %2. Choose a read preset (QD sweep) or another target.</translation>
    </message>
    <message>
        <source>Run not started: the write was not confirmed.</source>
        <translation>Run not started: the write was not confirmed.</translation>
    </message>
    <message>
        <source>Stopping: the current cell ends and what was measured is kept…</source>
        <translation>Stopping: the current cell ends and what was measured is kept…</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>this run</translation>
    </message>
    <message>
        <source>%1 Started %2 on %3</source>
        <translation>%1 Started %2 on %3</translation>
    </message>
    <message>
        <source>%1 of %2 cells</source>
        <translation>%1 of %2 cells</translation>
    </message>
    <message>
        <source>Cell %1 of %2: %3 — %4 elapsed, about %5 left</source>
        <translation>Cell %1 of %2: %3 — %4 elapsed, about %5 left</translation>
    </message>
    <message>
        <source>%1 elapsed, about %2 left</source>
        <translation>%1 elapsed, about %2 left</translation>
    </message>
    <message>
        <source>Nothing was measured, so nothing was saved.</source>
        <translation>Nothing was measured, so nothing was saved.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Saved to %1</translation>
    </message>
    <message>
        <source>Could not save the result: %1</source>
        <translation>Could not save the result: %1</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>Shows the selected run in the charts and the table</source>
        <translation>Shows the selected run in the charts and the table</translation>
    </message>
    <message>
        <source>O&amp;verlay</source>
        <translation>O&amp;verlay</translation>
    </message>
    <message>
        <source>Draws the selected runs over the one shown, dash-dotted, to compare them</source>
        <translation>Draws the selected runs over the one shown, dash-dotted, to compare them</translation>
    </message>
    <message>
        <source>C&amp;lear overlays</source>
        <translation>C&amp;lear overlays</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Delete…</translation>
    </message>
    <message>
        <source>&amp;Import fio JSON…</source>
        <translation>&amp;Import fio JSON…</translation>
    </message>
    <message>
        <source>Opens the output of fio --output-format=json as a run and keeps it in the history</source>
        <translation>Opens the output of fio --output-format=json as a run and keeps it in the history</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Delete runs</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n saved run(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Delete %n saved run? This cannot be undone.</numerusform>
            <numerusform>Delete %n saved runs? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import fio results</source>
        <translation>Import fio results</translation>
    </message>
    <message>
        <source>fio JSON output (*.json);;All files (*)</source>
        <translation>fio JSON output (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Skipped in the history: %1</source>
        <translation>Skipped in the history: %1</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n cell(s).</source>
        <translation>
            <numerusform>Opened %1: %n cell.</numerusform>
            <numerusform>Opened %1: %n cells.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Cannot open %1: %2</translation>
    </message>
    <message>
        <source>Overlaid %1.</source>
        <translation>Overlaid %1.</translation>
    </message>
    <message>
        <source>Cannot overlay %1: %2</source>
        <translation>Cannot overlay %1: %2</translation>
    </message>
    <message>
        <source>Cannot delete: %1</source>
        <translation>Cannot delete: %1</translation>
    </message>
    <message>
        <source>Imported %1 and kept it as %2.</source>
        <translation>Imported %1 and kept it as %2.</translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation>Cannot import %1: %2</translation>
    </message>
    <message>
        <source>There is no run to export yet.</source>
        <translation>There is no run to export yet.</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG image (*.png)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV table (*.csv)</translation>
    </message>
    <message>
        <source>ArrayMark result (*.json)</source>
        <translation>ArrayMark result (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exported %1</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Export failed: %1</translation>
    </message>
    <message>
        <source>Cannot write the custom job to %1: %2</source>
        <translation>Cannot write the custom job to %1: %2</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>A run is being measured; open %1 when it ends, or overlay it now.</source>
        <translation>A run is being measured; open %1 when it ends, or overlay it now.</translation>
    </message>
    <message>
        <source>A run is being measured; import %1 when it ends.</source>
        <translation>A run is being measured; import %1 when it ends.</translation>
    </message>
    <message>
        <source>Overlay &amp;estimate…</source>
        <translation>Overlay &amp;estimate…</translation>
    </message>
    <message>
        <source>Draws what the estimator predicts for an array of chosen drives (long dashes)</source>
        <translation>Draws what the estimator predicts for an array of chosen drives (long dashes)</translation>
    </message>
    <message>
        <source>Export SV&amp;G…</source>
        <translation>Export SV&amp;G…</translation>
    </message>
    <message>
        <source>Rat&amp;io to estimate</source>
        <translation>Rat&amp;io to estimate</translation>
    </message>
    <message>
        <source>Shows measured / estimate for each cell (needs an estimate overlay)</source>
        <translation>Shows measured / estimate for each cell (needs an estimate overlay)</translation>
    </message>
    <message>
        <source>ArrayMark: %1</source>
        <translation>ArrayMark: %1</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG image (*.svg)</translation>
    </message>
    <message>
        <source>No estimate: %1</source>
        <translation>No estimate: %1</translation>
    </message>
    <message>
        <source>On other &amp;hosts…</source>
        <translation>On other &amp;hosts…</translation>
    </message>
    <message>
        <source>Run a preset on several hosts at once over ssh or fio&apos;s server mode, and chart the hosts side by side</source>
        <translation>Run a preset on several hosts at once over ssh or fio&apos;s server mode, and chart the hosts side by side</translation>
    </message>
    <message numerus="yes">
        <source>Opened the fleet run %1: %n host(s) as series.</source>
        <translation>
            <numerusform>Opened the fleet run %1: %n host as a series.</numerusform>
            <numerusform>Opened the fleet run %1: %n hosts as series.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hosts without a result: %1</source>
        <translation>Hosts without a result: %1</translation>
    </message>
    <message>
        <source>%1 does not exist yet, and a read preset does not create files; run a write preset first (it creates and fills the file).</source>
        <translation>%1 does not exist yet, and a read preset does not create files; run a write preset first (it creates and fills the file).</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; choose the file itself.</source>
        <translation>%1 is a symbolic link; choose the file itself.</translation>
    </message>
    <message>
        <source>Run not started: writing into the file was not confirmed.</source>
        <translation>Run not started: writing into the file was not confirmed.</translation>
    </message>
    <message>
        <source>Running through arraymark-helper as administrator (the system may ask for a password).</source>
        <translation>Running through arraymark-helper as administrator (the system may ask for a password).</translation>
    </message>
    <message>
        <source>The privileged helper that runs this benchmark is gone</source>
        <translation>The privileged helper that runs this benchmark is gone</translation>
    </message>
    <message>
        <source>Nothing measured</source>
        <translation>Nothing measured</translation>
    </message>
    <message>
        <source>Finished: %1 %2</source>
        <translation>Finished: %1 %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The run failed: %1
Nothing was measured; the results shown are from before the run.</source>
        <translation>The run failed: %1
Nothing was measured; the results shown are from before the run.</translation>
    </message>
    <message>
        <source>The run failed: %1
%2 %3</source>
        <translation>The run failed: %1
%2 %3</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier run(s) are overlaid on the charts. Keep them for the new run?</source>
        <translation>
            <numerusform>%n earlier run is overlaid on the charts. Keep it for the new run?</numerusform>
            <numerusform>%n earlier runs are overlaid on the charts. Keep them for the new run?</numerusform>
        </translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>Overlays</translation>
    </message>
    <message>
        <source>Overlaid %1; its jobs differ from this run&apos;s: %2.</source>
        <translation>Overlaid %1; its jobs differ from this run&apos;s: %2.</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Target: %1</translation>
    </message>
    <message>
        <source>Target: %1 (%2)</source>
        <translation>Target: %1 (%2)</translation>
    </message>
    <message>
        <source>Host: %1</source>
        <translation>Host: %1</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>Date: %1</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>Preset: %1</translation>
    </message>
    <message>
        <source>Correct the file size first: %1</source>
        <translation>Correct the file size first: %1</translation>
    </message>
    <message>
        <source>The test file %1 needs %2, and its folder %3 has only %4 free. Nothing was written. Free some space, choose a smaller file size, or another folder in Settings.</source>
        <translation>The test file %1 needs %2, and its folder %3 has only %4 free. Nothing was written. Free some space, choose a smaller file size, or another folder in Settings.</translation>
    </message>
    <message numerus="yes">
        <source>Opened the campaign %1: %n configuration(s) as series, healthy arrays.</source>
        <translation>
            <numerusform>Opened the campaign %1: %n configuration as a series, healthy array.</numerusform>
            <numerusform>Opened the campaign %1: %n configurations as series, healthy arrays.</numerusform>
        </translation>
    </message>
    <message>
        <source>Configurations without a measurement: %1</source>
        <translation>Configurations without a measurement: %1</translation>
    </message>
    <message>
        <source>Polled completions, a kernel submission thread, NVMe passthrough, a paced rate and where the job threads run</source>
        <translation>Polled completions, a kernel submission thread, NVMe passthrough, a paced rate and where the job threads run</translation>
    </message>
    <message>
        <source>E&amp;ngine: %1…</source>
        <translation>E&amp;ngine: %1…</translation>
    </message>
    <message>
        <source>There is no run to copy yet.</source>
        <translation>B&lt;/source&gt;
        &lt;translation&gt;B&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;kB&lt;/source&gt;
        &lt;translation&gt;kB&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;MB&lt;/source&gt;
        &lt;translation&gt;MB&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;GB&lt;/source&gt;
        &lt;translation&gt;GB&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;TB&lt;/source&gt;
        &lt;translation&gt;TB&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;PB&lt;/source&gt;
        &lt;translation&gt;PB&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;EB&lt;/source&gt;
        &lt;translation&gt;EB&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;KiB&lt;/source&gt;
        &lt;translation&gt;KiB&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;MiB&lt;/source&gt;
        &lt;translation&gt;MiB&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;GiB&lt;/source&gt;
        &lt;translation&gt;GiB&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;TiB&lt;/source&gt;
        &lt;translation&gt;TiB&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;PiB&lt;/source&gt;
        &lt;translation&gt;PiB&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;EiB&lt;/source&gt;
        &lt;translation&gt;EiB&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::ArrayActions&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Mark failed&lt;/source&gt;
        &lt;translation&gt;Mark failed&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Remove&lt;/source&gt;
        &lt;translation&gt;Remove&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Add spare&lt;/source&gt;
        &lt;translation&gt;Add spare&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Re-add&lt;/source&gt;
        &lt;translation&gt;Re-add&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Replace&lt;/source&gt;
        &lt;translation&gt;Replace&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Scrub (check)&lt;/source&gt;
        &lt;translation&gt;Scrub (check)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Stop&lt;/source&gt;
        &lt;translation&gt;Stop&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Assemble&lt;/source&gt;
        &lt;translation&gt;Assemble&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Delete&lt;/source&gt;
        &lt;translation&gt;Delete&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;  timed out&lt;/source&gt;
        &lt;translation&gt;  timed out&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;  exit code %1%2&lt;/source&gt;
        &lt;translation&gt;  exit code %1%2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt; (failed)&lt;/source&gt;
        &lt;translation&gt; (failed)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1: done&lt;/source&gt;
        &lt;translation&gt;%1: done&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 refused (%2): %3. Nothing ran.&lt;/source&gt;
        &lt;translation&gt;%1 refused (%2): %3. Nothing ran.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 failed (%2): %3&lt;/source&gt;
        &lt;translation&gt;%1 failed (%2): %3&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Rolling back %1 (made before the failure):&lt;/source&gt;
        &lt;translation&gt;Rolling back %1 (made before the failure):&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Rolled back: stopped %1; superblocks zeroed and signatures wiped on %2.&lt;/source&gt;
        &lt;translation&gt;Rolled back: stopped %1; superblocks zeroed and signatures wiped on %2.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The rollback failed: %1. The partial array %2 is still there: delete it.&lt;/source&gt;
        &lt;translation&gt;The rollback failed: %1. The partial array %2 is still there: delete it.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 failed: %2&lt;/source&gt;
        &lt;translation&gt;%1 failed: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;  refused: %1&lt;/source&gt;
        &lt;translation&gt;  refused: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Stop check&lt;/source&gt;
        &lt;translation&gt;Stop check&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::ArrayCheckText&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;%1 sectors (%2)&lt;/source&gt;
        &lt;translation&gt;%1 sectors (%2)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;the mirrored copies differ in these sectors; on raid1/raid10 this can be harmless (swap, or a page that changed while it was being written), but which copy is right is not known: a repair copies the first readable one over the others&lt;/source&gt;
        &lt;translation&gt;the mirrored copies differ in these sectors; on raid1/raid10 this can be harmless (swap, or a page that changed while it was being written), but which copy is right is not known: a repair copies the first readable one over the others&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;parity does not match the data in these sectors; a repair rewrites the parity from the data, so a wrong data block stays wrong&lt;/source&gt;
        &lt;translation&gt;parity does not match the data in these sectors; a repair rewrites the parity from the data, so a wrong data block stays wrong&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;this level keeps no redundancy: there is nothing to compare, md does not check it&lt;/source&gt;
        &lt;translation&gt;this level keeps no redundancy: there is nothing to compare, md does not check it&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;No mismatches counted&lt;/source&gt;
        &lt;translation&gt;No mismatches counted&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Mismatches in %1&lt;/source&gt;
        &lt;translation&gt;Mismatches in %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;No check or repair since the array started&lt;/source&gt;
        &lt;translation&gt;No check or repair since the array started&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;No check since the last %1: md counts mismatches only in a check or repair&lt;/source&gt;
        &lt;translation&gt;No check since the last %1: md counts mismatches only in a check or repair&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The last %1 ran, but mismatch_cnt could not be read&lt;/source&gt;
        &lt;translation&gt;The last %1 ran, but mismatch_cnt could not be read&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Check running: no mismatches so far&lt;/source&gt;
        &lt;translation&gt;Check running: no mismatches so far&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Check running: mismatches in %1 so far&lt;/source&gt;
        &lt;translation&gt;Check running: mismatches in %1 so far&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Check found no mismatches&lt;/source&gt;
        &lt;translation&gt;Check found no mismatches&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Check found mismatches in %1&lt;/source&gt;
        &lt;translation&gt;Check found mismatches in %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Repair running: rewrote mismatches in %1 so far&lt;/source&gt;
        &lt;translation&gt;Repair running: rewrote mismatches in %1 so far&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Repair found no mismatches&lt;/source&gt;
        &lt;translation&gt;Repair found no mismatches&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Repair found and rewrote mismatches in %1&lt;/source&gt;
        &lt;translation&gt;Repair found and rewrote mismatches in %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Last check&lt;/source&gt;
        &lt;translation&gt;Last check&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;What this means&lt;/source&gt;
        &lt;translation&gt;What this means&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;read errors corrected: %1&lt;/source&gt;
        &lt;translation&gt;read errors corrected: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;errors: %1&lt;/source&gt;
        &lt;translation&gt;errors: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;bad-block log empty&lt;/source&gt;
        &lt;translation&gt;bad-block log empty&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;bad blocks: %1 entries, %2&lt;/source&gt;
        &lt;translation&gt;bad blocks: %1 entries, %2&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::ArrayStatusText&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;%1 of %2 members missing&lt;/source&gt;
        &lt;translation&gt;%1 of %2 members missing&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Healthy&lt;/source&gt;
        &lt;translation&gt;Healthy&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Healthy (active)&lt;/source&gt;
        &lt;translation&gt;Healthy (active)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Degraded: %1&lt;/source&gt;
        &lt;translation&gt;Degraded: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Degraded, resyncing: %1&lt;/source&gt;
        &lt;translation&gt;Degraded, resyncing: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Resyncing&lt;/source&gt;
        &lt;translation&gt;Resyncing&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Degraded, rebuilding: %1&lt;/source&gt;
        &lt;translation&gt;Degraded, rebuilding: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Reshaping&lt;/source&gt;
        &lt;translation&gt;Reshaping&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Degraded, checking: %1&lt;/source&gt;
        &lt;translation&gt;Degraded, checking: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Checking&lt;/source&gt;
        &lt;translation&gt;Checking&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Inactive (stopped or not fully assembled)&lt;/source&gt;
        &lt;translation&gt;Inactive (stopped or not fully assembled)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Failed: too many members missing (%1 of %2)&lt;/source&gt;
        &lt;translation&gt;Failed: too many members missing (%1 of %2)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Container&lt;/source&gt;
        &lt;translation&gt;Container&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Resync pending&lt;/source&gt;
        &lt;translation&gt;Resync pending&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Rebuild&lt;/source&gt;
        &lt;translation&gt;Rebuild&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Resync&lt;/source&gt;
        &lt;translation&gt;Resync&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Check&lt;/source&gt;
        &lt;translation&gt;Check&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Repair&lt;/source&gt;
        &lt;translation&gt;Repair&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Reshape&lt;/source&gt;
        &lt;translation&gt;Reshape&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 %2 %&lt;/source&gt;
        &lt;translation&gt;%1 %2 %&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 %2 % at %3 MB/s&lt;/source&gt;
        &lt;translation&gt;%1 %2 % at %3 MB/s&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Active&lt;/source&gt;
        &lt;translation&gt;Active&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Rebuilding&lt;/source&gt;
        &lt;translation&gt;Rebuilding&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Spare&lt;/source&gt;
        &lt;translation&gt;Spare&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Failed&lt;/source&gt;
        &lt;translation&gt;Failed&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Journal&lt;/source&gt;
        &lt;translation&gt;Journal&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Container member&lt;/source&gt;
        &lt;translation&gt;Container member&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt; (slot %1)&lt;/source&gt;
        &lt;translation&gt; (slot %1)&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::ArrayWizard&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;read-only&lt;/source&gt;
        &lt;translation&gt;read-only&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;not checked: its content could not be read as this user (use &quot;Check with administrator rights&quot;)&lt;/source&gt;
        &lt;translation&gt;not checked: its content could not be read as this user (use &quot;Check with administrator rights&quot;)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;has partitions: pick a partition, or wipe the partition table first&lt;/source&gt;
        &lt;translation&gt;has partitions: pick a partition, or wipe the partition table first&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Mixed sizes: every member is used only up to the smallest (%1); %2 of the larger drives stays unused.&lt;/source&gt;
        &lt;translation&gt;Mixed sizes: every member is used only up to the smallest (%1); %2 of the larger drives stays unused.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Mixed transports or media: the slowest member sets the pace of a striped array.&lt;/source&gt;
        &lt;translation&gt;Mixed transports or media: the slowest member sets the pace of a striped array.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;RAID 0 (stripe)&lt;/source&gt;
        &lt;translation&gt;RAID 0 (stripe)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;RAID 1 (mirror)&lt;/source&gt;
        &lt;translation&gt;RAID 1 (mirror)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;RAID 5 (single parity)&lt;/source&gt;
        &lt;translation&gt;RAID 5 (single parity)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;RAID 6 (double parity)&lt;/source&gt;
        &lt;translation&gt;RAID 6 (double parity)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;RAID 10 (striped mirrors)&lt;/source&gt;
        &lt;translation&gt;RAID 10 (striped mirrors)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Speed and full capacity for scratch data: one failed drive loses everything.&lt;/source&gt;
        &lt;translation&gt;Speed and full capacity for scratch data: one failed drive loses everything.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Keeps working with all but one drive failed; reads spread, writes go to every drive.&lt;/source&gt;
        &lt;translation&gt;Keeps working with all but one drive failed; reads spread, writes go to every drive.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Capacity of all but one drive and survives one failure; small writes are slow (read-modify-write).&lt;/source&gt;
        &lt;translation&gt;Capacity of all but one drive and survives one failure; small writes are slow (read-modify-write).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Survives any two failures, for many or large drives with long rebuilds; small writes are slower still.&lt;/source&gt;
        &lt;translation&gt;Survives any two failures, for many or large drives with long rebuilds; small writes are slower still.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Fast random writes with redundancy, at half the capacity: the database choice.&lt;/source&gt;
        &lt;translation&gt;Fast random writes with redundancy, at half the capacity: the database choice.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;New array&lt;/source&gt;
        &lt;translation&gt;New array&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;RAID 1C3 (three copies)&lt;/source&gt;
        &lt;translation&gt;RAID 1C3 (three copies)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;btrfs keeps three copies of every block on three of the drives: survives two failures, at a third of the capacity.&lt;/source&gt;
        &lt;translation&gt;btrfs keeps three copies of every block on three of the drives: survives two failures, at a third of the capacity.&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::ArraysModel&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt; (metadata %1)&lt;/source&gt;
        &lt;translation&gt; (metadata %1)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 of %2 active&lt;/source&gt;
        &lt;translation&gt;%1 of %2 active&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Kernel: array_state %1, sync_action %2, degraded %3&lt;/source&gt;
        &lt;translation&gt;Kernel: array_state %1, sync_action %2, degraded %3&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Array / member&lt;/source&gt;
        &lt;translation&gt;Array / member&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;State&lt;/source&gt;
        &lt;translation&gt;State&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Level / kernel state&lt;/source&gt;
        &lt;translation&gt;Level / kernel state&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Capacity&lt;/source&gt;
        &lt;translation&gt;Capacity&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Members&lt;/source&gt;
        &lt;translation&gt;Members&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Sync&lt;/source&gt;
        &lt;translation&gt;Sync&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Time left&lt;/source&gt;
        &lt;translation&gt;Time left&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;--backend %1 on arraymark-cli array&lt;/source&gt;
        &lt;translation&gt;--backend %1 on arraymark-cli array&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Backend&lt;/source&gt;
        &lt;translation&gt;Backend&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::ArraysPage&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;New array…&lt;/source&gt;
        &lt;translation&gt;New array…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;What each action ran, or why the helper refused it, appears here.&lt;/source&gt;
        &lt;translation&gt;What each action ran, or why the helper refused it, appears here.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Details&lt;/source&gt;
        &lt;translation&gt;Details&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Action log&lt;/source&gt;
        &lt;translation&gt;Action log&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Measure a rebuild&lt;/source&gt;
        &lt;translation&gt;Measure a rebuild&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Mark the selected member faulty (mdadm --fail): the array runs degraded&lt;/source&gt;
        &lt;translation&gt;Mark the selected member faulty (mdadm --fail): the array runs degraded&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Take the selected failed or spare member out of the array (mdadm --remove)&lt;/source&gt;
        &lt;translation&gt;Take the selected failed or spare member out of the array (mdadm --remove)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Add a free device as a spare, or as the replacement of a missing member (mdadm --add)&lt;/source&gt;
        &lt;translation&gt;Add a free device as a spare, or as the replacement of a missing member (mdadm --add)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Put a former member back (mdadm --re-add): with a bitmap only changed blocks are rebuilt&lt;/source&gt;
        &lt;translation&gt;Put a former member back (mdadm --re-add): with a bitmap only changed blocks are rebuilt&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Copy the selected member onto a spare, then fail it (mdadm --replace)&lt;/source&gt;
        &lt;translation&gt;Copy the selected member onto a spare, then fail it (mdadm --replace)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Read and compare every stripe (sync_action check); the array stays usable&lt;/source&gt;
        &lt;translation&gt;Read and compare every stripe (sync_action check); the array stays usable&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Stop the array (mdadm --stop); refused while it is mounted or in use&lt;/source&gt;
        &lt;translation&gt;Stop the array (mdadm --stop); refused while it is mounted or in use&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Assemble the arrays mdadm finds (mdadm --assemble --scan)&lt;/source&gt;
        &lt;translation&gt;Assemble the arrays mdadm finds (mdadm --assemble --scan)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Stop the array and wipe its members: asks for the array&apos;s name&lt;/source&gt;
        &lt;translation&gt;Stop the array and wipe its members: asks for the array&apos;s name&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Reading the arrays failed: %1&lt;/source&gt;
        &lt;translation&gt;Reading the arrays failed: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;No md arrays. &quot;New array…&quot; builds one; &quot;Assemble&quot; starts arrays that exist on disks.&lt;/source&gt;
        &lt;translation&gt;No md arrays. &quot;New array…&quot; builds one; &quot;Assemble&quot; starts arrays that exist on disks.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Updated %1&lt;/source&gt;
        &lt;translation&gt;Updated %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&lt;p&gt;Select an array to see its details and members.&lt;/p&gt;&lt;/source&gt;
        &lt;translation&gt;&lt;p&gt;Select an array to see its details and members.&lt;/p&gt;&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;State&lt;/source&gt;
        &lt;translation&gt;State&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Level&lt;/source&gt;
        &lt;translation&gt;Level&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Metadata&lt;/source&gt;
        &lt;translation&gt;Metadata&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Capacity&lt;/source&gt;
        &lt;translation&gt;Capacity&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Chunk&lt;/source&gt;
        &lt;translation&gt;Chunk&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Members&lt;/source&gt;
        &lt;translation&gt;Members&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 in the layout, %2 missing&lt;/source&gt;
        &lt;translation&gt;%1 in the layout, %2 missing&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Consistency&lt;/source&gt;
        &lt;translation&gt;Consistency&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Sync&lt;/source&gt;
        &lt;translation&gt;Sync&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Time left&lt;/source&gt;
        &lt;translation&gt;Time left&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The helper failed: %1&lt;/source&gt;
        &lt;translation&gt;The helper failed: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&gt; %1&lt;/source&gt;
        &lt;translation&gt;&gt; %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Delete of %1 not sent: the typed name &quot;%2&quot; is not the array&apos;s name.&lt;/source&gt;
        &lt;translation&gt;Delete of %1 not sent: the typed name &quot;%2&quot; is not the array&apos;s name.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Device to add to /dev/%1 (e.g. /dev/sdc):&lt;/source&gt;
        &lt;translation&gt;Device to add to /dev/%1 (e.g. /dev/sdc):&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Former member to put back into /dev/%1:&lt;/source&gt;
        &lt;translation&gt;Former member to put back into /dev/%1:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Spare to rebuild %1 onto (empty: any spare of the array):&lt;/source&gt;
        &lt;translation&gt;Spare to rebuild %1 onto (empty: any spare of the array):&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Allow writing presets (overwrites the data on the array)&lt;/source&gt;
        &lt;translation&gt;Allow writing presets (overwrites the data on the array)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Measure&lt;/source&gt;
        &lt;translation&gt;Measure&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Cancel&lt;/source&gt;
        &lt;translation&gt;Cancel&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 (writes)&lt;/source&gt;
        &lt;translation&gt;%1 (writes)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Benchmarks the healthy array, marks the member failed, removes and re-adds it (adds it back if re-add is refused), benchmarks again during the rebuild and times the rebuild.&lt;/source&gt;
        &lt;translation&gt;Benchmarks the healthy array, marks the member failed, removes and re-adds it (adds it back if re-add is refused), benchmarks again during the rebuild and times the rebuild.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Member to fail:&lt;/source&gt;
        &lt;translation&gt;Member to fail:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Preset:&lt;/source&gt;
        &lt;translation&gt;Preset:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&gt; %1 %2 (New array wizard)&lt;/source&gt;
        &lt;translation&gt;&gt; %1 %2 (New array wizard)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Create&lt;/source&gt;
        &lt;translation&gt;Create&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Compare configurations…&lt;/source&gt;
        &lt;translation&gt;Compare configurations…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Build, measure and delete several configurations on the same drives, one after the other, and write a report&lt;/source&gt;
        &lt;translation&gt;Build, measure and delete several configurations on the same drives, one after the other, and write a report&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Read LVM, btrfs and ZFS arrays&lt;/source&gt;
        &lt;translation&gt;Read LVM, btrfs and ZFS arrays&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Ask arraymark-helper (as root) for LVM raid volumes, btrfs filesystems and ZFS pools; md arrays are read from sysfs every second&lt;/source&gt;
        &lt;translation&gt;Ask arraymark-helper (as root) for LVM raid volumes, btrfs filesystems and ZFS pools; md arrays are read from sysfs every second&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 does not offer this&lt;/source&gt;
        &lt;translation&gt;%1 does not offer this&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Backend&lt;/source&gt;
        &lt;translation&gt;Backend&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Health&lt;/source&gt;
        &lt;translation&gt;Health&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Mounted at&lt;/source&gt;
        &lt;translation&gt;Mounted at&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Asking the helper…&lt;/source&gt;
        &lt;translation&gt;Asking the helper…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Reading the LVM, btrfs and ZFS arrays failed: %1&lt;/source&gt;
        &lt;translation&gt;Reading the LVM, btrfs and ZFS arrays failed: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The helper&apos;s arrays could not be read: %1&lt;/source&gt;
        &lt;translation&gt;The helper&apos;s arrays could not be read: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;%n LVM, btrfs or ZFS array(s) at %1&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;%n LVM, btrfs or ZFS array at %1&lt;/numerusform&gt;
            &lt;numerusform&gt;%n LVM, btrfs or ZFS arrays at %1&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Consistency…&lt;/source&gt;
        &lt;translation&gt;Consistency…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Write-intent bitmap, raid5 PPL and write-mostly members of the selected md array (mdadm --grow, --manage): shows the commands before they run&lt;/source&gt;
        &lt;translation&gt;Write-intent bitmap, raid5 PPL and write-mostly members of the selected md array (mdadm --grow, --manage): shows the commands before they run&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Consistency %1&lt;/source&gt;
        &lt;translation&gt;Consistency %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 of %2 not sent: %3&lt;/source&gt;
        &lt;translation&gt;%1 of %2 not sent: %3&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;End the running check or repair (sync_action idle); a resync or rebuild goes on&lt;/source&gt;
        &lt;translation&gt;End the running check or repair (sync_action idle); a resync or rebuild goes on&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Bitmap&lt;/source&gt;
        &lt;translation&gt;Bitmap&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Checks and alerts…&lt;/source&gt;
        &lt;translation&gt;Checks and alerts…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;md&apos;s periodic check (cron or systemd timer) and mdadm&apos;s alerts (MAILADDR, PROGRAM): shows each change before arraymark-helper makes it&lt;/source&gt;
        &lt;translation&gt;md&apos;s periodic check (cron or systemd timer) and mdadm&apos;s alerts (MAILADDR, PROGRAM): shows each change before arraymark-helper makes it&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;md is running a %1, which it must finish: only a check or repair can be stopped&lt;/source&gt;
        &lt;translation&gt;md is running a %1, which it must finish: only a check or repair can be stopped&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Stop the %1 of /dev/%2? The mismatches counted so far stay in mismatch_cnt until the next check starts.

The helper will run (as root):
$ %3&lt;/source&gt;
        &lt;translation&gt;Stop the %1 of /dev/%2? The mismatches counted so far stay in mismatch_cnt until the next check starts.

The helper will run (as root):
$ %3&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Stop the check&lt;/source&gt;
        &lt;translation&gt;Stop the check&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Periodic check by %1: %2&lt;/source&gt;
        &lt;translation&gt;Periodic check by %1: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;on&lt;/source&gt;
        &lt;translation&gt;on&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;off&lt;/source&gt;
        &lt;translation&gt;off&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Alert settings in mdadm.conf&lt;/source&gt;
        &lt;translation&gt;Alert settings in mdadm.conf&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::BackendChoice&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Backend&lt;/source&gt;
        &lt;translation&gt;Backend&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;not checked yet&lt;/source&gt;
        &lt;translation&gt;not checked yet&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Not available here: %1&lt;/source&gt;
        &lt;translation&gt;Not available here: %1&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::BackendText&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Linux md (mdadm)&lt;/source&gt;
        &lt;translation&gt;Linux md (mdadm)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Intel VROC / RST (mdadm, imsm)&lt;/source&gt;
        &lt;translation&gt;Intel VROC / RST (mdadm, imsm)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;LVM raid (lvm2, dm-raid)&lt;/source&gt;
        &lt;translation&gt;LVM raid (lvm2, dm-raid)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;btrfs raid profiles&lt;/source&gt;
        &lt;translation&gt;btrfs raid profiles&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;ZFS pools (zpool), read-only&lt;/source&gt;
        &lt;translation&gt;ZFS pools (zpool), read-only&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The kernel&apos;s software RAID: every level, the widest tool support, native metadata 1.2 or 1.0.&lt;/source&gt;
        &lt;translation&gt;The kernel&apos;s software RAID: every level, the widest tool support, native metadata 1.2 or 1.0.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;md with Intel&apos;s metadata: the firmware and Windows see the same array (dual boot, VROC keys).&lt;/source&gt;
        &lt;translation&gt;md with Intel&apos;s metadata: the firmware and Windows see the same array (dual boot, VROC keys).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;A raid logical volume in a volume group of these drives: md&apos;s code under LVM&apos;s tools, resizable and mixable with other volumes.&lt;/source&gt;
        &lt;translation&gt;A raid logical volume in a volume group of these drives: md&apos;s code under LVM&apos;s tools, resizable and mixable with other volumes.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The filesystem spreads its own copies: checksums find bad copies, drives of different sizes mix; measured through a file.&lt;/source&gt;
        &lt;translation&gt;The filesystem spreads its own copies: checksums find bad copies, drives of different sizes mix; measured through a file.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Shown read-only: pools and their state are listed, not created or changed (zfsutils-linux is in Debian contrib).&lt;/source&gt;
        &lt;translation&gt;Shown read-only: pools and their state are listed, not created or changed (zfsutils-linux is in Debian contrib).&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::BenchCharts&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;%1 by block size&lt;/source&gt;
        &lt;translation&gt;%1 by block size&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 by read share&lt;/source&gt;
        &lt;translation&gt;%1 by read share&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Running cell&lt;/source&gt;
        &lt;translation&gt;Running cell&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Latency percentiles of finished cells&lt;/source&gt;
        &lt;translation&gt;Latency percentiles of finished cells&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;IOPS&lt;/source&gt;
        &lt;translation&gt;IOPS&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;p99 latency (µs)&lt;/source&gt;
        &lt;translation&gt;p99 latency (µs)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;seconds&lt;/source&gt;
        &lt;translation&gt;seconds&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;p99 µs&lt;/source&gt;
        &lt;translation&gt;p99 µs&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;block size&lt;/source&gt;
        &lt;translation&gt;block size&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;read share (%)&lt;/source&gt;
        &lt;translation&gt;read share (%)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;percentile&lt;/source&gt;
        &lt;translation&gt;percentile&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;µs&lt;/source&gt;
        &lt;translation&gt;µs&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1
%2: %3 µs&lt;/source&gt;
        &lt;translation&gt;%1
%2: %3 µs&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Running cell: %1&lt;/source&gt;
        &lt;translation&gt;Running cell: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1
%2: %3 %4&lt;/source&gt;
        &lt;translation&gt;%1
%2: %3 %4&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Over time: %1&lt;/source&gt;
        &lt;translation&gt;Over time: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 (other jobs: %2)&lt;/source&gt;
        &lt;translation&gt;%1 (other jobs: %2)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;°C&lt;/source&gt;
        &lt;translation&gt;°C&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 °C&lt;/source&gt;
        &lt;translation&gt;%1 °C&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;warning %1 °C&lt;/source&gt;
        &lt;translation&gt;warning %1 °C&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::BenchPage&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Start&lt;/source&gt;
        &lt;translation&gt;&amp;Start&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;S&amp;top&lt;/source&gt;
        &lt;translation&gt;S&amp;top&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Log scale&lt;/source&gt;
        &lt;translation&gt;&amp;Log scale&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Reference NVMe&lt;/source&gt;
        &lt;translation&gt;&amp;Reference NVMe&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;reference unavailable: %1&lt;/source&gt;
        &lt;translation&gt;reference unavailable: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Results&lt;/source&gt;
        &lt;translation&gt;Results&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;History&lt;/source&gt;
        &lt;translation&gt;History&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Messages&lt;/source&gt;
        &lt;translation&gt;Messages&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;arraymark-cli was not found next to this program or on PATH; runs cannot start.&lt;/source&gt;
        &lt;translation&gt;arraymark-cli was not found next to this program or on PATH; runs cannot start.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;preset&lt;/source&gt;
        &lt;translation&gt;preset&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt; s&lt;/source&gt;
        &lt;translation&gt; s&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Measured seconds per cell; &quot;preset&quot; keeps the preset&apos;s own&lt;/source&gt;
        &lt;translation&gt;Measured seconds per cell; &quot;preset&quot; keeps the preset&apos;s own&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Warm-up seconds per cell, not counted; &quot;preset&quot; keeps the preset&apos;s own&lt;/source&gt;
        &lt;translation&gt;Warm-up seconds per cell, not counted; &quot;preset&quot; keeps the preset&apos;s own&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Seconds per &amp;cell:&lt;/source&gt;
        &lt;translation&gt;Seconds per &amp;cell:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;R&amp;amp:&lt;/source&gt;
        &lt;translation&gt;R&amp;amp:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;S&amp;how:&lt;/source&gt;
        &lt;translation&gt;S&amp;how:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Overlay the published single-NVMe matrix (dashed): %1&lt;/source&gt;
        &lt;translation&gt;Overlay the published single-NVMe matrix (dashed): %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Export &amp;PNG…&lt;/source&gt;
        &lt;translation&gt;Export &amp;PNG…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Export CS&amp;V…&lt;/source&gt;
        &lt;translation&gt;Export CS&amp;V…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Export &amp;JSON…&lt;/source&gt;
        &lt;translation&gt;Export &amp;JSON…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Copy table&lt;/source&gt;
        &lt;translation&gt;&amp;Copy table&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Copies the matrix as tab-separated text, for spreadsheets&lt;/source&gt;
        &lt;translation&gt;Copies the matrix as tab-separated text, for spreadsheets&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Choose a preset first.&lt;/source&gt;
        &lt;translation&gt;Choose a preset first.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The preset &quot;%1&quot; writes, and %2. Choose a read preset (QD sweep) or another target.&lt;/source&gt;
        &lt;translation&gt;The preset &quot;%1&quot; writes, and %2. Choose a read preset (QD sweep) or another target.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Run not started: the write was not confirmed.&lt;/source&gt;
        &lt;translation&gt;Run not started: the write was not confirmed.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Stopping: the current cell ends and what was measured is kept…&lt;/source&gt;
        &lt;translation&gt;Stopping: the current cell ends and what was measured is kept…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;this run&lt;/source&gt;
        &lt;translation&gt;this run&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 Started %2 on %3&lt;/source&gt;
        &lt;translation&gt;%1 Started %2 on %3&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 of %2 cells&lt;/source&gt;
        &lt;translation&gt;%1 of %2 cells&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Cell %1 of %2: %3 — %4 elapsed, about %5 left&lt;/source&gt;
        &lt;translation&gt;Cell %1 of %2: %3 — %4 elapsed, about %5 left&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 elapsed, about %2 left&lt;/source&gt;
        &lt;translation&gt;%1 elapsed, about %2 left&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Nothing was measured, so nothing was saved.&lt;/source&gt;
        &lt;translation&gt;Nothing was measured, so nothing was saved.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Saved to %1&lt;/source&gt;
        &lt;translation&gt;Saved to %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Could not save the result: %1&lt;/source&gt;
        &lt;translation&gt;Could not save the result: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Open&lt;/source&gt;
        &lt;translation&gt;&amp;Open&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Shows the selected run in the charts and the table&lt;/source&gt;
        &lt;translation&gt;Shows the selected run in the charts and the table&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;O&amp;verlay&lt;/source&gt;
        &lt;translation&gt;O&amp;verlay&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Draws the selected runs over the one shown, dash-dotted, to compare them&lt;/source&gt;
        &lt;translation&gt;Draws the selected runs over the one shown, dash-dotted, to compare them&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;C&amp;lear overlays&lt;/source&gt;
        &lt;translation&gt;C&amp;lear overlays&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Delete…&lt;/source&gt;
        &lt;translation&gt;&amp;Delete…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Import fio JSON…&lt;/source&gt;
        &lt;translation&gt;&amp;Import fio JSON…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Opens the output of fio --output-format=json as a run and keeps it in the history&lt;/source&gt;
        &lt;translation&gt;Opens the output of fio --output-format=json as a run and keeps it in the history&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Delete runs&lt;/source&gt;
        &lt;translation&gt;Delete runs&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;Delete %n saved run(s)? This cannot be undone.&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;Delete %n saved run? This cannot be undone.&lt;/numerusform&gt;
            &lt;numerusform&gt;Delete %n saved runs? This cannot be undone.&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Import fio results&lt;/source&gt;
        &lt;translation&gt;Import fio results&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;fio JSON output (*.json);;All files (*)&lt;/source&gt;
        &lt;translation&gt;fio JSON output (*.json);;All files (*)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Skipped in the history: %1&lt;/source&gt;
        &lt;translation&gt;Skipped in the history: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;Opened %1: %n cell(s).&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;Opened %1: %n cell.&lt;/numerusform&gt;
            &lt;numerusform&gt;Opened %1: %n cells.&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Cannot open %1: %2&lt;/source&gt;
        &lt;translation&gt;Cannot open %1: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Overlaid %1.&lt;/source&gt;
        &lt;translation&gt;Overlaid %1.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Cannot overlay %1: %2&lt;/source&gt;
        &lt;translation&gt;Cannot overlay %1: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Cannot delete: %1&lt;/source&gt;
        &lt;translation&gt;Cannot delete: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Imported %1 and kept it as %2.&lt;/source&gt;
        &lt;translation&gt;Imported %1 and kept it as %2.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Cannot import %1: %2&lt;/source&gt;
        &lt;translation&gt;Cannot import %1: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;There is no run to export yet.&lt;/source&gt;
        &lt;translation&gt;There is no run to export yet.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;PNG image (*.png)&lt;/source&gt;
        &lt;translation&gt;PNG image (*.png)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;CSV table (*.csv)&lt;/source&gt;
        &lt;translation&gt;CSV table (*.csv)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;ArrayMark result (*.json)&lt;/source&gt;
        &lt;translation&gt;ArrayMark result (*.json)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Export&lt;/source&gt;
        &lt;translation&gt;Export&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Exported %1&lt;/source&gt;
        &lt;translation&gt;Exported %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Export failed: %1&lt;/source&gt;
        &lt;translation&gt;Export failed: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Cannot write the custom job to %1: %2&lt;/source&gt;
        &lt;translation&gt;Cannot write the custom job to %1: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Copy&lt;/source&gt;
        &lt;translation&gt;Copy&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;A run is being measured; open %1 when it ends, or overlay it now.&lt;/source&gt;
        &lt;translation&gt;A run is being measured; open %1 when it ends, or overlay it now.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;A run is being measured; import %1 when it ends.&lt;/source&gt;
        &lt;translation&gt;A run is being measured; import %1 when it ends.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Overlay &amp;estimate…&lt;/source&gt;
        &lt;translation&gt;Overlay &amp;estimate…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Draws what the estimator predicts for an array of chosen drives (long dashes)&lt;/source&gt;
        &lt;translation&gt;Draws what the estimator predicts for an array of chosen drives (long dashes)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Export SV&amp;G…&lt;/source&gt;
        &lt;translation&gt;Export SV&amp;G…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Rat&amp;io to estimate&lt;/source&gt;
        &lt;translation&gt;Rat&amp;io to estimate&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Shows measured / estimate for each cell (needs an estimate overlay)&lt;/source&gt;
        &lt;translation&gt;Shows measured / estimate for each cell (needs an estimate overlay)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;ArrayMark: %1&lt;/source&gt;
        &lt;translation&gt;ArrayMark: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;SVG image (*.svg)&lt;/source&gt;
        &lt;translation&gt;SVG image (*.svg)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;No estimate: %1&lt;/source&gt;
        &lt;translation&gt;No estimate: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;On other &amp;hosts…&lt;/source&gt;
        &lt;translation&gt;On other &amp;hosts…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Run a preset on several hosts at once over ssh or fio&apos;s server mode, and chart the hosts side by side&lt;/source&gt;
        &lt;translation&gt;Run a preset on several hosts at once over ssh or fio&apos;s server mode, and chart the hosts side by side&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;Opened the fleet run %1: %n host(s) as series.&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;Opened the fleet run %1: %n host as a series.&lt;/numerusform&gt;
            &lt;numerusform&gt;Opened the fleet run %1: %n hosts as series.&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Hosts without a result: %1&lt;/source&gt;
        &lt;translation&gt;Hosts without a result: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 does not exist yet, and a read preset does not create files; run a write preset first (it creates and fills the file).&lt;/source&gt;
        &lt;translation&gt;%1 does not exist yet, and a read preset does not create files; run a write preset first (it creates and fills the file).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 is a symbolic link; choose the file itself.&lt;/source&gt;
        &lt;translation&gt;%1 is a symbolic link; choose the file itself.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Run not started: writing into the file was not confirmed.&lt;/source&gt;
        &lt;translation&gt;Run not started: writing into the file was not confirmed.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Running through arraymark-helper as administrator (the system may ask for a password).&lt;/source&gt;
        &lt;translation&gt;Running through arraymark-helper as administrator (the system may ask for a password).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The privileged helper that runs this benchmark is gone&lt;/source&gt;
        &lt;translation&gt;The privileged helper that runs this benchmark is gone&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Nothing measured&lt;/source&gt;
        &lt;translation&gt;Nothing measured&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Finished: %1 %2&lt;/source&gt;
        &lt;translation&gt;Finished: %1 %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 %2&lt;/source&gt;
        &lt;translation&gt;%1 %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The run failed: %1
Nothing was measured; the results shown are from before the run.&lt;/source&gt;
        &lt;translation&gt;The run failed: %1
Nothing was measured; the results shown are from before the run.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The run failed: %1
%2 %3&lt;/source&gt;
        &lt;translation&gt;The run failed: %1
%2 %3&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;%n earlier run(s) are overlaid on the charts. Keep them for the new run?&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;%n earlier run is overlaid on the charts. Keep it for the new run?&lt;/numerusform&gt;
            &lt;numerusform&gt;%n earlier runs are overlaid on the charts. Keep them for the new run?&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Overlays&lt;/source&gt;
        &lt;translation&gt;Overlays&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Overlaid %1; its jobs differ from this run&apos;s: %2.&lt;/source&gt;
        &lt;translation&gt;Overlaid %1; its jobs differ from this run&apos;s: %2.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Target: %1&lt;/source&gt;
        &lt;translation&gt;Target: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Target: %1 (%2)&lt;/source&gt;
        &lt;translation&gt;Target: %1 (%2)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Host: %1&lt;/source&gt;
        &lt;translation&gt;Host: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Date: %1&lt;/source&gt;
        &lt;translation&gt;Date: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Preset: %1&lt;/source&gt;
        &lt;translation&gt;Preset: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Correct the file size first: %1&lt;/source&gt;
        &lt;translation&gt;Correct the file size first: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The test file %1 needs %2, and its folder %3 has only %4 free. Nothing was written. Free some space, choose a smaller file size, or another folder in Settings.&lt;/source&gt;
        &lt;translation&gt;The test file %1 needs %2, and its folder %3 has only %4 free. Nothing was written. Free some space, choose a smaller file size, or another folder in Settings.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;Opened the campaign %1: %n configuration(s) as series, healthy arrays.&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;Opened the campaign %1: %n configuration as a series, healthy array.&lt;/numerusform&gt;
            &lt;numerusform&gt;Opened the campaign %1: %n configurations as series, healthy arrays.&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Configurations without a measurement: %1&lt;/source&gt;
        &lt;translation&gt;Configurations without a measurement: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Polled completions, a kernel submission thread, NVMe passthrough, a paced rate and where the job threads run&lt;/source&gt;
        &lt;translation&gt;Polled completions, a kernel submission thread, NVMe passthrough, a paced rate and where the job threads run&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;E&amp;ngine: %1…&lt;/source&gt;
        &lt;translation&gt;E&amp;ngine: %1…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;There is no run to copy yet.</translation>
    </message>
    <message>
        <source>Copy as te&amp;xt</source>
        <translation>Copy as te&amp;xt</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Copy as &amp;Markdown</translation>
    </message>
    <message>
        <source>Copies the run in CrystalDiskMark&apos;s layout: the standard rows, MB/s and IOPS, device, OS and date</source>
        <translation>Copies the run in CrystalDiskMark&apos;s layout: the standard rows, MB/s and IOPS, device, OS and date</translation>
    </message>
    <message>
        <source>Copies a Markdown table of the shown cells with the host, kernel, device, preset and the warnings</source>
        <translation>Copies a Markdown table of the shown cells with the host, kernel, device, preset and the warnings</translation>
    </message>
    <message>
        <source>Copied the run in CrystalDiskMark&apos;s layout</source>
        <translation>Copied the run in CrystalDiskMark&apos;s layout</translation>
    </message>
    <message>
        <source>Copied the run as Markdown</source>
        <translation>Copied the run as Markdown</translation>
    </message>
    <message>
        <source>Com&amp;pare…</source>
        <translation>Com&amp;pare…</translation>
    </message>
    <message>
        <source>Shows two selected runs side by side, the change per cell in percent, marked where it exceeds the runs&apos; own spread</source>
        <translation>Shows two selected runs side by side, the change per cell in percent, marked where it exceeds the runs&apos; own spread</translation>
    </message>
    <message>
        <source>Compare with overla&amp;y</source>
        <translation>Compare with overla&amp;y</translation>
    </message>
    <message>
        <source>Compares the one overlaid run (A) with the run shown (B), cell by cell</source>
        <translation>Compares the one overlaid run (A) with the run shown (B), cell by cell</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>Compare runs</translation>
    </message>
</context>
<context>
    <name>am::ui::BenchRunner</name>
    <message>
        <source>arraymark-cli crashed. %1</source>
        <translation>arraymark-cli crashed. %1</translation>
    </message>
    <message>
        <source>The benchmark was stopped before it could report.</source>
        <translation>The benchmark was stopped before it could report.</translation>
    </message>
    <message>
        <source>arraymark-cli exited with code %1: %2</source>
        <translation>arraymark-cli exited with code %1: %2</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>no message</translation>
    </message>
    <message>
        <source>arraymark-cli ended without sending its result.</source>
        <translation>arraymark-cli ended without sending its result.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) could not be read; the first: %1</source>
        <translation>
            <numerusform>%n line could not be read: %1</numerusform>
            <numerusform>%n lines could not be read; the first: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not start %1: %2</source>
        <translation>Could not start %1: %2</translation>
    </message>
    <message>
        <source>The privileged helper refused or failed: %1</source>
        <translation>The privileged helper refused or failed: %1</translation>
    </message>
    <message>
        <source>The privileged helper ended before answering: %1</source>
        <translation>The privileged helper ended before answering: %1</translation>
    </message>
    <message>
        <source>The privileged helper did not answer the cancel within 15 seconds.</source>
        <translation>The privileged helper did not answer the cancel within 15 seconds.</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n cell(s) could be measured. %1</source>
        <translation>
            <numerusform>The only cell could not be measured. %1</numerusform>
            <numerusform>None of the %n cells could be measured. %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>am::ui::BuildPage</name>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>(done, exit code %1)</source>
        <translation>(done, exit code %1)</translation>
    </message>
    <message>
        <source>(FAILED, exit code %1) %2</source>
        <translation>(FAILED, exit code %1) %2</translation>
    </message>
    <message>
        <source>State: %1; the initial sync is waiting for its turn.</source>
        <translation>State: %1; the initial sync is waiting for its turn.</translation>
    </message>
    <message>
        <source>State: %1; no sync running.</source>
        <translation>State: %1; no sync running.</translation>
    </message>
    <message>
        <source>%1: %2 %</source>
        <translation>%1: %2 %</translation>
    </message>
    <message>
        <source> at %1 MB/s</source>
        <translation> at %1 MB/s</translation>
    </message>
    <message>
        <source>, about %1 left</source>
        <translation>, about %1 left</translation>
    </message>
    <message>
        <source>. The array is usable meanwhile.</source>
        <translation>. The array is usable meanwhile.</translation>
    </message>
    <message>
        <source>&amp;Benchmark this array</source>
        <translation>&amp;Benchmark this array</translation>
    </message>
    <message>
        <source>&amp;Save to mdadm.conf</source>
        <translation>&amp;Save to mdadm.conf</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Build</translation>
    </message>
    <message>
        <source>arraymark-helper creates the array and shows what each command said.</source>
        <translation>arraymark-helper creates the array and shows what each command said.</translation>
    </message>
    <message>
        <source>Appends the array&apos;s ARRAY line to /etc/mdadm/mdadm.conf, so it assembles under the same name at boot.</source>
        <translation>Appends the array&apos;s ARRAY line to /etc/mdadm/mdadm.conf, so it assembles under the same name at boot.</translation>
    </message>
    <message>
        <source>no helper is available</source>
        <translation>no helper is available</translation>
    </message>
    <message>
        <source>Creating %1 (arraymark-helper may ask for a password)…</source>
        <translation>Creating %1 (arraymark-helper may ask for a password)…</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 was created.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 was created.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Nothing was run: the drives are as they were.</source>
        <translation>Nothing was run: the drives are as they were.</translation>
    </message>
    <message>
        <source>The first command failed; no command completed. mdadm writes nothing when --create fails early, but check the drives&apos; content before using them.</source>
        <translation>The first command failed; no command completed. mdadm writes nothing when --create fails early, but check the drives&apos; content before using them.</translation>
    </message>
    <message numerus="yes">
        <source>%n command(s) completed before the failure and were not undone (see the log): the drives may carry md superblocks. Delete the partial array from the Arrays page (it stops it and zeroes the superblocks).</source>
        <translation>
            <numerusform>%n command completed before the failure and was not undone (see the log): the drives may carry md superblocks. Delete the partial array from the Arrays page (it stops it and zeroes the superblocks).</numerusform>
            <numerusform>%n commands completed before the failure and were not undone (see the log): the drives may carry md superblocks. Delete the partial array from the Arrays page (it stops it and zeroes the superblocks).</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refused: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The array was not created:&lt;/b&gt; %1&lt;br&gt;%2</source>
        <translation>&lt;b&gt;The array was not created:&lt;/b&gt; %1&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Rolled back: stopped %1; superblocks zeroed and signatures wiped on %2.</source>
        <translation>Rolled back: stopped %1; superblocks zeroed and signatures wiped on %2.</translation>
    </message>
    <message>
        <source>The rollback failed: %1. The partial array is still there: delete it from the Arrays page.</source>
        <translation>The rollback failed: %1. The partial array is still there: delete it from the Arrays page.</translation>
    </message>
    <message>
        <source>mdadm.conf was not changed: %1</source>
        <translation>mdadm.conf was not changed: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The array was not created:&lt;/b&gt; %1&lt;br&gt;Nothing was run: the drives are as they were.</source>
        <translation>&lt;b&gt;The array was not created:&lt;/b&gt; %1&lt;br&gt;Nothing was run: the drives are as they were.</translation>
    </message>
    <message>
        <source>The array&apos;s status could not be read: %1</source>
        <translation>The array&apos;s status could not be read: %1</translation>
    </message>
    <message>
        <source>Added to %1:
%2</source>
        <translation>Added to %1:
%2</translation>
    </message>
    <message>
        <source>%1 already lists this array.</source>
        <translation>%1 already lists this array.</translation>
    </message>
    <message>
        <source>Rolling back: %1</source>
        <translation>Rolling back: %1</translation>
    </message>
    <message>
        <source>%1 was created before the failure and has been rolled back.</source>
        <translation>%1 was created before the failure and has been rolled back.</translation>
    </message>
    <message>
        <source>arraymark-helper did not answer (%1); nothing was run</source>
        <translation>arraymark-helper did not answer (%1); nothing was run</translation>
    </message>
</context>
<context>
    <name>am::ui::CampaignChart</name>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Each configuration&apos;s %1, healthy array</source>
        <translation>Each configuration&apos;s %1, healthy array</translation>
    </message>
</context>
<context>
    <name>am::ui::CampaignDialog</name>
    <message>
        <source>Compare configurations</source>
        <translation>Compare configurations</translation>
    </message>
</context>
<context>
    <name>am::ui::CampaignPlanPage</name>
    <message>
        <source>The plan</source>
        <translation>The plan</translation>
    </message>
    <message>
        <source>What the campaign will do, in the order it does it, with the exact commands.</source>
        <translation>What the campaign will do, in the order it does it, with the exact commands.</translation>
    </message>
    <message>
        <source>&amp;Start campaign</source>
        <translation>&amp;Start campaign</translation>
    </message>
    <message numerus="yes">
        <source>Estimated duration: about %1, %n configuration(s) of %2 cells each.</source>
        <translation>
            <numerusform>Estimated duration: about %1, %n configuration of %2 cells each.</numerusform>
            <numerusform>Estimated duration: about %1, %n configurations of %2 cells each.</numerusform>
        </translation>
    </message>
    <message>
        <source>Destroyed on every drive, for every configuration:</source>
        <translation>Destroyed on every drive, for every configuration:</translation>
    </message>
    <message>
        <source>Type the campaign name, &lt;b&gt;%1&lt;/b&gt;, to confirm that the drives above may be destroyed:</source>
        <translation>Type the campaign name, &lt;b&gt;%1&lt;/b&gt;, to confirm that the drives above may be destroyed:</translation>
    </message>
</context>
<context>
    <name>am::ui::CampaignProgress</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>Building %1</source>
        <translation>Building %1</translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation>Created %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A cell failed: %1</source>
        <translation>A cell failed: %1</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>Deleted %1</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>Stopped: %1</translation>
    </message>
    <message>
        <source>Every configuration was measured.</source>
        <translation>Every configuration was measured.</translation>
    </message>
    <message>
        <source>the drives alone</source>
        <translation>the drives alone</translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation>Finished.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Failed: %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starting…</translation>
    </message>
    <message>
        <source>Baseline, each drive alone</source>
        <translation>Baseline, each drive alone</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 of %3)</translation>
    </message>
    <message>
        <source>%1: %2, cell %3 of %4, %5</source>
        <translation>%1: %2, cell %3 of %4, %5</translation>
    </message>
</context>
<context>
    <name>am::ui::CampaignRun</name>
    <message>
        <source>Could not create the folder %1</source>
        <translation>Could not create the folder %1</translation>
    </message>
    <message>
        <source>Could not start %1: %2</source>
        <translation>Could not start %1: %2</translation>
    </message>
    <message>
        <source>arraymark-cli campaign exited with %1: %2</source>
        <translation>arraymark-cli campaign exited with %1: %2</translation>
    </message>
</context>
<context>
    <name>am::ui::CampaignRunPage</name>
    <message>
        <source>S&amp;top at the end of the cell</source>
        <translation>S&amp;top at the end of the cell</translation>
    </message>
    <message>
        <source>&amp;Open report</source>
        <translation>&amp;Open report</translation>
    </message>
    <message>
        <source>Running the campaign</source>
        <translation>Running the campaign</translation>
    </message>
    <message>
        <source>Journal: %1</source>
        <translation>Journal: %1</translation>
    </message>
    <message>
        <source>Time so far %1; about %2 left (the plan&apos;s estimate)</source>
        <translation>Time so far %1; about %2 left (the plan&apos;s estimate)</translation>
    </message>
    <message>
        <source>Stopping at the end of the running cell, then deleting its array…</source>
        <translation>Stopping at the end of the running cell, then deleting its array…</translation>
    </message>
    <message>
        <source>%1 of %2 cells</source>
        <translation>%1 of %2 cells</translation>
    </message>
    <message>
        <source>Took %1</source>
        <translation>Took %1</translation>
    </message>
    <message>
        <source>The campaign has finished.</source>
        <translation>The campaign has finished.</translation>
    </message>
    <message>
        <source>The campaign was stopped at the end of a cell and its array deleted; what it measured until then is in the journal.</source>
        <translation>The campaign was stopped at the end of a cell and its array deleted; what it measured until then is in the journal.</translation>
    </message>
    <message>
        <source>Its journal, document and reports are in %1.</source>
        <translation>Its journal, document and reports are in %1.</translation>
    </message>
    <message>
        <source>Show in &amp;workspace</source>
        <translation>Show in &amp;workspace</translation>
    </message>
    <message>
        <source>Open the campaign in the Benchmark page: one series per configuration</source>
        <translation>Open the campaign in the Benchmark page: one series per configuration</translation>
    </message>
</context>
<context>
    <name>am::ui::CampaignSetupPage</name>
    <message>
        <source>Compare configurations</source>
        <translation>Compare configurations</translation>
    </message>
    <message>
        <source>Every configuration is built on all of the drives below, measured, and deleted, one after the other. Everything on these drives is destroyed.</source>
        <translation>Every configuration is built on all of the drives below, measured, and deleted, one after the other. Everything on these drives is destroyed.</translation>
    </message>
    <message>
        <source>The estimator ranks the levels for the ticked drives; its best are ticked here.</source>
        <translation>The estimator ranks the levels for the ticked drives; its best are ticked here.</translation>
    </message>
    <message>
        <source>Campaign &amp;name:</source>
        <translation>Campaign &amp;name:</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Drives</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>Configurations</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>&amp;Baseline: each drive alone first, with the same cells</source>
        <translation>&amp;Baseline: each drive alone first, with the same cells</translation>
    </message>
    <message>
        <source>&amp;Precondition: fill each array sequentially before its random cells (off by default)</source>
        <translation>&amp;Precondition: fill each array sequentially before its random cells (off by default)</translation>
    </message>
    <message>
        <source>&amp;Degraded: fail one member, measure, re-add it</source>
        <translation>&amp;Degraded: fail one member, measure, re-add it</translation>
    </message>
    <message>
        <source>&amp;Rebuild: measure during the rebuild, record its time</source>
        <translation>&amp;Rebuild: measure during the rebuild, record its time</translation>
    </message>
    <message>
        <source>Wait for the initial sync (md speed limits raised)</source>
        <translation>Wait for the initial sync (md speed limits raised)</translation>
    </message>
    <message>
        <source>Skip it with --assume-clean (recorded in the results)</source>
        <translation>Skip it with --assume-clean (recorded in the results)</translation>
    </message>
    <message>
        <source>the preset&apos;s</source>
        <translation>the preset&apos;s</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Initial &amp;sync:</source>
        <translation>Initial &amp;sync:</translation>
    </message>
    <message>
        <source>Pr&amp;eset:</source>
        <translation>Pr&amp;eset:</translation>
    </message>
    <message>
        <source>Seconds per &amp;cell:</source>
        <translation>Seconds per &amp;cell:</translation>
    </message>
    <message>
        <source>Tick the drives: the estimator then ticks its best candidates.</source>
        <translation>Tick the drives: the estimator then ticks its best candidates.</translation>
    </message>
    <message numerus="yes">
        <source>Ticked: the estimator&apos;s best %n level(s) for these drives by 4 KiB random IOPS (%1).</source>
        <translation>
            <numerusform>Ticked: the estimator&apos;s best level for these drives by 4 KiB random IOPS (%1).</numerusform>
            <numerusform>Ticked: the estimator&apos;s best %n levels for these drives by 4 KiB random IOPS (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>measured drives</source>
        <translation>measured drives</translation>
    </message>
    <message>
        <source>reference figures</source>
        <translation>reference figures</translation>
    </message>
    <message>
        <source>A campaign named %1 exists already: pick another name.</source>
        <translation>A campaign named %1 exists already: pick another name.</translation>
    </message>
    <message>
        <source>The name must be 1 to 64 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;, starting with a letter or digit.</source>
        <translation>The name must be 1 to 64 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;, starting with a letter or digit.</translation>
    </message>
    <message>
        <source>Cannot go on:</source>
        <translation>Cannot go on:</translation>
    </message>
</context>
<context>
    <name>am::ui::CareDialog</name>
    <message>
        <source>Use ArrayMark&apos;s alerts</source>
        <translation>Use ArrayMark&apos;s alerts</translation>
    </message>
    <message>
        <source>Checks and alerts</source>
        <translation>Checks and alerts</translation>
    </message>
    <message>
        <source>Periodic check of the md arrays</source>
        <translation>Periodic check of the md arrays</translation>
    </message>
    <message>
        <source>A check reads every stripe and compares the copies or the parity. It finds unreadable sectors while the other copies still hold the data, and counts mismatches (the Arrays page shows what the last check found). The array stays usable while it runs.</source>
        <translation>A check reads every stripe and compares the copies or the parity. It finds unreadable sectors while the other copies still hold the data, and counts mismatches (the Arrays page shows what the last check found). The array stays usable while it runs.</translation>
    </message>
    <message>
        <source>Alerts from mdadm&apos;s monitor</source>
        <translation>Alerts from mdadm&apos;s monitor</translation>
    </message>
    <message>
        <source>mdadm --monitor mails MAILADDR (this needs a working mail server) and runs PROGRAM with the event and the array when an array degrades, a member fails or a check finds mismatches. ArrayMark&apos;s program shows the event as a desktop notification and keeps it in the event log: no mail server is needed.</source>
        <translation>mdadm --monitor mails MAILADDR (this needs a working mail server) and runs PROGRAM with the event and the array when an array degrades, a member fails or a check finds mismatches. ArrayMark&apos;s program shows the event as a desktop notification and keeps it in the event log: no mail server is needed.</translation>
    </message>
    <message>
        <source>not set: no mail is sent</source>
        <translation>not set: no mail is sent</translation>
    </message>
    <message>
        <source>not set: no program is run</source>
        <translation>not set: no program is run</translation>
    </message>
    <message>
        <source>MAILADDR:</source>
        <translation>MAILADDR:</translation>
    </message>
    <message>
        <source>PROGRAM:</source>
        <translation>PROGRAM:</translation>
    </message>
    <message>
        <source>Read again</source>
        <translation>Read again</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Send the changes above to arraymark-helper, which makes them as root</source>
        <translation>Send the changes above to arraymark-helper, which makes them as root</translation>
    </message>
    <message>
        <source>What will change (the helper does it as root):</source>
        <translation>What will change (the helper does it as root):</translation>
    </message>
    <message>
        <source>Reading the schedule and mdadm.conf…</source>
        <translation>Reading the schedule and mdadm.conf…</translation>
    </message>
    <message>
        <source>Reading failed: %1</source>
        <translation>Reading failed: %1</translation>
    </message>
    <message>
        <source>Not installed here (looked for %1)</source>
        <translation>Not installed here (looked for %1)</translation>
    </message>
    <message>
        <source>none: the check is off</source>
        <translation>none: the check is off</translation>
    </message>
    <message>
        <source>as the schedule says (cron keeps no date)</source>
        <translation>as the schedule says (cron keeps no date)</translation>
    </message>
    <message>
        <source>unknown: systemd does not run here</source>
        <translation>unknown: systemd does not run here</translation>
    </message>
    <message>
        <source>not scheduled</source>
        <translation>not scheduled</translation>
    </message>
    <message>
        <source>Now: %1. When: %2</source>
        <translation>Now: %1. When: %2</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>not said</source>
        <translation>not said</translation>
    </message>
    <message>
        <source>Last run: %1</source>
        <translation>Last run: %1</translation>
    </message>
    <message>
        <source>Next run: %1</source>
        <translation>Next run: %1</translation>
    </message>
    <message>
        <source>Files: %1</source>
        <translation>Files: %1</translation>
    </message>
    <message>
        <source>systemd does not run here: a timer&apos;s last and next runs are not known.</source>
        <translation>systemd does not run here: a timer&apos;s last and next runs are not known.</translation>
    </message>
    <message>
        <source>Both are on, so each array is checked by both: one is enough.</source>
        <translation>Both are on, so each array is checked by both: one is enough.</translation>
    </message>
    <message>
        <source>Read from %1.</source>
        <translation>Read from %1.</translation>
    </message>
    <message>
        <source>%1 does not exist yet: Apply creates it.</source>
        <translation>%1 does not exist yet: Apply creates it.</translation>
    </message>
    <message>
        <source>PROGRAM %1: mdadm runs it on every event, and ArrayMark shows a desktop notification and keeps the event; no mail server is needed</source>
        <translation>PROGRAM %1: mdadm runs it on every event, and ArrayMark shows a desktop notification and keeps the event; no mail server is needed</translation>
    </message>
    <message>
        <source>mdadm&apos;s monitor runs (%1). It reads these settings when it starts.</source>
        <translation>mdadm&apos;s monitor runs (%1). It reads these settings when it starts.</translation>
    </message>
    <message>
        <source>⚠ mdadm&apos;s monitor does not run (%1): no alert is mailed or run until it does (systemctl enable --now mdmonitor.service).</source>
        <translation>⚠ mdadm&apos;s monitor does not run (%1): no alert is mailed or run until it does (systemctl enable --now mdmonitor.service).</translation>
    </message>
    <message>
        <source>(no line changes)</source>
        <translation>(no line changes)</translation>
    </message>
    <message>
        <source>Then: %1</source>
        <translation>Then: %1</translation>
    </message>
    <message>
        <source>(nothing to change yet)</source>
        <translation>(nothing to change yet)</translation>
    </message>
    <message>
        <source>Periodic check by %1: turn it %2</source>
        <translation>Periodic check by %1: turn it %2</translation>
    </message>
    <message>
        <source>Refused; nothing would run: %1</source>
        <translation>Refused; nothing would run: %1</translation>
    </message>
    <message>
        <source>mdadm&apos;s alert settings:</source>
        <translation>mdadm&apos;s alert settings:</translation>
    </message>
    <message>
        <source>MAILADDR &quot;%1&quot;: %2</source>
        <translation>MAILADDR &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>PROGRAM: %1</source>
        <translation>PROGRAM: %1</translation>
    </message>
    <message>
        <source>Refused; nothing would run:</source>
        <translation>Refused; nothing would run:</translation>
    </message>
    <message>
        <source>(reading…)</source>
        <translation>(reading…)</translation>
    </message>
    <message>
        <source>Periodic check</source>
        <translation>Periodic check</translation>
    </message>
    <message>
        <source>Alert settings</source>
        <translation>Alert settings</translation>
    </message>
    <message>
        <source>Sent to arraymark-helper; waiting for its answer…</source>
        <translation>Sent to arraymark-helper; waiting for its answer…</translation>
    </message>
    <message>
        <source>%1: done.</source>
        <translation>%1: done.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The helper failed: %1</source>
        <translation>The helper failed: %1</translation>
    </message>
</context>
<context>
    <name>am::ui::CareText</name>
    <message>
        <source>unknown: cron and checkarray keep no record of the last run</source>
        <translation>unknown: cron and checkarray keep no record of the last run</translation>
    </message>
    <message>
        <source>unknown: systemd does not run here</source>
        <translation>unknown: systemd does not run here</translation>
    </message>
    <message>
        <source>never (since the timer was set up)</source>
        <translation>never (since the timer was set up)</translation>
    </message>
    <message>
        <source>mdmonitor.service is active</source>
        <translation>mdmonitor.service is active</translation>
    </message>
    <message>
        <source>mdmonitor.service is inactive</source>
        <translation>mdmonitor.service is inactive</translation>
    </message>
    <message>
        <source>mdmonitor.service is failed</source>
        <translation>mdmonitor.service is failed</translation>
    </message>
    <message>
        <source>no mdadm --monitor process runs</source>
        <translation>no mdadm --monitor process runs</translation>
    </message>
    <message>
        <source>the timers are wanted by mdmonitor.service: they run while it is enabled</source>
        <translation>the timers are wanted by mdmonitor.service: they run while it is enabled</translation>
    </message>
    <message>
        <source>mdadm --monitor reads the file when it starts: restart it (systemctl restart mdmonitor.service) for the new settings to count</source>
        <translation>mdadm --monitor reads the file when it starts: restart it (systemctl restart mdmonitor.service) for the new settings to count</translation>
    </message>
    <message>
        <source>cron (checkarray)</source>
        <translation>cron (checkarray)</translation>
    </message>
    <message>
        <source>systemd timer (mdcheck)</source>
        <translation>systemd timer (mdcheck)</translation>
    </message>
</context>
<context>
    <name>am::ui::CdmPanel</name>
    <message>
        <source>Read</source>
        <translation>Read</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Write</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>MB/s is 10^6 bytes per second; µs is the mean latency of one I/O</source>
        <translation>MB/s is 10^6 bytes per second; µs is the mean latency of one I/O</translation>
    </message>
    <message>
        <source>%1 %2: not measured yet</source>
        <translation>%1 %2: not measured yet</translation>
    </message>
    <message>
        <source>%1: stopped after %2 s of the cell; a part of a cell is not a result</source>
        <translation>%1: stopped after %2 s of the cell; a part of a cell is not a result</translation>
    </message>
    <message>
        <source>%1: failed: %2</source>
        <translation>%1: failed: %2</translation>
    </message>
    <message>
        <source>%1: %2 MB/s, %3 IOPS, mean latency %4 µs</source>
        <translation>%1: %2 MB/s, %3 IOPS, mean latency %4 µs</translation>
    </message>
</context>
<context>
    <name>am::ui::CellName</name>
    <message>
        <source>read</source>
        <translation>read</translation>
    </message>
    <message>
        <source>write</source>
        <translation>write</translation>
    </message>
    <message>
        <source>%1 % read</source>
        <translation>%1 % read</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>peak</translation>
    </message>
    <message>
        <source>%1 % load</source>
        <translation>%1 % load</translation>
    </message>
    <message>
        <source>fill</source>
        <translation>fill</translation>
    </message>
</context>
<context>
    <name>am::ui::CompareModel</name>
    <message>
        <source>%1 [%2–%3]</source>
        <translation>%1 [%2–%3]</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/a</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Better: the change exceeds the runs&apos; own spread.</source>
        <translation>Better: the change exceeds the runs&apos; own spread.</translation>
    </message>
    <message>
        <source>Worse: the change exceeds the runs&apos; own spread.</source>
        <translation>Worse: the change exceeds the runs&apos; own spread.</translation>
    </message>
    <message>
        <source>Within the noise: the repeats&apos; ranges overlap.</source>
        <translation>Within the noise: the repeats&apos; ranges overlap.</translation>
    </message>
    <message>
        <source>Within the noise: %1 % or less.</source>
        <translation>Within the noise: %1 % or less.</translation>
    </message>
    <message>
        <source>Not comparable: one run measured 0 (a failed cell, or a figure its file lacks).</source>
        <translation>Not comparable: one run measured 0 (a failed cell, or a figure its file lacks).</translation>
    </message>
    <message>
        <source>only in A</source>
        <translation>only in A</translation>
    </message>
    <message>
        <source>only in B</source>
        <translation>only in B</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Only run A measured this cell.</source>
        <translation>Only run A measured this cell.</translation>
    </message>
    <message>
        <source>Only run B measured this cell.</source>
        <translation>Only run B measured this cell.</translation>
    </message>
    <message>
        <source>Median of the cell&apos;s repeats, with their range [min–max].</source>
        <translation>Median of the cell&apos;s repeats, with their range [min–max].</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Cell</translation>
    </message>
    <message>
        <source>A (%1)</source>
        <translation>A (%1)</translation>
    </message>
    <message>
        <source>B (%1)</source>
        <translation>B (%1)</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>A change is marked (bold, ▲/▼, green when better, red when worse) where it exceeds the runs&apos; own spread: with repeats, when the two cells&apos; min–max ranges do not overlap; without repeats, when it is more than %1 %. Higher IOPS and MB/s and lower latency are better.</source>
        <translation>A change is marked (bold, ▲/▼, green when better, red when worse) where it exceeds the runs&apos; own spread: with repeats, when the two cells&apos; min–max ranges do not overlap; without repeats, when it is more than %1 %. Higher IOPS and MB/s and lower latency are better.</translation>
    </message>
    <message numerus="yes">
        <source>%n better</source>
        <translation>
            <numerusform>%n better</numerusform>
            <numerusform>%n better</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n worse</source>
        <translation>
            <numerusform>%n worse</numerusform>
            <numerusform>%n worse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n within the noise</source>
        <translation>
            <numerusform>%n within the noise</numerusform>
            <numerusform>%n within the noise</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not comparable</source>
        <translation>
            <numerusform>%n not comparable</numerusform>
            <numerusform>%n not comparable</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n only in A</source>
        <translation>
            <numerusform>%n only in A</numerusform>
            <numerusform>%n only in A</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n only in B</source>
        <translation>
            <numerusform>%n only in B</numerusform>
            <numerusform>%n only in B</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>am::ui::CompareView</name>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; (before):</source>
        <translation>&lt;b&gt;A&lt;/b&gt; (before):</translation>
    </message>
    <message>
        <source>&lt;b&gt;B&lt;/b&gt; (after):</source>
        <translation>&lt;b&gt;B&lt;/b&gt; (after):</translation>
    </message>
    <message>
        <source>&amp;Figure:</source>
        <translation>&amp;Figure:</translation>
    </message>
    <message>
        <source>preset %1</source>
        <translation>preset %1</translation>
    </message>
    <message>
        <source>%1 (reading…)</source>
        <translation>%1 (reading…)</translation>
    </message>
    <message>
        <source>Cannot compare: %1</source>
        <translation>Cannot compare: %1</translation>
    </message>
</context>
<context>
    <name>am::ui::ConnectionTester</name>
    <message>
        <source>fio-server hosts are reached when the run starts</source>
        <translation>fio-server hosts are reached when the run starts</translation>
    </message>
    <message>
        <source>OK: %1</source>
        <translation>OK: %1</translation>
    </message>
    <message>
        <source>ssh could not be started: %1</source>
        <translation>ssh could not be started: %1</translation>
    </message>
</context>
<context>
    <name>am::ui::ConsistencyDialog</name>
    <message>
        <source>Consistency of /dev/%1</source>
        <translation>Consistency of /dev/%1</translation>
    </message>
    <message>
        <source>/dev/%1 is %2; md keeps it consistent by: %3 (bitmap: %4).
%5</source>
        <translation>/dev/%1 is %2; md keeps it consistent by: %3 (bitmap: %4).
%5</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Keep as it is</source>
        <translation>Keep as it is</translation>
    </message>
    <message>
        <source>Add an internal write-intent bitmap</source>
        <translation>Add an internal write-intent bitmap</translation>
    </message>
    <message>
        <source>Remove the bitmap</source>
        <translation>Remove the bitmap</translation>
    </message>
    <message>
        <source>PPL: close the raid5 write hole (no bitmap)</source>
        <translation>PPL: close the raid5 write hole (no bitmap)</translation>
    </message>
    <message>
        <source>Resync: switch PPL off</source>
        <translation>Resync: switch PPL off</translation>
    </message>
    <message>
        <source>Write-intent bitmap:</source>
        <translation>Write-intent bitmap:</translation>
    </message>
    <message>
        <source>Crash consistency:</source>
        <translation>Crash consistency:</translation>
    </message>
    <message>
        <source>%1: write-mostly (md reads from it only when no other mirror can)</source>
        <translation>%1: write-mostly (md reads from it only when no other mirror can)</translation>
    </message>
    <message>
        <source>Run these commands</source>
        <translation>Run these commands</translation>
    </message>
    <message>
        <source>Commands the helper will run (as root):</source>
        <translation>Commands the helper will run (as root):</translation>
    </message>
    <message>
        <source>(nothing to change yet)</source>
        <translation>(nothing to change yet)</translation>
    </message>
    <message>
        <source>Refused; nothing would run:</source>
        <translation>Refused; nothing would run:</translation>
    </message>
</context>
<context>
    <name>am::ui::ConsistencyText</name>
    <message>
        <source>Resync: no bitmap. After a crash or a re-added member md resyncs every byte of every member (hours on large drives), but writes cost nothing extra.</source>
        <translation>Resync: no bitmap. After a crash or a re-added member md resyncs every byte of every member (hours on large drives), but writes cost nothing extra.</translation>
    </message>
    <message>
        <source>Bitmap: md notes which regions are being written. After a crash or a re-added member only those are resynced (seconds instead of hours), at some cost on every write. mdadm 4.x no longer adds one by default.</source>
        <translation>Bitmap: md notes which regions are being written. After a crash or a re-added member only those are resynced (seconds instead of hours), at some cost on every write. mdadm 4.x no longer adds one by default.</translation>
    </message>
    <message>
        <source>Journal: every write goes to a journal device first, which closes the write hole and makes a resync unnecessary. The journal sees every write (use a durable SSD); losing it makes the array read-only.</source>
        <translation>Journal: every write goes to a journal device first, which closes the write hole and makes a resync unnecessary. The journal sees every write (use a durable SSD); losing it makes the array read-only.</translation>
    </message>
    <message>
        <source>PPL (raid5 only): a partial parity log in the members&apos; metadata closes the raid5 write hole without a journal device. Every stripe write also writes its partial parity, which costs write speed; it excludes a bitmap.</source>
        <translation>PPL (raid5 only): a partial parity log in the members&apos; metadata closes the raid5 write hole without a journal device. Every stripe write also writes its partial parity, which costs write speed; it excludes a bitmap.</translation>
    </message>
</context>
<context>
    <name>am::ui::CoreMessages</name>
    <message>
        <source>The helper could not read the request (not JSON).</source>
        <translation>The helper could not read the request (not JSON).</translation>
    </message>
    <message>
        <source>The helper could not read the request (not an object).</source>
        <translation>The helper could not read the request (not an object).</translation>
    </message>
    <message>
        <source>The request was too long for the helper.</source>
        <translation>The request was too long for the helper.</translation>
    </message>
    <message>
        <source>The request named a setting twice.</source>
        <translation>The request named a setting twice.</translation>
    </message>
    <message>
        <source>The request lacked a setting the helper needs.</source>
        <translation>The request lacked a setting the helper needs.</translation>
    </message>
    <message>
        <source>The request had a setting the helper does not know (helper and program versions differ?).</source>
        <translation>The request had a setting the helper does not know (helper and program versions differ?).</translation>
    </message>
    <message>
        <source>A setting of the request had the wrong type.</source>
        <translation>A setting of the request had the wrong type.</translation>
    </message>
    <message>
        <source>A setting of the request is outside the range the helper accepts.</source>
        <translation>A setting of the request is outside the range the helper accepts.</translation>
    </message>
    <message>
        <source>A setting of the request has a value the helper refuses.</source>
        <translation>A setting of the request has a value the helper refuses.</translation>
    </message>
    <message>
        <source>A value of the request is too long.</source>
        <translation>A value of the request is too long.</translation>
    </message>
    <message>
        <source>The helper does not know this operation (helper and program versions differ?).</source>
        <translation>The helper does not know this operation (helper and program versions differ?).</translation>
    </message>
    <message>
        <source>This helper session is not allowed to do that.</source>
        <translation>This helper session is not allowed to do that.</translation>
    </message>
    <message>
        <source>The md RAID driver is not loaded.</source>
        <translation>The md RAID driver is not loaded.</translation>
    </message>
    <message>
        <source>No device was given.</source>
        <translation>No device was given.</translation>
    </message>
    <message>
        <source>The device path is too long.</source>
        <translation>The device path is too long.</translation>
    </message>
    <message>
        <source>The device path contains a control character.</source>
        <translation>The device path contains a control character.</translation>
    </message>
    <message>
        <source>Only devices under /dev can be used.</source>
        <translation>Only devices under /dev can be used.</translation>
    </message>
    <message>
        <source>The device path is not a plain /dev path.</source>
        <translation>The device path is not a plain /dev path.</translation>
    </message>
    <message>
        <source>The device does not exist (any more).</source>
        <translation>The device does not exist (any more).</translation>
    </message>
    <message>
        <source>The path is not a block device.</source>
        <translation>The path is not a block device.</translation>
    </message>
    <message>
        <source>The device is not an md array.</source>
        <translation>The device is not an md array.</translation>
    </message>
    <message>
        <source>The array name is not allowed.</source>
        <translation>The array name is not allowed.</translation>
    </message>
    <message>
        <source>The array UUID is malformed.</source>
        <translation>The array UUID is malformed.</translation>
    </message>
    <message>
        <source>A device was named twice.</source>
        <translation>A device was named twice.</translation>
    </message>
    <message>
        <source>The array plan breaks a rule.</source>
        <translation>The array plan breaks a rule.</translation>
    </message>
    <message>
        <source>An array of that name exists already.</source>
        <translation>An array of that name exists already.</translation>
    </message>
    <message>
        <source>The device is in use, so writing to it was refused.</source>
        <translation>The device is in use, so writing to it was refused.</translation>
    </message>
    <message>
        <source>The device is held open by something else, so writing to it was refused.</source>
        <translation>The device is held open by something else, so writing to it was refused.</translation>
    </message>
    <message>
        <source>The helper&apos;s own drives scan does not list the device.</source>
        <translation>The helper&apos;s own drives scan does not list the device.</translation>
    </message>
    <message>
        <source>Writing to the device was not confirmed.</source>
        <translation>Writing to the device was not confirmed.</translation>
    </message>
    <message>
        <source>The installed arraymark-cli cannot run benchmarks for the helper.</source>
        <translation>The installed arraymark-cli cannot run benchmarks for the helper.</translation>
    </message>
    <message>
        <source>A safety check refused the operation.</source>
        <translation>A safety check refused the operation.</translation>
    </message>
    <message>
        <source>A command the helper ran failed.</source>
        <translation>A command the helper ran failed.</translation>
    </message>
    <message>
        <source>%1 (Details: %2)</source>
        <translation>%1 (Details: %2)</translation>
    </message>
    <message>
        <source>Cell %1 failed: %2</source>
        <translation>Cell %1 failed: %2</translation>
    </message>
    <message>
        <source>The benchmark could not run: %1</source>
        <translation>The benchmark could not run: %1</translation>
    </message>
    <message>
        <source>The request was nested too deeply for the helper.</source>
        <translation>The request was nested too deeply for the helper.</translation>
    </message>
    <message>
        <source>The request was not valid UTF-8 text.</source>
        <translation>The request was not valid UTF-8 text.</translation>
    </message>
    <message>
        <source>There was nothing running to cancel.</source>
        <translation>There was nothing running to cancel.</translation>
    </message>
    <message>
        <source>The benchmark was stopped; what it measured until then is kept.</source>
        <translation>The benchmark was stopped; what it measured until then is kept.</translation>
    </message>
    <message>
        <source>The helper met an error it did not expect; nothing more was done.</source>
        <translation>The helper met an error it did not expect; nothing more was done.</translation>
    </message>
    <message>
        <source>The helper could not read /dev.</source>
        <translation>The helper could not read /dev.</translation>
    </message>
    <message>
        <source>The benchmark met an error it did not expect.</source>
        <translation>The benchmark met an error it did not expect.</translation>
    </message>
    <message>
        <source>A setting of the benchmark breaks a rule.</source>
        <translation>A setting of the benchmark breaks a rule.</translation>
    </message>
    <message>
        <source>Writing to the target was refused, so nothing was written.</source>
        <translation>Writing to the target was refused, so nothing was written.</translation>
    </message>
    <message>
        <source>The target could not be opened or prepared.</source>
        <translation>The target could not be opened or prepared.</translation>
    </message>
    <message>
        <source>There is not enough free space for the test file; choose a smaller size or another folder.</source>
        <translation>There is not enough free space for the test file; choose a smaller size or another folder.</translation>
    </message>
    <message>
        <source>The filesystem does not support direct I/O; use buffered I/O or another folder.</source>
        <translation>The filesystem does not support direct I/O; use buffered I/O or another folder.</translation>
    </message>
    <message>
        <source>io_uring is not available on this system; choose the sync engine.</source>
        <translation>io_uring is not available on this system; choose the sync engine.</translation>
    </message>
    <message>
        <source>The io_uring queue could not be set up (often the locked-memory limit); try a smaller queue depth.</source>
        <translation>The io_uring queue could not be set up (often the locked-memory limit); try a smaller queue depth.</translation>
    </message>
    <message>
        <source>An I/O failed on the target.</source>
        <translation>An I/O failed on the target.</translation>
    </message>
    <message>
        <source>An I/O moved fewer bytes than asked (the end of the target?).</source>
        <translation>An I/O moved fewer bytes than asked (the end of the target?).</translation>
    </message>
    <message>
        <source>The kernel refused to take the I/O.</source>
        <translation>The kernel refused to take the I/O.</translation>
    </message>
    <message>
        <source>The benchmark was stopped.</source>
        <translation>The benchmark was stopped.</translation>
    </message>
    <message>
        <source>Block sizes: &quot;%1&quot; is not a size; write sizes such as 4k 64k 1m.</source>
        <translation>Block sizes: &quot;%1&quot; is not a size; write sizes such as 4k 64k 1m.</translation>
    </message>
    <message>
        <source>Block size &quot;%1&quot;: must be a multiple of 512 B from 512 B to 64 MiB.</source>
        <translation>Block size &quot;%1&quot;: must be a multiple of 512 B from 512 B to 64 MiB.</translation>
    </message>
    <message>
        <source>Block sizes: give at least one value.</source>
        <translation>Block sizes: give at least one value.</translation>
    </message>
    <message>
        <source>Read share &quot;%1&quot;: must be a whole number from 0 to 100.</source>
        <translation>Read share &quot;%1&quot;: must be a whole number from 0 to 100.</translation>
    </message>
    <message>
        <source>Read shares: give at least one value.</source>
        <translation>Read shares: give at least one value.</translation>
    </message>
    <message>
        <source>Queue depth &quot;%1&quot;: must be a whole number from 1 to 4096.</source>
        <translation>Queue depth &quot;%1&quot;: must be a whole number from 1 to 4096.</translation>
    </message>
    <message>
        <source>Queue depths: give at least one value.</source>
        <translation>Queue depths: give at least one value.</translation>
    </message>
    <message>
        <source>Workers %1: must be from 1 to 256.</source>
        <translation>Workers %1: must be from 1 to 256.</translation>
    </message>
    <message>
        <source>Seconds per cell: must be more than 0.</source>
        <translation>Seconds per cell: must be more than 0.</translation>
    </message>
    <message>
        <source>Ramp: must be 0 or more seconds.</source>
        <translation>Ramp: must be 0 or more seconds.</translation>
    </message>
    <message>
        <source>%1 cells: at most %2 in one run.</source>
        <translation>%1 cells: at most %2 in one run.</translation>
    </message>
    <message>
        <source>The helper&apos;s drives scan failed, so nothing was written.</source>
        <translation>The helper&apos;s drives scan failed, so nothing was written.</translation>
    </message>
    <message>
        <source>The campaign was refused before anything was written.</source>
        <translation>The campaign was refused before anything was written.</translation>
    </message>
    <message>
        <source>A campaign journal of that name exists: resume or clean it up.</source>
        <translation>A campaign journal of that name exists: resume or clean it up.</translation>
    </message>
    <message>
        <source>There is no campaign journal of that name.</source>
        <translation>There is no campaign journal of that name.</translation>
    </message>
    <message>
        <source>This kind of array cannot be built here: its tools or its kernel module are missing.</source>
        <translation>This kind of array cannot be built here: its tools or its kernel module are missing.</translation>
    </message>
    <message>
        <source>There is no array of that name (any more).</source>
        <translation>There is no array of that name (any more).</translation>
    </message>
    <message>
        <source>This kind of array does not offer that operation.</source>
        <translation>This kind of array does not offer that operation.</translation>
    </message>
    <message>
        <source>That would leave the array failed and its data unreadable, so it was refused; confirm with the array&apos;s name to do it anyway.</source>
        <translation>That would leave the array failed and its data unreadable, so it was refused; confirm with the array&apos;s name to do it anyway.</translation>
    </message>
    <message>
        <source>That would take the array&apos;s last redundancy, so it was refused; confirm with the array&apos;s name to do it anyway.</source>
        <translation>That would take the array&apos;s last redundancy, so it was refused; confirm with the array&apos;s name to do it anyway.</translation>
    </message>
    <message>
        <source>The array cannot take these settings; nothing was changed.</source>
        <translation>The array cannot take these settings; nothing was changed.</translation>
    </message>
    <message>
        <source>That way of scheduling md&apos;s periodic check is not installed here.</source>
        <translation>That way of scheduling md&apos;s periodic check is not installed here.</translation>
    </message>
    <message>
        <source>The mail address was refused: one address, like root or admin@example.org.</source>
        <translation>The mail address was refused: one address, like root or admin@example.org.</translation>
    </message>
    <message>
        <source>The alert program was refused: an absolute path to an executable file that only root can change, without blanks or shell characters.</source>
        <translation>The alert program was refused: an absolute path to an executable file that only root can change, without blanks or shell characters.</translation>
    </message>
</context>
<context>
    <name>am::ui::CustomJobDialog</name>
    <message>
        <source>Custom job</source>
        <translation>Custom job</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>Sequential</translation>
    </message>
    <message>
        <source>One or more sizes, e.g. 4k 64k 1m (binary: 4k = 4096 bytes)</source>
        <translation>One or more sizes, e.g. 4k 64k 1m (binary: 4k = 4096 bytes)</translation>
    </message>
    <message>
        <source>Percent of I/Os that read, e.g. 0 50 100; below 100 writes</source>
        <translation>Percent of I/Os that read, e.g. 0 50 100; below 100 writes</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>&amp;Pattern:</translation>
    </message>
    <message>
        <source>&amp;Block sizes:</source>
        <translation>&amp;Block sizes:</translation>
    </message>
    <message>
        <source>&amp;Read shares (%):</source>
        <translation>&amp;Read shares (%):</translation>
    </message>
    <message>
        <source>&amp;Queue depths:</source>
        <translation>&amp;Queue depths:</translation>
    </message>
    <message>
        <source>&amp;Workers:</source>
        <translation>&amp;Workers:</translation>
    </message>
    <message>
        <source>&amp;Seconds per cell:</source>
        <translation>&amp;Seconds per cell:</translation>
    </message>
    <message>
        <source>R&amp;amp (s):</source>
        <translation>R&amp;amp (s):</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s), about %1 min.</source>
        <translation>
            <numerusform>%n cell, about %1 min.</numerusform>
            <numerusform>%n cells, about %1 min.</numerusform>
        </translation>
    </message>
    <message>
        <source>Read shares below 100 % write to the target.</source>
        <translation>Read shares below 100 % write to the target.</translation>
    </message>
</context>
<context>
    <name>am::ui::DeleteConfirmDialog</name>
    <message>
        <source>Delete /dev/%1</source>
        <translation>Delete /dev/%1</translation>
    </message>
    <message>
        <source>Deleting stops /dev/%1 and wipes the RAID superblock and every signature on its members:
  %2
Everything stored on the array is lost. Type the array&apos;s name, %1, to confirm.</source>
        <translation>Deleting stops /dev/%1 and wipes the RAID superblock and every signature on its members:
  %2
Everything stored on the array is lost. Type the array&apos;s name, %1, to confirm.</translation>
    </message>
    <message>
        <source>Delete and wipe</source>
        <translation>Delete and wipe</translation>
    </message>
</context>
<context>
    <name>am::ui::DesktopNotifier</name>
    <message>
        <source>Array member failed</source>
        <translation>Array member failed</translation>
    </message>
    <message>
        <source>Spare failed</source>
        <translation>Spare failed</translation>
    </message>
    <message>
        <source>Array degraded</source>
        <translation>Array degraded</translation>
    </message>
    <message>
        <source>Spares missing</source>
        <translation>Spares missing</translation>
    </message>
    <message>
        <source>Spare now active</source>
        <translation>Spare now active</translation>
    </message>
    <message>
        <source>Sync started</source>
        <translation>Sync started</translation>
    </message>
    <message>
        <source>Sync finished</source>
        <translation>Sync finished</translation>
    </message>
    <message>
        <source>New array</source>
        <translation>New array</translation>
    </message>
    <message>
        <source>Array disappeared</source>
        <translation>Array disappeared</translation>
    </message>
    <message>
        <source>Test alert</source>
        <translation>Test alert</translation>
    </message>
    <message>
        <source>Check finished</source>
        <translation>Check finished</translation>
    </message>
    <message>
        <source>Drive failing</source>
        <translation>Drive failing</translation>
    </message>
    <message>
        <source>Drive worn</source>
        <translation>Drive worn</translation>
    </message>
    <message>
        <source>Drive healthy again</source>
        <translation>Drive healthy again</translation>
    </message>
    <message>
        <source>Sync progress</source>
        <translation>Sync progress</translation>
    </message>
    <message>
        <source>no D-Bus session bus</source>
        <translation>no D-Bus session bus</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>A test alert from ArrayMark: array health events will show like this.</source>
        <translation>A test alert from ArrayMark: array health events will show like this.</translation>
    </message>
</context>
<context>
    <name>am::ui::DeviceMonitor</name>
    <message>
        <source>libudev could not be initialised: %1</source>
        <translation>libudev could not be initialised: %1</translation>
    </message>
    <message>
        <source>The block device monitor could not be started: %1</source>
        <translation>The block device monitor could not be started: %1</translation>
    </message>
</context>
<context>
    <name>am::ui::DrivesModel</name>
    <message>
        <source>HDD</source>
        <translation>HDD</translation>
    </message>
    <message>
        <source>SSD</source>
        <translation>SSD</translation>
    </message>
    <message>
        <source>[swap]</source>
        <translation>[swap]</translation>
    </message>
    <message>
        <source>%1 bytes
%2
%3</source>
        <translation>%1 bytes
%2
%3</translation>
    </message>
    <message>
        <source>%1 must not be written to:
• %2</source>
        <translation>%1 must not be written to:
• %2</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>Serial</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>PCIe link</source>
        <translation>PCIe link</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Mounted at</source>
        <translation>Mounted at</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Logical / physical sector size in bytes</source>
        <translation>Logical / physical sector size in bytes</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Sector</translation>
    </message>
    <message>
        <source>Not checked: needs administrator rights</source>
        <translation>Not checked: needs administrator rights</translation>
    </message>
    <message>
        <source>%1 was not checked: this user may not read it. It is not written to until a scan with administrator rights finds it free (&quot;Check with administrator rights&quot;).
• %2</source>
        <translation>%1 was not checked: this user may not read it. It is not written to until a scan with administrator rights finds it free (&quot;Check with administrator rights&quot;).
• %2</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART verdict: healthy, worn or failing (needs administrator rights to read)</source>
        <translation>The drive&apos;s own SMART verdict: healthy, worn or failing (needs administrator rights to read)</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Health</translation>
    </message>
</context>
<context>
    <name>am::ui::DrivesPage</name>
    <message>
        <source>Scanning block devices…</source>
        <translation>Scanning block devices…</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>unknown error</translation>
    </message>
    <message>
        <source>Could not list the block devices: %1</source>
        <translation>Could not list the block devices: %1</translation>
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
        <translation>scanned at %1</translation>
    </message>
    <message numerus="yes">
        <source>%n empty not shown</source>
        <translation>
            <numerusform>%n empty not shown</numerusform>
            <numerusform>%n empty not shown</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdicts from arraymark-helper&apos;s scan as root. They are kept until a block device is added, changed or removed; F5 asks the helper again.</source>
        <translation>Verdicts from arraymark-helper&apos;s scan as root. They are kept until a block device is added, changed or removed; F5 asks the helper again.</translation>
    </message>
    <message numerus="yes">
        <source>%n not checked (needs administrator rights)</source>
        <translation>
            <numerusform>%n not checked (needs administrator rights)</numerusform>
            <numerusform>%n not checked (needs administrator rights)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>am::ui::DrivesPickPage</name>
    <message>
        <source>Drives</source>
        <translation>Drives</translation>
    </message>
    <message>
        <source>Tick the drives for the new array. Everything on them will be destroyed.</source>
        <translation>Tick the drives for the new array. Everything on them will be destroyed.</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source> (HDD)</source>
        <translation> (HDD)</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Free</translation>
    </message>
    <message>
        <source>Cannot use: %1</source>
        <translation>Cannot use: %1</translation>
    </message>
    <message>
        <source>Verdicts from arraymark-helper&apos;s scan as root.</source>
        <translation>Verdicts from arraymark-helper&apos;s scan as root.</translation>
    </message>
    <message>
        <source>Some drives could not be checked as this user.</source>
        <translation>Some drives could not be checked as this user.</translation>
    </message>
    <message numerus="yes">
        <source>%n failing drive(s) unticked; tick again to use anyway.</source>
        <translation>
            <numerusform>%n failing drive unticked; tick again to use anyway.</numerusform>
            <numerusform>%n failing drives unticked; tick again to use anyway.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>am::ui::EngineModesDialog</name>
    <message>
        <source>&amp;Polled completions (--hipri)</source>
        <translation>&amp;Polled completions (--hipri)</translation>
    </message>
    <message>
        <source>&amp;Kernel submission thread (--sqpoll)</source>
        <translation>&amp;Kernel submission thread (--sqpoll)</translation>
    </message>
    <message>
        <source>NVMe pass&amp;through on /dev/ngXnY (--passthrough)</source>
        <translation>NVMe pass&amp;through on /dev/ngXnY (--passthrough)</translation>
    </message>
    <message>
        <source>Engine modes</source>
        <translation>Engine modes</translation>
    </message>
    <message>
        <source>The engine polls the device for completions instead of waiting for interrupts. Needs a device with poll queues (NVMe with nvme.poll_queues, null_blk with poll_queues); a run on any other target is refused with the reason.</source>
        <translation>The engine polls the device for completions instead of waiting for interrupts. Needs a device with poll queues (NVMe with nvme.poll_queues, null_blk with poll_queues); a run on any other target is refused with the reason.</translation>
    </message>
    <message>
        <source>A kernel thread takes the submissions, so the engine makes no system call per batch. Its CPU time is counted in the result.</source>
        <translation>A kernel thread takes the submissions, so the engine makes no system call per batch. Its CPU time is counted in the result.</translation>
    </message>
    <message>
        <source>NVMe read and write commands on the namespace&apos;s generic device, past the block layer. The block device&apos;s in-use rules apply.</source>
        <translation>NVMe read and write commands on the namespace&apos;s generic device, past the block layer. The block device&apos;s in-use rules apply.</translation>
    </message>
    <message>
        <source>next to its job thread</source>
        <translation>next to its job thread</translation>
    </message>
    <message>
        <source>CPU </source>
        <translation>CPU </translation>
    </message>
    <message>
        <source>The CPU the kernel thread runs on</source>
        <translation>The CPU the kernel thread runs on</translation>
    </message>
    <message>
        <source>unpaced: as fast as it goes</source>
        <translation>unpaced: as fast as it goes</translation>
    </message>
    <message>
        <source> IOPS per thread</source>
        <translation> IOPS per thread</translation>
    </message>
    <message>
        <source>I/Os spread evenly at this rate per job thread, as fio&apos;s rate_iops. Latency then counts from when each I/O was due, so a late engine cannot hide queueing.</source>
        <translation>I/Os spread evenly at this rate per job thread, as fio&apos;s rate_iops. Latency then counts from when each I/O was due, so a late engine cannot hide queueing.</translation>
    </message>
    <message>
        <source>Near the device (its NUMA node)</source>
        <translation>Near the device (its NUMA node)</translation>
    </message>
    <message>
        <source>Wherever the scheduler puts them</source>
        <translation>Wherever the scheduler puts them</translation>
    </message>
    <message>
        <source>On these CPUs:</source>
        <translation>On these CPUs:</translation>
    </message>
    <message>
        <source>e.g. 0-3,8</source>
        <translation>e.g. 0-3,8</translation>
    </message>
    <message>
        <source>Completions:</source>
        <translation>Completions:</translation>
    </message>
    <message>
        <source>Submission:</source>
        <translation>Submission:</translation>
    </message>
    <message>
        <source>NVMe:</source>
        <translation>NVMe:</translation>
    </message>
    <message>
        <source>R&amp;ate:</source>
        <translation>R&amp;ate:</translation>
    </message>
    <message>
        <source>&amp;Job threads run:</source>
        <translation>&amp;Job threads run:</translation>
    </message>
    <message>
        <source>CPUs &quot;%1&quot;: give CPU numbers and ranges joined by commas (0-3,8), each below 4096.</source>
        <translation>CPUs &quot;%1&quot;: give CPU numbers and ranges joined by commas (0-3,8), each below 4096.</translation>
    </message>
    <message>
        <source>The default modes: interrupts, the engine&apos;s own thread submits, job threads near the device.</source>
        <translation>The default modes: interrupts, the engine&apos;s own thread submits, job threads near the device.</translation>
    </message>
    <message>
        <source>arraymark-cli bench %1</source>
        <translation>arraymark-cli bench %1</translation>
    </message>
    <message>
        <source>polled</source>
        <translation>polled</translation>
    </message>
    <message>
        <source>SQPOLL on CPU %1</source>
        <translation>SQPOLL on CPU %1</translation>
    </message>
    <message>
        <source>SQPOLL</source>
        <translation>SQPOLL</translation>
    </message>
    <message>
        <source>passthrough</source>
        <translation>passthrough</translation>
    </message>
    <message>
        <source>%1 IOPS paced</source>
        <translation>%1 IOPS paced</translation>
    </message>
    <message>
        <source>unpinned</source>
        <translation>unpinned</translation>
    </message>
    <message>
        <source>CPUs %1</source>
        <translation>CPUs %1</translation>
    </message>
    <message>
        <source>default</source>
        <translation>default</translation>
    </message>
</context>
<context>
    <name>am::ui::EstimateDialog</name>
    <message>
        <source>Overlay an estimate</source>
        <translation>Overlay an estimate</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>Reference: %1</source>
        <translation>Reference: %1</translation>
    </message>
    <message>
        <source>Measured: %1 %2 (%3)</source>
        <translation>Measured: %1 %2 (%3)</translation>
    </message>
    <message>
        <source>The estimate is drawn with long dashes. The model and its assumptions are described in docs/estimator.md; a reference profile describes a published drive, not yours.</source>
        <translation>The estimate is drawn with long dashes. The model and its assumptions are described in docs/estimator.md; a reference profile describes a published drive, not yours.</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Level:</translation>
    </message>
    <message>
        <source>&amp;Members:</source>
        <translation>&amp;Members:</translation>
    </message>
    <message>
        <source>&amp;Chunk:</source>
        <translation>&amp;Chunk:</translation>
    </message>
    <message>
        <source>Member &amp;profile:</source>
        <translation>Member &amp;profile:</translation>
    </message>
</context>
<context>
    <name>am::ui::EstimateOverlay</name>
    <message>
        <source>measured: %1</source>
        <translation>measured: %1</translation>
    </message>
    <message>
        <source>The member&apos;s measured profile could not be used (%1); the reference stands in.</source>
        <translation>The member&apos;s measured profile could not be used (%1); the reference stands in.</translation>
    </message>
    <message>
        <source>reference %1</source>
        <translation>reference %1</translation>
    </message>
    <message>
        <source>estimate %1 × %2 (%3)</source>
        <translation>estimate %1 × %2 (%3)</translation>
    </message>
    <message>
        <source>Estimate for %1 × %2</source>
        <translation>Estimate for %1 × %2</translation>
    </message>
    <message>
        <source>Estimate for %1 (%2 × %3)</source>
        <translation>Estimate for %1 (%2 × %3)</translation>
    </message>
    <message>
        <source>from a member measured earlier (%1)</source>
        <translation>from a member measured earlier (%1)</translation>
    </message>
    <message>
        <source>from the reference profile &quot;%1&quot;, not from these drives</source>
        <translation>from the reference profile &quot;%1&quot;, not from these drives</translation>
    </message>
    <message>
        <source>%1, %2.</source>
        <translation>%1, %2.</translation>
    </message>
    <message>
        <source>The profile was measured at %1 I/Os in flight; this run&apos;s %2 are extrapolated (marked ≈).</source>
        <translation>The profile was measured at %1 I/Os in flight; this run&apos;s %2 are extrapolated (marked ≈).</translation>
    </message>
</context>
<context>
    <name>am::ui::EstimatePage</name>
    <message>
        <source>reference: one 7200 rpm SATA HDD (published figures)</source>
        <translation>reference: one 7200 rpm SATA HDD (published figures)</translation>
    </message>
    <message>
        <source>reference: one enterprise NVMe SSD (published figures)</source>
        <translation>reference: one enterprise NVMe SSD (published figures)</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimate</translation>
    </message>
    <message>
        <source>What these drives would give at each level, before anything is written. Estimates, not measurements.</source>
        <translation>What these drives would give at each level, before anything is written. Estimates, not measurements.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacity</translation>
    </message>
    <message>
        <source>Survives</source>
        <translation>Survives</translation>
    </message>
    <message>
        <source>Random read
(IOPS)</source>
        <translation>Random read
(IOPS)</translation>
    </message>
    <message>
        <source>Random write
(IOPS)</source>
        <translation>Random write
(IOPS)</translation>
    </message>
    <message>
        <source>Sequential read
(MB/s)</source>
        <translation>Sequential read
(MB/s)</translation>
    </message>
    <message>
        <source>Sequential write
(MB/s)</source>
        <translation>Sequential write
(MB/s)</translation>
    </message>
    <message>
        <source>Estimating…</source>
        <translation>Estimating…</translation>
    </message>
    <message>
        <source>No estimate: %1</source>
        <translation>No estimate: %1</translation>
    </message>
    <message>
        <source>needs more drives</source>
        <translation>needs more drives</translation>
    </message>
    <message>
        <source>no failure</source>
        <translation>no failure</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s)</source>
        <translation>
            <numerusform>%n drive</numerusform>
            <numerusform>%n drives</numerusform>
        </translation>
    </message>
    <message>
        <source>Random columns: %1 KiB blocks, the queue depth the profile was measured at. Your choice is in bold.</source>
        <translation>Random columns: %1 KiB blocks, the queue depth the profile was measured at. Your choice is in bold.</translation>
    </message>
    <message>
        <source>Source: measured on this machine.</source>
        <translation>Source: measured on this machine.</translation>
    </message>
    <message>
        <source>Source: partly measured on this machine, partly reference figures.</source>
        <translation>Source: partly measured on this machine, partly reference figures.</translation>
    </message>
    <message>
        <source>Estimate &amp;again</source>
        <translation>Estimate &amp;again</translation>
    </message>
    <message>
        <source>Random reads by block size and a sequential read on this drive (the member-reads preset, about a minute): nothing is written, so it is safe on a drive that holds data. Writes are taken from the reference.</source>
        <translation>Random reads by block size and a sequential read on this drive (the member-reads preset, about a minute): nothing is written, so it is safe on a drive that holds data. Writes are taken from the reference.</translation>
    </message>
    <message>
        <source>Source: reference figures, not these drives. Measure a member read-only (below), or run the matrix preset on it in the Benchmark tab, for an estimate from your own drives.</source>
        <translation>Source: reference figures, not these drives. Measure a member read-only (below), or run the matrix preset on it in the Benchmark tab, for an estimate from your own drives.</translation>
    </message>
    <message>
        <source>&amp;Measure %1 read-only first</source>
        <translation>&amp;Measure %1 read-only first</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;top</translation>
    </message>
    <message>
        <source>Ends the measurement after the running cell; the finished cells are kept.</source>
        <translation>Ends the measurement after the running cell; the finished cells are kept.</translation>
    </message>
    <message>
        <source>Measuring %1 read-only (nothing is written)…</source>
        <translation>Measuring %1 read-only (nothing is written)…</translation>
    </message>
    <message>
        <source>%1 of %2 cells</source>
        <translation>%1 of %2 cells</translation>
    </message>
    <message>
        <source>Stopping: the running cell ends and the finished ones are kept…</source>
        <translation>Stopping: the running cell ends and the finished ones are kept…</translation>
    </message>
    <message>
        <source>Measuring %1 read-only (nothing is written): %2</source>
        <translation>Measuring %1 read-only (nothing is written): %2</translation>
    </message>
    <message>
        <source>the chipset&apos;s DMI link</source>
        <translation>the chipset&apos;s DMI link</translation>
    </message>
    <message>
        <source>the switch uplink at %1</source>
        <translation>the switch uplink at %1</translation>
    </message>
    <message>
        <source>PCIe: %1 and %2 share %3 (%4 GB/s): it holds every level to %5 GB/s.</source>
        <translation>PCIe: %1 and %2 share %3 (%4 GB/s): it holds every level to %5 GB/s.</translation>
    </message>
    <message>
        <source>&amp;Compare configurations…</source>
        <translation>&amp;Compare configurations…</translation>
    </message>
    <message>
        <source>Measure these levels for real instead of estimating them: build, measure and delete each on these drives, with a report</source>
        <translation>Measure these levels for real instead of estimating them: build, measure and delete each on these drives, with a report</translation>
    </message>
    <message>
        <source>Links: %1&apos;s own link, the slowest (%2 GB/s), caps every member.</source>
        <translation>Links: %1&apos;s own link, the slowest (%2 GB/s), caps every member.</translation>
    </message>
    <message>
        <source>%1: reads measured (%2), writes from the %3; %4</source>
        <translation>%1: reads measured (%2), writes from the %3; %4</translation>
    </message>
    <message>
        <source>%1: measured (%2); %3</source>
        <translation>%1: measured (%2); %3</translation>
    </message>
    <message>
        <source>%1: %2; %3</source>
        <translation>%1: %2; %3</translation>
    </message>
</context>
<context>
    <name>am::ui::FleetDialog</name>
    <message>
        <source>One host at a time (hosts that share a backend)</source>
        <translation>One host at a time (hosts that share a backend)</translation>
    </message>
    <message>
        <source>&amp;Run on all hosts</source>
        <translation>&amp;Run on all hosts</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stop</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Test connection</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Export…</translation>
    </message>
    <message>
        <source>Fleet run</source>
        <translation>Fleet run</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Via</source>
        <translation>Via</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>arraymark-cli path</source>
        <translation>arraymark-cli path</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Empty: the default target below</source>
        <translation>Empty: the default target below</translation>
    </message>
    <message>
        <source>arraymark-cli on the host; empty: found on its PATH</source>
        <translation>arraymark-cli on the host; empty: found on its PATH</translation>
    </message>
    <message>
        <source>&amp;Add host</source>
        <translation>&amp;Add host</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Re&amp;move</translation>
    </message>
    <message>
        <source>&amp;Load hosts…</source>
        <translation>&amp;Load hosts…</translation>
    </message>
    <message>
        <source>Sa&amp;ve hosts…</source>
        <translation>Sa&amp;ve hosts…</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>preset&apos;s own</source>
        <translation>preset&apos;s own</translation>
    </message>
    <message>
        <source>/srv/arraymark-test.bin (the same path on every host)</source>
        <translation>/srv/arraymark-test.bin (the same path on every host)</translation>
    </message>
    <message>
        <source>default: whole device, 1 GiB for a new file</source>
        <translation>default: whole device, 1 GiB for a new file</translation>
    </message>
    <message>
        <source>empty: your ~/.ssh/config</source>
        <translation>empty: your ~/.ssh/config</translation>
    </message>
    <message>
        <source>Default target:</source>
        <translation>Default target:</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Preset:</translation>
    </message>
    <message>
        <source>Time per cell:</source>
        <translation>Time per cell:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Size:</translation>
    </message>
    <message>
        <source>ssh config file:</source>
        <translation>ssh config file:</translation>
    </message>
    <message>
        <source>&amp;Open result…</source>
        <translation>&amp;Open result…</translation>
    </message>
    <message>
        <source>IOPS per cell, one series per host</source>
        <translation>IOPS per cell, one series per host</translation>
    </message>
    <message>
        <source>done</source>
        <translation>done</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>failed: %1</translation>
    </message>
    <message>
        <source>ssh</source>
        <translation>ssh</translation>
    </message>
    <message>
        <source>fio server</source>
        <translation>fio server</translation>
    </message>
    <message>
        <source>Stopping the run on every host; the window closes when it has ended.</source>
        <translation>Stopping the run on every host; the window closes when it has ended.</translation>
    </message>
    <message>
        <source>testing…</source>
        <translation>testing…</translation>
    </message>
    <message>
        <source>arraymark-cli was not found next to ArrayMark or on PATH.</source>
        <translation>arraymark-cli was not found next to ArrayMark or on PATH.</translation>
    </message>
    <message>
        <source>waiting…</source>
        <translation>waiting…</translation>
    </message>
    <message numerus="yes">
        <source>Running the preset &quot;%1&quot; on %n host(s)…</source>
        <translation>
            <numerusform>Running the preset &quot;%1&quot; on %n host…</numerusform>
            <numerusform>Running the preset &quot;%1&quot; on %n hosts…</numerusform>
        </translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n host(s) succeeded.</source>
        <translation>
            <numerusform>%1 of %n host succeeded.</numerusform>
            <numerusform>%1 of %n hosts succeeded.</numerusform>
        </translation>
    </message>
    <message>
        <source>Load hosts</source>
        <translation>Load hosts</translation>
    </message>
    <message>
        <source>Hosts files (%1);;All files (*)</source>
        <translation>Hosts files (%1);;All files (*)</translation>
    </message>
    <message>
        <source>Save hosts</source>
        <translation>Save hosts</translation>
    </message>
    <message>
        <source>Hosts files (%1)</source>
        <translation>Hosts files (%1)</translation>
    </message>
    <message>
        <source>Open a fleet result</source>
        <translation>Open a fleet result</translation>
    </message>
    <message>
        <source>Fleet result (*.json)</source>
        <translation>Fleet result (*.json)</translation>
    </message>
    <message>
        <source>Cannot load %1: %2</source>
        <translation>Cannot load %1: %2</translation>
    </message>
    <message>
        <source>%1: the dialog names hosts by destination; name=%2 is not kept</source>
        <translation>%1: the dialog names hosts by destination; name=%2 is not kept</translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n host(s) from %1.</source>
        <translation>
            <numerusform>Loaded %n host from %1.</numerusform>
            <numerusform>Loaded %n hosts from %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Cannot save %1: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Cannot open %1: %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <source>Export the fleet result</source>
        <translation>Export the fleet result</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Cannot write %1.</translation>
    </message>
    <message>
        <source>Show in &amp;workspace</source>
        <translation>Show in &amp;workspace</translation>
    </message>
    <message>
        <source>Open the result in the Benchmark page: one series per host, with its exports</source>
        <translation>Open the result in the Benchmark page: one series per host, with its exports</translation>
    </message>
    <message>
        <source>Show in workspace</source>
        <translation>Show in workspace</translation>
    </message>
</context>
<context>
    <name>am::ui::FleetRunner</name>
    <message>
        <source>&quot;%1&quot;: host names and paths in a fleet cannot hold blanks or &apos;#&apos;</source>
        <translation>&quot;%1&quot;: host names and paths in a fleet cannot hold blanks or &apos;#&apos;</translation>
    </message>
    <message>
        <source>The fleet&apos;s result could not be read.</source>
        <translation>The fleet&apos;s result could not be read.</translation>
    </message>
    <message>
        <source>Cannot write the hosts file %1: %2</source>
        <translation>Cannot write the hosts file %1: %2</translation>
    </message>
    <message>
        <source>arraymark-cli could not be started: %1</source>
        <translation>arraymark-cli could not be started: %1</translation>
    </message>
    <message>
        <source>cell %1/%2 %3: %L4 IOPS now</source>
        <translation>cell %1/%2 %3: %L4 IOPS now</translation>
    </message>
    <message>
        <source>cell %1/%2 %3: %L4 IOPS</source>
        <translation>cell %1/%2 %3: %L4 IOPS</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>error: %1</translation>
    </message>
    <message>
        <source>arraymark-cli fleet stopped: %1</source>
        <translation>arraymark-cli fleet stopped: %1</translation>
    </message>
    <message>
        <source>arraymark-cli fleet ended with code %1: %2</source>
        <translation>arraymark-cli fleet ended with code %1: %2</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>no message</translation>
    </message>
</context>
<context>
    <name>am::ui::ForceNameDialog</name>
    <message>
        <source>%1: /dev/%2 would lose its data</source>
        <translation>%1: /dev/%2 would lose its data</translation>
    </message>
    <message>
        <source>%1.

Type the array&apos;s name, %2, to do it anyway.</source>
        <translation>%1.

Type the array&apos;s name, %2, to do it anyway.</translation>
    </message>
    <message>
        <source>%1 anyway</source>
        <translation>%1 anyway</translation>
    </message>
</context>
<context>
    <name>am::ui::GridHeatModel</name>
    <message>
        <source>%1 by threads and queue depth, %2</source>
        <translation>arraymark-cli crashed. %1&lt;/source&gt;
        &lt;translation&gt;arraymark-cli crashed. %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The benchmark was stopped before it could report.&lt;/source&gt;
        &lt;translation&gt;The benchmark was stopped before it could report.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;arraymark-cli exited with code %1: %2&lt;/source&gt;
        &lt;translation&gt;arraymark-cli exited with code %1: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;no message&lt;/source&gt;
        &lt;translation&gt;no message&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;arraymark-cli ended without sending its result.&lt;/source&gt;
        &lt;translation&gt;arraymark-cli ended without sending its result.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;%n line(s) could not be read; the first: %1&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;%n line could not be read: %1&lt;/numerusform&gt;
            &lt;numerusform&gt;%n lines could not be read; the first: %1&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Could not start %1: %2&lt;/source&gt;
        &lt;translation&gt;Could not start %1: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The privileged helper refused or failed: %1&lt;/source&gt;
        &lt;translation&gt;The privileged helper refused or failed: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The privileged helper ended before answering: %1&lt;/source&gt;
        &lt;translation&gt;The privileged helper ended before answering: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The privileged helper did not answer the cancel within 15 seconds.&lt;/source&gt;
        &lt;translation&gt;The privileged helper did not answer the cancel within 15 seconds.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;None of the %n cell(s) could be measured. %1&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;The only cell could not be measured. %1&lt;/numerusform&gt;
            &lt;numerusform&gt;None of the %n cells could be measured. %1&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::BuildPage&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;%1 h %2 min&lt;/source&gt;
        &lt;translation&gt;%1 h %2 min&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 min&lt;/source&gt;
        &lt;translation&gt;%1 min&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 s&lt;/source&gt;
        &lt;translation&gt;%1 s&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;(done, exit code %1)&lt;/source&gt;
        &lt;translation&gt;(done, exit code %1)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;(FAILED, exit code %1) %2&lt;/source&gt;
        &lt;translation&gt;(FAILED, exit code %1) %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;State: %1; the initial sync is waiting for its turn.&lt;/source&gt;
        &lt;translation&gt;State: %1; the initial sync is waiting for its turn.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;State: %1; no sync running.&lt;/source&gt;
        &lt;translation&gt;State: %1; no sync running.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1: %2 %&lt;/source&gt;
        &lt;translation&gt;%1: %2 %&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt; at %1 MB/s&lt;/source&gt;
        &lt;translation&gt; at %1 MB/s&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;, about %1 left&lt;/source&gt;
        &lt;translation&gt;, about %1 left&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;. The array is usable meanwhile.&lt;/source&gt;
        &lt;translation&gt;. The array is usable meanwhile.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Benchmark this array&lt;/source&gt;
        &lt;translation&gt;&amp;Benchmark this array&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Save to mdadm.conf&lt;/source&gt;
        &lt;translation&gt;&amp;Save to mdadm.conf&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Build&lt;/source&gt;
        &lt;translation&gt;Build&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;arraymark-helper creates the array and shows what each command said.&lt;/source&gt;
        &lt;translation&gt;arraymark-helper creates the array and shows what each command said.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Appends the array&apos;s ARRAY line to /etc/mdadm/mdadm.conf, so it assembles under the same name at boot.&lt;/source&gt;
        &lt;translation&gt;Appends the array&apos;s ARRAY line to /etc/mdadm/mdadm.conf, so it assembles under the same name at boot.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;no helper is available&lt;/source&gt;
        &lt;translation&gt;no helper is available&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Creating %1 (arraymark-helper may ask for a password)…&lt;/source&gt;
        &lt;translation&gt;Creating %1 (arraymark-helper may ask for a password)…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&lt;b&gt;%1 was created.&lt;/b&gt;&lt;/source&gt;
        &lt;translation&gt;&lt;b&gt;%1 was created.&lt;/b&gt;&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Nothing was run: the drives are as they were.&lt;/source&gt;
        &lt;translation&gt;Nothing was run: the drives are as they were.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The first command failed; no command completed. mdadm writes nothing when --create fails early, but check the drives&apos; content before using them.&lt;/source&gt;
        &lt;translation&gt;The first command failed; no command completed. mdadm writes nothing when --create fails early, but check the drives&apos; content before using them.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;%n command(s) completed before the failure and were not undone (see the log): the drives may carry md superblocks. Delete the partial array from the Arrays page (it stops it and zeroes the superblocks).&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;%n command completed before the failure and was not undone (see the log): the drives may carry md superblocks. Delete the partial array from the Arrays page (it stops it and zeroes the superblocks).&lt;/numerusform&gt;
            &lt;numerusform&gt;%n commands completed before the failure and were not undone (see the log): the drives may carry md superblocks. Delete the partial array from the Arrays page (it stops it and zeroes the superblocks).&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Refused: %1&lt;/source&gt;
        &lt;translation&gt;Refused: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&lt;b&gt;The array was not created:&lt;/b&gt; %1&lt;br&gt;%2&lt;/source&gt;
        &lt;translation&gt;&lt;b&gt;The array was not created:&lt;/b&gt; %1&lt;br&gt;%2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Rolled back: stopped %1; superblocks zeroed and signatures wiped on %2.&lt;/source&gt;
        &lt;translation&gt;Rolled back: stopped %1; superblocks zeroed and signatures wiped on %2.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The rollback failed: %1. The partial array is still there: delete it from the Arrays page.&lt;/source&gt;
        &lt;translation&gt;The rollback failed: %1. The partial array is still there: delete it from the Arrays page.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;mdadm.conf was not changed: %1&lt;/source&gt;
        &lt;translation&gt;mdadm.conf was not changed: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&lt;b&gt;The array was not created:&lt;/b&gt; %1&lt;br&gt;Nothing was run: the drives are as they were.&lt;/source&gt;
        &lt;translation&gt;&lt;b&gt;The array was not created:&lt;/b&gt; %1&lt;br&gt;Nothing was run: the drives are as they were.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The array&apos;s status could not be read: %1&lt;/source&gt;
        &lt;translation&gt;The array&apos;s status could not be read: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Added to %1:
%2&lt;/source&gt;
        &lt;translation&gt;Added to %1:
%2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 already lists this array.&lt;/source&gt;
        &lt;translation&gt;%1 already lists this array.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Rolling back: %1&lt;/source&gt;
        &lt;translation&gt;Rolling back: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 was created before the failure and has been rolled back.&lt;/source&gt;
        &lt;translation&gt;%1 was created before the failure and has been rolled back.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;arraymark-helper did not answer (%1); nothing was run&lt;/source&gt;
        &lt;translation&gt;arraymark-helper did not answer (%1); nothing was run&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::CampaignChart&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;IOPS&lt;/source&gt;
        &lt;translation&gt;IOPS&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Each configuration&apos;s %1, healthy array&lt;/source&gt;
        &lt;translation&gt;Each configuration&apos;s %1, healthy array&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::CampaignDialog&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Compare configurations&lt;/source&gt;
        &lt;translation&gt;Compare configurations&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::CampaignPlanPage&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;The plan&lt;/source&gt;
        &lt;translation&gt;The plan&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;What the campaign will do, in the order it does it, with the exact commands.&lt;/source&gt;
        &lt;translation&gt;What the campaign will do, in the order it does it, with the exact commands.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Start campaign&lt;/source&gt;
        &lt;translation&gt;&amp;Start campaign&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;Estimated duration: about %1, %n configuration(s) of %2 cells each.&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;Estimated duration: about %1, %n configuration of %2 cells each.&lt;/numerusform&gt;
            &lt;numerusform&gt;Estimated duration: about %1, %n configurations of %2 cells each.&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Destroyed on every drive, for every configuration:&lt;/source&gt;
        &lt;translation&gt;Destroyed on every drive, for every configuration:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Type the campaign name, &lt;b&gt;%1&lt;/b&gt;, to confirm that the drives above may be destroyed:&lt;/source&gt;
        &lt;translation&gt;Type the campaign name, &lt;b&gt;%1&lt;/b&gt;, to confirm that the drives above may be destroyed:&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::CampaignProgress&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;%1 s&lt;/source&gt;
        &lt;translation&gt;%1 s&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 min&lt;/source&gt;
        &lt;translation&gt;%1 min&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 h %2 min&lt;/source&gt;
        &lt;translation&gt;%1 h %2 min&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Building %1&lt;/source&gt;
        &lt;translation&gt;Building %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Created %1&lt;/source&gt;
        &lt;translation&gt;Created %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1: %2&lt;/source&gt;
        &lt;translation&gt;%1: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;A cell failed: %1&lt;/source&gt;
        &lt;translation&gt;A cell failed: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Deleted %1&lt;/source&gt;
        &lt;translation&gt;Deleted %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Stopped: %1&lt;/source&gt;
        &lt;translation&gt;Stopped: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Every configuration was measured.&lt;/source&gt;
        &lt;translation&gt;Every configuration was measured.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;the drives alone&lt;/source&gt;
        &lt;translation&gt;the drives alone&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Finished.&lt;/source&gt;
        &lt;translation&gt;Finished.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Failed: %1&lt;/source&gt;
        &lt;translation&gt;Failed: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Starting…&lt;/source&gt;
        &lt;translation&gt;Starting…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Baseline, each drive alone&lt;/source&gt;
        &lt;translation&gt;Baseline, each drive alone&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 (%2 of %3)&lt;/source&gt;
        &lt;translation&gt;%1 (%2 of %3)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1: %2, cell %3 of %4, %5&lt;/source&gt;
        &lt;translation&gt;%1: %2, cell %3 of %4, %5&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::CampaignRun&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Could not create the folder %1&lt;/source&gt;
        &lt;translation&gt;Could not create the folder %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Could not start %1: %2&lt;/source&gt;
        &lt;translation&gt;Could not start %1: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;arraymark-cli campaign exited with %1: %2&lt;/source&gt;
        &lt;translation&gt;arraymark-cli campaign exited with %1: %2&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::CampaignRunPage&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;S&amp;top at the end of the cell&lt;/source&gt;
        &lt;translation&gt;S&amp;top at the end of the cell&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Open report&lt;/source&gt;
        &lt;translation&gt;&amp;Open report&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Running the campaign&lt;/source&gt;
        &lt;translation&gt;Running the campaign&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Journal: %1&lt;/source&gt;
        &lt;translation&gt;Journal: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Time so far %1; about %2 left (the plan&apos;s estimate)&lt;/source&gt;
        &lt;translation&gt;Time so far %1; about %2 left (the plan&apos;s estimate)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Stopping at the end of the running cell, then deleting its array…&lt;/source&gt;
        &lt;translation&gt;Stopping at the end of the running cell, then deleting its array…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 of %2 cells&lt;/source&gt;
        &lt;translation&gt;%1 of %2 cells&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Took %1&lt;/source&gt;
        &lt;translation&gt;Took %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The campaign has finished.&lt;/source&gt;
        &lt;translation&gt;The campaign has finished.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The campaign was stopped at the end of a cell and its array deleted; what it measured until then is in the journal.&lt;/source&gt;
        &lt;translation&gt;The campaign was stopped at the end of a cell and its array deleted; what it measured until then is in the journal.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Its journal, document and reports are in %1.&lt;/source&gt;
        &lt;translation&gt;Its journal, document and reports are in %1.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Show in &amp;workspace&lt;/source&gt;
        &lt;translation&gt;Show in &amp;workspace&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Open the campaign in the Benchmark page: one series per configuration&lt;/source&gt;
        &lt;translation&gt;Open the campaign in the Benchmark page: one series per configuration&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::CampaignSetupPage&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Compare configurations&lt;/source&gt;
        &lt;translation&gt;Compare configurations&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Every configuration is built on all of the drives below, measured, and deleted, one after the other. Everything on these drives is destroyed.&lt;/source&gt;
        &lt;translation&gt;Every configuration is built on all of the drives below, measured, and deleted, one after the other. Everything on these drives is destroyed.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The estimator ranks the levels for the ticked drives; its best are ticked here.&lt;/source&gt;
        &lt;translation&gt;The estimator ranks the levels for the ticked drives; its best are ticked here.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Campaign &amp;name:&lt;/source&gt;
        &lt;translation&gt;Campaign &amp;name:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Drives&lt;/source&gt;
        &lt;translation&gt;Drives&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Configurations&lt;/source&gt;
        &lt;translation&gt;Configurations&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Options&lt;/source&gt;
        &lt;translation&gt;Options&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Baseline: each drive alone first, with the same cells&lt;/source&gt;
        &lt;translation&gt;&amp;Baseline: each drive alone first, with the same cells&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Precondition: fill each array sequentially before its random cells (off by default)&lt;/source&gt;
        &lt;translation&gt;&amp;Precondition: fill each array sequentially before its random cells (off by default)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Degraded: fail one member, measure, re-add it&lt;/source&gt;
        &lt;translation&gt;&amp;Degraded: fail one member, measure, re-add it&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Rebuild: measure during the rebuild, record its time&lt;/source&gt;
        &lt;translation&gt;&amp;Rebuild: measure during the rebuild, record its time&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Wait for the initial sync (md speed limits raised)&lt;/source&gt;
        &lt;translation&gt;Wait for the initial sync (md speed limits raised)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Skip it with --assume-clean (recorded in the results)&lt;/source&gt;
        &lt;translation&gt;Skip it with --assume-clean (recorded in the results)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;the preset&apos;s&lt;/source&gt;
        &lt;translation&gt;the preset&apos;s&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt; s&lt;/source&gt;
        &lt;translation&gt; s&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Initial &amp;sync:&lt;/source&gt;
        &lt;translation&gt;Initial &amp;sync:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Pr&amp;eset:&lt;/source&gt;
        &lt;translation&gt;Pr&amp;eset:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Seconds per &amp;cell:&lt;/source&gt;
        &lt;translation&gt;Seconds per &amp;cell:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Tick the drives: the estimator then ticks its best candidates.&lt;/source&gt;
        &lt;translation&gt;Tick the drives: the estimator then ticks its best candidates.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;Ticked: the estimator&apos;s best %n level(s) for these drives by 4 KiB random IOPS (%1).&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;Ticked: the estimator&apos;s best level for these drives by 4 KiB random IOPS (%1).&lt;/numerusform&gt;
            &lt;numerusform&gt;Ticked: the estimator&apos;s best %n levels for these drives by 4 KiB random IOPS (%1).&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;measured drives&lt;/source&gt;
        &lt;translation&gt;measured drives&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;reference figures&lt;/source&gt;
        &lt;translation&gt;reference figures&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;A campaign named %1 exists already: pick another name.&lt;/source&gt;
        &lt;translation&gt;A campaign named %1 exists already: pick another name.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The name must be 1 to 64 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;, starting with a letter or digit.&lt;/source&gt;
        &lt;translation&gt;The name must be 1 to 64 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;, starting with a letter or digit.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Cannot go on:&lt;/source&gt;
        &lt;translation&gt;Cannot go on:&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::CareDialog&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Use ArrayMark&apos;s alerts&lt;/source&gt;
        &lt;translation&gt;Use ArrayMark&apos;s alerts&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Checks and alerts&lt;/source&gt;
        &lt;translation&gt;Checks and alerts&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Periodic check of the md arrays&lt;/source&gt;
        &lt;translation&gt;Periodic check of the md arrays&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;A check reads every stripe and compares the copies or the parity. It finds unreadable sectors while the other copies still hold the data, and counts mismatches (the Arrays page shows what the last check found). The array stays usable while it runs.&lt;/source&gt;
        &lt;translation&gt;A check reads every stripe and compares the copies or the parity. It finds unreadable sectors while the other copies still hold the data, and counts mismatches (the Arrays page shows what the last check found). The array stays usable while it runs.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Alerts from mdadm&apos;s monitor&lt;/source&gt;
        &lt;translation&gt;Alerts from mdadm&apos;s monitor&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;mdadm --monitor mails MAILADDR (this needs a working mail server) and runs PROGRAM with the event and the array when an array degrades, a member fails or a check finds mismatches. ArrayMark&apos;s program shows the event as a desktop notification and keeps it in the event log: no mail server is needed.&lt;/source&gt;
        &lt;translation&gt;mdadm --monitor mails MAILADDR (this needs a working mail server) and runs PROGRAM with the event and the array when an array degrades, a member fails or a check finds mismatches. ArrayMark&apos;s program shows the event as a desktop notification and keeps it in the event log: no mail server is needed.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;not set: no mail is sent&lt;/source&gt;
        &lt;translation&gt;not set: no mail is sent&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;not set: no program is run&lt;/source&gt;
        &lt;translation&gt;not set: no program is run&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;MAILADDR:&lt;/source&gt;
        &lt;translation&gt;MAILADDR:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;PROGRAM:&lt;/source&gt;
        &lt;translation&gt;PROGRAM:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Read again&lt;/source&gt;
        &lt;translation&gt;Read again&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Apply&lt;/source&gt;
        &lt;translation&gt;Apply&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Send the changes above to arraymark-helper, which makes them as root&lt;/source&gt;
        &lt;translation&gt;Send the changes above to arraymark-helper, which makes them as root&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;What will change (the helper does it as root):&lt;/source&gt;
        &lt;translation&gt;What will change (the helper does it as root):&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Reading the schedule and mdadm.conf…&lt;/source&gt;
        &lt;translation&gt;Reading the schedule and mdadm.conf…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Reading failed: %1&lt;/source&gt;
        &lt;translation&gt;Reading failed: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Not installed here (looked for %1)&lt;/source&gt;
        &lt;translation&gt;Not installed here (looked for %1)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;none: the check is off&lt;/source&gt;
        &lt;translation&gt;none: the check is off&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;as the schedule says (cron keeps no date)&lt;/source&gt;
        &lt;translation&gt;as the schedule says (cron keeps no date)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;unknown: systemd does not run here&lt;/source&gt;
        &lt;translation&gt;unknown: systemd does not run here&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;not scheduled&lt;/source&gt;
        &lt;translation&gt;not scheduled&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Now: %1. When: %2&lt;/source&gt;
        &lt;translation&gt;Now: %1. When: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;on&lt;/source&gt;
        &lt;translation&gt;on&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;off&lt;/source&gt;
        &lt;translation&gt;off&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;not said&lt;/source&gt;
        &lt;translation&gt;not said&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Last run: %1&lt;/source&gt;
        &lt;translation&gt;Last run: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Next run: %1&lt;/source&gt;
        &lt;translation&gt;Next run: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Files: %1&lt;/source&gt;
        &lt;translation&gt;Files: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;systemd does not run here: a timer&apos;s last and next runs are not known.&lt;/source&gt;
        &lt;translation&gt;systemd does not run here: a timer&apos;s last and next runs are not known.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Both are on, so each array is checked by both: one is enough.&lt;/source&gt;
        &lt;translation&gt;Both are on, so each array is checked by both: one is enough.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Read from %1.&lt;/source&gt;
        &lt;translation&gt;Read from %1.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 does not exist yet: Apply creates it.&lt;/source&gt;
        &lt;translation&gt;%1 does not exist yet: Apply creates it.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;PROGRAM %1: mdadm runs it on every event, and ArrayMark shows a desktop notification and keeps the event; no mail server is needed&lt;/source&gt;
        &lt;translation&gt;PROGRAM %1: mdadm runs it on every event, and ArrayMark shows a desktop notification and keeps the event; no mail server is needed&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;mdadm&apos;s monitor runs (%1). It reads these settings when it starts.&lt;/source&gt;
        &lt;translation&gt;mdadm&apos;s monitor runs (%1). It reads these settings when it starts.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;⚠ mdadm&apos;s monitor does not run (%1): no alert is mailed or run until it does (systemctl enable --now mdmonitor.service).&lt;/source&gt;
        &lt;translation&gt;⚠ mdadm&apos;s monitor does not run (%1): no alert is mailed or run until it does (systemctl enable --now mdmonitor.service).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;(no line changes)&lt;/source&gt;
        &lt;translation&gt;(no line changes)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Then: %1&lt;/source&gt;
        &lt;translation&gt;Then: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;(nothing to change yet)&lt;/source&gt;
        &lt;translation&gt;(nothing to change yet)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Periodic check by %1: turn it %2&lt;/source&gt;
        &lt;translation&gt;Periodic check by %1: turn it %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Refused; nothing would run: %1&lt;/source&gt;
        &lt;translation&gt;Refused; nothing would run: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;mdadm&apos;s alert settings:&lt;/source&gt;
        &lt;translation&gt;mdadm&apos;s alert settings:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;MAILADDR &quot;%1&quot;: %2&lt;/source&gt;
        &lt;translation&gt;MAILADDR &quot;%1&quot;: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;PROGRAM: %1&lt;/source&gt;
        &lt;translation&gt;PROGRAM: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Refused; nothing would run:&lt;/source&gt;
        &lt;translation&gt;Refused; nothing would run:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;(reading…)&lt;/source&gt;
        &lt;translation&gt;(reading…)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Periodic check&lt;/source&gt;
        &lt;translation&gt;Periodic check&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Alert settings&lt;/source&gt;
        &lt;translation&gt;Alert settings&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Sent to arraymark-helper; waiting for its answer…&lt;/source&gt;
        &lt;translation&gt;Sent to arraymark-helper; waiting for its answer…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1: done.&lt;/source&gt;
        &lt;translation&gt;%1: done.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1: %2&lt;/source&gt;
        &lt;translation&gt;%1: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The helper failed: %1&lt;/source&gt;
        &lt;translation&gt;The helper failed: %1&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::CareText&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;unknown: cron and checkarray keep no record of the last run&lt;/source&gt;
        &lt;translation&gt;unknown: cron and checkarray keep no record of the last run&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;unknown: systemd does not run here&lt;/source&gt;
        &lt;translation&gt;unknown: systemd does not run here&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;never (since the timer was set up)&lt;/source&gt;
        &lt;translation&gt;never (since the timer was set up)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;mdmonitor.service is active&lt;/source&gt;
        &lt;translation&gt;mdmonitor.service is active&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;mdmonitor.service is inactive&lt;/source&gt;
        &lt;translation&gt;mdmonitor.service is inactive&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;mdmonitor.service is failed&lt;/source&gt;
        &lt;translation&gt;mdmonitor.service is failed&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;no mdadm --monitor process runs&lt;/source&gt;
        &lt;translation&gt;no mdadm --monitor process runs&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;the timers are wanted by mdmonitor.service: they run while it is enabled&lt;/source&gt;
        &lt;translation&gt;the timers are wanted by mdmonitor.service: they run while it is enabled&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;mdadm --monitor reads the file when it starts: restart it (systemctl restart mdmonitor.service) for the new settings to count&lt;/source&gt;
        &lt;translation&gt;mdadm --monitor reads the file when it starts: restart it (systemctl restart mdmonitor.service) for the new settings to count&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;cron (checkarray)&lt;/source&gt;
        &lt;translation&gt;cron (checkarray)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;systemd timer (mdcheck)&lt;/source&gt;
        &lt;translation&gt;systemd timer (mdcheck)&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::CdmPanel&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Read&lt;/source&gt;
        &lt;translation&gt;Read&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Write&lt;/source&gt;
        &lt;translation&gt;Write&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;MB/s&lt;/source&gt;
        &lt;translation&gt;MB/s&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;IOPS&lt;/source&gt;
        &lt;translation&gt;IOPS&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;µs&lt;/source&gt;
        &lt;translation&gt;µs&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;MB/s is 10^6 bytes per second; µs is the mean latency of one I/O&lt;/source&gt;
        &lt;translation&gt;MB/s is 10^6 bytes per second; µs is the mean latency of one I/O&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 %2: not measured yet&lt;/source&gt;
        &lt;translation&gt;%1 %2: not measured yet&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1: stopped after %2 s of the cell; a part of a cell is not a result&lt;/source&gt;
        &lt;translation&gt;%1: stopped after %2 s of the cell; a part of a cell is not a result&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1: failed: %2&lt;/source&gt;
        &lt;translation&gt;%1: failed: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1: %2 MB/s, %3 IOPS, mean latency %4 µs&lt;/source&gt;
        &lt;translation&gt;%1: %2 MB/s, %3 IOPS, mean latency %4 µs&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::CellName&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;read&lt;/source&gt;
        &lt;translation&gt;read&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;write&lt;/source&gt;
        &lt;translation&gt;write&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 % read&lt;/source&gt;
        &lt;translation&gt;%1 % read&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::ConnectionTester&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;fio-server hosts are reached when the run starts&lt;/source&gt;
        &lt;translation&gt;fio-server hosts are reached when the run starts&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;OK: %1&lt;/source&gt;
        &lt;translation&gt;OK: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;ssh could not be started: %1&lt;/source&gt;
        &lt;translation&gt;ssh could not be started: %1&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::ConsistencyDialog&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Consistency of /dev/%1&lt;/source&gt;
        &lt;translation&gt;Consistency of /dev/%1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;/dev/%1 is %2; md keeps it consistent by: %3 (bitmap: %4).
%5&lt;/source&gt;
        &lt;translation&gt;/dev/%1 is %2; md keeps it consistent by: %3 (bitmap: %4).
%5&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;none&lt;/source&gt;
        &lt;translation&gt;none&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Keep as it is&lt;/source&gt;
        &lt;translation&gt;Keep as it is&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Add an internal write-intent bitmap&lt;/source&gt;
        &lt;translation&gt;Add an internal write-intent bitmap&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Remove the bitmap&lt;/source&gt;
        &lt;translation&gt;Remove the bitmap&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;PPL: close the raid5 write hole (no bitmap)&lt;/source&gt;
        &lt;translation&gt;PPL: close the raid5 write hole (no bitmap)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Resync: switch PPL off&lt;/source&gt;
        &lt;translation&gt;Resync: switch PPL off&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Write-intent bitmap:&lt;/source&gt;
        &lt;translation&gt;Write-intent bitmap:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Crash consistency:&lt;/source&gt;
        &lt;translation&gt;Crash consistency:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1: write-mostly (md reads from it only when no other mirror can)&lt;/source&gt;
        &lt;translation&gt;%1: write-mostly (md reads from it only when no other mirror can)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Run these commands&lt;/source&gt;
        &lt;translation&gt;Run these commands&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Commands the helper will run (as root):&lt;/source&gt;
        &lt;translation&gt;Commands the helper will run (as root):&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;(nothing to change yet)&lt;/source&gt;
        &lt;translation&gt;(nothing to change yet)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Refused; nothing would run:&lt;/source&gt;
        &lt;translation&gt;Refused; nothing would run:&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::ConsistencyText&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Resync: no bitmap. After a crash or a re-added member md resyncs every byte of every member (hours on large drives), but writes cost nothing extra.&lt;/source&gt;
        &lt;translation&gt;Resync: no bitmap. After a crash or a re-added member md resyncs every byte of every member (hours on large drives), but writes cost nothing extra.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Bitmap: md notes which regions are being written. After a crash or a re-added member only those are resynced (seconds instead of hours), at some cost on every write. mdadm 4.x no longer adds one by default.&lt;/source&gt;
        &lt;translation&gt;Bitmap: md notes which regions are being written. After a crash or a re-added member only those are resynced (seconds instead of hours), at some cost on every write. mdadm 4.x no longer adds one by default.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Journal: every write goes to a journal device first, which closes the write hole and makes a resync unnecessary. The journal sees every write (use a durable SSD); losing it makes the array read-only.&lt;/source&gt;
        &lt;translation&gt;Journal: every write goes to a journal device first, which closes the write hole and makes a resync unnecessary. The journal sees every write (use a durable SSD); losing it makes the array read-only.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;PPL (raid5 only): a partial parity log in the members&apos; metadata closes the raid5 write hole without a journal device. Every stripe write also writes its partial parity, which costs write speed; it excludes a bitmap.&lt;/source&gt;
        &lt;translation&gt;PPL (raid5 only): a partial parity log in the members&apos; metadata closes the raid5 write hole without a journal device. Every stripe write also writes its partial parity, which costs write speed; it excludes a bitmap.&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::CoreMessages&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;The helper could not read the request (not JSON).&lt;/source&gt;
        &lt;translation&gt;The helper could not read the request (not JSON).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The helper could not read the request (not an object).&lt;/source&gt;
        &lt;translation&gt;The helper could not read the request (not an object).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The request was too long for the helper.&lt;/source&gt;
        &lt;translation&gt;The request was too long for the helper.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The request named a setting twice.&lt;/source&gt;
        &lt;translation&gt;The request named a setting twice.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The request lacked a setting the helper needs.&lt;/source&gt;
        &lt;translation&gt;The request lacked a setting the helper needs.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The request had a setting the helper does not know (helper and program versions differ?).&lt;/source&gt;
        &lt;translation&gt;The request had a setting the helper does not know (helper and program versions differ?).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;A setting of the request had the wrong type.&lt;/source&gt;
        &lt;translation&gt;A setting of the request had the wrong type.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;A setting of the request is outside the range the helper accepts.&lt;/source&gt;
        &lt;translation&gt;A setting of the request is outside the range the helper accepts.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;A setting of the request has a value the helper refuses.&lt;/source&gt;
        &lt;translation&gt;A setting of the request has a value the helper refuses.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;A value of the request is too long.&lt;/source&gt;
        &lt;translation&gt;A value of the request is too long.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The helper does not know this operation (helper and program versions differ?).&lt;/source&gt;
        &lt;translation&gt;The helper does not know this operation (helper and program versions differ?).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;This helper session is not allowed to do that.&lt;/source&gt;
        &lt;translation&gt;This helper session is not allowed to do that.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The md RAID driver is not loaded.&lt;/source&gt;
        &lt;translation&gt;The md RAID driver is not loaded.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;No device was given.&lt;/source&gt;
        &lt;translation&gt;No device was given.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The device path is too long.&lt;/source&gt;
        &lt;translation&gt;The device path is too long.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The device path contains a control character.&lt;/source&gt;
        &lt;translation&gt;The device path contains a control character.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Only devices under /dev can be used.&lt;/source&gt;
        &lt;translation&gt;Only devices under /dev can be used.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The device path is not a plain /dev path.&lt;/source&gt;
        &lt;translation&gt;The device path is not a plain /dev path.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The device does not exist (any more).&lt;/source&gt;
        &lt;translation&gt;The device does not exist (any more).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The path is not a block device.&lt;/source&gt;
        &lt;translation&gt;The path is not a block device.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The device is not an md array.&lt;/source&gt;
        &lt;translation&gt;The device is not an md array.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The array name is not allowed.&lt;/source&gt;
        &lt;translation&gt;The array name is not allowed.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The array UUID is malformed.&lt;/source&gt;
        &lt;translation&gt;The array UUID is malformed.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;A device was named twice.&lt;/source&gt;
        &lt;translation&gt;A device was named twice.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The array plan breaks a rule.&lt;/source&gt;
        &lt;translation&gt;The array plan breaks a rule.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;An array of that name exists already.&lt;/source&gt;
        &lt;translation&gt;An array of that name exists already.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The device is in use, so writing to it was refused.&lt;/source&gt;
        &lt;translation&gt;The device is in use, so writing to it was refused.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The device is held open by something else, so writing to it was refused.&lt;/source&gt;
        &lt;translation&gt;The device is held open by something else, so writing to it was refused.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The helper&apos;s own drives scan does not list the device.&lt;/source&gt;
        &lt;translation&gt;The helper&apos;s own drives scan does not list the device.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Writing to the device was not confirmed.&lt;/source&gt;
        &lt;translation&gt;Writing to the device was not confirmed.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The installed arraymark-cli cannot run benchmarks for the helper.&lt;/source&gt;
        &lt;translation&gt;The installed arraymark-cli cannot run benchmarks for the helper.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;A safety check refused the operation.&lt;/source&gt;
        &lt;translation&gt;A safety check refused the operation.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;A command the helper ran failed.&lt;/source&gt;
        &lt;translation&gt;A command the helper ran failed.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 (Details: %2)&lt;/source&gt;
        &lt;translation&gt;%1 (Details: %2)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Cell %1 failed: %2&lt;/source&gt;
        &lt;translation&gt;Cell %1 failed: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The benchmark could not run: %1&lt;/source&gt;
        &lt;translation&gt;The benchmark could not run: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The request was nested too deeply for the helper.&lt;/source&gt;
        &lt;translation&gt;The request was nested too deeply for the helper.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The request was not valid UTF-8 text.&lt;/source&gt;
        &lt;translation&gt;The request was not valid UTF-8 text.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;There was nothing running to cancel.&lt;/source&gt;
        &lt;translation&gt;There was nothing running to cancel.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The benchmark was stopped; what it measured until then is kept.&lt;/source&gt;
        &lt;translation&gt;The benchmark was stopped; what it measured until then is kept.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The helper met an error it did not expect; nothing more was done.&lt;/source&gt;
        &lt;translation&gt;The helper met an error it did not expect; nothing more was done.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The helper could not read /dev.&lt;/source&gt;
        &lt;translation&gt;The helper could not read /dev.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The benchmark met an error it did not expect.&lt;/source&gt;
        &lt;translation&gt;The benchmark met an error it did not expect.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;A setting of the benchmark breaks a rule.&lt;/source&gt;
        &lt;translation&gt;A setting of the benchmark breaks a rule.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Writing to the target was refused, so nothing was written.&lt;/source&gt;
        &lt;translation&gt;Writing to the target was refused, so nothing was written.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The target could not be opened or prepared.&lt;/source&gt;
        &lt;translation&gt;The target could not be opened or prepared.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;There is not enough free space for the test file; choose a smaller size or another folder.&lt;/source&gt;
        &lt;translation&gt;There is not enough free space for the test file; choose a smaller size or another folder.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The filesystem does not support direct I/O; use buffered I/O or another folder.&lt;/source&gt;
        &lt;translation&gt;The filesystem does not support direct I/O; use buffered I/O or another folder.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;io_uring is not available on this system; choose the sync engine.&lt;/source&gt;
        &lt;translation&gt;io_uring is not available on this system; choose the sync engine.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The io_uring queue could not be set up (often the locked-memory limit); try a smaller queue depth.&lt;/source&gt;
        &lt;translation&gt;The io_uring queue could not be set up (often the locked-memory limit); try a smaller queue depth.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;An I/O failed on the target.&lt;/source&gt;
        &lt;translation&gt;An I/O failed on the target.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;An I/O moved fewer bytes than asked (the end of the target?).&lt;/source&gt;
        &lt;translation&gt;An I/O moved fewer bytes than asked (the end of the target?).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The kernel refused to take the I/O.&lt;/source&gt;
        &lt;translation&gt;The kernel refused to take the I/O.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The benchmark was stopped.&lt;/source&gt;
        &lt;translation&gt;The benchmark was stopped.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Block sizes: &quot;%1&quot; is not a size; write sizes such as 4k 64k 1m.&lt;/source&gt;
        &lt;translation&gt;Block sizes: &quot;%1&quot; is not a size; write sizes such as 4k 64k 1m.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Block size &quot;%1&quot;: must be a multiple of 512 B from 512 B to 64 MiB.&lt;/source&gt;
        &lt;translation&gt;Block size &quot;%1&quot;: must be a multiple of 512 B from 512 B to 64 MiB.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Block sizes: give at least one value.&lt;/source&gt;
        &lt;translation&gt;Block sizes: give at least one value.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Read share &quot;%1&quot;: must be a whole number from 0 to 100.&lt;/source&gt;
        &lt;translation&gt;Read share &quot;%1&quot;: must be a whole number from 0 to 100.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Read shares: give at least one value.&lt;/source&gt;
        &lt;translation&gt;Read shares: give at least one value.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Queue depth &quot;%1&quot;: must be a whole number from 1 to 4096.&lt;/source&gt;
        &lt;translation&gt;Queue depth &quot;%1&quot;: must be a whole number from 1 to 4096.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Queue depths: give at least one value.&lt;/source&gt;
        &lt;translation&gt;Queue depths: give at least one value.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Workers %1: must be from 1 to 256.&lt;/source&gt;
        &lt;translation&gt;Workers %1: must be from 1 to 256.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Seconds per cell: must be more than 0.&lt;/source&gt;
        &lt;translation&gt;Seconds per cell: must be more than 0.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Ramp: must be 0 or more seconds.&lt;/source&gt;
        &lt;translation&gt;Ramp: must be 0 or more seconds.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 cells: at most %2 in one run.&lt;/source&gt;
        &lt;translation&gt;%1 cells: at most %2 in one run.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The helper&apos;s drives scan failed, so nothing was written.&lt;/source&gt;
        &lt;translation&gt;The helper&apos;s drives scan failed, so nothing was written.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The campaign was refused before anything was written.&lt;/source&gt;
        &lt;translation&gt;The campaign was refused before anything was written.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;A campaign journal of that name exists: resume or clean it up.&lt;/source&gt;
        &lt;translation&gt;A campaign journal of that name exists: resume or clean it up.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;There is no campaign journal of that name.&lt;/source&gt;
        &lt;translation&gt;There is no campaign journal of that name.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;This kind of array cannot be built here: its tools or its kernel module are missing.&lt;/source&gt;
        &lt;translation&gt;This kind of array cannot be built here: its tools or its kernel module are missing.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;There is no array of that name (any more).&lt;/source&gt;
        &lt;translation&gt;There is no array of that name (any more).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;This kind of array does not offer that operation.&lt;/source&gt;
        &lt;translation&gt;This kind of array does not offer that operation.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;That would leave the array failed and its data unreadable, so it was refused; confirm with the array&apos;s name to do it anyway.&lt;/source&gt;
        &lt;translation&gt;That would leave the array failed and its data unreadable, so it was refused; confirm with the array&apos;s name to do it anyway.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;That would take the array&apos;s last redundancy, so it was refused; confirm with the array&apos;s name to do it anyway.&lt;/source&gt;
        &lt;translation&gt;That would take the array&apos;s last redundancy, so it was refused; confirm with the array&apos;s name to do it anyway.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The array cannot take these settings; nothing was changed.&lt;/source&gt;
        &lt;translation&gt;The array cannot take these settings; nothing was changed.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;That way of scheduling md&apos;s periodic check is not installed here.&lt;/source&gt;
        &lt;translation&gt;That way of scheduling md&apos;s periodic check is not installed here.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The mail address was refused: one address, like root or admin@example.org.&lt;/source&gt;
        &lt;translation&gt;The mail address was refused: one address, like root or admin@example.org.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The alert program was refused: an absolute path to an executable file that only root can change, without blanks or shell characters.&lt;/source&gt;
        &lt;translation&gt;The alert program was refused: an absolute path to an executable file that only root can change, without blanks or shell characters.&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::CustomJobDialog&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Custom job&lt;/source&gt;
        &lt;translation&gt;Custom job&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Random&lt;/source&gt;
        &lt;translation&gt;Random&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Sequential&lt;/source&gt;
        &lt;translation&gt;Sequential&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;One or more sizes, e.g. 4k 64k 1m (binary: 4k = 4096 bytes)&lt;/source&gt;
        &lt;translation&gt;One or more sizes, e.g. 4k 64k 1m (binary: 4k = 4096 bytes)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Percent of I/Os that read, e.g. 0 50 100; below 100 writes&lt;/source&gt;
        &lt;translation&gt;Percent of I/Os that read, e.g. 0 50 100; below 100 writes&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt; s&lt;/source&gt;
        &lt;translation&gt; s&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Pattern:&lt;/source&gt;
        &lt;translation&gt;&amp;Pattern:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Block sizes:&lt;/source&gt;
        &lt;translation&gt;&amp;Block sizes:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Read shares (%):&lt;/source&gt;
        &lt;translation&gt;&amp;Read shares (%):&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Queue depths:&lt;/source&gt;
        &lt;translation&gt;&amp;Queue depths:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Workers:&lt;/source&gt;
        &lt;translation&gt;&amp;Workers:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Seconds per cell:&lt;/source&gt;
        &lt;translation&gt;&amp;Seconds per cell:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;R&amp;amp (s):&lt;/source&gt;
        &lt;translation&gt;R&amp;amp (s):&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;%n cell(s), about %1 min.&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;%n cell, about %1 min.&lt;/numerusform&gt;
            &lt;numerusform&gt;%n cells, about %1 min.&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Read shares below 100 % write to the target.&lt;/source&gt;
        &lt;translation&gt;Read shares below 100 % write to the target.&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::DeleteConfirmDialog&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Delete /dev/%1&lt;/source&gt;
        &lt;translation&gt;Delete /dev/%1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Deleting stops /dev/%1 and wipes the RAID superblock and every signature on its members:
  %2
Everything stored on the array is lost. Type the array&apos;s name, %1, to confirm.&lt;/source&gt;
        &lt;translation&gt;Deleting stops /dev/%1 and wipes the RAID superblock and every signature on its members:
  %2
Everything stored on the array is lost. Type the array&apos;s name, %1, to confirm.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Delete and wipe&lt;/source&gt;
        &lt;translation&gt;Delete and wipe&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::DesktopNotifier&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Array member failed&lt;/source&gt;
        &lt;translation&gt;Array member failed&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Spare failed&lt;/source&gt;
        &lt;translation&gt;Spare failed&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Array degraded&lt;/source&gt;
        &lt;translation&gt;Array degraded&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Spares missing&lt;/source&gt;
        &lt;translation&gt;Spares missing&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Spare now active&lt;/source&gt;
        &lt;translation&gt;Spare now active&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Sync started&lt;/source&gt;
        &lt;translation&gt;Sync started&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Sync finished&lt;/source&gt;
        &lt;translation&gt;Sync finished&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;New array&lt;/source&gt;
        &lt;translation&gt;New array&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Array disappeared&lt;/source&gt;
        &lt;translation&gt;Array disappeared&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Test alert&lt;/source&gt;
        &lt;translation&gt;Test alert&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Check finished&lt;/source&gt;
        &lt;translation&gt;Check finished&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Drive failing&lt;/source&gt;
        &lt;translation&gt;Drive failing&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Drive worn&lt;/source&gt;
        &lt;translation&gt;Drive worn&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Drive healthy again&lt;/source&gt;
        &lt;translation&gt;Drive healthy again&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Sync progress&lt;/source&gt;
        &lt;translation&gt;Sync progress&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;no D-Bus session bus&lt;/source&gt;
        &lt;translation&gt;no D-Bus session bus&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1: %2&lt;/source&gt;
        &lt;translation&gt;%1: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Open&lt;/source&gt;
        &lt;translation&gt;Open&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;A test alert from ArrayMark: array health events will show like this.&lt;/source&gt;
        &lt;translation&gt;A test alert from ArrayMark: array health events will show like this.&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::DeviceMonitor&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;libudev could not be initialised: %1&lt;/source&gt;
        &lt;translation&gt;libudev could not be initialised: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The block device monitor could not be started: %1&lt;/source&gt;
        &lt;translation&gt;The block device monitor could not be started: %1&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::DrivesModel&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;HDD&lt;/source&gt;
        &lt;translation&gt;HDD&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;SSD&lt;/source&gt;
        &lt;translation&gt;SSD&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;[swap]&lt;/source&gt;
        &lt;translation&gt;[swap]&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 bytes
%2
%3&lt;/source&gt;
        &lt;translation&gt;%1 bytes
%2
%3&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 must not be written to:
• %2&lt;/source&gt;
        &lt;translation&gt;%1 must not be written to:
• %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Device&lt;/source&gt;
        &lt;translation&gt;Device&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Model&lt;/source&gt;
        &lt;translation&gt;Model&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Serial&lt;/source&gt;
        &lt;translation&gt;Serial&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Size&lt;/source&gt;
        &lt;translation&gt;Size&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Transport&lt;/source&gt;
        &lt;translation&gt;Transport&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Media&lt;/source&gt;
        &lt;translation&gt;Media&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;PCIe link&lt;/source&gt;
        &lt;translation&gt;PCIe link&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Firmware&lt;/source&gt;
        &lt;translation&gt;Firmware&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Mounted at&lt;/source&gt;
        &lt;translation&gt;Mounted at&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Status&lt;/source&gt;
        &lt;translation&gt;Status&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Logical / physical sector size in bytes&lt;/source&gt;
        &lt;translation&gt;Logical / physical sector size in bytes&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Sector&lt;/source&gt;
        &lt;translation&gt;Sector&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Not checked: needs administrator rights&lt;/source&gt;
        &lt;translation&gt;Not checked: needs administrator rights&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 was not checked: this user may not read it. It is not written to until a scan with administrator rights finds it free (&quot;Check with administrator rights&quot;).
• %2&lt;/source&gt;
        &lt;translation&gt;%1 was not checked: this user may not read it. It is not written to until a scan with administrator rights finds it free (&quot;Check with administrator rights&quot;).
• %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The drive&apos;s own SMART verdict: healthy, worn or failing (needs administrator rights to read)&lt;/source&gt;
        &lt;translation&gt;The drive&apos;s own SMART verdict: healthy, worn or failing (needs administrator rights to read)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Health&lt;/source&gt;
        &lt;translation&gt;Health&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::DrivesPage&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Scanning block devices…&lt;/source&gt;
        &lt;translation&gt;Scanning block devices…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;unknown error&lt;/source&gt;
        &lt;translation&gt;unknown error&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Could not list the block devices: %1&lt;/source&gt;
        &lt;translation&gt;Could not list the block devices: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;%n block device(s)&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;%n block device&lt;/numerusform&gt;
            &lt;numerusform&gt;%n block devices&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;%n in use&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;%n in use&lt;/numerusform&gt;
            &lt;numerusform&gt;%n in use&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;%n md array(s)&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;%n md array&lt;/numerusform&gt;
            &lt;numerusform&gt;%n md arrays&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;scanned at %1&lt;/source&gt;
        &lt;translation&gt;scanned at %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;%n empty not shown&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;%n empty not shown&lt;/numerusform&gt;
            &lt;numerusform&gt;%n empty not shown&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Verdicts from arraymark-helper&apos;s scan as root. They are kept until a block device is added, changed or removed; F5 asks the helper again.&lt;/source&gt;
        &lt;translation&gt;Verdicts from arraymark-helper&apos;s scan as root. They are kept until a block device is added, changed or removed; F5 asks the helper again.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;%n not checked (needs administrator rights)&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;%n not checked (needs administrator rights)&lt;/numerusform&gt;
            &lt;numerusform&gt;%n not checked (needs administrator rights)&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::DrivesPickPage&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Drives&lt;/source&gt;
        &lt;translation&gt;Drives&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Tick the drives for the new array. Everything on them will be destroyed.&lt;/source&gt;
        &lt;translation&gt;Tick the drives for the new array. Everything on them will be destroyed.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Drive&lt;/source&gt;
        &lt;translation&gt;Drive&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Size&lt;/source&gt;
        &lt;translation&gt;Size&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Transport&lt;/source&gt;
        &lt;translation&gt;Transport&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Model&lt;/source&gt;
        &lt;translation&gt;Model&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Status&lt;/source&gt;
        &lt;translation&gt;Status&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt; (HDD)&lt;/source&gt;
        &lt;translation&gt; (HDD)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Free&lt;/source&gt;
        &lt;translation&gt;Free&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Cannot use: %1&lt;/source&gt;
        &lt;translation&gt;Cannot use: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Verdicts from arraymark-helper&apos;s scan as root.&lt;/source&gt;
        &lt;translation&gt;Verdicts from arraymark-helper&apos;s scan as root.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Some drives could not be checked as this user.&lt;/source&gt;
        &lt;translation&gt;Some drives could not be checked as this user.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;%n failing drive(s) unticked; tick again to use anyway.&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;%n failing drive unticked; tick again to use anyway.&lt;/numerusform&gt;
            &lt;numerusform&gt;%n failing drives unticked; tick again to use anyway.&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::EngineModesDialog&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Polled completions (--hipri)&lt;/source&gt;
        &lt;translation&gt;&amp;Polled completions (--hipri)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Kernel submission thread (--sqpoll)&lt;/source&gt;
        &lt;translation&gt;&amp;Kernel submission thread (--sqpoll)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;NVMe pass&amp;through on /dev/ngXnY (--passthrough)&lt;/source&gt;
        &lt;translation&gt;NVMe pass&amp;through on /dev/ngXnY (--passthrough)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Engine modes&lt;/source&gt;
        &lt;translation&gt;Engine modes&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The engine polls the device for completions instead of waiting for interrupts. Needs a device with poll queues (NVMe with nvme.poll_queues, null_blk with poll_queues); a run on any other target is refused with the reason.&lt;/source&gt;
        &lt;translation&gt;The engine polls the device for completions instead of waiting for interrupts. Needs a device with poll queues (NVMe with nvme.poll_queues, null_blk with poll_queues); a run on any other target is refused with the reason.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;A kernel thread takes the submissions, so the engine makes no system call per batch. Its CPU time is counted in the result.&lt;/source&gt;
        &lt;translation&gt;A kernel thread takes the submissions, so the engine makes no system call per batch. Its CPU time is counted in the result.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;NVMe read and write commands on the namespace&apos;s generic device, past the block layer. The block device&apos;s in-use rules apply.&lt;/source&gt;
        &lt;translation&gt;NVMe read and write commands on the namespace&apos;s generic device, past the block layer. The block device&apos;s in-use rules apply.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;next to its job thread&lt;/source&gt;
        &lt;translation&gt;next to its job thread&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;CPU &lt;/source&gt;
        &lt;translation&gt;CPU &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The CPU the kernel thread runs on&lt;/source&gt;
        &lt;translation&gt;The CPU the kernel thread runs on&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;unpaced: as fast as it goes&lt;/source&gt;
        &lt;translation&gt;unpaced: as fast as it goes&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt; IOPS per thread&lt;/source&gt;
        &lt;translation&gt; IOPS per thread&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;I/Os spread evenly at this rate per job thread, as fio&apos;s rate_iops. Latency then counts from when each I/O was due, so a late engine cannot hide queueing.&lt;/source&gt;
        &lt;translation&gt;I/Os spread evenly at this rate per job thread, as fio&apos;s rate_iops. Latency then counts from when each I/O was due, so a late engine cannot hide queueing.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Near the device (its NUMA node)&lt;/source&gt;
        &lt;translation&gt;Near the device (its NUMA node)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Wherever the scheduler puts them&lt;/source&gt;
        &lt;translation&gt;Wherever the scheduler puts them&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;On these CPUs:&lt;/source&gt;
        &lt;translation&gt;On these CPUs:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;e.g. 0-3,8&lt;/source&gt;
        &lt;translation&gt;e.g. 0-3,8&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Completions:&lt;/source&gt;
        &lt;translation&gt;Completions:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Submission:&lt;/source&gt;
        &lt;translation&gt;Submission:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;NVMe:&lt;/source&gt;
        &lt;translation&gt;NVMe:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;R&amp;ate:&lt;/source&gt;
        &lt;translation&gt;R&amp;ate:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Job threads run:&lt;/source&gt;
        &lt;translation&gt;&amp;Job threads run:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;CPUs &quot;%1&quot;: give CPU numbers and ranges joined by commas (0-3,8), each below 4096.&lt;/source&gt;
        &lt;translation&gt;CPUs &quot;%1&quot;: give CPU numbers and ranges joined by commas (0-3,8), each below 4096.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The default modes: interrupts, the engine&apos;s own thread submits, job threads near the device.&lt;/source&gt;
        &lt;translation&gt;The default modes: interrupts, the engine&apos;s own thread submits, job threads near the device.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;arraymark-cli bench %1&lt;/source&gt;
        &lt;translation&gt;arraymark-cli bench %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;polled&lt;/source&gt;
        &lt;translation&gt;polled&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;SQPOLL on CPU %1&lt;/source&gt;
        &lt;translation&gt;SQPOLL on CPU %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;SQPOLL&lt;/source&gt;
        &lt;translation&gt;SQPOLL&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;passthrough&lt;/source&gt;
        &lt;translation&gt;passthrough&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 IOPS paced&lt;/source&gt;
        &lt;translation&gt;%1 IOPS paced&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;unpinned&lt;/source&gt;
        &lt;translation&gt;unpinned&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;CPUs %1&lt;/source&gt;
        &lt;translation&gt;CPUs %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;default&lt;/source&gt;
        &lt;translation&gt;default&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::EstimateDialog&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Overlay an estimate&lt;/source&gt;
        &lt;translation&gt;Overlay an estimate&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 KiB&lt;/source&gt;
        &lt;translation&gt;%1 KiB&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Reference: %1&lt;/source&gt;
        &lt;translation&gt;Reference: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Measured: %1 %2 (%3)&lt;/source&gt;
        &lt;translation&gt;Measured: %1 %2 (%3)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The estimate is drawn with long dashes. The model and its assumptions are described in docs/estimator.md; a reference profile describes a published drive, not yours.&lt;/source&gt;
        &lt;translation&gt;The estimate is drawn with long dashes. The model and its assumptions are described in docs/estimator.md; a reference profile describes a published drive, not yours.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Level:&lt;/source&gt;
        &lt;translation&gt;&amp;Level:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Members:&lt;/source&gt;
        &lt;translation&gt;&amp;Members:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Chunk:&lt;/source&gt;
        &lt;translation&gt;&amp;Chunk:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Member &amp;profile:&lt;/source&gt;
        &lt;translation&gt;Member &amp;profile:&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::EstimateOverlay&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;measured: %1&lt;/source&gt;
        &lt;translation&gt;measured: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The member&apos;s measured profile could not be used (%1); the reference stands in.&lt;/source&gt;
        &lt;translation&gt;The member&apos;s measured profile could not be used (%1); the reference stands in.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;reference %1&lt;/source&gt;
        &lt;translation&gt;reference %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;estimate %1 × %2 (%3)&lt;/source&gt;
        &lt;translation&gt;estimate %1 × %2 (%3)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Estimate for %1 × %2&lt;/source&gt;
        &lt;translation&gt;Estimate for %1 × %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Estimate for %1 (%2 × %3)&lt;/source&gt;
        &lt;translation&gt;Estimate for %1 (%2 × %3)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;from a member measured earlier (%1)&lt;/source&gt;
        &lt;translation&gt;from a member measured earlier (%1)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;from the reference profile &quot;%1&quot;, not from these drives&lt;/source&gt;
        &lt;translation&gt;from the reference profile &quot;%1&quot;, not from these drives&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1, %2.&lt;/source&gt;
        &lt;translation&gt;%1, %2.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The profile was measured at %1 I/Os in flight; this run&apos;s %2 are extrapolated (marked ≈).&lt;/source&gt;
        &lt;translation&gt;The profile was measured at %1 I/Os in flight; this run&apos;s %2 are extrapolated (marked ≈).&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::EstimatePage&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;reference: one 7200 rpm SATA HDD (published figures)&lt;/source&gt;
        &lt;translation&gt;reference: one 7200 rpm SATA HDD (published figures)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;reference: one enterprise NVMe SSD (published figures)&lt;/source&gt;
        &lt;translation&gt;reference: one enterprise NVMe SSD (published figures)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Estimate&lt;/source&gt;
        &lt;translation&gt;Estimate&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;What these drives would give at each level, before anything is written. Estimates, not measurements.&lt;/source&gt;
        &lt;translation&gt;What these drives would give at each level, before anything is written. Estimates, not measurements.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Level&lt;/source&gt;
        &lt;translation&gt;Level&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Capacity&lt;/source&gt;
        &lt;translation&gt;Capacity&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Survives&lt;/source&gt;
        &lt;translation&gt;Survives&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Random read
(IOPS)&lt;/source&gt;
        &lt;translation&gt;Random read
(IOPS)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Random write
(IOPS)&lt;/source&gt;
        &lt;translation&gt;Random write
(IOPS)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Sequential read
(MB/s)&lt;/source&gt;
        &lt;translation&gt;Sequential read
(MB/s)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Sequential write
(MB/s)&lt;/source&gt;
        &lt;translation&gt;Sequential write
(MB/s)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Estimating…&lt;/source&gt;
        &lt;translation&gt;Estimating…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;No estimate: %1&lt;/source&gt;
        &lt;translation&gt;No estimate: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;needs more drives&lt;/source&gt;
        &lt;translation&gt;needs more drives&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;no failure&lt;/source&gt;
        &lt;translation&gt;no failure&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;%n drive(s)&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;%n drive&lt;/numerusform&gt;
            &lt;numerusform&gt;%n drives&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Random columns: %1 KiB blocks, the queue depth the profile was measured at. Your choice is in bold.&lt;/source&gt;
        &lt;translation&gt;Random columns: %1 KiB blocks, the queue depth the profile was measured at. Your choice is in bold.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Source: measured on this machine.&lt;/source&gt;
        &lt;translation&gt;Source: measured on this machine.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Source: partly measured on this machine, partly reference figures.&lt;/source&gt;
        &lt;translation&gt;Source: partly measured on this machine, partly reference figures.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Estimate &amp;again&lt;/source&gt;
        &lt;translation&gt;Estimate &amp;again&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Random reads by block size and a sequential read on this drive (the member-reads preset, about a minute): nothing is written, so it is safe on a drive that holds data. Writes are taken from the reference.&lt;/source&gt;
        &lt;translation&gt;Random reads by block size and a sequential read on this drive (the member-reads preset, about a minute): nothing is written, so it is safe on a drive that holds data. Writes are taken from the reference.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Source: reference figures, not these drives. Measure a member read-only (below), or run the matrix preset on it in the Benchmark tab, for an estimate from your own drives.&lt;/source&gt;
        &lt;translation&gt;Source: reference figures, not these drives. Measure a member read-only (below), or run the matrix preset on it in the Benchmark tab, for an estimate from your own drives.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Measure %1 read-only first&lt;/source&gt;
        &lt;translation&gt;&amp;Measure %1 read-only first&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;S&amp;top&lt;/source&gt;
        &lt;translation&gt;S&amp;top&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Ends the measurement after the running cell; the finished cells are kept.&lt;/source&gt;
        &lt;translation&gt;Ends the measurement after the running cell; the finished cells are kept.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Measuring %1 read-only (nothing is written)…&lt;/source&gt;
        &lt;translation&gt;Measuring %1 read-only (nothing is written)…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 of %2 cells&lt;/source&gt;
        &lt;translation&gt;%1 of %2 cells&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Stopping: the running cell ends and the finished ones are kept…&lt;/source&gt;
        &lt;translation&gt;Stopping: the running cell ends and the finished ones are kept…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Measuring %1 read-only (nothing is written): %2&lt;/source&gt;
        &lt;translation&gt;Measuring %1 read-only (nothing is written): %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;the chipset&apos;s DMI link&lt;/source&gt;
        &lt;translation&gt;the chipset&apos;s DMI link&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;the switch uplink at %1&lt;/source&gt;
        &lt;translation&gt;the switch uplink at %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;PCIe: %1 and %2 share %3 (%4 GB/s): it holds every level to %5 GB/s.&lt;/source&gt;
        &lt;translation&gt;PCIe: %1 and %2 share %3 (%4 GB/s): it holds every level to %5 GB/s.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Compare configurations…&lt;/source&gt;
        &lt;translation&gt;&amp;Compare configurations…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Measure these levels for real instead of estimating them: build, measure and delete each on these drives, with a report&lt;/source&gt;
        &lt;translation&gt;Measure these levels for real instead of estimating them: build, measure and delete each on these drives, with a report&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Links: %1&apos;s own link, the slowest (%2 GB/s), caps every member.&lt;/source&gt;
        &lt;translation&gt;Links: %1&apos;s own link, the slowest (%2 GB/s), caps every member.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1: reads measured (%2), writes from the %3; %4&lt;/source&gt;
        &lt;translation&gt;%1: reads measured (%2), writes from the %3; %4&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1: measured (%2); %3&lt;/source&gt;
        &lt;translation&gt;%1: measured (%2); %3&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1: %2; %3&lt;/source&gt;
        &lt;translation&gt;%1: %2; %3&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::FleetDialog&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;One host at a time (hosts that share a backend)&lt;/source&gt;
        &lt;translation&gt;One host at a time (hosts that share a backend)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Run on all hosts&lt;/source&gt;
        &lt;translation&gt;&amp;Run on all hosts&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Stop&lt;/source&gt;
        &lt;translation&gt;&amp;Stop&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Test connection&lt;/source&gt;
        &lt;translation&gt;&amp;Test connection&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Export…&lt;/source&gt;
        &lt;translation&gt;&amp;Export…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Fleet run&lt;/source&gt;
        &lt;translation&gt;Fleet run&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Host&lt;/source&gt;
        &lt;translation&gt;Host&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Via&lt;/source&gt;
        &lt;translation&gt;Via&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Target&lt;/source&gt;
        &lt;translation&gt;Target&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;arraymark-cli path&lt;/source&gt;
        &lt;translation&gt;arraymark-cli path&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Status&lt;/source&gt;
        &lt;translation&gt;Status&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Empty: the default target below&lt;/source&gt;
        &lt;translation&gt;Empty: the default target below&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;arraymark-cli on the host; empty: found on its PATH&lt;/source&gt;
        &lt;translation&gt;arraymark-cli on the host; empty: found on its PATH&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Add host&lt;/source&gt;
        &lt;translation&gt;&amp;Add host&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Re&amp;move&lt;/source&gt;
        &lt;translation&gt;Re&amp;move&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Load hosts…&lt;/source&gt;
        &lt;translation&gt;&amp;Load hosts…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Sa&amp;ve hosts…&lt;/source&gt;
        &lt;translation&gt;Sa&amp;ve hosts…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Hosts&lt;/source&gt;
        &lt;translation&gt;Hosts&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt; s&lt;/source&gt;
        &lt;translation&gt; s&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;preset&apos;s own&lt;/source&gt;
        &lt;translation&gt;preset&apos;s own&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;/srv/arraymark-test.bin (the same path on every host)&lt;/source&gt;
        &lt;translation&gt;/srv/arraymark-test.bin (the same path on every host)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;default: whole device, 1 GiB for a new file&lt;/source&gt;
        &lt;translation&gt;default: whole device, 1 GiB for a new file&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;empty: your ~/.ssh/config&lt;/source&gt;
        &lt;translation&gt;empty: your ~/.ssh/config&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Default target:&lt;/source&gt;
        &lt;translation&gt;Default target:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Preset:&lt;/source&gt;
        &lt;translation&gt;Preset:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Time per cell:&lt;/source&gt;
        &lt;translation&gt;Time per cell:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Size:&lt;/source&gt;
        &lt;translation&gt;Size:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;ssh config file:&lt;/source&gt;
        &lt;translation&gt;ssh config file:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Open result…&lt;/source&gt;
        &lt;translation&gt;&amp;Open result…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;IOPS per cell, one series per host&lt;/source&gt;
        &lt;translation&gt;IOPS per cell, one series per host&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;done&lt;/source&gt;
        &lt;translation&gt;done&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;failed: %1&lt;/source&gt;
        &lt;translation&gt;failed: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;ssh&lt;/source&gt;
        &lt;translation&gt;ssh&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;fio server&lt;/source&gt;
        &lt;translation&gt;fio server&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Stopping the run on every host; the window closes when it has ended.&lt;/source&gt;
        &lt;translation&gt;Stopping the run on every host; the window closes when it has ended.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;testing…&lt;/source&gt;
        &lt;translation&gt;testing…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;arraymark-cli was not found next to ArrayMark or on PATH.&lt;/source&gt;
        &lt;translation&gt;arraymark-cli was not found next to ArrayMark or on PATH.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;waiting…&lt;/source&gt;
        &lt;translation&gt;waiting…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;Running the preset &quot;%1&quot; on %n host(s)…&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;Running the preset &quot;%1&quot; on %n host…&lt;/numerusform&gt;
            &lt;numerusform&gt;Running the preset &quot;%1&quot; on %n hosts…&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;IOPS&lt;/source&gt;
        &lt;translation&gt;IOPS&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;%1 of %n host(s) succeeded.&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;%1 of %n host succeeded.&lt;/numerusform&gt;
            &lt;numerusform&gt;%1 of %n hosts succeeded.&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Load hosts&lt;/source&gt;
        &lt;translation&gt;Load hosts&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Hosts files (%1);;All files (*)&lt;/source&gt;
        &lt;translation&gt;Hosts files (%1);;All files (*)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Save hosts&lt;/source&gt;
        &lt;translation&gt;Save hosts&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Hosts files (%1)&lt;/source&gt;
        &lt;translation&gt;Hosts files (%1)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Open a fleet result&lt;/source&gt;
        &lt;translation&gt;Open a fleet result&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Fleet result (*.json)&lt;/source&gt;
        &lt;translation&gt;Fleet result (*.json)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Cannot load %1: %2&lt;/source&gt;
        &lt;translation&gt;Cannot load %1: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1: the dialog names hosts by destination; name=%2 is not kept&lt;/source&gt;
        &lt;translation&gt;%1: the dialog names hosts by destination; name=%2 is not kept&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;Loaded %n host(s) from %1.&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;Loaded %n host from %1.&lt;/numerusform&gt;
            &lt;numerusform&gt;Loaded %n hosts from %1.&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Saved %1&lt;/source&gt;
        &lt;translation&gt;Saved %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Cannot save %1: %2&lt;/source&gt;
        &lt;translation&gt;Cannot save %1: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Cannot open %1: %2&lt;/source&gt;
        &lt;translation&gt;Cannot open %1: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Opened %1&lt;/source&gt;
        &lt;translation&gt;Opened %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Export the fleet result&lt;/source&gt;
        &lt;translation&gt;Export the fleet result&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Export&lt;/source&gt;
        &lt;translation&gt;Export&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Cannot write %1.&lt;/source&gt;
        &lt;translation&gt;Cannot write %1.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Show in &amp;workspace&lt;/source&gt;
        &lt;translation&gt;Show in &amp;workspace&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Open the result in the Benchmark page: one series per host, with its exports&lt;/source&gt;
        &lt;translation&gt;Open the result in the Benchmark page: one series per host, with its exports&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Show in workspace&lt;/source&gt;
        &lt;translation&gt;Show in workspace&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::FleetRunner&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;&quot;%1&quot;: host names and paths in a fleet cannot hold blanks or &apos;#&apos;&lt;/source&gt;
        &lt;translation&gt;&quot;%1&quot;: host names and paths in a fleet cannot hold blanks or &apos;#&apos;&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The fleet&apos;s result could not be read.&lt;/source&gt;
        &lt;translation&gt;The fleet&apos;s result could not be read.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Cannot write the hosts file %1: %2&lt;/source&gt;
        &lt;translation&gt;Cannot write the hosts file %1: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;arraymark-cli could not be started: %1&lt;/source&gt;
        &lt;translation&gt;arraymark-cli could not be started: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;cell %1/%2 %3: %L4 IOPS now&lt;/source&gt;
        &lt;translation&gt;cell %1/%2 %3: %L4 IOPS now&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;cell %1/%2 %3: %L4 IOPS&lt;/source&gt;
        &lt;translation&gt;cell %1/%2 %3: %L4 IOPS&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;error: %1&lt;/source&gt;
        &lt;translation&gt;error: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;arraymark-cli fleet stopped: %1&lt;/source&gt;
        &lt;translation&gt;arraymark-cli fleet stopped: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;arraymark-cli fleet ended with code %1: %2&lt;/source&gt;
        &lt;translation&gt;arraymark-cli fleet ended with code %1: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;no message&lt;/source&gt;
        &lt;translation&gt;no message&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::ForceNameDialog&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;%1: /dev/%2 would lose its data&lt;/source&gt;
        &lt;translation&gt;%1: /dev/%2 would lose its data&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1.

Type the array&apos;s name, %2, to do it anyway.&lt;/source&gt;
        &lt;translation&gt;%1.

Type the array&apos;s name, %2, to do it anyway.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 anyway&lt;/source&gt;
        &lt;translation&gt;%1 anyway&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::GridHeatModel&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;%1 by threads and queue depth, %2</translation>
    </message>
    <message>
        <source>%1
%2: %3</source>
        <translation>%1
%2: %3</translation>
    </message>
    <message>
        <source>Not measured in this run</source>
        <translation>Not measured in this run</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n thread</numerusform>
            <numerusform>%n threads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>am::ui::HealthBanner</name>
    <message>
        <source>Click an array&apos;s name to open it on the Arrays page</source>
        <translation>Click an array&apos;s name to open it on the Arrays page</translation>
    </message>
</context>
<context>
    <name>am::ui::HealthSummary</name>
    <message>
        <source>%1 has failed: %2 of %3 members missing</source>
        <translation>%1 has failed: %2 of %3 members missing</translation>
    </message>
    <message>
        <source>%1 is degraded and rebuilding: %2 of %3 members missing</source>
        <translation>%1 is degraded and rebuilding: %2 of %3 members missing</translation>
    </message>
    <message>
        <source>%1 is degraded: %2 of %3 members missing</source>
        <translation>%1 is degraded: %2 of %3 members missing</translation>
    </message>
    <message>
        <source>%1 has a failed member: %2</source>
        <translation>%1 has a failed member: %2</translation>
    </message>
</context>
<context>
    <name>am::ui::HelperDriveScan</name>
    <message>
        <source>Check with &amp;administrator rights</source>
        <translation>Check with &amp;administrator rights</translation>
    </message>
    <message>
        <source>Waiting for arraymark-helper (it may ask for a password)…</source>
        <translation>Waiting for arraymark-helper (it may ask for a password)…</translation>
    </message>
    <message>
        <source>The check did not run: %1</source>
        <translation>The check did not run: %1</translation>
    </message>
    <message>
        <source>The check failed: %1</source>
        <translation>The check failed: %1</translation>
    </message>
    <message>
        <source>The helper&apos;s scan could not be read: %1</source>
        <translation>The helper&apos;s scan could not be read: %1</translation>
    </message>
    <message>
        <source>Asks arraymark-helper, as root, to read each drive&apos;s content (signatures, partition tables) so drives this user cannot read can be checked, and each drive&apos;s SMART health.</source>
        <translation>Asks arraymark-helper, as root, to read each drive&apos;s content (signatures, partition tables) so drives this user cannot read can be checked, and each drive&apos;s SMART health.</translation>
    </message>
</context>
<context>
    <name>am::ui::HelperProcess</name>
    <message>
        <source>arraymark-helper was not found (set ARRAYMARK_HELPER or install ArrayMark)</source>
        <translation>arraymark-helper was not found (set ARRAYMARK_HELPER or install ArrayMark)</translation>
    </message>
    <message>
        <source>arraymark-helper crashed</source>
        <translation>arraymark-helper crashed</translation>
    </message>
    <message>
        <source>The password dialog was dismissed; nothing was done.</source>
        <translation>The password dialog was dismissed; nothing was done.</translation>
    </message>
    <message>
        <source>Not authorized (polkit refused, or no authentication agent is running); nothing was done.</source>
        <translation>Not authorized (polkit refused, or no authentication agent is running); nothing was done.</translation>
    </message>
    <message>
        <source>arraymark-helper exited with status %1</source>
        <translation>arraymark-helper exited with status %1</translation>
    </message>
    <message>
        <source>Could not start %1: %2</source>
        <translation>Could not start %1: %2</translation>
    </message>
</context>
<context>
    <name>am::ui::HistoryModel</name>
    <message>
        <source>fio import</source>
        <translation>fio import</translation>
    </message>
    <message>
        <source>single job</source>
        <translation>single job</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>stopped</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>complete</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Cells</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>am::ui::LevelPage</name>
    <message>
        <source>RAID 10 &amp;layout:</source>
        <translation>RAID 10 &amp;layout:</translation>
    </message>
    <message>
        <source>Level and layout</source>
        <translation>Level and layout</translation>
    </message>
    <message>
        <source>How the drives work together. Capacity and fault tolerance are for the drives you picked.</source>
        <translation>How the drives work together. Capacity and fault tolerance are for the drives you picked.</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>Data written to one member before moving to the next. Larger suits big sequential files, smaller suits small random I/O.</source>
        <translation>Data written to one member before moving to the next. Larger suits big sequential files, smaller suits small random I/O.</translation>
    </message>
    <message>
        <source>Default (internal for redundant levels)</source>
        <translation>Default (internal for redundant levels)</translation>
    </message>
    <message>
        <source>Internal: fast resync after a crash</source>
        <translation>Internal: fast resync after a crash</translation>
    </message>
    <message>
        <source>None: slightly faster writes</source>
        <translation>None: slightly faster writes</translation>
    </message>
    <message>
        <source>near (n2): the default</source>
        <translation>near (n2): the default</translation>
    </message>
    <message>
        <source>far (f2): faster sequential reads, slower writes</source>
        <translation>far (f2): faster sequential reads, slower writes</translation>
    </message>
    <message>
        <source>offset (o2)</source>
        <translation>offset (o2)</translation>
    </message>
    <message>
        <source>Ticked drives wait as hot spares: md rebuilds onto one when a member fails.</source>
        <translation>Ticked drives wait as hot spares: md rebuilds onto one when a member fails.</translation>
    </message>
    <message>
        <source>e.g. data</source>
        <translation>e.g. data</translation>
    </message>
    <message>
        <source>&amp;Chunk size:</source>
        <translation>&amp;Chunk size:</translation>
    </message>
    <message>
        <source>Hot &amp;spares:</source>
        <translation>Hot &amp;spares:</translation>
    </message>
    <message>
        <source>Array &amp;name:</source>
        <translation>Array &amp;name:</translation>
    </message>
    <message>
        <source>IMSM_NO_PLATFORM=1 is set: imsm metadata without Intel firmware (for testing).</source>
        <translation>IMSM_NO_PLATFORM=1 is set: imsm metadata without Intel firmware (for testing).</translation>
    </message>
    <message numerus="yes">
        <source>Needs at least %n active drive(s).</source>
        <translation>
            <numerusform>Needs at least %n active drive.</numerusform>
            <numerusform>Needs at least %n active drives.</numerusform>
        </translation>
    </message>
    <message>
        <source>no drive may fail</source>
        <translation>no drive may fail</translation>
    </message>
    <message numerus="yes">
        <source>survives %n failed drive(s)</source>
        <translation>
            <numerusform>survives %n failed drive</numerusform>
            <numerusform>survives %n failed drives</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 usable · %2. %3</source>
        <translation>%1 usable · %2. %3</translation>
    </message>
    <message numerus="yes">
        <source>%n active member(s)</source>
        <translation>
            <numerusform>%n active member</numerusform>
            <numerusform>%n active members</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n hot spare(s)</source>
        <translation>
            <numerusform>, %n hot spare</numerusform>
            <numerusform>, %n hot spares</numerusform>
        </translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Not a valid name: start with a letter or digit; use letters, digits, _ - . only.</source>
        <translation>Not a valid name: start with a letter or digit; use letters, digits, _ - . only.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Measured through a test file on the filesystem, not as a block device: the numbers include the filesystem&apos;s own work.</source>
        <translation>Measured through a test file on the filesystem, not as a block device: the numbers include the filesystem&apos;s own work.</translation>
    </message>
    <message>
        <source>checking for Intel RAID firmware (mdadm --detail-platform)…</source>
        <translation>checking for Intel RAID firmware (mdadm --detail-platform)…</translation>
    </message>
    <message>
        <source>mdadm --detail-platform finds no Intel VROC/RST platform (IMSM_NO_PLATFORM=1 allows a test without it)</source>
        <translation>mdadm --detail-platform finds no Intel VROC/RST platform (IMSM_NO_PLATFORM=1 allows a test without it)</translation>
    </message>
    <message>
        <source>The %1 backend refuses this: %2</source>
        <translation>The %1 backend refuses this: %2</translation>
    </message>
    <message>
        <source>&amp;Mixed block groups (for drives under 1 GiB)</source>
        <translation>&amp;Mixed block groups (for drives under 1 GiB)</translation>
    </message>
    <message>
        <source>How btrfs keeps its metadata (mkfs.btrfs -m): losing it loses the whole filesystem.</source>
        <translation>How btrfs keeps its metadata (mkfs.btrfs -m): losing it loses the whole filesystem.</translation>
    </message>
    <message>
        <source>mkfs.btrfs --mixed: data and metadata share block groups and both keep the data profile. Without it a replace on small drives can fail for lack of space.</source>
        <translation>mkfs.btrfs --mixed: data and metadata share block groups and both keep the data profile. Without it a replace on small drives can fail for lack of space.</translation>
    </message>
    <message>
        <source>&amp;Metadata profile:</source>
        <translation>&amp;Metadata profile:</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Default: %1</translation>
    </message>
    <message>
        <source>Becomes %1. Letters, digits, _ - . (up to 32).</source>
        <translation>Becomes %1. Letters, digits, _ - . (up to 32).</translation>
    </message>
    <message>
        <source>PPL (raid5): closes the write hole, no bitmap</source>
        <translation>PPL (raid5): closes the write hole, no bitmap</translation>
    </message>
    <message>
        <source>Journal on another device (raid5/6)</source>
        <translation>Journal on another device (raid5/6)</translation>
    </message>
    <message>
        <source>The device that takes the write journal (mdadm --write-journal): every write goes there first, so it should be a durable SSD. It must be free, like a member.</source>
        <translation>The device that takes the write journal (mdadm --write-journal): every write goes there first, so it should be a durable SSD. It must be free, like a member.</translation>
    </message>
    <message>
        <source>Crash &amp;consistency:</source>
        <translation>Crash &amp;consistency:</translation>
    </message>
    <message>
        <source>&amp;Journal device:</source>
        <translation>&amp;Journal device:</translation>
    </message>
</context>
<context>
    <name>am::ui::MainWindow</name>
    <message>
        <source>ArrayMark</source>
        <translation>ArrayMark</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Drives</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Refresh drives</source>
        <translation>&amp;Refresh drives</translation>
    </message>
    <message>
        <source>Size &amp;units</source>
        <translation>Size &amp;units</translation>
    </message>
    <message>
        <source>Decimal (GB, 10^9 bytes)</source>
        <translation>Decimal (GB, 10^9 bytes)</translation>
    </message>
    <message>
        <source>Binary (GiB, 2^30 bytes)</source>
        <translation>Binary (GiB, 2^30 bytes)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About ArrayMark</source>
        <translation>&amp;About ArrayMark</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Main toolbar</translation>
    </message>
    <message>
        <source>About ArrayMark</source>
        <translation>About ArrayMark</translation>
    </message>
    <message>
        <source>ArrayMark %1
Lists drives, builds Linux md arrays and measures them.</source>
        <translation>ArrayMark %1
Lists drives, builds Linux md arrays and measures them.</translation>
    </message>
    <message>
        <source>Show &amp;empty devices</source>
        <translation>Show &amp;empty devices</translation>
    </message>
    <message>
        <source>List unbound loop devices, unset zram devices and drives without a medium</source>
        <translation>List unbound loop devices, unset zram devices and drives without a medium</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <source>Arrays</source>
        <translation>Arrays</translation>
    </message>
    <message>
        <source>&amp;New array…</source>
        <translation>&amp;New array…</translation>
    </message>
    <message>
        <source>&amp;Fleet run…</source>
        <translation>&amp;Fleet run…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
</context>
<context>
    <name>am::ui::MdDriverText</name>
    <message>
        <source>The md driver is not loaded (%1 is missing), so no md array can be created or shown. Load it as root with &quot;modprobe md_mod&quot; (it is installed: %2), then try again.</source>
        <translation>The md driver is not loaded (%1 is missing), so no md array can be created or shown. Load it as root with &quot;modprobe md_mod&quot; (it is installed: %2), then try again.</translation>
    </message>
    <message>
        <source>The md driver is present (%1), but %2 is missing, so no md array can be created or shown. Check that /proc is the kernel&apos;s procfs (mount -t proc proc /proc).</source>
        <translation>The md driver is present (%1), but %2 is missing, so no md array can be created or shown. Check that /proc is the kernel&apos;s procfs (mount -t proc proc /proc).</translation>
    </message>
    <message>
        <source>%1 cannot be read, so the kernel&apos;s modules cannot be found</source>
        <translation>%1 cannot be read, so the kernel&apos;s modules cannot be found</translation>
    </message>
    <message>
        <source>Check that /proc is mounted.</source>
        <translation>Check that /proc is mounted.</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 does not exist</translation>
    </message>
    <message>
        <source>Install the modules of kernel %1 (on Debian: the linux-image-%1 package), or boot a kernel with md support (CONFIG_BLK_DEV_MD).</source>
        <translation>Install the modules of kernel %1 (on Debian: the linux-image-%1 package), or boot a kernel with md support (CONFIG_BLK_DEV_MD).</translation>
    </message>
    <message>
        <source>%1 does not list it</source>
        <translation>%1 does not list it</translation>
    </message>
    <message>
        <source>Boot a kernel built with md support (CONFIG_BLK_DEV_MD).</source>
        <translation>Boot a kernel built with md support (CONFIG_BLK_DEV_MD).</translation>
    </message>
    <message>
        <source>its file %1 is missing</source>
        <translation>its file %1 is missing</translation>
    </message>
    <message>
        <source>Reinstall the modules of kernel %1 (on Debian: the linux-image-%1 package).</source>
        <translation>Reinstall the modules of kernel %1 (on Debian: the linux-image-%1 package).</translation>
    </message>
    <message>
        <source>This kernel has no md driver (%1 is missing and md_mod cannot be loaded: %2): no md array can be created or shown here. %3</source>
        <translation>This kernel has no md driver (%1 is missing and md_mod cannot be loaded: %2): no md array can be created or shown here. %3</translation>
    </message>
</context>
<context>
    <name>am::ui::MemberCapsText</name>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>link unknown (%1): not capped</source>
        <translation>link unknown (%1): not capped</translation>
    </message>
    <message>
        <source>PCIe %1</source>
        <translation>PCIe %1</translation>
    </message>
    <message>
        <source>SATA&apos;s fastest link, %1 Gb/s (sysfs shows no speed)</source>
        <translation>SATA&apos;s fastest link, %1 Gb/s (sysfs shows no speed)</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>capped by %1 (%2)</source>
        <translation>capped by %1 (%2)</translation>
    </message>
    <message>
        <source>%1 and %2 commands in flight</source>
        <translation>%1 and %2 commands in flight</translation>
    </message>
    <message>
        <source>%1 (no SATA SSD reference figures exist)</source>
        <translation>%1 (no SATA SSD reference figures exist)</translation>
    </message>
</context>
<context>
    <name>am::ui::MemberMeasurement</name>
    <message>
        <source>%1 cannot be measured: arraymark-cli was not found next to this program or on PATH.</source>
        <translation>%1 cannot be measured: arraymark-cli was not found next to this program or on PATH.</translation>
    </message>
    <message>
        <source>Nothing was measured, so nothing was saved.</source>
        <translation>Nothing was measured, so nothing was saved.</translation>
    </message>
    <message numerus="yes">
        <source>%n measured cell(s) saved to %1.</source>
        <translation>
            <numerusform>%n measured cell saved to %1.</numerusform>
            <numerusform>%n measured cells saved to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n measured cell(s) could not be saved: %1</source>
        <translation>
            <numerusform>The %n measured cell could not be saved: %1</numerusform>
            <numerusform>The %n measured cells could not be saved: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The measurement of %1 was stopped. %2</source>
        <translation>The measurement of %1 was stopped. %2</translation>
    </message>
    <message>
        <source>no cell finished.</source>
        <translation>no cell finished.</translation>
    </message>
    <message>
        <source>The measurement of %1 failed: %2 %3</source>
        <translation>The measurement of %1 failed: %2 %3</translation>
    </message>
    <message>
        <source>%1 was measured read-only. %2</source>
        <translation>%1 was measured read-only. %2</translation>
    </message>
</context>
<context>
    <name>am::ui::Metrics</name>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>MB/s (10^6 B/s)</source>
        <translation>MB/s (10^6 B/s)</translation>
    </message>
    <message>
        <source>MiB/s (2^20 B/s)</source>
        <translation>MiB/s (2^20 B/s)</translation>
    </message>
    <message>
        <source>Mean latency (µs)</source>
        <translation>Mean latency (µs)</translation>
    </message>
    <message>
        <source>p50 latency (µs)</source>
        <translation>p50 latency (µs)</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>p99 latency (µs)</translation>
    </message>
    <message>
        <source>p99.9 latency (µs)</source>
        <translation>p99.9 latency (µs)</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>MiB/s</source>
        <translation>MiB/s</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>%1 % read</source>
        <translation>%1 % read</translation>
    </message>
    <message>
        <source>Mean completion latency (µs)</source>
        <translation>Mean completion latency (µs)</translation>
    </message>
    <message>
        <source>p50 completion latency (µs)</source>
        <translation>p50 completion latency (µs)</translation>
    </message>
    <message>
        <source>p99 completion latency (µs)</source>
        <translation>p99 completion latency (µs)</translation>
    </message>
    <message>
        <source>p99.9 completion latency (µs)</source>
        <translation>p99.9 completion latency (µs)</translation>
    </message>
    <message>
        <source>Completion latency: from the return of the submit call to the completion, like fio&apos;s clat. An I/O that the submit call already finished reads as almost 0 µs.</source>
        <translation>Completion latency: from the return of the submit call to the completion, like fio&apos;s clat. An I/O that the submit call already finished reads as almost 0 µs.</translation>
    </message>
    <message>
        <source>Total latency: from submission to completion, like fio&apos;s lat. Results saved before ArrayMark measured it show completion latency here.</source>
        <translation>Total latency: from submission to completion, like fio&apos;s lat. Results saved before ArrayMark measured it show completion latency here.</translation>
    </message>
    <message>
        <source>Latency is total: submission to completion, like fio&apos;s lat; completion latency counts from the return of the submit call, like fio&apos;s clat.</source>
        <translation>Latency is total: submission to completion, like fio&apos;s lat; completion latency counts from the return of the submit call, like fio&apos;s clat.</translation>
    </message>
</context>
<context>
    <name>am::ui::PciePathText</name>
    <message>
        <source>via the chipset (DMI, %1)</source>
        <translation>via the chipset (DMI, %1)</translation>
    </message>
    <message>
        <source>via the switch at %1 (%2)</source>
        <translation>via the switch at %1 (%2)</translation>
    </message>
    <message>
        <source>, shared with %1</source>
        <translation>, shared with %1</translation>
    </message>
</context>
<context>
    <name>am::ui::Presets</name>
    <message>
        <source>Quick</source>
        <translation>Quick</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1, each read and write (CrystalDiskMark&apos;s standard set)</source>
        <translation>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1, each read and write (CrystalDiskMark&apos;s standard set)</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1, read and write</source>
        <translation>SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1, read and write</translation>
    </message>
    <message>
        <source>Matrix</source>
        <translation>Matrix</translation>
    </message>
    <message>
        <source>Random I/O, block sizes 4K to 1M x read shares 0 to 100 %: the reference table&apos;s shape</source>
        <translation>Random I/O, block sizes 4K to 1M x read shares 0 to 100 %: the reference table&apos;s shape</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latency</translation>
    </message>
    <message>
        <source>4K QD1 random read, write and 70/30, with p50, p99 and p99.9</source>
        <translation>4K QD1 random read, write and 70/30, with p50, p99 and p99.9</translation>
    </message>
    <message>
        <source>QD sweep</source>
        <translation>QD sweep</translation>
    </message>
    <message>
        <source>4K random read at queue depth 1 to 256</source>
        <translation>4K random read at queue depth 1 to 256</translation>
    </message>
    <message>
        <source>BS sweep</source>
        <translation>BS sweep</translation>
    </message>
    <message>
        <source>Sequential read and write from 512 B to 8 MiB, doubling, QD4</source>
        <translation>Sequential read and write from 512 B to 8 MiB, doubling, QD4</translation>
    </message>
    <message>
        <source>Sustained</source>
        <translation>Sustained</translation>
    </message>
    <message>
        <source>4K random writes at QD32 until IOPS is steady or the time cap: shows a cache cliff</source>
        <translation>4K random writes at QD32 until IOPS is steady or the time cap: shows a cache cliff</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Custom…</translation>
    </message>
    <message>
        <source>Your own sweep: pattern, block sizes, read shares, queue depths, workers</source>
        <translation>Your own sweep: pattern, block sizes, read shares, queue depths, workers</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Reads</translation>
    </message>
    <message>
        <source>Random reads 4K to 1M at QD32 and a 1M sequential read: nothing is written; a drive&apos;s profile for the array estimate</source>
        <translation>Random reads 4K to 1M at QD32 and a 1M sequential read: nothing is written; a drive&apos;s profile for the array estimate</translation>
    </message>
    <message>
        <source>QD profile</source>
        <translation>QD profile</translation>
    </message>
    <message>
        <source>Random reads 4K and 64K at queue depth 1 to 256, 8K to 1M at QD32 and a 1M sequential read: nothing is written; a drive&apos;s queue-depth profile for the array estimate</source>
        <translation>Random reads 4K and 64K at queue depth 1 to 256, 8K to 1M at QD32 and a 1M sequential read: nothing is written; a drive&apos;s queue-depth profile for the array estimate</translation>
    </message>
    <message>
        <source>Latency under load</source>
        <translation>Latency under load</translation>
    </message>
    <message>
        <source>4K random read and 70/30 at QD32: the peak, then paced at 10 % to 100 % of it; p99 against offered IOPS, with the knee where p99 has doubled</source>
        <translation>4K random read and 70/30 at QD32: the peak, then paced at 10 % to 100 % of it; p99 against offered IOPS, with the knee where p99 has doubled</translation>
    </message>
    <message>
        <source>QD x jobs</source>
        <translation>QD x jobs</translation>
    </message>
    <message>
        <source>4K random read at queue depth 1 to 64 x 1 to 16 jobs: how many jobs and how deep it takes to saturate</source>
        <translation>4K random read at queue depth 1 to 64 x 1 to 16 jobs: how many jobs and how deep it takes to saturate</translation>
    </message>
    <message>
        <source>Fill (cache cliff)</source>
        <translation>Click an array&apos;s name to open it on the Arrays page&lt;/source&gt;
        &lt;translation&gt;Click an array&apos;s name to open it on the Arrays page&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::HealthSummary&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;%1 has failed: %2 of %3 members missing&lt;/source&gt;
        &lt;translation&gt;%1 has failed: %2 of %3 members missing&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 is degraded and rebuilding: %2 of %3 members missing&lt;/source&gt;
        &lt;translation&gt;%1 is degraded and rebuilding: %2 of %3 members missing&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 is degraded: %2 of %3 members missing&lt;/source&gt;
        &lt;translation&gt;%1 is degraded: %2 of %3 members missing&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 has a failed member: %2&lt;/source&gt;
        &lt;translation&gt;%1 has a failed member: %2&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::HelperDriveScan&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Check with &amp;administrator rights&lt;/source&gt;
        &lt;translation&gt;Check with &amp;administrator rights&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Waiting for arraymark-helper (it may ask for a password)…&lt;/source&gt;
        &lt;translation&gt;Waiting for arraymark-helper (it may ask for a password)…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The check did not run: %1&lt;/source&gt;
        &lt;translation&gt;The check did not run: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The check failed: %1&lt;/source&gt;
        &lt;translation&gt;The check failed: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The helper&apos;s scan could not be read: %1&lt;/source&gt;
        &lt;translation&gt;The helper&apos;s scan could not be read: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Asks arraymark-helper, as root, to read each drive&apos;s content (signatures, partition tables) so drives this user cannot read can be checked, and each drive&apos;s SMART health.&lt;/source&gt;
        &lt;translation&gt;Asks arraymark-helper, as root, to read each drive&apos;s content (signatures, partition tables) so drives this user cannot read can be checked, and each drive&apos;s SMART health.&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::HelperProcess&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;arraymark-helper was not found (set ARRAYMARK_HELPER or install ArrayMark)&lt;/source&gt;
        &lt;translation&gt;arraymark-helper was not found (set ARRAYMARK_HELPER or install ArrayMark)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;arraymark-helper crashed&lt;/source&gt;
        &lt;translation&gt;arraymark-helper crashed&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The password dialog was dismissed; nothing was done.&lt;/source&gt;
        &lt;translation&gt;The password dialog was dismissed; nothing was done.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Not authorized (polkit refused, or no authentication agent is running); nothing was done.&lt;/source&gt;
        &lt;translation&gt;Not authorized (polkit refused, or no authentication agent is running); nothing was done.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;arraymark-helper exited with status %1&lt;/source&gt;
        &lt;translation&gt;arraymark-helper exited with status %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Could not start %1: %2&lt;/source&gt;
        &lt;translation&gt;Could not start %1: %2&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::HistoryModel&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;fio import&lt;/source&gt;
        &lt;translation&gt;fio import&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;single job&lt;/source&gt;
        &lt;translation&gt;single job&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;stopped&lt;/source&gt;
        &lt;translation&gt;stopped&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;complete&lt;/source&gt;
        &lt;translation&gt;complete&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Date&lt;/source&gt;
        &lt;translation&gt;Date&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Preset&lt;/source&gt;
        &lt;translation&gt;Preset&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Target&lt;/source&gt;
        &lt;translation&gt;Target&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Cells&lt;/source&gt;
        &lt;translation&gt;Cells&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Status&lt;/source&gt;
        &lt;translation&gt;Status&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::LevelPage&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;RAID 10 &amp;layout:&lt;/source&gt;
        &lt;translation&gt;RAID 10 &amp;layout:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Level and layout&lt;/source&gt;
        &lt;translation&gt;Level and layout&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;How the drives work together. Capacity and fault tolerance are for the drives you picked.&lt;/source&gt;
        &lt;translation&gt;How the drives work together. Capacity and fault tolerance are for the drives you picked.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 MiB&lt;/source&gt;
        &lt;translation&gt;%1 MiB&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 KiB&lt;/source&gt;
        &lt;translation&gt;%1 KiB&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Data written to one member before moving to the next. Larger suits big sequential files, smaller suits small random I/O.&lt;/source&gt;
        &lt;translation&gt;Data written to one member before moving to the next. Larger suits big sequential files, smaller suits small random I/O.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Default (internal for redundant levels)&lt;/source&gt;
        &lt;translation&gt;Default (internal for redundant levels)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Internal: fast resync after a crash&lt;/source&gt;
        &lt;translation&gt;Internal: fast resync after a crash&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;None: slightly faster writes&lt;/source&gt;
        &lt;translation&gt;None: slightly faster writes&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;near (n2): the default&lt;/source&gt;
        &lt;translation&gt;near (n2): the default&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;far (f2): faster sequential reads, slower writes&lt;/source&gt;
        &lt;translation&gt;far (f2): faster sequential reads, slower writes&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;offset (o2)&lt;/source&gt;
        &lt;translation&gt;offset (o2)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Ticked drives wait as hot spares: md rebuilds onto one when a member fails.&lt;/source&gt;
        &lt;translation&gt;Ticked drives wait as hot spares: md rebuilds onto one when a member fails.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;e.g. data&lt;/source&gt;
        &lt;translation&gt;e.g. data&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Chunk size:&lt;/source&gt;
        &lt;translation&gt;&amp;Chunk size:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Hot &amp;spares:&lt;/source&gt;
        &lt;translation&gt;Hot &amp;spares:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Array &amp;name:&lt;/source&gt;
        &lt;translation&gt;Array &amp;name:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;IMSM_NO_PLATFORM=1 is set: imsm metadata without Intel firmware (for testing).&lt;/source&gt;
        &lt;translation&gt;IMSM_NO_PLATFORM=1 is set: imsm metadata without Intel firmware (for testing).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;Needs at least %n active drive(s).&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;Needs at least %n active drive.&lt;/numerusform&gt;
            &lt;numerusform&gt;Needs at least %n active drives.&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;no drive may fail&lt;/source&gt;
        &lt;translation&gt;no drive may fail&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;survives %n failed drive(s)&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;survives %n failed drive&lt;/numerusform&gt;
            &lt;numerusform&gt;survives %n failed drives&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 usable · %2. %3&lt;/source&gt;
        &lt;translation&gt;%1 usable · %2. %3&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;%n active member(s)&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;%n active member&lt;/numerusform&gt;
            &lt;numerusform&gt;%n active members&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;, %n hot spare(s)&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;, %n hot spare&lt;/numerusform&gt;
            &lt;numerusform&gt;, %n hot spares&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;NAME&lt;/source&gt;
        &lt;translation&gt;NAME&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Not a valid name: start with a letter or digit; use letters, digits, _ - . only.&lt;/source&gt;
        &lt;translation&gt;Not a valid name: start with a letter or digit; use letters, digits, _ - . only.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Level&lt;/source&gt;
        &lt;translation&gt;Level&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Measured through a test file on the filesystem, not as a block device: the numbers include the filesystem&apos;s own work.&lt;/source&gt;
        &lt;translation&gt;Measured through a test file on the filesystem, not as a block device: the numbers include the filesystem&apos;s own work.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;checking for Intel RAID firmware (mdadm --detail-platform)…&lt;/source&gt;
        &lt;translation&gt;checking for Intel RAID firmware (mdadm --detail-platform)…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;mdadm --detail-platform finds no Intel VROC/RST platform (IMSM_NO_PLATFORM=1 allows a test without it)&lt;/source&gt;
        &lt;translation&gt;mdadm --detail-platform finds no Intel VROC/RST platform (IMSM_NO_PLATFORM=1 allows a test without it)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The %1 backend refuses this: %2&lt;/source&gt;
        &lt;translation&gt;The %1 backend refuses this: %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Mixed block groups (for drives under 1 GiB)&lt;/source&gt;
        &lt;translation&gt;&amp;Mixed block groups (for drives under 1 GiB)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;How btrfs keeps its metadata (mkfs.btrfs -m): losing it loses the whole filesystem.&lt;/source&gt;
        &lt;translation&gt;How btrfs keeps its metadata (mkfs.btrfs -m): losing it loses the whole filesystem.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;mkfs.btrfs --mixed: data and metadata share block groups and both keep the data profile. Without it a replace on small drives can fail for lack of space.&lt;/source&gt;
        &lt;translation&gt;mkfs.btrfs --mixed: data and metadata share block groups and both keep the data profile. Without it a replace on small drives can fail for lack of space.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Metadata profile:&lt;/source&gt;
        &lt;translation&gt;&amp;Metadata profile:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Default: %1&lt;/source&gt;
        &lt;translation&gt;Default: %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Becomes %1. Letters, digits, _ - . (up to 32).&lt;/source&gt;
        &lt;translation&gt;Becomes %1. Letters, digits, _ - . (up to 32).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;PPL (raid5): closes the write hole, no bitmap&lt;/source&gt;
        &lt;translation&gt;PPL (raid5): closes the write hole, no bitmap&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Journal on another device (raid5/6)&lt;/source&gt;
        &lt;translation&gt;Journal on another device (raid5/6)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The device that takes the write journal (mdadm --write-journal): every write goes there first, so it should be a durable SSD. It must be free, like a member.&lt;/source&gt;
        &lt;translation&gt;The device that takes the write journal (mdadm --write-journal): every write goes there first, so it should be a durable SSD. It must be free, like a member.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Crash &amp;consistency:&lt;/source&gt;
        &lt;translation&gt;Crash &amp;consistency:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Journal device:&lt;/source&gt;
        &lt;translation&gt;&amp;Journal device:&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::MainWindow&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;ArrayMark&lt;/source&gt;
        &lt;translation&gt;ArrayMark&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Drives&lt;/source&gt;
        &lt;translation&gt;Drives&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;File&lt;/source&gt;
        &lt;translation&gt;&amp;File&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Quit&lt;/source&gt;
        &lt;translation&gt;&amp;Quit&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;View&lt;/source&gt;
        &lt;translation&gt;&amp;View&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Refresh drives&lt;/source&gt;
        &lt;translation&gt;&amp;Refresh drives&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Size &amp;units&lt;/source&gt;
        &lt;translation&gt;Size &amp;units&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Decimal (GB, 10^9 bytes)&lt;/source&gt;
        &lt;translation&gt;Decimal (GB, 10^9 bytes)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Binary (GiB, 2^30 bytes)&lt;/source&gt;
        &lt;translation&gt;Binary (GiB, 2^30 bytes)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Help&lt;/source&gt;
        &lt;translation&gt;&amp;Help&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;About ArrayMark&lt;/source&gt;
        &lt;translation&gt;&amp;About ArrayMark&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Main toolbar&lt;/source&gt;
        &lt;translation&gt;Main toolbar&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;About ArrayMark&lt;/source&gt;
        &lt;translation&gt;About ArrayMark&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;ArrayMark %1
Lists drives, builds Linux md arrays and measures them.&lt;/source&gt;
        &lt;translation&gt;ArrayMark %1
Lists drives, builds Linux md arrays and measures them.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Show &amp;empty devices&lt;/source&gt;
        &lt;translation&gt;Show &amp;empty devices&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;List unbound loop devices, unset zram devices and drives without a medium&lt;/source&gt;
        &lt;translation&gt;List unbound loop devices, unset zram devices and drives without a medium&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Benchmark&lt;/source&gt;
        &lt;translation&gt;Benchmark&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Arrays&lt;/source&gt;
        &lt;translation&gt;Arrays&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;New array…&lt;/source&gt;
        &lt;translation&gt;&amp;New array…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Fleet run…&lt;/source&gt;
        &lt;translation&gt;&amp;Fleet run…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Edit&lt;/source&gt;
        &lt;translation&gt;&amp;Edit&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;&amp;Settings…&lt;/source&gt;
        &lt;translation&gt;&amp;Settings…&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::MdDriverText&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;The md driver is not loaded (%1 is missing), so no md array can be created or shown. Load it as root with &quot;modprobe md_mod&quot; (it is installed: %2), then try again.&lt;/source&gt;
        &lt;translation&gt;The md driver is not loaded (%1 is missing), so no md array can be created or shown. Load it as root with &quot;modprobe md_mod&quot; (it is installed: %2), then try again.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The md driver is present (%1), but %2 is missing, so no md array can be created or shown. Check that /proc is the kernel&apos;s procfs (mount -t proc proc /proc).&lt;/source&gt;
        &lt;translation&gt;The md driver is present (%1), but %2 is missing, so no md array can be created or shown. Check that /proc is the kernel&apos;s procfs (mount -t proc proc /proc).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 cannot be read, so the kernel&apos;s modules cannot be found&lt;/source&gt;
        &lt;translation&gt;%1 cannot be read, so the kernel&apos;s modules cannot be found&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Check that /proc is mounted.&lt;/source&gt;
        &lt;translation&gt;Check that /proc is mounted.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 does not exist&lt;/source&gt;
        &lt;translation&gt;%1 does not exist&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Install the modules of kernel %1 (on Debian: the linux-image-%1 package), or boot a kernel with md support (CONFIG_BLK_DEV_MD).&lt;/source&gt;
        &lt;translation&gt;Install the modules of kernel %1 (on Debian: the linux-image-%1 package), or boot a kernel with md support (CONFIG_BLK_DEV_MD).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 does not list it&lt;/source&gt;
        &lt;translation&gt;%1 does not list it&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Boot a kernel built with md support (CONFIG_BLK_DEV_MD).&lt;/source&gt;
        &lt;translation&gt;Boot a kernel built with md support (CONFIG_BLK_DEV_MD).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;its file %1 is missing&lt;/source&gt;
        &lt;translation&gt;its file %1 is missing&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Reinstall the modules of kernel %1 (on Debian: the linux-image-%1 package).&lt;/source&gt;
        &lt;translation&gt;Reinstall the modules of kernel %1 (on Debian: the linux-image-%1 package).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;This kernel has no md driver (%1 is missing and md_mod cannot be loaded: %2): no md array can be created or shown here. %3&lt;/source&gt;
        &lt;translation&gt;This kernel has no md driver (%1 is missing and md_mod cannot be loaded: %2): no md array can be created or shown here. %3&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::MemberCapsText&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;%1 GB/s&lt;/source&gt;
        &lt;translation&gt;%1 GB/s&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 MB/s&lt;/source&gt;
        &lt;translation&gt;%1 MB/s&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;link unknown (%1): not capped&lt;/source&gt;
        &lt;translation&gt;link unknown (%1): not capped&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;PCIe %1&lt;/source&gt;
        &lt;translation&gt;PCIe %1&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;SATA&apos;s fastest link, %1 Gb/s (sysfs shows no speed)&lt;/source&gt;
        &lt;translation&gt;SATA&apos;s fastest link, %1 Gb/s (sysfs shows no speed)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;SATA %1 Gb/s&lt;/source&gt;
        &lt;translation&gt;SATA %1 Gb/s&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;capped by %1 (%2)&lt;/source&gt;
        &lt;translation&gt;capped by %1 (%2)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 and %2 commands in flight&lt;/source&gt;
        &lt;translation&gt;%1 and %2 commands in flight&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 (no SATA SSD reference figures exist)&lt;/source&gt;
        &lt;translation&gt;%1 (no SATA SSD reference figures exist)&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::MemberMeasurement&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;%1 cannot be measured: arraymark-cli was not found next to this program or on PATH.&lt;/source&gt;
        &lt;translation&gt;%1 cannot be measured: arraymark-cli was not found next to this program or on PATH.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Nothing was measured, so nothing was saved.&lt;/source&gt;
        &lt;translation&gt;Nothing was measured, so nothing was saved.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;%n measured cell(s) saved to %1.&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;%n measured cell saved to %1.&lt;/numerusform&gt;
            &lt;numerusform&gt;%n measured cells saved to %1.&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message numerus=&quot;yes&quot;&gt;
        &lt;source&gt;The %n measured cell(s) could not be saved: %1&lt;/source&gt;
        &lt;translation&gt;
            &lt;numerusform&gt;The %n measured cell could not be saved: %1&lt;/numerusform&gt;
            &lt;numerusform&gt;The %n measured cells could not be saved: %1&lt;/numerusform&gt;
        &lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The measurement of %1 was stopped. %2&lt;/source&gt;
        &lt;translation&gt;The measurement of %1 was stopped. %2&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;no cell finished.&lt;/source&gt;
        &lt;translation&gt;no cell finished.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;The measurement of %1 failed: %2 %3&lt;/source&gt;
        &lt;translation&gt;The measurement of %1 failed: %2 %3&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 was measured read-only. %2&lt;/source&gt;
        &lt;translation&gt;%1 was measured read-only. %2&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::Metrics&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;IOPS&lt;/source&gt;
        &lt;translation&gt;IOPS&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;MB/s (10^6 B/s)&lt;/source&gt;
        &lt;translation&gt;MB/s (10^6 B/s)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;MiB/s (2^20 B/s)&lt;/source&gt;
        &lt;translation&gt;MiB/s (2^20 B/s)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Mean latency (µs)&lt;/source&gt;
        &lt;translation&gt;Mean latency (µs)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;p50 latency (µs)&lt;/source&gt;
        &lt;translation&gt;p50 latency (µs)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;p99 latency (µs)&lt;/source&gt;
        &lt;translation&gt;p99 latency (µs)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;p99.9 latency (µs)&lt;/source&gt;
        &lt;translation&gt;p99.9 latency (µs)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;MB/s&lt;/source&gt;
        &lt;translation&gt;MB/s&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;MiB/s&lt;/source&gt;
        &lt;translation&gt;MiB/s&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;µs&lt;/source&gt;
        &lt;translation&gt;µs&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;%1 % read&lt;/source&gt;
        &lt;translation&gt;%1 % read&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Mean completion latency (µs)&lt;/source&gt;
        &lt;translation&gt;Mean completion latency (µs)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;p50 completion latency (µs)&lt;/source&gt;
        &lt;translation&gt;p50 completion latency (µs)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;p99 completion latency (µs)&lt;/source&gt;
        &lt;translation&gt;p99 completion latency (µs)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;p99.9 completion latency (µs)&lt;/source&gt;
        &lt;translation&gt;p99.9 completion latency (µs)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Completion latency: from the return of the submit call to the completion, like fio&apos;s clat. An I/O that the submit call already finished reads as almost 0 µs.&lt;/source&gt;
        &lt;translation&gt;Completion latency: from the return of the submit call to the completion, like fio&apos;s clat. An I/O that the submit call already finished reads as almost 0 µs.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Total latency: from submission to completion, like fio&apos;s lat. Results saved before ArrayMark measured it show completion latency here.&lt;/source&gt;
        &lt;translation&gt;Total latency: from submission to completion, like fio&apos;s lat. Results saved before ArrayMark measured it show completion latency here.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Latency is total: submission to completion, like fio&apos;s lat; completion latency counts from the return of the submit call, like fio&apos;s clat.&lt;/source&gt;
        &lt;translation&gt;Latency is total: submission to completion, like fio&apos;s lat; completion latency counts from the return of the submit call, like fio&apos;s clat.&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::PciePathText&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;via the chipset (DMI, %1)&lt;/source&gt;
        &lt;translation&gt;via the chipset (DMI, %1)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;via the switch at %1 (%2)&lt;/source&gt;
        &lt;translation&gt;via the switch at %1 (%2)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;, shared with %1&lt;/source&gt;
        &lt;translation&gt;, shared with %1&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;am::ui::Presets&lt;/name&gt;
    &lt;message&gt;
        &lt;source&gt;Quick&lt;/source&gt;
        &lt;translation&gt;Quick&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1, each read and write (CrystalDiskMark&apos;s standard set)&lt;/source&gt;
        &lt;translation&gt;SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1, each read and write (CrystalDiskMark&apos;s standard set)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;NVMe&lt;/source&gt;
        &lt;translation&gt;NVMe&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1, read and write&lt;/source&gt;
        &lt;translation&gt;SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1, read and write&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Matrix&lt;/source&gt;
        &lt;translation&gt;Matrix&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Random I/O, block sizes 4K to 1M x read shares 0 to 100 %: the reference table&apos;s shape&lt;/source&gt;
        &lt;translation&gt;Random I/O, block sizes 4K to 1M x read shares 0 to 100 %: the reference table&apos;s shape&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Latency&lt;/source&gt;
        &lt;translation&gt;Latency&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;4K QD1 random read, write and 70/30, with p50, p99 and p99.9&lt;/source&gt;
        &lt;translation&gt;4K QD1 random read, write and 70/30, with p50, p99 and p99.9&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;QD sweep&lt;/source&gt;
        &lt;translation&gt;QD sweep&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;4K random read at queue depth 1 to 256&lt;/source&gt;
        &lt;translation&gt;4K random read at queue depth 1 to 256&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;BS sweep&lt;/source&gt;
        &lt;translation&gt;BS sweep&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Sequential read and write from 512 B to 8 MiB, doubling, QD4&lt;/source&gt;
        &lt;translation&gt;Sequential read and write from 512 B to 8 MiB, doubling, QD4&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Sustained&lt;/source&gt;
        &lt;translation&gt;Sustained&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;4K random writes at QD32 until IOPS is steady or the time cap: shows a cache cliff&lt;/source&gt;
        &lt;translation&gt;4K random writes at QD32 until IOPS is steady or the time cap: shows a cache cliff&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Custom…&lt;/source&gt;
        &lt;translation&gt;Custom…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Your own sweep: pattern, block sizes, read shares, queue depths, workers&lt;/source&gt;
        &lt;translation&gt;Your own sweep: pattern, block sizes, read shares, queue depths, workers&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Reads&lt;/source&gt;
        &lt;translation&gt;Reads&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Random reads 4K to 1M at QD32 and a 1M sequential read: nothing is written; a drive&apos;s profile for the array estimate&lt;/source&gt;
        &lt;translation&gt;Random reads 4K to 1M at QD32 and a 1M sequential read: nothing is written; a drive&apos;s profile for the array estimate&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;QD profile&lt;/source&gt;
        &lt;translation&gt;QD profile&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Random reads 4K and 64K at queue depth 1 to 256, 8K to 1M at QD32 and a 1M sequential read: nothing is written; a drive&apos;s queue-depth profile for the array estimate&lt;/source&gt;
        &lt;translation&gt;Random reads 4K and 64K at queue depth 1 to 256, 8K to 1M at QD32 and a 1M sequential read: nothing is written; a drive&apos;s queue-depth profile for the array estimate&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Latency under load&lt;/source&gt;
        &lt;translation&gt;Latency under load&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;4K random read and 70/30 at QD32: the peak, then paced at 10 % to 100 % of it; p99 against offered IOPS, with the knee where p99 has doubled&lt;/source&gt;
        &lt;translation&gt;4K random read and 70/30 at QD32: the peak, then paced at 10 % to 100 % of it; p99 against offered IOPS, with the knee where p99 has doubled&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;QD x jobs&lt;/source&gt;
        &lt;translation&gt;QD x jobs&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;4K random read at queue depth 1 to 64 x 1 to 16 jobs: how many jobs and how deep it takes to saturate&lt;/source&gt;
        &lt;translation&gt;4K random read at queue depth 1 to 64 x 1 to 16 jobs: how many jobs and how deep it takes to saturate&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;source&gt;Fill (cache cliff)</translation>
    </message>
    <message>
        <source>One sequential 1M write at QD8 over the whole target (it is erased): MB/s against bytes written, where the write cache runs out and the rate after it</source>
        <translation>One sequential 1M write at QD8 over the whole target (it is erased): MB/s against bytes written, where the write cache runs out and the rate after it</translation>
    </message>
</context>
<context>
    <name>am::ui::QueueCurveChart</name>
    <message>
        <source>Random %1 KiB reads by I/Os in flight (estimate)</source>
        <translation>Random %1 KiB reads by I/Os in flight (estimate)</translation>
    </message>
    <message>
        <source>I/Os in flight on the array</source>
        <translation>I/Os in flight on the array</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>one drive alone</source>
        <translation>one drive alone</translation>
    </message>
</context>
<context>
    <name>am::ui::QueueCurveText</name>
    <message>
        <source>%1 reads no faster than one drive at any number of I/Os in flight.</source>
        <translation>%1 reads no faster than one drive at any number of I/Os in flight.</translation>
    </message>
    <message>
        <source>%1 reads faster than one drive from the first I/O in flight.</source>
        <translation>%1 reads faster than one drive from the first I/O in flight.</translation>
    </message>
    <message>
        <source>Below about %1 I/Os in flight, %2 reads no faster than one drive: each request waits on one member, and the others idle.</source>
        <translation>Below about %1 I/Os in flight, %2 reads no faster than one drive: each request waits on one member, and the others idle.</translation>
    </message>
    <message>
        <source>It reaches 90 % of its peak (%1 IOPS) from about %2 in flight.</source>
        <translation>It reaches 90 % of its peak (%1 IOPS) from about %2 in flight.</translation>
    </message>
</context>
<context>
    <name>am::ui::QueueDepthChart</name>
    <message>
        <source>IOPS and p99 latency by queue depth</source>
        <translation>IOPS and p99 latency by queue depth</translation>
    </message>
    <message>
        <source>queue depth</source>
        <translation>queue depth</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>p99 latency (µs)</translation>
    </message>
    <message>
        <source>%1
QD %2: %3 %4</source>
        <translation>%1
QD %2: %3 %4</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>IOPS, %1</source>
        <translation>IOPS, %1</translation>
    </message>
    <message>
        <source>p99, %1</source>
        <translation>p99, %1</translation>
    </message>
    <message>
        <source>estimate, %1</source>
        <translation>estimate, %1</translation>
    </message>
    <message>
        <source>≈ estimate extrapolated, %1</source>
        <translation>≈ estimate extrapolated, %1</translation>
    </message>
    <message>
        <source>
≈ extrapolated: the profile did not measure this depth</source>
        <translation>
≈ extrapolated: the profile did not measure this depth</translation>
    </message>
</context>
<context>
    <name>am::ui::RebuildMeasurement</name>
    <message>
        <source>Ready</source>
        <translation>Ready</translation>
    </message>
    <message>
        <source>Benchmark of the healthy array</source>
        <translation>Benchmark of the healthy array</translation>
    </message>
    <message>
        <source>Mark the member failed</source>
        <translation>Mark the member failed</translation>
    </message>
    <message>
        <source>Remove the member</source>
        <translation>Remove the member</translation>
    </message>
    <message>
        <source>Re-add the member</source>
        <translation>Re-add the member</translation>
    </message>
    <message>
        <source>Add the member back</source>
        <translation>Add the member back</translation>
    </message>
    <message>
        <source>Benchmark during the rebuild</source>
        <translation>Benchmark during the rebuild</translation>
    </message>
    <message>
        <source>Wait for the rebuild to finish</source>
        <translation>Wait for the rebuild to finish</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Stopped on a failure</source>
        <translation>Stopped on a failure</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelled</translation>
    </message>
    <message>
        <source>Cancel asked: the sequence stops when the current step has answered.</source>
        <translation>Cancel asked: the sequence stops when the current step has answered.</translation>
    </message>
    <message>
        <source>Cancelled while waiting: %1</source>
        <translation>Cancelled while waiting: %1</translation>
    </message>
    <message>
        <source>%1: %2 on /dev/%3</source>
        <translation>%1: %2 on /dev/%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>re-add: %1; add: %2</source>
        <translation>re-add: %1; add: %2</translation>
    </message>
    <message>
        <source>healthy</source>
        <translation>healthy</translation>
    </message>
    <message>
        <source>rebuilding</source>
        <translation>rebuilding</translation>
    </message>
    <message>
        <source>the benchmark answered without a measured cell</source>
        <translation>the benchmark answered without a measured cell</translation>
    </message>
    <message>
        <source>Waiting for the rebuild of /dev/%1 to finish…</source>
        <translation>Waiting for the rebuild of /dev/%1 to finish…</translation>
    </message>
    <message>
        <source>/dev/%1 is %2 now</source>
        <translation>/dev/%1 is %2 now</translation>
    </message>
    <message>
        <source>no rebuild started within %1 s of putting %2 back</source>
        <translation>no rebuild started within %1 s of putting %2 back</translation>
    </message>
    <message>
        <source>/dev/%1 runs degraded; %2 is in it as a spare or not at all: check the member list, then add a device</source>
        <translation>/dev/%1 runs degraded; %2 is in it as a spare or not at all: check the member list, then add a device</translation>
    </message>
    <message>
        <source>The rebuild of /dev/%1 took %2 s.</source>
        <translation>The rebuild of /dev/%1 took %2 s.</translation>
    </message>
    <message>
        <source>nothing was changed: /dev/%1 is as it was</source>
        <translation>nothing was changed: /dev/%1 is as it was</translation>
    </message>
    <message>
        <source>/dev/%1 should be unchanged, with %2 still active; check its member list</source>
        <translation>/dev/%1 should be unchanged, with %2 still active; check its member list</translation>
    </message>
    <message>
        <source>%2 is marked failed and still in /dev/%1, which runs degraded: remove %2 and add it back to rebuild</source>
        <translation>%2 is marked failed and still in /dev/%1, which runs degraded: remove %2 and add it back to rebuild</translation>
    </message>
    <message>
        <source>%2 is out of /dev/%1, which runs degraded: add %2 back (Add spare) to rebuild</source>
        <translation>%2 is out of /dev/%1, which runs degraded: add %2 back (Add spare) to rebuild</translation>
    </message>
    <message>
        <source>%2 was put back into /dev/%1, which rebuilds on its own; watch the list until it is healthy</source>
        <translation>%2 was put back into /dev/%1, which rebuilds on its own; watch the list until it is healthy</translation>
    </message>
    <message>
        <source>Cancelled after &quot;%1&quot;: %2</source>
        <translation>Cancelled after &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; failed: %2. State: %3.</source>
        <translation>&quot;%1&quot; failed: %2. State: %3.</translation>
    </message>
</context>
<context>
    <name>am::ui::RebuildReportView</name>
    <message>
        <source>Benchmark cell</source>
        <translation>Benchmark cell</translation>
    </message>
    <message>
        <source>Healthy IOPS</source>
        <translation>Healthy IOPS</translation>
    </message>
    <message>
        <source>Rebuilding IOPS</source>
        <translation>Rebuilding IOPS</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>Healthy / rebuilding MB/s (10^6 B/s)</source>
        <translation>Healthy / rebuilding MB/s (10^6 B/s)</translation>
    </message>
    <message>
        <source>No rebuild measured yet.</source>
        <translation>No rebuild measured yet.</translation>
    </message>
    <message>
        <source>Rebuilding, % of healthy IOPS</source>
        <translation>Rebuilding, % of healthy IOPS</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>not measured</translation>
    </message>
    <message>
        <source>IOPS during the rebuild, % of the healthy array&apos;s (100 % = no loss)</source>
        <translation>IOPS during the rebuild, % of the healthy array&apos;s (100 % = no loss)</translation>
    </message>
    <message>
        <source>% of healthy IOPS</source>
        <translation>% of healthy IOPS</translation>
    </message>
</context>
<context>
    <name>am::ui::Reference</name>
    <message>
        <source>reference NVMe</source>
        <translation>reference NVMe</translation>
    </message>
    <message>
        <source>QD %1, this run QD %2</source>
        <translation>QD %1, this run QD %2</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>no %1</translation>
    </message>
    <message>
        <source>no random I/O</source>
        <translation>no random I/O</translation>
    </message>
    <message>
        <source>no sequential I/O</source>
        <translation>no sequential I/O</translation>
    </message>
</context>
<context>
    <name>am::ui::ResultsTableModel</name>
    <message>
        <source>Not measured in this run</source>
        <translation>Not measured in this run</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n I/O error(s)</source>
        <translation>
            <numerusform>%n I/O error</numerusform>
            <numerusform>%n I/O errors</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2: measured / estimate</source>
        <translation>%1, %2: measured / estimate</translation>
    </message>
    <message>
        <source>Estimate: %1</source>
        <translation>Estimate: %1</translation>
    </message>
    <message>
        <source>Measured / estimate: %1</source>
        <translation>Measured / estimate: %1</translation>
    </message>
    <message>
        <source>%1, measured / estimate</source>
        <translation>%1, measured / estimate</translation>
    </message>
    <message>
        <source>%1
measured / estimate</source>
        <translation>%1
measured / estimate</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Stopped after %1 s of %2 s: a partial value, not counted as measured</source>
        <translation>Stopped after %1 s of %2 s: a partial value, not counted as measured</translation>
    </message>
    <message>
        <source>≈ The estimate is extrapolated: the member profile did not measure this depth</source>
        <translation>≈ The estimate is extrapolated: the member profile did not measure this depth</translation>
    </message>
    <message>
        <source>%1 ⚙</source>
        <comment>a CPU-bound cell</comment>
        <translation>%1 ⚙</translation>
    </message>
    <message numerus="yes">
        <source>⚙ CPU-bound: the engine&apos;s threads used %1 % of their %n core(s); this number measures the host, not the drive</source>
        <translation>
            <numerusform>⚙ CPU-bound: the engine&apos;s threads used %1 % of their %n core; this number measures the host, not the drive</numerusform>
            <numerusform>⚙ CPU-bound: the engine&apos;s threads used %1 % of their %n cores; this number measures the host, not the drive</numerusform>
        </translation>
    </message>
    <message>
        <source>Paced at %1 I/Os per second per thread: latency counts from when each I/O was due, so queueing behind a late I/O shows</source>
        <translation>Paced at %1 I/Os per second per thread: latency counts from when each I/O was due, so queueing behind a late I/O shows</translation>
    </message>
    <message>
        <source>Engine modes: %1</source>
        <translation>Engine modes: %1</translation>
    </message>
</context>
<context>
    <name>am::ui::ReviewPage</name>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>Checked again by arraymark-helper as root, on a fresh scan. Nothing has been written yet.</source>
        <translation>Checked again by arraymark-helper as root, on a fresh scan. Nothing has been written yet.</translation>
    </message>
    <message>
        <source>&amp;Create array</source>
        <translation>&amp;Create array</translation>
    </message>
    <message>
        <source>Type the array name, &lt;b&gt;%1&lt;/b&gt;, to confirm that the drives above may be destroyed:</source>
        <translation>Type the array name, &lt;b&gt;%1&lt;/b&gt;, to confirm that the drives above may be destroyed:</translation>
    </message>
    <message>
        <source>No helper is available to check the plan.</source>
        <translation>No helper is available to check the plan.</translation>
    </message>
    <message>
        <source>Asking arraymark-helper to check the plan (it may ask for a password)…</source>
        <translation>Asking arraymark-helper to check the plan (it may ask for a password)…</translation>
    </message>
    <message>
        <source>arraymark-helper did not answer: %1</source>
        <translation>arraymark-helper did not answer: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The plan could not be checked:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;The plan could not be checked:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;This plan cannot run.&lt;/b&gt; Go back and fix the problems below.</source>
        <translation>&lt;b&gt;This plan cannot run.&lt;/b&gt; Go back and fix the problems below.</translation>
    </message>
    <message>
        <source>The plan is valid. Read what will run and what will be destroyed.</source>
        <translation>The plan is valid. Read what will run and what will be destroyed.</translation>
    </message>
    <message>
        <source>Problems (the plan cannot run)</source>
        <translation>Problems (the plan cannot run)</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <source>Commands that will run, exactly</source>
        <translation>Commands that will run, exactly</translation>
    </message>
    <message>
        <source>Capacity: about %1.</source>
        <translation>Capacity: about %1.</translation>
    </message>
    <message>
        <source>Will be destroyed</source>
        <translation>Will be destroyed</translation>
    </message>
    <message>
        <source>holds %1 (%2): it will be overwritten</source>
        <translation>holds %1 (%2): it will be overwritten</translation>
    </message>
    <message>
        <source>content not read by this scan (the helper checks it again before writing)</source>
        <translation>content not read by this scan (the helper checks it again before writing)</translation>
    </message>
    <message>
        <source>no signature found</source>
        <translation>no signature found</translation>
    </message>
    <message>
        <source>&lt;b&gt;The array cannot be created on this machine.&lt;/b&gt; %1&lt;br&gt;Go Back and Next to check again.</source>
        <translation>&lt;b&gt;The array cannot be created on this machine.&lt;/b&gt; %1&lt;br&gt;Go Back and Next to check again.</translation>
    </message>
</context>
<context>
    <name>am::ui::SeriesList</name>
    <message>
        <source>Untick a series to hide it</source>
        <translation>Untick a series to hide it</translation>
    </message>
</context>
<context>
    <name>am::ui::SettingsDialog</name>
    <message>
        <source>The language changes when ArrayMark is started again.</source>
        <translation>The language changes when ArrayMark is started again.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Browse…</translation>
    </message>
    <message>
        <source>The Benchmark page&apos;s default target is %1 in this folder; it is created at the first run</source>
        <translation>The Benchmark page&apos;s default target is %1 in this folder; it is created at the first run</translation>
    </message>
    <message>
        <source>Size of the test file, binary units as in `arraymark-cli bench --size`: 256MiB, 1GiB, 16GiB</source>
        <translation>Size of the test file, binary units as in `arraymark-cli bench --size`: 256MiB, 1GiB, 16GiB</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How often a running benchmark reports a sample for the live charts (`bench --interval`)</source>
        <translation>How often a running benchmark reports a sample for the live charts (`bench --interval`)</translation>
    </message>
    <message>
        <source>Decimal (GB, 10^9 bytes)</source>
        <translation>Decimal (GB, 10^9 bytes)</translation>
    </message>
    <message>
        <source>Binary (GiB, 2^30 bytes)</source>
        <translation>Binary (GiB, 2^30 bytes)</translation>
    </message>
    <message>
        <source>Follows the system: colours, style and icons come from your desktop.</source>
        <translation>Follows the system: colours, style and icons come from your desktop.</translation>
    </message>
    <message>
        <source>Test file &amp;folder:</source>
        <translation>Test file &amp;folder:</translation>
    </message>
    <message>
        <source>Test file &amp;size:</source>
        <translation>Test file &amp;size:</translation>
    </message>
    <message>
        <source>Sample &amp;interval:</source>
        <translation>Sample &amp;interval:</translation>
    </message>
    <message>
        <source>Size &amp;units:</source>
        <translation>Size &amp;units:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Theme:</translation>
    </message>
    <message>
        <source>Folder for the test file</source>
        <translation>Folder for the test file</translation>
    </message>
</context>
<context>
    <name>am::ui::TargetPanel</name>
    <message>
        <source>File &amp;size:</source>
        <translation>File &amp;size:</translation>
    </message>
    <message>
        <source>A test file needs no root; drives and arrays need read access, and writes need a confirmation</source>
        <translation>A test file needs no root; drives and arrays need read access, and writes need a confirmation</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Target:</translation>
    </message>
    <message>
        <source>Test file in the cache directory</source>
        <translation>Test file in the cache directory</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>File: %1</translation>
    </message>
    <message>
        <source>Choose a file…</source>
        <translation>Choose a file…</translation>
    </message>
    <message>
        <source>%1 — %2 %3 — %4</source>
        <translation>%1 — %2 %3 — %4</translation>
    </message>
    <message>
        <source>Test file</source>
        <translation>Test file</translation>
    </message>
    <message>
        <source>%1 is no longer in the drives scan; refresh the drives</source>
        <translation>%1 is no longer in the drives scan; refresh the drives</translation>
    </message>
    <message>
        <source>%1 is in use: %2</source>
        <translation>%1 is in use: %2</translation>
    </message>
    <message>
        <source>%1 is read-only</source>
        <translation>%1 is read-only</translation>
    </message>
    <message>
        <source>Free: read presets run as they are; write presets ask you to type the device name.</source>
        <translation>Free: read presets run as they are; write presets ask you to type the device name.</translation>
    </message>
    <message>
        <source>Read presets only. %1.</source>
        <translation>Read presets only. %1.</translation>
    </message>
    <message>
        <source>Size of the test file (created or grown by a write preset at the start of the run), e.g. 512MiB, 4GiB</source>
        <translation>Size of the test file (created or grown by a write preset at the start of the run), e.g. 512MiB, 4GiB</translation>
    </message>
    <message>
        <source>A regular file: a write preset creates it when missing; an existing file that ArrayMark did not create is written only after you type its name.</source>
        <translation>A regular file: a write preset creates it when missing; an existing file that ArrayMark did not create is written only after you type its name.</translation>
    </message>
</context>
<context>
    <name>am::ui::TestAlertButton</name>
    <message>
        <source>Send test alert</source>
        <translation>Send test alert</translation>
    </message>
    <message>
        <source>Show a test desktop notification, as array health events are shown</source>
        <translation>Show a test desktop notification, as array health events are shown</translation>
    </message>
    <message>
        <source>No D-Bus session bus: desktop notifications cannot be shown</source>
        <translation>No D-Bus session bus: desktop notifications cannot be shown</translation>
    </message>
    <message>
        <source>The test alert was sent to the notification server</source>
        <translation>The test alert was sent to the notification server</translation>
    </message>
    <message>
        <source>The test alert was not shown: %1</source>
        <translation>The test alert was not shown: %1</translation>
    </message>
</context>
<context>
    <name>am::ui::WriteConfirmDialog</name>
    <message>
        <source>Write to %1?</source>
        <translation>Write to %1?</translation>
    </message>
    <message>
        <source>The preset &quot;%1&quot; writes random data over %2. Everything stored on it will be destroyed.

Type the device name (%3) or its path to go on.</source>
        <translation>The preset &quot;%1&quot; writes random data over %2. Everything stored on it will be destroyed.

Type the device name (%3) or its path to go on.</translation>
    </message>
    <message>
        <source>&amp;Write to the device</source>
        <translation>&amp;Write to the device</translation>
    </message>
    <message>
        <source>The preset &quot;%1&quot; writes random data into %2, an existing file that ArrayMark did not create. Its content will be destroyed.

Type the file name (%3) or its path to go on.</source>
        <translation>The preset &quot;%1&quot; writes random data into %2, an existing file that ArrayMark did not create. Its content will be destroyed.

Type the file name (%3) or its path to go on.</translation>
    </message>
    <message>
        <source>&amp;Write to the file</source>
        <translation>&amp;Write to the file</translation>
    </message>
</context>
</TS>
