// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Per plane: a float row of w zeros, every padded position's gradient added at its mirrored
// source (-j before the start, 2 (w - 1) - j past the end), then rounded once.
#include <vector>

int reflection_pad1d_backward_f32(const float* gy, float* gx, int64_t n, int64_t c, int64_t w, int64_t l, int64_t r) {
  const int64_t wo = w + l + r;
#pragma omp parallel
  {
    std::vector<float> acc(static_cast<size_t>(w));
#pragma omp for schedule(static)
    for (int64_t p = 0; p < n * c; ++p) {
      for (int64_t j = 0; j < w; ++j) acc[j] = 0.0f;
      for (int64_t o = 0; o < wo; ++o) {
        int64_t j = o - l;
        if (j < 0) j = -j;
        if (j >= w) j = 2 * (w - 1) - j;
        acc[j] += (gy[p * wo + o]);
      }
      for (int64_t j = 0; j < w; ++j) gx[p * w + j] = (acc[j]);
    }
  }
  return 0;
}
