<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name></name>
    <message>
        <source>Rebuild of /dev/%1 onto %2: %3 (%4 s)</source>
        <translation>Восстановление /dev/%1 на %2: %3 (%4 с)</translation>
    </message>
    <message>
        <source>%1 per TB of member size (%2 h; member: %3; TB = 10^12 bytes)</source>
        <translation>%1 на ТБ объёма участника (%2 ч; участник: %3; ТБ = 10^12 байт)</translation>
    </message>
    <message>
        <source>Time per TB unknown: the member&apos;s size could not be read.</source>
        <translation>Время на ТБ неизвестно: не удалось прочитать размер участника.</translation>
    </message>
    <message>
        <source>Fastest rebuild speed seen: %1 MB/s</source>
        <translation>Наибольшая замеченная скорость восстановления: %1 МБ/с</translation>
    </message>
    <message>
        <source>The member was re-added.</source>
        <translation>Участник возвращён (re-add).</translation>
    </message>
    <message>
        <source>Re-add was refused; the member was added back as a new disk (full rebuild).</source>
        <translation>В re-add отказано; участник добавлен как новый диск (полное восстановление).</translation>
    </message>
    <message>
        <source>Note: the array has a write-intent bitmap, so a re-add rebuilds only the blocks written while the member was out, not the whole disk. For a full rebuild time, wipe the member and add it instead.</source>
        <translation>Внимание: у массива есть битовая карта записи (bitmap), поэтому re-add восстанавливает только блоки, записанные, пока участника не было, а не весь диск. Чтобы замерить полное восстановление, сотрите участника и добавьте его заново.</translation>
    </message>
    <message>
        <source>The rebuild ended before the benchmark did: part of the &quot;rebuilding&quot; figures were measured on a healthy array.</source>
        <translation>Восстановление закончилось раньше теста: часть результатов «при восстановлении» получена на исправном массиве.</translation>
    </message>
    <message>
        <source>Benchmark error (%1)</source>
        <translation>Ошибка теста (%1)</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>Choose a folder for the test file.</source>
        <translation>Выберите папку для тестового файла.</translation>
    </message>
    <message>
        <source>“%1” is not an absolute path: the folder must start with /.</source>
        <translation>«%1» — не абсолютный путь: путь к папке должен начинаться с /.</translation>
    </message>
    <message>
        <source>“%1” is not a folder: the test file needs a folder to live in.</source>
        <translation>«%1» — не папка: тестовому файлу нужна папка.</translation>
    </message>
    <message>
        <source>Enter the size of the test file, e.g. 1GiB.</source>
        <translation>Введите размер тестового файла, например 1GiB.</translation>
    </message>
    <message>
        <source>“%1” is not a size: write a whole number with an optional unit (k, M, G, T; binary), e.g. 512MiB or 4GiB.</source>
        <translation>«%1» — не размер: введите целое число с необязательной единицей (k, M, G, T; двоичные), например 512MiB или 4GiB.</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>Системный (%1)</translation>
    </message>
    <message>
        <source>“%1” does not exist: choose an existing folder.</source>
        <translation>«%1» не существует: выберите существующую папку.</translation>
    </message>
    <message>
        <source>“%1” does not exist, and creating it would create “%2” at the top of the filesystem: check the path, or create “%2” yourself first.</source>
        <translation>«%1» не существует, и для её создания пришлось бы создать «%2» в корне файловой системы: проверьте путь или сначала создайте «%2» сами.</translation>
    </message>
    <message>
        <source>“%1” is not writable by you (%2): choose a folder where you may create files.</source>
        <translation>У вас нет права записи в «%1» (%2): выберите папку, в которой вы можете создавать файлы.</translation>
    </message>
    <message>
        <source>“%1” is on %2, a kernel interface that stores no files: choose a folder on a disk&apos;s filesystem.</source>
        <translation>«%1» находится в %2 — интерфейсе ядра, который не хранит файлы: выберите папку на файловой системе диска.</translation>
    </message>
    <message>
        <source>“%1” is too small: 0 does not mean the whole file; the test file must be at least %2.</source>
        <translation>«%1» — слишком мало: 0 не означает «весь файл»; тестовый файл должен быть не меньше %2.</translation>
    </message>
    <message>
        <source>“%1” is too small: the test file must be at least %2, one block of the largest size this preset uses.</source>
        <translation>«%1» — слишком мало: тестовый файл должен быть не меньше %2, одного блока наибольшего размера в этом наборе.</translation>
    </message>
    <message>
        <source>“%1” is not a whole number of %2 blocks (the largest this preset uses): e.g. %3.</source>
        <translation>«%1» — не целое число блоков по %2 (наибольший размер в этом наборе): например, %3.</translation>
    </message>
</context>
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
    <message>
        <source>Page to show first: drives or bench.</source>
        <translation>Страница при запуске: drives или bench.</translation>
    </message>
    <message>
        <source>Start this benchmark preset on the default test file at once.</source>
        <translation>Сразу запустить этот набор тестов на тестовом файле по умолчанию.</translation>
    </message>
    <message>
        <source>Result files to open (arraymark or fio JSON); the first is shown, the others overlaid.</source>
        <translation>Файлы результатов (JSON arraymark или fio): первый показывается, остальные накладываются на него.</translation>
    </message>
    <message>
        <source>Open the Arrays page with this array selected (its kernel name, e.g. md0).</source>
        <translation>Открыть страницу «Массивы» с выбранным массивом (по его имени в ядре, например md0).</translation>
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
    <message>
        <source>Backing device</source>
        <translation>Устройство-основа</translation>
    </message>
    <message>
        <source>Backing file is on</source>
        <translation>Файл-основа находится на</translation>
    </message>
    <message>
        <source>Built on</source>
        <translation>Построено поверх</translation>
    </message>
    <message>
        <source>Not checked: this user may not read it. ArrayMark will not write to it until a scan with administrator rights finds it free:</source>
        <translation>Не проверено: этому пользователю нельзя его читать. ArrayMark не будет писать на него, пока проверка с правами администратора не найдёт его свободным:</translation>
    </message>
    <message>
        <source>Path to the CPU</source>
        <translation>Путь до процессора</translation>
    </message>
</context>
<context>
    <name>DriveHealthMark</name>
    <message>
        <source>Failing (SMART)</source>
        <translation>Отказывает (SMART)</translation>
    </message>
    <message>
        <source>Worn (SMART)</source>
        <translation>Изношен (SMART)</translation>
    </message>
    <message>
        <source>An array on a failing drive may soon run degraded, or lose data with it; pick another drive if you can.</source>
        <translation>Массив на отказывающем накопителе может скоро перейти в деградированный режим или потерять вместе с ним данные; по возможности выберите другой накопитель.</translation>
    </message>
</context>
<context>
    <name>FillChart</name>
    <message>
        <source>Cache cliff: %1 (running)</source>
        <translation>Обрыв кэша: %1 (идёт)</translation>
    </message>
    <message>
        <source>Cache cliff: %1</source>
        <translation>Обрыв кэша: %1</translation>
    </message>
    <message>
        <source>written (GiB)</source>
        <translation>записано (ГиБ)</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <source>%1 GiB written: %2 MB/s</source>
        <translation>записано %1 ГиБ: %2 МБ/с</translation>
    </message>
    <message>
        <source>cache ran out: %1 GiB</source>
        <translation>кэш кончился: %1 ГиБ</translation>
    </message>
    <message>
        <source>rate fell: %1 GiB (not confirmed)</source>
        <translation>скорость упала: %1 ГиБ (не подтверждено)</translation>
    </message>
    <message>
        <source>after it: %1 MB/s</source>
        <translation>после него: %1 МБ/с</translation>
    </message>
    <message>
        <source>median: %1 MB/s</source>
        <translation>медиана: %1 МБ/с</translation>
    </message>
</context>
<context>
    <name>FillText</name>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 ГБ/с</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 МБ/с</translation>
    </message>
    <message>
        <source>Nothing written yet.</source>
        <translation>Пока ничего не записано.</translation>
    </message>
    <message>
        <source>The cell has no samples: nothing to chart.</source>
        <translation>В ячейке нет замеров: строить нечего.</translation>
    </message>
    <message>
        <source>Wrote %1 in %2 s</source>
        <translation>Записано %1 за %2 с</translation>
    </message>
    <message>
        <source> (of %1: stopped by the runtime cap or a stop)</source>
        <translation> (из %1: остановлено ограничением времени или кнопкой «Стоп»)</translation>
    </message>
    <message>
        <source>; %1 in the first minute</source>
        <translation>; %1 в первую минуту</translation>
    </message>
    <message>
        <source>; the write cache ran out after %1 (%2 s): %3 after it.</source>
        <translation>; кэш записи кончился после %1 (%2 с): после него %3.</translation>
    </message>
    <message>
        <source>; the rate fell below half of that after %1 (%2 s): a cliff if it stays down for %3 s.</source>
        <translation>; скорость упала ниже половины после %1 (%2 с): это обрыв, если она не поднимется %3 с.</translation>
    </message>
    <message>
        <source>; the rate fell below half of that after %1 (%2 s), less than %3 s before the end: too late to tell a cliff.</source>
        <translation>; скорость упала ниже половины после %1 (%2 с), менее чем за %3 с до конца: слишком поздно, чтобы признать обрыв.</translation>
    </message>
    <message>
        <source>; no cliff so far (median %1).</source>
        <translation>; обрыва пока нет (медиана %1).</translation>
    </message>
    <message>
        <source>; no cliff: the rate stayed above half of that for the whole fill (median %1).</source>
        <translation>; обрыва нет: скорость всё заполнение держалась выше половины (медиана %1).</translation>
    </message>
</context>
<context>
    <name>HealthDetails</name>
    <message>
        <source>Health (SMART)</source>
        <translation>Исправность (SMART)</translation>
    </message>
</context>
<context>
    <name>HealthReasonText</name>
    <message>
        <source>available spare below its threshold</source>
        <translation>доступный резерв ниже порога</translation>
    </message>
    <message>
        <source>temperature outside its thresholds</source>
        <translation>температура вне пороговых значений</translation>
    </message>
    <message>
        <source>reliability degraded by media or internal errors</source>
        <translation>надёжность снижена из-за ошибок носителя или внутренних ошибок</translation>
    </message>
    <message>
        <source>media placed in read-only mode</source>
        <translation>носитель переведён в режим только для чтения</translation>
    </message>
    <message>
        <source>volatile memory backup failed</source>
        <translation>сбой резервного копирования энергозависимой памяти</translation>
    </message>
    <message>
        <source>persistent memory region read-only</source>
        <translation>область постоянной памяти только для чтения</translation>
    </message>
    <message>
        <source>bits 0x%1</source>
        <translation>биты 0x%1</translation>
    </message>
    <message>
        <source>NVMe critical warning: %1</source>
        <translation>критическое предупреждение NVMe: %1</translation>
    </message>
    <message>
        <source>SMART overall-health failed</source>
        <translation>общая оценка SMART: не пройдена</translation>
    </message>
    <message>
        <source>a prefail attribute is at or below its threshold</source>
        <translation>атрибут типа prefail достиг порога или опустился ниже</translation>
    </message>
    <message>
        <source>attribute %1 at or below its failure threshold now</source>
        <translation>атрибут %1 сейчас на пороге отказа или ниже</translation>
    </message>
    <message>
        <source>%1 sectors pending reallocation (attribute 197)</source>
        <translation>секторов, ожидающих переназначения: %1 (атрибут 197)</translation>
    </message>
    <message>
        <source>%1 offline uncorrectable sectors (attribute 198)</source>
        <translation>неисправимых секторов (offline): %1 (атрибут 198)</translation>
    </message>
    <message>
        <source>%1% of its rated endurance used</source>
        <translation>израсходовано %1% заявленного ресурса</translation>
    </message>
    <message>
        <source>%1 reallocated sectors (attribute 5)</source>
        <translation>переназначенных секторов: %1 (атрибут 5)</translation>
    </message>
    <message>
        <source>%1 unrecovered media errors</source>
        <translation>неисправленных ошибок носителя: %1</translation>
    </message>
    <message>
        <source>an attribute was at or below its threshold in the past</source>
        <translation>атрибут в прошлом достигал порога или опускался ниже</translation>
    </message>
    <message>
        <source>the self-test log records a failed test</source>
        <translation>в журнале самопроверки есть неудачный тест</translation>
    </message>
    <message>
        <source>smartctl reported no SMART data for this device</source>
        <translation>smartctl не вернул данных SMART для этого устройства</translation>
    </message>
    <message>
        <source>smartctl is not installed (apt-get install smartmontools)</source>
        <translation>smartctl не установлен (apt-get install smartmontools)</translation>
    </message>
    <message>
        <source>the drive is in standby; not woken up to read SMART</source>
        <translation>накопитель в режиме ожидания; для чтения SMART его не пробуждали</translation>
    </message>
</context>
<context>
    <name>HealthText</name>
    <message>
        <source>Healthy</source>
        <translation>Исправен</translation>
    </message>
    <message>
        <source>Worn</source>
        <translation>Изношен</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Отказывает</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
    <message>
        <source>SMART was not read: reading it needs administrator rights. &quot;Check with administrator rights&quot; reads it.</source>
        <translation>SMART не прочитан: для этого нужны права администратора. Прочитать его можно кнопкой «Проверить с правами администратора».</translation>
    </message>
    <message>
        <source>SMART: nothing wrong reported.</source>
        <translation>SMART: проблем не сообщается.</translation>
    </message>
    <message>
        <source>SMART: %1
%2</source>
        <translation>SMART: %1
%2</translation>
    </message>
    <message>
        <source>SMART overall-health</source>
        <translation>Общая оценка SMART</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>пройдена</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>не пройдена</translation>
    </message>
    <message>
        <source>Wear (rated endurance used)</source>
        <translation>Износ (израсходовано от заявленного ресурса)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Доступный резерв</translation>
    </message>
    <message>
        <source>%1 % (threshold %2 %)</source>
        <translation>%1 % (порог %2 %)</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Ошибки носителя</translation>
    </message>
    <message>
        <source>Error log entries</source>
        <translation>Записи в журнале ошибок</translation>
    </message>
    <message>
        <source>Interface CRC errors</source>
        <translation>Ошибки CRC интерфейса</translation>
    </message>
    <message>
        <source>Reallocated sectors</source>
        <translation>Переназначенные секторы</translation>
    </message>
    <message>
        <source>Pending sectors</source>
        <translation>Секторы, ожидающие переназначения</translation>
    </message>
    <message>
        <source>Offline uncorrectable sectors</source>
        <translation>Неисправимые секторы (offline)</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Температура</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on time</source>
        <translation>Время работы</translation>
    </message>
    <message>
        <source>%1 hours (%2 years)</source>
        <translation>%1 ч (%2 года)</translation>
    </message>
    <message>
        <source>Attributes failing now</source>
        <translation>Атрибуты, отказывающие сейчас</translation>
    </message>
    <message>
        <source>%1 is failing: %2</source>
        <translation>%1 отказывает: %2</translation>
    </message>
    <message>
        <source>%1 is worn: %2</source>
        <translation>%1 изношен: %2</translation>
    </message>
</context>
<context>
    <name>HistogramChart</name>
    <message>
        <source>read</source>
        <translation>чтение</translation>
    </message>
    <message>
        <source>write</source>
        <translation>запись</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 (%2 I/Os)</source>
        <translation>%1 (%2 операций)</translation>
    </message>
    <message>
        <source>Latency histogram</source>
        <translation>Гистограмма задержек</translation>
    </message>
    <message>
        <source>Latency histogram: %1 (none kept)</source>
        <translation>Гистограмма задержек: %1 (не сохранена)</translation>
    </message>
    <message>
        <source>Latency histogram: %1</source>
        <translation>Гистограмма задержек: %1</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>мс</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>мкс</translation>
    </message>
    <message>
        <source>completion latency, %1 (log)</source>
        <translation>задержка завершения, %1 (лог.)</translation>
    </message>
    <message>
        <source>total latency, %1 (log)</source>
        <translation>полная задержка, %1 (лог.)</translation>
    </message>
    <message>
        <source>share of I/Os (%)</source>
        <translation>доля операций (%)</translation>
    </message>
    <message>
        <source>%1
%2–%3 %4: %5 % of the I/Os (%6)</source>
        <translation>%1
%2–%3 %4: %5 % операций (%6)</translation>
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
        <translation>Свободен</translation>
    </message>
    <message>
        <source>also backs %1, which is in use: %2</source>
        <translation>также служит основой для %1, которое используется: %2</translation>
    </message>
    <message>
        <source>backed by %1, which is in use: %2</source>
        <translation>построено поверх %1, которое используется: %2</translation>
    </message>
    <message>
        <source>its disk %1 is in use as a whole: %2</source>
        <translation>его диск %1 используется целиком: %2</translation>
    </message>
    <message>
        <source>opened exclusively by another process (a running benchmark, mkfs or another tool)</source>
        <translation>открыто монопольно другим процессом (идущий тест, mkfs или другая программа)</translation>
    </message>
    <message>
        <source>%1, which it is built on, cannot be read as this user: needs administrator rights</source>
        <translation>%1, на котором он построен, нельзя прочитать от имени этого пользователя: нужны права администратора</translation>
    </message>
    <message>
        <source>its content cannot be read as this user: needs administrator rights</source>
        <translation>его содержимое нельзя прочитать от имени этого пользователя: нужны права администратора</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Не проверено</translation>
    </message>
    <message>
        <source>LVM physical volume (no active volume group)</source>
        <translation>физический том LVM (без активной группы томов)</translation>
    </message>
    <message>
        <source>LVM physical volume of the volume group %1, which is active</source>
        <translation>физический том LVM группы томов %1, которая активна</translation>
    </message>
    <message>
        <source>device of the btrfs filesystem %1</source>
        <translation>устройство файловой системы btrfs %1</translation>
    </message>
    <message>
        <source>device of the btrfs filesystem %1, which is %2</source>
        <translation>устройство файловой системы btrfs %1, которая %2</translation>
    </message>
    <message>
        <source>device of the ZFS pool %1</source>
        <translation>устройство пула ZFS %1</translation>
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
задано %2 IOPS: %3 мкс</translation>
    </message>
    <message>
        <source>Latency under load: where p99 doubles</source>
        <translation>Задержка под нагрузкой: где p99 удваивается</translation>
    </message>
    <message>
        <source>offered IOPS</source>
        <translation>заданные IOPS</translation>
    </message>
    <message>
        <source>latency µs (log)</source>
        <translation>задержка, мкс (лог.)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>knee: p99 doubled at %1 % (%2 IOPS)</source>
        <translation>перегиб: p99 удвоилась при %1 % (%2 IOPS)</translation>
    </message>
</context>
<context>
    <name>RunSummary</name>
    <message numerus="yes">
        <source>Stopped: %1 of %n cell(s) measured</source>
        <translation>
            <numerusform>Остановлено: измерен %1 из %n теста</numerusform>
            <numerusform>Остановлено: измерено %1 из %n тестов</numerusform>
            <numerusform>Остановлено: измерено %1 из %n тестов</numerusform>
        </translation>
    </message>
    <message>
        <source>; cell %1 (%2) was stopped after %3 s of %4 s and is shown grey, not counted</source>
        <translation>; тест %1 (%2) остановлен через %3 с из %4 с, показан серым и не учтён</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 cells measured, %n failed. The first: %3</source>
        <translation>
            <numerusform>Измерено %1 из %2 тестов, %n не удался. Первый: %3</numerusform>
            <numerusform>Измерено %1 из %2 тестов, %n не удались. Первый: %3</numerusform>
            <numerusform>Измерено %1 из %2 тестов, %n не удались. Первый: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n cell(s) measured.</source>
        <translation>
            <numerusform>Измерен весь %n тест.</numerusform>
            <numerusform>Измерены все %n теста.</numerusform>
            <numerusform>Измерены все %n тестов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n cell(s) measured.</source>
        <translation>
            <numerusform>Измерено %1 из %n теста.</numerusform>
            <numerusform>Измерено %1 из %n тестов.</numerusform>
            <numerusform>Измерено %1 из %n тестов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) failed. The first: %1</source>
        <translation>
            <numerusform>%n тест не удался. Первый: %1</numerusform>
            <numerusform>%n теста не удались. Первый: %1</numerusform>
            <numerusform>%n тестов не удались. Первый: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n cell(s) measured</source>
        <translation>
            <numerusform>Измерено %1 из %n теста</numerusform>
            <numerusform>Измерено %1 из %n тестов</numerusform>
            <numerusform>Измерено %1 из %n тестов</numerusform>
        </translation>
    </message>
    <message>
        <source>, 1 stopped</source>
        <translation>, 1 остановлен</translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation>
            <numerusform>, %n не удался</numerusform>
            <numerusform>, %n не удались</numerusform>
            <numerusform>, %n не удались</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %n cell(s) carry a warning: a number that may not mean what it seems (the cell&apos;s tooltip says why).</source>
        <translation>
            <numerusform>%1 %n тест с предупреждением: число может значить не то, чем кажется (подсказка теста объясняет почему).</numerusform>
            <numerusform>%1 %n теста с предупреждениями: числа могут значить не то, чем кажутся (подсказка теста объясняет почему).</numerusform>
            <numerusform>%1 %n тестов с предупреждениями: числа могут значить не то, чем кажутся (подсказка теста объясняет почему).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %1 %n with warnings</source>
        <translation>
            <numerusform>, %1 %n с предупреждением</numerusform>
            <numerusform>, %1 %n с предупреждениями</numerusform>
            <numerusform>, %1 %n с предупреждениями</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunWarningText</name>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 ГБ/с</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 МБ/с</translation>
    </message>
    <message>
        <source>read</source>
        <translation>прочитанных</translation>
    </message>
    <message>
        <source>written</source>
        <translation>записанных</translation>
    </message>
    <message>
        <source>zero-filled</source>
        <translation>заполнены нулями</translation>
    </message>
    <message>
        <source>%1 is more than the %2 link of %3 carries (%4): not all of it crossed the link (a cache above the device, or compression)</source>
        <translation>%1 — больше, чем пропускает канал %2 устройства %3 (%4): не все данные прошли через канал (кэш над устройством или сжатие)</translation>
    </message>
    <message>
        <source>The file is on %1, in memory: this measured memory, not a drive</source>
        <translation>Файл на %1, в памяти: измерена память, а не накопитель</translation>
    </message>
    <message>
        <source>%1 moved %2 % of the bytes the engine counted as %3: a cache served the rest (the page cache, or a filesystem that ignored direct I/O)</source>
        <translation>%1 передал %2 % байтов, учтённых движком как %3: остальное отдал кэш (страничный кэш или файловая система, не соблюдающая прямой ввод-вывод)</translation>
    </message>
    <message>
        <source>%1 compresses and the written buffers are %2: it stored less than was written; choose random buffers</source>
        <translation>%1 сжимает данные, а записанные буферы %2: сохранено меньше, чем записано; выберите случайные буферы</translation>
    </message>
    <message>
        <source>compressible (%1)</source>
        <translation>сжимаемые (%1)</translation>
    </message>
    <message>
        <source>The file is on %1, which writes copy-on-write: writes go to new places and fragment the file, so this measured the filesystem&apos;s allocator too</source>
        <translation>Файл на %1, которая пишет с копированием при записи: запись идёт в новые места и фрагментирует файл, поэтому измерен и распределитель файловой системы</translation>
    </message>
    <message numerus="yes">
        <source>CPU-bound: the engine&apos;s threads used %1 % of their %n core(s); this number measures the host, not the drive</source>
        <translation>
            <numerusform>Упор в процессор: потоки движка заняли %1 % своего %n ядра; это число измеряет хост, а не накопитель</numerusform>
            <numerusform>Упор в процессор: потоки движка заняли %1 % своих %n ядер; это число измеряет хост, а не накопитель</numerusform>
            <numerusform>Упор в процессор: потоки движка заняли %1 % своих %n ядер; это число измеряет хост, а не накопитель</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was busy with a %2 while the cell ran: the array shared its drives with that work</source>
        <translation>%1 был занят операцией %2 во время теста: массив делил накопители с этой работой</translation>
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
    <name>am::ui::ArrayActions</name>
    <message>
        <source>Mark failed</source>
        <translation>Пометить неисправным</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить из массива</translation>
    </message>
    <message>
        <source>Add spare</source>
        <translation>Добавить запасной</translation>
    </message>
    <message>
        <source>Re-add</source>
        <translation>Вернуть (re-add)</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Заменить</translation>
    </message>
    <message>
        <source>Scrub (check)</source>
        <translation>Проверка (scrub)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Остановить</translation>
    </message>
    <message>
        <source>Assemble</source>
        <translation>Собрать</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>  timed out</source>
        <translation>  превышено время ожидания</translation>
    </message>
    <message>
        <source>  exit code %1%2</source>
        <translation>  код выхода %1%2</translation>
    </message>
    <message>
        <source> (failed)</source>
        <translation> (ошибка)</translation>
    </message>
    <message>
        <source>%1: done</source>
        <translation>%1: выполнено</translation>
    </message>
    <message>
        <source>%1 refused (%2): %3. Nothing ran.</source>
        <translation>%1 отклонено (%2): %3. Ничего не выполнялось.</translation>
    </message>
    <message>
        <source>%1 failed (%2): %3</source>
        <translation>%1: ошибка (%2): %3</translation>
    </message>
    <message>
        <source>Rolling back %1 (made before the failure):</source>
        <translation>Откат %1 (сделано до сбоя):</translation>
    </message>
    <message>
        <source>Rolled back: stopped %1; superblocks zeroed and signatures wiped on %2.</source>
        <translation>Откат выполнен: %1 остановлен; суперблоки обнулены и сигнатуры стёрты на %2.</translation>
    </message>
    <message>
        <source>The rollback failed: %1. The partial array %2 is still there: delete it.</source>
        <translation>Откат не удался: %1. Частично созданный массив %2 остался: удалите его.</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 не удалось: %2</translation>
    </message>
    <message>
        <source>  refused: %1</source>
        <translation>  отказано: %1</translation>
    </message>
    <message>
        <source>Stop check</source>
        <translation>Остановить проверку</translation>
    </message>
