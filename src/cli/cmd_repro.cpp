// SPDX-License-Identifier: Apache-2.0
// Reruns exactly one case, as printed on a failure: same inputs (counter-based RNG), same
// poison, same judgement; --dump writes inputs, outputs and expected values as .npy files.
#include <iostream>

#include "cli/commands.hpp"
#include "core/args.hpp"
#include "core/harness.hpp"
#include "core/paths.hpp"

namespace km::cli {

int cmd_repro(int argc, char** argv) {
  Args a(argc, argv, 2,
         {"platform", "spec", "dtype", "module", "sizes", "seed", "dump", "timeout", "inputs"},
         {"end-guards", "start-guards", "mutate"});
  Spec s = load_spec(a.get("spec"));
  Task t = task_of(s, a.get("dtype"));
  Bindings values = parse_case(s, a.get("sizes"));
  uint64_t seed = std::stoull(a.get("seed"));
  std::string platform = a.get("platform");
  auto worker = worker_path(platform);
  if (!std::filesystem::exists(worker))
    throw ArgError("--platform: no worker " + worker.string() + " (is '" + platform + "' built?)");
  ScratchDir scratch;
  Harness h(t, {platform, worker, std::filesystem::absolute(a.get("module")), scratch.path(),
                a.number("timeout", 30)});
  if (auto no = h.not_runnable()) {
    std::cout << verdict_name(no->verdict) << ": " << no->detail << "\n";
    return no->verdict == Verdict::SKIPPED ? 0 : 1;
  }
  std::filesystem::path dump = a.get_or("dump", "");
  CheckOptions opt{.variant = a.get_or("inputs", ""),
                   .page_guard = a.has("end-guards")     ? Arena::PageGuard::end
                                 : a.has("start-guards") ? Arena::PageGuard::start
                                                         : Arena::PageGuard::none,
                   .prefill = true,
                   .mutate = a.has("mutate")};
  if (!opt.variant.empty() && !s.variant(opt.variant))
    throw ArgError("--inputs: " + s.file.string() + " has no input variant '" + opt.variant + "'");
  CaseResult r = h.check(values, seed, opt, dump.empty() ? nullptr : &dump);
  std::cout << t.name() << " " << describe_case(s, values) << " seed " << seed << ": "
            << verdict_name(r.verdict) << "\n";
  for (const Comparison& c : r.comparisons) std::cout << "  " << c.report() << "\n";
  if (!r.detail.empty() && r.comparisons.empty()) std::cout << "  " << r.detail << "\n";
  if (!r.candidate_output.empty())
    std::cout << "candidate output (tail):\n" << r.candidate_output << "\n";
  if (!dump.empty()) std::cout << "dumped to " << dump.string() << "\n";
  return r.verdict == Verdict::PASS ? 0 : 1;
}

}  // namespace km::cli
