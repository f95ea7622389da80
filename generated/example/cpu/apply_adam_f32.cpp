// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// One pass in place: the scalar coefficients (1 - beta, lr_t) formed in double from the double
// params, then per element the moments and var updated in fp32, each rounded once.
#include <cmath>

namespace {
inline float ld(float v) { return v; }
inline float st(float v) { return v; }
}  // namespace

int apply_adam_f32(const float* grad, float* var, float* m, float* v, int64_t n, double beta1_power,
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
