// SPDX-License-Identifier: Apache-2.0
#include "core/harness.hpp"

#include <cstring>
#include <sstream>
#include <stdexcept>

#include <algorithm>
#include <chrono>

#include "core/arena.hpp"
#include "core/npy.hpp"
#include "core/prepared_case.hpp"
#include "core/ref_cache.hpp"
#include "core/sha256.hpp"
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
    case DType::c64:  // both components
      return rep32(nan ? 0x7FC0A5A5u : 0xFE800000u);
    case DType::fp16:
      return rep16(nan ? 0x7E5Au : 0xFBFFu);
    case DType::bf16:
      return rep16(nan ? 0x7FC5u : 0xFF7Fu);
    case DType::fp64:
    case DType::c128:
      return nan ? 0x7FF8A5A5A5A5A5A5ull : 0xFE3A5A5A5A5A5A5Aull;
    case DType::i64:
      return nan ? 0xA5A5A5A5A5A5A5A5ull : 0x5A5A5A5A5A5A5A5Aull;
    case DType::i32:
      return rep32(nan ? 0xA5A5A5A5u : 0x5A5A5A5Au);
    case DType::u8:
    case DType::i8:
    case DType::fp8e4m3:  // NaN, or -448 (the max: a clamping quantiser writes it, but not as NaN)
      return nan ? 0x7F7F7F7F7F7F7F7Full : 0xFEFEFEFEFEFEFEFEull;
    case DType::fp8e5m2:  // NaN, or -57344
      return nan ? 0x7F7F7F7F7F7F7F7Full : 0xFBFBFBFBFBFBFBFBull;
    case DType::b8:  // neither byte is a bool (0 or 1): an unwritten element always fails
      return nan ? 0xA5A5A5A5A5A5A5A5ull : 0x5A5A5A5A5A5A5A5Aull;
  }
  return 0;
}

void fill_pattern(unsigned char* p, size_t bytes, uint64_t pattern) {
  size_t o = 0;
  for (; o + 8 <= bytes; o += 8) std::memcpy(p + o, &pattern, 8);  // little-endian, as below
  for (; o < bytes; ++o) p[o] = static_cast<unsigned char>(pattern >> (8 * (o % 8)));
}

}  // namespace

Harness::Harness(Task task, HarnessOptions opt)
    : task_(task), opt_(std::move(opt)), worker_(opt_.worker, opt_.scratch) {
  worker_.set_zygote(opt_.zygote);
  worker_.set_deadline(opt_.deadline);
}

Harness::~Harness() = default;

// A worker's hello and start run no candidate code, but may start a runtime that takes far longer
// than a call: an embedded CPython importing torch and triton took 3-16 s on the 2-core CI box
// (10.5 s cold), more than the planted kernels' 3 s call limit.
namespace {
double start_timeout_s(double call_timeout_s) { return std::max(call_timeout_s, 120.0); }
}  // namespace

std::optional<CaseResult> Harness::not_runnable() {
  if (hello_done_) return not_runnable_;
  hello_done_ = true;
  json reply;
  auto problem = [&](Verdict v, std::string why) {
    CaseResult r;
    r.verdict = v;
    r.detail = std::move(why);
    r.candidate_output = worker_.output_tail();
    not_runnable_ = r;
    return not_runnable_;
  };
  try {
    const auto t0 = std::chrono::steady_clock::now();
    auto f = worker_.request({{"cmd", "hello"}}, reply, start_timeout_s(opt_.call_timeout_s));
    seconds_.hello += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (f) {
      // No candidate is involved yet: the process that failed is the worker itself.
      std::string why = f->message;
      if (auto at = why.find("the candidate's process"); at != std::string::npos)
        why.replace(at, 23, "the worker process");
      return problem(Verdict::HARNESS_ERROR, "the " + opt_.platform + " worker (" +
                                                 opt_.worker.string() + ") did not start: " + why);
    }
  } catch (const std::exception& e) {
    return problem(Verdict::HARNESS_ERROR, "the " + opt_.platform + " worker (" +
                                               opt_.worker.string() +
                                               ") did not start: " + e.what());
  }
  device_ = reply.value("device", "");
  host_buffers_ = reply.value("host_buffers", false);
  device_fences_ = reply.value("device_fences", false);
  call_floor_s_ = reply.value("call_timeout_floor_s", 0.0);
  if (reply.contains("device_info") && reply["device_info"].is_object())
    device_info_ = reply["device_info"];
  if (std::string fault = reply.value("fault", ""); !fault.empty())
    return problem(Verdict::HARNESS_ERROR,
                   "the " + opt_.platform + " platform cannot run: " + fault);
  if (std::string skip = reply.value("skip", ""); !skip.empty())
    return problem(Verdict::SKIPPED, skip);
  for (const auto* group : {&task_.spec->inputs, &task_.spec->outputs})
    for (const TensorSpec& t : *group)
      if (t.is_list() && !reply.value("list_tensors", false))
        // The worker may be another platform's (a torch yardstick runs in km-worker-triton).
        return problem(Verdict::SKIPPED, "the worker " + opt_.worker.filename().string() +
                                             " has no list-tensor layout yet (tensor '" +
                                             t.name + "' of " + task_.name() +
                                             " is a list of tensors passed as an array of pointers)");
  return std::nullopt;
}

