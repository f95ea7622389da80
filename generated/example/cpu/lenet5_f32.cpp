// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.max_pool2d(F.relu(F.conv2d(x, c1w, c1b)), kernel_size=2, stride=2)
// z = F.max_pool2d(F.relu(F.conv2d(z, c2w, c2b)), kernel_size=2, stride=2)
// z = z.view(-1, 16 * 5 * 5)
// z = F.relu(F.linear(z, f1w, f1b))
// z = F.relu(F.linear(z, f2w, f2b))
// y = F.linear(z, f3w, f3b)
//
// fp32 throughout (normalization statistics in double).
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
// 2 x 2 pooling with stride 2, floor mode, on a [nc, h, w] into y [nc, h / 2, w / 2]: the window's
// maximum (max_pool2d; a NaN wins) or mean (avg_pool2d).
void pool2(const float* a, float* y, int64_t nc, int64_t h, int64_t w, bool max) {
  const int64_t oh = h / 2, ow = w / 2;
  for (int64_t i = 0; i < nc; ++i)
    for (int64_t oy = 0; oy < oh; ++oy)
      for (int64_t ox = 0; ox < ow; ++ox) {
        const float* r = a + (i * h + 2 * oy) * w + 2 * ox;
        const float v[4] = {r[0], r[1], r[w], r[w + 1]};
        float o = v[0];
        if (max) {
          for (int q = 1; q < 4; ++q)
            o = (v[q] > o || std::isnan(v[q])) && !std::isnan(o) ? v[q] : o;
        } else {
          o = (v[0] + v[1] + v[2] + v[3]) * 0.25f;
        }
        y[(i * oh + oy) * ow + ox] = o;
      }
}

// y[i, j] = b[j] + x[i, :] . W[j, :] (F.linear), then ReLU where `relu`: one task per (row,
// output), the dot product vectorised over k (W's rows are contiguous).
void linear(const float* x, const float* W, const float* b, float* y, int64_t m, int64_t k,
            int64_t n, bool relu) {
#pragma omp parallel for collapse(2) schedule(static) if (m * n * k > kPar)
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      const float* xr = x + i * k;
      const float* wr = W + j * k;
      float acc = 0.0f;
#pragma omp simd reduction(+ : acc)
      for (int64_t p = 0; p < k; ++p) acc += xr[p] * wr[p];
      acc += b[j];
      y[i * n + j] = relu && acc < 0.0f ? 0.0f : acc;  // a NaN stays NaN, as in F.relu
    }
}

// The network in fp32: conv-relu-pool twice, the [n, 400] flattening (the pooled planes in order),
// then three linear layers.
void run(const float* x, const float* c1w, const float* c1b, const float* c2w, const float* c2b,
         const float* f1w, const float* f1b, const float* f2w, const float* f2b, const float* f3w,
         const float* f3b, float* y, int64_t n, int64_t nc) {
  std::vector<float> a(static_cast<size_t>(n * 6 * 28 * 28)),
      p1(static_cast<size_t>(n * 6 * 14 * 14));
  conv2d(x, c1w, c1b, a.data(), n, 1, 32, 32, 6, 5, 1, 0);
  relu(a.data(), static_cast<int64_t>(a.size()));
  pool2(a.data(), p1.data(), n * 6, 28, 28, true);
  std::vector<float> c(static_cast<size_t>(n * 16 * 10 * 10)), p2(static_cast<size_t>(n * 400));
  conv2d(p1.data(), c2w, c2b, c.data(), n, 6, 14, 14, 16, 5, 1, 0);
  relu(c.data(), static_cast<int64_t>(c.size()));
  pool2(c.data(), p2.data(), n * 16, 10, 10, true);
  std::vector<float> z1(static_cast<size_t>(n * 120)), z2(static_cast<size_t>(n * 84));
  linear(p2.data(), f1w, f1b, z1.data(), n, 400, 120, true);
  linear(z1.data(), f2w, f2b, z2.data(), n, 120, 84, true);
  linear(z2.data(), f3w, f3b, y, n, 84, nc, false);
}

}  // namespace

int lenet5_f32(const float* x, const float* c1w, const float* c1b, const float* c2w,
               const float* c2b, const float* f1w, const float* f1b, const float* f2w,
               const float* f2b, const float* f3w, const float* f3b, float* y, int64_t n,
               int64_t nc) {
  run(x, c1w, c1b, c2w, c2b, f1w, f1b, f2w, f2b, f3w, f3b, y, n, nc);
  return 0;
}
