// SPDX-License-Identifier: Apache-2.0
// The "drawn" shape set: sizes and params drawn per seed within the spec's ranges. Fixed shape
// sets see a handful of remainders (n mod 8 in {0, 1, 3} for most ops); here case r gives size j
// the remainder (r * (2j + 1) + c_j) mod 16, a bijection over r for every j, so each size takes
// all 16 remainders over the 16 cases, however the cases are shared out among the seeds of a run.
// c_j is the op's (not the seed's), so that holds; the values themselves come from each case's
// seed.
#include <cmath>

#include "core/rng.hpp"
#include "core/spec.hpp"

namespace km {

namespace {

constexpr int kAttempts = 200;

/// Log-uniform in [lo, hi]: small and large sizes alike, not mostly large ones.
int64_t log_uniform(int64_t lo, int64_t hi, double u) {
  double a = std::log(static_cast<double>(lo) + 1), b = std::log(static_cast<double>(hi) + 2);
  auto v = static_cast<int64_t>(std::floor(std::exp(a + u * (b - a)))) - 1;
  return std::clamp(v, lo, hi);
}

/// The value nearest `v` in [lo, hi] with v mod 16 == target; v itself if none (a range
/// narrower than 16).
int64_t with_remainder(int64_t v, int64_t lo, int64_t hi, int64_t target) {
  int64_t up = v + ((target - v) % 16 + 16) % 16, down = up - 16;
  bool up_ok = up <= hi, down_ok = down >= lo;
  if (up_ok && down_ok) return up - v <= v - down ? up : down;
  if (up_ok) return up;
  if (down_ok) return down;
  return v;
}

}  // namespace

std::string init_range_problem(const TensorSpec& t, const InitSpec& init, const Bindings& values) {
  using D = InitSpec::Dist;
  if (init.dist == D::normal || init.dist == D::permutation) return {};
  const double lo = init.lo.eval_real(values), hi = init.hi.eval_real(values);
  const std::string name = "tensor '" + t.name + "' init";
  if (init.dist == D::offsets)
    return hi < 0 ? name + " offsets end at " + std::to_string(hi) + ", below 0" : "";
  if (!(lo <= hi)) return name + " range is empty (lo > hi)";
  if (init.dist == D::unique) {
    const std::vector<int64_t> shape = shape_of(t, values);
    const double need = shape.empty() ? 1 : static_cast<double>(shape.back());  // per row
    if (std::floor(hi) - std::ceil(lo) + 1 < need)
      return name + " wants " + std::to_string(static_cast<int64_t>(need)) +
             " distinct values a row from [" + std::to_string(static_cast<int64_t>(lo)) + ", " +
             std::to_string(static_cast<int64_t>(hi)) + "]";
  }
  return {};
}

bool case_is_valid(const Spec& spec, const Bindings& values) {
  // Integer arithmetic, as in shape expressions: "(h - k + 1) / p >= 2" floors its quotient.
  for (const Expr& w : spec.draw.where)
    if (w.eval_int(values) == 0) return false;
  for (const auto* group : {&spec.inputs, &spec.outputs})
    for (const TensorSpec& t : *group) {
      if (!t.is_list()) {
        for (const Expr& d : t.shape)
          if (d.eval_int(values) < 1) return false;
        continue;
      }
      const int64_t count = list_count(t, values);
      if (count < 1) return false;
      for (int64_t i = 0; i < count; ++i)
        for (int64_t d : item_shape(t, values, i))
          if (d < 1) return false;
    }
  for (const TensorSpec* t : spec.initialised())
    if (!init_range_problem(*t, t->init, values).empty()) return false;
  return true;
}

std::vector<ShapeCase> drawn_cases(const Spec& spec, uint64_t seed, int first, int count) {
  std::vector<ShapeCase> out;
  if (!spec.draw.present()) return out;
  const uint64_t key = stream_key(spec.name, seed, "draw");
  const uint64_t op_key = stream_key(spec.name, 0, "draw-remainders");
  const size_t nsizes = spec.draw.ranges.size();
  std::vector<int64_t> offset(nsizes);
  for (size_t j = 0; j < nsizes; ++j) offset[j] = static_cast<int64_t>(uniform01(op_key, j) * 16);
  const int last = count < 0 ? spec.draw.cases : std::min(spec.draw.cases, first + count);
  for (int r = std::max(0, first); r < last; ++r) {
    bool found = false;
    for (int attempt = 0; attempt < kAttempts && !found; ++attempt) {
      uint64_t ctr = (static_cast<uint64_t>(r) * kAttempts + attempt) * 64;
      Bindings b;
      for (size_t j = 0; j < nsizes; ++j) {
        const auto& [name, range] = spec.draw.ranges[j];
        int64_t v = log_uniform(range.first, range.second, uniform01(key, ctr + j));
        // Half the attempts keep the remainder; if the constraints never allow it, the rest
        // give it up rather than the case.
        if (attempt < kAttempts / 2)
          v = with_remainder(v, range.first, range.second,
                             (r * static_cast<int64_t>(2 * j + 1) + offset[j]) % 16);
        b[name] = static_cast<double>(v);
      }
      for (size_t k = 0; k < spec.params.size(); ++k) {
        const ParamSpec& p = spec.params[k];
        double u = uniform01(key, ctr + 32 + k);
        if (!p.range)
          b[p.name] = p.value;
        else if (p.is_int)
          b[p.name] =
              std::min(p.range->second,
                       std::floor(p.range->first + u * (p.range->second - p.range->first + 1)));
        else
          b[p.name] = p.range->first + u * (p.range->second - p.range->first);
      }
      try {
        found = case_is_valid(spec, b);
      } catch (const ExprError&) {
        // The spec cannot even evaluate this case (a division by zero in a shape): keep it, so
        // the harness reports it as a HARNESS_ERROR naming the expression, never a silent skip.
        found = true;
      }
      if (found) out.push_back({"drawn", r, b});
    }
    if (!found)
      throw SpecError(spec.file.generic_string(), "draw",
                      "no case satisfies draw.where and the tensor shapes after " +
                          std::to_string(kAttempts) + " draws (case " + std::to_string(r) +
                          ", seed " + std::to_string(seed) + ")");
  }
  return out;
}

}  // namespace km
