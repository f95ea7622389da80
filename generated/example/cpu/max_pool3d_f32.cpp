// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Output sizes as torch computes them (ceil mode rounds up, then drops a last window starting in
// the right padding); one output per iteration: the max of the window's taps inside the input,
// NaN-propagating.
#include <cmath>
#include <limits>

static int64_t pool_out(int64_t len, int64_t k, int64_t s, int64_t p, int64_t dil, int64_t ceil) {
  int64_t o = (len + 2 * p - dil * (k - 1) - 1 + (ceil ? s - 1 : 0)) / s + 1;
  if (ceil && (o - 1) * s >= len + p) --o;
  return o;
}

int max_pool3d_f32(const float* x, float* y, int64_t n, int64_t c, int64_t d, int64_t h, int64_t w, int64_t k,
           int64_t s, int64_t p, int64_t dil, int64_t ceil) {
  const int64_t od = pool_out(d, k, s, p, dil, ceil), oh = pool_out(h, k, s, p, dil, ceil),
                ow = pool_out(w, k, s, p, dil, ceil);
  const int64_t total = n * c * od * oh * ow;
#pragma omp parallel for schedule(static)
  for (int64_t idx = 0; idx < total; ++idx) {
    const int64_t cw = idx % ow, bh = (idx / ow) % oh, ad = (idx / (ow * oh)) % od, pl = idx / (ow * oh * od);
    const float* xp = x + pl * d * h * w;
    float m = -std::numeric_limits<float>::infinity();
    for (int64_t i = 0; i < k; ++i) {
      const int64_t zi = ad * s - p + i * dil;
      if (zi < 0 || zi >= d) continue;
      for (int64_t j = 0; j < k; ++j) {
        const int64_t yi = bh * s - p + j * dil;
        if (yi < 0 || yi >= h) continue;
        for (int64_t q = 0; q < k; ++q) {
          const int64_t xi = cw * s - p + q * dil;
          if (xi < 0 || xi >= w) continue;
          const float v = (xp[(zi * h + yi) * w + xi]);
          if (v > m || std::isnan(v)) m = v;
        }
      }
    }
    y[idx] = (m);
  }
  return 0;
}
