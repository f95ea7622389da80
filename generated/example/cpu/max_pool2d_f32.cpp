// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Max pooling, NCHW, k x k window, stride s, no padding (floor mode). The window max is separable:
// each OpenMP task produces one output row by first taking the max down the k input rows of the
// window (contiguous, so it vectorizes), then the max across k neighbours of that row at stride s.
// NaN propagates, as in PyTorch.
#include <vector>

namespace {

inline float max_nan(float a, float b) {
  return (b > a || b != b) ? b : a;
}

}  // namespace

int max_pool2d_f32(const float* x, float* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t k,
                   int64_t s) {
  const int64_t ho = (h - k) / s + 1, wo = (w - k) / s + 1;
  const int64_t span = (wo - 1) * s + k;  // input columns any window touches
#pragma omp parallel
  {
    std::vector<float> colmax(static_cast<size_t>(span));
    float* cm = colmax.data();
#pragma omp for collapse(2) schedule(static)
    for (int64_t plane = 0; plane < n * c; ++plane)
      for (int64_t oh = 0; oh < ho; ++oh) {
        const float* in = x + (plane * h + oh * s) * w;  // first input row of the window
        float* out = y + (plane * ho + oh) * wo;
#pragma omp simd
        for (int64_t col = 0; col < span; ++col) cm[col] = in[col];
        for (int64_t i = 1; i < k; ++i)
#pragma omp simd
          for (int64_t col = 0; col < span; ++col) cm[col] = max_nan(cm[col], in[i * w + col]);
#pragma omp simd
        for (int64_t ow = 0; ow < wo; ++ow) out[ow] = cm[ow * s];
        for (int64_t j = 1; j < k; ++j)
#pragma omp simd
          for (int64_t ow = 0; ow < wo; ++ow) out[ow] = max_nan(out[ow], cm[ow * s + j]);
      }
  }
  return 0;
}