</context>
<context>
    <name>am::ui::ArrayCheckText</name>
    <message>
        <source>%1 sectors (%2)</source>
        <translation>%1 сект. (%2)</translation>
    </message>
    <message>
        <source>the mirrored copies differ in these sectors; on raid1/raid10 this can be harmless (swap, or a page that changed while it was being written), but which copy is right is not known: a repair copies the first readable one over the others</source>
        <translation>зеркальные копии в этих секторах различаются; на raid1/raid10 это может быть безвредно (подкачка или страница, изменившаяся во время записи), но какая копия верна, неизвестно: исправление записывает первую читаемую копию поверх остальных</translation>
    </message>
    <message>
        <source>parity does not match the data in these sectors; a repair rewrites the parity from the data, so a wrong data block stays wrong</source>
        <translation>чётность в этих секторах не совпадает с данными; исправление пересчитывает чётность по данным, поэтому неверный блок данных так и останется неверным</translation>
    </message>
    <message>
        <source>this level keeps no redundancy: there is nothing to compare, md does not check it</source>
        <translation>этот уровень не хранит избыточности: сравнивать нечего, md его не проверяет</translation>
    </message>
    <message>
        <source>No mismatches counted</source>
        <translation>Расхождений не обнаружено</translation>
    </message>
    <message>
        <source>Mismatches in %1</source>
        <translation>Расхождения в %1</translation>
    </message>
    <message>
        <source>No check or repair since the array started</source>
        <translation>С запуска массива не было ни проверки, ни исправления</translation>
    </message>
    <message>
        <source>No check since the last %1: md counts mismatches only in a check or repair</source>
        <translation>После последней операции %1 проверок не было: md считает расхождения только при проверке или исправлении</translation>
    </message>
    <message>
        <source>The last %1 ran, but mismatch_cnt could not be read</source>
        <translation>Последняя операция %1 выполнена, но mismatch_cnt прочитать не удалось</translation>
    </message>
    <message>
        <source>Check running: no mismatches so far</source>
        <translation>Идёт проверка: пока расхождений нет</translation>
    </message>
    <message>
        <source>Check running: mismatches in %1 so far</source>
        <translation>Идёт проверка: пока расхождения в %1</translation>
    </message>
    <message>
        <source>Check found no mismatches</source>
        <translation>Проверка не нашла расхождений</translation>
    </message>
    <message>
        <source>Check found mismatches in %1</source>
        <translation>Проверка нашла расхождения в %1</translation>
    </message>
    <message>
        <source>Repair running: rewrote mismatches in %1 so far</source>
        <translation>Идёт исправление: пока перезаписаны расхождения в %1</translation>
    </message>
    <message>
        <source>Repair found no mismatches</source>
        <translation>Исправление не нашло расхождений</translation>
    </message>
    <message>
        <source>Repair found and rewrote mismatches in %1</source>
        <translation>Исправление нашло и перезаписало расхождения в %1</translation>
    </message>
    <message>
        <source>Last check</source>
        <translation>Последняя проверка</translation>
    </message>
    <message>
        <source>What this means</source>
        <translation>Что это значит</translation>
    </message>
    <message>
        <source>read errors corrected: %1</source>
        <translation>исправлено ошибок чтения: %1</translation>
    </message>
    <message>
        <source>errors: %1</source>
        <translation>ошибок: %1</translation>
    </message>
    <message>
        <source>bad-block log empty</source>
        <translation>журнал сбойных блоков пуст</translation>
    </message>
    <message>
        <source>bad blocks: %1 entries, %2</source>
        <translation>сбойные блоки: записей %1, %2</translation>
    </message>
</context>
<context>
    <name>am::ui::ArrayStatusText</name>
    <message>
        <source>%1 of %2 members missing</source>
        <translation>недостаёт %1 из %2 участников</translation>
    </message>
    <message>
        <source>Healthy</source>
        <translation>Исправен</translation>
    </message>
    <message>
        <source>Healthy (active)</source>
        <translation>Исправен (активен)</translation>
    </message>
    <message>
        <source>Degraded: %1</source>
        <translation>Деградирован: %1</translation>
    </message>
    <message>
        <source>Degraded, resyncing: %1</source>
        <translation>Деградирован, синхронизация: %1</translation>
    </message>
    <message>
        <source>Resyncing</source>
        <translation>Синхронизируется</translation>
    </message>
    <message>
        <source>Degraded, rebuilding: %1</source>
        <translation>Деградирован, восстановление: %1</translation>
    </message>
    <message>
        <source>Reshaping</source>
        <translation>Перестраивается</translation>
    </message>
    <message>
        <source>Degraded, checking: %1</source>
        <translation>Деградирован, проверка: %1</translation>
    </message>
    <message>
        <source>Checking</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>Inactive (stopped or not fully assembled)</source>
        <translation>Неактивен (остановлен или собран не полностью)</translation>
    </message>
    <message>
        <source>Failed: too many members missing (%1 of %2)</source>
        <translation>Отказ: недостаёт слишком многих участников (%1 из %2)</translation>
    </message>
    <message>
        <source>Container</source>
        <translation>Контейнер</translation>
    </message>
    <message>
        <source>Resync pending</source>
        <translation>Ожидает синхронизации</translation>
    </message>
    <message>
        <source>Rebuild</source>
        <translation>Восстановление</translation>
    </message>
    <message>
        <source>Resync</source>
        <translation>Синхронизация</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>Исправление</translation>
    </message>
    <message>
        <source>Reshape</source>
        <translation>Перестроение</translation>
    </message>
    <message>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <source>%1 %2 % at %3 MB/s</source>
        <translation>%1 %2 % со скоростью %3 МБ/с</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Активен</translation>
    </message>
    <message>
        <source>Rebuilding</source>
        <translation>Восстанавливается</translation>
    </message>
    <message>
        <source>Spare</source>
        <translation>Запасной</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Неисправен</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>Container member</source>
        <translation>Участник контейнера</translation>
    </message>
    <message>
        <source> (slot %1)</source>
        <translation> (слот %1)</translation>
    </message>
</context>
<context>
    <name>am::ui::ArrayWizard</name>
    <message>
        <source>read-only</source>
        <translation>только для чтения</translation>
    </message>
    <message>
        <source>not checked: its content could not be read as this user (use &quot;Check with administrator rights&quot;)</source>
        <translation>не проверен: содержимое нельзя прочитать от имени этого пользователя (нажмите «Проверить с правами администратора»)</translation>
    </message>
    <message>
        <source>has partitions: pick a partition, or wipe the partition table first</source>
        <translation>есть разделы: выберите раздел или сначала сотрите таблицу разделов</translation>
    </message>
    <message>
        <source>Mixed sizes: every member is used only up to the smallest (%1); %2 of the larger drives stays unused.</source>
        <translation>Разные размеры: каждый участник используется лишь до размера наименьшего (%1); %2 на больших накопителях останется неиспользованным.</translation>
    </message>
    <message>
        <source>Mixed transports or media: the slowest member sets the pace of a striped array.</source>
        <translation>Разные интерфейсы или носители: скорость массива с чередованием задаёт самый медленный участник.</translation>
    </message>
    <message>
        <source>RAID 0 (stripe)</source>
        <translation>RAID 0 (чередование)</translation>
    </message>
    <message>
        <source>RAID 1 (mirror)</source>
        <translation>RAID 1 (зеркало)</translation>
    </message>
    <message>
        <source>RAID 5 (single parity)</source>
        <translation>RAID 5 (одинарная чётность)</translation>
    </message>
    <message>
        <source>RAID 6 (double parity)</source>
        <translation>RAID 6 (двойная чётность)</translation>
    </message>
    <message>
        <source>RAID 10 (striped mirrors)</source>
        <translation>RAID 10 (чередование зеркал)</translation>
    </message>
    <message>
        <source>Speed and full capacity for scratch data: one failed drive loses everything.</source>
        <translation>Скорость и полная ёмкость для временных данных: отказ одного накопителя уничтожает всё.</translation>
    </message>
    <message>
        <source>Keeps working with all but one drive failed; reads spread, writes go to every drive.</source>
        <translation>Работает, пока жив хотя бы один накопитель; чтение распределяется, запись идёт на все накопители.</translation>
    </message>
    <message>
        <source>Capacity of all but one drive and survives one failure; small writes are slow (read-modify-write).</source>
        <translation>Ёмкость всех накопителей, кроме одного, и выдерживает один отказ; мелкая запись медленная (чтение-изменение-запись).</translation>
    </message>
    <message>
        <source>Survives any two failures, for many or large drives with long rebuilds; small writes are slower still.</source>
        <translation>Выдерживает любые два отказа — для многих или больших накопителей с долгим восстановлением; мелкая запись ещё медленнее.</translation>
    </message>
    <message>
        <source>Fast random writes with redundancy, at half the capacity: the database choice.</source>
        <translation>Быстрая случайная запись с избыточностью за половину ёмкости: выбор для баз данных.</translation>
    </message>
    <message>
        <source>New array</source>
        <translation>Новый массив</translation>
    </message>
    <message>
        <source>RAID 1C3 (three copies)</source>
        <translation>RAID 1C3 (три копии)</translation>
    </message>
    <message>
        <source>btrfs keeps three copies of every block on three of the drives: survives two failures, at a third of the capacity.</source>
        <translation>btrfs хранит три копии каждого блока на трёх дисках: переживает отказ двух, ценой двух третей ёмкости.</translation>
    </message>
</context>
<context>
    <name>am::ui::ArraysModel</name>
    <message>
        <source> (metadata %1)</source>
        <translation> (метаданные %1)</translation>
    </message>
    <message>
        <source>%1 of %2 active</source>
        <translation>%1 из %2 активны</translation>
    </message>
    <message>
        <source>Kernel: array_state %1, sync_action %2, degraded %3</source>
        <translation>Ядро: array_state %1, sync_action %2, degraded %3</translation>
    </message>
    <message>
        <source>Array / member</source>
        <translation>Массив / участник</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Level / kernel state</source>
        <translation>Уровень / состояние в ядре</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Ёмкость</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Участники</translation>
    </message>
    <message>
        <source>Sync</source>
        <translation>Синхронизация</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Осталось</translation>
    </message>
    <message>
        <source>--backend %1 on arraymark-cli array</source>
        <translation>--backend %1 для arraymark-cli array</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Бэкенд</translation>
    </message>
</context>
<context>
    <name>am::ui::ArraysPage</name>
    <message>
        <source>New array…</source>
        <translation>Новый массив…</translation>
    </message>
    <message>
        <source>What each action ran, or why the helper refused it, appears here.</source>
        <translation>Здесь видно, что выполнило каждое действие или почему помощник отказал.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>Action log</source>
        <translation>Журнал действий</translation>
    </message>
    <message>
        <source>Measure a rebuild</source>
        <translation>Замерить восстановление</translation>
    </message>
    <message>
        <source>Mark the selected member faulty (mdadm --fail): the array runs degraded</source>
        <translation>Пометить выбранного участника неисправным (mdadm --fail): массив перейдёт в деградированный режим</translation>
    </message>
    <message>
        <source>Take the selected failed or spare member out of the array (mdadm --remove)</source>
        <translation>Вывести выбранного неисправного или запасного участника из массива (mdadm --remove)</translation>
    </message>
    <message>
        <source>Add a free device as a spare, or as the replacement of a missing member (mdadm --add)</source>
        <translation>Добавить свободное устройство как запасное или на замену недостающего участника (mdadm --add)</translation>
    </message>
    <message>
        <source>Put a former member back (mdadm --re-add): with a bitmap only changed blocks are rebuilt</source>
        <translation>Вернуть бывшего участника (mdadm --re-add): с битовой картой восстанавливаются только изменённые блоки</translation>
    </message>
    <message>
        <source>Copy the selected member onto a spare, then fail it (mdadm --replace)</source>
        <translation>Скопировать выбранного участника на запасной диск, затем пометить его неисправным (mdadm --replace)</translation>
    </message>
    <message>
        <source>Read and compare every stripe (sync_action check); the array stays usable</source>
        <translation>Прочитать и сравнить каждую полосу (sync_action check); массивом можно пользоваться</translation>
    </message>
    <message>
        <source>Stop the array (mdadm --stop); refused while it is mounted or in use</source>
        <translation>Остановить массив (mdadm --stop); отказ, пока он смонтирован или занят</translation>
    </message>
    <message>
        <source>Assemble the arrays mdadm finds (mdadm --assemble --scan)</source>
        <translation>Собрать массивы, которые находит mdadm (mdadm --assemble --scan)</translation>
    </message>
    <message>
        <source>Stop the array and wipe its members: asks for the array&apos;s name</source>
        <translation>Остановить массив и стереть его участников: спросит имя массива</translation>
    </message>
    <message>
        <source>Reading the arrays failed: %1</source>
        <translation>Не удалось прочитать массивы: %1</translation>
    </message>
    <message>
        <source>No md arrays. &quot;New array…&quot; builds one; &quot;Assemble&quot; starts arrays that exist on disks.</source>
        <translation>Массивов md нет. «Новый массив…» создаёт массив; «Собрать» запускает массивы, которые есть на дисках.</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>Обновлено в %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Select an array to see its details and members.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Выберите массив, чтобы увидеть подробности и участников.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Метаданные</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Ёмкость</translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation>Размер блока (chunk)</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Участники</translation>
    </message>
    <message>
        <source>%1 in the layout, %2 missing</source>
        <translation>%1 по схеме, недостаёт %2</translation>
    </message>
    <message>
        <source>Consistency</source>
        <translation>Согласованность</translation>
    </message>
    <message>
        <source>Sync</source>
        <translation>Синхронизация</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Осталось</translation>
    </message>
    <message>
        <source>The helper failed: %1</source>
        <translation>Сбой помощника: %1</translation>
    </message>
    <message>
        <source>&gt; %1</source>
        <translation>&gt; %1</translation>
    </message>
    <message>
        <source>Delete of %1 not sent: the typed name &quot;%2&quot; is not the array&apos;s name.</source>
        <translation>Удаление %1 не отправлено: введённое имя «%2» не совпадает с именем массива.</translation>
    </message>
    <message>
        <source>Former member to put back into /dev/%1:</source>
        <translation>Бывший участник для возврата в /dev/%1:</translation>
    </message>
    <message>
        <source>Spare to rebuild %1 onto (empty: any spare of the array):</source>
        <translation>Запасной диск, на который восстановить %1 (пусто: любой запасной массива):</translation>
    </message>
    <message>
        <source>Allow writing presets (overwrites the data on the array)</source>
        <translation>Разрешить наборы с записью (перезаписывают данные массива)</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Замерить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>%1 (writes)</source>
        <translation>%1 (с записью)</translation>
    </message>
    <message>
        <source>Benchmarks the healthy array, marks the member failed, removes and re-adds it (adds it back if re-add is refused), benchmarks again during the rebuild and times the rebuild.</source>
        <translation>Тестирует исправный массив, помечает участника неисправным, удаляет и возвращает его (re-add; если отказано — добавляет заново), тестирует снова во время восстановления и замеряет его время.</translation>
    </message>
    <message>
        <source>Member to fail:</source>
        <translation>Участник для отказа:</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Набор:</translation>
    </message>
    <message>
        <source>&gt; %1 %2 (New array wizard)</source>
        <translation>&gt; %1 %2 (мастер нового массива)</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Создание</translation>
    </message>
    <message>
        <source>Compare configurations…</source>
        <translation>Сравнить конфигурации…</translation>
    </message>
    <message>
        <source>Build, measure and delete several configurations on the same drives, one after the other, and write a report</source>
        <translation>Собрать, измерить и удалить несколько конфигураций на одних и тех же дисках, одну за другой, и составить отчёт</translation>
    </message>
    <message>
        <source>Read LVM, btrfs and ZFS arrays</source>
        <translation>Прочитать массивы LVM, btrfs и ZFS</translation>
    </message>
    <message>
        <source>Ask arraymark-helper (as root) for LVM raid volumes, btrfs filesystems and ZFS pools; md arrays are read from sysfs every second</source>
        <translation>Запросить у arraymark-helper (от root) тома LVM raid, файловые системы btrfs и пулы ZFS; массивы md читаются из sysfs каждую секунду</translation>
    </message>
    <message>
        <source>%1 does not offer this</source>
        <translation>%1 не предлагает этого</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Бэкенд</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Mounted at</source>
        <translation>Смонтирован в</translation>
    </message>
    <message>
        <source>Asking the helper…</source>
        <translation>Запрос к помощнику…</translation>
    </message>
    <message>
        <source>Reading the LVM, btrfs and ZFS arrays failed: %1</source>
        <translation>Не удалось прочитать массивы LVM, btrfs и ZFS: %1</translation>
    </message>
    <message>
        <source>The helper&apos;s arrays could not be read: %1</source>
        <translation>Не удалось разобрать массивы из ответа помощника: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n LVM, btrfs or ZFS array(s) at %1</source>
        <translation>
            <numerusform>%n массив LVM, btrfs или ZFS на %1</numerusform>
            <numerusform>%n массива LVM, btrfs или ZFS на %1</numerusform>
            <numerusform>%n массивов LVM, btrfs или ZFS на %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Consistency…</source>
        <translation>Согласованность…</translation>
    </message>
    <message>
        <source>Write-intent bitmap, raid5 PPL and write-mostly members of the selected md array (mdadm --grow, --manage): shows the commands before they run</source>
        <translation>Битовая карта записи, PPL для raid5 и участники write-mostly выбранного массива md (mdadm --grow, --manage): команды показываются до выполнения</translation>
    </message>
    <message>
        <source>Consistency %1</source>
        <translation>Согласованность %1</translation>
    </message>
    <message>
        <source>%1 of %2 not sent: %3</source>
        <translation>Действие «%1» для %2 не отправлено: %3</translation>
    </message>
    <message>
        <source>End the running check or repair (sync_action idle); a resync or rebuild goes on</source>
        <translation>Прервать идущую проверку или исправление (sync_action idle); синхронизация или восстановление продолжатся</translation>
    </message>
    <message>
        <source>Bitmap</source>
        <translation>Битовая карта</translation>
    </message>
    <message>
        <source>Checks and alerts…</source>
        <translation>Проверки и оповещения…</translation>
    </message>
    <message>
        <source>md&apos;s periodic check (cron or systemd timer) and mdadm&apos;s alerts (MAILADDR, PROGRAM): shows each change before arraymark-helper makes it</source>
        <translation>Периодическая проверка md (cron или таймер systemd) и оповещения mdadm (MAILADDR, PROGRAM): каждое изменение показывается до того, как его внесёт arraymark-helper</translation>
    </message>
    <message>
        <source>md is running a %1, which it must finish: only a check or repair can be stopped</source>
        <translation>md выполняет операцию %1, которую нужно довести до конца: остановить можно только проверку или исправление</translation>
    </message>
    <message>
        <source>Stop the %1 of /dev/%2? The mismatches counted so far stay in mismatch_cnt until the next check starts.

The helper will run (as root):
$ %3</source>
        <translation>Остановить операцию %1 на /dev/%2? Расхождения, подсчитанные до этого момента, останутся в mismatch_cnt до начала следующей проверки.

Помощник выполнит (от имени root):
$ %3</translation>
    </message>
    <message>
        <source>Stop the check</source>
        <translation>Остановить проверку</translation>
    </message>
    <message>
        <source>Periodic check by %1: %2</source>
        <translation>Периодическая проверка через %1: %2</translation>
    </message>
    <message>
        <source>on</source>
        <translation>включена</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выключена</translation>
    </message>
    <message>
        <source>Alert settings in mdadm.conf</source>
        <translation>Настройки оповещений в mdadm.conf</translation>
    </message>
    <message>
        <source>Reshape…</source>
        <translation>Перестроить…</translation>
    </message>
    <message>
        <source>Grow or reshape the selected md array: more members, the whole of bigger members, another level or chunk (mdadm --grow); shows the plan before anything runs</source>
        <translation>Расширить или перестроить выбранный массив md: больше участников, участники целиком, другой уровень или размер блока (mdadm --grow); план показывается до запуска</translation>
    </message>
    <message>
        <source>Grow filesystem…</source>
        <translation>Расширить ФС…</translation>
    </message>
    <message>
        <source>Grow the filesystem on %1</source>
        <translation>Расширение файловой системы на %1</translation>
    </message>
    <message>
        <source>Reshape %1</source>
        <translation>Перестроение %1</translation>
    </message>
    <message>
        <source>Reshape</source>
        <translation>Перестроение</translation>
    </message>
    <message>
        <source>Assemble without the backup file?</source>
        <translation>Собрать без файла резервной копии?</translation>
    </message>
    <message>
        <source>Assemble with --invalid-backup</source>
        <translation>Собрать с --invalid-backup</translation>
    </message>
    <message>
        <source>%1 stays stopped: assembling without its backup file was declined.</source>
        <translation>%1 остаётся остановленным: сборка без файла резервной копии отклонена.</translation>
    </message>
    <message>
        <source>Assemble %1 with --invalid-backup</source>
        <translation>Сборка %1 с --invalid-backup</translation>
    </message>
    <message>
        <source>After a grow: make the ext2/3/4, xfs or btrfs filesystem on the selected md array as big as the array (resize2fs, xfs_growfs, btrfs filesystem resize); shows the steps before anything runs</source>
        <translation>После расширения: увеличить файловую систему ext2/3/4, xfs или btrfs на выбранном массиве md до размера массива (resize2fs, xfs_growfs, btrfs filesystem resize); шаги показываются до запуска</translation>
    </message>
    <message>
        <source>Device to add to /dev/%1 (the list holds the free drives of the Drives page&apos;s last scan; another can be typed):</source>
        <translation>Устройство для добавления в /dev/%1 (в списке — свободные диски из последнего сканирования на странице «Диски»; можно ввести другое):</translation>
    </message>
</context>
<context>
    <name>am::ui::BackendChoice</name>
    <message>
        <source>Backend</source>
        <translation>Бэкенд</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>ещё не проверено</translation>
    </message>
    <message>
        <source>Not available here: %1</source>
        <translation>Здесь недоступно: %1</translation>
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
        <translation>профили RAID btrfs</translation>
    </message>
    <message>
        <source>ZFS pools (zpool), read-only</source>
        <translation>пулы ZFS (zpool), только чтение</translation>
    </message>
    <message>
        <source>The kernel&apos;s software RAID: every level, the widest tool support, native metadata 1.2 or 1.0.</source>
        <translation>Программный RAID ядра: все уровни, самая широкая поддержка инструментами, собственные метаданные 1.2 или 1.0.</translation>
    </message>
    <message>
        <source>md with Intel&apos;s metadata: the firmware and Windows see the same array (dual boot, VROC keys).</source>
        <translation>md с метаданными Intel: прошивка и Windows видят тот же массив (двойная загрузка, ключи VROC).</translation>
    </message>
    <message>
        <source>A raid logical volume in a volume group of these drives: md&apos;s code under LVM&apos;s tools, resizable and mixable with other volumes.</source>
        <translation>Логический том raid в группе томов из этих дисков: код md под инструментами LVM, можно менять размер и сочетать с другими томами.</translation>
    </message>
    <message>
        <source>The filesystem spreads its own copies: checksums find bad copies, drives of different sizes mix; measured through a file.</source>
        <translation>Файловая система сама раскладывает копии: контрольные суммы находят испорченные копии, диски разного размера сочетаются; измеряется через файл.</translation>
    </message>
    <message>
        <source>Shown read-only: pools and their state are listed, not created or changed (zfsutils-linux is in Debian contrib).</source>
        <translation>Только для чтения: пулы и их состояние показываются, но не создаются и не меняются (zfsutils-linux есть в Debian contrib).</translation>
    </message>
</context>
<context>
    <name>am::ui::BenchCharts</name>
    <message>
        <source>%1 by block size</source>
        <translation>%1 по размеру блока</translation>
    </message>
    <message>
        <source>%1 by read share</source>
        <translation>%1 по доле чтения</translation>
    </message>
    <message>
        <source>Running cell</source>
        <translation>Текущий тест</translation>
    </message>
    <message>
        <source>Latency percentiles of finished cells</source>
        <translation>Перцентили задержки</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>задержка p99 (мкс)</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>секунды</translation>
    </message>
    <message>
        <source>p99 µs</source>
        <translation>p99, мкс</translation>
    </message>
    <message>
        <source>block size</source>
        <translation>размер блока</translation>
    </message>
    <message>
        <source>read share (%)</source>
        <translation>доля чтения (%)</translation>
    </message>
    <message>
        <source>percentile</source>
        <translation>перцентиль</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>мкс</translation>
    </message>
    <message>
        <source>%1
