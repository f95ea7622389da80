// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// polygamma(k, x) for x > 0 in double: digamma (k = 0) by the recurrence psi(x) = psi(x + 1) - 1/x up
// to x >= 16 and its asymptotic series there; for k >= 1, (-1)^(k+1) k! times the Hurwitz zeta
// sum_j (x + j)^-(k+1), whose first terms are summed directly and whose tail is the Euler-Maclaurin
// integral with Bernoulli corrections. The recurrence keeps digamma accurate next to its zero.
#include <cmath>

static double psi_k(int k, double x) {
  if (x != x) return x;
  double direct = 0.0;
  while (x < 16.0) {  // shift up; the skipped terms are summed exactly
    direct += k == 0 ? -1.0 / x : std::pow(x, -(k + 1));
    x += 1.0;
  }
  const double b2k[] = {1.0 / 6, -1.0 / 30, 1.0 / 42, -1.0 / 30, 5.0 / 66, -691.0 / 2730, 7.0 / 6};
  if (k == 0) {
    double tail = std::log(x) - 0.5 / x, xp = x * x;
    for (int j = 1; j <= 7; ++j, xp *= x * x) tail -= b2k[j - 1] / (2 * j * xp);
    return direct + tail;
  }
  const int s = k + 1;
  double tail = std::pow(x, 1 - s) / (s - 1) + 0.5 * std::pow(x, -s);
  double rising = s, fact = 2.0, w = std::pow(x, -s - 1);
  for (int j = 1; j <= 7; ++j) {
    tail += b2k[j - 1] / fact * rising * w;
    rising *= (s + 2 * j - 1) * (s + 2 * j);
    fact *= (2 * j + 1) * (2 * j + 2);
    w /= x * x;
  }
  double kfact = 1.0;
  for (int j = 2; j <= k; ++j) kfact *= j;
  return (k % 2 ? 1.0 : -1.0) * kfact * (direct + tail);
}

int polygamma_f32(const float* x, float* y, int64_t n, int64_t k) {
  const int order = static_cast<int>(k);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = static_cast<float>(psi_k(order, x[i]));
  return 0;
}