json Harness::telemetry() {
  json reply;
  if (!worker_.running() || worker_.pending() ||
      worker_.request({{"cmd", "telemetry"}}, reply, opt_.call_timeout_s))
    return json::object();
  return reply.value("telemetry", json::object());
}

json Harness::start_request() const {
  json start = {{"cmd", "start"}, {"scratch", opt_.scratch.string()}};
  if (opt_.cpu_limit_s > 0) start["cpu_seconds"] = opt_.cpu_limit_s;
  return start;
}

std::optional<WorkerFailure> Harness::ensure_loaded() {
  if (!worker_.running()) loaded_ = false;  // a fresh process after a crash or timeout
  if (loaded_) return std::nullopt;
  json reply;
  // No candidate code has run yet: whatever goes wrong here is the harness's or the machine's.
  // A prestarted worker (prestart_worker) was sent its start already; its reply is collected.
  const double limit = start_timeout_s(opt_.call_timeout_s);
  using clock = std::chrono::steady_clock;
  auto since = [](clock::time_point t) {
    return std::chrono::duration<double>(clock::now() - t).count();
  };
  auto t0 = clock::now();
  auto started = worker_.pending() ? worker_.finish(reply, limit)
                                   : worker_.request(start_request(), reply, limit);
  seconds_.start += since(t0);
  if (auto f = started)
    return WorkerFailure{Verdict::HARNESS_ERROR,
                         "the worker died while starting its runtime and sandbox: " + f->message};
  if (!reply.value("ok", false))
    return WorkerFailure{Verdict::HARNESS_ERROR, reply.value("error", "the worker did not start")};
  sandbox_ = reply.value("sandbox", "");
  ++(worker_.forked() ? starts_.forked : starts_.spawned);
  // The cases' buffers are fenced as the first worker said: a later one that cannot is broken.
  if (device_fences_ && !reply.value("device_fences", false))
    return WorkerFailure{Verdict::HARNESS_ERROR,
                         "the worker started without device fences, which the first worker had"};
  // Loading runs the module's static initialisers: the candidate's code, so it can crash or hang.
  json load = {{"cmd", "load"}, {"module", opt_.module.string()}};
  t0 = clock::now();
  auto loaded = worker_.request(load, reply, opt_.call_timeout_s);
  seconds_.load += since(t0);
  if (auto f = loaded)
    return WorkerFailure{f->verdict, "while loading the module: " + f->message};
  if (!reply.value("ok", false))
    return WorkerFailure{Verdict::LOAD_ERROR, reply.value("error", "load failed")};
  loaded_ = true;
  return std::nullopt;
}

