// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// The coefficients (alpha * scale, input_scale * alpha * scale) are formed in double, rounded
// once; v <= 0 takes the exp branch (from the input) or the affine one (from the result).
#include <cmath>

int elu_backward_f32(const float* gy, const float* v, float* gx, int64_t n, double alpha, double scale,
           double input_scale, int64_t is_result) {
  const float negcoef = static_cast<float>(alpha * scale), isc = static_cast<float>(input_scale);
  const float expcoef = static_cast<float>(input_scale * alpha * scale), poscoef = static_cast<float>(scale);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float x = (v[i]), g = (gy[i]);
    float r;
    if (x <= 0.0f) r = is_result ? g * isc * (x + negcoef) : g * expcoef * std::exp(isc * x);
    else r = g * poscoef;  // v > 0, and NaN (v <= 0 is false), as aten
    gx[i] = (r);
  }
  return 0;
}
