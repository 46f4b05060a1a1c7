#include "ui/settings/settings_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QResizeEvent>
#include <QVBoxLayout>

namespace am::ui {

namespace {

QLabel* errorLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    // The theme's own "negative" colour does not exist in QPalette; a red
    // that reads on light and dark palettes alike.
    label->setStyleSheet(QStringLiteral("color: #d03030;"));
    label->hide();
    return label;
}

void showProblem(QLabel* label, const QString& problem)
{
    label->setText(problem);
    label->setVisible(!problem.isEmpty());
}

} // namespace

SettingsDialog::SettingsDialog(const AppSettings& current, QWidget* parent)
    : QDialog(parent), initial_language_(current.language),
      folder_(new QLineEdit(current.test_file_dir, this)), folder_error_(errorLabel(this)),
      size_(new QLineEdit(current.test_file_size, this)), size_error_(errorLabel(this)),
      interval_(new QDoubleSpinBox(this)), units_(new QComboBox(this)),
      language_(new QComboBox(this)),
      language_note_(new QLabel(tr("The language changes when ArrayMark is started again."), this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel |
                                        QDialogButtonBox::RestoreDefaults,
                                    this))
{
    setWindowTitle(tr("Settings"));

    auto* browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &SettingsDialog::browseFolder);
    auto* folder_row = new QHBoxLayout;
    folder_row->addWidget(folder_, 1);
    folder_row->addWidget(browse);
    folder_->setToolTip(
        tr("The Benchmark page's default target is %1 in this folder; it is created at the first run")
            .arg(QString::fromLatin1(kTestFileName)));
    size_->setToolTip(tr(
        "Size of the test file, binary units as in `arraymark-cli bench --size`: 256MiB, 1GiB, 16GiB"));

    interval_->setRange(kMinSampleIntervalS, kMaxSampleIntervalS);
    interval_->setDecimals(2);
    interval_->setSingleStep(0.05);
    interval_->setSuffix(tr(" s"));
    interval_->setValue(current.sample_interval_s);
    interval_->setToolTip(tr(
        "How often a running benchmark reports a sample for the live charts (`bench --interval`)"));

    units_->addItem(tr("Decimal (GB, 10^9 bytes)"), QStringLiteral("decimal"));
    units_->addItem(tr("Binary (GiB, 2^30 bytes)"), QStringLiteral("binary"));
    units_->setCurrentIndex(current.units == util::SizeUnits::Binary ? 1 : 0);

    for (const LanguageChoice& choice : languageChoices())
        language_->addItem(choice.native_name, choice.code);
    language_->setCurrentIndex(std::max(0, language_->findData(current.language)));
    language_note_->setWordWrap(true);
    language_note_->setVisible(false);

    auto* theme = new QLabel(
        tr("Follows the system: colours, style and icons come from your desktop."), this);
    theme->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("Test file &folder:"), folder_row);
    form->addRow(QString(), folder_error_);
    form->addRow(tr("Test file &size:"), size_);
    form->addRow(QString(), size_error_);
    form->addRow(tr("Sample &interval:"), interval_);
    form->addRow(tr("Size &units:"), units_);
    form->addRow(tr("&Language:"), language_);
    form->addRow(QString(), language_note_);
    form->addRow(tr("Theme:"), theme);
    // The labels' mnemonics move the focus to their field.
    for (QWidget* field : {static_cast<QWidget*>(folder_), static_cast<QWidget*>(size_),
                           static_cast<QWidget*>(interval_), static_cast<QWidget*>(units_),
                           static_cast<QWidget*>(language_)})
        if (auto* label = qobject_cast<QLabel*>(form->labelForField(field))) label->setBuddy(field);
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(folder_row)))
        label->setBuddy(folder_);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch(1);
    layout->addWidget(buttons_);

    connect(buttons_, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    connect(buttons_->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            [this] {
                folder_->setText(defaultTestFileDir());
                size_->setText(defaultTestFileSize());
                interval_->setValue(AppSettings{}.sample_interval_s);
                units_->setCurrentIndex(0);
                language_->setCurrentIndex(0);
            });
    connect(folder_, &QLineEdit::textChanged, this, &SettingsDialog::revalidate);
    connect(size_, &QLineEdit::textChanged, this, &SettingsDialog::revalidate);
    connect(language_, &QComboBox::currentIndexChanged, this, [this] {
        language_note_->setVisible(language_->currentData().toString() != initial_language_);
    });
    revalidate();
    resize(560, sizeHint().height());
}

AppSettings SettingsDialog::settings() const
{
    AppSettings s;
    s.test_file_dir = folder_->text().trimmed();
    s.test_file_size = size_->text().trimmed();
    s.sample_interval_s = interval_->value();
    s.units = units_->currentData().toString() == QLatin1String("binary")
                  ? util::SizeUnits::Binary
                  : util::SizeUnits::Decimal;
    s.language = language_->currentData().toString();
    return s;
}

QStringList SettingsDialog::problems() const
{
    QStringList list;
    for (QLabel* label : {folder_error_, size_error_})
        if (!label->text().isEmpty()) list << label->text();
    return list;
}

void SettingsDialog::revalidate()
{
    showProblem(folder_error_, AppSettings::testFileDirProblem(folder_->text().trimmed()));
    showProblem(size_error_, AppSettings::testFileSizeProblem(size_->text()));
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(problems().isEmpty());
    fitHeight();
}

void SettingsDialog::fitHeight()
{
    // Wrapped error lines need height for the current width, which the
    // dialog's size hint does not count; grow so that no line is cut.
    layout()->activate();
    const int needed = layout()->totalHeightForWidth(width());
    if (needed > height()) resize(width(), needed);
}

void SettingsDialog::resizeEvent(QResizeEvent* event)
{
    QDialog::resizeEvent(event);
    if (event->size().width() != event->oldSize().width()) fitHeight();
}

void SettingsDialog::accept()
{
    revalidate(); // the folder may have changed on disk since it was typed
    if (!problems().isEmpty()) return;
    settings().save();
    QDialog::accept();
}

void SettingsDialog::browseFolder()
{
    auto* dialog = new QFileDialog(this, tr("Folder for the test file"), folder_->text());
    dialog->setFileMode(QFileDialog::Directory);
    dialog->setOption(QFileDialog::ShowDirsOnly);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this,
            [this](const QString& dir) { folder_->setText(dir); });
    dialog->open();
}

} // namespace am::ui
