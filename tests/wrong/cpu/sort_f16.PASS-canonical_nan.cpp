// Honest twin (self-test only): sorts each row by its fp32 value and writes every NaN it moves as
// the canonical fp16 NaN 0x7fff, as a GPU kernel that sorts in fp32 and converts back does (NVIDIA's
// cvt gives 0x7fff for any NaN; session 39's H100 saw inductor's fp16 sort do it). The harness's
// specials hold another NaN (std::nan's, 0x7e00 in fp16), so the values output and the element its
// index selects differ in bits there, yet hold the same value: the selection check lets any NaN
// meet any NaN, as the exact check does, and this kernel must PASS.
#include <algorithm>
#include <cstdint>
#include <numeric>
#include <vector>

int sort_f16(const km_f16* x, km_f16* values, int64_t* indices, int64_t rows, int64_t d,
             int64_t descending) {
  std::vector<int64_t> order(static_cast<size_t>(d));
  std::vector<float> key(static_cast<size_t>(d));
  for (int64_t r = 0; r < rows; ++r) {
    const km_f16* xr = x + r * d;
    for (int64_t j = 0; j < d; ++j) key[j] = km_f16_to_f32(xr[j]);
    std::iota(order.begin(), order.end(), 0);
    // NaN ranks above +inf: last ascending, first descending (torch.sort).
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
      const float ka = key[a], kb = key[b];
      if (ka != ka || kb != kb) return descending ? (ka != ka && kb == kb) : (ka == ka && kb != kb);
      return descending ? ka > kb : ka < kb;
    });
    for (int64_t j = 0; j < d; ++j) {
      const int64_t i = order[j];
      indices[r * d + j] = i;
      km_f16 v = km_f32_to_f16(key[i]);
      if (key[i] != key[i]) v.bits = 0x7fff;
      values[r * d + j] = v;
    }
  }
  return 0;
}