%2: %3 µs</source>
        <translation>%1
%2: %3 мкс</translation>
    </message>
    <message>
        <source>Running cell: %1</source>
        <translation>Текущий тест: %1</translation>
    </message>
    <message>
        <source>%1
%2: %3 %4</source>
        <translation>%1
%2: %3 %4</translation>
    </message>
    <message>
        <source>Over time: %1</source>
        <translation>Во времени: %1</translation>
    </message>
    <message>
        <source>%1 (other jobs: %2)</source>
        <translation>%1 (другие задания: %2)</translation>
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
        <translation>предупреждение %1 °C</translation>
    </message>
    <message>
        <source>Percentiles</source>
        <translation>Перцентили</translation>
    </message>
    <message>
        <source>Latency percentiles of the finished cells</source>
        <translation>Перцентили задержки завершённых ячеек</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>Гистограмма</translation>
    </message>
    <message>
        <source>How the latencies of the cell chosen in the results table (else the last one) are spread, with the same cell of overlaid runs</source>
        <translation>Как распределены задержки ячейки, выбранной в таблице результатов (иначе последней), вместе с той же ячейкой наложенных запусков</translation>
    </message>
</context>
<context>
    <name>am::ui::BenchPage</name>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Запуск</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Стоп</translation>
    </message>
    <message>
        <source>&amp;Log scale</source>
        <translation>&amp;Логарифмическая шкала</translation>
    </message>
    <message>
        <source>&amp;Reference NVMe</source>
        <translation>&amp;Эталон NVMe</translation>
    </message>
    <message>
        <source>reference unavailable: %1</source>
        <translation>эталон недоступен: %1</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Сообщения</translation>
    </message>
    <message>
        <source>arraymark-cli was not found next to this program or on PATH; runs cannot start.</source>
        <translation>arraymark-cli не найден ни рядом с программой, ни в PATH; тесты не запустить.</translation>
    </message>
    <message>
        <source>preset</source>
        <translation>из набора</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>Measured seconds per cell; &quot;preset&quot; keeps the preset&apos;s own</source>
        <translation>Секунды измерения на тест; «из набора» — как задано в наборе</translation>
    </message>
    <message>
        <source>Warm-up seconds per cell, not counted; &quot;preset&quot; keeps the preset&apos;s own</source>
        <translation>Секунды прогрева на тест, не учитываются; «из набора» — как задано в наборе</translation>
    </message>
    <message>
        <source>Seconds per &amp;cell:</source>
        <translation>Секунд на &amp;тест:</translation>
    </message>
    <message>
        <source>R&amp;amp:</source>
        <translation>&amp;Прогрев:</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>&amp;Показать:</translation>
    </message>
    <message>
        <source>Overlay the published single-NVMe matrix (dashed): %1</source>
        <translation>Наложить опубликованную матрицу одного NVMe (пунктиром): %1</translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation>Экспорт &amp;PNG…</translation>
    </message>
    <message>
        <source>Export CS&amp;V…</source>
        <translation>Экспорт CS&amp;V…</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Экспорт &amp;JSON…</translation>
    </message>
    <message>
        <source>&amp;Copy table</source>
        <translation>&amp;Копировать таблицу</translation>
    </message>
    <message>
        <source>Copies the matrix as tab-separated text, for spreadsheets</source>
        <translation>Копирует матрицу как текст с табуляциями, для электронных таблиц</translation>
    </message>
    <message>
        <source>Choose a preset first.</source>
        <translation>Сначала выберите набор тестов.</translation>
    </message>
    <message>
        <source>The preset &quot;%1&quot; writes, and %2. Choose a read preset (QD sweep) or another target.</source>
        <translation>Набор «%1» пишет на устройство, а %2. Выберите набор только для чтения (QD sweep) или другую цель.</translation>
    </message>
    <message>
        <source>Run not started: the write was not confirmed.</source>
        <translation>Тест не запущен: запись не подтверждена.</translation>
    </message>
    <message>
        <source>Stopping: the current cell ends and what was measured is kept…</source>
        <translation>Остановка: текущий тест завершается, измеренное сохраняется…</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>этот прогон</translation>
    </message>
    <message>
        <source>%1 Started %2 on %3</source>
        <translation>%1 Запущен %2 на %3</translation>
    </message>
    <message>
        <source>%1 of %2 cells</source>
        <translation>%1 из %2 тестов</translation>
    </message>
    <message>
        <source>Cell %1 of %2: %3 — %4 elapsed, about %5 left</source>
        <translation>Тест %1 из %2: %3 — прошло %4, осталось около %5</translation>
    </message>
    <message>
        <source>%1 elapsed, about %2 left</source>
        <translation>Прошло %1, осталось около %2</translation>
    </message>
    <message>
        <source>Nothing was measured, so nothing was saved.</source>
        <translation>Ничего не измерено, поэтому ничего не сохранено.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Сохранено в %1</translation>
    </message>
    <message>
        <source>Could not save the result: %1</source>
        <translation>Не удалось сохранить результат: %1</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>Shows the selected run in the charts and the table</source>
        <translation>Показывает выбранный прогон на графиках и в таблице</translation>
    </message>
    <message>
        <source>O&amp;verlay</source>
        <translation>&amp;Наложить</translation>
    </message>
    <message>
        <source>Draws the selected runs over the one shown, dash-dotted, to compare them</source>
        <translation>Рисует выбранные прогоны поверх показанного штрихпунктиром, для сравнения</translation>
    </message>
    <message>
        <source>C&amp;lear overlays</source>
        <translation>&amp;Убрать наложения</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>У&amp;далить…</translation>
    </message>
    <message>
        <source>&amp;Import fio JSON…</source>
        <translation>&amp;Импорт JSON fio…</translation>
    </message>
    <message>
        <source>Opens the output of fio --output-format=json as a run and keeps it in the history</source>
        <translation>Открывает вывод fio --output-format=json как прогон и сохраняет его в истории</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Удаление прогонов</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n saved run(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Удалить %n сохранённый прогон? Это нельзя отменить.</numerusform>
            <numerusform>Удалить %n сохранённых прогона? Это нельзя отменить.</numerusform>
            <numerusform>Удалить %n сохранённых прогонов? Это нельзя отменить.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import fio results</source>
        <translation>Импорт результатов fio</translation>
    </message>
    <message>
        <source>fio JSON output (*.json);;All files (*)</source>
        <translation>Вывод fio в JSON (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Skipped in the history: %1</source>
        <translation>Пропущено в истории: %1</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n cell(s).</source>
        <translation>
            <numerusform>Открыт %1: %n тест.</numerusform>
            <numerusform>Открыт %1: %n теста.</numerusform>
            <numerusform>Открыт %1: %n тестов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>Overlaid %1.</source>
        <translation>Наложен %1.</translation>
    </message>
    <message>
        <source>Cannot overlay %1: %2</source>
        <translation>Не удаётся наложить %1: %2</translation>
    </message>
    <message>
        <source>Cannot delete: %1</source>
        <translation>Не удаётся удалить: %1</translation>
    </message>
    <message>
        <source>Imported %1 and kept it as %2.</source>
        <translation>Импортирован %1, сохранён как %2.</translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation>Не удаётся импортировать %1: %2</translation>
    </message>
    <message>
        <source>There is no run to export yet.</source>
        <translation>Пока нечего экспортировать.</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Изображение PNG (*.png)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Таблица CSV (*.csv)</translation>
    </message>
    <message>
        <source>ArrayMark result (*.json)</source>
        <translation>Результат ArrayMark (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Экспортировано: %1</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Экспорт не удался: %1</translation>
    </message>
    <message>
        <source>Cannot write the custom job to %1: %2</source>
        <translation>Не удаётся записать свой тест в %1: %2</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>A run is being measured; open %1 when it ends, or overlay it now.</source>
        <translation>Идёт измерение; откройте %1 после его окончания или наложите сейчас.</translation>
    </message>
    <message>
        <source>A run is being measured; import %1 when it ends.</source>
        <translation>Идёт измерение; импортируйте %1 после его окончания.</translation>
    </message>
    <message>
        <source>Overlay &amp;estimate…</source>
        <translation>Наложить &amp;оценку…</translation>
    </message>
    <message>
        <source>Draws what the estimator predicts for an array of chosen drives (long dashes)</source>
        <translation>Рисует прогноз оценщика для массива из выбранных дисков (длинный пунктир)</translation>
    </message>
    <message>
        <source>Export SV&amp;G…</source>
        <translation>Экспорт SV&amp;G…</translation>
    </message>
    <message>
        <source>Rat&amp;io to estimate</source>
        <translation>Отно&amp;шение к оценке</translation>
    </message>
    <message>
        <source>Shows measured / estimate for each cell (needs an estimate overlay)</source>
        <translation>Показывает измерено / оценка для каждой ячейки (нужна наложенная оценка)</translation>
    </message>
    <message>
        <source>ArrayMark: %1</source>
        <translation>ArrayMark: %1</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>Изображение SVG (*.svg)</translation>
    </message>
    <message>
        <source>No estimate: %1</source>
        <translation>Нет оценки: %1</translation>
    </message>
    <message>
        <source>On other &amp;hosts…</source>
        <translation>На других &amp;хостах…</translation>
    </message>
    <message>
        <source>Run a preset on several hosts at once over ssh or fio&apos;s server mode, and chart the hosts side by side</source>
        <translation>Запустить набор тестов сразу на нескольких хостах через ssh или серверный режим fio и сравнить хосты на одном графике</translation>
    </message>
    <message numerus="yes">
        <source>Opened the fleet run %1: %n host(s) as series.</source>
        <translation>
            <numerusform>Открыт прогон на нескольких хостах %1: %n хост в виде серии.</numerusform>
            <numerusform>Открыт прогон на нескольких хостах %1: %n хоста в виде серий.</numerusform>
            <numerusform>Открыт прогон на нескольких хостах %1: %n хостов в виде серий.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hosts without a result: %1</source>
        <translation>Хосты без результата: %1</translation>
    </message>
    <message>
        <source>%1 does not exist yet, and a read preset does not create files; run a write preset first (it creates and fills the file).</source>
        <translation>%1 ещё не существует, а пресет чтения не создаёт файлов; сначала запустите пресет записи (он создаст и заполнит файл).</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; choose the file itself.</source>
        <translation>%1 — символическая ссылка; выберите сам файл.</translation>
    </message>
    <message>
        <source>Run not started: writing into the file was not confirmed.</source>
        <translation>Запуск не начат: запись в файл не подтверждена.</translation>
    </message>
    <message>
        <source>Running through arraymark-helper as administrator (the system may ask for a password).</source>
        <translation>Выполняется через arraymark-helper с правами администратора (система может запросить пароль).</translation>
    </message>
    <message>
        <source>The privileged helper that runs this benchmark is gone</source>
        <translation>Привилегированный помощник, выполнявший этот тест, завершился</translation>
    </message>
    <message>
        <source>Nothing measured</source>
        <translation>Ничего не измерено</translation>
    </message>
    <message>
        <source>Finished: %1 %2</source>
        <translation>Готово: %1 %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The run failed: %1
Nothing was measured; the results shown are from before the run.</source>
        <translation>Запуск не удался: %1
Ничего не измерено; показаны результаты, полученные до запуска.</translation>
    </message>
    <message>
        <source>The run failed: %1
%2 %3</source>
        <translation>Запуск не удался: %1
%2 %3</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier run(s) are overlaid on the charts. Keep them for the new run?</source>
        <translation>
            <numerusform>На графики наложен %n прежний запуск. Оставить его для нового запуска?</numerusform>
            <numerusform>На графики наложены %n прежних запуска. Оставить их для нового запуска?</numerusform>
            <numerusform>На графики наложено %n прежних запусков. Оставить их для нового запуска?</numerusform>
        </translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>Наложения</translation>
    </message>
    <message>
        <source>Overlaid %1; its jobs differ from this run&apos;s: %2.</source>
        <translation>Наложен %1; его задания отличаются от заданий этого запуска: %2.</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Цель: %1</translation>
    </message>
    <message>
        <source>Target: %1 (%2)</source>
        <translation>Цель: %1 (%2)</translation>
    </message>
    <message>
        <source>Host: %1</source>
        <translation>Хост: %1</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>Дата: %1</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>Набор: %1</translation>
    </message>
    <message>
        <source>Correct the file size first: %1</source>
        <translation>Сначала исправьте размер файла: %1</translation>
    </message>
    <message>
        <source>The test file %1 needs %2, and its folder %3 has only %4 free. Nothing was written. Free some space, choose a smaller file size, or another folder in Settings.</source>
        <translation>Тестовому файлу %1 нужно %2, а в его папке %3 свободно только %4. Ничего не записано. Освободите место, выберите меньший размер файла или другую папку в настройках.</translation>
    </message>
    <message numerus="yes">
        <source>Opened the campaign %1: %n configuration(s) as series, healthy arrays.</source>
        <translation>
            <numerusform>Открыта серия %1: %n конфигурация как ряд, исправные массивы.</numerusform>
            <numerusform>Открыта серия %1: %n конфигурации как ряды, исправные массивы.</numerusform>
            <numerusform>Открыта серия %1: %n конфигураций как ряды, исправные массивы.</numerusform>
        </translation>
    </message>
    <message>
        <source>Configurations without a measurement: %1</source>
        <translation>Конфигурации без измерений: %1</translation>
    </message>
    <message>
        <source>Polled completions, a kernel submission thread, NVMe passthrough, a paced rate and where the job threads run</source>
        <translation>Опрос завершений, поток отправки в ядре, сквозные команды NVMe, заданный темп и то, где работают потоки заданий</translation>
    </message>
    <message>
        <source>E&amp;ngine: %1…</source>
        <translation>Дви&amp;жок: %1…</translation>
    </message>
    <message>
        <source>There is no run to copy yet.</source>
        <translation>Пока нечего копировать.</translation>
    </message>
    <message>
        <source>Copy as te&amp;xt</source>
        <translation>Копировать &amp;текстом</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Копировать в &amp;Markdown</translation>
    </message>
    <message>
        <source>Copies the run in CrystalDiskMark&apos;s layout: the standard rows, MB/s and IOPS, device, OS and date</source>
        <translation>Копирует прогон в виде CrystalDiskMark: стандартные строки, МБ/с и IOPS, устройство, ОС и дата</translation>
    </message>
    <message>
        <source>Copies a Markdown table of the shown cells with the host, kernel, device, preset and the warnings</source>
        <translation>Копирует таблицу Markdown показанных тестов с хостом, ядром, устройством, набором и предупреждениями</translation>
    </message>
    <message>
        <source>Copied the run in CrystalDiskMark&apos;s layout</source>
        <translation>Прогон скопирован в виде CrystalDiskMark</translation>
    </message>
    <message>
        <source>Copied the run as Markdown</source>
        <translation>Прогон скопирован в Markdown</translation>
    </message>
    <message>
        <source>Com&amp;pare…</source>
        <translation>С&amp;равнить…</translation>
    </message>
    <message>
        <source>Shows two selected runs side by side, the change per cell in percent, marked where it exceeds the runs&apos; own spread</source>
        <translation>Показывает два выбранных прогона рядом: изменение по каждой ячейке в процентах, отмеченное там, где оно больше собственного разброса прогонов</translation>
    </message>
    <message>
        <source>Compare with overla&amp;y</source>
        <translation>Сравнить с на&amp;ложенным</translation>
    </message>
    <message>
        <source>Compares the one overlaid run (A) with the run shown (B), cell by cell</source>
        <translation>Сравнивает единственный наложенный прогон (A) с показанным (B) по ячейкам</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>Сравнение прогонов</translation>
    </message>
    <message>
        <source>Run each cell several times (the median, with the spread as error bars), and precondition the target before a writing preset</source>
        <translation>Запускать каждый тест несколько раз (медиана, разброс — планками погрешности) и подготавливать цель перед записывающим набором</translation>
    </message>
    <message>
        <source>Re&amp;peats: %1…</source>
        <translation>&amp;Повторы: %1…</translation>
    </message>
    <message>
        <source>Preconditioning: pass %1 of %2, writing %3 sequentially — %4 elapsed</source>
        <translation>Подготовка: проход %1 из %2, последовательная запись %3 — прошло %4</translation>
    </message>
    <message>
        <source>preconditioning</source>
        <translation>подготовка</translation>
    </message>
    <message numerus="yes">
        <source>Preconditioning writes the whole range %n time(s), so it is only for presets that write, and &quot;%1&quot; only reads. Turn it off under Repeats, or choose a preset that writes.</source>
        <translation>
            <numerusform>Подготовка записывает весь диапазон %n раз, поэтому она только для записывающих наборов, а «%1» только читает. Отключите её в «Повторах» или выберите записывающий набор.</numerusform>
            <numerusform>Подготовка записывает весь диапазон %n раза, поэтому она только для записывающих наборов, а «%1» только читает. Отключите её в «Повторах» или выберите записывающий набор.</numerusform>
            <numerusform>Подготовка записывает весь диапазон %n раз, поэтому она только для записывающих наборов, а «%1» только читает. Отключите её в «Повторах» или выберите записывающий набор.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>am::ui::BenchRunner</name>
    <message>
        <source>arraymark-cli crashed. %1</source>
        <translation>arraymark-cli аварийно завершился. %1</translation>
    </message>
    <message>
        <source>The benchmark was stopped before it could report.</source>
        <translation>Тест остановлен до того, как успел сообщить результат.</translation>
    </message>
    <message>
        <source>arraymark-cli exited with code %1: %2</source>
        <translation>arraymark-cli завершился с кодом %1: %2</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>без сообщения</translation>
    </message>
    <message>
        <source>arraymark-cli ended without sending its result.</source>
        <translation>arraymark-cli завершился, не отправив результат.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) could not be read; the first: %1</source>
        <translation>
            <numerusform>Не удалось прочитать %n строку; первая: %1</numerusform>
            <numerusform>Не удалось прочитать %n строки; первая: %1</numerusform>
            <numerusform>Не удалось прочитать %n строк; первая: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not start %1: %2</source>
        <translation>Не удалось запустить %1: %2</translation>
    </message>
    <message>
        <source>The privileged helper refused or failed: %1</source>
        <translation>Привилегированный помощник отказал или завершился с ошибкой: %1</translation>
    </message>
    <message>
        <source>The privileged helper ended before answering: %1</source>
        <translation>Привилегированный помощник завершился, не ответив: %1</translation>
    </message>
    <message>
        <source>The privileged helper did not answer the cancel within 15 seconds.</source>
        <translation>Привилегированный помощник не ответил на отмену за 15 секунд.</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n cell(s) could be measured. %1</source>
        <translation>
            <numerusform>Не удалось измерить ни %n тест. %1</numerusform>
            <numerusform>Не удалось измерить ни одного из %n тестов. %1</numerusform>
            <numerusform>Не удалось измерить ни одного из %n тестов. %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>am::ui::BuildPage</name>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 ч %2 мин</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 мин</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>(done, exit code %1)</source>
        <translation>(выполнено, код выхода %1)</translation>
    </message>
    <message>
        <source>(FAILED, exit code %1) %2</source>
        <translation>(ОШИБКА, код выхода %1) %2</translation>
    </message>
    <message>
        <source>State: %1; the initial sync is waiting for its turn.</source>
        <translation>Состояние: %1; начальная синхронизация ждёт своей очереди.</translation>
    </message>
    <message>
        <source>State: %1; no sync running.</source>
        <translation>Состояние: %1; синхронизация не идёт.</translation>
    </message>
    <message>
        <source>%1: %2 %</source>
        <translation>%1: %2 %</translation>
    </message>
    <message>
        <source> at %1 MB/s</source>
        <translation> со скоростью %1 МБ/с</translation>
    </message>
    <message>
        <source>, about %1 left</source>
        <translation>, осталось около %1</translation>
    </message>
    <message>
        <source>. The array is usable meanwhile.</source>
        <translation>. Массивом уже можно пользоваться.</translation>
    </message>
    <message>
        <source>&amp;Benchmark this array</source>
        <translation>&amp;Измерить этот массив</translation>
    </message>
    <message>
        <source>&amp;Save to mdadm.conf</source>
        <translation>&amp;Сохранить в mdadm.conf</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Создание</translation>
    </message>
    <message>
        <source>arraymark-helper creates the array and shows what each command said.</source>
        <translation>arraymark-helper создаёт массив и показывает вывод каждой команды.</translation>
    </message>
    <message>
        <source>Appends the array&apos;s ARRAY line to /etc/mdadm/mdadm.conf, so it assembles under the same name at boot.</source>
        <translation>Добавляет строку ARRAY массива в /etc/mdadm/mdadm.conf, чтобы при загрузке он собирался под тем же именем.</translation>
    </message>
    <message>
        <source>no helper is available</source>
        <translation>помощник недоступен</translation>
    </message>
    <message>
        <source>Creating %1 (arraymark-helper may ask for a password)…</source>
        <translation>Создаётся %1 (arraymark-helper может запросить пароль)…</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 was created.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 создан.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Nothing was run: the drives are as they were.</source>
        <translation>Ничего не выполнялось: накопители не изменены.</translation>
    </message>
    <message>
        <source>The first command failed; no command completed. mdadm writes nothing when --create fails early, but check the drives&apos; content before using them.</source>
        <translation>Первая команда завершилась ошибкой; ни одна команда не выполнена. mdadm ничего не записывает, если --create падает в начале, но проверьте содержимое накопителей перед использованием.</translation>
    </message>
    <message numerus="yes">
        <source>%n command(s) completed before the failure and were not undone (see the log): the drives may carry md superblocks. Delete the partial array from the Arrays page (it stops it and zeroes the superblocks).</source>
        <translation>
            <numerusform>До ошибки выполнена %n команда, она не отменена (см. журнал): на накопителях могут остаться суперблоки md. Удалите незавершённый массив на странице «Массивы» (она остановит его и обнулит суперблоки).</numerusform>
            <numerusform>До ошибки выполнены %n команды, они не отменены (см. журнал): на накопителях могут остаться суперблоки md. Удалите незавершённый массив на странице «Массивы» (она остановит его и обнулит суперблоки).</numerusform>
            <numerusform>До ошибки выполнено %n команд, они не отменены (см. журнал): на накопителях могут остаться суперблоки md. Удалите незавершённый массив на странице «Массивы» (она остановит его и обнулит суперблоки).</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Отказано: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The array was not created:&lt;/b&gt; %1&lt;br&gt;%2</source>
        <translation>&lt;b&gt;Массив не создан:&lt;/b&gt; %1&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Rolled back: stopped %1; superblocks zeroed and signatures wiped on %2.</source>
        <translation>Откат выполнен: остановлен %1; суперблоки обнулены и сигнатуры стёрты на %2.</translation>
    </message>
    <message>
        <source>The rollback failed: %1. The partial array is still there: delete it from the Arrays page.</source>
        <translation>Откат не удался: %1. Незавершённый массив остался: удалите его на странице «Массивы».</translation>
    </message>
    <message>
        <source>mdadm.conf was not changed: %1</source>
        <translation>mdadm.conf не изменён: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The array was not created:&lt;/b&gt; %1&lt;br&gt;Nothing was run: the drives are as they were.</source>
        <translation>&lt;b&gt;Массив не создан:&lt;/b&gt; %1&lt;br&gt;Ничего не выполнялось: накопители не изменены.</translation>
    </message>
    <message>
        <source>The array&apos;s status could not be read: %1</source>
        <translation>Не удалось прочитать состояние массива: %1</translation>
    </message>
    <message>
        <source>Added to %1:
%2</source>
        <translation>Добавлено в %1:
%2</translation>
    </message>
    <message>
        <source>%1 already lists this array.</source>
        <translation>%1 уже содержит этот массив.</translation>
    </message>
    <message>
        <source>Rolling back: %1</source>
        <translation>Откат: %1</translation>
    </message>
    <message>
        <source>%1 was created before the failure and has been rolled back.</source>
        <translation>%1 был создан до сбоя и откачен.</translation>
    </message>
    <message>
        <source>arraymark-helper did not answer (%1); nothing was run</source>
        <translation>arraymark-helper не ответил (%1); ничего не выполнено</translation>
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
        <translation>%1 каждой конфигурации, исправный массив</translation>
    </message>
</context>
<context>
    <name>am::ui::CampaignDialog</name>
    <message>
        <source>Compare configurations</source>
        <translation>Сравнение конфигураций</translation>
    </message>
</context>
<context>
    <name>am::ui::CampaignPlanPage</name>
    <message>
        <source>The plan</source>
        <translation>План</translation>
    </message>
    <message>
        <source>What the campaign will do, in the order it does it, with the exact commands.</source>
        <translation>Что сделает серия измерений, по порядку, с точными командами.</translation>
    </message>
    <message>
        <source>&amp;Start campaign</source>
        <translation>&amp;Начать серию</translation>
    </message>
    <message numerus="yes">
        <source>Estimated duration: about %1, %n configuration(s) of %2 cells each.</source>
        <translation>
            <numerusform>Ожидаемая длительность: около %1, %n конфигурация по %2 ячеек.</numerusform>
            <numerusform>Ожидаемая длительность: около %1, %n конфигурации по %2 ячеек.</numerusform>
            <numerusform>Ожидаемая длительность: около %1, %n конфигураций по %2 ячеек.</numerusform>
        </translation>
    </message>
    <message>
        <source>Destroyed on every drive, for every configuration:</source>
        <translation>Будет уничтожено на каждом диске, для каждой конфигурации:</translation>
    </message>
    <message>
        <source>Type the campaign name, &lt;b&gt;%1&lt;/b&gt;, to confirm that the drives above may be destroyed:</source>
        <translation>Введите имя серии, &lt;b&gt;%1&lt;/b&gt;, чтобы подтвердить, что данные на дисках выше можно уничтожить:</translation>
    </message>
</context>
<context>
    <name>am::ui::CampaignProgress</name>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 мин</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 ч %2 мин</translation>
    </message>
    <message>
        <source>Building %1</source>
        <translation>Создание %1</translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation>Создан %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A cell failed: %1</source>
        <translation>Ячейка не выполнена: %1</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>Удалён %1</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>Остановлено: %1</translation>
    </message>
    <message>
        <source>Every configuration was measured.</source>
        <translation>Все конфигурации измерены.</translation>
    </message>
    <message>
        <source>the drives alone</source>
        <translation>диски по отдельности</translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation>Готово.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Ошибка: %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <source>Baseline, each drive alone</source>
        <translation>Базовая линия, каждый диск отдельно</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 из %3)</translation>
    </message>
    <message>
        <source>%1: %2, cell %3 of %4, %5</source>
        <translation>%1: %2, ячейка %3 из %4, %5</translation>
    </message>
</context>
<context>
    <name>am::ui::CampaignRun</name>
    <message>
        <source>Could not create the folder %1</source>
        <translation>Не удалось создать папку %1</translation>
    </message>
    <message>
        <source>Could not start %1: %2</source>
        <translation>Не удалось запустить %1: %2</translation>
    </message>
    <message>
        <source>arraymark-cli campaign exited with %1: %2</source>
        <translation>arraymark-cli campaign завершился с кодом %1: %2</translation>
    </message>
</context>
<context>
    <name>am::ui::CampaignRunPage</name>
    <message>
        <source>S&amp;top at the end of the cell</source>
        <translation>&amp;Остановить в конце ячейки</translation>
    </message>
    <message>
        <source>&amp;Open report</source>
        <translation>&amp;Открыть отчёт</translation>
    </message>
    <message>
        <source>Running the campaign</source>
        <translation>Выполнение серии</translation>
    </message>
    <message>
        <source>Journal: %1</source>
        <translation>Журнал: %1</translation>
    </message>
    <message>
        <source>Time so far %1; about %2 left (the plan&apos;s estimate)</source>
        <translation>Прошло %1; осталось около %2 (по оценке плана)</translation>
    </message>
    <message>
        <source>Stopping at the end of the running cell, then deleting its array…</source>
        <translation>Остановка в конце текущей ячейки, затем удаление её массива…</translation>
    </message>
    <message>
        <source>%1 of %2 cells</source>
        <translation>%1 из %2 ячеек</translation>
    </message>
    <message>
        <source>Took %1</source>
        <translation>Заняло %1</translation>
    </message>
    <message>
        <source>The campaign has finished.</source>
        <translation>Серия измерений завершена.</translation>
    </message>
    <message>
        <source>The campaign was stopped at the end of a cell and its array deleted; what it measured until then is in the journal.</source>
        <translation>Серия остановлена в конце ячейки, её массив удалён; всё измеренное до этого есть в журнале.</translation>
    </message>
    <message>
        <source>Its journal, document and reports are in %1.</source>
        <translation>Её журнал, документ и отчёты находятся в %1.</translation>
    </message>
    <message>
        <source>Show in &amp;workspace</source>
        <translation>Показать в &amp;рабочей области</translation>
    </message>
    <message>
        <source>Open the campaign in the Benchmark page: one series per configuration</source>
        <translation>Открыть серию на странице «Тестирование»: по одному ряду на конфигурацию</translation>
    </message>
</context>
<context>
    <name>am::ui::CampaignSetupPage</name>
    <message>
        <source>Compare configurations</source>
        <translation>Сравнение конфигураций</translation>
    </message>
    <message>
        <source>Every configuration is built on all of the drives below, measured, and deleted, one after the other. Everything on these drives is destroyed.</source>
        <translation>Каждая конфигурация собирается на всех дисках ниже, измеряется и удаляется, одна за другой. Всё, что есть на этих дисках, будет уничтожено.</translation>
    </message>
    <message>
        <source>The estimator ranks the levels for the ticked drives; its best are ticked here.</source>
        <translation>Оценщик ранжирует уровни для отмеченных дисков; лучшие из них отмечены здесь.</translation>
    </message>
    <message>
        <source>Campaign &amp;name:</source>
        <translation>&amp;Имя серии:</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Диски</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>Конфигурации</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>&amp;Baseline: each drive alone first, with the same cells</source>
        <translation>&amp;Базовая линия: сначала каждый диск отдельно, с теми же ячейками</translation>
    </message>
    <message>
        <source>&amp;Precondition: fill each array sequentially before its random cells (off by default)</source>
        <translation>&amp;Предварительное заполнение: последовательно заполнить каждый массив перед случайными ячейками (по умолчанию выключено)</translation>
    </message>
    <message>
        <source>&amp;Degraded: fail one member, measure, re-add it</source>
        <translation>&amp;Деградация: отказ одного участника, измерение, возврат участника</translation>
    </message>
    <message>
        <source>&amp;Rebuild: measure during the rebuild, record its time</source>
        <translation>&amp;Восстановление: измерение во время восстановления, запись его времени</translation>
    </message>
    <message>
        <source>Wait for the initial sync (md speed limits raised)</source>
        <translation>Дождаться начальной синхронизации (ограничения скорости md подняты)</translation>
    </message>
    <message>
        <source>Skip it with --assume-clean (recorded in the results)</source>
        <translation>Пропустить её с --assume-clean (записывается в результаты)</translation>
    </message>
    <message>
        <source>the preset&apos;s</source>
        <translation>как в наборе</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>Initial &amp;sync:</source>
        <translation>Начальная &amp;синхронизация:</translation>
    </message>
    <message>
        <source>Pr&amp;eset:</source>
        <translation>&amp;Набор тестов:</translation>
    </message>
    <message>
        <source>Seconds per &amp;cell:</source>
        <translation>Секунд на &amp;ячейку:</translation>
    </message>
    <message>
        <source>Tick the drives: the estimator then ticks its best candidates.</source>
        <translation>Отметьте диски: затем оценщик отметит лучшие варианты.</translation>
    </message>
    <message numerus="yes">
        <source>Ticked: the estimator&apos;s best %n level(s) for these drives by 4 KiB random IOPS (%1).</source>
        <translation>
            <numerusform>Отмечен лучший по оценке %n уровень для этих дисков по случайным IOPS блоками 4 КиБ (%1).</numerusform>
            <numerusform>Отмечены лучшие по оценке %n уровня для этих дисков по случайным IOPS блоками 4 КиБ (%1).</numerusform>
            <numerusform>Отмечены лучшие по оценке %n уровней для этих дисков по случайным IOPS блоками 4 КиБ (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>measured drives</source>
        <translation>измеренные диски</translation>
    </message>
    <message>
        <source>reference figures</source>
        <translation>справочные данные</translation>
    </message>
    <message>
        <source>A campaign named %1 exists already: pick another name.</source>
        <translation>Серия с именем %1 уже существует: выберите другое имя.</translation>
    </message>
    <message>
        <source>The name must be 1 to 64 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;, starting with a letter or digit.</source>
        <translation>Имя должно состоять из 1–64 букв, цифр, «_», «-» или «.» и начинаться с буквы или цифры.</translation>
    </message>
    <message>
        <source>Cannot go on:</source>
        <translation>Продолжить нельзя:</translation>
    </message>
</context>
<context>
    <name>am::ui::CareDialog</name>
    <message>
        <source>Use ArrayMark&apos;s alerts</source>
        <translation>Использовать оповещения ArrayMark</translation>
    </message>
    <message>
        <source>Checks and alerts</source>
        <translation>Проверки и оповещения</translation>
    </message>
    <message>
        <source>Periodic check of the md arrays</source>
        <translation>Периодическая проверка массивов md</translation>
    </message>
    <message>
        <source>A check reads every stripe and compares the copies or the parity. It finds unreadable sectors while the other copies still hold the data, and counts mismatches (the Arrays page shows what the last check found). The array stays usable while it runs.</source>
        <translation>Проверка читает каждую полосу и сравнивает копии или чётность. Она находит нечитаемые секторы, пока другие копии ещё хранят данные, и подсчитывает расхождения (что нашла последняя проверка, видно на странице «Массивы»). Во время проверки массивом можно пользоваться.</translation>
    </message>
    <message>
        <source>Alerts from mdadm&apos;s monitor</source>
        <translation>Оповещения монитора mdadm</translation>
    </message>
    <message>
        <source>mdadm --monitor mails MAILADDR (this needs a working mail server) and runs PROGRAM with the event and the array when an array degrades, a member fails or a check finds mismatches. ArrayMark&apos;s program shows the event as a desktop notification and keeps it in the event log: no mail server is needed.</source>
        <translation>mdadm --monitor отправляет письмо на MAILADDR (для этого нужен работающий почтовый сервер) и запускает PROGRAM с событием и массивом, когда массив деградирует, отказывает участник или проверка находит расхождения. Программа ArrayMark показывает событие как уведомление на рабочем столе и сохраняет его в журнале событий: почтовый сервер не нужен.</translation>
    </message>
    <message>
        <source>not set: no mail is sent</source>
        <translation>не задано: письма не отправляются</translation>
    </message>
    <message>
        <source>not set: no program is run</source>
        <translation>не задано: программа не запускается</translation>
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
        <translation>Прочитать заново</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <source>Send the changes above to arraymark-helper, which makes them as root</source>
        <translation>Отправить изменения выше в arraymark-helper, который внесёт их от имени root</translation>
    </message>
    <message>
        <source>What will change (the helper does it as root):</source>
        <translation>Что изменится (помощник сделает это от имени root):</translation>
    </message>
    <message>
        <source>Reading the schedule and mdadm.conf…</source>
        <translation>Чтение расписания и mdadm.conf…</translation>
    </message>
    <message>
        <source>Reading failed: %1</source>
        <translation>Не удалось прочитать: %1</translation>
    </message>
    <message>
        <source>Not installed here (looked for %1)</source>
        <translation>Здесь не установлено (искали %1)</translation>
    </message>
    <message>
        <source>none: the check is off</source>
        <translation>нет: проверка выключена</translation>
    </message>
    <message>
        <source>as the schedule says (cron keeps no date)</source>
        <translation>по расписанию (cron не хранит даты)</translation>
    </message>
    <message>
        <source>unknown: systemd does not run here</source>
        <translation>неизвестно: systemd здесь не работает</translation>
    </message>
    <message>
        <source>not scheduled</source>
        <translation>не запланировано</translation>
    </message>
    <message>
        <source>Now: %1. When: %2</source>
        <translation>Состояние: %1. Расписание: %2</translation>
    </message>
    <message>
        <source>on</source>
        <translation>включена</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выключена</translation>
    </message>
    <message>
        <source>not said</source>
        <translation>не указано</translation>
    </message>
    <message>
        <source>Last run: %1</source>
        <translation>Последний запуск: %1</translation>
    </message>
    <message>
        <source>Next run: %1</source>
        <translation>Следующий запуск: %1</translation>
    </message>
    <message>
        <source>Files: %1</source>
        <translation>Файлы: %1</translation>
    </message>
    <message>
        <source>systemd does not run here: a timer&apos;s last and next runs are not known.</source>
        <translation>systemd здесь не работает: последний и следующий запуски таймера неизвестны.</translation>
    </message>
    <message>
        <source>Both are on, so each array is checked by both: one is enough.</source>
        <translation>Включены оба способа, поэтому каждый массив проверяется дважды: достаточно одного.</translation>
    </message>
    <message>
        <source>Read from %1.</source>
        <translation>Прочитано из %1.</translation>
    </message>
    <message>
        <source>%1 does not exist yet: Apply creates it.</source>
        <translation>%1 ещё не существует: «Применить» создаст его.</translation>
    </message>
    <message>
        <source>PROGRAM %1: mdadm runs it on every event, and ArrayMark shows a desktop notification and keeps the event; no mail server is needed</source>
        <translation>PROGRAM %1: mdadm запускает её при каждом событии, а ArrayMark показывает уведомление на рабочем столе и сохраняет событие; почтовый сервер не нужен</translation>
    </message>
    <message>
        <source>mdadm&apos;s monitor runs (%1). It reads these settings when it starts.</source>
        <translation>Монитор mdadm работает (%1). Эти настройки он читает при запуске.</translation>
    </message>
    <message>
        <source>⚠ mdadm&apos;s monitor does not run (%1): no alert is mailed or run until it does (systemctl enable --now mdmonitor.service).</source>
        <translation>⚠ Монитор mdadm не работает (%1): оповещения не отправляются по почте и не запускаются, пока он не заработает (systemctl enable --now mdmonitor.service).</translation>
    </message>
    <message>
        <source>(no line changes)</source>
        <translation>(строки не меняются)</translation>
    </message>
    <message>
        <source>Then: %1</source>
        <translation>Затем: %1</translation>
    </message>
    <message>
        <source>(nothing to change yet)</source>
        <translation>(пока нечего менять)</translation>
    </message>
    <message>
        <source>Periodic check by %1: turn it %2</source>
        <translation>Периодическая проверка через %1: будет %2</translation>
    </message>
    <message>
        <source>Refused; nothing would run: %1</source>
        <translation>Отказано; ничего не будет выполнено: %1</translation>
    </message>
    <message>
        <source>mdadm&apos;s alert settings:</source>
        <translation>Настройки оповещений mdadm:</translation>
    </message>
    <message>
        <source>MAILADDR &quot;%1&quot;: %2</source>
        <translation>MAILADDR «%1»: %2</translation>
    </message>
    <message>
        <source>PROGRAM: %1</source>
        <translation>PROGRAM: %1</translation>
    </message>
    <message>
        <source>Refused; nothing would run:</source>
        <translation>Отказано; ничего не будет выполнено:</translation>
    </message>
    <message>
        <source>(reading…)</source>
        <translation>(чтение…)</translation>
    </message>
    <message>
        <source>Periodic check</source>
        <translation>Периодическая проверка</translation>
    </message>
    <message>
        <source>Alert settings</source>
        <translation>Настройки оповещений</translation>
    </message>
    <message>
        <source>Sent to arraymark-helper; waiting for its answer…</source>
        <translation>Отправлено в arraymark-helper; ожидание ответа…</translation>
    </message>
    <message>
        <source>%1: done.</source>
        <translation>%1: выполнено.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The helper failed: %1</source>
        <translation>Сбой помощника: %1</translation>
    </message>
</context>
<context>
    <name>am::ui::CareText</name>
    <message>
        <source>unknown: cron and checkarray keep no record of the last run</source>
        <translation>неизвестно: cron и checkarray не хранят сведений о последнем запуске</translation>
    </message>
    <message>
        <source>unknown: systemd does not run here</source>
        <translation>неизвестно: systemd здесь не работает</translation>
    </message>
    <message>
        <source>never (since the timer was set up)</source>
        <translation>ни разу (с момента настройки таймера)</translation>
    </message>
    <message>
        <source>mdmonitor.service is active</source>
        <translation>служба mdmonitor.service активна</translation>
    </message>
    <message>
        <source>mdmonitor.service is inactive</source>
        <translation>служба mdmonitor.service неактивна</translation>
    </message>
    <message>
        <source>mdmonitor.service is failed</source>
        <translation>служба mdmonitor.service завершилась с ошибкой</translation>
    </message>
    <message>
        <source>no mdadm --monitor process runs</source>
        <translation>процесс mdadm --monitor не запущен</translation>
    </message>
    <message>
        <source>the timers are wanted by mdmonitor.service: they run while it is enabled</source>
        <translation>таймеры подключены к mdmonitor.service: они работают, пока она включена</translation>
    </message>
    <message>
        <source>mdadm --monitor reads the file when it starts: restart it (systemctl restart mdmonitor.service) for the new settings to count</source>
        <translation>mdadm --monitor читает файл при запуске: перезапустите его (systemctl restart mdmonitor.service), чтобы новые настройки вступили в силу</translation>
    </message>
    <message>
        <source>cron (checkarray)</source>
        <translation>cron (checkarray)</translation>
    </message>
    <message>
        <source>systemd timer (mdcheck)</source>
        <translation>таймер systemd (mdcheck)</translation>
    </message>
</context>
<context>
    <name>am::ui::CdmPanel</name>
    <message>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>мкс</translation>
    </message>
    <message>
        <source>MB/s is 10^6 bytes per second; µs is the mean latency of one I/O</source>
        <translation>МБ/с — 10^6 байт в секунду; мкс — средняя задержка одной операции ввода-вывода</translation>
    </message>
    <message>
        <source>%1 %2: not measured yet</source>
        <translation>%1 %2: ещё не измерено</translation>
    </message>
    <message>
        <source>%1: stopped after %2 s of the cell; a part of a cell is not a result</source>
        <translation>%1: остановлено через %2 с; часть теста — не результат</translation>
    </message>
    <message>
        <source>%1: failed: %2</source>
        <translation>%1: не удалось: %2</translation>
    </message>
    <message>
        <source>%1: %2 MB/s, %3 IOPS, mean latency %4 µs</source>
        <translation>%1: %2 МБ/с, %3 IOPS, средняя задержка %4 мкс</translation>
    </message>
</context>
<context>
    <name>am::ui::CellName</name>
    <message>
        <source>read</source>
        <translation>чтение</translation>
    </message>
    <message>
        <source>write</source>
        <translation>запись</translation>
    </message>
    <message>
        <source>%1 % read</source>
        <translation>%1 % чтения</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>%1 % load</source>
        <translation>нагрузка %1 %</translation>
    </message>
    <message>
        <source>fill</source>
        <translation>заполнение</translation>
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
        <translation>н/д</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Better: the change exceeds the runs&apos; own spread.</source>
        <translation>Лучше: изменение больше собственного разброса прогонов.</translation>
    </message>
    <message>
        <source>Worse: the change exceeds the runs&apos; own spread.</source>
        <translation>Хуже: изменение больше собственного разброса прогонов.</translation>
    </message>
    <message>
        <source>Within the noise: the repeats&apos; ranges overlap.</source>
        <translation>В пределах шума: диапазоны повторов перекрываются.</translation>
    </message>
    <message>
        <source>Within the noise: %1 % or less.</source>
        <translation>В пределах шума: %1 % или меньше.</translation>
    </message>
    <message>
        <source>Not comparable: one run measured 0 (a failed cell, or a figure its file lacks).</source>
        <translation>Несравнимо: в одном из прогонов 0 (ячейка с ошибкой или показатель, которого нет в файле).</translation>
    </message>
    <message>
        <source>only in A</source>
        <translation>только в A</translation>
    </message>
    <message>
        <source>only in B</source>
        <translation>только в B</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Only run A measured this cell.</source>
        <translation>Эту ячейку измерил только прогон A.</translation>
    </message>
    <message>
        <source>Only run B measured this cell.</source>
        <translation>Эту ячейку измерил только прогон B.</translation>
    </message>
    <message>
        <source>Median of the cell&apos;s repeats, with their range [min–max].</source>
        <translation>Медиана повторов ячейки и их диапазон [мин–макс].</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Ячейка</translation>
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
        <translation>Изменение</translation>
    </message>
    <message>
        <source>A change is marked (bold, ▲/▼, green when better, red when worse) where it exceeds the runs&apos; own spread: with repeats, when the two cells&apos; min–max ranges do not overlap; without repeats, when it is more than %1 %. Higher IOPS and MB/s and lower latency are better.</source>
        <translation>Изменение отмечено (жирным, ▲/▼, зелёным, если лучше, красным, если хуже) там, где оно больше собственного разброса прогонов: с повторами — когда диапазоны мин–макс двух ячеек не перекрываются; без повторов — когда оно больше %1 %. Больше IOPS и МБ/с и меньше задержка — лучше.</translation>
    </message>
    <message numerus="yes">
        <source>%n better</source>
        <translation>
            <numerusform>%n лучше</numerusform>
            <numerusform>%n лучше</numerusform>
            <numerusform>%n лучше</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n worse</source>
        <translation>
            <numerusform>%n хуже</numerusform>
            <numerusform>%n хуже</numerusform>
            <numerusform>%n хуже</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n within the noise</source>
        <translation>
            <numerusform>%n в пределах шума</numerusform>
            <numerusform>%n в пределах шума</numerusform>
            <numerusform>%n в пределах шума</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not comparable</source>
        <translation>
            <numerusform>%n несравнима</numerusform>
            <numerusform>%n несравнимы</numerusform>
            <numerusform>%n несравнимо</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n only in A</source>
        <translation>
            <numerusform>%n только в A</numerusform>
            <numerusform>%n только в A</numerusform>
            <numerusform>%n только в A</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n only in B</source>
        <translation>
            <numerusform>%n только в B</numerusform>
            <numerusform>%n только в B</numerusform>
            <numerusform>%n только в B</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>am::ui::CompareView</name>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; (before):</source>
        <translation>&lt;b&gt;A&lt;/b&gt; (до):</translation>
    </message>
    <message>
        <source>&lt;b&gt;B&lt;/b&gt; (after):</source>
        <translation>&lt;b&gt;B&lt;/b&gt; (после):</translation>
    </message>
    <message>
        <source>&amp;Figure:</source>
        <translation>&amp;Показатель:</translation>
    </message>
    <message>
        <source>preset %1</source>
        <translation>предустановка %1</translation>
    </message>
    <message>
        <source>%1 (reading…)</source>
        <translation>%1 (чтение…)</translation>
    </message>
    <message>
        <source>Cannot compare: %1</source>
        <translation>Не удалось сравнить: %1</translation>
    </message>
</context>
<context>
    <name>am::ui::ConnectionTester</name>
    <message>
        <source>fio-server hosts are reached when the run starts</source>
        <translation>К хостам fio-server подключение выполняется при запуске теста</translation>
    </message>
    <message>
        <source>OK: %1</source>
        <translation>Готово: %1</translation>
    </message>
    <message>
        <source>ssh could not be started: %1</source>
        <translation>Не удалось запустить ssh: %1</translation>
    </message>
</context>
<context>
    <name>am::ui::ConsistencyDialog</name>
    <message>
        <source>Consistency of /dev/%1</source>
        <translation>Согласованность /dev/%1</translation>
    </message>
    <message>
        <source>/dev/%1 is %2; md keeps it consistent by: %3 (bitmap: %4).
%5</source>
        <translation>/dev/%1 — %2; md обеспечивает согласованность так: %3 (битовая карта: %4).
%5</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Keep as it is</source>
        <translation>Оставить как есть</translation>
    </message>
    <message>
        <source>Add an internal write-intent bitmap</source>
        <translation>Добавить внутреннюю битовую карту записи</translation>
    </message>
    <message>
        <source>Remove the bitmap</source>
        <translation>Удалить битовую карту</translation>
    </message>
    <message>
        <source>PPL: close the raid5 write hole (no bitmap)</source>
        <translation>PPL: закрыть дыру записи raid5 (без битовой карты)</translation>
    </message>
    <message>
        <source>Resync: switch PPL off</source>
        <translation>Синхронизация (resync): выключить PPL</translation>
    </message>
    <message>
        <source>Write-intent bitmap:</source>
        <translation>Битовая карта записи:</translation>
    </message>
    <message>
        <source>Crash consistency:</source>
        <translation>Согласованность после сбоя:</translation>
    </message>
    <message>
        <source>%1: write-mostly (md reads from it only when no other mirror can)</source>
        <translation>%1: write-mostly (md читает с него, только когда не может прочитать ни с одного другого зеркала)</translation>
    </message>
    <message>
        <source>Run these commands</source>
        <translation>Выполнить эти команды</translation>
    </message>
    <message>
        <source>Commands the helper will run (as root):</source>
        <translation>Команды, которые выполнит помощник (от имени root):</translation>
    </message>
    <message>
        <source>(nothing to change yet)</source>
        <translation>(пока нечего менять)</translation>
    </message>
    <message>
        <source>Refused; nothing would run:</source>
        <translation>Отказано; ничего не будет выполнено:</translation>
    </message>
</context>
<context>
    <name>am::ui::ConsistencyText</name>
    <message>
        <source>Resync: no bitmap. After a crash or a re-added member md resyncs every byte of every member (hours on large drives), but writes cost nothing extra.</source>
        <translation>Синхронизация (resync): без битовой карты. После сбоя или возврата участника md заново синхронизирует каждый байт каждого участника (часы на больших накопителях), зато запись не требует дополнительных затрат.</translation>
    </message>
    <message>
        <source>Bitmap: md notes which regions are being written. After a crash or a re-added member only those are resynced (seconds instead of hours), at some cost on every write. mdadm 4.x no longer adds one by default.</source>
        <translation>Битовая карта (bitmap): md отмечает, в какие области идёт запись. После сбоя или возврата участника синхронизируются только они (секунды вместо часов) ценой некоторых затрат на каждую запись. mdadm 4.x больше не добавляет её по умолчанию.</translation>
    </message>
    <message>
        <source>Journal: every write goes to a journal device first, which closes the write hole and makes a resync unnecessary. The journal sees every write (use a durable SSD); losing it makes the array read-only.</source>
        <translation>Журнал (journal): каждая запись сначала идёт на устройство журнала, что закрывает дыру записи (write hole) и делает синхронизацию ненужной. Журнал принимает каждую запись (используйте износостойкий SSD); его потеря переводит массив в режим только для чтения.</translation>
    </message>
    <message>
        <source>PPL (raid5 only): a partial parity log in the members&apos; metadata closes the raid5 write hole without a journal device. Every stripe write also writes its partial parity, which costs write speed; it excludes a bitmap.</source>
        <translation>PPL (только raid5): журнал частичной чётности в метаданных участников закрывает дыру записи raid5 без устройства журнала. Каждая запись полосы записывает и свою частичную чётность, что снижает скорость записи; вместе с битовой картой PPL не используется.</translation>
    </message>
</context>
<context>
    <name>am::ui::CoreMessages</name>
    <message>
        <source>The helper could not read the request (not JSON).</source>
        <translation>Помощник не смог прочитать запрос (это не JSON).</translation>
    </message>
    <message>
        <source>The helper could not read the request (not an object).</source>
        <translation>Помощник не смог прочитать запрос (это не объект).</translation>
    </message>
    <message>
        <source>The request was too long for the helper.</source>
        <translation>Запрос слишком длинный для помощника.</translation>
    </message>
    <message>
        <source>The request named a setting twice.</source>
        <translation>В запросе параметр указан дважды.</translation>
    </message>
    <message>
        <source>The request lacked a setting the helper needs.</source>
        <translation>В запросе нет параметра, нужного помощнику.</translation>
    </message>
    <message>
        <source>The request had a setting the helper does not know (helper and program versions differ?).</source>
        <translation>В запросе параметр, неизвестный помощнику (разные версии помощника и программы?).</translation>
    </message>
    <message>
        <source>A setting of the request had the wrong type.</source>
        <translation>Параметр запроса имеет неверный тип.</translation>
    </message>
    <message>
        <source>A setting of the request is outside the range the helper accepts.</source>
        <translation>Параметр запроса вне допустимого для помощника диапазона.</translation>
    </message>
    <message>
        <source>A setting of the request has a value the helper refuses.</source>
        <translation>Помощник не принимает значение параметра запроса.</translation>
    </message>
    <message>
        <source>A value of the request is too long.</source>
        <translation>Значение в запросе слишком длинное.</translation>
    </message>
    <message>
        <source>The helper does not know this operation (helper and program versions differ?).</source>
        <translation>Помощник не знает этой операции (разные версии помощника и программы?).</translation>
    </message>
    <message>
        <source>This helper session is not allowed to do that.</source>
        <translation>Этому сеансу помощника это не разрешено.</translation>
    </message>
    <message>
        <source>The md RAID driver is not loaded.</source>
        <translation>Драйвер md RAID не загружен.</translation>
    </message>
    <message>
        <source>No device was given.</source>
        <translation>Устройство не указано.</translation>
    </message>
    <message>
        <source>The device path is too long.</source>
        <translation>Путь к устройству слишком длинный.</translation>
    </message>
    <message>
        <source>The device path contains a control character.</source>
        <translation>Путь к устройству содержит управляющий символ.</translation>
    </message>
    <message>
        <source>Only devices under /dev can be used.</source>
        <translation>Можно использовать только устройства в /dev.</translation>
    </message>
    <message>
        <source>The device path is not a plain /dev path.</source>
        <translation>Путь к устройству — не простой путь в /dev.</translation>
    </message>
    <message>
        <source>The device does not exist (any more).</source>
        <translation>Устройство не существует (больше).</translation>
    </message>
    <message>
        <source>The path is not a block device.</source>
        <translation>Путь не является блочным устройством.</translation>
    </message>
    <message>
        <source>The device is not an md array.</source>
        <translation>Устройство не является массивом md.</translation>
    </message>
    <message>
        <source>The array name is not allowed.</source>
        <translation>Такое имя массива недопустимо.</translation>
    </message>
    <message>
        <source>The array UUID is malformed.</source>
        <translation>UUID массива записан неверно.</translation>
    </message>
    <message>
        <source>A device was named twice.</source>
        <translation>Устройство указано дважды.</translation>
    </message>
    <message>
        <source>The array plan breaks a rule.</source>
        <translation>План массива нарушает правило.</translation>
    </message>
    <message>
        <source>An array of that name exists already.</source>
        <translation>Массив с таким именем уже существует.</translation>
    </message>
    <message>
        <source>The device is in use, so writing to it was refused.</source>
        <translation>Устройство используется, поэтому запись на него запрещена.</translation>
    </message>
    <message>
        <source>The device is held open by something else, so writing to it was refused.</source>
        <translation>Устройство открыто другим процессом, поэтому запись на него запрещена.</translation>
    </message>
    <message>
        <source>The helper&apos;s own drives scan does not list the device.</source>
        <translation>Собственное сканирование дисков помощника не находит это устройство.</translation>
    </message>
    <message>
        <source>Writing to the device was not confirmed.</source>
        <translation>Запись на устройство не подтверждена.</translation>
    </message>
    <message>
        <source>The installed arraymark-cli cannot run benchmarks for the helper.</source>
        <translation>Установленный arraymark-cli не умеет выполнять тесты для помощника.</translation>
    </message>
    <message>
        <source>A safety check refused the operation.</source>
        <translation>Проверка безопасности отклонила операцию.</translation>
    </message>
    <message>
        <source>A command the helper ran failed.</source>
        <translation>Команда, запущенная помощником, завершилась с ошибкой.</translation>
    </message>
    <message>
        <source>%1 (Details: %2)</source>
        <translation>%1 (Подробности: %2)</translation>
    </message>
    <message>
        <source>Cell %1 failed: %2</source>
        <translation>Ячейка %1 не выполнена: %2</translation>
    </message>
    <message>
        <source>The benchmark could not run: %1</source>
        <translation>Тест не удалось выполнить: %1</translation>
    </message>
    <message>
        <source>The request was nested too deeply for the helper.</source>
        <translation>Запрос вложен слишком глубоко для помощника.</translation>
    </message>
    <message>
        <source>The request was not valid UTF-8 text.</source>
        <translation>Запрос не является корректным текстом UTF-8.</translation>
    </message>
    <message>
        <source>There was nothing running to cancel.</source>
        <translation>Отменять было нечего: ничего не выполнялось.</translation>
    </message>
    <message>
        <source>The benchmark was stopped; what it measured until then is kept.</source>
        <translation>Тест остановлен; измеренное до этого момента сохранено.</translation>
    </message>
    <message>
        <source>The helper met an error it did not expect; nothing more was done.</source>
        <translation>Помощник столкнулся с непредвиденной ошибкой; больше ничего не сделано.</translation>
    </message>
    <message>
        <source>The helper could not read /dev.</source>
        <translation>Помощник не смог прочитать /dev.</translation>
    </message>
    <message>
        <source>The benchmark met an error it did not expect.</source>
        <translation>Тест столкнулся с неожиданной ошибкой.</translation>
    </message>
    <message>
        <source>A setting of the benchmark breaks a rule.</source>
        <translation>Параметр теста нарушает правило.</translation>
    </message>
    <message>
        <source>Writing to the target was refused, so nothing was written.</source>
        <translation>Запись на цель запрещена, поэтому ничего не записано.</translation>
    </message>
    <message>
        <source>The target could not be opened or prepared.</source>
        <translation>Цель не удалось открыть или подготовить.</translation>
    </message>
    <message>
        <source>There is not enough free space for the test file; choose a smaller size or another folder.</source>
        <translation>Недостаточно свободного места для тестового файла; выберите меньший размер или другую папку.</translation>
    </message>
    <message>
        <source>The filesystem does not support direct I/O; use buffered I/O or another folder.</source>
        <translation>Файловая система не поддерживает прямой ввод-вывод; используйте буферизованный ввод-вывод или другую папку.</translation>
    </message>
    <message>
        <source>io_uring is not available on this system; choose the sync engine.</source>
        <translation>io_uring недоступен в этой системе; выберите движок sync.</translation>
    </message>
    <message>
        <source>The io_uring queue could not be set up (often the locked-memory limit); try a smaller queue depth.</source>
        <translation>Не удалось создать очередь io_uring (часто мешает лимит заблокированной памяти); попробуйте меньшую глубину очереди.</translation>
    </message>
    <message>
        <source>An I/O failed on the target.</source>
        <translation>Операция ввода-вывода на цели завершилась ошибкой.</translation>
    </message>
    <message>
        <source>An I/O moved fewer bytes than asked (the end of the target?).</source>
        <translation>Операция ввода-вывода передала меньше байт, чем запрошено (конец цели?).</translation>
    </message>
    <message>
        <source>The kernel refused to take the I/O.</source>
        <translation>Ядро не приняло операцию ввода-вывода.</translation>
    </message>
    <message>
        <source>The benchmark was stopped.</source>
        <translation>Тест остановлен.</translation>
    </message>
    <message>
        <source>Block sizes: &quot;%1&quot; is not a size; write sizes such as 4k 64k 1m.</source>
        <translation>Размеры блоков: «%1» — не размер; пишите размеры вроде 4k 64k 1m.</translation>
    </message>
    <message>
        <source>Block size &quot;%1&quot;: must be a multiple of 512 B from 512 B to 64 MiB.</source>
        <translation>Размер блока «%1»: должен быть кратен 512 Б, от 512 Б до 64 МиБ.</translation>
    </message>
    <message>
        <source>Block sizes: give at least one value.</source>
        <translation>Размеры блоков: укажите хотя бы одно значение.</translation>
    </message>
    <message>
        <source>Read share &quot;%1&quot;: must be a whole number from 0 to 100.</source>
        <translation>Доля чтения «%1»: должна быть целым числом от 0 до 100.</translation>
    </message>
    <message>
        <source>Read shares: give at least one value.</source>
        <translation>Доли чтения: укажите хотя бы одно значение.</translation>
    </message>
    <message>
        <source>Queue depth &quot;%1&quot;: must be a whole number from 1 to 4096.</source>
        <translation>Глубина очереди «%1»: должна быть целым числом от 1 до 4096.</translation>
    </message>
    <message>
        <source>Queue depths: give at least one value.</source>
        <translation>Глубины очереди: укажите хотя бы одно значение.</translation>
    </message>
    <message>
        <source>Workers %1: must be from 1 to 256.</source>
        <translation>Потоков %1: должно быть от 1 до 256.</translation>
    </message>
    <message>
        <source>Seconds per cell: must be more than 0.</source>
        <translation>Секунд на тест: должно быть больше 0.</translation>
    </message>
    <message>
        <source>Ramp: must be 0 or more seconds.</source>
        <translation>Прогрев: должен быть не меньше 0 секунд.</translation>
    </message>
    <message>
        <source>%1 cells: at most %2 in one run.</source>
        <translation>Тестов %1: не больше %2 за один запуск.</translation>
    </message>
    <message>
        <source>The helper&apos;s drives scan failed, so nothing was written.</source>
        <translation>Помощнику не удалось просканировать диски, поэтому ничего не записано.</translation>
    </message>
    <message>
        <source>The campaign was refused before anything was written.</source>
        <translation>Серия отклонена до того, как что-либо было записано.</translation>
    </message>
    <message>
        <source>A campaign journal of that name exists: resume or clean it up.</source>
        <translation>Журнал серии с таким именем уже есть: продолжите её или очистите.</translation>
    </message>
    <message>
        <source>There is no campaign journal of that name.</source>
        <translation>Журнала серии с таким именем нет.</translation>
    </message>
    <message>
        <source>This kind of array cannot be built here: its tools or its kernel module are missing.</source>
        <translation>Такой массив здесь не собрать: нет его программ или модуля ядра.</translation>
    </message>
    <message>
        <source>There is no array of that name (any more).</source>
        <translation>Массива с таким именем нет (больше нет).</translation>
    </message>
    <message>
        <source>This kind of array does not offer that operation.</source>
        <translation>Массив такого вида не поддерживает эту операцию.</translation>
    </message>
    <message>
        <source>That would leave the array failed and its data unreadable, so it was refused; confirm with the array&apos;s name to do it anyway.</source>
        <translation>Это оставило бы массив в состоянии отказа, а его данные — нечитаемыми, поэтому в действии отказано; чтобы всё равно выполнить его, подтвердите именем массива.</translation>
    </message>
    <message>
        <source>That would take the array&apos;s last redundancy, so it was refused; confirm with the array&apos;s name to do it anyway.</source>
        <translation>Это лишило бы массив последней избыточности, поэтому в действии отказано; чтобы всё равно выполнить его, подтвердите именем массива.</translation>
    </message>
    <message>
        <source>The array cannot take these settings; nothing was changed.</source>
        <translation>Массив не может принять эти настройки; ничего не изменено.</translation>
    </message>
    <message>
        <source>That way of scheduling md&apos;s periodic check is not installed here.</source>
        <translation>Такой способ планирования периодической проверки md здесь не установлен.</translation>
    </message>
    <message>
        <source>The mail address was refused: one address, like root or admin@example.org.</source>
        <translation>Адрес почты отклонён: нужен один адрес, например root или admin@example.org.</translation>
    </message>
    <message>
        <source>The alert program was refused: an absolute path to an executable file that only root can change, without blanks or shell characters.</source>
        <translation>Программа оповещения отклонена: нужен абсолютный путь к исполняемому файлу, который может изменить только root, без пробелов и символов оболочки.</translation>
    </message>
    <message>
        <source>md cannot make this change to the array, or it needs the array&apos;s name to confirm it; nothing was written.</source>
        <translation>md не может так изменить массив, или для этого нужно подтверждение именем массива; ничего не записано.</translation>
    </message>
    <message>
        <source>The filesystem on the array cannot be grown now; nothing was run.</source>
        <translation>Файловую систему на массиве сейчас расширить нельзя; ничего не запущено.</translation>
    </message>
</context>
<context>
    <name>am::ui::CustomJobDialog</name>
    <message>
        <source>Custom job</source>
        <translation>Свой тест</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>Последовательный</translation>
    </message>
    <message>
        <source>One or more sizes, e.g. 4k 64k 1m (binary: 4k = 4096 bytes)</source>
        <translation>Один или несколько размеров, например 4k 64k 1m (двоичные: 4k = 4096 байт)</translation>
    </message>
    <message>
        <source>Percent of I/Os that read, e.g. 0 50 100; below 100 writes</source>
        <translation>Процент операций чтения, например 0 50 100; меньше 100 — запись</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>&amp;Доступ:</translation>
    </message>
    <message>
        <source>&amp;Block sizes:</source>
        <translation>&amp;Размеры блока:</translation>
    </message>
    <message>
        <source>&amp;Read shares (%):</source>
        <translation>Доли &amp;чтения (%):</translation>
    </message>
    <message>
        <source>&amp;Queue depths:</source>
        <translation>&amp;Глубины очереди:</translation>
    </message>
    <message>
        <source>&amp;Workers:</source>
        <translation>По&amp;токи:</translation>
    </message>
    <message>
        <source>&amp;Seconds per cell:</source>
        <translation>&amp;Секунд на тест:</translation>
    </message>
    <message>
        <source>R&amp;amp (s):</source>
        <translation>Ра&amp;згон (с):</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s), about %1 min.</source>
        <translation>
            <numerusform>%n тест, около %1 мин.</numerusform>
            <numerusform>%n теста, около %1 мин.</numerusform>
            <numerusform>%n тестов, около %1 мин.</numerusform>
        </translation>
    </message>
    <message>
        <source>Read shares below 100 % write to the target.</source>
        <translation>Доли чтения ниже 100 % пишут на цель.</translation>
    </message>
</context>
<context>
    <name>am::ui::DeleteConfirmDialog</name>
    <message>
        <source>Delete /dev/%1</source>
        <translation>Удалить /dev/%1</translation>
    </message>
    <message>
        <source>Deleting stops /dev/%1 and wipes the RAID superblock and every signature on its members:
  %2
Everything stored on the array is lost. Type the array&apos;s name, %1, to confirm.</source>
        <translation>Удаление останавливает /dev/%1 и стирает суперблок RAID и все сигнатуры на его участниках:
  %2
Всё, что хранится в массиве, будет потеряно. Введите имя массива, %1, для подтверждения.</translation>
    </message>
    <message>
        <source>Delete and wipe</source>
        <translation>Удалить и стереть</translation>
    </message>
</context>
<context>
    <name>am::ui::DesktopNotifier</name>
    <message>
        <source>Array member failed</source>
        <translation>Отказ участника массива</translation>
    </message>
    <message>
        <source>Spare failed</source>
        <translation>Отказ запасного</translation>
    </message>
    <message>
        <source>Array degraded</source>
        <translation>Массив деградировал</translation>
    </message>
    <message>
        <source>Spares missing</source>
        <translation>Недостаёт запасных</translation>
    </message>
    <message>
        <source>Spare now active</source>
        <translation>Запасной задействован</translation>
    </message>
    <message>
        <source>Sync started</source>
        <translation>Синхронизация начата</translation>
    </message>
    <message>
        <source>Sync finished</source>
        <translation>Синхронизация завершена</translation>
    </message>
    <message>
        <source>New array</source>
        <translation>Новый массив</translation>
    </message>
    <message>
        <source>Array disappeared</source>
        <translation>Массив исчез</translation>
    </message>
    <message>
        <source>Test alert</source>
        <translation>Тестовое оповещение</translation>
    </message>
    <message>
        <source>Check finished</source>
        <translation>Проверка завершена</translation>
    </message>
    <message>
        <source>Drive failing</source>
        <translation>Накопитель отказывает</translation>
    </message>
    <message>
        <source>Drive worn</source>
        <translation>Накопитель изношен</translation>
    </message>
    <message>
        <source>Drive healthy again</source>
        <translation>Накопитель снова исправен</translation>
    </message>
    <message>
        <source>Sync progress</source>
        <translation>Ход синхронизации</translation>
    </message>
    <message>
        <source>no D-Bus session bus</source>
        <translation>нет сеансовой шины D-Bus</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>A test alert from ArrayMark: array health events will show like this.</source>
        <translation>Тестовое оповещение от ArrayMark: так будут показываться события о состоянии массивов.</translation>
    </message>
</context>
<context>
    <name>am::ui::DeviceMonitor</name>
    <message>
        <source>libudev could not be initialised: %1</source>
        <translation>Не удалось инициализировать libudev: %1</translation>
    </message>
    <message>
        <source>The block device monitor could not be started: %1</source>
        <translation>Не удалось запустить наблюдение за блочными устройствами: %1</translation>
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
    <message>
        <source>Not checked: needs administrator rights</source>
        <translation>Не проверено: нужны права администратора</translation>
    </message>
    <message>
        <source>%1 was not checked: this user may not read it. It is not written to until a scan with administrator rights finds it free (&quot;Check with administrator rights&quot;).
• %2</source>
        <translation>%1 не проверен: этому пользователю нельзя его читать. На него ничего не пишется, пока проверка с правами администратора не найдёт его свободным («Проверить с правами администратора»).
• %2</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART verdict: healthy, worn or failing (needs administrator rights to read)</source>
        <translation>Собственная оценка SMART накопителя: исправен, изношен или отказывает (для чтения нужны права администратора)</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Исправность</translation>
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
        <translation>
            <numerusform>%n пустое не показано</numerusform>
            <numerusform>%n пустых не показано</numerusform>
            <numerusform>%n пустых не показано</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdicts from arraymark-helper&apos;s scan as root. They are kept until a block device is added, changed or removed; F5 asks the helper again.</source>
        <translation>Вердикты проверки arraymark-helper от имени root. Они сохраняются, пока блочное устройство не будет добавлено, изменено или удалено; F5 снова спрашивает помощника.</translation>
    </message>
    <message numerus="yes">
        <source>%n not checked (needs administrator rights)</source>
        <translation>
            <numerusform>%n не проверен (нужны права администратора)</numerusform>
            <numerusform>%n не проверены (нужны права администратора)</numerusform>
            <numerusform>%n не проверено (нужны права администратора)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>am::ui::DrivesPickPage</name>
    <message>
        <source>Drives</source>
        <translation>Накопители</translation>
    </message>
    <message>
        <source>Tick the drives for the new array. Everything on them will be destroyed.</source>
        <translation>Отметьте накопители для нового массива. Всё их содержимое будет уничтожено.</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Накопитель</translation>
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
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source> (HDD)</source>
        <translation> (HDD)</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Свободен</translation>
    </message>
    <message>
        <source>Cannot use: %1</source>
        <translation>Нельзя использовать: %1</translation>
    </message>
    <message>
        <source>Verdicts from arraymark-helper&apos;s scan as root.</source>
        <translation>Оценки по сканированию arraymark-helper от имени root.</translation>
    </message>
    <message>
        <source>Some drives could not be checked as this user.</source>
        <translation>Некоторые накопители нельзя проверить от имени этого пользователя.</translation>
    </message>
    <message numerus="yes">
        <source>%n failing drive(s) unticked; tick again to use anyway.</source>
        <translation>
            <numerusform>Отметка снята с %n отказывающего накопителя; отметьте его снова, чтобы всё же использовать.</numerusform>
            <numerusform>Отметка снята с %n отказывающих накопителей; отметьте их снова, чтобы всё же использовать.</numerusform>
            <numerusform>Отметка снята с %n отказывающих накопителей; отметьте их снова, чтобы всё же использовать.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>am::ui::EngineModesDialog</name>
    <message>
        <source>&amp;Polled completions (--hipri)</source>
        <translation>&amp;Опрос завершений (--hipri)</translation>
    </message>
    <message>
        <source>&amp;Kernel submission thread (--sqpoll)</source>
        <translation>&amp;Поток отправки в ядре (--sqpoll)</translation>
    </message>
    <message>
        <source>NVMe pass&amp;through on /dev/ngXnY (--passthrough)</source>
        <translation>&amp;Сквозные команды NVMe на /dev/ngXnY (--passthrough)</translation>
    </message>
    <message>
        <source>Engine modes</source>
        <translation>Режимы движка</translation>
    </message>
    <message>
        <source>The engine polls the device for completions instead of waiting for interrupts. Needs a device with poll queues (NVMe with nvme.poll_queues, null_blk with poll_queues); a run on any other target is refused with the reason.</source>
        <translation>Движок сам опрашивает устройство о завершениях, а не ждёт прерываний. Нужно устройство с очередями опроса (NVMe с nvme.poll_queues, null_blk с poll_queues); запуск на любой другой цели отклоняется с указанием причины.</translation>
    </message>
    <message>
        <source>A kernel thread takes the submissions, so the engine makes no system call per batch. Its CPU time is counted in the result.</source>
        <translation>Запросы забирает поток ядра, и движок не делает системного вызова на каждую пачку. Время процессора этого потока учитывается в результате.</translation>
    </message>
    <message>
        <source>NVMe read and write commands on the namespace&apos;s generic device, past the block layer. The block device&apos;s in-use rules apply.</source>
        <translation>Команды чтения и записи NVMe на общем символьном устройстве пространства имён, в обход блочного уровня. Действуют правила занятости блочного устройства.</translation>
    </message>
    <message>
        <source>next to its job thread</source>
        <translation>рядом с потоком задания</translation>
    </message>
    <message>
        <source>CPU </source>
        <translation>ЦП </translation>
    </message>
    <message>
        <source>The CPU the kernel thread runs on</source>
        <translation>Процессор, на котором работает поток ядра</translation>
    </message>
    <message>
        <source>unpaced: as fast as it goes</source>
        <translation>без темпа: как можно быстрее</translation>
    </message>
    <message>
        <source> IOPS per thread</source>
        <translation> IOPS на поток</translation>
    </message>
    <message>
        <source>I/Os spread evenly at this rate per job thread, as fio&apos;s rate_iops. Latency then counts from when each I/O was due, so a late engine cannot hide queueing.</source>
        <translation>Операции равномерно распределяются с этой частотой на каждый поток задания, как rate_iops в fio. Задержка тогда считается с момента, когда операция должна была начаться, и опоздавший движок не может скрыть очередь.</translation>
    </message>
    <message>
        <source>Near the device (its NUMA node)</source>
        <translation>Рядом с устройством (его узел NUMA)</translation>
    </message>
    <message>
        <source>Wherever the scheduler puts them</source>
        <translation>Где решит планировщик</translation>
    </message>
    <message>
        <source>On these CPUs:</source>
        <translation>На этих процессорах:</translation>
    </message>
    <message>
        <source>e.g. 0-3,8</source>
        <translation>например, 0-3,8</translation>
    </message>
    <message>
        <source>Completions:</source>
        <translation>Завершения:</translation>
    </message>
    <message>
        <source>Submission:</source>
        <translation>Отправка:</translation>
    </message>
    <message>
        <source>NVMe:</source>
        <translation>NVMe:</translation>
    </message>
    <message>
        <source>R&amp;ate:</source>
        <translation>&amp;Темп:</translation>
    </message>
    <message>
        <source>&amp;Job threads run:</source>
        <translation>Потоки &amp;заданий:</translation>
    </message>
    <message>
        <source>CPUs &quot;%1&quot;: give CPU numbers and ranges joined by commas (0-3,8), each below 4096.</source>
        <translation>Процессоры «%1»: укажите номера и диапазоны через запятую (0-3,8), каждый меньше 4096.</translation>
    </message>
    <message>
        <source>The default modes: interrupts, the engine&apos;s own thread submits, job threads near the device.</source>
        <translation>Режимы по умолчанию: прерывания, отправляет собственный поток движка, потоки заданий рядом с устройством.</translation>
    </message>
    <message>
        <source>arraymark-cli bench %1</source>
        <translation>arraymark-cli bench %1</translation>
    </message>
    <message>
        <source>polled</source>
        <translation>опрос</translation>
    </message>
    <message>
        <source>SQPOLL on CPU %1</source>
        <translation>SQPOLL на ЦП %1</translation>
    </message>
    <message>
        <source>SQPOLL</source>
        <translation>SQPOLL</translation>
    </message>
    <message>
        <source>passthrough</source>
        <translation>сквозные команды</translation>
    </message>
    <message>
        <source>%1 IOPS paced</source>
        <translation>темп %1 IOPS</translation>
    </message>
    <message>
        <source>unpinned</source>
        <translation>без привязки</translation>
    </message>
    <message>
        <source>CPUs %1</source>
        <translation>ЦП %1</translation>
    </message>
    <message>
        <source>default</source>
        <translation>по умолчанию</translation>
    </message>
</context>
<context>
    <name>am::ui::EstimateDialog</name>
    <message>
        <source>Overlay an estimate</source>
        <translation>Наложить оценку</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 КиБ</translation>
    </message>
    <message>
        <source>Reference: %1</source>
        <translation>Эталон: %1</translation>
    </message>
    <message>
        <source>Measured: %1 %2 (%3)</source>
        <translation>Измерено: %1 %2 (%3)</translation>
    </message>
    <message>
        <source>The estimate is drawn with long dashes. The model and its assumptions are described in docs/estimator.md; a reference profile describes a published drive, not yours.</source>
        <translation>Оценка рисуется длинным пунктиром. Модель и её допущения описаны в docs/estimator.md; эталонный профиль описывает опубликованный диск, а не ваш.</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Уровень:</translation>
    </message>
    <message>
        <source>&amp;Members:</source>
        <translation>&amp;Дисков:</translation>
    </message>
    <message>
        <source>&amp;Chunk:</source>
        <translation>&amp;Блок чередования:</translation>
    </message>
    <message>
        <source>Member &amp;profile:</source>
        <translation>&amp;Профиль диска:</translation>
    </message>
</context>
<context>
    <name>am::ui::EstimateOverlay</name>
    <message>
        <source>measured: %1</source>
        <translation>измерено: %1</translation>
    </message>
    <message>
        <source>The member&apos;s measured profile could not be used (%1); the reference stands in.</source>
        <translation>Измеренный профиль диска использовать не удалось (%1); вместо него взят эталон.</translation>
    </message>
    <message>
        <source>reference %1</source>
        <translation>эталон %1</translation>
    </message>
    <message>
        <source>estimate %1 × %2 (%3)</source>
        <translation>оценка %1 × %2 (%3)</translation>
    </message>
    <message>
        <source>Estimate for %1 × %2</source>
        <translation>Оценка для %1 × %2</translation>
    </message>
    <message>
        <source>Estimate for %1 (%2 × %3)</source>
        <translation>Оценка для %1 (%2 × %3)</translation>
    </message>
    <message>
        <source>from a member measured earlier (%1)</source>
        <translation>по диску, измеренному ранее (%1)</translation>
    </message>
    <message>
        <source>from the reference profile &quot;%1&quot;, not from these drives</source>
        <translation>по эталонному профилю «%1», а не по этим дискам</translation>
    </message>
    <message>
        <source>%1, %2.</source>
        <translation>%1, %2.</translation>
    </message>
    <message>
        <source>The profile was measured at %1 I/Os in flight; this run&apos;s %2 are extrapolated (marked ≈).</source>
        <translation>Профиль измерен при %1 запросах в очереди; значения этого прогона при %2 экстраполированы (отмечены ≈).</translation>
    </message>
</context>
<context>
    <name>am::ui::EstimatePage</name>
    <message>
        <source>reference: one 7200 rpm SATA HDD (published figures)</source>
        <translation>эталон: один SATA HDD 7200 об/мин (опубликованные данные)</translation>
    </message>
    <message>
        <source>reference: one enterprise NVMe SSD (published figures)</source>
        <translation>эталон: один серверный NVMe SSD (опубликованные данные)</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>What these drives would give at each level, before anything is written. Estimates, not measurements.</source>
        <translation>Что дадут эти накопители на каждом уровне, до какой-либо записи. Это оценки, а не измерения.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Ёмкость</translation>
    </message>
    <message>
        <source>Survives</source>
        <translation>Выдерживает отказ</translation>
    </message>
    <message>
        <source>Random read
(IOPS)</source>
        <translation>Случайное чтение
(IOPS)</translation>
    </message>
    <message>
        <source>Random write
(IOPS)</source>
        <translation>Случайная запись
(IOPS)</translation>
    </message>
    <message>
        <source>Sequential read
(MB/s)</source>
        <translation>Последовательное чтение
(МБ/с)</translation>
    </message>
    <message>
        <source>Sequential write
(MB/s)</source>
        <translation>Последовательная запись
(МБ/с)</translation>
    </message>
    <message>
        <source>Estimating…</source>
        <translation>Оценка…</translation>
    </message>
    <message>
        <source>No estimate: %1</source>
        <translation>Нет оценки: %1</translation>
    </message>
    <message>
        <source>needs more drives</source>
        <translation>нужно больше накопителей</translation>
    </message>
    <message>
        <source>no failure</source>
        <translation>ни одного</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s)</source>
        <translation>
            <numerusform>%n накопителя</numerusform>
            <numerusform>%n накопителей</numerusform>
            <numerusform>%n накопителей</numerusform>
        </translation>
    </message>
    <message>
        <source>Random columns: %1 KiB blocks, the queue depth the profile was measured at. Your choice is in bold.</source>
        <translation>Столбцы случайного доступа: блоки %1 КиБ, глубина очереди как при измерении профиля. Ваш выбор выделен жирным.</translation>
    </message>
    <message>
        <source>Source: measured on this machine.</source>
        <translation>Источник: измерено на этом компьютере.</translation>
    </message>
    <message>
        <source>Source: partly measured on this machine, partly reference figures.</source>
        <translation>Источник: частично измерено на этом компьютере, частично эталонные данные.</translation>
    </message>
    <message>
        <source>Estimate &amp;again</source>
        <translation>Оценить &amp;снова</translation>
    </message>
    <message>
        <source>Random reads by block size and a sequential read on this drive (the member-reads preset, about a minute): nothing is written, so it is safe on a drive that holds data. Writes are taken from the reference.</source>
        <translation>Случайное чтение блоками разного размера и последовательное чтение на этом накопителе (набор member-reads, около минуты): ничего не записывается, поэтому это безопасно и для накопителя с данными. Запись берётся из эталона.</translation>
    </message>
    <message>
        <source>Source: reference figures, not these drives. Measure a member read-only (below), or run the matrix preset on it in the Benchmark tab, for an estimate from your own drives.</source>
        <translation>Источник: эталонные цифры, а не эти накопители. Чтобы оценка опиралась на ваши накопители, измерьте участника только чтением (кнопка ниже) или запустите на нём набор «Матрица» на вкладке «Тестирование».</translation>
    </message>
    <message>
        <source>&amp;Measure %1 read-only first</source>
        <translation>Сначала &amp;измерить %1 только чтением</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>О&amp;становить</translation>
    </message>
    <message>
        <source>Ends the measurement after the running cell; the finished cells are kept.</source>
        <translation>Завершает измерение после текущего теста; законченные тесты сохраняются.</translation>
    </message>
    <message>
        <source>Measuring %1 read-only (nothing is written)…</source>
        <translation>Измерение %1 только чтением (ничего не записывается)…</translation>
    </message>
    <message>
        <source>%1 of %2 cells</source>
        <translation>%1 из %2 тестов</translation>
    </message>
    <message>
        <source>Stopping: the running cell ends and the finished ones are kept…</source>
        <translation>Остановка: текущий тест завершается, законченные сохраняются…</translation>
    </message>
    <message>
        <source>Measuring %1 read-only (nothing is written): %2</source>
        <translation>Измерение %1 только чтением (ничего не записывается): %2</translation>
    </message>
    <message>
        <source>the chipset&apos;s DMI link</source>
        <translation>канал DMI чипсета</translation>
    </message>
    <message>
        <source>the switch uplink at %1</source>
        <translation>восходящий канал коммутатора %1</translation>
    </message>
    <message>
        <source>PCIe: %1 and %2 share %3 (%4 GB/s): it holds every level to %5 GB/s.</source>
        <translation>PCIe: %1 и %2 делят %3 (%4 ГБ/с): он ограничивает любой уровень до %5 ГБ/с.</translation>
    </message>
    <message>
        <source>&amp;Compare configurations…</source>
        <translation>&amp;Сравнить конфигурации…</translation>
    </message>
    <message>
        <source>Measure these levels for real instead of estimating them: build, measure and delete each on these drives, with a report</source>
        <translation>Измерить эти уровни на деле вместо оценки: собрать, измерить и удалить каждый на этих дисках, с отчётом</translation>
    </message>
    <message>
        <source>Links: %1&apos;s own link, the slowest (%2 GB/s), caps every member.</source>
        <translation>Каналы: собственный канал %1, самый медленный (%2 ГБ/с), ограничивает каждого участника.</translation>
    </message>
    <message>
        <source>%1: reads measured (%2), writes from the %3; %4</source>
        <translation>%1: чтение измерено (%2), запись из %3; %4</translation>
    </message>
    <message>
        <source>%1: measured (%2); %3</source>
        <translation>%1: измерено (%2); %3</translation>
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
        <translation>По одному хосту (для хостов с общим хранилищем)</translation>
    </message>
    <message>
        <source>&amp;Run on all hosts</source>
        <translation>&amp;Запустить на всех хостах</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Проверить подключение</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>Fleet run</source>
        <translation>Запуск на нескольких хостах</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Хост</translation>
    </message>
    <message>
        <source>Via</source>
        <translation>Через</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>arraymark-cli path</source>
        <translation>Путь к arraymark-cli</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Empty: the default target below</source>
        <translation>Пусто: объект по умолчанию (ниже)</translation>
    </message>
    <message>
        <source>arraymark-cli on the host; empty: found on its PATH</source>
        <translation>arraymark-cli на хосте; пусто: ищется в его PATH</translation>
    </message>
    <message>
        <source>&amp;Add host</source>
        <translation>&amp;Добавить хост</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>&amp;Load hosts…</source>
        <translation>&amp;Загрузить хосты…</translation>
    </message>
    <message>
        <source>Sa&amp;ve hosts…</source>
        <translation>Со&amp;хранить хосты…</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Хосты</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>preset&apos;s own</source>
        <translation>как в наборе</translation>
    </message>
    <message>
        <source>/srv/arraymark-test.bin (the same path on every host)</source>
        <translation>/srv/arraymark-test.bin (один путь на всех хостах)</translation>
    </message>
    <message>
        <source>default: whole device, 1 GiB for a new file</source>
        <translation>по умолчанию: всё устройство, 1 ГиБ для нового файла</translation>
    </message>
    <message>
        <source>empty: your ~/.ssh/config</source>
        <translation>пусто: ваш ~/.ssh/config</translation>
    </message>
    <message>
        <source>Default target:</source>
        <translation>Объект по умолчанию:</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Набор:</translation>
    </message>
    <message>
        <source>Time per cell:</source>
        <translation>Время на ячейку:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Размер:</translation>
    </message>
    <message>
        <source>ssh config file:</source>
        <translation>Файл настроек ssh:</translation>
    </message>
    <message>
        <source>&amp;Open result…</source>
        <translation>&amp;Открыть результат…</translation>
    </message>
    <message>
        <source>IOPS per cell, one series per host</source>
        <translation>IOPS по ячейкам, один ряд на хост</translation>
    </message>
    <message>
        <source>done</source>
        <translation>готово</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>ошибка: %1</translation>
    </message>
    <message>
        <source>ssh</source>
        <translation>ssh</translation>
    </message>
    <message>
        <source>fio server</source>
        <translation>сервер fio</translation>
    </message>
    <message>
        <source>Stopping the run on every host; the window closes when it has ended.</source>
        <translation>Тест останавливается на всех хостах; окно закроется, когда он завершится.</translation>
    </message>
    <message>
        <source>testing…</source>
        <translation>проверка…</translation>
    </message>
    <message>
        <source>arraymark-cli was not found next to ArrayMark or on PATH.</source>
        <translation>arraymark-cli не найден ни рядом с ArrayMark, ни в PATH.</translation>
    </message>
    <message>
        <source>waiting…</source>
        <translation>ожидание…</translation>
    </message>
    <message numerus="yes">
        <source>Running the preset &quot;%1&quot; on %n host(s)…</source>
        <translation>
            <numerusform>Набор «%1» запущен на %n хосте…</numerusform>
            <numerusform>Набор «%1» запущен на %n хостах…</numerusform>
            <numerusform>Набор «%1» запущен на %n хостах…</numerusform>
        </translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n host(s) succeeded.</source>
        <translation>
            <numerusform>Успешно: %1 из %n хоста.</numerusform>
            <numerusform>Успешно: %1 из %n хостов.</numerusform>
            <numerusform>Успешно: %1 из %n хостов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Load hosts</source>
        <translation>Загрузка списка хостов</translation>
    </message>
    <message>
        <source>Hosts files (%1);;All files (*)</source>
        <translation>Файлы хостов (%1);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Save hosts</source>
        <translation>Сохранение списка хостов</translation>
    </message>
    <message>
        <source>Hosts files (%1)</source>
        <translation>Файлы хостов (%1)</translation>
    </message>
    <message>
        <source>Open a fleet result</source>
        <translation>Открыть результат запуска на хостах</translation>
    </message>
    <message>
        <source>Fleet result (*.json)</source>
        <translation>Результат запуска на хостах (*.json)</translation>
    </message>
    <message>
        <source>Cannot load %1: %2</source>
        <translation>Не удаётся загрузить %1: %2</translation>
    </message>
    <message>
        <source>%1: the dialog names hosts by destination; name=%2 is not kept</source>
        <translation>%1: в этом окне хосты называются по адресу; name=%2 не сохраняется</translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n host(s) from %1.</source>
        <translation>
            <numerusform>Загружен %n хост из %1.</numerusform>
            <numerusform>Загружено %n хоста из %1.</numerusform>
            <numerusform>Загружено %n хостов из %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Не удаётся сохранить %1: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Открыт %1</translation>
    </message>
    <message>
        <source>Export the fleet result</source>
        <translation>Экспорт результата запуска на хостах</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Не удаётся записать %1.</translation>
    </message>
    <message>
        <source>Show in &amp;workspace</source>
        <translation>Показать в &amp;рабочей области</translation>
    </message>
    <message>
        <source>Open the result in the Benchmark page: one series per host, with its exports</source>
        <translation>Открыть результат на странице «Тестирование»: по серии на хост, с экспортом</translation>
    </message>
    <message>
        <source>Show in workspace</source>
        <translation>Показать в рабочей области</translation>
    </message>
