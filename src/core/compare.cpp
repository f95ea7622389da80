// SPDX-License-Identifier: Apache-2.0
#include "core/compare.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <sstream>
#include <stdexcept>
#include <type_traits>

namespace km {

CheckKind check_of(const Task& task, const TensorSpec& out) {
  if (out.check == CheckKind::selection || out.check == CheckKind::quantized ||
      out.check == CheckKind::statistical)
    return *out.check;
  // An fp8 output is judged in its own ulps: its rounding of the reference, or the other
  // neighbour near a rounding boundary (the quantized rule); `exact` drops the allowance.
  if (is_fp8(task.dtype_of(out)))
    return out.check == CheckKind::exact ? CheckKind::exact : CheckKind::quantized;
  return is_float(task.dtype_of(out)) ? out.check.value_or(CheckKind::tolerance) : CheckKind::exact;
}

TolerancePolicy tolerance_for(const Task& task, const HostTensor& out, const Bindings& values,
                              const InputVariant* variant) {
  const TensorSpec* spec_out = nullptr;
  for (const TensorSpec& o : task.spec->outputs)
    if (o.name == list_name(out.name)) spec_out = &o;  // a list's items: the list
  const Tolerance& t = variant && variant->tolerance     ? *variant->tolerance
                       : spec_out && spec_out->tolerance ? *spec_out->tolerance
                                                         : task.spec->tolerance;
  TolerancePolicy p;
  p.out = out.dtype;
  p.check = spec_out              ? check_of(task, *spec_out)
            : is_float(out.dtype) ? CheckKind::tolerance
                                  : CheckKind::exact;
  p.ulp = t.ulp;
  p.abs_ulp = t.abs_ulp;
  p.condition = t.condition;
  p.term_ulp = t.term_ulp;
  const bool reduces = !t.reduction.empty();
  if (reduces) p.reduction = std::max(1.0, t.reduction.eval_real(values));
  // An elementwise op is judged per element; only a sum that may cancel earns the rms floor.
  p.rms_floor = t.rms_floor.value_or(reduces);
  if (spec_out) p.const_output = spec_out->const_output;
  return p;
}

namespace {
double round_to(DType t, double v) {
  unsigned char buf[8];
  store_as(t, buf, v);
  return load_as(t, buf);
}

/// The quantized rule for an fp8 output: `g` is the neighbour of `u` (the reference's double) that
/// `u`'s rounding did not pick, and `u` lies within fp32 error (rel * |u| + abs) of the midpoint
/// between its two neighbours. Widens `window` to the window used.
bool fp8_boundary_neighbour(DType t, double u, double g, double rel, double abs, double& window) {
  if (!std::isfinite(u) || std::isnan(g)) return false;
  const double q = fp8_quantum(fp8_format(t), u);
  const double lo = std::floor(u / q) * q, mid = lo + q / 2;
  const double w = rel * std::fabs(u) + abs;
  if (std::fabs(u - mid) > w) return false;
  // The neighbours as stored: the one past the max is the format's overflow (448 or inf).
  const double a = round_to(t, lo), b = round_to(t, lo + q);
  if (g != a && g != b) return false;
  window = std::max(window, w);
  return true;
}
}  // namespace

// Values below the smallest normal: fp32 kernels may flush them to zero (FTZ, vectorized exp
// underflowing early: torch's sigmoid(-100) is 0, not 3.7e-44); fp16/bf16 results computed in
// fp32 and rounded once are within a few steps of the subnormal spacing.
static double subnormal_floor(const TolerancePolicy& pol) {
  if (pol.out == DType::fp32 || pol.out == DType::fp64) return dtype_min_normal(pol.out);
  // bf16 has fp32's exponent range, so what is subnormal in bf16 is subnormal in the fp32 a
  // kernel computes in, and may be flushed there as in an fp32 task: torch's fp32
  // softplus_backward gave 0 where float64 gives 3.1e-39, the one element of 13,723 that kept the
  // fp32 computation rounded once (eager_fp32) from passing a bf16 task (2-core box, 2026-12-05).
  if (pol.out == DType::bf16) return dtype_min_normal(DType::fp32);
  return std::max(pol.ulp, 1.0) * dtype_min_subnormal(pol.out);
}

Comparison compare_tensor(const HostTensor& got, const RefTensor& expected,
                          const TolerancePolicy& pol) {
  return compare_tensor(OutputView{got.name, got.dtype, got.bytes.data(), got.numel()}, expected,
                        pol);
}

namespace {
constexpr int64_t kChunk = int64_t{1} << 16;  // elements judged by one task

/// The one judgement behind both entry points. The thresholds come from the `n_stats` expected
/// values `stat(k)` (the whole tensor, or the sample); `m` elements are judged: element index(k)
/// of `got` against expected value exp(k).
template <class Stat, class Index, class Exp>
Comparison judge(const OutputView& got, int64_t n_stats, Stat stat, int64_t m, Index index, Exp exp,
                 const TolerancePolicy& pol, const double* scale = nullptr,
                 const double* alt = nullptr) {
  Comparison c;
  c.tensor = got.name;
  c.check = pol.check;
  c.checked = m;
  const size_t es = dtype_size(got.dtype);
  unsigned char poison[8];
  for (size_t b = 0; b < 8; ++b) poison[b] = static_cast<unsigned char>(pol.poison >> (8 * b));

  // Large tensors are judged in fixed chunks on the host's threads; partial results merge in chunk
  // order, so the outcome (and every sum) is the same whatever the thread count.
  const int64_t n_chunks_stats = (n_stats + kChunk - 1) / kChunk;
  struct Stats {
    double sumsq = 0;
    int64_t finite = 0, zeros = 0;
    bool all_equal = true, any = false;
    double first = 0;
  };
  std::vector<Stats> parts(static_cast<size_t>(n_chunks_stats));
  parallel_for(n_chunks_stats, [&](int64_t ch) {
    Stats& st = parts[static_cast<size_t>(ch)];
    for (int64_t k = ch * kChunk; k < std::min(n_stats, (ch + 1) * kChunk); ++k) {
      double e = stat(k);
      if (!std::isfinite(e)) continue;
      if (!st.any) st.first = e;
      st.any = true;
      st.sumsq += e * e;
      ++st.finite;
      st.zeros += e == 0.0;
      st.all_equal = st.all_equal && e == st.first;
    }
  });
  double sumsq = 0;
  int64_t finite = 0, zeros = 0;
  bool all_equal = true;
  double first_finite = 0;
  for (const Stats& st : parts) {
    if (!st.any) continue;
    if (!finite) first_finite = st.first;
    sumsq += st.sumsq;
    finite += st.finite;
    zeros += st.zeros;
    all_equal = all_equal && st.all_equal && st.first == first_finite;
  }
  double rms = finite ? std::sqrt(sumsq / static_cast<double>(finite)) : 0.0;

  const bool exact = pol.check == CheckKind::exact || pol.check == CheckKind::quantized ||
                     !is_float(pol.out) || pol.ulp == 0;
  // The exact check's own rule beyond a zero tolerance: the sign of zero counts (-0.0 == 0.0
  // would pass a kernel that loses it, e.g. neg as 0 - x).
  const bool signed_zero = pol.check == CheckKind::exact && is_float(pol.out);
  // An output of no element (the `empty` set) has no term size to give: an empty vector's data()
  // may be null, which is not a reference that forgot them.
  require_term_sizes(pol, exact, scale != nullptr || got.numel == 0, got.name);
  const double eps = dtype_epsilon(pol.out);
  // Kernels of fp16/bf16 tasks accumulate in at least fp32, so summation error scales with fp32's
  // epsilon; sqrt(K) is the typical growth of rounding error over K terms, 4x is the margin for
  // sequential rather than pairwise orders. The error of a reduction that can cancel is relative
  // to the size of what was summed, not to the result, so rms(expected) times the tolerance is
  // a floor there; it is relative to |exp| too, because a normalising divide (softmax, layer
  // norm) carries the relative error of its sum into every element. Elementwise ops and sums of
  // same-sign terms get no rms floor: sigmoid as 1 - sigmoid(-x) is 100% off on small outputs
  // that an rms floor (0.5 here) would hide. The abs_ulp floor grows with sqrt(K) too: it stands
  // for the rounding of K terms of order one where the output has too few elements for its rms
  // to show their size (a one-element dot product cancelling to 0.06: cuDNN and our matvec,
  // 100-seed sweep on the H200).
  // fp64 tasks are judged at fp64 accuracy: an fp32 kernel must not pass them.
  const double eps_acc = dtype_epsilon(pol.out == DType::fp64 ? DType::fp64 : DType::fp32);
  // A reference's term sizes (RefTensor::scale) widen the accumulation part only: the output's own
  // rounding stays relative to the output.
  const double acc_tol = exact ? 0 : 4.0 * eps_acc * std::sqrt(pol.reduction) * pol.condition;
  c.rel_tol = exact ? 0 : pol.ulp * eps + acc_tol;
  // The term-size part: where the semantics rounds an intermediate to the output dtype before a
  // sum that can cancel, each term carries that rounding (term_ulp), not only fp32 accumulation's.
  const double term_tol = exact ? 0 : std::max(acc_tol, pol.term_ulp * eps);
  c.acc_tol = term_tol;
  c.abs_floor = exact ? 0
                      : std::max({pol.rms_floor ? c.rel_tol * rms : 0.0,
                                  pol.abs_ulp * eps_acc * pol.condition * std::sqrt(pol.reduction),
                                  subnormal_floor(pol)});

  // The quantized check: the window around a rounding boundary k + 0.5 within which the
  // reference's unrounded value u (RefTensor::scale, filled by references/quantization/
  // quant_util.hpp) leaves either neighbour correct. Its tolerance describes u's error in fp32
  // (the type quantising kernels compute u in), not the integer output's: ulp * eps + 4 eps
  // sqrt(K) condition relative to |u|, plus abs_ulp.
  const bool quant = pol.check == CheckKind::quantized && scale;
  const double eps32 = dtype_epsilon(DType::fp32);
  const double q_rel = pol.ulp * eps32 + 4.0 * eps32 * std::sqrt(pol.reduction) * pol.condition;
  const double q_abs = pol.abs_ulp * eps32 * pol.condition * std::sqrt(pol.reduction);
  const auto [q_min, q_max] = int_range(pol.out);
  // fp8 outputs need no unrounded value from the reference: the reference's double is it.
  const bool fp8q = pol.check == CheckKind::quantized && is_fp8(pol.out);
  if (quant || fp8q) {
    c.rel_tol = q_rel;
    c.abs_floor = q_abs;
  }

  // The reference's alternative answer (RefTensor::alt, NaN: none): element i may also hold it,
  // judged by the same rule (exactly, or within the tolerance). For an answer that is a
  // discontinuous function of a computed value at a threshold (top_k_top_p's cumulative
  // probability against 1 - p, grouped_topk's group scores at the kept boundary): within fp32
  // rounding of the threshold either side is honest. Counted in `alternative`.
  const bool alts = alt != nullptr && (is_float(pol.out) || pol.check == CheckKind::exact);
  const int64_t n_chunks = (m + kChunk - 1) / kChunk;
  std::vector<Comparison> judged(static_cast<size_t>(n_chunks));
  // The loop over elements, with the dtype's load and rounding inlined: fp32 outputs (most tasks)
  // take the fast path, everything else the general conversions.
  auto run = [&](auto load, auto round) {
    parallel_for(n_chunks, [&](int64_t ch) {
      Comparison& part = judged[static_cast<size_t>(ch)];
      for (int64_t k = ch * kChunk; k < std::min(m, (ch + 1) * kChunk); ++k) {
        const int64_t i = index(k);
        const unsigned char* gp = got.data + i * es;
        double g = load(gp);
        double e = round(exp(k));
        bool pass;
        double diff = std::fabs(g - e);
        // An in-place element the op leaves alone: its bits, exactly. Told apart by the
        // reference's double, not the rounded value: a bf16 element that the op does update
        // can round back to its old bits (fused_qk_norm_rope: 1 of 3.1M in its bench case).
        const double was = pol.initial ? load_as(pol.out, pol.initial + i * es) : 0;
        const bool keep = pol.initial && !std::isnan(e) && exp(k) == was &&
                          std::signbit(exp(k)) == std::signbit(was);  // -0 + 0 is +0: updated
        if (keep) {
          pass = std::memcmp(gp, pol.initial + i * es, es) == 0;
          if (pass) diff = 0;
        } else if (std::isnan(e) || std::isnan(g)) {
          pass = std::isnan(e) && std::isnan(g);
          diff = pass ? 0 : INFINITY;
        } else if (fp8q) {  // exact, or the other neighbour at a rounding boundary (e5m2: inf)
          pass = g == e;
          if (!pass && fp8_boundary_neighbour(pol.out, exp(k), g, q_rel, q_abs, part.window))
            pass = true, ++part.quantum;
          diff = pass ? 0 : std::fabs(g - e);
        } else if (std::isinf(e) || std::isinf(g)) {
          pass = e == g;
          if (!pass && alts && !std::isnan(alt[i]) && g == round(alt[i])) pass = true, ++part.alternative;
          diff = pass ? 0 : INFINITY;
        } else if (exact) {
          pass = g == e && (!signed_zero || std::signbit(g) == std::signbit(e));
          if (!pass && alts && !std::isnan(alt[i]) && g == round(alt[i]) &&
              (!signed_zero || std::signbit(g) == std::signbit(round(alt[i]))))
            pass = true, ++part.alternative;
          if (!pass && quant) {  // the +-1-quantum allowance, at a rounding boundary only
            const double u = scale[i], lo = std::floor(u);
            const double w = q_rel * std::fabs(u) + q_abs;
            const double a = std::clamp(lo, q_min, q_max), b = std::clamp(lo + 1, q_min, q_max);
            if (std::fabs(u - (lo + 0.5)) <= w && (e == a || e == b) && (g == a || g == b)) {
              pass = true;
              ++part.quantum;
              part.window = std::max(part.window, w);
            }
          }
        } else {
          const double terms = scale ? std::max(std::fabs(e), scale[i]) : std::fabs(e);
          pass = diff <= c.rel_tol * std::fabs(e) + term_tol * (terms - std::fabs(e)) + c.abs_floor;
          if (!pass && alts && std::isfinite(alt[i])) {
            const double a = round(alt[i]), da = std::fabs(g - a);
            const double ta = scale ? std::max(std::fabs(a), scale[i]) : std::fabs(a);
            if (da <= c.rel_tol * std::fabs(a) + term_tol * (ta - std::fabs(a)) + c.abs_floor)
              pass = true, diff = da, ++part.alternative;
          }
        }
        double rel = diff == 0 ? 0 : diff / std::max(std::fabs(e), 1e-300);
        part.max_abs = std::max(part.max_abs, diff);
        part.max_rel = std::max(part.max_rel, rel);
        if (!pass) {
          ++part.failed;
          // The pattern repeats with the element size, so an element's bytes equal its first bytes.
          if (pol.has_poison && std::memcmp(gp, poison, es) == 0) ++part.unwritten;
          if (keep) ++part.untouched;
          if (part.first.size() < 10) part.first.push_back({i, e, g});
        }
      }
    });
  };
  // A dtype known at compile time folds the conversion switches: the general path spent 26% of a
  // 2^24-element fp16 relu correctness test in the judge's loads and roundings (perf, 2 cores).
  auto typed = [&](auto tag) {
    constexpr DType T = decltype(tag)::value;
    run([](const unsigned char* p) { return load_as(T, p); },
        [](double v) {
          unsigned char b[8];
          store_as(T, b, v);
          return load_as(T, b);
        });
  };
  if (got.dtype == pol.out && got.dtype == DType::fp32)
    typed(std::integral_constant<DType, DType::fp32>{});
  else if (got.dtype == pol.out && got.dtype == DType::fp16)
    typed(std::integral_constant<DType, DType::fp16>{});
  else if (got.dtype == pol.out && got.dtype == DType::bf16)
    typed(std::integral_constant<DType, DType::bf16>{});
  else if (got.dtype == pol.out && got.dtype == DType::fp64)
    typed(std::integral_constant<DType, DType::fp64>{});
  else
    run([&](const unsigned char* p) { return load_as(got.dtype, p); },
        [&](double v) { return round_to(pol.out, v); });
  for (const Comparison& part : judged) {
    c.max_abs = std::max(c.max_abs, part.max_abs);
    c.max_rel = std::max(c.max_rel, part.max_rel);
    c.failed += part.failed;
    c.unwritten += part.unwritten;
    c.untouched += part.untouched;
    c.quantum += part.quantum;
    c.alternative += part.alternative;
    c.window = std::max(c.window, part.window);
    for (const Mismatch& mm : part.first)
      if (c.first.size() < 10) c.first.push_back(mm);
  }

  // A test whose expected output is constant or nearly all zeros cannot tell a kernel that
  // computes from one that writes a constant (benchdnn's "mistrusted").
  // Only finite values count: a case whose outputs are mostly NaN by design (a NaN in every row)
  // says nothing either way.
  if (finite >= 10 && is_float(pol.out)) {
    if (all_equal) {
      c.mistrusted = true;
      c.mistrust_reason = "every expected element is equal";
    } else if (static_cast<double>(zeros) > 0.9 * static_cast<double>(finite)) {
      c.mistrusted = true;
      c.mistrust_reason = "over 90% of expected elements are zero";
    }
    if (c.mistrusted && !pol.const_output.empty()) {  // the spec says why that is the answer
      c.mistrusted = false;
      c.waived = c.mistrust_reason + "; waived by " + pol.waived_by + ": " + pol.const_output;
      c.mistrust_reason.clear();
    }
  }
  return c;
}
}  // namespace

void require_term_sizes(const TolerancePolicy& pol, bool exact, bool have,
                        const std::string& tensor) {
  if (pol.term_ulp <= 0 || exact || have) return;
  std::ostringstream os;
  os << "output '" << tensor << "': the tolerance gives term_ulp " << pol.term_ulp
     << " but the reference gave no term sizes for it (RefTensor::scale, ctx.scale(\""
     << list_name(tensor) << "\")); a sampled check has none";
  throw std::runtime_error(os.str());
}

Comparison compare_tensor(const OutputView& got, const RefTensor& expected,
                          const TolerancePolicy& pol, const std::vector<int64_t>* only) {
  if (is_complex(got.dtype)) return compare_complex(got, expected, pol, only);
  const int64_t n = got.numel;
  auto all = [&](int64_t k) { return expected.values[static_cast<size_t>(k)]; };
  const double* scale =
      expected.scale.size() == expected.values.size() ? expected.scale.data() : nullptr;
  const double* alt = expected.alt.size() == expected.values.size() ? expected.alt.data() : nullptr;
  Comparison c;
  if (!only)
    c = judge(
        got, n, all, n, [](int64_t k) { return k; }, all, pol, scale, alt);
  else
    c = judge(
        got, n, all, static_cast<int64_t>(only->size()),
        [&](int64_t k) { return (*only)[static_cast<size_t>(k)]; },
        [&](int64_t k) {
          return expected.values[static_cast<size_t>((*only)[static_cast<size_t>(k)])];
        },
        pol, scale, alt);
  c.scaled = scale != nullptr;
  return c;
}

Comparison compare_sampled(const OutputView& got, const std::vector<int64_t>& at,
                           const std::vector<double>& expected, const TolerancePolicy& pol) {
  if (is_complex(got.dtype))
    throw std::runtime_error("output '" + got.name + "': no sampled check for complex outputs");
  auto exp = [&](int64_t k) { return expected[static_cast<size_t>(k)]; };
  return judge(
      got, static_cast<int64_t>(at.size()), exp, static_cast<int64_t>(at.size()),
      [&](int64_t k) { return at[static_cast<size_t>(k)]; }, exp, pol);
}

std::string Comparison::report() const {
  std::ostringstream os;
  os.precision(9);
  os << "output '" << tensor << "': " << failed << " of " << checked;
  if (check == CheckKind::exact) {
    os << " elements not exactly equal (check exact; max abs err " << max_abs << ")";
  } else if (check == CheckKind::quantized) {
    os << " elements neither the reference's rounding nor, within " << rel_tol << " * |u| + "
       << abs_floor << " of a rounding boundary, its other neighbour (check quantized; max abs err "
       << max_abs << ")";
  } else if (check == CheckKind::selection) {
    os << " indices not a valid selection (check selection: " << why << ")";
  } else if (check == CheckKind::statistical) {
    os << " elements failed (check statistical: " << why << ")";
  } else {
    os << " elements outside tolerance"
       << " (max abs err " << max_abs << ", max rel err " << max_rel << "; tolerance " << rel_tol
       << " * |exp| + " << abs_floor;
    if (scaled) os << ", plus " << acc_tol << " * (term size - |exp|) where the terms are larger";
    os << ")";
  }
  if (quantum)
    os << "; " << quantum << " elements passed as the other neighbour of a value within " << window
       << " of a rounding boundary";
  if (alternative)
    os << "; " << alternative << " elements passed holding the reference's alternative answer (a "
       << "computed value within rounding of a threshold the answer jumps at)";
  if (unwritten) os << "; " << unwritten << " of them never written (still the poison)";
  if (untouched)
    os << "; " << untouched
       << " of them are elements the in-place op leaves alone, whose bits the call changed";
  if (mistrusted) os << " [mistrusted: " << mistrust_reason << "]";
  if (!waived.empty()) os << " [constant output: " << waived << "]";
  for (const Mismatch& m : first)
    if (m.complex)
      os << "\n    [" << m.index << "] expected (" << m.expected << ", " << m.expected_im
         << "), got (" << m.got << ", " << m.got_im << ")";
    else
      os << "\n    [" << m.index << "] expected " << m.expected << ", got " << m.got;
  return os.str();
}

}  // namespace km