std::unique_ptr<Harness::Prepared> Harness::prepare(const Bindings& values, uint64_t seed, int sets,
                                                    double reference_budget_s,
                                                    const CheckOptions* opt, size_t memory_budget) {
  using clock = std::chrono::steady_clock;
  auto p = std::make_unique<Prepared>();
  p->values = values;
  p->outputs =
      harness_step("the spec's output shapes", [&] { return make_outputs(task_, values); });
  // Each set after the first costs one more reference run: stop adding them once the budget
  // would be overrun (large GEMMs in double on the host), keeping at least two for timing.
  const InputVariant* variant = nullptr;
  if (opt && !opt->variant.empty()) {
    variant = task_.spec->variant(opt->variant);
    if (!variant)
      throw std::runtime_error("the spec " + task_.spec->file.string() + " has no input variant '" +
                               opt->variant + "'");
  }
  p->variant = variant;
  // A case whose full double-precision reference would take minutes (an 8192^3 GEMM: about 50 s a
  // set on the H200's host) is checked on samples drawn after each call, where the op has a point
  // reference; everything else gets the full reference.
  constexpr double kSampleAboveFlops = 2e10;
  PointReferenceFn point = find_point_reference(task_.spec->name);
  if (point && task_.spec->flops.eval_real(values) > kSampleAboveFlops) p->point = point;
  std::string key = task_.name() + " " + describe_case(*task_.spec, values) + " seed " +
                    std::to_string(seed) + " sets " + std::to_string(sets) +
                    (variant ? " inputs " + variant->name : "");
  if (opt_.set_cache && opt_.set_cache->by_case.count(key)) {
    p->shared_sets = opt_.set_cache->by_case[key];
  } else {
    auto made = std::make_shared<std::vector<InputSet>>();
    auto t0 = clock::now();
    size_t per_set = 0;  // bytes one set holds: inputs, and expected values in double
    // Up to four sets within the reference budget (the cache check needs three new ones); more,
    // for the 1.5x replay factor, only where they are cheap: a few seconds in all (a 2^24-element
    // op on two cores keeps four), or the whole budget where a point reference makes a set cost
    // only its input generation (an 8192^3 GEMM: 16 sets on the H200).
    constexpr double kCheapSetsSeconds = 5;
    const double more_budget = p->point ? reference_budget_s : kCheapSetsSeconds;
    for (int s = 0; s < std::max(1, sets); ++s) {
      double spent = std::chrono::duration<double>(clock::now() - t0).count();
      if (s >= 2 && spent / s * (s + 1) > reference_budget_s) break;
      if (s >= 4 && spent / s * (s + 1) > more_budget) break;
      if (s >= 2 && memory_budget && per_set * (s + 1) > memory_budget) break;
      InputSet set;
      set.seed = seed + 7919 * static_cast<uint64_t>(s);  // a prime stride: sets never share a seed
      set.inputs = harness_step("the input generator",
                                [&] { return make_inputs(task_, values, set.seed, variant); });
      if (!p->point)
        set.expected = harness_step(
            "the reference", [&] { return expected_for(values, set.seed, variant, set.inputs); });
      if (!per_set) {
        for (const HostTensor& t : set.inputs) per_set += t.bytes.size();
        for (const RefTensor& e : set.expected) per_set += e.values.size() * sizeof(double);
      }
      made->push_back(std::move(set));
    }
    p->shared_sets = made;
    if (opt_.set_cache) opt_.set_cache->by_case[key] = made;
  }
  p->stored = sets > 1;
  // Call slots: the inputs, then the outputs, a list tensor's items one slot each ("xs[i]").
  p->n_in = 0;
  for (const TensorSpec& t : task_.spec->inputs) p->n_in += static_cast<size_t>(list_count(t, values));
  p->n_out = p->outputs.size();
  for (size_t o = 0, k = p->n_in; o < p->n_out; ++o) {
    bool inout = false;
    for (const TensorSpec& t : task_.spec->outputs)
      if (t.name == list_name(p->outputs[o].name)) inout = t.inout;
    p->initial_of.push_back(inout ? static_cast<int>(k++) : -1);
  }
  for (size_t slot = 0; const auto* group : {&task_.spec->inputs, &task_.spec->outputs})
    for (const TensorSpec& t : *group) {
      if (!t.is_list()) {
        p->call_tensors.push_back({slot++, -1});
        continue;
      }
      Prepared::List l;
      l.name = t.name;
      l.output = group == &task_.spec->outputs;
      for (int64_t i = 0, n = list_count(t, values); i < n; ++i) l.slots.push_back(slot++);
      p->call_tensors.push_back({0, static_cast<int>(p->lists.size())});
      p->lists.push_back(std::move(l));
    }

  std::vector<ArenaSlot> slots;
  for (size_t i = 0; i < p->n_in; ++i) {
    const HostTensor& t = p->sets()[0].inputs[i];
    slots.push_back({t.name, 0, t.bytes.size(), false});
  }
  for (const HostTensor& t : p->outputs) slots.push_back({t.name, 0, t.bytes.size(), true});
  if (p->stored)
    for (const InputSet& set : p->sets())
      for (const HostTensor& t : set.inputs)
        slots.push_back({t.name + "@" + std::to_string(set.seed), 0, t.bytes.size(), false});
  if (p->stored) {
    // Each call of a timed batch keeps its outputs for the harness to check; a batch is as long as
    // fits 256 MiB of snapshots, at most 16 calls.
    size_t out_bytes = 0;
    for (const HostTensor& t : p->outputs) out_bytes += t.bytes.size();
    p->n_snap = std::clamp<size_t>((size_t{256} << 20) / std::max<size_t>(out_bytes, 1), 1, 16);
    for (size_t c = 0; c < p->n_snap; ++c)
      for (const HostTensor& t : p->outputs)
        slots.push_back({t.name + "#" + std::to_string(c), 0, t.bytes.size(), true});
  }
  // Each list's pointer array: a slot of its own after every other, guarded like a tensor.
  for (Prepared::List& l : p->lists) {
    l.table_slot = slots.size();
    slots.push_back({l.name + " (pointer array)", 0, l.slots.size() * sizeof(uint64_t), false});
  }
  // A list's items sit in a seed-drawn order that is never the list's: no item directly after
  // the one before it in the list (two items: always reversed), so a kernel that assumes the
  // items are contiguous or in order reads guard bytes or another item.
  std::vector<size_t> placement;
  if (!p->lists.empty()) {
    for (const Prepared::CallTensor& c : p->call_tensors) {
      if (c.list < 0) {
        placement.push_back(c.slot);
        continue;
      }
      const std::vector<size_t> order =
          list_placement(p->lists[static_cast<size_t>(c.list)].slots, seed + 31 * c.list);
      placement.insert(placement.end(), order.begin(), order.end());
    }
    for (size_t s = p->n_in + p->n_out; s < slots.size(); ++s) placement.push_back(s);
  }
  const Arena::PageGuard guard =
      opt && host_buffers_ && !p->stored ? opt->page_guard : Arena::PageGuard::none;
  p->arena = harness_step("the scratch arena", [&] {
    return std::make_unique<Arena>(opt_.scratch, slots, guard, placement);
  });
  for (size_t slot = 0; slot < p->n_in + p->n_out; ++slot) {
    const ArenaSlot& s = p->arena->slots()[slot];
    json a = {{"kind", "ptr"},
              {"offset", s.offset},
              {"bytes", s.bytes},
              {"name", s.name},
              {"output", s.output}};
    // A Python platform builds typed, shaped tensors over the buffer from these (contract v2).
    const HostTensor& t =
        slot < p->n_in ? p->sets()[0].inputs[slot] : p->outputs[slot - p->n_in];
    a["dtype"] = dtype_name(t.dtype);
    a["shape"] = t.shape;
    // The worker makes the guard page next to the buffer PROT_NONE: a read across it faults.
    if (guard != Arena::PageGuard::none) {
      auto [at, len] = p->arena->guard_page(slot);
      a["protect"] = {at, len};
    }
    // A device platform does the same with unmapped device memory next to its copy.
    if (opt && !host_buffers_ && device_fences_ && !p->stored &&
        opt->page_guard != Arena::PageGuard::none)
      a["fence"] = opt->page_guard == Arena::PageGuard::end ? "end" : "start";
    // An in-place output holds data: the timed calls copy its initial values in, as they do
    // an input's, instead of the poison.
    const int init_at = slot < p->n_in ? -1 : p->initial_of[slot - p->n_in];
    if (init_at >= 0) a["inout"] = true;
    if (p->stored && (slot < p->n_in || init_at >= 0)) {
      const size_t i = slot < p->n_in ? slot : static_cast<size_t>(init_at);
      json v = json::array();
      for (size_t set = 0; set < p->sets().size(); ++set)
        v.push_back(p->arena->slots()[p->store_slot(set, i)].offset);
      a["sets"] = v;
    }
    if (p->n_snap && slot >= p->n_in) {
      json v = json::array();
      for (size_t c = 0; c < p->n_snap; ++c)
        v.push_back(p->arena->slots()[p->snapshot_slot(c, slot - p->n_in)].offset);
      a["snapshots"] = v;
    }
    p->args.push_back(a);
  }
  for (const std::string& s : task_.spec->sizes)
    p->args.push_back({{"kind", "i64"}, {"value", static_cast<int64_t>(values.at(s))}, {"name", s}});
  for (const ParamSpec& prm : task_.spec->params) {
    if (prm.is_int)
      p->args.push_back({{"kind", "i64"},
                         {"value", static_cast<int64_t>(values.at(prm.name))},
                         {"name", prm.name}});
    else
      p->args.push_back({{"kind", "f64"}, {"value", values.at(prm.name)}, {"name", prm.name}});
  }
  load_arena(*p, seed % 2 == 0);
  return p;
}