</context>
<context>
    <name>am::ui::FleetRunner</name>
    <message>
        <source>&quot;%1&quot;: host names and paths in a fleet cannot hold blanks or &apos;#&apos;</source>
        <translation>«%1»: имена хостов и пути при запуске на нескольких хостах не могут содержать пробелы и «#»</translation>
    </message>
    <message>
        <source>The fleet&apos;s result could not be read.</source>
        <translation>Не удалось прочитать результат запуска на хостах.</translation>
    </message>
    <message>
        <source>Cannot write the hosts file %1: %2</source>
        <translation>Не удаётся записать файл хостов %1: %2</translation>
    </message>
    <message>
        <source>arraymark-cli could not be started: %1</source>
        <translation>Не удалось запустить arraymark-cli: %1</translation>
    </message>
    <message>
        <source>cell %1/%2 %3: %L4 IOPS now</source>
        <translation>ячейка %1/%2 %3: сейчас %L4 IOPS</translation>
    </message>
    <message>
        <source>cell %1/%2 %3: %L4 IOPS</source>
        <translation>ячейка %1/%2 %3: %L4 IOPS</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>ошибка: %1</translation>
    </message>
    <message>
        <source>arraymark-cli fleet stopped: %1</source>
        <translation>arraymark-cli fleet остановлен: %1</translation>
    </message>
    <message>
        <source>arraymark-cli fleet ended with code %1: %2</source>
        <translation>arraymark-cli fleet завершился с кодом %1: %2</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>без сообщения</translation>
    </message>
