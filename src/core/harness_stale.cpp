// SPDX-License-Identifier: Apache-2.0
// STALE_OUTPUT: a wrong output explained by what was there before the call (the poison) or by
// another input's result (a replay), and the short memory of earlier cases that makes the second
// visible.
#include "core/prepared_case.hpp"

namespace km {

/// How many elements of `answer`, rounded to the output's dtype, the current expected output
/// would fail on: 0 means a kernel matching `answer` also matches this call's answer within the
/// tolerance, so the match tells nothing. Session 8 (H200): torch eager's bf16 triplet margin
/// loss, off by torch's rounding, matched within tolerance the one-element answer of a case four
/// cases back and was convicted STALE_OUTPUT; a scalar matching one of a few earlier scalars is
/// chance, not evidence of a replay.
int64_t Harness::distinguishing(const Prepared& p, size_t o, const RefTensor& answer) const {
  const HostTensor& shell = p.outputs[o];
  const RefTensor& now = p.set().expected[o];
  if (answer.values.size() != now.values.size()) return 0;
  std::vector<unsigned char> bytes(answer.values.size() * dtype_size(shell.dtype));
  for (size_t i = 0; i < answer.values.size(); ++i)
    store_as(shell.dtype, bytes.data() + i * dtype_size(shell.dtype), answer.values[i]);
  OutputView as_output{shell.name, shell.dtype, bytes.data(), shell.numel()};
  return compare_tensor(as_output, now, tolerance_for(task_, shell, p.values, p.variant)).failed;
}

/// The changed-element and changed-param calls: a wrong output that still gives the answer for
/// the old inputs or params (within the tolerance), where that answer is distinguishable from the
/// new one on at least one element, is a replay.
bool Harness::returns_old_answer(const Prepared& p, const std::vector<RefTensor>& old) const {
  int64_t distinct = 0;
  for (size_t o = 0; o < p.n_out; ++o) distinct += distinguishing(p, o, old[o]);
  if (distinct == 0) return false;
  for (size_t o = 0; o < p.n_out; ++o) {
    const HostTensor& shell = p.outputs[o];
    OutputView got{shell.name, shell.dtype, p.arena->data(p.output_slot(o)), shell.numel()};
    if (!compare_tensor(got, old[o], tolerance_for(task_, shell, p.values, p.variant)).ok())
      return false;
  }
  return true;
}

void Harness::explain_stale(Prepared& p, CaseResult& r, int snapshot) {
  int64_t failed = 0, unwritten = 0;
  for (const Comparison& c : r.comparisons) {
    failed += c.failed;
    unwritten += c.unwritten;
  }
  if (failed > 0 && unwritten == failed) {
    r.verdict = Verdict::STALE_OUTPUT;
    r.detail =
        "every failing element was never written by the call (it still holds the poison "
        "put there before the call):\n" +
        r.detail;
    return;
  }
  if (p.point) {  // sampled: the other sets' answers at the same positions
    for (size_t s = 0; s < p.sets().size(); ++s) {
      if (s == p.current) continue;
      bool all = true;
      for (size_t o = 0; o < p.n_out && all; ++o) {
        const HostTensor& shell = p.outputs[o];
        size_t slot =
            snapshot < 0 ? p.output_slot(o) : p.snapshot_slot(static_cast<size_t>(snapshot), o);
        OutputView got{shell.name, shell.dtype, p.arena->data(slot), shell.numel()};
        all = compare_sampled(got, p.last_sample, expected_at(p, s, o, p.last_sample),
                              tolerance_for(task_, shell, p.values, p.variant))
                  .ok();
      }
      if (all) {
        r.verdict = Verdict::STALE_OUTPUT;
        r.detail = "the output is the result for earlier inputs (input set seed " +
                   std::to_string(p.sets()[s].seed) +
                   "), not for this call's: results are replayed from a cache\n" + r.detail;
        return;
      }
    }
    return;
  }
  // Other results this candidate has been shown: the other input sets of this case, and the
  // last few cases. A wrong output that matches one of them is a replay; one that matches the
  // answer the outputs were pre-filled with was left unwritten.
  std::vector<std::pair<std::string, const std::vector<RefTensor>*>> others;
  if (p.fill == Fill::other_answer && snapshot < 0)
    others.push_back(
        {"the answer for other inputs the outputs were pre-filled with: the call "
         "left it in place",
         &p.other_answer});
  for (const InputSet& s : p.sets())
    if (&s != &p.set()) others.push_back({"input set seed " + std::to_string(s.seed), &s.expected});
  for (const Earlier& e : earlier_) others.push_back({e.what, &e.expected});
  // A replay is told apart by the elements where the earlier answer and this call's differ: a
  // match on fewer than kMinDistinct of them (a scalar loss, say) could be chance. The pre-filled
  // answer was in the very buffer, so one such element is enough for it.
  constexpr int64_t kMinDistinct = 4;
  for (const auto& [what, expected] : others) {
    int64_t distinct = 0;
    for (size_t o = 0; o < p.n_out && o < expected->size(); ++o)
      distinct += distinguishing(p, o, (*expected)[o]);
    if (distinct < (expected == &p.other_answer ? 1 : kMinDistinct)) continue;
    bool all = true;
    for (size_t o = 0; o < p.n_out && all; ++o) {
      const HostTensor& shell = p.outputs[o];
      const RefTensor& e = (*expected)[o];
      if (e.values.size() != static_cast<size_t>(shell.numel())) {
        all = false;
        break;
      }
      size_t slot =
          snapshot < 0 ? p.output_slot(o) : p.snapshot_slot(static_cast<size_t>(snapshot), o);
      OutputView got{shell.name, shell.dtype, p.arena->data(slot), shell.numel()};
      all = compare_tensor(got, e, tolerance_for(task_, shell, p.values, p.variant)).ok();
    }
    if (all) {
      r.verdict = Verdict::STALE_OUTPUT;
      r.detail = "the output is the result for earlier inputs (" + what +
                 "), not for this call's: results are replayed from a cache\n" + r.detail;
      return;
    }
  }
}

void Harness::remember(const Prepared& p) {
  constexpr size_t kKeep = 4, kMaxElements = size_t{1} << 22;
  if (p.point) return;  // sampled cases have no full expected output to remember
  size_t n = 0;
  for (const RefTensor& e : p.sets()[0].expected) n += e.values.size();
  if (n > kMaxElements) return;
  if (earlier_.size() == kKeep) earlier_.erase(earlier_.begin());
  earlier_.push_back({"the case with seed " + std::to_string(p.sets()[0].seed) + ", sizes " +
                          describe_case(*task_.spec, p.values),
                      p.sets()[0].expected});
}

}  // namespace km
