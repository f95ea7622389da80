// KernelMark planted kernel (test input, not a sample): reads the destination row of token i's j-th
// expert at expanded_src_to_dst_row[i * k + j] (token-major) instead of [j * t + i].
#include <vector>

namespace {
inline float ld(float v) { return v; }
inline float st(float v) { return v; }
}  // namespace

int moe_finalize_routing_f32(const float* expanded_permuted_rows, const float* skip1, const float* skip2,
                              const float* bias, const float* scales, const int32_t* expanded_src_to_dst_row,
                              const int32_t* expert_for_source_row, float* out, int64_t t, int64_t k,
                              int64_t h, int64_t experts) {
  int bad = 0;
#pragma omp parallel for schedule(static) reduction(| : bad)
  for (int64_t i = 0; i < t; ++i) {
    std::vector<float> acc(static_cast<size_t>(h));
    for (int64_t c = 0; c < h; ++c) acc[c] = ld(skip1[i * h + c]) + ld(skip2[i * h + c]);
    for (int64_t j = 0; j < k; ++j) {
      const int64_t r = expanded_src_to_dst_row[i * k + j], e = expert_for_source_row[i * k + j];
      if (r < 0 || r >= t * k || e < 0 || e >= experts) { bad = 1; break; }
      const float sc = ld(scales[i * k + j]);
      for (int64_t c = 0; c < h; ++c)
        acc[c] += sc * (ld(expanded_permuted_rows[r * h + c]) + ld(bias[e * h + c]));
    }
    for (int64_t c = 0; c < h; ++c) out[i * h + c] = st(acc[c]);
  }
  return bad;
}
