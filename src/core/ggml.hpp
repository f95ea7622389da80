// SPDX-License-Identifier: Apache-2.0
// GGUF (ggml) block-quantised weight formats, as far as the input generator needs them: for each
// type id, the elements and bytes of one block and the byte offsets of its fp16 fields (scales and
// minimums). The init structure "ggml_blocks" (tensor.cpp) rewrites those fields of drawn u8 bytes
// into finite, normal fp16 values, so a block's scale is never NaN, infinite or subnormal while
// every quantised code byte stays as drawn. The full decoding rules are in the specs that use it
// (operators/quantization/ggml_*.json) and in references/quantization/ggml_util.hpp.
#pragma once

#include <cstdint>

namespace km::ggml {

struct BlockFormat {
  int64_t type;      // ggml_type id, as vLLM's ggml ops take it
  const char* name;  // "Q4_0", ...
  int64_t elems;     // values per block (32, or QK_K = 256 for the k-quants)
  int64_t bytes;     // bytes per block
  int n_f16;         // fp16 fields in the block
  int64_t f16[2];    // their byte offsets (little-endian)
};

inline constexpr BlockFormat kFormats[] = {
    {2, "Q4_0", 32, 18, 1, {0, 0}},      // d, qs[16]
    {3, "Q4_1", 32, 20, 2, {0, 2}},      // d, m, qs[16]
    {6, "Q5_0", 32, 22, 1, {0, 0}},      // d, qh[4], qs[16]
    {7, "Q5_1", 32, 24, 2, {0, 2}},      // d, m, qh[4], qs[16]
    {8, "Q8_0", 32, 34, 1, {0, 0}},      // d, qs[32] (int8)
    {10, "Q2_K", 256, 84, 2, {80, 82}},  // scales[16], qs[64], d, dmin
    {11, "Q3_K", 256, 110, 1, {108, 0}}, // hmask[32], qs[64], scales[12], d
    {12, "Q4_K", 256, 144, 2, {0, 2}},   // d, dmin, scales[12], qs[128]
    {13, "Q5_K", 256, 176, 2, {0, 2}},   // d, dmin, scales[12], qh[32], qs[128]
    {14, "Q6_K", 256, 210, 1, {208, 0}}, // ql[128], qh[64], scales[16] (int8), d
};

/// The format of type id `type`, or nullptr for an id this table does not know.
inline const BlockFormat* format(int64_t type) {
  for (const BlockFormat& f : kFormats)
    if (f.type == type) return &f;
  return nullptr;
}

/// A finite, normal fp16 bit pattern made from 16 drawn bits: sign and mantissa kept, the exponent
/// replaced by one of 8 values (magnitudes in [2^-6, 2^2)), chosen by three of the drawn exponent
/// bits. Deterministic, so the same draw gives the same block on every platform.
inline uint16_t finite_f16(uint16_t bits) {
  const uint16_t e = static_cast<uint16_t>(9 + ((bits >> 10) & 7));  // biased exponent 9..16
  return static_cast<uint16_t>((bits & 0x83FF) | (e << 10));
}

}  // namespace km::ggml