</context>
<context>
    <name>am::ui::ForceNameDialog</name>
    <message>
        <source>%1: /dev/%2 would lose its data</source>
        <translation>%1: /dev/%2 потеряет данные</translation>
    </message>
    <message>
        <source>%1.

Type the array&apos;s name, %2, to do it anyway.</source>
        <translation>%1.

Чтобы всё равно выполнить действие, введите имя массива, %2.</translation>
    </message>
    <message>
        <source>%1 anyway</source>
        <translation>%1 всё равно</translation>
    </message>
</context>
<context>
    <name>am::ui::FreeDrivePicker</name>
    <message>
        <source>Free drives</source>
        <translation>Свободные диски</translation>
    </message>
    <message>
        <source>(smaller than the members)</source>
        <translation>(меньше участников)</translation>
    </message>
    <message>
        <source>Free drives from the Drives page&apos;s last scan; the helper checks each again before anything is written</source>
        <translation>Свободные диски из последнего сканирования на странице «Диски»; помощник проверяет каждый ещё раз, прежде чем что-либо записать</translation>
    </message>
    <message>
        <source>The Drives page&apos;s last scan found no free drive: a drive in use, read-only or with partitions is not offered, nor one this user could not check (Check with administrator rights on the Drives page)</source>
        <translation>Последнее сканирование на странице «Диски» не нашло свободных дисков: занятые, доступные только для чтения и диски с разделами не предлагаются, как и диски, которые этот пользователь не смог проверить («Проверить с правами администратора» на странице «Диски»)</translation>
    </message>
