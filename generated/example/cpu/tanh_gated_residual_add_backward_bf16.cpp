// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// One pass over the elements: g_res and g_h per element (in float, rounded once to bf16), the
// gate's sum in a double reduction over the threads.
#include <cmath>

int tanh_gated_residual_add_backward_bf16(const km_bf16* gy, const km_bf16* h, const km_bf16* mask,
                                          const km_bf16* gate, km_bf16* g_res, km_bf16* g_h,
                                          km_bf16* g_gate, int64_t n) {
  const float t = std::tanh(km_bf16_to_f32(gate[0]));
  double sum = 0;
#pragma omp parallel for reduction(+ : sum) schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float g = km_bf16_to_f32(gy[i]), m = km_bf16_to_f32(mask[i]);
    g_res[i] = gy[i];
    g_h[i] = km_f32_to_bf16(g * t * m);
    sum += static_cast<double>(g) * km_bf16_to_f32(h[i]) * m;
  }
  g_gate[0] = km_f32_to_bf16(static_cast<float>(sum * (1.0 - static_cast<double>(t) * t)));
  return 0;
}
