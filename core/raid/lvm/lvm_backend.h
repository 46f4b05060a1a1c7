#pragma once

#include "core/raid/array_backend.h"

namespace am::raid {

const ArrayBackend& lvmBackend();

} // namespace am::raid
