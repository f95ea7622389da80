// SPDX-License-Identifier: Apache-2.0
// Operator specs (operators/<category>/<name>.json): the data every other part is driven by.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/dtype.hpp"
#include "core/expr.hpp"

namespace km {

/// A spec that cannot be used; what() reads "<file>: <field>: <problem>".
struct SpecError : std::runtime_error {
  SpecError(std::string file, std::string field, const std::string& problem)
      : std::runtime_error(file + ": " + field + ": " + problem),
        file(std::move(file)),
        field(std::move(field)) {}
  std::string file;
  std::string field;
};

struct InitSpec {
  enum class Dist { normal, uniform, integer } dist = Dist::normal;
  double mean = 0, std = 1;  // normal
  Expr lo, hi;               // uniform (real) and integer (expressions over sizes)
  bool scale = true;         // multiply by a per-seed factor 2^u, u in [-1, 1]
};

struct TensorSpec {
  std::string name;
  std::optional<DType> fixed_dtype;  // empty: the task's dtype ("T")
  std::vector<Expr> shape;
  InitSpec init;  // inputs only
};

struct ParamSpec {
  std::string name;
  bool is_int = false;  // "i64" vs "f64"
  double value = 0;
};

struct ShapeCase {
  std::string set;  // "small", "heldout", "bench", ...
  int index = 0;
  Bindings values;  // sizes, then params (spec defaults overridden by the entry)
};

struct Tolerance {
  double ulp = 2;
  double abs_ulp = 0;  // absolute floor, in output-dtype epsilons (for outputs that cancel to ~0)
  Expr reduction;      // empty: 1
  std::string why;
};

struct Spec {
  std::filesystem::path file;
  std::string name, category, source, description, semantics;
  std::vector<DType> dtypes;
  std::vector<std::string> sizes;
  std::vector<ParamSpec> params;
  std::vector<TensorSpec> inputs, outputs;
  std::vector<std::string> set_names;  // small, heldout, other sets by name, bench
  std::map<std::string, std::vector<ShapeCase>> shapes;
  Tolerance tolerance;
  Expr flops, bytes;  // bytes may be empty (then derived from tensor sizes)
};

/// Loads and fully validates one spec. The category must equal the parent folder's name.
Spec load_spec(const std::filesystem::path& file);

/// Loads every operators/<category>/<name>.json under `root`; names must be unique.
std::vector<Spec> load_catalogue(const std::filesystem::path& root);

/// One dtype variant of an operator: what a kernel implements and a test judges.
struct Task {
  const Spec* spec = nullptr;
  DType dtype = DType::fp32;

  std::string name() const { return spec->name + "_" + std::string(dtype_suffix(dtype)); }
  DType dtype_of(const TensorSpec& t) const { return t.fixed_dtype.value_or(dtype); }
};

/// Finds the task "<op>_<suffix>" in a loaded catalogue; nullopt when none matches.
std::optional<Task> find_task(const std::vector<Spec>& catalogue, const std::string& task_name);
/// The task of `spec` with the given dtype name ("fp32"); throws SpecError if the spec lacks it.
Task task_of(const Spec& spec, const std::string& dtype_name);

/// Shape of a tensor for one case, and its element count.
std::vector<int64_t> shape_of(const TensorSpec& t, const Bindings& values);
int64_t numel_of(const std::vector<int64_t>& shape);

/// Sizes as "n=4096,k=17" (params that differ from the spec default are included too).
std::string describe_case(const Spec& spec, const Bindings& values);

}  // namespace km

namespace km {
/// Parses "n=4096,k=17[,param=0.5]" (describe_case's format) into the bindings of one case; every
/// size must be given, params default to the spec's values. Throws SpecError naming the field.
Bindings parse_case(const Spec& spec, const std::string& text);
}  // namespace km
