// SPDX-License-Identifier: Apache-2.0
// One case as the harness holds it: the call's buffers in the arena, and one or more input sets
// with their expected results. Correctness uses one set; timing uses several, so the contents
// behind the call's pointers change from one timed call to the next.
#pragma once

#include <map>
#include <memory>
#include <new>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/arena.hpp"
#include "core/harness.hpp"
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

struct InputSet {
  uint64_t seed = 0;
  std::vector<HostTensor> inputs;
  std::vector<RefTensor> expected;
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
  bool stored = false;                      // the sets' inputs also live in the arena (timing)
  const InputVariant* variant = nullptr;    // the spec's input variant, if the case uses one
  Harness::Fill fill = Harness::Fill::nan;  // what the outputs held before the last call
  std::vector<RefTensor> other_answer;  // Fill::other_answer: the expected result of other inputs

  const std::vector<InputSet>& sets() const { return *shared_sets; }
  const InputSet& set() const { return sets()[current]; }
  size_t output_slot(size_t o) const { return n_in + o; }
  size_t store_slot(size_t set, size_t i) const { return n_in + n_out + set * n_in + i; }
  size_t snapshot_slot(size_t call, size_t o) const {
    return n_in + n_out + (stored ? sets().size() * n_in : 0) + call * n_out + o;
  }
  uint64_t poison(size_t o) const { return args[n_in + o].value("poison", uint64_t{0}); }
};

}  // namespace km
