// KernelMark planted kernel (test input, not a sample): ignores use_nesterov, always stepping by
// lr_t * m / (eps + sqrt(v)) (right only on the calls with use_nesterov = 0).
#include <cmath>

namespace {
inline float ld(float v) { return v; }
inline float st(float v) { return v; }
}  // namespace

int apply_adam_f32(const float* grad, float* var, float* m, float* v, int64_t n, double beta1_power,
                    double beta2_power, double lr, double beta1, double beta2, double epsilon,
                    int64_t use_nesterov) {
  (void)use_nesterov;
  const float c1 = static_cast<float>(1.0 - beta1), c2 = static_cast<float>(1.0 - beta2);
  const float b1 = static_cast<float>(beta1), eps = static_cast<float>(epsilon);
  const float lr_t = static_cast<float>(lr * std::sqrt(1.0 - beta2_power) / (1.0 - beta1_power));
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float g = ld(grad[i]);
    const float mi = ld(m[i]) + (g - ld(m[i])) * c1;
    const float vi = ld(v[i]) + (g * g - ld(v[i])) * c2;
    const float num = mi;  // the defect: the Nesterov numerator is never used
    var[i] = st(ld(var[i]) - lr_t * num / (eps + std::sqrt(vi)));
    m[i] = st(mi);
    v[i] = st(vi);
  }
  return 0;
}
