// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Two passes: the squared norms of p and r = m / (sqrt(v) + eps) (float per 4096-element chunk,
// the chunks combined in double by an OpenMP reduction), then the update with one trust ratio.
#include <cmath>

int lamb_f32(const float* p, const float* m, const float* v, float* p_new, int64_t n, double lr, double eps) {
  const float feps = static_cast<float>(eps);
  double pp = 0.0, rr = 0.0;
#pragma omp parallel for schedule(static) reduction(+ : pp, rr)
  for (int64_t b = 0; b < n; b += 4096) {
    const int64_t e = b + 4096 < n ? b + 4096 : n;
    float sp = 0.0f, sr = 0.0f;
    for (int64_t i = b; i < e; ++i) {
      const float pi = (p[i]);
      const float ri = (m[i]) / (std::sqrt((v[i])) + feps);
      sp += pi * pi;
      sr += ri * ri;
    }
    pp += sp;
    rr += sr;
  }
  const float scale = static_cast<float>(lr * std::sqrt(pp) / (std::sqrt(rr) + eps));
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float ri = (m[i]) / (std::sqrt((v[i])) + feps);
    p_new[i] = ((p[i]) - scale * ri);
  }
  return 0;
}
