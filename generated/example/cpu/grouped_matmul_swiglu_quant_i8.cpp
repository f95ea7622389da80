// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// Per expert: exact int32 dot products, dequantised in fp32, swiglu, then the per-row int8 scale.
#include <cmath>
#include <vector>

// Round to nearest, ties to even (rintf in the default rounding mode), saturate, then convert:
// a plain cast would truncate, and converting before clamping overflows.
static inline int8_t q8(float u) {
  const float r = std::rint(u);
  return static_cast<int8_t>(r < -128.0f ? -128.0f : (r > 127.0f ? 127.0f : r));
}

int grouped_matmul_swiglu_quant_i8(const int8_t* x, const int8_t* weight, const float* weight_scale,
                                   const float* x_scale, const int64_t* group_offsets, int8_t* q,
                                   float* s, int64_t m, int64_t k, int64_t n, int64_t experts) {
  (void)m;  // the groups cover rows 0 .. m - 1: group_offsets[experts] == m
  const int64_t n2 = 2 * n;
  for (int64_t e = 0; e < experts; ++e) {
    const int8_t* we = weight + e * k * n2;
    const float* wse = weight_scale + e * n2;
#pragma omp parallel for schedule(static)
    for (int64_t r = group_offsets[e]; r < group_offsets[e + 1]; ++r) {
      std::vector<int32_t> acc(n2, 0);
      for (int64_t p = 0; p < k; ++p) {
        const int32_t a = x[r * k + p];
        for (int64_t c = 0; c < n2; ++c) acc[c] += a * int32_t{we[p * n2 + c]};
      }
      std::vector<float> act(n);
      float amax = 0.0f;
      for (int64_t j = 0; j < n; ++j) {
        const float g = static_cast<float>(acc[j]) * wse[j] * x_scale[r];
        const float v = static_cast<float>(acc[n + j]) * wse[n + j] * x_scale[r];
        act[j] = g / (1.0f + std::exp(-g)) * v;
        amax = std::fmax(amax, std::fabs(act[j]));
      }
      const float sc = amax / 127.0f;
      s[r] = sc;
      for (int64_t j = 0; j < n; ++j)
        q[r * n + j] = amax == 0.0f ? 0 : q8(act[j] / sc);  // zero row
    }
  }
  return 0;
}
