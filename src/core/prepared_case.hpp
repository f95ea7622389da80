// SPDX-License-Identifier: Apache-2.0
// One case as the harness holds it: the call's buffers in the arena, and one or more input sets
// with their expected results. Correctness uses one set; timing uses several, so the contents
// behind the call's pointers change from one timed call to the next.
#pragma once

#include <map>
#include <memory>
#include <new>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/arena.hpp"
#include "core/harness.hpp"
#include "core/reference_registry.hpp"
#include "core/tensor.hpp"

namespace km {

/// Runs one of the harness's own steps of preparing a case; whatever it throws names the step, so
/// the HARNESS_ERROR it becomes says what failed.
template <class F>
inline auto harness_step(const char* what, F&& f) -> decltype(f()) {
  try {
    return f();
  } catch (const std::bad_alloc&) {
    throw std::runtime_error(std::string(what) + " ran out of memory");
  } catch (const std::exception& e) {
    throw std::runtime_error(std::string(what) + " failed: " + e.what());
  }
}

/// Positions judged in a sampled check (point references): the last call's whole arena, and each
/// timed call. 4096 dot products of length 8192 cost about 0.1 s on one core, 256 a few ms.
constexpr int64_t kSampledFinal = 4096;
constexpr int64_t kSampledPerTimedCall = 256;

/// `count` positions of an output of `numel` elements, drawn now: the first element, the last
/// eight (tails are where kernels go wrong) and uniform draws; every position when numel <= count.
inline std::vector<int64_t> sample_positions(int64_t numel, int64_t count, std::mt19937_64& rng) {
  std::vector<int64_t> at;
  if (numel <= count) {
    for (int64_t i = 0; i < numel; ++i) at.push_back(i);
    return at;
  }
  at.push_back(0);
  for (int64_t i = std::max<int64_t>(1, numel - 8); i < numel; ++i) at.push_back(i);
  while (static_cast<int64_t>(at.size()) < count)
    at.push_back(static_cast<int64_t>(rng() % static_cast<uint64_t>(numel)));
  return at;
}

struct InputSet {
  uint64_t seed = 0;
  std::vector<HostTensor> inputs;
  std::vector<RefTensor> expected;  // empty when the case is checked on samples (point reference)
};

/// Input sets already computed, by case (task, sizes, seed, count).
struct InputSetCache {
  std::map<std::string, std::shared_ptr<const std::vector<InputSet>>> by_case;
};

struct Harness::Prepared {
  Bindings values;
  // [0] is the case itself. Shared: a perf runner times the candidate and the baseline on the same
  // sets, and a GPU-sized GEMM's reference takes tens of seconds on the host.
  std::shared_ptr<const std::vector<InputSet>> shared_sets;
  size_t current = 0;               // the set whose inputs are in the call's slots now
  std::vector<HostTensor> outputs;  // shells: names, dtypes, shapes
  std::unique_ptr<Arena> arena;
  nlohmann::json args = nlohmann::json::array();
  // Slots: call inputs, call outputs, then (timing) each set's stored inputs, then one snapshot of
  // the outputs per call of a batch.
  size_t n_in = 0, n_out = 0, n_snap = 0;
  /// Per output: where its initial values sit in InputSet::inputs (after the n_in inputs), for
  /// in-place (inout) outputs; -1 for the others.
  std::vector<int> initial_of;
  bool stored = false;                      // the sets' inputs also live in the arena (timing)
  const InputVariant* variant = nullptr;    // the spec's input variant, if the case uses one
  Harness::Fill fill = Harness::Fill::nan;  // what the outputs held before the last call
  std::vector<RefTensor> other_answer;  // Fill::other_answer: the expected result of other inputs
  /// Set when the case is too large for a full reference and the op has a point reference: every
  /// check then draws positions after the call and computes the expected values there.
  PointReferenceFn point = nullptr;
  std::vector<int64_t> last_sample;  // the positions the last sampled check judged
  /// The last fully judged passing answer: its set and output bytes. Judging is a function of the
  /// output bytes and the expected values, so a later call that repeats those bytes exactly (the
  /// second poisoned call, every timed call of a batch) passes without judging each element again.
  struct PassedAnswer {
    std::shared_ptr<const std::vector<InputSet>> sets;  // held: the address stays unique
    size_t current = 0;
    std::vector<std::vector<unsigned char>> bytes;
    CaseResult result;
  } passed;

  /// List tensors (spec `"list"`): each item has a call slot of its own (as a tensor
  /// "xs[i]"), and the pointer array the kernel gets has a slot after every other, holding the
  /// items' arena offsets, which the worker turns into addresses for the call and back after it.
  struct List {
    std::string name;
    bool output = false;
    size_t table_slot = 0;
    std::vector<size_t> slots;  // item i's call slot
  };
  std::vector<List> lists;
  /// The call's tensor arguments in the ABI's order: a call slot, or (list >= 0) a list.
  struct CallTensor {
    size_t slot = 0;
    int list = -1;
  };
  std::vector<CallTensor> call_tensors;

  /// The worker's `args` for a call: `args` (one per call slot, then sizes and params) where the
  /// op has no list tensor; otherwise each list's items go into its pointer array's argument.
  nlohmann::json call_args() const;

  const std::vector<InputSet>& sets() const { return *shared_sets; }
  const InputSet& set() const { return sets()[current]; }
  size_t output_slot(size_t o) const { return n_in + o; }
  /// Stored tensors of one set: its inputs, then its in-place outputs' initial values.
  size_t per_set() const { return sets()[0].inputs.size(); }
  size_t store_slot(size_t set, size_t i) const { return n_in + n_out + set * per_set() + i; }
  size_t snapshot_slot(size_t call, size_t o) const {
    return n_in + n_out + (stored ? sets().size() * per_set() : 0) + call * n_out + o;
  }
  /// The initial values of in-place output `o` in the current set, or null for other outputs.
  const HostTensor* initial(size_t o) const {
    return initial_of[o] < 0 ? nullptr : &set().inputs[static_cast<size_t>(initial_of[o])];
  }
  uint64_t poison(size_t o) const { return args[n_in + o].value("poison", uint64_t{0}); }
};

/// " (it raised <text>)" for a call reply that says what made the entry return non-zero (a Python
/// candidate's exception, worker `call_error`), quoted as the candidate's words; "" otherwise.
inline std::string call_error_text(const nlohmann::json& reply) {
  auto it = reply.find("call_error");
  if (it == reply.end() || !it->is_string() || it->get<std::string>().empty()) return {};
  return " (it raised " + it->get<std::string>() + ")";
}

}  // namespace km