</context>
<context>
    <name>am::ui::GridHeatModel</name>
    <message>
        <source>%1 by threads and queue depth, %2</source>
        <translation>%1 по потокам и глубине очереди, %2</translation>
    </message>
    <message>
        <source>%1
%2: %3</source>
        <translation>%1
%2: %3</translation>
    </message>
    <message>
        <source>Not measured in this run</source>
        <translation>Не измерено в этом прогоне</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n поток</numerusform>
            <numerusform>%n потока</numerusform>
            <numerusform>%n потоков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>am::ui::GrowFilesystemDialog</name>
    <message>
        <source>%1 mounted at %2: it grows online and stays mounted.</source>
        <translation>%1, смонтирована в %2: растёт на ходу и остаётся смонтированной.</translation>
    </message>
    <message>
        <source>%1, not mounted: it is checked first, then grown.</source>
        <translation>%1, не смонтирована: сначала проверяется, затем расширяется.</translation>
    </message>
    <message>
        <source>Filesystem %1 (%2 used), array %3.</source>
        <translation>Файловая система %1 (занято %2), массив %3.</translation>
    </message>
    <message>
        <source>Array %1; the filesystem&apos;s size was not read.</source>
        <translation>Массив %1; размер файловой системы не прочитан.</translation>
    </message>
    <message>
        <source>Commands, in this order:</source>
        <translation>Команды, в этом порядке:</translation>
    </message>
    <message>
        <source>Grow</source>
        <translation>Расширить</translation>
    </message>
    <message>
        <source>Grow the filesystem on /dev/%1</source>
        <translation>Расширение файловой системы на /dev/%1</translation>
    </message>
    <message>
        <source>The helper did not answer: %1</source>
        <translation>Помощник не ответил: %1</translation>
    </message>
    <message>
        <source>Asking the helper for the filesystem&apos;s size and the steps…</source>
        <translation>Запрашиваю у помощника размер файловой системы и шаги…</translation>
    </message>
    <message>
        <source>Nothing has run yet: Grow runs these commands through the helper.</source>
        <translation>Пока ничего не запущено: «Расширить» выполнит эти команды через помощника.</translation>
    </message>
    <message>
        <source>Refused (%1): %2</source>
        <translation>Отказано (%1): %2</translation>
    </message>
    <message>
        <source>md grows the array, never the filesystem on it. This makes the ext2/3/4, xfs or btrfs filesystem on /dev/%1 as big as the array.</source>
        <translation>md расширяет массив, но не файловую систему на нём. Здесь файловая система ext2/3/4, xfs или btrfs на /dev/%1 расширяется до размера массива.</translation>
    </message>
</context>
<context>
    <name>am::ui::HealthBanner</name>
    <message>
        <source>Click an array&apos;s name to open it on the Arrays page</source>
        <translation>Щёлкните имя массива, чтобы открыть его на странице «Массивы»</translation>
    </message>
</context>
<context>
    <name>am::ui::HealthSummary</name>
    <message>
        <source>%1 has failed: %2 of %3 members missing</source>
        <translation>%1: отказ, недостаёт %2 из %3 участников</translation>
    </message>
    <message>
        <source>%1 is degraded and rebuilding: %2 of %3 members missing</source>
        <translation>%1 деградирован и восстанавливается: недостаёт %2 из %3 участников</translation>
    </message>
    <message>
        <source>%1 is degraded: %2 of %3 members missing</source>
        <translation>%1 деградирован: недостаёт %2 из %3 участников</translation>
    </message>
    <message>
        <source>%1 has a failed member: %2</source>
        <translation>В %1 есть неисправный участник: %2</translation>
    </message>
</context>
<context>
    <name>am::ui::HelperBench</name>
    <message numerus="yes">
        <source>The custom job has %n cell(s), but the privileged helper runs one cell per request. Give it one block size, one read share and one queue depth to run it on a raw device.</source>
        <translation>
            <numerusform>В своём задании %n тест, а привилегированный помощник выполняет один тест на запрос. Задайте один размер блока, одну долю чтения и одну глубину очереди, чтобы запустить его на устройстве.</numerusform>
            <numerusform>В своём задании %n теста, а привилегированный помощник выполняет один тест на запрос. Задайте один размер блока, одну долю чтения и одну глубину очереди, чтобы запустить его на устройстве.</numerusform>
            <numerusform>В своём задании %n тестов, а привилегированный помощник выполняет один тест на запрос. Задайте один размер блока, одну долю чтения и одну глубину очереди, чтобы запустить его на устройстве.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>am::ui::HelperDriveScan</name>
    <message>
        <source>Check with &amp;administrator rights</source>
        <translation>Проверить с правами &amp;администратора</translation>
    </message>
    <message>
        <source>Waiting for arraymark-helper (it may ask for a password)…</source>
        <translation>Ожидание arraymark-helper (он может спросить пароль)…</translation>
    </message>
    <message>
        <source>The check did not run: %1</source>
        <translation>Проверка не запустилась: %1</translation>
    </message>
    <message>
        <source>The check failed: %1</source>
        <translation>Проверка не удалась: %1</translation>
    </message>
    <message>
        <source>The helper&apos;s scan could not be read: %1</source>
        <translation>Не удалось прочитать результат проверки помощника: %1</translation>
    </message>
    <message>
        <source>Asks arraymark-helper, as root, to read each drive&apos;s content (signatures, partition tables) so drives this user cannot read can be checked, and each drive&apos;s SMART health.</source>
        <translation>Просит arraymark-helper от имени root прочитать содержимое каждого накопителя (сигнатуры, таблицы разделов), чтобы проверить и те накопители, которые этому пользователю недоступны, а также исправность каждого накопителя по SMART.</translation>
    </message>
</context>
<context>
    <name>am::ui::HelperProcess</name>
    <message>
        <source>arraymark-helper was not found (set ARRAYMARK_HELPER or install ArrayMark)</source>
        <translation>arraymark-helper не найден (задайте ARRAYMARK_HELPER или установите ArrayMark)</translation>
    </message>
    <message>
        <source>arraymark-helper crashed</source>
        <translation>arraymark-helper аварийно завершился</translation>
    </message>
    <message>
        <source>The password dialog was dismissed; nothing was done.</source>
        <translation>Окно ввода пароля закрыто; ничего не сделано.</translation>
    </message>
    <message>
        <source>Not authorized (polkit refused, or no authentication agent is running); nothing was done.</source>
        <translation>Нет разрешения (polkit отказал или не запущен агент аутентификации); ничего не сделано.</translation>
    </message>
    <message>
        <source>arraymark-helper exited with status %1</source>
        <translation>arraymark-helper завершился с кодом %1</translation>
    </message>
    <message>
        <source>Could not start %1: %2</source>
        <translation>Не удалось запустить %1: %2</translation>
    </message>
</context>
<context>
    <name>am::ui::HistoryModel</name>
    <message>
        <source>fio import</source>
        <translation>импорт fio</translation>
    </message>
    <message>
        <source>single job</source>
        <translation>одиночный тест</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>остановлен</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>завершён</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Набор</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Тесты</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
