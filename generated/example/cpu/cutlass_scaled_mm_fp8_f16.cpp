// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// fp8 e4m3 GEMM: each output is the fp32 dot product of an a row and a b row (b is [n, k]),
// scaled by scale_a[i] * scale_b[j], plus bias, rounded once to the output type.
#include <vector>

int cutlass_scaled_mm_fp8_f16(const km_fp8e4m3* a, const km_fp8e4m3* b, const float* scale_a,
                              const float* scale_b, const km_f16* bias, km_f16* out, int64_t m, int64_t k,
                              int64_t n) {
  std::vector<float> bf(static_cast<size_t>(n * k));  // b decoded once
  for (int64_t i = 0; i < n * k; ++i) bf[i] = km_fp8e4m3_to_f32(b[i]);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    std::vector<float> ar(static_cast<size_t>(k));
    for (int64_t p = 0; p < k; ++p) ar[p] = km_fp8e4m3_to_f32(a[i * k + p]);
    for (int64_t j = 0; j < n; ++j) {
      float acc = 0.0f;
      const float* br = bf.data() + j * k;
      for (int64_t p = 0; p < k; ++p) acc += ar[p] * br[p];
      out[i * n + j] = km_f32_to_f16(acc * scale_a[i] * scale_b[j] + km_f16_to_f32(bias[j]));
    }
  }
  return 0;
}
