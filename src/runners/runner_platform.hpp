// SPDX-License-Identifier: Apache-2.0
// The platform a runner program serves. Only runner_platform.cpp is compiled per platform (with
// KM_PLATFORM and KM_PLATFORM_JSON defined), so the runners' and the worker's other sources
// compile once for every platform (cmake/KernelMarkPlatform.cmake).
#pragma once

namespace km {
const char* runner_platform();       // the platform's name: "cpu", "cuda", "triton", ...
const char* runner_platform_json();  // its platforms/<name>/platform.json
}  // namespace km
