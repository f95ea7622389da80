// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Every output element is written: zeros everywhere but slice i, which is a copy of gy.
#include <cstring>

int select_backward_f32(const float* gy, float* gx, int64_t outer, int64_t n, int64_t inner, int64_t i) {
  const float zero = (0.0f);
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < outer * n; ++t) {
    float* dst = gx + t * inner;
    if (t % n == i) std::memcpy(dst, gy + (t / n) * inner, static_cast<size_t>(inner) * sizeof(float));
    else
      for (int64_t j = 0; j < inner; ++j) dst[j] = zero;
  }
  return 0;
}
