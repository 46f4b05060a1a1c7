#include "ui/arrays/manager/consistency_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

#include "core/util/process_runner.h"
#include "ui/arrays/consistency_text.h"

namespace am::ui {

namespace {
bool isWriteMostly(const raid::MemberStatus& member)
{
    return std::find(member.states.begin(), member.states.end(), "write_mostly") !=
           member.states.end();
}
} // namespace

ConsistencyDialog::ConsistencyDialog(const raid::ArrayStatus& array, QWidget* parent)
    : QDialog(parent), array_(array), bitmap_(new QComboBox(this)), policy_(new QComboBox(this)),
      words_(new QLabel(this)), commands_(new QPlainTextEdit(this))
{
    setWindowTitle(tr("Consistency of /dev/%1").arg(QString::fromStdString(array.name)));
    const auto current = raid::parseConsistencyPolicy(array.consistency_policy);
    auto* now = new QLabel(this);
    now->setTextFormat(Qt::PlainText);
    now->setWordWrap(true);
    now->setText(tr("/dev/%1 is %2; md keeps it consistent by: %3 (bitmap: %4).\n%5")
                     .arg(QString::fromStdString(array.name), QString::fromStdString(array.level),
                          QString::fromStdString(array.consistency_policy),
                          array.bitmap.empty() ? tr("none") : QString::fromStdString(array.bitmap),
                          current ? consistencyWords(*current) : QString()));

    bitmap_->addItem(tr("Keep as it is"));
    bitmap_->addItem(tr("Add an internal write-intent bitmap"), QStringLiteral("internal"));
    bitmap_->addItem(tr("Remove the bitmap"), QStringLiteral("none"));
    policy_->addItem(tr("Keep as it is"));
    policy_->addItem(tr("PPL: close the raid5 write hole (no bitmap)"), QStringLiteral("ppl"));
    policy_->addItem(tr("Resync: switch PPL off"), QStringLiteral("resync"));

    auto* form = new QFormLayout;
    form->addRow(tr("Write-intent bitmap:"), bitmap_);
    form->addRow(tr("Crash consistency:"), policy_);
    if (array.level == "raid1")
        for (const auto& member : array.members) {
            auto* box = new QCheckBox(
                tr("%1: write-mostly (md reads from it only when no other mirror can)")
                    .arg(QString::fromStdString(member.path)),
                this);
            box->setChecked(isWriteMostly(member));
            box->setProperty("device", QString::fromStdString(member.path));
            connect(box, &QCheckBox::toggled, this, &ConsistencyDialog::update);
            write_mostly_.push_back(box);
            form->addRow(box);
        }
    words_->setWordWrap(true);
    words_->setTextFormat(Qt::PlainText);
    commands_->setReadOnly(true);
    commands_->setMaximumBlockCount(50);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    run_ = buttons->addButton(tr("Run these commands"), QDialogButtonBox::AcceptRole);
    connect(run_, &QPushButton::clicked, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(bitmap_, &QComboBox::currentIndexChanged, this, &ConsistencyDialog::update);
    connect(policy_, &QComboBox::currentIndexChanged, this, &ConsistencyDialog::update);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(now);
    layout->addLayout(form);
    layout->addWidget(words_);
    layout->addWidget(new QLabel(tr("Commands the helper will run (as root):"), this));
    layout->addWidget(commands_, 1);
    layout->addWidget(buttons);
    update();
}

raid::SettingsChange ConsistencyDialog::change() const
{
    raid::SettingsChange change;
    if (const QString bitmap = bitmap_->currentData().toString(); !bitmap.isEmpty())
        change.bitmap = raid::parseBitmap(bitmap.toStdString());
    if (const QString policy = policy_->currentData().toString(); !policy.isEmpty())
        change.consistency_policy = raid::parseConsistencyPolicy(policy.toStdString());
    for (QCheckBox* box : write_mostly_) {
        const std::string device = box->property("device").toString().toStdString();
        bool was = false;
        for (const auto& member : array_.members)
            if (member.path == device) was = isWriteMostly(member);
        if (box->isChecked() && !was) change.write_mostly.push_back(device);
        if (!box->isChecked() && was) change.readwrite.push_back(device);
    }
    return change;
}

void ConsistencyDialog::update()
{
    const raid::SettingsChange wanted = change();
    if (wanted.consistency_policy)
        words_->setText(consistencyWords(*wanted.consistency_policy));
    else if (wanted.bitmap)
        words_->setText(consistencyWords(wanted.bitmap == raid::Bitmap::Internal
                                             ? raid::ConsistencyPolicy::Bitmap
                                             : raid::ConsistencyPolicy::Resync));
    else
        words_->clear();
    QStringList lines;
    const auto problems = raid::settingsProblems(array_, wanted);
    if (wanted.empty()) {
        lines << tr("(nothing to change yet)");
    } else if (!problems.empty()) {
        lines << tr("Refused; nothing would run:");
        for (const auto& problem : problems)
            lines << QStringLiteral("  - ") + QString::fromStdString(problem.message);
    } else {
        for (const auto& step : raid::settingsSteps(drives::SystemRoots{}, array_, wanted))
            lines << QStringLiteral("$ ") +
                         QString::fromStdString(util::displayCommand(step.display()));
    }
    commands_->setPlainText(lines.join(QLatin1Char('\n')));
    run_->setEnabled(!wanted.empty() && problems.empty());
}

} // namespace am::ui
