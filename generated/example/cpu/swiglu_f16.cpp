// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// SwiGLU: for each outer index the first h rows (of inner elements) are the gate input a and the next
// h rows the value g; y = a / (1 + exp(-a)) * g.
// Each fp16 element is widened to float, all math is in float, and each result is rounded once.
#include <cmath>

int swiglu_f16(const km_f16* x, km_f16* y, int64_t outer, int64_t h, int64_t inner) {
  const int64_t half = h * inner;
#pragma omp parallel for schedule(static)
  for (int64_t o = 0; o < outer; ++o) {
    const km_f16* a = x + o * 2 * half;
    const km_f16* g = a + half;
    km_f16* yo = y + o * half;
    for (int64_t k = 0; k < half; ++k) {
      const float av = km_f16_to_f32(a[k]);
      yo[k] = km_f32_to_f16(av / (1.0f + std::exp(-av)) * km_f16_to_f32(g[k]));
    }
  }
  return 0;
}
