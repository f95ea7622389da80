// SPDX-License-Identifier: Apache-2.0
// STALE_OUTPUT: a wrong output explained by what was there before the call (the poison) or by
// another input's result (a replay), and the short memory of earlier cases that makes the second
// visible.
#include "core/prepared_case.hpp"

namespace km {

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
  for (const auto& [what, expected] : others) {
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
