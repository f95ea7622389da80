// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// b is [n, k]: a @ b - azp * azp_adj in exact integers (int64 here), then the scales in fp32.
int cutlass_scaled_mm_azp_bf16(const int8_t* a, const int8_t* b, const float* scale_a,
                               const float* scale_b, const int32_t* azp, const int32_t* azp_adj,
                               const km_bf16* bias, km_bf16* out, int64_t m, int64_t k, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      int64_t acc = 0;
      for (int64_t p = 0; p < k; ++p) acc += int32_t{a[i * k + p]} * int32_t{b[j * k + p]};
      acc -= int64_t{azp[i]} * azp_adj[j];
      out[i * n + j] = km_f32_to_bf16(static_cast<float>(acc) * scale_a[i] * scale_b[j] +
                                      km_bf16_to_f32(bias[j]));
    }
  return 0;
}
