// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// Each batch's int8 product summed exactly in int32, dequantised and summed over the batch in fp32.
#include <algorithm>
#include <vector>

int quant_matmul_reduce_sum_bf16(const int8_t* x1, const int8_t* x2, const float* x1_scale,
                                 const float* x2_scale, km_bf16* out, int64_t b, int64_t m,
                                 int64_t k, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    std::vector<float> sum(n, 0.0f);
    std::vector<int32_t> acc(n);
    for (int64_t t = 0; t < b; ++t) {
      std::fill(acc.begin(), acc.end(), 0);
      for (int64_t p = 0; p < k; ++p) {
        const int32_t a = x1[(t * m + i) * k + p];
        const int8_t* row = x2 + (t * k + p) * n;
        for (int64_t j = 0; j < n; ++j) acc[j] += a * int32_t{row[j]};
      }
      const float s1 = x1_scale[t * m + i];
      for (int64_t j = 0; j < n; ++j) sum[j] += static_cast<float>(acc[j]) * s1 * x2_scale[j];
    }
    for (int64_t j = 0; j < n; ++j) out[i * n + j] = km_f32_to_bf16(sum[j]);
  }
  return 0;
}