</context>
<context>
    <name>am::ui::LevelPage</name>
    <message>
        <source>RAID 10 &amp;layout:</source>
        <translation>&amp;Схема RAID 10:</translation>
    </message>
    <message>
        <source>Level and layout</source>
        <translation>Уровень и схема</translation>
    </message>
    <message>
        <source>How the drives work together. Capacity and fault tolerance are for the drives you picked.</source>
        <translation>Как накопители работают вместе. Ёмкость и отказоустойчивость указаны для выбранных накопителей.</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 МиБ</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 КиБ</translation>
    </message>
    <message>
        <source>Data written to one member before moving to the next. Larger suits big sequential files, smaller suits small random I/O.</source>
        <translation>Объём данных, записываемый на один накопитель перед переходом к следующему. Больший подходит для крупных последовательных файлов, меньший — для мелкого случайного ввода-вывода.</translation>
    </message>
    <message>
        <source>Default (internal for redundant levels)</source>
        <translation>По умолчанию (внутренний для избыточных уровней)</translation>
    </message>
    <message>
        <source>Internal: fast resync after a crash</source>
        <translation>Внутренний: быстрая ресинхронизация после сбоя</translation>
    </message>
    <message>
        <source>None: slightly faster writes</source>
        <translation>Нет: немного более быстрая запись</translation>
    </message>
    <message>
        <source>near (n2): the default</source>
        <translation>near (n2): по умолчанию</translation>
    </message>
    <message>
        <source>far (f2): faster sequential reads, slower writes</source>
        <translation>far (f2): быстрее последовательное чтение, медленнее запись</translation>
    </message>
    <message>
        <source>offset (o2)</source>
        <translation>offset (o2)</translation>
    </message>
    <message>
        <source>Ticked drives wait as hot spares: md rebuilds onto one when a member fails.</source>
        <translation>Отмеченные накопители ждут как горячий резерв: при отказе участника md восстанавливает данные на один из них.</translation>
    </message>
    <message>
        <source>e.g. data</source>
        <translation>например, data</translation>
    </message>
    <message>
        <source>&amp;Chunk size:</source>
        <translation>Размер &amp;блока чередования:</translation>
    </message>
    <message>
        <source>Hot &amp;spares:</source>
        <translation>Горячий &amp;резерв:</translation>
    </message>
    <message>
        <source>Array &amp;name:</source>
        <translation>&amp;Имя массива:</translation>
    </message>
    <message>
        <source>IMSM_NO_PLATFORM=1 is set: imsm metadata without Intel firmware (for testing).</source>
        <translation>Задано IMSM_NO_PLATFORM=1: метаданные imsm без прошивки Intel (для тестов).</translation>
    </message>
    <message numerus="yes">
        <source>Needs at least %n active drive(s).</source>
        <translation>
            <numerusform>Нужен минимум %n активный накопитель.</numerusform>
            <numerusform>Нужно минимум %n активных накопителя.</numerusform>
            <numerusform>Нужно минимум %n активных накопителей.</numerusform>
        </translation>
    </message>
    <message>
        <source>no drive may fail</source>
        <translation>отказ любого накопителя недопустим</translation>
    </message>
    <message numerus="yes">
        <source>survives %n failed drive(s)</source>
        <translation>
            <numerusform>выдерживает отказ %n накопителя</numerusform>
            <numerusform>выдерживает отказ %n накопителей</numerusform>
            <numerusform>выдерживает отказ %n накопителей</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 usable · %2. %3</source>
        <translation>%1 полезного объёма · %2. %3</translation>
    </message>
    <message numerus="yes">
        <source>%n active member(s)</source>
        <translation>
            <numerusform>%n активный участник</numerusform>
            <numerusform>%n активных участника</numerusform>
            <numerusform>%n активных участников</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n hot spare(s)</source>
        <translation>
            <numerusform>, %n в горячем резерве</numerusform>
            <numerusform>, %n в горячем резерве</numerusform>
            <numerusform>, %n в горячем резерве</numerusform>
        </translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>ИМЯ</translation>
    </message>
    <message>
        <source>Not a valid name: start with a letter or digit; use letters, digits, _ - . only.</source>
        <translation>Недопустимое имя: начните с буквы или цифры; используйте только буквы, цифры, _ - .</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Measured through a test file on the filesystem, not as a block device: the numbers include the filesystem&apos;s own work.</source>
        <translation>Измеряется через тестовый файл на файловой системе, а не как блочное устройство: в числа входит работа самой файловой системы.</translation>
    </message>
    <message>
        <source>checking for Intel RAID firmware (mdadm --detail-platform)…</source>
        <translation>проверка прошивки Intel RAID (mdadm --detail-platform)…</translation>
    </message>
    <message>
        <source>mdadm --detail-platform finds no Intel VROC/RST platform (IMSM_NO_PLATFORM=1 allows a test without it)</source>
        <translation>mdadm --detail-platform не находит платформу Intel VROC/RST (IMSM_NO_PLATFORM=1 позволяет тест без неё)</translation>
    </message>
    <message>
        <source>The %1 backend refuses this: %2</source>
        <translation>Бэкенд %1 отказывает: %2</translation>
    </message>
    <message>
        <source>&amp;Mixed block groups (for drives under 1 GiB)</source>
        <translation>&amp;Смешанные группы блоков (для дисков меньше 1 ГиБ)</translation>
    </message>
    <message>
        <source>How btrfs keeps its metadata (mkfs.btrfs -m): losing it loses the whole filesystem.</source>
        <translation>Как btrfs хранит метаданные (mkfs.btrfs -m): их потеря — потеря всей файловой системы.</translation>
    </message>
    <message>
        <source>mkfs.btrfs --mixed: data and metadata share block groups and both keep the data profile. Without it a replace on small drives can fail for lack of space.</source>
        <translation>mkfs.btrfs --mixed: данные и метаданные делят группы блоков и обе следуют профилю данных. Без этого замена на маленьких дисках может не удаться из-за нехватки места.</translation>
    </message>
    <message>
        <source>&amp;Metadata profile:</source>
        <translation>Профиль &amp;метаданных:</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>По умолчанию: %1</translation>
    </message>
    <message>
        <source>Becomes %1. Letters, digits, _ - . (up to 32).</source>
        <translation>Станет %1. Буквы, цифры, _ - . (до 32).</translation>
    </message>
    <message>
        <source>PPL (raid5): closes the write hole, no bitmap</source>
        <translation>PPL (raid5): закрывает дыру записи, без битовой карты</translation>
    </message>
    <message>
        <source>Journal on another device (raid5/6)</source>
        <translation>Журнал на другом устройстве (raid5/6)</translation>
    </message>
    <message>
        <source>The device that takes the write journal (mdadm --write-journal): every write goes there first, so it should be a durable SSD. It must be free, like a member.</source>
        <translation>Устройство, на которое пишется журнал записи (mdadm --write-journal): каждая запись сначала идёт туда, поэтому это должен быть износостойкий SSD. Оно должно быть свободным, как и участник.</translation>
    </message>
    <message>
        <source>Crash &amp;consistency:</source>
        <translation>Со&amp;гласованность после сбоя:</translation>
    </message>
    <message>
        <source>&amp;Journal device:</source>
        <translation>Устройство &amp;журнала:</translation>
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
    <message>
        <source>Benchmark</source>
        <translation>Тестирование</translation>
    </message>
    <message>
        <source>Arrays</source>
        <translation>Массивы</translation>
    </message>
    <message>
        <source>&amp;New array…</source>
        <translation>&amp;Новый массив…</translation>
    </message>
    <message>
        <source>&amp;Fleet run…</source>
        <translation>&amp;Запуск на нескольких хостах…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Параметры…</translation>
    </message>
</context>
<context>
    <name>am::ui::MdDriverText</name>
    <message>
        <source>The md driver is not loaded (%1 is missing), so no md array can be created or shown. Load it as root with &quot;modprobe md_mod&quot; (it is installed: %2), then try again.</source>
        <translation>Драйвер md не загружен (нет %1), поэтому массивы md нельзя ни создать, ни показать. Загрузите его от имени root командой «modprobe md_mod» (он установлен: %2) и попробуйте снова.</translation>
    </message>
    <message>
        <source>The md driver is present (%1), but %2 is missing, so no md array can be created or shown. Check that /proc is the kernel&apos;s procfs (mount -t proc proc /proc).</source>
        <translation>Драйвер md есть (%1), но нет %2, поэтому массивы md нельзя ни создать, ни показать. Проверьте, что /proc — это procfs ядра (mount -t proc proc /proc).</translation>
    </message>
    <message>
        <source>%1 cannot be read, so the kernel&apos;s modules cannot be found</source>
        <translation>не удаётся прочитать %1, поэтому модули ядра не найти</translation>
    </message>
    <message>
        <source>Check that /proc is mounted.</source>
        <translation>Проверьте, что /proc смонтирован.</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 не существует</translation>
    </message>
    <message>
        <source>Install the modules of kernel %1 (on Debian: the linux-image-%1 package), or boot a kernel with md support (CONFIG_BLK_DEV_MD).</source>
        <translation>Установите модули ядра %1 (в Debian — пакет linux-image-%1) или загрузите ядро с поддержкой md (CONFIG_BLK_DEV_MD).</translation>
    </message>
    <message>
        <source>%1 does not list it</source>
        <translation>%1 его не содержит</translation>
    </message>
    <message>
        <source>Boot a kernel built with md support (CONFIG_BLK_DEV_MD).</source>
        <translation>Загрузите ядро, собранное с поддержкой md (CONFIG_BLK_DEV_MD).</translation>
    </message>
    <message>
        <source>its file %1 is missing</source>
        <translation>нет его файла %1</translation>
    </message>
    <message>
        <source>Reinstall the modules of kernel %1 (on Debian: the linux-image-%1 package).</source>
        <translation>Переустановите модули ядра %1 (в Debian — пакет linux-image-%1).</translation>
    </message>
    <message>
        <source>This kernel has no md driver (%1 is missing and md_mod cannot be loaded: %2): no md array can be created or shown here. %3</source>
        <translation>В этом ядре нет драйвера md (нет %1, и md_mod не загрузить: %2): массивы md здесь нельзя ни создать, ни показать. %3</translation>
    </message>
</context>
<context>
    <name>am::ui::MemberCapsText</name>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 ГБ/с</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 МБ/с</translation>
    </message>
    <message>
        <source>link unknown (%1): not capped</source>
        <translation>канал неизвестен (%1): без ограничения</translation>
    </message>
    <message>
        <source>PCIe %1</source>
        <translation>PCIe %1</translation>
    </message>
    <message>
        <source>SATA&apos;s fastest link, %1 Gb/s (sysfs shows no speed)</source>
        <translation>самый быстрый канал SATA, %1 Гбит/с (sysfs не показывает скорость)</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <translation>SATA %1 Гбит/с</translation>
    </message>
    <message>
        <source>capped by %1 (%2)</source>
        <translation>ограничено %1 (%2)</translation>
    </message>
    <message>
        <source>%1 and %2 commands in flight</source>
        <translation>%1 и не более %2 команд в очереди</translation>
    </message>
    <message>
        <source>%1 (no SATA SSD reference figures exist)</source>
        <translation>%1 (справочных данных для SATA SSD нет)</translation>
    </message>
</context>
<context>
    <name>am::ui::MemberMeasurement</name>
    <message>
        <source>%1 cannot be measured: arraymark-cli was not found next to this program or on PATH.</source>
        <translation>%1 нельзя измерить: arraymark-cli не найден ни рядом с этой программой, ни в PATH.</translation>
    </message>
    <message>
        <source>Nothing was measured, so nothing was saved.</source>
        <translation>Ничего не измерено, поэтому ничего не сохранено.</translation>
    </message>
    <message numerus="yes">
        <source>%n measured cell(s) saved to %1.</source>
        <translation>
            <numerusform>%n измеренный тест сохранён в %1.</numerusform>
            <numerusform>%n измеренных теста сохранены в %1.</numerusform>
            <numerusform>%n измеренных тестов сохранены в %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n measured cell(s) could not be saved: %1</source>
        <translation>
            <numerusform>%n измеренный тест не удалось сохранить: %1</numerusform>
            <numerusform>%n измеренных теста не удалось сохранить: %1</numerusform>
            <numerusform>%n измеренных тестов не удалось сохранить: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The measurement of %1 was stopped. %2</source>
        <translation>Измерение %1 остановлено. %2</translation>
    </message>
    <message>
        <source>no cell finished.</source>
        <translation>ни один тест не завершился.</translation>
    </message>
    <message>
        <source>The measurement of %1 failed: %2 %3</source>
        <translation>Измерение %1 не удалось: %2 %3</translation>
    </message>
    <message>
        <source>%1 was measured read-only. %2</source>
        <translation>%1 измерен только чтением. %2</translation>
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
            <numerusform>Медиана %n прогона: от %1 до %2 %3</numerusform>
            <numerusform>Медиана %n прогонов: от %1 до %2 %3</numerusform>
            <numerusform>Медиана %n прогонов: от %1 до %2 %3</numerusform>
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
        <translation>МБ/с (10^6 Б/с)</translation>
    </message>
    <message>
        <source>MiB/s (2^20 B/s)</source>
        <translation>МиБ/с (2^20 Б/с)</translation>
    </message>
    <message>
        <source>Mean latency (µs)</source>
        <translation>Средняя задержка (мкс)</translation>
    </message>
    <message>
        <source>p50 latency (µs)</source>
        <translation>Задержка p50 (мкс)</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>задержка p99 (мкс)</translation>
    </message>
    <message>
        <source>p99.9 latency (µs)</source>
        <translation>Задержка p99.9 (мкс)</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <source>MiB/s</source>
        <translation>МиБ/с</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>мкс</translation>
    </message>
    <message>
        <source>%1 % read</source>
        <translation>%1 % чтения</translation>
    </message>
    <message>
        <source>Mean completion latency (µs)</source>
        <translation>Средняя задержка завершения (мкс)</translation>
    </message>
    <message>
        <source>p50 completion latency (µs)</source>
        <translation>p50 задержки завершения (мкс)</translation>
    </message>
    <message>
        <source>p99 completion latency (µs)</source>
        <translation>p99 задержки завершения (мкс)</translation>
    </message>
    <message>
        <source>p99.9 completion latency (µs)</source>
        <translation>p99.9 задержки завершения (мкс)</translation>
    </message>
    <message>
        <source>Completion latency: from the return of the submit call to the completion, like fio&apos;s clat. An I/O that the submit call already finished reads as almost 0 µs.</source>
        <translation>Задержка завершения: от возврата из вызова отправки до завершения, как clat в fio. Операция, которую вызов отправки уже выполнил, показывает почти 0 мкс.</translation>
    </message>
    <message>
        <source>Total latency: from submission to completion, like fio&apos;s lat. Results saved before ArrayMark measured it show completion latency here.</source>
        <translation>Полная задержка: от отправки до завершения, как lat в fio. Результаты, сохранённые до того, как ArrayMark стал её измерять, показывают здесь задержку завершения.</translation>
    </message>
    <message>
        <source>Latency is total: submission to completion, like fio&apos;s lat; completion latency counts from the return of the submit call, like fio&apos;s clat.</source>
        <translation>Задержка — полная: от отправки до завершения, как lat в fio; задержка завершения считается от возврата из вызова отправки, как clat в fio.</translation>
    </message>
</context>
<context>
    <name>am::ui::PciePathText</name>
    <message>
        <source>via the chipset (DMI, %1)</source>
        <translation>через чипсет (DMI, %1)</translation>
    </message>
    <message>
        <source>via the switch at %1 (%2)</source>
        <translation>через коммутатор %1 (%2)</translation>
    </message>
    <message>
        <source>, shared with %1</source>
        <translation>, общий с %1</translation>
    </message>
</context>
<context>
    <name>am::ui::Presets</name>
    <message>
        <source>Quick</source>
        <translation>Быстрый</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1, each read and write (CrystalDiskMark&apos;s standard set)</source>
        <translation>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1, чтение и запись (стандартный набор CrystalDiskMark)</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1, read and write</source>
        <translation>SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1, чтение и запись</translation>
    </message>
    <message>
        <source>Matrix</source>
        <translation>Матрица</translation>
    </message>
    <message>
        <source>Random I/O, block sizes 4K to 1M x read shares 0 to 100 %: the reference table&apos;s shape</source>
        <translation>Случайный доступ, блоки от 4K до 1M x доля чтения от 0 до 100 %: форма эталонной таблицы</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Задержка</translation>
    </message>
    <message>
        <source>4K QD1 random read, write and 70/30, with p50, p99 and p99.9</source>
        <translation>Случайные 4K QD1: чтение, запись и 70/30, с p50, p99 и p99.9</translation>
    </message>
    <message>
        <source>QD sweep</source>
        <translation>Шкала QD</translation>
    </message>
    <message>
        <source>4K random read at queue depth 1 to 256</source>
        <translation>Случайное чтение 4K при глубине очереди от 1 до 256</translation>
    </message>
    <message>
        <source>BS sweep</source>
        <translation>Шкала блоков</translation>
    </message>
    <message>
        <source>Sequential read and write from 512 B to 8 MiB, doubling, QD4</source>
        <translation>Последовательные чтение и запись блоками от 512 Б до 8 МиБ, с удвоением, QD4</translation>
    </message>
    <message>
        <source>Sustained</source>
        <translation>Длительная запись</translation>
    </message>
    <message>
        <source>4K random writes at QD32 until IOPS is steady or the time cap: shows a cache cliff</source>
        <translation>Случайная запись 4K при QD32 до стабилизации IOPS или предела времени: видно падение после кэша</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Свой…</translation>
    </message>
    <message>
        <source>Your own sweep: pattern, block sizes, read shares, queue depths, workers</source>
        <translation>Свой набор: доступ, размеры блока, доли чтения, глубины очереди, потоки</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <source>Random reads 4K to 1M at QD32 and a 1M sequential read: nothing is written; a drive&apos;s profile for the array estimate</source>
        <translation>Случайное чтение блоками от 4K до 1M при QD32 и последовательное чтение блоками 1M: ничего не записывается; профиль накопителя для оценки массива</translation>
    </message>
    <message>
        <source>QD profile</source>
        <translation>Профиль по глубине</translation>
    </message>
    <message>
        <source>Random reads 4K and 64K at queue depth 1 to 256, 8K to 1M at QD32 and a 1M sequential read: nothing is written; a drive&apos;s queue-depth profile for the array estimate</source>
        <translation>Случайное чтение 4K и 64K при глубине очереди от 1 до 256, от 8K до 1M при QD32 и последовательное чтение 1M: ничего не записывается; профиль диска по глубине очереди для оценки массива</translation>
    </message>
    <message>
        <source>Latency under load</source>
        <translation>Задержка под нагрузкой</translation>
    </message>
    <message>
        <source>4K random read and 70/30 at QD32: the peak, then paced at 10 % to 100 % of it; p99 against offered IOPS, with the knee where p99 has doubled</source>
        <translation>Случайное чтение 4K и 70/30 при QD32: сначала пик, затем темп от 10 % до 100 % пика; p99 в зависимости от заданных IOPS, с точкой перегиба, где p99 удвоилась</translation>
    </message>
    <message>
        <source>QD x jobs</source>
        <translation>QD x потоки</translation>
    </message>
    <message>
        <source>4K random read at queue depth 1 to 64 x 1 to 16 jobs: how many jobs and how deep it takes to saturate</source>
        <translation>Случайное чтение 4K при глубине очереди от 1 до 64 x от 1 до 16 потоков: сколько потоков и какая глубина нужны для насыщения</translation>
    </message>
    <message>
        <source>Fill (cache cliff)</source>
        <translation>Заполнение (обрыв кэша)</translation>
    </message>
    <message>
        <source>One sequential 1M write at QD8 over the whole target (it is erased): MB/s against bytes written, where the write cache runs out and the rate after it</source>
        <translation>Одна последовательная запись блоками 1M при QD8 по всей цели (она стирается): МБ/с в зависимости от записанного объёма, где кончается кэш записи и скорость после этого</translation>
    </message>
</context>
<context>
    <name>am::ui::QueueCurveChart</name>
    <message>
        <source>Random %1 KiB reads by I/Os in flight (estimate)</source>
        <translation>Случайное чтение блоками %1 КиБ по числу запросов в обработке (оценка)</translation>
    </message>
    <message>
        <source>I/Os in flight on the array</source>
        <translation>запросов в обработке на массиве</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>one drive alone</source>
        <translation>один диск</translation>
    </message>
</context>
<context>
    <name>am::ui::QueueCurveText</name>
    <message>
        <source>%1 reads no faster than one drive at any number of I/Os in flight.</source>
        <translation>%1 читает не быстрее одного диска при любом числе запросов в обработке.</translation>
    </message>
    <message>
        <source>%1 reads faster than one drive from the first I/O in flight.</source>
        <translation>%1 читает быстрее одного диска уже с первого запроса в обработке.</translation>
    </message>
    <message>
        <source>Below about %1 I/Os in flight, %2 reads no faster than one drive: each request waits on one member, and the others idle.</source>
        <translation>Пока в обработке меньше примерно %1 запросов, %2 читает не быстрее одного диска: каждый запрос ждёт один диск, остальные простаивают.</translation>
    </message>
    <message>
        <source>It reaches 90 % of its peak (%1 IOPS) from about %2 in flight.</source>
        <translation>90 % своего максимума (%1 IOPS) он достигает примерно с %2 запросов в обработке.</translation>
    </message>
</context>
<context>
    <name>am::ui::QueueDepthChart</name>
    <message>
        <source>IOPS and p99 latency by queue depth</source>
        <translation>IOPS и задержка p99 по глубине очереди</translation>
    </message>
    <message>
        <source>queue depth</source>
        <translation>глубина очереди</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>p99 µs</source>
        <translation>p99, мкс</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>задержка p99 (мкс)</translation>
    </message>
    <message>
        <source>%1
QD %2: %3 %4</source>
        <translation>%1
QD %2: %3 %4</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>мкс</translation>
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
        <translation>оценка, %1</translation>
    </message>
    <message>
        <source>≈ estimate extrapolated, %1</source>
        <translation>≈ оценка экстраполирована, %1</translation>
    </message>
    <message>
        <source>
≈ extrapolated: the profile did not measure this depth</source>
        <translation>
≈ экстраполировано: профиль не измерялся на этой глубине очереди</translation>
    </message>
</context>
<context>
    <name>am::ui::RebuildMeasurement</name>
    <message>
        <source>Ready</source>
        <translation>Готов</translation>
    </message>
    <message>
        <source>Benchmark of the healthy array</source>
        <translation>Тест исправного массива</translation>
    </message>
    <message>
        <source>Mark the member failed</source>
        <translation>Пометить участника неисправным</translation>
    </message>
    <message>
        <source>Remove the member</source>
        <translation>Удалить участника</translation>
    </message>
    <message>
        <source>Re-add the member</source>
        <translation>Вернуть участника (re-add)</translation>
    </message>
    <message>
        <source>Add the member back</source>
        <translation>Добавить участника обратно</translation>
    </message>
    <message>
        <source>Benchmark during the rebuild</source>
        <translation>Тест во время восстановления</translation>
    </message>
    <message>
        <source>Wait for the rebuild to finish</source>
        <translation>Ожидание окончания восстановления</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Stopped on a failure</source>
        <translation>Остановлено из-за ошибки</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Отменено</translation>
    </message>
    <message>
        <source>Cancel asked: the sequence stops when the current step has answered.</source>
        <translation>Отмена запрошена: последовательность остановится, когда текущий шаг ответит.</translation>
    </message>
    <message>
        <source>Cancelled while waiting: %1</source>
        <translation>Отменено во время ожидания: %1</translation>
    </message>
    <message>
        <source>%1: %2 on /dev/%3</source>
        <translation>%1: %2 на /dev/%3</translation>
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
        <translation>исправный</translation>
    </message>
    <message>
        <source>rebuilding</source>
        <translation>при восстановлении</translation>
    </message>
    <message>
        <source>the benchmark answered without a measured cell</source>
        <translation>тест завершился без единой измеренной ячейки</translation>
    </message>
    <message>
        <source>Waiting for the rebuild of /dev/%1 to finish…</source>
        <translation>Ожидание окончания восстановления /dev/%1…</translation>
    </message>
    <message>
        <source>/dev/%1 is %2 now</source>
        <translation>/dev/%1 сейчас в состоянии %2</translation>
    </message>
    <message>
        <source>no rebuild started within %1 s of putting %2 back</source>
        <translation>восстановление не началось в течение %1 с после возврата %2</translation>
    </message>
    <message>
        <source>/dev/%1 runs degraded; %2 is in it as a spare or not at all: check the member list, then add a device</source>
        <translation>/dev/%1 работает в деградированном режиме; %2 в нём как запасной или отсутствует: проверьте список участников, затем добавьте устройство</translation>
    </message>
    <message>
        <source>The rebuild of /dev/%1 took %2 s.</source>
        <translation>Восстановление /dev/%1 заняло %2 с.</translation>
    </message>
    <message>
        <source>nothing was changed: /dev/%1 is as it was</source>
        <translation>ничего не изменено: /dev/%1 в прежнем состоянии</translation>
    </message>
    <message>
        <source>/dev/%1 should be unchanged, with %2 still active; check its member list</source>
        <translation>/dev/%1 должен остаться без изменений, %2 по-прежнему активен; проверьте список участников</translation>
    </message>
    <message>
        <source>%2 is marked failed and still in /dev/%1, which runs degraded: remove %2 and add it back to rebuild</source>
        <translation>%2 помечен неисправным и всё ещё в /dev/%1, массив работает в деградированном режиме: удалите %2 и добавьте обратно, чтобы начать восстановление</translation>
    </message>
    <message>
        <source>%2 is out of /dev/%1, which runs degraded: add %2 back (Add spare) to rebuild</source>
        <translation>%2 выведен из /dev/%1, массив работает в деградированном режиме: добавьте %2 обратно («Добавить запасной»), чтобы начать восстановление</translation>
    </message>
    <message>
        <source>%2 was put back into /dev/%1, which rebuilds on its own; watch the list until it is healthy</source>
        <translation>%2 возвращён в /dev/%1, восстановление идёт само; следите за списком, пока массив не станет исправным</translation>
    </message>
    <message>
        <source>Cancelled after &quot;%1&quot;: %2</source>
        <translation>Отменено после «%1»: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; failed: %2. State: %3.</source>
        <translation>Шаг «%1» не удался: %2. Состояние: %3.</translation>
    </message>
