// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// int8 products summed exactly in int32 (|sum| <= k * 2^14), row by row so the inner loop
// streams x2's rows; dequantised in fp32 and rounded once.
#include <vector>

int quant_matmul_f16(const int8_t* x1, const int8_t* x2, const float* scale,
                     const float* pertoken_scale, const float* bias, km_f16* out, int64_t m,
                     int64_t k, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    std::vector<int32_t> acc(n, 0);
    for (int64_t p = 0; p < k; ++p) {
      const int32_t a = x1[i * k + p];
      for (int64_t j = 0; j < n; ++j) acc[j] += a * int32_t{x2[p * n + j]};
    }
    for (int64_t j = 0; j < n; ++j)
      out[i * n + j] =
          km_f32_to_f16(static_cast<float>(acc[j]) * scale[j] * pertoken_scale[i] + bias[j]);
  }
  return 0;
}