std::vector<RefTensor> Harness::expected_for(const Bindings& values, uint64_t seed,
                                             const InputVariant* variant,
                                             const std::vector<HostTensor>& inputs) {
  // Only references that cost more than reading their entry back are cached: over 10^7 FLOP in
  // all and over 32 FLOP per output element (a reduction, a product, a convolution). An entry is
  // 8 bytes per element, read and SHA-256-checked: relu_f16 at n = 2^24 took 2.69 s with its entry
  // read from the cache and 1.88 s recomputing it (2-core box).
  constexpr double kCacheMinFlops = 1e7, kCacheMinFlopsPerOutput = 32;
  auto compute = [&] { return run_reference(task_, values, inputs); };
  if (!opt_.reference_cache) return compute();
  const double flops = task_.spec->flops.eval_real(values);
  double out_elems = 0;
  for (const TensorSpec& t : task_.spec->outputs)
    out_elems += static_cast<double>(numel_of(shape_of(t, values)));
  if (flops < kCacheMinFlops || flops < kCacheMinFlopsPerOutput * out_elems) return compute();
  if (spec_sha256_.empty()) {  // a private overlay's shapes are part of what the spec says
    spec_sha256_ = sha256_file(task_.spec->file);
    if (!task_.spec->overlay.empty())
      spec_sha256_ = sha256_hex(spec_sha256_ + sha256_file(task_.spec->overlay));
  }
  return opt_.reference_cache->get(
      reference_key(task_, spec_sha256_, values, seed, variant ? variant->name : ""), compute);
}

