#include "ui/bench/target_panel.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>

#include "core/util/units.h"
#include "ui/drives/in_use_text.h"
#include "ui/settings/app_settings.h"

namespace am::ui {

namespace {
enum ItemKind { TestFile, OtherFile, ChooseFile, Device };
constexpr int KindRole = Qt::UserRole;
constexpr int PathRole = Qt::UserRole + 1;
} // namespace

TargetPanel::TargetPanel(drives::SystemRoots roots, QWidget* parent)
    : QWidget(parent), roots_(std::move(roots)), target_(new QComboBox(this)),
      size_(new QComboBox(this)), size_label_(new QLabel(tr("File &size:"), this)),
      verdict_(new QLabel(this)), largest_block_(kDefaultLargestBlock)
{
    target_->setObjectName(QStringLiteral("benchTarget"));
    target_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    target_->setToolTip(tr(
        "A test file needs no root; drives and arrays need read access, and writes need a confirmation"));
    size_->setEditable(true);
    size_->addItems({QStringLiteral("256MiB"), QStringLiteral("1GiB"), QStringLiteral("4GiB"),
                     QStringLiteral("16GiB")});
    size_->setCurrentText(QStringLiteral("1GiB"));
    size_->setToolTip(tr(
        "Size of the test file (created or grown by a write preset at the start of the run), e.g. 512MiB, 4GiB"));
    size_label_->setBuddy(size_);
    verdict_->setTextFormat(Qt::PlainText);
    verdict_->setWordWrap(true);
    verdict_->setObjectName(QStringLiteral("targetVerdict"));

    auto* label = new QLabel(tr("&Target:"), this);
    label->setBuddy(target_);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label);
    layout->addWidget(target_);
    layout->addWidget(size_label_);
    layout->addWidget(size_);
    layout->addWidget(verdict_, 1);

    fillCombo();
    connect(target_, &QComboBox::activated, this, &TargetPanel::onChosen);
    connect(target_, &QComboBox::currentIndexChanged, this, [this] {
        showVerdict();
        emit targetChanged();
        emit sizeValidityChanged(); // devices have no file size
    });
    connect(&watcher_, &QFutureWatcher<drives::ScanResult>::finished, this,
            &TargetPanel::onScanDone);
    size_->setObjectName(QStringLiteral("benchFileSize"));
    connect(size_, &QComboBox::currentTextChanged, this, [this] {
        showVerdict();
        emit sizeValidityChanged();
    });
}

QString TargetPanel::sizeProblem() const
{
    if (isDevice()) return {};
    return AppSettings::testFileSizeProblem(size_->currentText(), largest_block_);
}

void TargetPanel::setLargestBlock(std::uint64_t bytes)
{
    if (bytes == 0 || bytes == largest_block_) return;
    largest_block_ = bytes;
    showVerdict();
    emit sizeValidityChanged();
}

TargetPanel::~TargetPanel()
{
    try {
        watcher_.waitForFinished();
    } catch (...) { // a failed scan rethrows here; the panel is going away anyway
    }
}

QString TargetPanel::defaultTestFile()
{
    return AppSettings::load().testFilePath(); // the cache directory unless Settings chose a folder
}

void TargetPanel::refreshDrives()
{
    if (watcher_.isRunning()) return;
    watcher_.setFuture(QtConcurrent::run([roots = roots_] { return drives::scan(roots); }));
}

void TargetPanel::onScanDone()
{
    try {
        setScan(watcher_.result());
    } catch (...) {
        scan_.reset(); // the Drives page reports scan failures; here files still work
        fillCombo();
        emit drivesScanned();
    }
}

void TargetPanel::setScan(const drives::ScanResult& scan)
{
    scan_ = scan;
    fillCombo();
    emit drivesScanned();
}

