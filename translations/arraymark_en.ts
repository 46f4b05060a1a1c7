<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CommandLineText</name>
    <message>
        <source>ArrayMark: drives, md arrays and their speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Root of sysfs (default /sys).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Root of procfs (default /proc).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Root of devfs (default /dev).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page to show first: drives or bench.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start this benchmark preset on the default test file at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result files to open (arraymark or fio JSON); the first is shown, the others overlaid.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DetailsText</name>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Media</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sector size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes logical, %2 bytes physical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVMe controller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVMe subsystem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCI address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (capable of %1 x%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAID level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Array state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: no medium or nothing bound to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free: not mounted, not held, no signature found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In use. ArrayMark will not write to it:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InUseText</name>
    <message>
        <source>mounted at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>member of the md array %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held by device-mapper %1 (LVM, LUKS or multipath)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a %1 partition table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a %1 signature (data may be on it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>content could not be checked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition %1 is in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SizeUnit</name>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EiB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>am::ui::BenchCharts</name>
    <message>
        <source>%1 by block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by read share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency percentiles of finished cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read share (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>percentile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2: %3 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running cell: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2: %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over time: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>am::ui::BenchPage</name>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reference NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reference unavailable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arraymark-cli was not found next to this program or on PATH; runs cannot start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured seconds per cell; &quot;preset&quot; keeps the preset&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up seconds per cell, not counted; &quot;preset&quot; keeps the preset&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds per &amp;cell:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;amp:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlay the published single-NVMe matrix (dashed): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CS&amp;V…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies the matrix as tab-separated text, for spreadsheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a preset first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preset &quot;%1&quot; writes, and %2. Choose a read preset (QD sweep) or another target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run not started: the write was not confirmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping: the current cell ends and what was measured is kept…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Started %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell %1 of %2: %3 — %4 elapsed, about %5 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 elapsed, about %2 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was measured, so nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped; the finished cells are kept. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run failed: %1 %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were measured and are kept.</source>
        <translation>
            <numerusform>%n cell was measured and is kept.</numerusform>
            <numerusform>%n cells were measured and are kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) measured</source>
        <translation>
            <numerusform>%n cell measured</numerusform>
            <numerusform>%n cells measured</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the selected run in the charts and the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O&amp;verlay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws the selected runs over the one shown, dash-dotted, to compare them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear overlays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import fio JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens the output of fio --output-format=json as a run and keeps it in the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio JSON output (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped in the history: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot show the run: %1</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlaid %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot overlay %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot delete: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1 and kept it as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no run to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ArrayMark result (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the custom job to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run is being measured; open %1 when it ends, or overlay it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run is being measured; import %1 when it ends.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>am::ui::BenchRunner</name>
    <message>
        <source>arraymark-cli crashed. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The benchmark was stopped before it could report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arraymark-cli exited with code %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arraymark-cli ended without sending its result.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>am::ui::CustomJobDialog</name>
    <message>
        <source>Custom job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One or more sizes, e.g. 4k 64k 1m (binary: 4k = 4096 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percent of I/Os that read, e.g. 0 50 100; below 100 writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Block sizes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Read shares (%):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Queue depths:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seconds per cell:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;amp (s):</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>am::ui::DrivesModel</name>
    <message>
        <source>HDD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[swap]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes
%2
%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must not be written to:
• %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Media</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logical / physical sector size in bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sector</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>am::ui::DrivesPage</name>
    <message>
        <source>Scanning block devices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not list the block devices: %1</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n empty not shown</source>
        <translation>
            <numerusform>%n empty not shown</numerusform>
            <numerusform>%n empty not shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>am::ui::HistoryModel</name>
    <message>
        <source>fio import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>am::ui::MainWindow</name>
    <message>
        <source>ArrayMark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size &amp;units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decimal (GB, 10^9 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Binary (GiB, 2^30 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About ArrayMark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About ArrayMark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ArrayMark %1
Lists drives, builds Linux md arrays and measures them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;empty devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List unbound loop devices, unset zram devices and drives without a medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>am::ui::Metrics</name>
    <message>
        <source>IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s (10^6 B/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MiB/s (2^20 B/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean latency (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p50 latency (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99.9 latency (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MiB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>am::ui::Presets</name>
    <message>
        <source>Quick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1, each read and write (CrystalDiskMark&apos;s standard set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1, read and write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random I/O, block sizes 4K to 1M x read shares 0 to 100 %: the reference table&apos;s shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4K QD1 random read, write and 70/30, with p50, p99 and p99.9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QD sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4K random read at queue depth 1 to 256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BS sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential read and write from 512 B to 8 MiB, doubling, QD4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sustained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4K random writes at QD32 until IOPS is steady or the time cap: shows a cache cliff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own sweep: pattern, block sizes, read shares, queue depths, workers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>am::ui::Reference</name>
    <message>
        <source>reference NVMe</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>am::ui::ResultsTableModel</name>
    <message>
        <source>Not measured in this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n I/O error(s)</source>
        <translation>
            <numerusform>%n I/O error</numerusform>
            <numerusform>%n I/O errors</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped before the end of the cell</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>am::ui::TargetPanel</name>
    <message>
        <source>File &amp;size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A test file needs no root; drives and arrays need read access, and writes need a confirmation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of the test file (created or grown at the start of the run), e.g. 512MiB, 4GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test file in the cache directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 %3 — %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer in the drives scan; refresh the drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in use: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A regular file: created when missing; every preset may write to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free: read presets run as they are; write presets ask you to type the device name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read presets only. %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>am::ui::WriteConfirmDialog</name>
    <message>
        <source>Write to %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preset &quot;%1&quot; writes random data over %2. Everything stored on it will be destroyed.

Type the device name (%3) or its path to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Write to the device</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
