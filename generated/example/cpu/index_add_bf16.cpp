// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// Threads own blocks of 64 columns, so no two threads add into the same element: each widens its
// block of x to float, adds every src row at its index in order, and rounds once.
#include <algorithm>
#include <vector>

int index_add_bf16(const km_bf16* x, const int64_t* idx, const km_bf16* src, km_bf16* y, int64_t n, int64_t d, int64_t k) {
  constexpr int64_t kB = 64;
  const int64_t nb = (d + kB - 1) / kB;
#pragma omp parallel
  {
    std::vector<float> acc(static_cast<size_t>(n * kB));
#pragma omp for schedule(static)
    for (int64_t cb = 0; cb < nb; ++cb) {
      const int64_t c0 = cb * kB, w = std::min(kB, d - c0);
      for (int64_t r = 0; r < n; ++r)
        for (int64_t c = 0; c < w; ++c) acc[r * kB + c] = km_bf16_to_f32(x[r * d + c0 + c]);
      for (int64_t j = 0; j < k; ++j) {
        float* a = acc.data() + idx[j] * kB;
        const km_bf16* s = src + j * d + c0;
        for (int64_t c = 0; c < w; ++c) a[c] += km_bf16_to_f32(s[c]);
      }
      for (int64_t r = 0; r < n; ++r)
        for (int64_t c = 0; c < w; ++c) y[r * d + c0 + c] = km_f32_to_bf16(acc[r * kB + c]);
    }
  }
  return 0;
}
