// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// loss = mean_i (logsumexp(logits[i, :]) - logits[i, target[i]]). Rows are split across threads;
// each row's log-sum-exp is computed in float with the max subtracted, and the per-row losses
// are summed in double (only b additions) before the mean. Returns 1 on an out-of-range target.
#include <cmath>
#include <limits>

int cross_entropy_f32(const float* logits, const int64_t* target, float* loss, int64_t b,
                      int64_t c) {
  for (int64_t i = 0; i < b; ++i)
    if (target[i] < 0 || target[i] >= c) return 1;
  double total = 0.0;
#pragma omp parallel for schedule(static) reduction(+ : total)
  for (int64_t i = 0; i < b; ++i) {
    const float* xr = logits + i * c;
    float m = -std::numeric_limits<float>::infinity();
#pragma omp simd reduction(max : m)
    for (int64_t j = 0; j < c; ++j) m = xr[j] > m ? xr[j] : m;
    float s = 0.0f;
#pragma omp simd reduction(+ : s)
    for (int64_t j = 0; j < c; ++j) s += std::exp(xr[j] - m);
    // log(s) + (m - x_t): both terms are >= 0, so a confident, correct row (loss near 0) does not
    // lose its digits to cancellation the way (m + log(s)) - x_t would.
    total += static_cast<double>(std::log(s)) + static_cast<double>(m - xr[target[i]]);
  }
  loss[0] = static_cast<float>(total / static_cast<double>(b));
  return 0;
}