std::vector<double> Harness::expected_at(const Prepared& p, size_t set, size_t o,
                                         const std::vector<int64_t>& which) const {
  PointContext ctx;
  ctx.op = task_.spec->name;
  for (const HostTensor& t : p.sets()[set].inputs)
    ctx.inputs.emplace(t.name, StoredView(t.dtype, t.bytes.data(), t.shape));
  for (const std::string& s : task_.spec->sizes)
    ctx.sizes[s] = static_cast<int64_t>(p.values.at(s));
  for (const ParamSpec& prm : task_.spec->params) ctx.params[prm.name] = p.values.at(prm.name);
  std::vector<double> out(which.size());
  p.point(ctx, static_cast<int>(o), which, out.data());
  return out;
}

json Harness::Prepared::call_args() const {
  if (lists.empty()) return args;
  json out = json::array();
  for (const CallTensor& c : call_tensors) {
    if (c.list < 0) {
      out.push_back(args[c.slot]);
      continue;
    }
    // The pointer array: the worker writes each item's address into it before the call, and
    // the item's offset back after it (an entry the candidate changed comes back as another).
    const List& l = lists[static_cast<size_t>(c.list)];
    const ArenaSlot& s = arena->slots()[l.table_slot];
    json a = {{"kind", "ptr"},     {"offset", s.offset}, {"bytes", s.bytes},
              {"name", l.name},    {"output", false},    {"dtype", "i64"},
              {"list_output", l.output}};
    a["shape"] = json::array({static_cast<int64_t>(l.slots.size())});
    if (arena->page_guard() != Arena::PageGuard::none) {
      auto [at, len] = arena->guard_page(l.table_slot);
      a["protect"] = {at, len};
    }
    json items = json::array();
    for (size_t slot : l.slots) items.push_back(args[slot]);
    a["items"] = items;
    out.push_back(a);
  }
  for (size_t i = n_in + n_out; i < args.size(); ++i) out.push_back(args[i]);
  return out;
}

