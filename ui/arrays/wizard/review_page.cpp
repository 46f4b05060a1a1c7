#include "ui/arrays/wizard/review_page.h"

#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <algorithm>

#include "core/util/process_runner.h"
#include "ui/arrays/md_driver_text.h"
#include "ui/arrays/wizard/array_wizard.h"
#include "ui/drives/drives_model.h"
#include "ui/helper/helper_channel.h"

namespace am::ui {

namespace {
QString commandLine(const QJsonArray& argv)
{
    std::vector<std::string> words;
    for (const auto& word : argv) words.push_back(word.toString().toStdString());
    return QString::fromStdString(util::displayCommand(words));
}
} // namespace

ReviewPage::ReviewPage(ArrayWizard* wizard)
    : QWizardPage(wizard), wizard_(wizard), status_(new QLabel(this)),
      report_(new QTextBrowser(this)), confirm_label_(new QLabel(this)),
      confirm_(new QLineEdit(this))
{
    setTitle(tr("Review"));
    setSubTitle(tr(
        "Checked again by arraymark-helper as root, on a fresh scan. Nothing has been written yet."));
    setCommitPage(true);
    setButtonText(QWizard::CommitButton, tr("&Create array"));
    status_->setWordWrap(true);
    report_->setOpenLinks(false);
    confirm_label_->setWordWrap(true);
    confirm_label_->setBuddy(confirm_);
    confirm_->setObjectName(QStringLiteral("confirmName"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(status_);
    layout->addWidget(report_, 1);
    layout->addWidget(confirm_label_);
    layout->addWidget(confirm_);
    connect(confirm_, &QLineEdit::textChanged, this, &ReviewPage::completeChanged);
}

void ReviewPage::initializePage()
{
    plan_valid_ = false;
    const WizardState& state = wizard_->state();
    // A stat, and without the driver one read of modules.dep: cheap enough here. md says
    // exactly what is missing; another backend's check says what to install.
    driver_ = raid::checkMdDriver(wizard_->mdDriverRoots());
    unavailable_.clear();
    if (!usesMdDriver()) {
        const auto availability = wizard_->backendAvailability(state.backend);
        if (!availability.available) unavailable_ = QString::fromStdString(availability.reason);
    }
    plan_ = {};
    error_.clear();
    confirm_->clear();
    confirm_label_->setText(
        tr("Type the array name, <b>%1</b>, to confirm that the drives above may be destroyed:")
            .arg(QString::fromStdString(state.name).toHtmlEscaped()));
    request_ = -1;
    if (!wizard_->helpers()) {
        error_ = tr("No helper is available to check the plan.");
    } else {
        HelperChannel* channel = wizard_->helpers()->channel(helper::Scope::ReadDevices);
        connect(channel, &HelperChannel::answered, this, &ReviewPage::onAnswer,
                Qt::UniqueConnection);
        connect(channel, &HelperChannel::failed, this, &ReviewPage::onFailed, Qt::UniqueConnection);
        request_ = channel->send(planRequest(state.plan(), QStringLiteral("plan")));
        status_->setText(
            tr("Asking arraymark-helper to check the plan (it may ask for a password)…"));
    }
    render();
    emit completeChanged();
}

void ReviewPage::onAnswer(qint64 id, const QJsonObject& answer)
{
    if (id != request_) return; // an answer to an earlier visit of this page
    request_ = -1;
    if (!answer.value(QStringLiteral("ok")).toBool()) {
        error_ = answer.value(QStringLiteral("error")).toString();
    } else {
        plan_ = answer.value(QStringLiteral("plan")).toObject();
        plan_valid_ = plan_.value(QStringLiteral("valid")).toBool();
    }
    render();
    emit completeChanged();
}

void ReviewPage::onFailed(const QString& message)
{
    if (request_ < 0) return;
    request_ = -1;
    error_ = tr("arraymark-helper did not answer: %1").arg(message);
    render();
    emit completeChanged();
}

void ReviewPage::render()
{
    const WizardState& state = wizard_->state();
    // Whatever the helper answers, mdadm cannot create an array without the driver: say it first.
    const QString cannot_run =
        usesMdDriver() && !driver_.loaded() ? mdDriverProblem(driver_) : unavailable_;
    if (!cannot_run.isEmpty())
        status_->setText(
            tr("<b>The array cannot be created on this machine.</b> %1<br>Go Back and Next to check again.")
                .arg(cannot_run.toHtmlEscaped()));
    else if (request_ >= 0)
        status_->setText(
            tr("Asking arraymark-helper to check the plan (it may ask for a password)…"));
    else if (!error_.isEmpty())
        status_->setText(
            tr("<b>The plan could not be checked:</b> %1").arg(error_.toHtmlEscaped()));
    else if (!plan_valid_)
        status_->setText(tr("<b>This plan cannot run.</b> Go back and fix the problems below."));
    else
        status_->setText(tr("The plan is valid. Read what will run and what will be destroyed."));

    QString html;
    const auto findings = [&](const QString& key, const QString& heading) {
        const QJsonArray list = plan_.value(key).toArray();
        if (list.isEmpty()) return;
        html += QStringLiteral("<h3>%1</h3><ul>").arg(heading);
        for (const auto& entry : list)
            html += QStringLiteral("<li>%1</li>")
                        .arg(entry.toObject()
                                 .value(QStringLiteral("message"))
                                 .toString()
                                 .toHtmlEscaped());
        html += QStringLiteral("</ul>");
    };
    findings(QStringLiteral("problems"), tr("Problems (the plan cannot run)"));
    findings(QStringLiteral("warnings"), tr("Warnings"));
    const QJsonArray commands = plan_.value(QStringLiteral("commands")).toArray();
    if (!commands.isEmpty()) {
        // pre-wrap: a long argv wraps instead of hiding its last devices.
        html += QStringLiteral("<h3>%1</h3><pre style=\"white-space: pre-wrap\">")
                    .arg(tr("Commands that will run, exactly"));
        for (const auto& argv : commands)
            html += commandLine(argv.toArray()).toHtmlEscaped() + QLatin1Char('\n');
        html += QStringLiteral("</pre>");
    }
    if (plan_.contains(QStringLiteral("capacity_bytes")))
        html +=
            QStringLiteral("<p>%1</p>")
                .arg(
                    tr("Capacity: about %1.")
                        .arg(sizeText(static_cast<std::uint64_t>(
                                          plan_.value(QStringLiteral("capacity_bytes")).toDouble()),
                                      util::SizeUnits::Decimal)));

    html += QStringLiteral("<h3>%1</h3><ul>").arg(tr("Will be destroyed"));
    for (const auto* device : state.pickedDevices()) {
        QString content;
        if (!device->signature_type.empty())
            content = tr("holds %1 (%2): it will be overwritten")
                          .arg(QString::fromStdString(device->signature_type),
                               QString::fromStdString(device->signature_usage));
        else if (!device->probe_error.empty() ||
                 std::any_of(device->in_use_reasons.begin(), device->in_use_reasons.end(),
                             [](const auto& reason) { return drives::isNotChecked(reason.kind); }))
            content =
                tr("content not read by this scan (the helper checks it again before writing)");
        else
            content = tr("no signature found");
        html += QStringLiteral("<li><b>%1</b> %2, %3: %4</li>")
                    .arg(QString::fromStdString(device->path).toHtmlEscaped(),
                         QString::fromStdString(device->model).toHtmlEscaped(),
                         sizeText(device->size_bytes, util::SizeUnits::Decimal),
                         content.toHtmlEscaped());
    }
    html += QStringLiteral("</ul>");
    report_->setHtml(html);
}

bool ReviewPage::usesMdDriver() const
{
    const raid::Backend backend = wizard_->state().backend;
    return backend == raid::Backend::Md || backend == raid::Backend::Imsm;
}

bool ReviewPage::isComplete() const
{
    const bool runs_here = usesMdDriver() ? driver_.loaded() : unavailable_.isEmpty();
    return plan_valid_ && runs_here && !wizard_->state().name.empty() &&
           confirm_->text() == QString::fromStdString(wizard_->state().name);
}

} // namespace am::ui
