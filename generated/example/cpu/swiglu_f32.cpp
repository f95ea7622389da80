// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// SwiGLU: for each outer index the first h rows (of inner elements) are the gate input a and the next
// h rows the value g; y = a / (1 + exp(-a)) * g.
#include <cmath>

int swiglu_f32(const float* x, float* y, int64_t outer, int64_t h, int64_t inner) {
  const int64_t half = h * inner;
#pragma omp parallel for schedule(static)
  for (int64_t o = 0; o < outer; ++o) {
    const float* a = x + o * 2 * half;
    const float* g = a + half;
    float* yo = y + o * half;
    for (int64_t k = 0; k < half; ++k) {
      const float av = a[k];
      yo[k] = av / (1.0f + std::exp(-av)) * g[k];
    }
  }
  return 0;
}
