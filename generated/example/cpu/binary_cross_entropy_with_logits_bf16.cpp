// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Mean BCE with logits in the stable form PyTorch uses: with lw = 1 + (pw - 1) t, the loss of one
// element is w * ((1 - t) x + lw * (log1p(exp(-|x|)) + max(-x, 0))), which never overflows. Rows are
// summed in float and the row sums accumulated in double.
// Each bf16 element is widened to float, all math is in float, and each result is rounded once.
#include <cmath>

int binary_cross_entropy_with_logits_bf16(const km_bf16* x, const km_bf16* t, const km_bf16* w, const km_bf16* pw, km_bf16* loss, int64_t rows, int64_t cols) {
  double total = 0.0;
#pragma omp parallel for schedule(static) reduction(+ : total)
  for (int64_t r = 0; r < rows; ++r) {
    float s = 0.0f;
    for (int64_t c = 0; c < cols; ++c) {
      const float xv = km_bf16_to_f32(x[r * cols + c]), tv = km_bf16_to_f32(t[r * cols + c]);
      const float lw = 1.0f + (km_bf16_to_f32(pw[c]) - 1.0f) * tv;
      const float sp = std::log1p(std::exp(-std::fabs(xv))) + std::fmax(-xv, 0.0f);  // softplus(-x)
      s += km_bf16_to_f32(w[c]) * ((1.0f - tv) * xv + lw * sp);
    }
    total += s;
  }
  loss[0] = km_f32_to_bf16(static_cast<float>(total / (static_cast<double>(rows) * static_cast<double>(cols))));
  return 0;
}
