// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// y = torch.cat([F.conv2d(x, w1, b1), F.conv2d(F.conv2d(x, w3r, b3r), w3, b3, padding=1),
//                F.conv2d(F.conv2d(x, w5r, b5r), w5, b5, padding=2),
//                F.conv2d(F.max_pool2d(x, 3, stride=1, padding=1), wp, bp)], 1)
//
// the inputs are widened to fp32 once, everything runs in fp32 (normalization statistics in
// double), and every output is rounded once.
#include <cmath>
#include <cstdint>
#include <vector>

namespace {

// Loops over fewer multiply-adds than this run on one thread: a parallel region costs more than it
// saves.
constexpr int64_t kPar = int64_t{1} << 16;

// y = F.conv2d(x, W, b, stride=s, padding=p) for x [n, ci, h, w], W [co, ci, k, k], b [co] or
// null: one task per (image, output channel), accumulated tap by tap over the output plane; taps
// that land in the padding are skipped.
void conv2d(const float* x, const float* W, const float* b, float* y, int64_t n, int64_t ci,
            int64_t h, int64_t w, int64_t co, int64_t k, int64_t s, int64_t p) {
  const int64_t oh = (h + 2 * p - k) / s + 1, ow = (w + 2 * p - k) / s + 1;
#pragma omp parallel for collapse(2) schedule(static) if (n * co * oh * ow * ci * k * k > kPar)
  for (int64_t bi = 0; bi < n; ++bi)
    for (int64_t o = 0; o < co; ++o) {
      float* yo = y + (bi * co + o) * oh * ow;
      for (int64_t i = 0; i < oh * ow; ++i) yo[i] = b ? b[o] : 0.0f;
      for (int64_t c = 0; c < ci; ++c)
        for (int64_t ty = 0; ty < k; ++ty)
          for (int64_t tx = 0; tx < k; ++tx) {
            const float wv = W[((o * ci + c) * k + ty) * k + tx];
            const float* xc = x + (bi * ci + c) * h * w;
            for (int64_t oy = 0; oy < oh; ++oy) {
              const int64_t iy = oy * s - p + ty;
              if (iy < 0 || iy >= h) continue;
              for (int64_t ox = 0; ox < ow; ++ox) {
                const int64_t ix = ox * s - p + tx;
                if (ix >= 0 && ix < w) yo[oy * ow + ox] += wv * xc[iy * w + ix];
              }
            }
          }
    }
}

void relu(float* a, int64_t len) {
  for (int64_t i = 0; i < len; ++i) a[i] = a[i] < 0.0f ? 0.0f : a[i];  // NaN stays NaN
}

// F.max_pool2d(x, 3, stride=1, padding=1) on x [nc, h, w]: padded positions never win; a NaN does.
void max_pool3(const float* x, float* y, int64_t nc, int64_t h, int64_t w) {
  for (int64_t i = 0; i < nc; ++i)
    for (int64_t oy = 0; oy < h; ++oy)
      for (int64_t ox = 0; ox < w; ++ox) {
        float m = -INFINITY;
        for (int64_t iy = oy - 1; iy <= oy + 1; ++iy)
          for (int64_t ix = ox - 1; ix <= ox + 1; ++ix)
            if (iy >= 0 && iy < h && ix >= 0 && ix < w) {
              const float v = x[(i * h + iy) * w + ix];
              if (v > m || std::isnan(v)) m = std::isnan(m) ? m : v;
            }
        y[(i * h + oy) * w + ox] = m;
      }
}

// Copies branch z [n, c, S] into channels [c0, c0 + c) of y [n, ct, S].
void put(const std::vector<float>& z, float* y, int64_t n, int64_t c, int64_t c0, int64_t ct,
         int64_t S) {
  for (int64_t i = 0; i < n; ++i)
    for (int64_t q = 0; q < c * S; ++q) y[(i * ct + c0) * S + q] = z[i * c * S + q];
}

// The module in fp32: the four branches, each copied into its channel range of y.
void run(const float* x, const float* w1, const float* b1, const float* w3r, const float* b3r,
         const float* w3, const float* b3, const float* w5r, const float* b5r, const float* w5,
         const float* b5, const float* wp, const float* bp, float* y, int64_t n, int64_t ci,
         int64_t h, int64_t w, int64_t o1, int64_t r3, int64_t o3, int64_t r5, int64_t o5,
         int64_t pp) {
  const int64_t S = h * w, ct = o1 + o3 + o5 + pp;
  auto buf = [&](int64_t c) { return std::vector<float>(static_cast<size_t>(n * c * S)); };
  std::vector<float> a = buf(o1), r = buf(r3), b = buf(o3), q = buf(r5), c = buf(o5), m = buf(ci),
                     d = buf(pp);
  conv2d(x, w1, b1, a.data(), n, ci, h, w, o1, 1, 1, 0);
  conv2d(x, w3r, b3r, r.data(), n, ci, h, w, r3, 1, 1, 0);
  conv2d(r.data(), w3, b3, b.data(), n, r3, h, w, o3, 3, 1, 1);
  conv2d(x, w5r, b5r, q.data(), n, ci, h, w, r5, 1, 1, 0);
  conv2d(q.data(), w5, b5, c.data(), n, r5, h, w, o5, 5, 1, 2);
  max_pool3(x, m.data(), n * ci, h, w);
  conv2d(m.data(), wp, bp, d.data(), n, ci, h, w, pp, 1, 1, 0);
  put(a, y, n, o1, 0, ct, S);
  put(b, y, n, o3, o1, ct, S);
  put(c, y, n, o5, o1 + o3, ct, S);
  put(d, y, n, pp, o1 + o3 + o5, ct, S);
}

// The inputs widened to fp32 once.
std::vector<float> widen(const km_bf16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) v[i] = km_bf16_to_f32(p[i]);
  return v;
}

}  // namespace

