// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Linear region (beta * x > threshold) passes gy; else gy * sigmoid(beta * x), formed from
// exp(-|beta x|) so nothing overflows.
#include <cmath>

int softplus_backward_f32(const float* gy, const float* x, float* gx, int64_t n, double beta, double threshold) {
  const float fb = static_cast<float>(beta), ft = static_cast<float>(threshold);
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float z = fb * (x[i]), g = (gy[i]);
    const float e = std::exp(-std::fabs(z));
    const float s = z >= 0.0f ? 1.0f / (1.0f + e) : e / (1.0f + e);
    gx[i] = (z > ft ? g : g * (std::isnan(z) ? z : s));
  }
  return 0;
}
