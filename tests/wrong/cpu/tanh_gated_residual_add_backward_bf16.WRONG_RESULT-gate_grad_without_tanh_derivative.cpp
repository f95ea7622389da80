// Planted wrong kernel (self-test only): right in g_res and g_h, wrong in g_gate only: the gate's
// gradient is taken as sum(gy * h * mask), without the chain rule's 1 - tanh(gate)^2 (the gate
// treated as if it entered linearly). Caught by: g_gate's own tolerance, in every case where the
// sum is not near 0 (tanh(gate)^2 is at least a few percent for |gate| > 0.2).
#include <cmath>

int tanh_gated_residual_add_backward_bf16(const km_bf16* gy, const km_bf16* h, const km_bf16* mask,
                                          const km_bf16* gate, km_bf16* g_res, km_bf16* g_h,
                                          km_bf16* g_gate, int64_t n) {
  const float t = std::tanh(km_bf16_to_f32(gate[0]));
  double sum = 0;
  for (int64_t i = 0; i < n; ++i) {
    const float g = km_bf16_to_f32(gy[i]), m = km_bf16_to_f32(mask[i]);
    g_res[i] = gy[i];
    g_h[i] = km_f32_to_bf16(g * t * m);
    sum += static_cast<double>(g) * km_bf16_to_f32(h[i]) * m;
  }
  g_gate[0] = km_f32_to_bf16(static_cast<float>(sum));
  return 0;
}
