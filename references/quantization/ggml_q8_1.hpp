// SPDX-License-Identifier: Apache-2.0
// The q8_1 activation path shared by the ggml_*_a8 references (ggml_mul_mat_vec_a8,
// ggml_mul_mat_a8, ggml_moe_a8, ggml_moe_a8_vec): each activation row is quantised in blocks of 32
// as vLLM's quantize_q8_1 does (d = amax / 127 in fp32, q = round(x / d) half away from zero) and
// dotted with the decoded GGUF weight row (ggml_util.hpp). Written from the specs' description.
//
// The judge. The expected value is P = sum_c d_c * sum_j w_j q_j (c: the 32-blocks of the row,
// d_c the fp32 scale). Honest kernels differ from P in three ways the spec allows:
//   - the vLLM form: the activation scale stored as fp16 (d16) and, for the four types whose
//     weight carries an offset or minimum (Q4_0, Q4_1, Q5_0, Q5_1), that offset multiplied by the
//     fp16 sum of the block's x (s16) instead of d * sum(q). It is the output's alternative
//     answer (ctx.alt), computed exactly.
//   - mixtures of the two (fp32 d with s, fp16 d without s, s in fp32): each lies within
//     min(|F - P|, |F - alt|) of one of the two answers; the largest such distance (signed sums,
//     exact) is allowed on both;
//   - fp16(d) and fp16(sum x) of a kernel's fp32 d and fp32 sum may be the other fp16 neighbour
//     where the exact values lie within fp32 rounding of an fp16 midpoint: that difference, per
//     block, is allowed too (seed 58 of the ggml_mul_mat_a8 sweep: a block sum 6e-5 from the
//     midpoint, 14.6 times one fp16 ulp, failed the vLLM-form sample before this term);
//   - x / d within fp32 rounding of a tie k + 0.5 (8 fp32 epsilons of |x / d|; round half to
//     even, x * (127 / amax), amax * (1 / 127) all land there): q may be the other neighbour,
//     worth max(d) * max(|w|, |w + offset|) per such element.
// The allowance reaches the comparator through the output's term size (ctx.scale, whose excess
// over |exp| is multiplied by the accumulation tolerance 4 eps32 sqrt(K)): term = (sum of the
// magnitudes of the summed products) + allowance / (4 eps32 sqrt(K)), K = the spec's `reduction`
// (the row length k), so the judge adds exactly the allowance on top of fp32 accumulation error.
#pragma once

#include <cmath>
#include <cstdint>
#include <vector>

#include "core/dtype.hpp"
#include "ggml_util.hpp"

