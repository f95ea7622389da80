// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// One pass in place: the scalar coefficients (1 - beta, lr_t) formed in double from the double
// params, then per element the moments and var updated in fp32, each rounded once.
#include <cmath>

namespace {
inline float ld(km_f16 v) { return km_f16_to_f32(v); }
inline km_f16 st(float v) { return km_f32_to_f16(v); }
}  // namespace

int apply_adam_f16(const km_f16* grad, km_f16* var, km_f16* m, km_f16* v, int64_t n, double beta1_power,
                    double beta2_power, double lr, double beta1, double beta2, double epsilon,
                    int64_t use_nesterov) {
  const float c1 = static_cast<float>(1.0 - beta1), c2 = static_cast<float>(1.0 - beta2);
  const float b1 = static_cast<float>(beta1), eps = static_cast<float>(epsilon);
  const float lr_t = static_cast<float>(lr * std::sqrt(1.0 - beta2_power) / (1.0 - beta1_power));
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float g = ld(grad[i]);
    const float mi = ld(m[i]) + (g - ld(m[i])) * c1;
    const float vi = ld(v[i]) + (g * g - ld(v[i])) * c2;
    const float num = use_nesterov ? mi * b1 + c1 * g : mi;
    var[i] = st(ld(var[i]) - lr_t * num / (eps + std::sqrt(vi)));
    m[i] = st(mi);
    v[i] = st(vi);
  }
  return 0;
}
