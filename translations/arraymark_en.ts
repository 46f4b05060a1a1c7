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
    <name>FillChart</name>
    <message>
        <source>Cache cliff: %1 (running)</source>
        <translation>Cache cliff: %1 (running)</translation>
    </message>
    <message>
        <source>Cache cliff: %1</source>
        <translation>Cache cliff: %1</translation>
    </message>
    <message>
        <source>written (GiB)</source>
        <translation>written (GiB)</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>%1 GiB written: %2 MB/s</source>
        <translation>%1 GiB written: %2 MB/s</translation>
    </message>
    <message>
        <source>cache ran out: %1 GiB</source>
        <translation>cache ran out: %1 GiB</translation>
    </message>
    <message>
        <source>rate fell: %1 GiB (not confirmed)</source>
        <translation>rate fell: %1 GiB (not confirmed)</translation>
    </message>
    <message>
        <source>after it: %1 MB/s</source>
        <translation>after it: %1 MB/s</translation>
    </message>
    <message>
        <source>median: %1 MB/s</source>
        <translation>median: %1 MB/s</translation>
    </message>
</context>
<context>
    <name>FillText</name>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>Nothing written yet.</source>
        <translation>Nothing written yet.</translation>
    </message>
    <message>
        <source>The cell has no samples: nothing to chart.</source>
        <translation>The cell has no samples: nothing to chart.</translation>
    </message>
    <message>
        <source>Wrote %1 in %2 s</source>
        <translation>Wrote %1 in %2 s</translation>
    </message>
    <message>
        <source> (of %1: stopped by the runtime cap or a stop)</source>
        <translation> (of %1: stopped by the runtime cap or a stop)</translation>
    </message>
    <message>
        <source>; %1 in the first minute</source>
        <translation>; %1 in the first minute</translation>
    </message>
    <message>
        <source>; the write cache ran out after %1 (%2 s): %3 after it.</source>
        <translation>; the write cache ran out after %1 (%2 s): %3 after it.</translation>
    </message>
    <message>
        <source>; the rate fell below half of that after %1 (%2 s): a cliff if it stays down for %3 s.</source>
        <translation>; the rate fell below half of that after %1 (%2 s): a cliff if it stays down for %3 s.</translation>
    </message>
    <message>
        <source>; the rate fell below half of that after %1 (%2 s), less than %3 s before the end: too late to tell a cliff.</source>
        <translation>; the rate fell below half of that after %1 (%2 s), less than %3 s before the end: too late to tell a cliff.</translation>
    </message>
    <message>
        <source>; no cliff so far (median %1).</source>
        <translation>; no cliff so far (median %1).</translation>
    </message>
    <message>
        <source>; no cliff: the rate stayed above half of that for the whole fill (median %1).</source>
        <translation>; no cliff: the rate stayed above half of that for the whole fill (median %1).</translation>
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
    <name>HistogramChart</name>
    <message>
        <source>read</source>
        <translation>read</translation>
    </message>
    <message>
        <source>write</source>
        <translation>write</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 (%2 I/Os)</source>
        <translation>%1 (%2 I/Os)</translation>
    </message>
    <message>
        <source>Latency histogram</source>
        <translation>Latency histogram</translation>
    </message>
    <message>
        <source>Latency histogram: %1 (none kept)</source>
        <translation>Latency histogram: %1 (none kept)</translation>
    </message>
    <message>
        <source>Latency histogram: %1</source>
        <translation>Latency histogram: %1</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>completion latency, %1 (log)</source>
        <translation>completion latency, %1 (log)</translation>
    </message>
    <message>
        <source>total latency, %1 (log)</source>
        <translation>total latency, %1 (log)</translation>
    </message>
    <message>
        <source>share of I/Os (%)</source>
        <translation>share of I/Os (%)</translation>
    </message>
    <message>
        <source>%1
%2–%3 %4: %5 % of the I/Os (%6)</source>
        <translation>%1