void Harness::load_arena(Prepared& p, Fill fill) {
  p.arena->fill_guards();
  for (const Prepared::List& l : p.lists)  // the items' offsets (the worker makes addresses)
    for (size_t i = 0; i < l.slots.size(); ++i) {
      const uint64_t off = p.arena->slots()[l.slots[i]].offset;
      std::memcpy(p.arena->data(l.table_slot) + i * sizeof off, &off, sizeof off);
    }
  for (size_t i = 0; i < p.n_in; ++i) {
    const HostTensor& t = p.set().inputs[i];
    std::memcpy(p.arena->data(i), t.bytes.data(), t.bytes.size());
  }
  for (size_t o = 0; o < p.n_out; ++o) {
    const HostTensor& shell = p.outputs[o];
    unsigned char* dst = p.arena->data(p.output_slot(o));
    p.fill = fill;
    if (const HostTensor* init = p.initial(o)) {  // in-place: its data, whatever the fill
      std::memcpy(dst, init->bytes.data(), init->bytes.size());
      continue;
    }
    // The timed calls re-poison from "poison": always a real poison pattern.
    uint64_t pattern = poison_pattern(shell.dtype, fill != Fill::huge);
    p.args[p.output_slot(o)]["poison"] = pattern;
    p.fill = fill;
    if (fill == Fill::nan || fill == Fill::huge) {
      fill_pattern(dst, shell.bytes.size(), pattern);
      continue;
    }
    std::memset(dst, 0, shell.bytes.size());
    if (fill == Fill::zeros) continue;
    // The answer for other inputs of the same sizes, as a kernel replaying a cache leaves it.
    if (o < p.other_answer.size()) {
      // Per component for complex outputs (the reference holds re, im interleaved).
      const DType ct = component_of(shell.dtype);
      const size_t es = dtype_size(ct);
      const auto n = static_cast<int64_t>(p.other_answer[o].values.size());
      for (int64_t i = 0; i < n; ++i) store_as(ct, dst + i * es, p.other_answer[o].values[i]);
    }
  }
  if (p.stored)
    for (size_t set = 0; set < p.sets().size(); ++set)
      for (size_t i = 0; i < p.per_set(); ++i)
        std::memcpy(p.arena->data(p.store_slot(set, i)), p.sets()[set].inputs[i].bytes.data(),
                    p.sets()[set].inputs[i].bytes.size());
}

CaseResult Harness::run_once(Prepared& p) {
  json req = {{"cmd", "run"},
              {"arena", p.arena->path().string()},
              {"size", p.arena->size()},
              {"args", p.call_args()}};
  json reply;
  CaseResult r;
  if (auto f = worker_.request(req, reply, call_limit_s())) {
    r.verdict = f->verdict;
    r.detail = f->message;
    return r;
  }
  r = judge(p, reply);
  if (!reply.value("ok", false) && reply.value("memory_fault", false)) {
    for (const json& a : p.args)
      if (a.contains("fence")) return confirm_fenced_fault(p, r);
  }
  return r;
}

