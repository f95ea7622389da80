// SPDX-License-Identifier: Apache-2.0
#include <cmath>

#include "core/reference.hpp"

namespace {
// PyTorch's floor division (the algorithm of Python's float //): the quotient of x - fmod(x, y),
// corrected toward -inf where the remainder's sign differs from y's, then rounded to the nearest
// integer so that an inexact division cannot land one below. Division by zero gives IEEE x / y;
// x = +-inf gives NaN (fmod(inf, y) is NaN).
double div_floor(double a, double b) {
  if (b == 0.0) return a / b;
  const double mod = std::fmod(a, b);
  double div = (a - mod) / b;
  if (mod != 0.0 && (b < 0.0) != (mod < 0.0)) div -= 1.0;
  if (div == 0.0) return std::copysign(0.0, a / b);
  double fl = std::floor(div);
  if (div - fl > 0.5) fl += 1.0;
  return fl;
}
}  // namespace

KM_REFERENCE(div) {
  auto x = ctx.in("x");
  auto y = ctx.in("y");
  auto z = ctx.out("z");
  const int64_t mode = static_cast<int64_t>(ctx.param("mode"));
  for (int64_t i = 0; i < z.numel(); ++i) {
    const double a = x[i], b = y[i];
    // trunc as PyTorch: of the quotient rounded to float (fp32, and fp16/bf16 through float opmath;
    // the double quotient of two floats rounds to the float quotient exactly).
    z[i] = mode == 0 ? a / b
           : mode == 1 ? std::trunc(static_cast<double>(static_cast<float>(a / b)))
                       : div_floor(a, b);
  }
}