%2–%3 %4: %5 % of the I/Os (%6)</translation>
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
        <translation>p50</translation>
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
    <message>
        <source>Reshape…</source>
        <translation>Reshape…</translation>
    </message>
    <message>
        <source>Grow or reshape the selected md array: more members, the whole of bigger members, another level or chunk (mdadm --grow); shows the plan before anything runs</source>
        <translation>Grow or reshape the selected md array: more members, the whole of bigger members, another level or chunk (mdadm --grow); shows the plan before anything runs</translation>
    </message>
    <message>
        <source>Grow filesystem…</source>
        <translation>Grow filesystem…</translation>
    </message>
    <message>
        <source>Grow the filesystem on %1</source>
        <translation>Grow the filesystem on %1</translation>
    </message>
    <message>
        <source>Reshape %1</source>
        <translation>Reshape %1</translation>
    </message>
    <message>
        <source>Reshape</source>
        <translation>Reshape</translation>
    </message>
    <message>
        <source>Assemble without the backup file?</source>
        <translation>Assemble without the backup file?</translation>
    </message>
    <message>
        <source>Assemble with --invalid-backup</source>
        <translation>Assemble with --invalid-backup</translation>
    </message>
    <message>
        <source>%1 stays stopped: assembling without its backup file was declined.</source>
        <translation>%1 stays stopped: assembling without its backup file was declined.</translation>
    </message>
    <message>
        <source>Assemble %1 with --invalid-backup</source>
        <translation>Assemble %1 with --invalid-backup</translation>
    </message>
    <message>
        <source>After a grow: make the ext2/3/4, xfs or btrfs filesystem on the selected md array as big as the array (resize2fs, xfs_growfs, btrfs filesystem resize); shows the steps before anything runs</source>
        <translation>After a grow: make the ext2/3/4, xfs or btrfs filesystem on the selected md array as big as the array (resize2fs, xfs_growfs, btrfs filesystem resize); shows the steps before anything runs</translation>
    </message>
    <message>
        <source>Device to add to /dev/%1 (the list holds the free drives of the Drives page&apos;s last scan; another can be typed):</source>
        <translation>Device to add to /dev/%1 (the list holds the free drives of the Drives page&apos;s last scan; another can be typed):</translation>
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
    <message>
        <source>Percentiles</source>
        <translation>Percentiles</translation>
    </message>
    <message>
        <source>Latency percentiles of the finished cells</source>
        <translation>Latency percentiles of the finished cells</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>Histogram</translation>
    </message>
    <message>
        <source>How the latencies of the cell chosen in the results table (else the last one) are spread, with the same cell of overlaid runs</source>
        <translation>How the latencies of the cell chosen in the results table (else the last one) are spread, with the same cell of overlaid runs</translation>
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
        <translation>There is no run to copy yet.</translation>
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
    <message>
        <source>Run each cell several times (the median, with the spread as error bars), and precondition the target before a writing preset</source>
        <translation>Run each cell several times (the median, with the spread as error bars), and precondition the target before a writing preset</translation>
    </message>
    <message>
        <source>Re&amp;peats: %1…</source>
        <translation>Re&amp;peats: %1…</translation>
    </message>
    <message>
        <source>Preconditioning: pass %1 of %2, writing %3 sequentially — %4 elapsed</source>
        <translation>Preconditioning: pass %1 of %2, writing %3 sequentially — %4 elapsed</translation>
    </message>
    <message>
        <source>preconditioning</source>
        <translation>preconditioning</translation>
    </message>
    <message numerus="yes">
        <source>Preconditioning writes the whole range %n time(s), so it is only for presets that write, and &quot;%1&quot; only reads. Turn it off under Repeats, or choose a preset that writes.</source>
        <translation>
            <numerusform>Preconditioning writes the whole range %n time, so it is only for presets that write, and &quot;%1&quot; only reads. Turn it off under Repeats, or choose a preset that writes.</numerusform>
            <numerusform>Preconditioning writes the whole range %n times, so it is only for presets that write, and &quot;%1&quot; only reads. Turn it off under Repeats, or choose a preset that writes.</numerusform>
        </translation>
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
    <message>
        <source>md cannot make this change to the array, or it needs the array&apos;s name to confirm it; nothing was written.</source>
        <translation>md cannot make this change to the array, or it needs the array&apos;s name to confirm it; nothing was written.</translation>
    </message>
    <message>
        <source>The filesystem on the array cannot be grown now; nothing was run.</source>
        <translation>The filesystem on the array cannot be grown now; nothing was run.</translation>
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
    <name>am::ui::FreeDrivePicker</name>
    <message>
        <source>Free drives</source>
        <translation>Free drives</translation>
    </message>
    <message>
        <source>(smaller than the members)</source>
        <translation>(smaller than the members)</translation>
    </message>
    <message>
        <source>Free drives from the Drives page&apos;s last scan; the helper checks each again before anything is written</source>
        <translation>Free drives from the Drives page&apos;s last scan; the helper checks each again before anything is written</translation>
    </message>
    <message>
        <source>The Drives page&apos;s last scan found no free drive: a drive in use, read-only or with partitions is not offered, nor one this user could not check (Check with administrator rights on the Drives page)</source>
        <translation>The Drives page&apos;s last scan found no free drive: a drive in use, read-only or with partitions is not offered, nor one this user could not check (Check with administrator rights on the Drives page)</translation>
    </message>
