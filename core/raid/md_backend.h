#pragma once

#include "core/raid/array_backend.h"

namespace am::raid {

// mdadm with native metadata (1.2, 1.0), and with Intel's imsm metadata.
const ArrayBackend& mdBackend();
const ArrayBackend& imsmBackend();

} // namespace am::raid