</context>
<context>
    <name>am::ui::RebuildReportView</name>
    <message>
        <source>Benchmark cell</source>
        <translation>Ячейка теста</translation>
    </message>
    <message>
        <source>Healthy IOPS</source>
        <translation>IOPS исправного</translation>
    </message>
    <message>
        <source>Rebuilding IOPS</source>
        <translation>IOPS при восстановлении</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <source>Healthy / rebuilding MB/s (10^6 B/s)</source>
        <translation>МБ/с исправный / при восстановлении (10^6 Б/с)</translation>
    </message>
    <message>
        <source>No rebuild measured yet.</source>
        <translation>Восстановление ещё не замерялось.</translation>
    </message>
    <message>
        <source>Rebuilding, % of healthy IOPS</source>
        <translation>При восстановлении, % от IOPS исправного</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>не измерено</translation>
    </message>
    <message>
        <source>IOPS during the rebuild, % of the healthy array&apos;s (100 % = no loss)</source>
        <translation>IOPS во время восстановления, % от исправного массива (100 % = без потерь)</translation>
    </message>
    <message>
        <source>% of healthy IOPS</source>
        <translation>% от IOPS исправного</translation>
    </message>
</context>
<context>
    <name>am::ui::Reference</name>
    <message>
        <source>reference NVMe</source>
        <translation>эталон NVMe</translation>
    </message>
    <message>
        <source>QD %1, this run QD %2</source>
        <translation>QD %1, у этого запуска QD %2</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>нет %1</translation>
    </message>
    <message>
        <source>no random I/O</source>
        <translation>нет случайного ввода-вывода</translation>
    </message>
    <message>
        <source>no sequential I/O</source>
        <translation>нет последовательного ввода-вывода</translation>
    </message>
</context>
<context>
    <name>am::ui::ReshapeDialog</name>
    <message>
        <source>Use the whole of each member (after bigger drives replaced smaller ones)</source>
        <translation>Использовать каждого участника целиком (после замены дисков на более ёмкие)</translation>
    </message>
    <message>
        <source>Show plan</source>
        <translation>Показать план</translation>
    </message>
    <message>
        <source>Reshape</source>
        <translation>Перестроить</translation>
    </message>
    <message>
        <source>Reshape /dev/%1</source>
        <translation>Перестроение /dev/%1</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Сейчас: %1</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>без изменений</translation>
    </message>
    <message>
        <source>only when md needs one: %1</source>
        <translation>только если он нужен md: %1</translation>
    </message>
    <message>
        <source>type %1 to allow a shrink or losing all redundancy</source>
        <translation>введите %1, чтобы разрешить уменьшение или потерю всей избыточности</translation>
    </message>
    <message>
        <source>Devices to add:</source>
        <translation>Добавляемые устройства:</translation>
    </message>
    <message>
        <source>Active members afterwards:</source>
        <translation>Активных участников после:</translation>
    </message>
    <message>
        <source>Level afterwards:</source>
        <translation>Уровень после:</translation>
    </message>
    <message>
        <source>Chunk afterwards:</source>
        <translation>Размер блока после:</translation>
    </message>
    <message>
        <source>Backup file:</source>
        <translation>Файл резервной копии:</translation>
    </message>
    <message>
        <source>Confirm with the name:</source>
        <translation>Подтвердить именем:</translation>
    </message>
    <message>
        <source>Choose a change, then Show plan: the exact mdadm commands, the backup file, the capacity and fault tolerance before and after, and the time, before anything runs.</source>
        <translation>Выберите изменение и нажмите «Показать план»: точные команды mdadm, файл резервной копии, ёмкость и отказоустойчивость до и после и время — прежде чем что-либо будет запущено.</translation>
    </message>
    <message>
        <source>Runs the commands of the plan shown, through the helper</source>
        <translation>Выполняет команды показанного плана через помощника</translation>
    </message>
    <message>
        <source>Nothing changes yet: add devices, or choose the members, level, chunk or the whole of each member.</source>
        <translation>Пока ничего не меняется: добавьте устройства или выберите число участников, уровень, размер блока или использование участников целиком.</translation>
    </message>
    <message>
        <source>The helper did not answer: %1</source>
        <translation>Помощник не ответил: %1</translation>
    </message>
    <message>
        <source>Asking the helper for the plan (it reads the array and checks the devices to add)…</source>
        <translation>Запрашиваю план у помощника (он читает массив и проверяет добавляемые устройства)…</translation>
    </message>
    <message>
        <source>This is the plan; nothing has run yet. Reshape runs these commands. The array stays usable while md reshapes it.</source>
        <translation>Это план; пока ничего не запущено. «Перестроить» выполнит эти команды. Массив остаётся доступным, пока md его перестраивает.</translation>
    </message>
    <message>
        <source>The choices changed since this plan: Show plan again before reshaping.</source>
        <translation>Выбор изменился после этого плана: перед перестроением снова нажмите «Показать план».</translation>
    </message>
    <message>
        <source>Refused (%1): %2</source>
        <translation>Отказано (%1): %2</translation>
    </message>
    <message>
        <source>Use the free space of the disks after this volume (imsm grows only the container&apos;s last volume)</source>
        <translation>Занять свободное место дисков после этого тома (imsm расширяет только последний том контейнера)</translation>
    </message>
    <message>
        <source>e.g. /dev/sdf /dev/sdg, or pick from Free drives</source>
        <translation>например, /dev/sdf /dev/sdg, или выберите в «Свободных дисках»</translation>
    </message>
</context>
<context>
    <name>am::ui::ReshapeText</name>
    <message>
        <source>no member may fail</source>
        <translation>отказ любого участника недопустим</translation>
    </message>
    <message numerus="yes">
        <source>survives %n failed member(s)</source>
        <translation>
            <numerusform>выдерживает отказ %n участника</numerusform>
            <numerusform>выдерживает отказ %n участников</numerusform>
            <numerusform>выдерживает отказ %n участников</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n member(s)</source>
        <translation>
            <numerusform>%1 из %n участника</numerusform>
            <numerusform>%1 из %n участников</numerusform>
            <numerusform>%1 из %n участников</numerusform>
        </translation>
    </message>
    <message>
        <source>, chunk %1</source>
        <translation>, размер блока %1</translation>
    </message>
    <message>
        <source>%1, %2; %3</source>
        <translation>%1, %2; %3</translation>
    </message>
    <message>
        <source>Before:</source>
        <translation>До:</translation>
    </message>
    <message>
        <source>After:</source>
        <translation>После:</translation>
    </message>
    <message>
        <source>Filesystem:</source>
        <translation>Файловая система:</translation>
    </message>
    <message>
        <source>%1, %2 of %3 used</source>
        <translation>%1, занято %2 из %3</translation>
    </message>
    <message>
        <source>%1 (its size was not read)</source>
        <translation>%1 (её размер не прочитан)</translation>
    </message>
    <message>
        <source>The capacity goes down: shrink the filesystem on the array below the new size first, or its end is lost.</source>
        <translation>Ёмкость уменьшается: сначала уменьшите файловую систему на массиве ниже нового размера, иначе её конец будет потерян.</translation>
    </message>
    <message>
        <source>Work:</source>
        <translation>Работа:</translation>
    </message>
    <message>
        <source>%1 read and written on each member; every stripe moves</source>
        <translation>%1 читается и записывается на каждом участнике; перемещается каждая полоса</translation>
    </message>
    <message>
        <source>%1 written on each member</source>
        <translation>%1 записывается на каждый участник</translation>
    </message>
    <message>
        <source>Backup file:</source>
        <translation>Файл резервной копии:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>none (%1)</source>
        <translation>нет (%1)</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Время:</translation>
    </message>
    <message>
        <source>about %1 with the array idle, %2 while it is busy (bound by %3; reference rates of the members&apos; kind, not a measurement)</source>
        <translation>около %1 при простаивающем массиве, %2 под нагрузкой (ограничивает: %3; типовые скорости для такого вида участников, не измерение)</translation>
    </message>
    <message>
        <source>at once: nothing is read or written</source>
        <translation>сразу: ничего не читается и не записывается</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Примечания:</translation>
    </message>
    <message>
        <source>Commands, in this order:</source>
        <translation>Команды, в этом порядке:</translation>
    </message>
    <message numerus="yes">
        <source>from %1 to %n member(s)</source>
        <translation>
            <numerusform>с %1 до %n участника</numerusform>
            <numerusform>с %1 до %n участников</numerusform>
            <numerusform>с %1 до %n участников</numerusform>
        </translation>
    </message>
    <message>
        <source>chunk %1 to %2</source>
        <translation>размер блока с %1 на %2</translation>
    </message>
    <message>
        <source>Reshape</source>
        <translation>Перестроение</translation>
    </message>
    <message>
        <source>Reshape %1</source>
        <translation>Перестроение %1</translation>
    </message>
    <message>
        <source> (at %1)</source>
        <translation> (пройдено %1)</translation>
    </message>
    <message>
        <source>; not running: the array waits (after an interruption, assemble it again; a recorded backup file is given back to mdadm)</source>
        <translation>; не идёт: массив ждёт (после прерывания соберите его снова; записанный файл резервной копии будет передан mdadm)</translation>
    </message>
    <message>
        <source>An interrupted reshape was found: its backup file %1 was given back to mdadm, and the reshape continues from where it stopped.</source>
        <translation>Найдено прерванное перестроение: его файл резервной копии %1 передан mdadm, перестроение продолжается с места остановки.</translation>
    </message>
    <message>
        <source>An interrupted reshape was found (backup file %1), but the array did not assemble: see mdadm&apos;s message above.</source>
        <translation>Найдено прерванное перестроение (файл резервной копии %1), но массив не собрался: см. сообщение mdadm выше.</translation>
    </message>
    <message>
        <source>%1 was reshaping when it stopped, and mdadm cannot restore the reshape&apos;s critical section from the backup file %2: the file no longer matches where the reshape stopped (mdadm: &quot;Failed to restore critical section for reshape&quot;).

Assembling with --invalid-backup starts the array without that section and the reshape continues. The stripes md was moving when it stopped may be lost: check the filesystem and verify the data afterwards.

Cancel leaves the array stopped and changes nothing.</source>
        <translation>%1 перестраивался, когда остановился, и mdadm не может восстановить критическую секцию перестроения из файла резервной копии %2: файл больше не соответствует месту, где перестроение остановилось (mdadm: &quot;Failed to restore critical section for reshape&quot;).

Сборка с --invalid-backup запускает массив без этой секции, и перестроение продолжается. Полосы, которые md переносил в момент остановки, могут быть потеряны: после этого проверьте файловую систему и данные.

«Отмена» оставляет массив остановленным и ничего не меняет.</translation>
    </message>
</context>
<context>
    <name>am::ui::ResultsTableModel</name>
    <message>
        <source>Not measured in this run</source>
        <translation>Не измерялось в этом прогоне</translation>
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
            <numerusform>%n ошибка ввода-вывода</numerusform>
            <numerusform>%n ошибки ввода-вывода</numerusform>
            <numerusform>%n ошибок ввода-вывода</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2: measured / estimate</source>
        <translation>%1, %2: измерено / оценка</translation>
    </message>
    <message>
        <source>Estimate: %1</source>
        <translation>Оценка: %1</translation>
    </message>
    <message>
        <source>Measured / estimate: %1</source>
        <translation>Измерено / оценка: %1</translation>
    </message>
    <message>
        <source>%1, measured / estimate</source>
        <translation>%1, измерено / оценка</translation>
    </message>
    <message>
        <source>%1
measured / estimate</source>
        <translation>%1
измерено / оценка</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Stopped after %1 s of %2 s: a partial value, not counted as measured</source>
        <translation>Остановлено через %1 с из %2 с: частичное значение, не учтено как измеренное</translation>
    </message>
    <message>
        <source>≈ The estimate is extrapolated: the member profile did not measure this depth</source>
        <translation>≈ Оценка экстраполирована: профиль участника не измерялся на этой глубине очереди</translation>
    </message>
    <message>
        <source>%1 ⚙</source>
        <comment>a CPU-bound cell</comment>
        <translation>%1 ⚙</translation>
    </message>
    <message numerus="yes">
        <source>⚙ CPU-bound: the engine&apos;s threads used %1 % of their %n core(s); this number measures the host, not the drive</source>
        <translation>
            <numerusform>⚙ Упор в процессор: потоки движка заняли %1 % своего %n ядра; это число измеряет машину, а не накопитель</numerusform>
            <numerusform>⚙ Упор в процессор: потоки движка заняли %1 % своих %n ядер; это число измеряет машину, а не накопитель</numerusform>
            <numerusform>⚙ Упор в процессор: потоки движка заняли %1 % своих %n ядер; это число измеряет машину, а не накопитель</numerusform>
        </translation>
    </message>
    <message>
        <source>Paced at %1 I/Os per second per thread: latency counts from when each I/O was due, so queueing behind a late I/O shows</source>
        <translation>Темп %1 операций в секунду на поток: задержка считается с момента, когда операция должна была начаться, поэтому видно и ожидание за опоздавшей операцией</translation>
    </message>
    <message>
        <source>Engine modes: %1</source>
        <translation>Режимы движка: %1</translation>
    </message>
</context>
<context>
    <name>am::ui::ReviewPage</name>
    <message>
        <source>Review</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>Checked again by arraymark-helper as root, on a fresh scan. Nothing has been written yet.</source>
        <translation>Повторно проверено arraymark-helper от имени root по свежему сканированию. Ничего ещё не записано.</translation>
    </message>
    <message>
        <source>&amp;Create array</source>
        <translation>&amp;Создать массив</translation>
    </message>
    <message>
        <source>Type the array name, &lt;b&gt;%1&lt;/b&gt;, to confirm that the drives above may be destroyed:</source>
        <translation>Введите имя массива, &lt;b&gt;%1&lt;/b&gt;, чтобы подтвердить, что перечисленные накопители можно уничтожить:</translation>
    </message>
    <message>
        <source>No helper is available to check the plan.</source>
        <translation>Нет помощника для проверки плана.</translation>
    </message>
    <message>
        <source>Asking arraymark-helper to check the plan (it may ask for a password)…</source>
        <translation>arraymark-helper проверяет план (он может запросить пароль)…</translation>
    </message>
    <message>
        <source>arraymark-helper did not answer: %1</source>
        <translation>arraymark-helper не ответил: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The plan could not be checked:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Не удалось проверить план:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;This plan cannot run.&lt;/b&gt; Go back and fix the problems below.</source>
        <translation>&lt;b&gt;Этот план нельзя выполнить.&lt;/b&gt; Вернитесь назад и устраните проблемы ниже.</translation>
    </message>
    <message>
        <source>The plan is valid. Read what will run and what will be destroyed.</source>
        <translation>План корректен. Прочтите, что будет выполнено и что будет уничтожено.</translation>
    </message>
    <message>
        <source>Problems (the plan cannot run)</source>
        <translation>Проблемы (план нельзя выполнить)</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <source>Commands that will run, exactly</source>
        <translation>Точные команды, которые будут выполнены</translation>
    </message>
    <message>
        <source>Capacity: about %1.</source>
        <translation>Ёмкость: около %1.</translation>
    </message>
    <message>
        <source>Will be destroyed</source>
        <translation>Будет уничтожено</translation>
    </message>
    <message>
        <source>holds %1 (%2): it will be overwritten</source>
        <translation>содержит %1 (%2): будет перезаписано</translation>
    </message>
    <message>
        <source>content not read by this scan (the helper checks it again before writing)</source>
        <translation>содержимое не прочитано этим сканированием (помощник проверит его снова перед записью)</translation>
    </message>
    <message>
        <source>no signature found</source>
        <translation>сигнатур не найдено</translation>
    </message>
    <message>
        <source>&lt;b&gt;The array cannot be created on this machine.&lt;/b&gt; %1&lt;br&gt;Go Back and Next to check again.</source>
        <translation>&lt;b&gt;Массив нельзя создать на этой машине.&lt;/b&gt; %1&lt;br&gt;Нажмите «Назад» и «Далее», чтобы проверить снова.</translation>
    </message>
</context>
<context>
    <name>am::ui::RunRepeatsDialog</name>
    <message>
        <source>&amp;Precondition the range before the first cell</source>
        <translation>&amp;Подготовить диапазон перед первым тестом</translation>
    </message>
    <message>
        <source>Repeats and preconditioning</source>
        <translation>Повторы и подготовка</translation>
    </message>
    <message>
        <source>once</source>
        <translation>один раз</translation>
    </message>
    <message>
        <source> runs</source>
        <translation> прогонов</translation>
    </message>
    <message>
        <source>Each cell runs this many times; the table and charts show the median, and the spread from the slowest to the fastest run (error bars, ± in the table).</source>
        <translation>Каждый тест выполняется столько раз; таблица и графики показывают медиану и разброс от самого медленного до самого быстрого прогона (планки погрешности, ± в таблице).</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>The pause between two runs of a cell, for the drive to settle</source>
        <translation>Пауза между двумя прогонами теста, чтобы накопитель успокоился</translation>
    </message>
    <message>
        <source>Discards the range (TRIM, on block devices), then writes it sequentially, so a flash drive is measured in the state it reaches in use rather than fresh. Only for presets that write; recorded in the result.</source>
        <translation>Освобождает диапазон (TRIM, на блочных устройствах), затем последовательно записывает его, чтобы флеш-накопитель измерялся в состоянии, которого он достигает при работе, а не новым. Только для записывающих наборов; записывается в результат.</translation>
    </message>
    <message>
        <source> passes</source>
        <translation> проходов</translation>
    </message>
    <message>
        <source>Sequential writes of the whole range (SNIA&apos;s default: two)</source>
        <translation>Последовательные записи всего диапазона (по умолчанию SNIA: две)</translation>
    </message>
    <message>
        <source>&amp;Each cell:</source>
        <translation>&amp;Каждый тест:</translation>
    </message>
    <message>
        <source>&amp;Settle between runs:</source>
        <translation>П&amp;ауза между прогонами:</translation>
    </message>
    <message>
        <source>P&amp;asses:</source>
        <translation>П&amp;роходы:</translation>
    </message>
    <message>
        <source>Each cell runs once, on the target as it is.</source>
        <translation>Каждый тест выполняется один раз, на цели как она есть.</translation>
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
        <translation>%1, с подготовкой</translation>
    </message>
</context>
<context>
    <name>am::ui::SeriesList</name>
    <message>
        <source>Untick a series to hide it</source>
        <translation>Снимите отметку, чтобы скрыть ряд</translation>
    </message>
</context>
<context>
    <name>am::ui::SettingsDialog</name>
    <message>
        <source>The language changes when ArrayMark is started again.</source>
        <translation>Язык сменится при следующем запуске ArrayMark.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Обзор…</translation>
    </message>
    <message>
        <source>The Benchmark page&apos;s default target is %1 in this folder; it is created at the first run</source>
        <translation>По умолчанию страница «Тестирование» измеряет %1 в этой папке; файл создаётся при первом запуске</translation>
    </message>
    <message>
        <source>Size of the test file, binary units as in `arraymark-cli bench --size`: 256MiB, 1GiB, 16GiB</source>
        <translation>Размер тестового файла в двоичных единицах, как в `arraymark-cli bench --size`: 256MiB, 1GiB, 16GiB</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>How often a running benchmark reports a sample for the live charts (`bench --interval`)</source>
        <translation>Как часто идущий тест передаёт замер для графиков в реальном времени (`bench --interval`)</translation>
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
        <source>Follows the system: colours, style and icons come from your desktop.</source>
        <translation>Как в системе: цвета, стиль и значки берутся из вашего рабочего стола.</translation>
    </message>
    <message>
        <source>Test file &amp;folder:</source>
        <translation>&amp;Папка тестового файла:</translation>
    </message>
    <message>
        <source>Test file &amp;size:</source>
        <translation>&amp;Размер тестового файла:</translation>
    </message>
    <message>
        <source>Sample &amp;interval:</source>
        <translation>&amp;Интервал замеров:</translation>
    </message>
    <message>
        <source>Size &amp;units:</source>
        <translation>&amp;Единицы размера:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Тема:</translation>
    </message>
    <message>
        <source>Folder for the test file</source>
        <translation>Папка для тестового файла</translation>
    </message>
</context>
<context>
    <name>am::ui::TargetPanel</name>
    <message>
        <source>File &amp;size:</source>
        <translation>&amp;Размер файла:</translation>
    </message>
    <message>
        <source>A test file needs no root; drives and arrays need read access, and writes need a confirmation</source>
        <translation>Тестовому файлу не нужен root; дискам и массивам нужен доступ на чтение, а запись требует подтверждения</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Цель:</translation>
    </message>
    <message>
        <source>Test file in the cache directory</source>
        <translation>Тестовый файл в каталоге кэша</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Файл: %1</translation>
    </message>
    <message>
        <source>Choose a file…</source>
        <translation>Выбрать файл…</translation>
    </message>
    <message>
        <source>%1 — %2 %3 — %4</source>
        <translation>%1 — %2 %3 — %4</translation>
    </message>
    <message>
        <source>Test file</source>
        <translation>Тестовый файл</translation>
    </message>
    <message>
        <source>%1 is no longer in the drives scan; refresh the drives</source>
        <translation>%1 больше нет в списке устройств; обновите список</translation>
    </message>
    <message>
        <source>%1 is in use: %2</source>
        <translation>%1 используется: %2</translation>
    </message>
    <message>
        <source>%1 is read-only</source>
        <translation>%1 доступен только для чтения</translation>
    </message>
    <message>
        <source>Free: read presets run as they are; write presets ask you to type the device name.</source>
        <translation>Свободно: наборы чтения запускаются сразу; наборы записи просят ввести имя устройства.</translation>
    </message>
    <message>
        <source>Read presets only. %1.</source>
        <translation>Только наборы чтения. %1.</translation>
    </message>
    <message>
        <source>Size of the test file (created or grown by a write preset at the start of the run), e.g. 512MiB, 4GiB</source>
        <translation>Размер тестового файла (создаётся или увеличивается пресетом записи в начале запуска), например 512MiB, 4GiB</translation>
    </message>
    <message>
        <source>A regular file: a write preset creates it when missing; an existing file that ArrayMark did not create is written only after you type its name.</source>
        <translation>Обычный файл: пресет записи создаёт его, если его нет; в существующий файл, созданный не ArrayMark, запись идёт только после ввода его имени.</translation>
    </message>
</context>
<context>
    <name>am::ui::TestAlertButton</name>
    <message>
        <source>Send test alert</source>
        <translation>Отправить тестовое оповещение</translation>
    </message>
    <message>
        <source>Show a test desktop notification, as array health events are shown</source>
        <translation>Показать тестовое уведомление на рабочем столе так, как показываются события о состоянии массивов</translation>
    </message>
    <message>
        <source>No D-Bus session bus: desktop notifications cannot be shown</source>
        <translation>Нет сеансовой шины D-Bus: уведомления на рабочем столе показать нельзя</translation>
    </message>
    <message>
        <source>The test alert was sent to the notification server</source>
        <translation>Тестовое оповещение отправлено серверу уведомлений</translation>
    </message>
    <message>
        <source>The test alert was not shown: %1</source>
        <translation>Тестовое оповещение не показано: %1</translation>
    </message>
</context>
<context>
    <name>am::ui::WriteConfirmDialog</name>
    <message>
        <source>Write to %1?</source>
        <translation>Записать на %1?</translation>
    </message>
    <message>
        <source>The preset &quot;%1&quot; writes random data over %2. Everything stored on it will be destroyed.

Type the device name (%3) or its path to go on.</source>
        <translation>Набор «%1» записывает случайные данные на %2. Всё, что на нём хранится, будет уничтожено.

Чтобы продолжить, введите имя устройства (%3) или его путь.</translation>
    </message>
    <message>
        <source>&amp;Write to the device</source>
        <translation>&amp;Записать на устройство</translation>
    </message>
    <message>
        <source>The preset &quot;%1&quot; writes random data into %2, an existing file that ArrayMark did not create. Its content will be destroyed.

Type the file name (%3) or its path to go on.</source>
        <translation>Пресет «%1» записывает случайные данные в %2 — существующий файл, созданный не ArrayMark. Его содержимое будет уничтожено.

Чтобы продолжить, введите имя файла (%3) или путь к нему.</translation>
    </message>
    <message>
        <source>&amp;Write to the file</source>
        <translation>&amp;Записать в файл</translation>
    </message>
</context>
</TS>