</context>
<context>
    <name>am::ui::GridHeatModel</name>
    <message>
        <source>%1 by threads and queue depth, %2</source>
        <translation>%1 by threads and queue depth, %2</translation>
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
    <name>am::ui::GrowFilesystemDialog</name>
    <message>
        <source>%1 mounted at %2: it grows online and stays mounted.</source>
        <translation>%1 mounted at %2: it grows online and stays mounted.</translation>
    </message>
    <message>
        <source>%1, not mounted: it is checked first, then grown.</source>
        <translation>%1, not mounted: it is checked first, then grown.</translation>
    </message>
    <message>
        <source>Filesystem %1 (%2 used), array %3.</source>
        <translation>Filesystem %1 (%2 used), array %3.</translation>
    </message>
    <message>
        <source>Array %1; the filesystem&apos;s size was not read.</source>
        <translation>Array %1; the filesystem&apos;s size was not read.</translation>
    </message>
    <message>
        <source>Commands, in this order:</source>
        <translation>Commands, in this order:</translation>
    </message>
    <message>
        <source>Grow</source>
        <translation>Grow</translation>
    </message>
    <message>
        <source>Grow the filesystem on /dev/%1</source>
        <translation>Grow the filesystem on /dev/%1</translation>
    </message>
    <message>
        <source>The helper did not answer: %1</source>
        <translation>The helper did not answer: %1</translation>
    </message>
    <message>
        <source>Asking the helper for the filesystem&apos;s size and the steps…</source>
        <translation>Asking the helper for the filesystem&apos;s size and the steps…</translation>
    </message>
    <message>
        <source>Nothing has run yet: Grow runs these commands through the helper.</source>
        <translation>Nothing has run yet: Grow runs these commands through the helper.</translation>
    </message>
    <message>
        <source>Refused (%1): %2</source>
        <translation>Refused (%1): %2</translation>
    </message>
    <message>
        <source>md grows the array, never the filesystem on it. This makes the ext2/3/4, xfs or btrfs filesystem on /dev/%1 as big as the array.</source>
        <translation>md grows the array, never the filesystem on it. This makes the ext2/3/4, xfs or btrfs filesystem on /dev/%1 as big as the array.</translation>
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
    <name>am::ui::HelperBench</name>
    <message numerus="yes">
        <source>The custom job has %n cell(s), but the privileged helper runs one cell per request. Give it one block size, one read share and one queue depth to run it on a raw device.</source>
        <translation>
            <numerusform>The custom job has %n cell, but the privileged helper runs one cell per request. Give it one block size, one read share and one queue depth to run it on a raw device.</numerusform>
            <numerusform>The custom job has %n cells, but the privileged helper runs one cell per request. Give it one block size, one read share and one queue depth to run it on a raw device.</numerusform>
        </translation>
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
    <name>am::ui::MetricText</name>
    <message>
        <source>±%1 %</source>
        <translation>±%1 %</translation>
    </message>
    <message numerus="yes">
        <source>Median of %n run(s): %1 to %2 %3</source>
        <translation>
            <numerusform>Median of %n run: %1 to %2 %3</numerusform>
            <numerusform>Median of %n runs: %1 to %2 %3</numerusform>
        </translation>
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
        <translation>Fill (cache cliff)</translation>
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
    <name>am::ui::ReshapeDialog</name>
    <message>
        <source>Use the whole of each member (after bigger drives replaced smaller ones)</source>
        <translation>Use the whole of each member (after bigger drives replaced smaller ones)</translation>
    </message>
    <message>
        <source>Show plan</source>
        <translation>Show plan</translation>
    </message>
    <message>
        <source>Reshape</source>
        <translation>Reshape</translation>
    </message>
    <message>
        <source>Reshape /dev/%1</source>
        <translation>Reshape /dev/%1</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Now: %1</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unchanged</translation>
    </message>
    <message>
        <source>only when md needs one: %1</source>
        <translation>only when md needs one: %1</translation>
    </message>
    <message>
        <source>type %1 to allow a shrink or losing all redundancy</source>
        <translation>type %1 to allow a shrink or losing all redundancy</translation>
    </message>
    <message>
        <source>Devices to add:</source>
        <translation>Devices to add:</translation>
    </message>
    <message>
        <source>Active members afterwards:</source>
        <translation>Active members afterwards:</translation>
    </message>
    <message>
        <source>Level afterwards:</source>
        <translation>Level afterwards:</translation>
    </message>
    <message>
        <source>Chunk afterwards:</source>
        <translation>Chunk afterwards:</translation>
    </message>
    <message>
        <source>Backup file:</source>
        <translation>Backup file:</translation>
    </message>
    <message>
        <source>Confirm with the name:</source>
        <translation>Confirm with the name:</translation>
    </message>
    <message>
        <source>Choose a change, then Show plan: the exact mdadm commands, the backup file, the capacity and fault tolerance before and after, and the time, before anything runs.</source>
        <translation>Choose a change, then Show plan: the exact mdadm commands, the backup file, the capacity and fault tolerance before and after, and the time, before anything runs.</translation>
    </message>
    <message>
        <source>Runs the commands of the plan shown, through the helper</source>
        <translation>Runs the commands of the plan shown, through the helper</translation>
    </message>
    <message>
        <source>Nothing changes yet: add devices, or choose the members, level, chunk or the whole of each member.</source>
        <translation>Nothing changes yet: add devices, or choose the members, level, chunk or the whole of each member.</translation>
    </message>
    <message>
        <source>The helper did not answer: %1</source>
        <translation>The helper did not answer: %1</translation>
    </message>
    <message>
        <source>Asking the helper for the plan (it reads the array and checks the devices to add)…</source>
        <translation>Asking the helper for the plan (it reads the array and checks the devices to add)…</translation>
    </message>
    <message>
        <source>This is the plan; nothing has run yet. Reshape runs these commands. The array stays usable while md reshapes it.</source>
        <translation>This is the plan; nothing has run yet. Reshape runs these commands. The array stays usable while md reshapes it.</translation>
    </message>
    <message>
        <source>The choices changed since this plan: Show plan again before reshaping.</source>
        <translation>The choices changed since this plan: Show plan again before reshaping.</translation>
    </message>
    <message>
        <source>Refused (%1): %2</source>
        <translation>Refused (%1): %2</translation>
    </message>
    <message>
        <source>Use the free space of the disks after this volume (imsm grows only the container&apos;s last volume)</source>
        <translation>Use the free space of the disks after this volume (imsm grows only the container&apos;s last volume)</translation>
    </message>
    <message>
        <source>e.g. /dev/sdf /dev/sdg, or pick from Free drives</source>
        <translation>e.g. /dev/sdf /dev/sdg, or pick from Free drives</translation>
    </message>
