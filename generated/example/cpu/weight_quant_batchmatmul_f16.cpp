// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// Dequantise each int8 weight in fp32, (w + offset) * scale, then an fp32 dot product over k.
#include <vector>

int weight_quant_batchmatmul_f16(const km_f16* x, const int8_t* w, const km_f16* antiquant_scale,
                                 const km_f16* antiquant_offset, const km_f16* bias, km_f16* out,
                                 int64_t m, int64_t k, int64_t n) {
  std::vector<float> wd(k * n);
  for (int64_t p = 0; p < k; ++p)
    for (int64_t j = 0; j < n; ++j)
      wd[p * n + j] = (static_cast<float>(w[p * n + j]) + km_f16_to_f32(antiquant_offset[j])) *
                      km_f16_to_f32(antiquant_scale[j]);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    std::vector<float> acc(n, 0.0f);
    for (int64_t p = 0; p < k; ++p) {
      const float a = km_f16_to_f32(x[i * k + p]);
      for (int64_t j = 0; j < n; ++j) acc[j] += a * wd[p * n + j];
    }
    for (int64_t j = 0; j < n; ++j) out[i * n + j] = km_f32_to_f16(acc[j] + km_f16_to_f32(bias[j]));
  }
  return 0;
}
