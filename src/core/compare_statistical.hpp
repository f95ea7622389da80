// SPDX-License-Identifier: Apache-2.0
// The `statistical` check (spec v2's judge of random ops: dropout, bernoulli, exponential_,
// poisson, rrelu's noise). A draw has no single right answer, so an output is judged by what must
// hold exactly for every element (0 or the kept value, a value inside [lo, hi], an integer) and by
// distribution tests whose false-alarm rate is bounded (docs/spec-format.md, "Random outputs").
#pragma once

#include "core/compare.hpp"
#include "core/spec.hpp"

namespace km {

/// The false-alarm rate of one distribution test: 1e-9, so a 100-seed sweep of every random task
/// (about 2e6 tests) raises a false alarm with probability about 2e-3.
constexpr double kStatAlpha = 1e-9;

/// Bernstein's bound for a sum of independent terms each within 1 of its mean (Bernoulli counts;
/// also Poisson sums, which satisfy Bernstein's moment condition): P(|S - mu| >= t) <= alpha for
/// t = L/3 + sqrt(L^2/9 + 2 L var), L = ln(2 / alpha).
double bernstein_bound(double var, double alpha = kStatAlpha);
/// The Dvoretzky-Kiefer-Wolfowitz-Massart bound on the Kolmogorov-Smirnov distance of n draws:
/// P(D_n > eps) <= alpha for eps = sqrt(ln(2 / alpha) / (2 n)).
double dkw_bound(int64_t n, double alpha = kStatAlpha);

/// One output's draw as the harness holds it for one call.
struct StatisticalInputs {
  TensorSpec::Statistical stat;
  int64_t row = 1;                    // the last dimension (pairs of rows and of columns)
  const OutputView* by = nullptr;     // `scaled`: the output the expected value is multiplied by
  const OutputView* other = nullptr;  // a draw of the same case under another seed: must differ
};

/// Judges `got` against the reference's distribution parameters (expected.values and
/// expected.scale, per dist: see TensorSpec::Statistical). With `only`, the element rule alone is
/// applied to those elements (too few draws for a distribution test).
Comparison compare_statistical(const OutputView& got, const RefTensor& expected,
                               const StatisticalInputs& in, const TolerancePolicy& pol,
                               const std::vector<int64_t>* only = nullptr);

/// The `dropout_softmax` dist (compare_dropout_softmax.cpp): y = softmax(dropout(z, p)) over the
/// last dimension, judged row by row from the mask the output implies; compare_statistical
/// hands such outputs to it.
Comparison compare_dropout_softmax(const OutputView& got, const RefTensor& expected,
                                   const StatisticalInputs& in, const TolerancePolicy& pol,
                                   const std::vector<int64_t>* only = nullptr);

}  // namespace km
