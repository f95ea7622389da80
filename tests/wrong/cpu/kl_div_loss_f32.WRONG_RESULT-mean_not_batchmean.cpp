// Planted wrong kernel (self-test only): KL divergence with reduction 'mean' (divided by b * n)
// where the task asks for 'batchmean' (divided by b), the classic PyTorch pitfall. Caught by:
// every case (n >= 2, so the result is off by the factor n).
#include <cmath>

int kl_div_loss_f32(const float* p, const float* q, float* loss, int64_t b, int64_t n) {
  double s = 0;
  for (int64_t e = 0; e < b * n; ++e)
    if (q[e] != 0.0f) s += q[e] * (std::log(q[e]) - std::log(p[e]));
  loss[0] = static_cast<float>(s / static_cast<double>(b * n));
  return 0;
}
