<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>CommandLineText</name>
    <message>
        <source>ArrayMark: drives, md arrays and their speed</source>
        <translation>ArrayMark: накопители, массивы md и их скорость</translation>
    </message>
    <message>
        <source>Root of sysfs (default /sys).</source>
        <translation>Корень sysfs (по умолчанию /sys).</translation>
    </message>
    <message>
        <source>Root of procfs (default /proc).</source>
        <translation>Корень procfs (по умолчанию /proc).</translation>
    </message>
    <message>
        <source>Root of devfs (default /dev).</source>
        <translation>Корень devfs (по умолчанию /dev).</translation>
    </message>
</context>
<context>
    <name>DetailsText</name>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>Серийный номер</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Прошивка</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 байт)</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Интерфейс</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Носитель</translation>
    </message>
    <message>
        <source>Sector size</source>
        <translation>Размер сектора</translation>
    </message>
    <message>
        <source>%1 bytes logical, %2 bytes physical</source>
        <translation>логический %1 байт, физический %2 байт</translation>
    </message>
    <message>
        <source>NVMe controller</source>
        <translation>Контроллер NVMe</translation>
    </message>
    <message>
        <source>NVMe subsystem</source>
        <translation>Подсистема NVMe</translation>
    </message>
    <message>
        <source>PCI address</source>
        <translation>Адрес PCI</translation>
    </message>
    <message>
        <source> (capable of %1 x%2)</source>
        <translation> (поддерживает %1 x%2)</translation>
    </message>
    <message>
        <source>PCIe link</source>
        <translation>Канал PCIe</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Файл-основа</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Сигнатура</translation>
    </message>
    <message>
        <source>RAID level</source>
        <translation>Уровень RAID</translation>
    </message>
    <message>
        <source>Array state</source>
        <translation>Состояние массива</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Участники</translation>
    </message>
    <message>
        <source>Empty: no medium or nothing bound to it.</source>
        <translation>Пусто: нет носителя или к устройству ничего не подключено.</translation>
    </message>
    <message>
        <source>Free: not mounted, not held, no signature found.</source>
        <translation>Свободно: не смонтировано, не занято, сигнатур не найдено.</translation>
    </message>
    <message>
        <source>In use. ArrayMark will not write to it:</source>
        <translation>Используется. ArrayMark не будет на него писать:</translation>
    </message>
</context>
<context>
    <name>InUseText</name>
    <message>
        <source>mounted at %1</source>
        <translation>смонтировано в %1</translation>
    </message>
    <message>
        <source>active swap</source>
        <translation>активный раздел подкачки</translation>
    </message>
    <message>
        <source>member of the md array %1</source>
        <translation>участник массива md %1</translation>
    </message>
    <message>
        <source>held by device-mapper %1 (LVM, LUKS or multipath)</source>
        <translation>занято device-mapper %1 (LVM, LUKS или multipath)</translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation>занято %1</translation>
    </message>
    <message>
        <source>has a %1 partition table</source>
        <translation>содержит таблицу разделов %1</translation>
    </message>
    <message>
        <source>has a %1 signature (data may be on it)</source>
        <translation>содержит сигнатуру %1 (на нём могут быть данные)</translation>
    </message>
    <message>
        <source>content could not be checked: %1</source>
        <translation>содержимое не удалось проверить: %1</translation>
    </message>
    <message>
        <source>partition %1 is in use</source>
        <translation>раздел %1 используется</translation>
    </message>
    <message>
        <source>partition %1: %2</source>
        <translation>раздел %1: %2</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Используется</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Пусто</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Свободно</translation>
    </message>
</context>
<context>
    <name>SizeUnit</name>
    <message>
        <source>B</source>
        <translation>Б</translation>
    </message>
    <message>
        <source>kB</source>
        <translation>кБ</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>МБ</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>ГБ</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>ТБ</translation>
    </message>
    <message>
        <source>PB</source>
        <translation>ПБ</translation>
    </message>
    <message>
        <source>EB</source>
        <translation>ЭБ</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>КиБ</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>МиБ</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>ГиБ</translation>
    </message>
    <message>
        <source>TiB</source>
        <translation>ТиБ</translation>
    </message>
    <message>
        <source>PiB</source>
        <translation>ПиБ</translation>
    </message>
    <message>
        <source>EiB</source>
        <translation>ЭиБ</translation>
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
        <translation>[подкачка]</translation>
    </message>
    <message>
        <source>%1 bytes
%2
%3</source>
        <translation>%1 байт
%2
%3</translation>
    </message>
    <message>
        <source>%1 must not be written to:
• %2</source>
        <translation>На %1 нельзя писать:
• %2</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>Серийный номер</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Интерфейс</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Носитель</translation>
    </message>
    <message>
        <source>PCIe link</source>
        <translation>Канал PCIe</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Прошивка</translation>
    </message>
    <message>
        <source>Mounted at</source>
        <translation>Точка монтирования</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Logical / physical sector size in bytes</source>
        <translation>Размер логического / физического сектора в байтах</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Сектор</translation>
    </message>
</context>
<context>
    <name>am::ui::DrivesPage</name>
    <message>
        <source>Scanning block devices…</source>
        <translation>Поиск блочных устройств…</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>неизвестная ошибка</translation>
    </message>
    <message>
        <source>Could not list the block devices: %1</source>
        <translation>Не удалось получить список блочных устройств: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n block device(s)</source>
        <translation>
            <numerusform>%n блочное устройство</numerusform>
            <numerusform>%n блочных устройства</numerusform>
            <numerusform>%n блочных устройств</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in use</source>
        <translation>
            <numerusform>%n используется</numerusform>
            <numerusform>%n используются</numerusform>
            <numerusform>%n используются</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n md array(s)</source>
        <translation>
            <numerusform>%n массив md</numerusform>
            <numerusform>%n массива md</numerusform>
            <numerusform>%n массивов md</numerusform>
        </translation>
    </message>
    <message>
        <source>scanned at %1</source>
        <translation>обновлено в %1</translation>
    </message>
    <message numerus="yes">
        <source>%n empty not shown</source>
        <translation><numerusform>%n пустое не показано</numerusform><numerusform>%n пустых не показано</numerusform><numerusform>%n пустых не показано</numerusform></translation>
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
        <translation>Накопители</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Refresh drives</source>
        <translation>&amp;Обновить список накопителей</translation>
    </message>
    <message>
        <source>Size &amp;units</source>
        <translation>&amp;Единицы размера</translation>
    </message>
    <message>
        <source>Decimal (GB, 10^9 bytes)</source>
        <translation>Десятичные (ГБ, 10^9 байт)</translation>
    </message>
    <message>
        <source>Binary (GiB, 2^30 bytes)</source>
        <translation>Двоичные (ГиБ, 2^30 байт)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About ArrayMark</source>
        <translation>&amp;О программе ArrayMark</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Основная панель</translation>
    </message>
    <message>
        <source>About ArrayMark</source>
        <translation>О программе ArrayMark</translation>
    </message>
    <message>
        <source>ArrayMark %1
Lists drives, builds Linux md arrays and measures them.</source>
        <translation>ArrayMark %1
Показывает накопители, собирает массивы Linux md и измеряет их скорость.</translation>
    </message>
    <message>
        <source>Show &amp;empty devices</source>
        <translation>Показывать &amp;пустые устройства</translation>
    </message>
    <message>
        <source>List unbound loop devices, unset zram devices and drives without a medium</source>
        <translation>Показывать неподключённые loop-устройства, ненастроенные zram и приводы без носителя</translation>
    </message>
</context>
</TS>