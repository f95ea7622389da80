// SPDX-License-Identifier: Apache-2.0
#include "runners/runner_platform.hpp"

namespace km {
const char* runner_platform() { return KM_PLATFORM; }
const char* runner_platform_json() { return KM_PLATFORM_JSON; }
}  // namespace km
