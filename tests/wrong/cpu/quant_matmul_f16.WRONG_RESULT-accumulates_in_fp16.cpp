// Planted wrong kernel (self-test only): a split-k kernel that keeps its running sum in fp16,
// the output type: each 32-term int32 partial is added to an fp16 accumulator instead of summing
// exactly in int32. Partial sums of up to 32 * 2^14 lose their low bits once past 2048 (fp16's
// 11-bit significand) and overflow to infinity past 65504. (Chunks of 32 keep the conversions
// cheap: rounding after every term took 10.6 s per 1024^3 call, over the 3 s call limit.)
#include <algorithm>
#include <vector>

int quant_matmul_f16(const int8_t* x1, const int8_t* x2, const float* scale,
                     const float* pertoken_scale, const float* bias, km_f16* out, int64_t m,
                     int64_t k, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    std::vector<km_f16> acc(n, km_f32_to_f16(0.0f));
    std::vector<int32_t> part(n);
    for (int64_t p0 = 0; p0 < k; p0 += 32) {
      std::fill(part.begin(), part.end(), 0);
      for (int64_t p = p0; p < k && p < p0 + 32; ++p) {
        const int32_t a = x1[i * k + p];
        for (int64_t j = 0; j < n; ++j) part[j] += a * int32_t{x2[p * n + j]};
      }
      for (int64_t j = 0; j < n; ++j)
        acc[j] = km_f32_to_f16(km_f16_to_f32(acc[j]) + static_cast<float>(part[j]));
    }
    for (int64_t j = 0; j < n; ++j)
      out[i * n + j] =
          km_f32_to_f16(km_f16_to_f32(acc[j]) * scale[j] * pertoken_scale[i] + bias[j]);
  }
  return 0;
}