CaseResult Harness::confirm_fenced_fault(Prepared& p, CaseResult fenced) {
  std::string side;
  json plain = json::array();
  for (json a : p.call_args()) {
    if (a.contains("fence")) side = a["fence"].get<std::string>();
    a.erase("fence");
    plain.push_back(a);
  }
  worker_.stop();  // the fault broke the process's device context
  loaded_ = false;
  if (auto f = ensure_loaded()) {
    fenced.detail += " (not repeated without the fences: " + f->message + ")";
    return fenced;
  }
  load_arena(p, p.fill);
  json req = {{"cmd", "run"},
              {"arena", p.arena->path().string()},
              {"size", p.arena->size()},
              {"args", plain}};
  json reply;
  if (auto f = worker_.request(req, reply, call_limit_s())) {
    fenced.detail += " (repeated without the fences: " + f->message + ")";
    return fenced;
  }
  if (!reply.value("ok", false)) {
    fenced.detail += " (it faults without the fences too)";
    return fenced;
  }
  CaseResult r;
  r.verdict = Verdict::OUT_OF_BOUNDS;
  r.detail = "the call faulted (" + fenced.detail + ") with every buffer " +
             (side == "end" ? "ending at" : "starting right after") +
             " unmapped device memory, and not when the case was repeated in a fresh worker with "
             "ordinary allocations: it reads or writes " +
             (side == "end" ? "past the end" : "before the start") + " of a buffer";
  return r;
}

CaseResult Harness::judge(Prepared& p, const json& reply) {
  CaseResult r;
  if (!reply.value("ok", false)) {
    r.verdict = Verdict::RUNTIME_ERROR;
    r.detail = reply.value("error", "the worker reported an error");
    return r;
  }
  int rc = reply.value("rc", 0);
  if (reply.contains("forbidden")) {
    r.verdict = Verdict::FORBIDDEN_SYMBOL;
    r.detail = "the call used " + reply["forbidden"].get<std::string>() + ", which the " +
               opt_.platform + " policy refuses (platforms/" + opt_.platform + "/platform.json)";
    return r;
  }
  if (reply.contains("escaped")) {
    r.verdict = Verdict::TIMING_ANOMALY;
    r.detail = "work escapes the timer: " + reply["escaped"].get<std::string>();
    return r;
  }
  // Memory damage first: it can explain every later symptom.
  if (auto v = p.arena->guard_violation()) {
    r.verdict = Verdict::OUT_OF_BOUNDS;
    r.detail = *v;
    return r;
  }
  for (const Prepared::List& l : p.lists) {  // the worker wrote the entries back as offsets
    for (size_t i = 0; i < l.slots.size(); ++i) {
      uint64_t now = 0;
      std::memcpy(&now, p.arena->data(l.table_slot) + i * sizeof now, sizeof now);
      if (now == p.arena->slots()[l.slots[i]].offset) continue;
      r.verdict = Verdict::INPUT_MODIFIED;
      r.detail = "the pointer array of list '" + l.name + "' was modified: entry [" +
                 std::to_string(i) + "] of " + std::to_string(l.slots.size()) +
                 " no longer holds the address of item " + std::to_string(i) +
                 " (the array is the harness's, passed as " +
                 (l.output ? "T* const*" : "const T* const*") + ")";
      return r;
    }
  }
  for (size_t i = 0; i < p.n_in; ++i) {
    const HostTensor& in = p.set().inputs[i];
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
    r.detail = "the entry point returned " + std::to_string(rc) + call_error_text(reply);
    return r;
  }
  return judge_outputs(p);
}

const unsigned char* Harness::output_bytes(Prepared& p, size_t o, int snapshot) {
  return p.arena->data(snapshot < 0 ? p.output_slot(o)
                                    : p.snapshot_slot(static_cast<size_t>(snapshot), o));
}

// Judging a 2^24-element fp16 output costs about 0.3 s on this 2-core box, and the second poisoned
// call of the correctness stage's bench case judged it again: a third of that case's time. A byte
// comparison with the last passing answer of the same set costs about 10 ms.
bool Harness::repeats_passed_answer(Prepared& p, int snapshot) const {
  if (p.point || p.passed.sets != p.shared_sets || p.passed.current != p.current ||
      p.passed.bytes.size() != p.n_out)
    return false;
  for (size_t o = 0; o < p.n_out; ++o)
    if (std::memcmp(output_bytes(p, o, snapshot), p.passed.bytes[o].data(),
                    p.passed.bytes[o].size()) != 0)
      return false;
  return true;
}

