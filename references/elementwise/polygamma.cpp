// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

namespace {
// digamma for x > 0: the recurrence psi(x) = psi(x + 1) - 1/x up to x >= 16, then the asymptotic
// series log x - 1/(2x) - sum B_2k / (2k x^2k), accurate to double there.
double digamma(double x) {
  double r = 0.0;
  while (x < 16.0) {
    r -= 1.0 / x;
    x += 1.0;
  }
  const double t = 1.0 / (x * x);
  const double series =
      t * (1.0 / 12 - t * (1.0 / 120 - t * (1.0 / 252 - t * (1.0 / 240 - t * (1.0 / 132 - t * (691.0 / 32760 - t / 12))))));
  return r + std::log(x) - 0.5 / x - series;
}

// Hurwitz zeta(s, x) for integer s >= 2 and x > 0: the first N terms summed directly, the rest by
// Euler-Maclaurin (integral, half term, and Bernoulli corrections B_2k / (2k)! * s(s+1)...(s+2k-2)
// * w^-(s+2k-1) at w = x + N >= 16).
double hurwitz_zeta(int s, double x) {
  double sum = 0.0;
  while (x < 16.0) {
    sum += std::pow(x, -s);
    x += 1.0;
  }
  const double bern[] = {1.0 / 6, -1.0 / 30, 1.0 / 42, -1.0 / 30, 5.0 / 66, -691.0 / 2730, 7.0 / 6};
  sum += std::pow(x, 1 - s) / (s - 1) + 0.5 * std::pow(x, -s);
  double rising = s;               // s (s+1) ... (s+2k-2)
  double fact = 2.0;               // (2k)!
  double w = std::pow(x, -s - 1);  // x^-(s+2k-1)
  for (int k = 1; k <= 7; ++k) {
    sum += bern[k - 1] / fact * rising * w;
    rising *= (s + 2 * k - 1) * (s + 2 * k);
    fact *= (2 * k + 1) * (2 * k + 2);
    w /= x * x;
  }
  return sum;
}

// psi^(k)(x) = (-1)^(k+1) k! zeta(k + 1, x) for k >= 1; digamma for k = 0.
double polygamma(int k, double x) {
  if (std::isnan(x)) return x;
  if (k == 0) return digamma(x);
  double fact = 1.0;
  for (int i = 2; i <= k; ++i) fact *= i;
  return (k % 2 ? 1.0 : -1.0) * fact * hurwitz_zeta(k + 1, x);
}
}  // namespace

KM_REFERENCE(polygamma) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  const int k = static_cast<int>(ctx.param("k"));
  for (int64_t i = 0; i < y.numel(); ++i) y[i] = polygamma(k, x[i]);
}
