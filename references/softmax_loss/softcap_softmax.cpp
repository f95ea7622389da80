// SPDX-License-Identifier: Apache-2.0
#include <cmath>
#include <vector>

#include "core/reference.hpp"

// z = cap * tanh(x / cap); y = softmax(z) over each row, in double (tanh(+-inf) = +-1; a NaN in a row
// makes the row NaN). Term size y * (|z| + max |z|) / 2: the fp32 rounding of z, |z| eps, is an absolute
// error of the exponent, a relative error of the output.
KM_REFERENCE(softcap_softmax) {
  auto x = ctx.in("x");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t rows = ctx.size("rows"), cols = ctx.size("cols");
  const double cap = ctx.param("cap");
  std::vector<double> z(static_cast<size_t>(cols));
  for (int64_t r = 0; r < rows; ++r) {
    double m = -INFINITY, zmax = 0;
    bool nan = false;
    for (int64_t c = 0; c < cols; ++c) {
      z[c] = cap * std::tanh(x[r * cols + c] / cap);
      if (z[c] != z[c]) nan = true;
      if (z[c] > m) m = z[c];
      zmax = std::fmax(zmax, std::fabs(z[c]));
    }
    double s = 0;
    for (int64_t c = 0; c < cols; ++c) s += std::exp(z[c] - m);
    for (int64_t c = 0; c < cols; ++c) {
      y[r * cols + c] = nan ? NAN : std::exp(z[c] - m) / s;
      terms[r * cols + c] = nan ? 0.0 : y[r * cols + c] * (std::fabs(z[c]) + zmax) / 2;
    }
  }
}