</context>
<context>
    <name>am::ui::ReshapeText</name>
    <message>
        <source>no member may fail</source>
        <translation>no member may fail</translation>
    </message>
    <message numerus="yes">
        <source>survives %n failed member(s)</source>
        <translation>
            <numerusform>survives %n failed member</numerusform>
            <numerusform>survives %n failed members</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n member(s)</source>
        <translation>
            <numerusform>%1 of %n member</numerusform>
            <numerusform>%1 of %n members</numerusform>
        </translation>
    </message>
    <message>
        <source>, chunk %1</source>
        <translation>, chunk %1</translation>
    </message>
    <message>
        <source>%1, %2; %3</source>
        <translation>%1, %2; %3</translation>
    </message>
    <message>
        <source>Before:</source>
        <translation>Before:</translation>
    </message>
    <message>
        <source>After:</source>
        <translation>After:</translation>
    </message>
    <message>
        <source>Filesystem:</source>
        <translation>Filesystem:</translation>
    </message>
    <message>
        <source>%1, %2 of %3 used</source>
        <translation>%1, %2 of %3 used</translation>
    </message>
    <message>
        <source>%1 (its size was not read)</source>
        <translation>%1 (its size was not read)</translation>
    </message>
    <message>
        <source>The capacity goes down: shrink the filesystem on the array below the new size first, or its end is lost.</source>
        <translation>The capacity goes down: shrink the filesystem on the array below the new size first, or its end is lost.</translation>
    </message>
    <message>
        <source>Work:</source>
        <translation>Work:</translation>
    </message>
    <message>
        <source>%1 read and written on each member; every stripe moves</source>
        <translation>%1 read and written on each member; every stripe moves</translation>
    </message>
    <message>
        <source>%1 written on each member</source>
        <translation>%1 written on each member</translation>
    </message>
    <message>
        <source>Backup file:</source>
        <translation>Backup file:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>none (%1)</source>
        <translation>none (%1)</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Time:</translation>
    </message>
    <message>
        <source>about %1 with the array idle, %2 while it is busy (bound by %3; reference rates of the members&apos; kind, not a measurement)</source>
        <translation>about %1 with the array idle, %2 while it is busy (bound by %3; reference rates of the members&apos; kind, not a measurement)</translation>
    </message>
    <message>
        <source>at once: nothing is read or written</source>
        <translation>at once: nothing is read or written</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Notes:</translation>
    </message>
    <message>
        <source>Commands, in this order:</source>
        <translation>Commands, in this order:</translation>
    </message>
    <message numerus="yes">
        <source>from %1 to %n member(s)</source>
        <translation>
            <numerusform>from %1 to %n member</numerusform>
            <numerusform>from %1 to %n members</numerusform>
        </translation>
    </message>
    <message>
        <source>chunk %1 to %2</source>
        <translation>chunk %1 to %2</translation>
    </message>
    <message>
        <source>Reshape</source>
        <translation>Reshape</translation>
    </message>
    <message>
        <source>Reshape %1</source>
        <translation>Reshape %1</translation>
    </message>
    <message>
        <source> (at %1)</source>
        <translation> (at %1)</translation>
    </message>
    <message>
        <source>; not running: the array waits (after an interruption, assemble it again; a recorded backup file is given back to mdadm)</source>
        <translation>; not running: the array waits (after an interruption, assemble it again; a recorded backup file is given back to mdadm)</translation>
    </message>
    <message>
        <source>An interrupted reshape was found: its backup file %1 was given back to mdadm, and the reshape continues from where it stopped.</source>
        <translation>An interrupted reshape was found: its backup file %1 was given back to mdadm, and the reshape continues from where it stopped.</translation>
    </message>
    <message>
        <source>An interrupted reshape was found (backup file %1), but the array did not assemble: see mdadm&apos;s message above.</source>
        <translation>An interrupted reshape was found (backup file %1), but the array did not assemble: see mdadm&apos;s message above.</translation>
    </message>
    <message>
        <source>%1 was reshaping when it stopped, and mdadm cannot restore the reshape&apos;s critical section from the backup file %2: the file no longer matches where the reshape stopped (mdadm: &quot;Failed to restore critical section for reshape&quot;).

