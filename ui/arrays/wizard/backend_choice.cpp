#include "ui/arrays/wizard/backend_choice.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QLabel>
#include <QRadioButton>

#include "ui/arrays/wizard/backend_text.h"

namespace am::ui {

BackendChoice::BackendChoice(QWidget* parent)
    : QGroupBox(tr("Backend"), parent), group_(new QButtonGroup(this))
{
    auto* grid = new QGridLayout(this);
    int row = 0;
    for (const auto& info : raid::kBackends) {
        if (!info.read_only.empty()) continue; // shown on the Arrays page, never built
        auto* radio = new QRadioButton(backendTitle(info.backend), this);
        radio->setObjectName(QStringLiteral("backend-") +
                             QString::fromLatin1(info.name.data(), info.name.size()));
        group_->addButton(radio, static_cast<int>(info.backend));
        auto* detail = new QLabel(this);
        detail->setWordWrap(true);
        detail->setBuddy(radio);
        buttons_[info.backend] = radio;
        details_[info.backend] = detail;
        grid->addWidget(radio, row, 0, Qt::AlignTop);
        grid->addWidget(detail, row, 1);
        ++row;
    }
    grid->setColumnStretch(1, 1);
    setAvailability({});
    connect(group_, &QButtonGroup::idClicked, this,
            [this](int id) { emit chosen(static_cast<raid::Backend>(id)); });
}

void BackendChoice::setAvailability(const std::vector<raid::BackendAvailability>& availability)
{
    reasons_.clear();
    for (const auto& info : raid::kBackends) {
        if (!info.read_only.empty()) continue;
        const auto found =
            std::find_if(availability.begin(), availability.end(),
                         [&](const auto& entry) { return entry.backend == info.backend; });
        if (found == availability.end())
            reasons_[info.backend] = tr("not checked yet");
        else if (!found->available)
            reasons_[info.backend] = QString::fromStdString(found->reason);
        const bool available = !reasons_.contains(info.backend);
        buttons_[info.backend]->setEnabled(available);
        QString text = backendGoodFor(info.backend);
        if (!available)
            text += QLatin1Char('\n') + tr("Not available here: %1").arg(reasons_[info.backend]);
        details_[info.backend]->setText(text);
    }
}

bool BackendChoice::isAvailable(raid::Backend backend) const
{
    return buttons_.contains(backend) && !reasons_.contains(backend);
}

QString BackendChoice::unavailableReason(raid::Backend backend) const
{
    const auto found = reasons_.find(backend);
    return found == reasons_.end() ? QString() : found->second;
}

raid::Backend BackendChoice::current() const
{
    const int id = group_->checkedId();
    return id < 0 ? raid::Backend::Md : static_cast<raid::Backend>(id);
}

void BackendChoice::setCurrent(raid::Backend backend) { buttons_.at(backend)->setChecked(true); }

bool BackendChoice::choose(raid::Backend backend)
{
    if (!isAvailable(backend)) return false;
    buttons_.at(backend)->click();
    return true;
}

QRadioButton* BackendChoice::button(raid::Backend backend) const
{
    const auto found = buttons_.find(backend);
    return found == buttons_.end() ? nullptr : found->second;
}
QLabel* BackendChoice::detail(raid::Backend backend) const { return details_.at(backend); }

} // namespace am::ui