CaseResult Harness::judge_outputs(Prepared& p, const std::vector<int64_t>* only, int snapshot) {
  // The reseeded call of a random op (harness_statistical.cpp) must not repeat the answer.
  if (!only && !other_draw_ && repeats_passed_answer(p, snapshot)) return p.passed.result;
  CaseResult r = judge_each_element(p, only, snapshot);
  if (!only && !p.point && r.verdict == Verdict::PASS) {
    p.passed.sets = p.shared_sets;
    p.passed.current = p.current;
    p.passed.bytes.resize(p.n_out);
    for (size_t o = 0; o < p.n_out; ++o) {
      const unsigned char* at = output_bytes(p, o, snapshot);
      p.passed.bytes[o].assign(at, at + p.outputs[o].bytes.size());
    }
    p.passed.result = r;
  }
  return r;
}

CaseResult Harness::judge_each_element(Prepared& p, const std::vector<int64_t>* only,
                                       int snapshot) {
  CaseResult r;
  std::ostringstream fails;
  // A case with a zero-size dimension (the spec's `empty` set): its answer is trivial by design
  // (a sum over no terms is 0), so a constant output is the answer, not a vacuous test.
  bool zero_size = false;
  for (const HostTensor& t : p.outputs) zero_size = zero_size || t.numel() == 0;
  for (const HostTensor& t : p.set().inputs) zero_size = zero_size || t.numel() == 0;
  for (size_t o = 0; o < p.n_out; ++o) {
    const HostTensor& shell = p.outputs[o];
    TolerancePolicy pol = tolerance_for(task_, shell, p.values, p.variant);
    if (zero_size && pol.const_output.empty()) {
      pol.waived_by = "the case's zero-size dimension";
      pol.const_output = "a reduction over no terms has a constant answer (a sum's is 0)";
    }
    if (p.point) {  // sampled: positions drawn now, after the call, unless the caller drew them
      std::vector<int64_t> drawn;
      if (!only) drawn = sample_positions(shell.numel(), kSampledFinal, rng_);
      const std::vector<int64_t>& at = only ? *only : drawn;
      pol.has_poison = true;
      pol.poison = p.fill == Fill::zeros ? 0 : p.poison(o);
      size_t slot =
          snapshot < 0 ? p.output_slot(o) : p.snapshot_slot(static_cast<size_t>(snapshot), o);
      OutputView got{shell.name, shell.dtype, p.arena->data(slot), shell.numel()};
      Comparison c = compare_sampled(got, at, expected_at(p, p.current, o, at), pol);
      p.last_sample = at;
      r.mistrusted = r.mistrusted || c.mistrusted;
      if (!c.ok()) fails << (fails.tellp() ? "\n" : "") << c.report() << " [sampled]";
      r.comparisons.push_back(std::move(c));
      continue;
    }
    // What an unwritten element holds: the poison, or zeros when the outputs were pre-filled
    // with them (another case's answer has no single pattern; explain_stale() matches it).
    pol.has_poison = p.fill != Fill::other_answer && !p.initial(o);
    pol.poison = p.fill == Fill::zeros ? 0 : p.poison(o);
    // In-place: elements the op leaves alone must keep the bits they had before this call (a
    // snapshot of a timed batch started from the same set's initial values).
    if (const HostTensor* init = p.initial(o)) pol.initial = init->bytes.data();
    size_t slot =
        snapshot < 0 ? p.output_slot(o) : p.snapshot_slot(static_cast<size_t>(snapshot), o);
    OutputView got{shell.name, shell.dtype, p.arena->data(slot), shell.numel()};
    Comparison c = pol.check == CheckKind::selection ? judge_selection(p, o, got, snapshot, pol, only)
                   : pol.check == CheckKind::statistical
                       ? judge_statistical(p, o, got, snapshot, pol, only)
                       : compare_tensor(got, p.set().expected[o], pol, only);
    r.mistrusted = r.mistrusted || c.mistrusted;
    if (!c.ok()) fails << (fails.tellp() ? "\n" : "") << c.report();
    r.comparisons.push_back(std::move(c));
  }
  if (fails.tellp()) {
    r.verdict = Verdict::WRONG_RESULT;
    r.detail = fails.str();
    explain_stale(p, r, snapshot);
  }
  return r;
}

}  // namespace km
