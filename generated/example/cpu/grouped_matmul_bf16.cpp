// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// out[rows of group g] = A[rows of g] @ B[g], the groups' rows given by the cumulative offsets:
// operands widened to fp32 once, rows in parallel (each row finds its group by a binary search of
// the offsets), each row accumulated in fp32 and rounded once.
#include <algorithm>
#include <vector>

namespace {

// The task's storage type and its conversions to and from fp32.
inline float to_f32(km_bf16 v) {
  return km_bf16_to_f32(v);
}
inline km_bf16 from_f32(float v) {
  return km_f32_to_bf16(v);
}

// The inputs widened to fp32 once.
std::vector<float> widen(const km_bf16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) v[i] = to_f32(p[i]);
  return v;
}

}  // namespace

int grouped_matmul_bf16(const km_bf16* A, const km_bf16* B, const int32_t* offsets, km_bf16* out,
                        int64_t m, int64_t k, int64_t n, int64_t groups) {
  const std::vector<float> a = widen(A, m * k), b = widen(B, groups * k * n);
#pragma omp parallel
  {
    std::vector<float> acc(static_cast<size_t>(n));
#pragma omp for schedule(static)
    for (int64_t r = 0; r < m; ++r) {
      // The group of row r: the last g with offsets[g] <= r (empty groups share a boundary, and
      // upper_bound steps past all of them).
      const int64_t g =
          std::upper_bound(offsets, offsets + groups + 1, static_cast<int32_t>(r)) - offsets - 1;
      const float* bg = b.data() + g * k * n;
      std::fill(acc.begin(), acc.end(), 0.0f);
      for (int64_t p = 0; p < k; ++p) {
        const float x = a[r * k + p];
        const float* brow = bg + p * n;
#pragma omp simd
        for (int64_t j = 0; j < n; ++j) acc[j] += x * brow[j];
      }
      for (int64_t j = 0; j < n; ++j) out[r * n + j] = from_f32(acc[j]);
    }
  }
  return 0;
}
