// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// The channels of position j are s apart: per sample, a float accumulator per position walks the
// c channel rows in order (contiguous loads), then a second walk scales them.
#include <cmath>
#include <vector>

int rms_norm_channel_f32(const float* x, float* y, int64_t n, int64_t c, int64_t s, double eps) {
  const float inv_c = 1.0f / static_cast<float>(c);
  const float feps = static_cast<float>(eps);
#pragma omp parallel
  {
    std::vector<float> acc(s);
#pragma omp for schedule(static)
    for (int64_t i = 0; i < n; ++i) {
      const float* xs = x + i * c * s;
      float* ys = y + i * c * s;
      for (int64_t j = 0; j < s; ++j) acc[j] = 0.0f;
      for (int64_t ch = 0; ch < c; ++ch)
        for (int64_t j = 0; j < s; ++j) {
          const float v = (xs[ch * s + j]);
          acc[j] += v * v;
        }
      for (int64_t j = 0; j < s; ++j) acc[j] = 1.0f / std::sqrt(acc[j] * inv_c + feps);
      for (int64_t ch = 0; ch < c; ++ch)
        for (int64_t j = 0; j < s; ++j) ys[ch * s + j] = ((xs[ch * s + j]) * acc[j]);
    }
  }
  return 0;
}
