// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// One token per OpenMP iteration: an fp32 row accumulator starts at skip1 + skip2, then each of
// the token's k experts adds scale * (its permuted row + its expert's bias); rounded once.
#include <vector>

namespace {
inline float ld(km_f16 v) { return km_f16_to_f32(v); }
inline km_f16 st(float v) { return km_f32_to_f16(v); }
}  // namespace

int moe_finalize_routing_f16(const km_f16* expanded_permuted_rows, const km_f16* skip1, const km_f16* skip2,
                              const km_f16* bias, const km_f16* scales, const int32_t* expanded_src_to_dst_row,
                              const int32_t* expert_for_source_row, km_f16* out, int64_t t, int64_t k,
                              int64_t h, int64_t experts) {
  int bad = 0;
#pragma omp parallel for schedule(static) reduction(| : bad)
  for (int64_t i = 0; i < t; ++i) {
    std::vector<float> acc(static_cast<size_t>(h));
    for (int64_t c = 0; c < h; ++c) acc[c] = ld(skip1[i * h + c]) + ld(skip2[i * h + c]);
    for (int64_t j = 0; j < k; ++j) {
      const int64_t r = expanded_src_to_dst_row[j * t + i], e = expert_for_source_row[i * k + j];
      if (r < 0 || r >= t * k || e < 0 || e >= experts) { bad = 1; break; }
      const float sc = ld(scales[i * k + j]);
      for (int64_t c = 0; c < h; ++c)
        acc[c] += sc * (ld(expanded_permuted_rows[r * h + c]) + ld(bias[e * h + c]));
    }
    for (int64_t c = 0; c < h; ++c) out[i * h + c] = st(acc[c]);
  }
  return bad;
}
