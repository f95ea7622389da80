// SPDX-License-Identifier: Apache-2.0
// Counter-based random numbers: value i of a stream depends only on (key, i), so inputs are the
// same on every platform, compiler and thread count, and any element can be regenerated alone.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace km {

/// Philox4x32-10 (Salmon et al., SC'11): four 32-bit outputs for a 64-bit counter and 64-bit key.
std::array<uint32_t, 4> philox4x32(uint64_t counter, uint64_t key);

/// Key of the stream for one tensor of one case: a hash of (op, seed, tensor).
uint64_t stream_key(std::string_view op, uint64_t seed, std::string_view tensor);

/// Uniform in [0, 1) with 53 random bits.
double uniform01(uint64_t key, uint64_t index);
/// Standard normal: Box-Muller; Philox block b serves elements 4b..4b+3, words 0-1 giving the
/// cosine and sine of the first pair, words 2-3 those of the second.
double standard_normal(uint64_t key, uint64_t index);
/// Elements [begin, end) of the same stream into out[0 .. end-begin), sharing the work of pairs.
void standard_normals(uint64_t key, uint64_t begin, uint64_t end, double* out);

}  // namespace km
