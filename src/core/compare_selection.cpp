// SPDX-License-Identifier: Apache-2.0
#include "core/compare_selection.hpp"

#include <cmath>
#include <cstring>
#include <sstream>
#include <stdexcept>

namespace km {

namespace {
enum Reason { out_of_range, repeated, other_value, values_disagree, unstable, not_padding,
              misplaced_pad, n_reasons };
constexpr const char* kReasonText[n_reasons] = {
    "out of range", "repeated in their row",
    "select a value (or ranking key) other than the reference's",
    "do not hold the value at that index in the companion values output",
    "differ from the declared stable order",
    "hold an index where the reference pads (holds the row length n)",
    "hold the padding value n where the reference selects an element"};

// The companion values output must hold the selected element's bits (a +0 where the index selects a
// -0 disagrees), but any NaN meets any NaN, as in the exact check (compare.hpp): session 39's H100
// found inductor's fp16 and bf16 sort writing, at each NaN it moved, a NaN of other bits than the
// input's (it sorts in fp32), with every index right.
bool same_bits_or_nans(DType t, const unsigned char* a, const unsigned char* b) {
  const size_t es = dtype_size(t);
  return std::memcmp(a, b, es) == 0 || (std::isnan(load_as(t, a)) && std::isnan(load_as(t, b)));
}
}  // namespace

Comparison compare_selection(const OutputView& got, const RefTensor& expected,
                             const SelectionInputs& in, int64_t k, const TolerancePolicy& pol,
                             const std::vector<int64_t>* only_rows) {
  Comparison c;
  c.tensor = got.name;
  c.check = CheckKind::selection;
  c.checked = only_rows ? static_cast<int64_t>(only_rows->size()) * k : got.numel;
  // No index to judge (0 rows, or k = 0 of each row: the `empty` set); the output's size was
  // checked against the spec already, and a run of such cases alone is mistrusted (checked 0).
  if (got.numel == 0) return c;
  if (k <= 0 || got.numel % k != 0) throw std::runtime_error("selection: bad row length");
  const int64_t rows = got.numel / k;
  if (rows == 0 || in.source.numel % rows != 0)
    throw std::runtime_error("selection: input '" + in.source.name + "' does not split into " +
                             std::to_string(rows) + " rows");
  const int64_t n = in.source.numel / rows;
  const size_t es = dtype_size(got.dtype), ses = dtype_size(in.source.dtype);
  // The reference's ranking key where it gave one (an element it may not select has key -inf).
  const bool keyed = !expected.key.empty();
  if (keyed && static_cast<int64_t>(expected.key.size()) != in.source.numel)
    throw std::runtime_error("selection: the reference's key of '" + got.name + "' has " +
                             std::to_string(expected.key.size()) + " values for " +
                             std::to_string(in.source.numel) + " input elements");
  unsigned char poison[8];
  for (size_t b = 0; b < 8; ++b) poison[b] = static_cast<unsigned char>(pol.poison >> (8 * b));
  int64_t count[n_reasons] = {};
  // Which indices of the current row were already selected: a stamp per judged row marks them, so
  // the array is never cleared (sort of 512 rows of 4096 costs one pass).
  std::vector<int64_t> seen_in_row(static_cast<size_t>(n), -1);
  int64_t stamp = 0;
  // The reference's alternative answer (RefTensor::alt, with its own key alt_key): a row that
  // fails against the answer passes when every element passes against the alternative.
  const bool alts = expected.alt.size() == expected.values.size();
  const bool alt_keyed = alts && expected.alt_key.size() == expected.key.size() && keyed;
  struct Fail {
    int reason;
    int64_t at;
    double e, g;
  };
  std::vector<Fail> fails;
  // Judges row r against indices `want` and ranking key `key` (null: the input's values).
  auto judge_row = [&](int64_t r, const double* want, const double* key) {
    fails.clear();
    ++stamp;
    const unsigned char* src = in.source.data + r * n * ses;
    for (int64_t j = 0; j < k; ++j) {
      const int64_t at = r * k + j;
      const double g = load_as(got.dtype, got.data + at * es);
      const double e = want[at];
      int reason = n_reasons;
      const double pad = static_cast<double>(n);
      if (in.padded && e == pad) {
        if (g != pad) reason = not_padding;
      } else if (in.padded && g == pad) {
        reason = misplaced_pad;
      } else if (!(g >= 0 && g < static_cast<double>(n) && g == std::floor(g)) ||
                 !(e >= 0 && e < static_cast<double>(n))) {
        reason = out_of_range;
      } else {
        const int64_t i = static_cast<int64_t>(g);
        const int64_t ie = static_cast<int64_t>(e);
        const double vg = key ? key[r * n + i] : load_as(in.source.dtype, src + i * ses);
        const double ve = key ? key[r * n + ie] : load_as(in.source.dtype, src + ie * ses);
        if (seen_in_row[static_cast<size_t>(i)] == stamp)
          reason = repeated;
        else if (!(vg == ve || (std::isnan(vg) && std::isnan(ve))))
          reason = other_value;
        else if (in.values && !same_bits_or_nans(in.source.dtype, in.values->data + at * ses,
                                                 src + i * ses))
          reason = values_disagree;
        else if (in.stable && g != e)
          reason = unstable;
        seen_in_row[static_cast<size_t>(i)] = stamp;
      }
      if (reason != n_reasons) fails.push_back({reason, at, e, g});
    }
    return fails.empty();
  };
  const double* key = keyed ? expected.key.data() : nullptr;
  const int64_t n_rows = only_rows ? static_cast<int64_t>(only_rows->size()) : rows;
  for (int64_t q = 0; q < n_rows; ++q) {
    const int64_t r = only_rows ? (*only_rows)[static_cast<size_t>(q)] : q;
    if (judge_row(r, expected.values.data(), key)) continue;
    if (alts && !std::isnan(expected.alt[static_cast<size_t>(r * k)])) {
      std::vector<Fail> primary = fails;
      if (judge_row(r, expected.alt.data(), alt_keyed ? expected.alt_key.data() : key)) {
        c.alternative += k;
        continue;
      }
      fails = std::move(primary);  // report the failures against the answer
    }
    for (const Fail& f : fails) {
      ++count[f.reason];
      ++c.failed;
      const unsigned char* gp = got.data + f.at * es;
      if (pol.has_poison && std::memcmp(gp, poison, es) == 0) ++c.unwritten;
      if (c.first.size() < 10) c.first.push_back({f.at, f.e, f.g});
    }
  }
  std::ostringstream why;
  for (int r = 0; r < n_reasons; ++r)
    if (count[r]) why << (why.tellp() ? ", " : "") << count[r] << " " << kReasonText[r];
  if (c.failed)
    why << "; each index must be in [0, " << n << "), distinct in its row, and select a value "
        << "equal to the one the reference's index selects" << (in.stable ? ", in stable order" : "")
        << (in.padded ? ", or be the padding value n exactly where the reference pads" : "");
  c.why = why.str();
  return c;
}

}  // namespace km
