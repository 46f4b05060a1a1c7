#pragma once

#include "core/raid/array_backend.h"

namespace am::raid {

// ZFS pools, read through zpool when it is installed; nothing is created or changed.
const ArrayBackend& zfsBackend();

} // namespace am::raid
