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
        <translation>Перцентили задержки завершённых тестов</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>Задержка p99 (мкс)</translation>
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
        <source>Measured seconds per cell; "preset" keeps the preset's own</source>
        <translation>Секунды измерения на тест; «из набора» — как задано в наборе</translation>
    </message>
    <message>
        <source>Warm-up seconds per cell, not counted; "preset" keeps the preset's own</source>
        <translation>Секунды разогрева на тест, не учитываются; «из набора» — как задано в наборе</translation>
    </message>
    <message>
        <source>Seconds per &amp;cell:</source>
        <translation>Секунд на &amp;тест:</translation>
    </message>
    <message>
        <source>R&amp;amp:</source>
        <translation>Ра&amp;згон:</translation>
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
        <source>The preset "%1" writes, and %2. Choose a read preset (QD sweep) or another target.</source>
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
        <source>Finished. %1</source>
        <translation>Готово. %1</translation>
    </message>
    <message>
        <source>Stopped; the finished cells are kept. %1</source>
        <translation>Остановлено; завершённые тесты сохранены. %1</translation>
    </message>
    <message>
        <source>The run failed: %1 %2 %3</source>
        <translation>Прогон не удался: %1 %2 %3</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were measured and are kept.</source>
        <translation><numerusform>Измерен и сохранён %n тест.</numerusform><numerusform>Измерено и сохранено %n теста.</numerusform><numerusform>Измерено и сохранено %n тестов.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) measured</source>
        <translation><numerusform>Измерен %n тест</numerusform><numerusform>Измерено %n теста</numerusform><numerusform>Измерено %n тестов</numerusform></translation>
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
        <translation><numerusform>Удалить %n сохранённый прогон? Это нельзя отменить.</numerusform><numerusform>Удалить %n сохранённых прогона? Это нельзя отменить.</numerusform><numerusform>Удалить %n сохранённых прогонов? Это нельзя отменить.</numerusform></translation>
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
    <message>
        <source>Cannot show the run: %1</source>
        <translation>Не удаётся показать прогон: %1</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n cell(s).</source>
        <translation><numerusform>Открыт %1: %n тест.</numerusform><numerusform>Открыт %1: %n теста.</numerusform><numerusform>Открыт %1: %n тестов.</numerusform></translation>
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
        <translation><numerusform>Не удалось прочитать %n строку; первая: %1</numerusform><numerusform>Не удалось прочитать %n строки; первая: %1</numerusform><numerusform>Не удалось прочитать %n строк; первая: %1</numerusform></translation>
    </message>
    <message>
        <source>Could not start %1: %2</source>
        <translation>Не удалось запустить %1: %2</translation>
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
        <translation><numerusform>%n тест, около %1 мин.</numerusform><numerusform>%n теста, около %1 мин.</numerusform><numerusform>%n тестов, около %1 мин.</numerusform></translation>
    </message>
    <message>
        <source>Read shares below 100 % write to the target.</source>
        <translation>Доли чтения ниже 100 % пишут на цель.</translation>
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
        <translation>
            <numerusform>%n пустое не показано</numerusform>
            <numerusform>%n пустых не показано</numerusform>
            <numerusform>%n пустых не показано</numerusform>
        </translation>
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
        <translation>Задержка p99 (мкс)</translation>
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
</context>
<context>
    <name>am::ui::Presets</name>
    <message>
        <source>Quick</source>
        <translation>Быстрый</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1, each read and write (CrystalDiskMark's standard set)</source>
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
        <source>Random I/O, block sizes 4K to 1M x read shares 0 to 100 %: the reference table's shape</source>
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
</context>
<context>
    <name>am::ui::Reference</name>
    <message>
        <source>reference NVMe</source>
        <translation>эталон NVMe</translation>
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
        <translation><numerusform>%n ошибка ввода-вывода</numerusform><numerusform>%n ошибки ввода-вывода</numerusform><numerusform>%n ошибок ввода-вывода</numerusform></translation>
    </message>
    <message>
        <source>Stopped before the end of the cell</source>
        <translation>Остановлен до конца теста</translation>
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
        <source>Size of the test file (created or grown at the start of the run), e.g. 512MiB, 4GiB</source>
        <translation>Размер тестового файла (создаётся или увеличивается в начале прогона), например 512MiB, 4GiB</translation>
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
        <source>A regular file: created when missing; every preset may write to it.</source>
        <translation>Обычный файл: создаётся при отсутствии; любой набор может в него писать.</translation>
    </message>
    <message>
        <source>Free: read presets run as they are; write presets ask you to type the device name.</source>
        <translation>Свободно: наборы чтения запускаются сразу; наборы записи просят ввести имя устройства.</translation>
    </message>
    <message>
        <source>Read presets only. %1.</source>
        <translation>Только наборы чтения. %1.</translation>
    </message>
</context>
<context>
    <name>am::ui::WriteConfirmDialog</name>
    <message>
        <source>Write to %1?</source>
        <translation>Записать на %1?</translation>
    </message>
    <message>
        <source>The preset "%1" writes random data over %2. Everything stored on it will be destroyed.

Type the device name (%3) or its path to go on.</source>
        <translation>Набор «%1» записывает случайные данные на %2. Всё, что на нём хранится, будет уничтожено.

Чтобы продолжить, введите имя устройства (%3) или его путь.</translation>
    </message>
    <message>
        <source>&amp;Write to the device</source>
        <translation>&amp;Записать на устройство</translation>
    </message>
</context>
</TS>