Assembling with --invalid-backup starts the array without that section and the reshape continues. The stripes md was moving when it stopped may be lost: check the filesystem and verify the data afterwards.

Cancel leaves the array stopped and changes nothing.</source>
        <translation>%1 was reshaping when it stopped, and mdadm cannot restore the reshape&apos;s critical section from the backup file %2: the file no longer matches where the reshape stopped (mdadm: &quot;Failed to restore critical section for reshape&quot;).

Assembling with --invalid-backup starts the array without that section and the reshape continues. The stripes md was moving when it stopped may be lost: check the filesystem and verify the data afterwards.

Cancel leaves the array stopped and changes nothing.</translation>
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
    <name>am::ui::RunRepeatsDialog</name>
    <message>
        <source>&amp;Precondition the range before the first cell</source>
        <translation>&amp;Precondition the range before the first cell</translation>
    </message>
    <message>
        <source>Repeats and preconditioning</source>
        <translation>Repeats and preconditioning</translation>
    </message>
    <message>
        <source>once</source>
        <translation>once</translation>
    </message>
    <message>
        <source> runs</source>
        <translation> runs</translation>
    </message>
    <message>
        <source>Each cell runs this many times; the table and charts show the median, and the spread from the slowest to the fastest run (error bars, ± in the table).</source>
        <translation>Each cell runs this many times; the table and charts show the median, and the spread from the slowest to the fastest run (error bars, ± in the table).</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The pause between two runs of a cell, for the drive to settle</source>
        <translation>The pause between two runs of a cell, for the drive to settle</translation>
    </message>
    <message>
        <source>Discards the range (TRIM, on block devices), then writes it sequentially, so a flash drive is measured in the state it reaches in use rather than fresh. Only for presets that write; recorded in the result.</source>
        <translation>Discards the range (TRIM, on block devices), then writes it sequentially, so a flash drive is measured in the state it reaches in use rather than fresh. Only for presets that write; recorded in the result.</translation>
    </message>
    <message>
        <source> passes</source>
        <translation> passes</translation>
    </message>
    <message>
        <source>Sequential writes of the whole range (SNIA&apos;s default: two)</source>
        <translation>Sequential writes of the whole range (SNIA&apos;s default: two)</translation>
    </message>
    <message>
        <source>&amp;Each cell:</source>
        <translation>&amp;Each cell:</translation>
    </message>
    <message>
        <source>&amp;Settle between runs:</source>
        <translation>&amp;Settle between runs:</translation>
    </message>
    <message>
        <source>P&amp;asses:</source>
        <translation>P&amp;asses:</translation>
    </message>
    <message>
        <source>Each cell runs once, on the target as it is.</source>
        <translation>Each cell runs once, on the target as it is.</translation>
    </message>
    <message>
        <source>arraymark-cli bench %1</source>
        <translation>arraymark-cli bench %1</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>%1, preconditioned</source>
        <translation>%1, preconditioned</translation>
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
