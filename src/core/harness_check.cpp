// SPDX-License-Identifier: Apache-2.0
// One correctness case: the calls it takes and how their outcomes combine into one verdict.
// 1. Outputs poisoned with NaN, then with a huge finite value (order by seed): an unwritten
//    element fails whatever the reference expects; a pass and a failure disagreeing is
//    NONDETERMINISTIC.
// 2. Outputs pre-filled with plausible values (zeros, or another case's answer): a kernel that
//    computes only where the output looks poisoned leaves them in place (STALE_OUTPUT).
// 3. One input element changed deep inside its buffer, the reference recomputed: a result cache
//    keyed by pointers and the first few elements replays the old answer (STALE_OUTPUT).
#include <chrono>
#include <cstring>
#include <random>

#include "core/npy.hpp"
#include "core/prepared_case.hpp"

namespace km {

namespace {

bool judged(Verdict v) {
  return v == Verdict::PASS || v == Verdict::WRONG_RESULT || v == Verdict::STALE_OUTPUT;
}

// Another answer and a mutation cost a reference run each: only where that is cheap.
constexpr int64_t kMutateMaxElements = int64_t{1} << 20;

}  // namespace

CaseResult Harness::check(const Bindings& values, uint64_t seed, const CheckOptions& opt,
                          const std::filesystem::path* dump_dir) {
  try {
    return check_case(values, seed, opt, dump_dir);
  } catch (const std::exception& e) {
    // Only harness code throws (a failed call of the candidate is a value, never an exception).
    CaseResult r;
    r.verdict = Verdict::HARNESS_ERROR;
    r.detail = e.what();
    r.candidate_output = worker_.output_tail();
    return r;
  }
}

void Harness::restart_worker(std::vector<std::string> env) {
  loaded_ = false;
  if (spare_ && spare_env_ == env) {  // started ahead: its runtime is (being) imported already
    worker_.take_over(*spare_);
    spare_.reset();
    return;
  }
  worker_.stop();
  worker_.set_env(std::move(env));
}

void Harness::stop_worker() {
  const auto t0 = std::chrono::steady_clock::now();
  worker_.stop();
  loaded_ = false;
  seconds_.stop += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

void Harness::prestart_worker(std::vector<std::string> env) {
  if (spare_ && spare_env_ == env) return;
  spare_ = std::make_unique<WorkerClient>(opt_.worker, opt_.scratch);
  spare_->set_zygote(opt_.zygote);
  spare_->set_deadline(opt_.deadline);
  spare_->set_env(env);
  spare_env_ = std::move(env);
  try {
    spare_->begin(start_request());
  } catch (const std::exception&) {
    spare_.reset();  // restart_worker() starts one the plain way and reports what goes wrong
  }
}

CaseResult Harness::check_case(const Bindings& given, uint64_t seed, const CheckOptions& opt,
                               const std::filesystem::path* dump_dir) {
  // A random op's seed param varies with the run's seed and the case (the seed contract).
  const Bindings values = task_.spec->random() ? with_case_seed(*task_.spec, given, seed) : given;
  CaseResult r;
  if (auto f = ensure_loaded()) {
    r.verdict = f->verdict;
    r.detail = f->message;
    r.candidate_output = worker_.output_tail();
    return r;
  }
  auto p = prepare(values, seed, 1, 0, &opt);
  const bool nan_first = seed % 2 == 0;
  load_arena(*p, nan_first);
  r = run_once(*p);
  // Same inputs again, under the other poison: a kernel must give a passing answer both times.
  // A pass and a wrong result disagreeing is a race or call-dependent work; a call that left
  // elements unwritten is STALE_OUTPUT whichever call it was; other failures are reported as is.
  // Random ops (the statistical check): the first call's bits, which the repeat must give again.
  std::vector<std::vector<unsigned char>> first_bits;
  if (task_.spec->random() && r.verdict == Verdict::PASS && !p->point) first_bits = output_bits(*p);
  if (judged(r.verdict)) {
    load_arena(*p, !nan_first);
    CaseResult again = run_once(*p);
    bool pass1 = r.verdict == Verdict::PASS, pass2 = again.verdict == Verdict::PASS;
    const CaseResult& failing = pass1 ? again : r;
    if (pass1 != pass2 && failing.verdict == Verdict::WRONG_RESULT) {
      CaseResult n;
      n.verdict = Verdict::NONDETERMINISTIC;
      n.detail = std::string("the same case ") +
                 (pass1 ? "passed, then failed on a repeated call"
                        : "failed, then passed on a repeated call") +
                 " (outputs poisoned differently): " + failing.detail;
      n.comparisons = failing.comparisons;
      r = n;
    } else if (pass1 && !pass2) {
      again.detail = "on a repeated call: " + again.detail;
      r = again;
    }
  }
  // Both poisoned calls passed: the arena holds the second's draw, which must repeat the first's
  // bits, and a call with another seed must give another draw (harness_statistical.cpp).
  if (r.verdict == Verdict::PASS && !first_bits.empty())
    if (std::optional<CaseResult> broken = seed_contract(*p, first_bits)) r = *broken;
  if (r.verdict == Verdict::PASS && opt.prefill) {
    // Odd seeds pre-fill the answer for other inputs of the same sizes where computing it is
    // cheap, even seeds zeros: a function of the case alone, so its repro line repeats it.
    int64_t total = 0;
    for (const HostTensor& t : p->set().inputs) total += t.numel();
    Fill fill = seed % 2 == 1 && total <= kMutateMaxElements && !p->point ? Fill::other_answer
                                                                          : Fill::zeros;
    // Without inputs (no_input) another answer needs other params; none to change: zeros.
    std::optional<Bindings> other = values;
    if (p->n_in == 0 && fill == Fill::other_answer) other = changed_params(values, seed + 0x51ED27);
    if (!other) fill = Fill::zeros;
    if (fill == Fill::other_answer)
      p->other_answer =
          run_reference(task_, *other, make_inputs(task_, *other, seed + 0x51ED27, p->variant));
    r = prefilled_run(*p, fill);
  }
  if (r.verdict == Verdict::PASS && opt.mutate && !p->point) {
    int64_t total = 0;
    for (const HostTensor& t : p->set().inputs) total += t.numel();
    std::optional<CaseResult> changed;
    if (p->n_in == 0)
      changed = changed_param_run(*p, seed);
    else if (total <= kMutateMaxElements)
      changed = mutated_run(*p, seed, p->variant);
    if (changed && changed->note.empty())
      r = *changed;
    else if (changed)
      r.note = changed->note;  // not applicable: the passing result stands, and says so
  }
  r.candidate_output = worker_.output_tail();
  if (dump_dir) {
    std::filesystem::create_directories(*dump_dir);
    for (const HostTensor& in : p->set().inputs)
      write_npy(*dump_dir / (in.name + ".input.npy"), in);
    for (size_t o = 0; o < p->n_out; ++o) {
      HostTensor got = p->outputs[o];
      std::memcpy(got.bytes.data(), p->arena->data(p->output_slot(o)), got.bytes.size());
      write_npy(*dump_dir / (got.name + ".got.npy"), got);
      if (o < p->set().expected.size())  // none for a sampled case
        write_npy(*dump_dir / (got.name + ".expected.npy"), p->set().expected[o]);
    }
  }
  remember(*p);
  return r;
}

CaseResult Harness::prefilled_run(Prepared& p, Fill fill) {
  load_arena(p, fill);
  CaseResult r = run_once(p);
  if (r.verdict == Verdict::PASS) return r;
  r.detail = std::string("with the outputs pre-filled with ") +
             (fill == Fill::zeros ? "zeros" : "another case's answer") +
             " before the call (the two poisoned calls passed): " + r.detail;
  // Wrong values that are not the pre-fill left in place, on inputs that passed twice: the
  // answer changes from call to call (a race), not with what the outputs held.
  if (r.verdict == Verdict::WRONG_RESULT) r.verdict = Verdict::NONDETERMINISTIC;
  return r;
}

CaseResult Harness::mutated_run(Prepared& p, uint64_t seed, const InputVariant* variant) {
  // The new value comes from the same distribution (the input drawn with another seed), so an
  // index stays a valid index; it goes into the largest input, deep inside it.
  std::vector<HostTensor> alt = harness_step("the input generator (a changed element)", [&] {
    return make_inputs(task_, p.values, seed ^ 0x9E3779B97F4A7C15ull, variant);
  });
  // Not an index tensor drawn without replacement (unique, permutation, offsets): one element
  // from another draw would break what makes it one (a repeated index, an unsorted offset).
  const std::vector<const TensorSpec*> drawn = task_.spec->initialised();
  auto mutable_input = [&](size_t i) {
    const TensorSpec* t = nullptr;  // a list's items (alt[i] "xs[3]") are drawn as the list
    for (const TensorSpec* d : drawn)
      if (d->name == list_name(alt[i].name)) t = d;
    if (!t) return false;
    const InitSpec& init =
        variant && variant->init.count(t->name) ? variant->init.at(t->name) : t->init;
    return !is_index_dist(init.dist);
  };
  size_t which = alt.size();
  for (size_t i = 0; i < alt.size(); ++i)
    if (mutable_input(i) && (which == alt.size() || alt[i].numel() > alt[which].numel())) which = i;
  if (which == alt.size()) return {};
  const int64_t n = alt[which].numel();
  const size_t es = dtype_size(alt[which].dtype);
  const InputSet& before = p.set();
  InputSet changed = before;
  std::mt19937_64 rng(seed);
  int64_t at = -1;
  for (int attempt = 0; attempt < 4 && at < 0; ++attempt) {
    int64_t pos = n / 2 + static_cast<int64_t>(rng() % static_cast<uint64_t>(n - n / 2));
    changed.inputs = before.inputs;
    std::memcpy(changed.inputs[which].bytes.data() + pos * es, alt[which].bytes.data() + pos * es,
                es);
    if (std::memcmp(changed.inputs[which].bytes.data(), before.inputs[which].bytes.data(),
                    changed.inputs[which].bytes.size()) == 0)
      continue;
    changed.expected = harness_step("the reference (a changed element)",
                                    [&] { return run_reference(task_, p.values, changed.inputs); });
    bool differs = false;
    for (size_t o = 0; o < changed.expected.size() && !differs; ++o)
      differs = changed.expected[o].values != before.expected[o].values;
    if (differs) at = pos;
  }
  if (at < 0) {  // no single element changes the answer here (a constant op): nothing to tell apart
    CaseResult none;
    none.note = "no changed-element call: no element tried changes the answer";
    return none;
  }
  const std::vector<RefTensor> old_expected = before.expected;
  const std::string what = "input '" + changed.inputs[which].name + "' element [" +
                           std::to_string(at) + "] changed from " +
                           std::to_string(before.inputs[which].at(at)) + " to " +
                           std::to_string(changed.inputs[which].at(at));
  p.shared_sets = std::make_shared<std::vector<InputSet>>(std::vector<InputSet>{changed});
  p.current = 0;
  load_arena(p, Fill::nan);
  CaseResult r = run_once(p);
  if (r.verdict == Verdict::PASS || r.verdict == Verdict::STALE_OUTPUT) return r;
  // The old answer convicts only where it is distinguishable from the new one: a changed
  // element that moves a long reduction by less than the tolerance leaves both answers inside
  // it, and a wrong result there may sit near the old one by chance.
  if (r.verdict == Verdict::WRONG_RESULT && returns_old_answer(p, old_expected)) {
    r.verdict = Verdict::STALE_OUTPUT;
    r.detail = "after " + what +
               ", the call returned the answer for the unchanged inputs: results are "
               "replayed from a cache that does not look at the whole input\n" +
               r.detail;
    return r;
  }
  r.detail = "after " + what + " (the same case passed before the change): " + r.detail;
  return r;
}

std::string Harness::repro_line(const Bindings& values, uint64_t seed,
                                const CheckOptions& opt) const {
  std::string line =
      "kernelmark repro --platform " + opt_.platform + " --spec " + task_.spec->file.string() +
      " --dtype " + (task_.u ? "'" + task_.dtype_name() + "'" : task_.dtype_name()) + " --module " + opt_.module.string() +
      " --sizes " + describe_case(*task_.spec, values) + " --seed " + std::to_string(seed);
  if (!opt.variant.empty()) line += " --inputs " + opt.variant;
  if (opt.page_guard == Arena::PageGuard::end) line += " --end-guards";
  if (opt.page_guard == Arena::PageGuard::start) line += " --start-guards";
  if (opt.mutate) line += " --mutate";
  return line;
}

}  // namespace km