void TargetPanel::fillCombo()
{
    const QString previous = target_->currentData(PathRole).toString();
    QSignalBlocker block(target_);
    target_->clear();
    target_->addItem(tr("Test file in the cache directory"), TestFile);
    target_->setItemData(0, defaultTestFile(), PathRole);
    target_->setItemData(0, defaultTestFile(), Qt::ToolTipRole);
    if (!custom_file_.isEmpty()) {
        target_->addItem(tr("File: %1").arg(custom_file_), OtherFile);
        target_->setItemData(target_->count() - 1, custom_file_, PathRole);
    }
    target_->addItem(tr("Choose a file…"), ChooseFile);
    if (scan_) {
        target_->insertSeparator(target_->count());
        auto add = [this](const drives::BlockDevice& device) {
            if (device.size_bytes == 0) return; // nothing to measure
            const QString size = QString::fromStdString(
                util::formatSize(device.size_bytes, AppSettings::load().units));
            const QString model = QString::fromStdString(device.model);
            target_->addItem(
                tr("%1 — %2 %3 — %4")
                    .arg(QString::fromStdString(device.path), size, model, statusText(device)),
                Device);
            target_->setItemData(target_->count() - 1, QString::fromStdString(device.path),
                                 PathRole);
        };
        for (const auto& disk : scan_->drives) {
            add(disk);
            for (const auto& part : disk.partitions) add(part);
        }
    }
    const int again = previous.isEmpty() ? 0 : target_->findData(previous, PathRole);
    target_->setCurrentIndex(again >= 0 ? again : 0);
    showVerdict();
}

void TargetPanel::onChosen(int index)
{
    if (target_->itemData(index, KindRole).toInt() != ChooseFile) return;
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Test file"), QFileInfo(defaultTestFile()).path(),
                                     QString(), nullptr, QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty()) {
        target_->setCurrentIndex(0);
        return;
    }
    setFileTarget(path);
}

void TargetPanel::setFileTarget(const QString& path)
{
    custom_file_ = path;
    fillCombo();
    target_->setCurrentIndex(target_->findData(path, PathRole));
    showVerdict();
    emit targetChanged();
}

void TargetPanel::setSizeText(const QString& size)
{
    if (size.trimmed().isEmpty())
        return; // a setting saved while a device was the target: keep the field's size
    size_->setCurrentText(size);
}

bool TargetPanel::selectTarget(const QString& path)
{
    const int index = target_->findData(path, PathRole);
    if (index < 0) return false;
    target_->setCurrentIndex(index);
    return true;
}

QString TargetPanel::targetPath() const { return target_->currentData(PathRole).toString(); }

bool TargetPanel::isDevice() const { return target_->currentData(KindRole).toInt() == Device; }

const drives::BlockDevice* TargetPanel::device() const
{
    if (!isDevice() || !scan_) return nullptr;
    return scan_->find(targetPath().toStdString());
}

QString TargetPanel::sizeText() const
{
    return isDevice() ? QString() : size_->currentText().trimmed();
}

QString TargetPanel::writeRefusal() const
{
    if (!isDevice()) return {};
    const drives::BlockDevice* dev = device();
    if (!dev) return tr("%1 is no longer in the drives scan; refresh the drives").arg(targetPath());
    // The engine refuses these too (write_safety.h); saying so before the run saves a failed start.
    if (dev->inUse())
        return tr("%1 is in use: %2")
            .arg(targetPath(), describeReasons(*dev).join(QStringLiteral("; ")));
    if (dev->read_only) return tr("%1 is read-only").arg(targetPath());
    return {};
}

void TargetPanel::showVerdict()
{
    const bool device = isDevice();
    size_->setVisible(!device);
    size_label_->setVisible(!device);
    // Red like the Settings dialog's fields: the field itself and the sentence beside it.
    const QString size_problem = sizeProblem();
    size_->setStyleSheet(size_problem.isEmpty()
                             ? QString()
                             : QStringLiteral("QComboBox { border: 1px solid #d03030; }"));
    if (!size_problem.isEmpty()) {
        verdict_->setStyleSheet(QStringLiteral("color: #d03030;"));
        verdict_->setText(size_problem);
        return;
    }
    if (!device) {
        verdict_->setStyleSheet(QString());
        verdict_->setText(tr(
            "A regular file: a write preset creates it when missing; an existing file that ArrayMark did not "
            "create is written only after you type its name."));
        return;
    }
    const QString refusal = writeRefusal();
    verdict_->setStyleSheet(refusal.isEmpty() ? QString() : QStringLiteral("color: #b00020;"));
    verdict_->setText(
        refusal.isEmpty()
            ? tr("Free: read presets run as they are; write presets ask you to type the device name.")
            : tr("Read presets only. %1.").arg(refusal));
}

} // namespace am::ui
