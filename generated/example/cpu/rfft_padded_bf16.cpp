// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// A direct DFT (O(L^2), fine for a sample): twiddles exp(-2 pi i m / N), N = 2L, come from a
// table built in double and rounded to float, indexed by (k t) mod N; each bin sums blocks of 256
// terms in float and the blocks in double.
#include <cmath>
#include <vector>

int rfft_padded_bf16(const km_bf16* x, km_bf16* re, km_bf16* im, int64_t b, int64_t c, int64_t L) {
  const int64_t N = 2 * L;
  std::vector<float> cs(static_cast<size_t>(N)), sn(static_cast<size_t>(N));
  for (int64_t m = 0; m < N; ++m) {
    const double a = 2.0 * M_PI * static_cast<double>(m) / static_cast<double>(N);
    cs[m] = static_cast<float>(std::cos(a));
    sn[m] = static_cast<float>(std::sin(a));
  }
  const double inv_n = 1.0 / static_cast<double>(N);
#pragma omp parallel
  {
    std::vector<float> row(static_cast<size_t>(L));
#pragma omp for schedule(dynamic)
    for (int64_t t0 = 0; t0 < b * c * (L + 1); t0 += L + 1) {
      const int64_t r = t0 / (L + 1);
      for (int64_t t = 0; t < L; ++t) row[t] = km_bf16_to_f32(x[r * L + t]);
      for (int64_t k = 0; k <= L; ++k) {
        double sr = 0.0, si = 0.0;
        for (int64_t blk = 0; blk < L; blk += 256) {
          const int64_t e = blk + 256 < L ? blk + 256 : L;
          float pr = 0.0f, pi = 0.0f;
          int64_t m = (k * blk) % N;
          for (int64_t t = blk; t < e; ++t) {
            pr += row[t] * cs[m];
            pi -= row[t] * sn[m];
            m += k;
            if (m >= N) m -= N;
          }
          sr += pr;
          si += pi;
        }
        re[r * (L + 1) + k] = km_f32_to_bf16(static_cast<float>(sr * inv_n));
        im[r * (L + 1) + k] = km_f32_to_bf16(static_cast<float>(si * inv_n));
      }
    }
  }
  return 0;
}
