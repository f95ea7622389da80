// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to fp16 once.
// Threads own blocks of 64 columns (no two add into one element): a float [v, 64] buffer,
// every lookup's gradient row added in order (divided by its index's count with
// scale_grad_by_freq, padding_idx skipped), then rounded once.
#include <algorithm>
#include <vector>

int embedding_dense_backward_f16(const km_f16* gy, const int64_t* idx, km_f16* gw, int64_t v, int64_t d, int64_t n,
           int64_t padding_idx, int64_t scale_grad_by_freq) {
  std::vector<float> inv(static_cast<size_t>(v), 1.0f);
  if (scale_grad_by_freq) {
    std::vector<int64_t> count(static_cast<size_t>(v), 0);
    for (int64_t j = 0; j < n; ++j) ++count[idx[j]];
    for (int64_t r = 0; r < v; ++r) inv[r] = count[r] ? 1.0f / static_cast<float>(count[r]) : 1.0f;
  }
  constexpr int64_t kB = 64;
  const int64_t nb = (d + kB - 1) / kB;
#pragma omp parallel
  {
    std::vector<float> acc(static_cast<size_t>(v * kB));
#pragma omp for schedule(static)
    for (int64_t cb = 0; cb < nb; ++cb) {
      const int64_t c0 = cb * kB, wd = std::min(kB, d - c0);
      std::fill(acc.begin(), acc.end(), 0.0f);
      for (int64_t j = 0; j < n; ++j) {
        const int64_t row = idx[j];
        if (row == padding_idx) continue;
        float* a = acc.data() + row * kB;
        const float f = inv[row];
        for (int64_t c = 0; c < wd; ++c) a[c] += km_f16_to_f32(gy[j * d + c0 + c]) * f;
      }
      for (int64_t r = 0; r < v; ++r)
        for (int64_t c = 0; c < wd; ++c) gw[r * d + c0 + c] = km_f32_to_f16(acc[r * kB + c]);
    }
  }
  return 0;
}