int googlenet_inception_module_bf16(const km_bf16* x, const km_bf16* w1, const km_bf16* b1,
                                    const km_bf16* w3r, const km_bf16* b3r, const km_bf16* w3,
                                    const km_bf16* b3, const km_bf16* w5r, const km_bf16* b5r,
                                    const km_bf16* w5, const km_bf16* b5, const km_bf16* wp,
                                    const km_bf16* bp, km_bf16* y, int64_t n, int64_t ci, int64_t h,
                                    int64_t w, int64_t o1, int64_t r3, int64_t o3, int64_t r5,
                                    int64_t o5, int64_t pp) {
  const std::vector<float> x_v = widen(x, n * ci * h * w);
  const std::vector<float> w1_v = widen(w1, o1 * ci * 1 * 1);
  const std::vector<float> b1_v = widen(b1, o1);
  const std::vector<float> w3r_v = widen(w3r, r3 * ci * 1 * 1);
  const std::vector<float> b3r_v = widen(b3r, r3);
  const std::vector<float> w3_v = widen(w3, o3 * r3 * 3 * 3);
  const std::vector<float> b3_v = widen(b3, o3);
  const std::vector<float> w5r_v = widen(w5r, r5 * ci * 1 * 1);
  const std::vector<float> b5r_v = widen(b5r, r5);
  const std::vector<float> w5_v = widen(w5, o5 * r5 * 5 * 5);
  const std::vector<float> b5_v = widen(b5, o5);
  const std::vector<float> wp_v = widen(wp, pp * ci * 1 * 1);
  const std::vector<float> bp_v = widen(bp, pp);
  std::vector<float> y_v(static_cast<size_t>(n * (o1 + o3 + o5 + pp) * h * w));
  run(x_v.data(), w1_v.data(), b1_v.data(), w3r_v.data(), b3r_v.data(), w3_v.data(), b3_v.data(),
      w5r_v.data(), b5r_v.data(), w5_v.data(), b5_v.data(), wp_v.data(), bp_v.data(), y_v.data(), n,
      ci, h, w, o1, r3, o3, r5, o5, pp);
  for (size_t i = 0; i < y_v.size(); ++i) y[i] = km_f32_to_bf16(y_v[i]);
  return 0;
}
