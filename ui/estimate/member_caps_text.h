#pragma once

#include <QString>

#include "core/estimate/member_caps.h"

namespace am::ui {

// What a member's link caps it at, for the wizard's estimate page: "capped by
// SATA 6 Gb/s (594 MB/s) and 32 commands", "capped by PCIe x4 Gen3 (3.54 GB/s)",
// "link unknown (usb): not capped". With `on_reference`, a SATA SSD adds that
// no SATA SSD reference figures exist (the NVMe reference stands in).
QString memberCapsText(const estimate::MemberCaps& caps, bool on_reference);

} // namespace am::ui
