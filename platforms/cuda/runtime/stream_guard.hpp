// SPDX-License-Identifier: Apache-2.0
// While a candidate call runs, work it enqueues on any stream but the given one is noted.
#pragma once

#include <cuda_runtime.h>

#include <string>

namespace km::worker {

/// From now on, work on a stream other than `allowed` is an offence.
void stream_guard_begin(cudaStream_t allowed);
/// Stops checking; returns the first offence since begin ("" when none).
std::string stream_guard_end();
/// A runtime feature the platform's policy refuses that no import shows (a launch attribute),
/// noted during the call; forbidden_use() returns it ("" when none) until the next begin.
void note_forbidden(const char* what);
std::string forbidden_use();

}  // namespace km::worker
