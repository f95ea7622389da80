// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// Unpacks the Marlin tiles into a dense fp32 weight (code - 8 times the un-permuted scale of the
// row's group), gathers A's columns through perm under act-order, then a plain fp32 GEMM rounded
// once.
#include <cstdint>
#include <vector>

int gptq_marlin_gemm_f16(const km_f16* a, const int32_t* b_q_weight, const km_f16* b_scales,
                        const int32_t* g_idx, const int32_t* perm, km_f16* out, int64_t m,
                        int64_t kt, int64_t nt, int64_t groups, int64_t act_order) {
  const int64_t k = 16 * kt, n = 64 * nt;
  static const int kOffs[4] = {0, 1, 8, 9};
  std::vector<float> w(static_cast<size_t>(k * n));
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t tk = 0; tk < kt; ++tk)
    for (int64_t tn = 0; tn < nt; ++tn)
      for (int64_t p = 0; p < 128; ++p) {
        const uint32_t word = static_cast<uint32_t>(b_q_weight[tk * 128 * nt + tn * 128 + p]);
        const int64_t t = p / 4, wp = p % 4;
        for (int64_t s = 0; s < 8; ++s) {
          const int64_t j = 2 * (s % 4) + s / 4;
          const int64_t r = 16 * tk + 2 * (t % 4) + kOffs[j % 4];
          const int64_t c = 64 * tn + 16 * wp + t / 4 + 8 * (j / 4);
          const int64_t g = act_order ? g_idx[r] : r / (k / groups);
          int64_t si;
          if (groups > 1) {
            const int64_t x = c % 64;
            si = c - x + 8 * (x % 8) + x / 8;
          } else {
            const int64_t x = c % 32;
            si = c - x + 8 * ((x % 8) / 2) + 2 * (x / 8) + x % 2;
          }
          const float code = static_cast<float>((word >> (4 * s)) & 15u);
          w[r * n + c] = (code - 8.0f) * km_f16_to_f32(b_scales[g * n + si]);
        }
      }
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    std::vector<float> acc(static_cast<size_t>(n), 0.0f);
    for (int64_t r = 0; r < k; ++r) {
      const float av = km_f16_to_f32(a[i * k + (act_order ? perm[r] : r)]);
      for (int64_t c = 0; c < n; ++c) acc[c] += av * w[r * n + c];
    }
    for (int64_t c = 0; c < n; ++c) out[i * n + c] = km_f32_to_f16(acc[c]);
  }
  return 0;
}
