// SPDX-License-Identifier: Apache-2.0
#include "core/harness.hpp"

#include <cstring>
#include <sstream>

#include "core/arena.hpp"
#include "core/npy.hpp"
#include "core/tensor.hpp"

namespace km {

using json = nlohmann::json;

namespace {

// Output poison: NaN or a huge finite value, so an element the kernel never writes fails whatever
// the reference expects there (NaN alone would pass where the reference itself produces NaN; a
// finite value alone could pass a saturating op). Every case is run under both.
uint64_t poison_pattern(DType t, bool nan) {
  auto rep16 = [](uint64_t v) { return v | v << 16 | v << 32 | v << 48; };
  auto rep32 = [](uint64_t v) { return v | v << 32; };
  switch (t) {
    case DType::fp32:
      return rep32(nan ? 0x7FC0A5A5u : 0xFE800000u);
    case DType::fp16:
      return rep16(nan ? 0x7E5Au : 0xFBFFu);
    case DType::bf16:
      return rep16(nan ? 0x7FC5u : 0xFF7Fu);
    case DType::fp64:
      return nan ? 0x7FF8A5A5A5A5A5A5ull : 0xFE3A5A5A5A5A5A5Aull;
    case DType::i64:
      return nan ? 0xA5A5A5A5A5A5A5A5ull : 0x5A5A5A5A5A5A5A5Aull;
    case DType::i32:
      return rep32(nan ? 0xA5A5A5A5u : 0x5A5A5A5Au);
    case DType::u8:
      return nan ? 0xA5A5A5A5A5A5A5A5ull : 0x5A5A5A5A5A5A5A5Aull;
  }
  return 0;
}

void fill_pattern(unsigned char* p, size_t bytes, uint64_t pattern) {
  for (size_t o = 0; o < bytes; ++o) p[o] = static_cast<unsigned char>(pattern >> (8 * (o % 8)));
}

}  // namespace

struct Harness::Prepared {
  Bindings values;
  uint64_t seed = 0;
  std::vector<HostTensor> inputs, outputs;
  std::vector<RefTensor> expected;
  std::unique_ptr<Arena> arena;
  json args = json::array();
};

Harness::Harness(Task task, HarnessOptions opt)
    : task_(task), opt_(std::move(opt)), worker_(opt_.worker, opt_.scratch) {}

Harness::~Harness() = default;

std::optional<std::string> Harness::skip_reason() {
  if (!hello_done_) {
    json reply;
    if (auto f = worker_.request({{"cmd", "hello"}}, reply, opt_.call_timeout_s))
      return "the " + opt_.platform + " worker did not start: " + f->message;
    hello_done_ = true;
    std::string s = reply.value("skip", "");
    device_ = reply.value("device", "");
    if (!s.empty()) skip_ = s;
  }
  return skip_;
}

std::optional<WorkerFailure> Harness::ensure_loaded() {
  if (loaded_) return std::nullopt;
  json reply;
  // Loading runs the module's static initialisers: the candidate's code, so it can crash or hang.
  if (auto f = worker_.request({{"cmd", "load"}, {"module", opt_.module.string()}}, reply,
                               opt_.call_timeout_s))
    return WorkerFailure{f->verdict, "while loading the module: " + f->message};
  if (!reply.value("ok", false))
    return WorkerFailure{Verdict::LOAD_ERROR, reply.value("error", "load failed")};
  loaded_ = true;
  return std::nullopt;
}

std::unique_ptr<Harness::Prepared> Harness::prepare(const Bindings& values, uint64_t seed) {
  auto p = std::make_unique<Prepared>();
  p->values = values;
  p->seed = seed;
  p->inputs = make_inputs(task_, values, seed);
  p->outputs = make_outputs(task_, values);
  p->expected = run_reference(task_, values, p->inputs);

  std::vector<ArenaSlot> slots;
  for (const HostTensor& t : p->inputs) slots.push_back({t.name, 0, t.bytes.size(), false});
  for (const HostTensor& t : p->outputs) slots.push_back({t.name, 0, t.bytes.size(), true});
  p->arena = std::make_unique<Arena>(opt_.scratch, slots);
  for (size_t slot = 0; slot < slots.size(); ++slot) {
    const ArenaSlot& s = p->arena->slots()[slot];
    p->args.push_back(
        {{"kind", "ptr"}, {"offset", s.offset}, {"bytes", s.bytes}, {"output", s.output}});
  }
  for (const std::string& s : task_.spec->sizes)
    p->args.push_back({{"kind", "i64"}, {"value", static_cast<int64_t>(values.at(s))}});
  for (const ParamSpec& prm : task_.spec->params) {
    if (prm.is_int)
      p->args.push_back({{"kind", "i64"}, {"value", static_cast<int64_t>(values.at(prm.name))}});
    else
      p->args.push_back({{"kind", "f64"}, {"value", values.at(prm.name)}});
  }
  load_arena(*p, seed % 2 == 0);
  return p;
}

void Harness::load_arena(Prepared& p, bool nan_poison) {
  p.arena->fill_guards();
  size_t slot = 0;
  for (const HostTensor& t : p.inputs) std::memcpy(p.arena->data(slot++), t.bytes.data(), t.bytes.size());
  for (const HostTensor& t : p.outputs) {
    uint64_t pattern = poison_pattern(t.dtype, nan_poison);
    fill_pattern(p.arena->data(slot), t.bytes.size(), pattern);
    p.args[slot++]["poison"] = pattern;
  }
}

CaseResult Harness::run_once(Prepared& p) {
  json req = {{"cmd", "run"},
              {"arena", p.arena->path().string()},
              {"size", p.arena->size()},
              {"args", p.args}};
  json reply;
  CaseResult r;
  if (auto f = worker_.request(req, reply, opt_.call_timeout_s)) {
    r.verdict = f->verdict;
    r.detail = f->message;
    return r;
  }
  return judge(p, reply);
}

CaseResult Harness::judge(Prepared& p, const json& reply) {
  CaseResult r;
  if (!reply.value("ok", false)) {
    r.verdict = Verdict::RUNTIME_ERROR;
    r.detail = reply.value("error", "the worker reported an error");
    return r;
  }
  int rc = reply.value("rc", 0);
  // Memory damage first: it can explain every later symptom.
  if (auto v = p.arena->guard_violation()) {
    r.verdict = Verdict::OUT_OF_BOUNDS;
    r.detail = *v;
    return r;
  }
  for (size_t i = 0; i < p.inputs.size(); ++i) {
    const HostTensor& in = p.inputs[i];
    if (std::memcmp(p.arena->data(i), in.bytes.data(), in.bytes.size()) == 0) continue;
    size_t es = dtype_size(in.dtype);
    size_t first = 0, changed = 0;
    for (size_t e = 0; e < in.bytes.size() / es; ++e) {
      if (std::memcmp(p.arena->data(i) + e * es, in.bytes.data() + e * es, es) != 0) {
        if (!changed) first = e;
        ++changed;
      }
    }
    std::ostringstream os;
    os << "input '" << in.name << "' was modified: " << changed << " of " << in.numel()
       << " elements differ, first at [" << first << "] (was " << in.at(static_cast<int64_t>(first))
       << ", now " << load_as(in.dtype, p.arena->data(i) + first * es) << ")";
    r.verdict = Verdict::INPUT_MODIFIED;
    r.detail = os.str();
    return r;
  }
  if (rc != 0) {
    r.verdict = Verdict::RUNTIME_ERROR;
    r.detail = "the entry point returned " + std::to_string(rc);
    return r;
  }
  size_t slot = p.inputs.size();
  std::ostringstream fails;
  for (size_t o = 0; o < p.outputs.size(); ++o, ++slot) {
    HostTensor& out = p.outputs[o];
    std::memcpy(out.bytes.data(), p.arena->data(slot), out.bytes.size());
    Comparison c = compare_tensor(out, p.expected[o], tolerance_for(task_, out, p.values));
    r.mistrusted = r.mistrusted || c.mistrusted;
    if (!c.ok()) fails << (fails.tellp() ? "\n" : "") << c.report();
    r.comparisons.push_back(std::move(c));
  }
  if (fails.tellp()) {
    r.verdict = Verdict::WRONG_RESULT;
    r.detail = fails.str();
  }
  return r;
}

CaseResult Harness::check(const Bindings& values, uint64_t seed,
                          const std::filesystem::path* dump_dir) {
  CaseResult r;
  if (auto f = ensure_loaded()) {
    r.verdict = f->verdict;
    r.detail = f->message;
    r.candidate_output = worker_.output_tail();
    return r;
  }
  auto p = prepare(values, seed);
  r = run_once(*p);
  // Same inputs again, under the other poison: a kernel must give a passing answer both times.
  // Disagreeing results are a race or call-dependent work; any other failure is reported as is.
  if (r.verdict == Verdict::PASS || r.verdict == Verdict::WRONG_RESULT) {
    load_arena(*p, seed % 2 != 0);
    CaseResult again = run_once(*p);
    bool pass1 = r.verdict == Verdict::PASS, pass2 = again.verdict == Verdict::PASS;
    if (pass1 != pass2 && (pass2 || again.verdict == Verdict::WRONG_RESULT)) {
      const CaseResult& failing = pass1 ? again : r;
      CaseResult n;
      n.verdict = Verdict::NONDETERMINISTIC;
      n.detail = std::string("the same case ") +
                 (pass1 ? "passed, then failed on a repeated call" : "failed, then passed on a repeated call") +
                 " (outputs poisoned differently): " + failing.detail;
      n.comparisons = failing.comparisons;
      r = n;
    } else if (pass1 && !pass2) {
      again.detail = "on a repeated call: " + again.detail;
      r = again;
    }
  }
  r.candidate_output = worker_.output_tail();
  if (dump_dir) {
    std::filesystem::create_directories(*dump_dir);
    for (size_t i = 0; i < p->inputs.size(); ++i)
      write_npy(*dump_dir / (p->inputs[i].name + ".input.npy"), p->inputs[i]);
    for (size_t o = 0; o < p->outputs.size(); ++o) {
      HostTensor got = p->outputs[o];
      std::memcpy(got.bytes.data(), p->arena->data(p->inputs.size() + o), got.bytes.size());
      write_npy(*dump_dir / (got.name + ".got.npy"), got);
      write_npy(*dump_dir / (got.name + ".expected.npy"), p->expected[o]);
    }
  }
  return r;
}

TimingResult Harness::time(const Bindings& values, uint64_t seed, const TimingOptions& topt) {
  TimingResult t;
  if (auto f = ensure_loaded()) {
    t.verdict = f->verdict;
    t.detail = f->message;
    return t;
  }
  auto p = prepare(values, seed);
  json req = {{"cmd", "time"},
              {"arena", p->arena->path().string()},
              {"size", p->arena->size()},
              {"args", p->args},
              {"warmup_s", topt.warmup_s},
              {"max_s", topt.max_s},
              {"rel_stderr", topt.rel_stderr},
              {"min_samples", topt.min_samples},
              {"max_samples", topt.max_samples}};
  json reply;
  // The whole timing loop is one request: allow its budget plus slack on top of the call limit.
  double limit = opt_.call_timeout_s + topt.warmup_s + topt.max_s * 2;
  if (auto f = worker_.request(req, reply, limit)) {
    t.verdict = f->verdict;
    t.detail = f->message;
    return t;
  }
  // The outputs in the arena are those of the last timed call: judge them like any case.
  CaseResult c = judge(*p, reply);
  t.verdict = c.verdict;
  t.detail = c.detail;
  if (reply.contains("samples")) t.stats = summarize(reply["samples"].get<std::vector<double>>());
  t.warmup_calls = reply.value("warmup_calls", 0);
  t.anomaly = reply.value("anomaly", "");
  if (t.verdict == Verdict::PASS && t.stats.n == 0) {
    t.verdict = Verdict::RUNTIME_ERROR;
    t.detail = "no timed samples";
  }
  return t;
}

std::string Harness::repro_line(const Bindings& values, uint64_t seed) const {
  std::ostringstream os;
  os << "kernelmark repro --platform " << opt_.platform << " --spec " << task_.spec->file.string()
     << " --dtype " << dtype_name(task_.dtype) << " --module " << opt_.module.string()
     << " --sizes " << describe_case(*task_.spec, values) << " --seed " << seed;
  return os.str();
}

}  // namespace km