namespace km::ggml {

inline double to_f16(double v) {
  return static_cast<double>(f16_bits_to_f32(f32_to_f16_bits(static_cast<float>(v))));
}

/// One activation row quantised to q8_1: per 32-block c the fp32 scale d32[c], its fp16 d16[c],
/// the sum of x (s[c], double) and its fp16 s16[c]; per element q[i] and whether x / d lies within
/// fp32 rounding of a rounding tie (tie[i]).
struct Q8Row {
  std::vector<int> q;
  std::vector<unsigned char> tie;
  std::vector<double> d32, d16, s, s16;
  std::vector<double> d16_other, s16_other;  // the other fp16 rounding within fp32 error, else equal
};

template <class X>
Q8Row quantize_q8_1(const X& x, int64_t k) {
  Q8Row r;
  const int64_t nb = k / 32;
  r.q.assign(k, 0);
  r.tie.assign(k, 0);
  r.d32.assign(nb, 0.0);
  r.d16.assign(nb, 0.0);
  r.s.assign(nb, 0.0);
  r.s16.assign(nb, 0.0);
  r.d16_other.assign(nb, 0.0);
  r.s16_other.assign(nb, 0.0);
  const double eps32 = std::ldexp(1.0, -23);
  for (int64_t c = 0; c < nb; ++c) {
    double amax = 0, sum = 0, sabs = 0;
    for (int64_t j = 0; j < 32; ++j) {
      amax = std::max(amax, std::fabs(static_cast<double>(x(c * 32 + j))));
      sum += static_cast<double>(x(c * 32 + j));
      sabs += std::fabs(static_cast<double>(x(c * 32 + j)));
    }
    const double d = static_cast<double>(static_cast<float>(amax / 127.0));
    r.d32[c] = d;
    r.d16[c] = to_f16(d);
    r.s[c] = sum;
    r.s16[c] = to_f16(sum);
    // A kernel's fp32 d (amax * (1 / 127): 2 fp32 epsilons) and fp32 sum (32 terms: 32 epsilons
    // of sum |x|) can round to the other fp16 neighbour where they lie next to an fp16 midpoint.
    auto other = [&](double v, double e, double v16) {
      const double lo = to_f16(v - e), hi = to_f16(v + e);
      return std::fabs(lo - v16) > std::fabs(hi - v16) ? lo : hi;
    };
    r.d16_other[c] = other(d, 2 * eps32 * d, r.d16[c]);
    r.s16_other[c] = other(sum, 32 * eps32 * sabs, r.s16[c]);
    if (d == 0) continue;
    for (int64_t j = 0; j < 32; ++j) {
      const double u = static_cast<double>(x(c * 32 + j)) / d;
      const double a = std::floor(std::fabs(u) + 0.5);
      r.q[c * 32 + j] = static_cast<int>(u < 0 ? -a : a);
      const double fl = std::floor(u);
      r.tie[c * 32 + j] = std::fabs(u - (fl + 0.5)) <= 8 * eps32 * std::fabs(u) ? 1 : 0;
    }
  }
  return r;
}

/// One GGUF weight row decoded: values w[k], and per 32-block the offset G[c] that vLLM's vector
/// dot multiplies by the block's activation sum (Q4_0: 8 d, Q5_0: 16 d, Q4_1 / Q5_1: -m; 0 for
/// Q8_0 and the k-quants, whose minimums vLLM multiplies by d * sum(q)).
struct WRow {
  std::vector<double> w, G;
};

template <class Byte>
WRow decode_row(int64_t type, const Byte& b, int64_t blocks) {
  const BlockFormat* f = format(type);
  if (!f) throw std::runtime_error("ggml type " + std::to_string(type) + " is not one of 2, 3, 6, 7, 8, 10-14");
  WRow r;
  const int64_t k = blocks * f->elems;
  r.w.assign(k, 0.0);
  r.G.assign(k / 32, 0.0);
  std::vector<double> term(f->elems);
  for (int64_t i = 0; i < blocks; ++i) {
    const int64_t base = i * f->bytes;
    auto bb = [&](int64_t o) { return static_cast<int>(b(base + o)); };
    decode(type, bb, r.w.data() + i * f->elems, term.data());
    if (type == 2 || type == 3 || type == 6 || type == 7) {
      const double d = half_bits_to_double(static_cast<uint16_t>(bb(0) | (bb(1) << 8)));
      const double m = half_bits_to_double(static_cast<uint16_t>(bb(2) | (bb(3) << 8)));
      r.G[i] = type == 2 ? 8 * d : type == 6 ? 16 * d : -m;
    }
  }
  return r;
}

/// The expected value, the alternative (vLLM's form) and the term size with the allowance folded
/// in (see the top of this file), of one output: weight row w against activation row a. `K` is
/// the spec's tolerance `reduction` for this case.
struct Dot {
  double value, alt, term;
};

inline Dot dot_q8_1(const WRow& w, const Q8Row& a, double K) {
  const int64_t nb = static_cast<int64_t>(a.d32.size());
  double P = 0, Alt = 0, F1 = 0, F2 = 0, F3 = 0, F4 = 0, terms = 0, ties = 0;
  for (int64_t c = 0; c < nb; ++c) {
    double V = 0, T = 0, Q = 0, Qa = 0;
    const double G = w.G[c], dmax = std::max(a.d32[c], a.d16[c]);
    for (int64_t j = 0; j < 32; ++j) {
      const int64_t i = c * 32 + j;
      const double wq = w.w[i] * a.q[i];
      V += wq;
      T += std::fabs(wq);
      Q += a.q[i];
      Qa += std::abs(a.q[i]);
      if (a.tie[i]) ties += dmax * std::max(std::fabs(w.w[i]), std::fabs(w.w[i] + G));
    }
    P += a.d32[c] * V;
    Alt += a.d16[c] * V + G * (a.d16[c] * Q - a.s16[c]);
    F1 += a.d16[c] * V;
    F2 += a.d32[c] * V + G * (a.d32[c] * Q - a.s[c]);
    F3 += a.d16[c] * V + G * (a.d16[c] * Q - a.s[c]);
    F4 += a.d32[c] * V + G * (a.d32[c] * Q - a.s16[c]);
    terms += dmax * (T + std::fabs(G) * Qa) + std::fabs(G) * std::fabs(a.s[c]);
    // vLLM's form with the other fp16 rounding of d or of the activation sum (rare: next to a
    // midpoint only), on top of the forms below.
    ties += std::fabs(a.d16_other[c] - a.d16[c]) * std::fabs(V + G * Q) +
            std::fabs(G) * std::fabs(a.s16_other[c] - a.s16[c]);
  }
  double forms = 0;
  for (double F : {F1, F2, F3, F4}) forms = std::max(forms, std::min(std::fabs(F - P), std::fabs(F - Alt)));
  const double acc_tol = 4.0 * std::ldexp(1.0, -23) * std::sqrt(K);
  terms = std::max({terms, std::fabs(P), std::fabs(Alt)});
  return {P, Alt, terms + (forms + ties) / acc_tol};
}

}  // namespace km::ggml
