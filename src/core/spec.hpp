// SPDX-License-Identifier: Apache-2.0
// Operator specs (operators/<category>/<name>.json): the data every other part is driven by.
#pragma once

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
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
  /// normal, uniform, int (with replacement), and the index generators of integer tensors:
  /// unique (distinct integers in [lo, hi] within each row, the last dimension, drawn without
  /// replacement, in random order),
  /// permutation (each row, the last dimension, a permutation of [0, row length)), offsets
  /// (non-decreasing, from 0 to hi: cu_seqlens-style boundaries).
  enum class Dist { normal, uniform, integer, unique, permutation, offsets } dist = Dist::normal;
  /// Integer dists (not offsets): a share `sentinel_rate` of the elements, at positions drawn
  /// from the tensor's own stream, becomes `sentinel` (ignore_index -100, a slot map's -1 holes).
  std::optional<double> sentinel;
  double sentinel_rate = 0;
  /// unique only: each row sorted after the draw, ascending (1) or descending (-1); 0 keeps the
  /// random order (MInference's sorted vertical and slash index lists).
  int order = 0;
  double mean = 0, std = 1;  // normal
  Expr lo, hi;               // uniform (real) and integer (expressions over sizes)
  bool scale = true;         // multiply by a per-seed factor 2^u, u in [-1, 1]
  /// Applied after the draw, over the last two dims (matrices) or the last dim (rows):
  /// symmetric copies the upper triangle down, triu/tril zero the other side, row_stochastic
  /// makes each row softmax(drawn row) (positive, sums to 1), sign maps each value to +1 or -1,
  /// diag_dominant makes the leading square of each matrix strictly diagonally dominant by rows
  /// and columns (tensor.cpp says how), so triangular solves with it or a unit diagonal stay
  /// well conditioned. boxes reads each row of 4 values (a, b, c, d) as two corners and orders
  /// them into (min(a, c), min(b, d), max(a, c), max(b, d)): boxes with x1 <= x2, y1 <= y2.
  /// ggml_blocks reads each row of u8 bytes as GGUF blocks of the type named by the case's param
  /// `type` (core/ggml.hpp) and makes their fp16 scale fields finite and normal.
  /// sparse24_meta makes every 4-bit nibble of drawn i32 words a 2:4 sparsity code
  /// idx0 | idx1 << 2 with idx0 < idx1 (0x4, 0x8, 0x9, 0xC, 0xD or 0xE; vLLM's Marlin 2:4 b_meta).
  enum class Structure { none, symmetric, triu, tril, row_stochastic, sign, diag_dominant, boxes, ggml_blocks,
                         sparse24_meta } structure =
      Structure::none;
};

/// "symmetric", ... for a Structure; "" for none.
const char* structure_name(InitSpec::Structure s);

/// How an output is judged (spec v2's registry of checks; compare.cpp holds the one comparator
/// and each kind's element rule). `tolerance`: |got - exp| within the derived tolerance (the
/// default for floating-point outputs); `exact`: the reference rounded to the output dtype,
/// exactly (the default for integer and bool outputs); `selection`: an index output judged as a
/// valid selection from an input (compare_selection.hpp: in range, distinct in its row, selecting
/// a value equal to the one the reference's index selects), so ties may come in any order;
/// `quantized`: an integer output computed as round(u): the reference's rounding exactly, or the
/// other neighbour of u where u (the reference's unrounded value, in RefTensor::scale) lies within
/// the output's tolerance of a rounding boundary k + 0.5; `statistical`: a random output
/// (compare_statistical.hpp: an element rule plus distribution tests of bounded false-alarm rate).
enum class CheckKind { tolerance, exact, selection, quantized, statistical };
const char* check_name(CheckKind k);
std::optional<CheckKind> parse_check(std::string_view s);
/// Every check name, comma-separated (for errors).
std::string check_names();

struct Tolerance {
  double ulp = 2;
  double abs_ulp = 0;  // absolute floor, in fp32 epsilons (for outputs that cancel to ~0)
  Expr reduction;      // empty: 1
  /// Whether an element's error may be measured against rms(expected) too: only where a
  /// reduction can cancel (the default when `reduction` is given). A sum of same-sign terms or
  /// an elementwise op is judged against |expected| alone.
  std::optional<bool> rms_floor;
  /// How much larger than the result the summed terms are (|mean| / std of a row with an offset,
  /// logits near 1000 around a loss near 0): scales the accumulation term and the abs_ulp floor,
  /// so a well-conditioned algorithm passes and an ill-conditioned one (one-pass variance,
  /// exp without the row maximum) does not. 1 by default.
  double condition = 1;
  /// Roundings to the output dtype that each of an element's terms may carry (an intermediate
  /// rounded before a sum that can cancel: fused_qk_norm_rope's normalised value before its
  /// rotation): term_ulp * eps_out applies to the reference's term size beyond |exp|, where it
  /// exceeds the accumulation part. 0 by default; needs a reference that gives term sizes (else
  /// the case is a HARNESS_ERROR: compare.hpp, require_term_sizes).
  double term_ulp = 0;
  std::string why;
};

struct TensorSpec {
  std::string name;
  std::optional<DType> fixed_dtype;  // empty: the task's dtype ("T"), or its second one ("U")
  bool u_dtype = false;  // "dtype": "U": the second type of a dtype pair (cast's output)
  std::vector<Expr> shape;
  InitSpec init;  // inputs only
  /// Inputs only: the distribution where the tensor's dtype is an integer one, for a "T" input
  /// that is a float in some tasks and an integer in others (cast's i64->fp32 pair); empty: init.
  std::optional<InitSpec> init_int;
  /// Outputs only: the spec's `check`, and a tolerance of this output's own (replaces the
  /// spec-wide one for it).
  std::optional<CheckKind> check;
  std::optional<Tolerance> tolerance;
  /// Outputs only: why a constant or mostly-zero expected output is what the op gives (`fill`,
  /// a fusion whose result is identically zero); waives "mistrusted" for this output, and the
  /// record says so. Empty: no waiver.
  std::string const_output;
  /// Outputs with `"check": "selection"` only: what the indices select from.
  struct Selection {
    std::string input;   // the input the indices select from, along its last dimension
    std::string values;  // optional: the output holding the selected values (input[index], bits)
    bool stable = false;  // the reference's indices exactly (a declared stable tie rule)
    /// The padding rule (vLLM's moe_align_block_size): where the reference holds n, the input
    /// row's length (one past the last index), the element is padding and must hold n; n is
    /// neither out of range nor a repeat there.
    bool padded = false;
  };
  std::optional<Selection> selection;
  /// Outputs with `"check": "statistical"` only: the distribution of each element, whose
  /// parameters the reference writes per element (RefTensor::values and RefTensor::scale):
  /// bernoulli (values: the value of a success, scale: its probability; an element is 0 or the
  /// value), uniform (values: lo, scale: hi), exponential (scale: the rate), poisson (scale:
  /// lambda; an element is a non-negative integer), scaled (no draw of its own: the element is
  /// values times output `by`'s element, to the output's tolerance: dropout's y by its mask),
  /// dropout_softmax (softmax over the last dimension of dropped-out logits: values: the kept
  /// logit z / (1 - p), scale: the keep probability; compare_dropout_softmax.cpp).
  struct Statistical {
    enum class Dist { bernoulli, uniform, exponential, poisson, scaled, dropout_softmax } dist = Dist::bernoulli;
    std::string by;  // scaled only: the random output this one is a multiple of
  };
  std::optional<Statistical> statistical;
  /// Outputs only: an in-place tensor. It holds values drawn from `init` before the call (the
  /// input variants apply to it as to an input), the kernel updates it, and it is judged like an
  /// output; an element whose expected value is its initial value must keep its bits.
  bool inout = false;
  /// A list of tensors (`"list": "<count expression>"`): `list` items, each a separate buffer of
  /// shape `shape`, which may use the item's index through the reserved size name `item`. The
  /// kernel gets an array of pointers (`const T* const*`); the harness holds item i as the tensor
  /// "<name>[i]". Empty: a plain tensor.
  Expr list;
  bool is_list() const { return !list.empty(); }
};

/// The size name a list tensor's shape uses for the item's index.
inline constexpr const char* kItemSize = "item";
/// "xs[3]": the harness's name for item 3 of list tensor xs.
std::string item_name(const std::string& list, int64_t item);
/// "xs" for "xs[3]"; a plain tensor's name unchanged.
std::string list_name(const std::string& name);
/// The number of items of list tensor `t` at `values` (1 for a plain tensor).
int64_t list_count(const TensorSpec& t, const Bindings& values);
/// The shape of item `item` of `t` (a plain tensor's shape for item 0).
std::vector<int64_t> item_shape(const TensorSpec& t, const Bindings& values, int64_t item);

/// The index dists (unique, permutation, offsets): integer tensors only.
inline bool is_index_dist(InitSpec::Dist d) {
  return d == InitSpec::Dist::unique || d == InitSpec::Dist::permutation ||
         d == InitSpec::Dist::offsets;
}

struct ParamSpec {
  std::string name;
  bool is_int = false;  // "i64" vs "f64"
  double value = 0;
  /// Values the drawn cases pick from, uniformly (integers for i64); empty: always `value`.
  std::optional<std::pair<double, double>> range;
};

struct ShapeCase {
  std::string set;  // "small", "heldout", "bench", "drawn", ...
  int index = 0;
  Bindings values;  // sizes, then params (spec defaults overridden by the entry)
};

/// Sizes (and params with a range) drawn per seed: `cases` cases per seed, in which every size
/// takes every remainder mod 16 once (when its range allows), so no tail width goes untested.
struct DrawSpec {
  std::vector<std::pair<std::string, std::pair<int64_t, int64_t>>> ranges;  // per size, in order
  std::vector<Expr> where;  // constraints every drawn case must satisfy (non-zero)
  int cases = 16;
  bool present() const { return !ranges.empty(); }
};

/// Another input distribution for some cases: edge-case values the op must handle (NaN, Inf,
/// huge magnitudes, large offsets, ties). The reference defines the answer; `why` states the
/// contract a kernel must meet, for prompts and ABI headers.
struct InputVariant {
  std::string name;
  std::map<std::string, InitSpec> init;  // per input: replaces its distribution
  /// Per input: values planted at random positions: "nan", "inf", "-inf", "-0", "max", "-max"
  /// (the dtype's largest finite), "tiny" (smallest normal), "denorm", or a number.
  std::map<std::string, std::vector<std::string>> inject;
  double rate = 1.0 / 64;              // share of elements injected (>= 1)
  std::vector<std::string> sets;       // shape sets it runs on
  std::optional<Tolerance> tolerance;  // replaces the spec's for these cases
  std::string why;
  /// The task dtypes it runs for; empty: all of the spec's (NaN and Inf only exist in the float
  /// tasks of an op that also has integer ones).
  std::vector<DType> dtypes;
  bool applies_to(DType t) const {
    return dtypes.empty() || std::find(dtypes.begin(), dtypes.end(), t) != dtypes.end();
  }
};

struct Spec {
  std::filesystem::path file;
  std::string name, category, source, description, semantics;
  /// The benchmark tasks this op stands for ("mkb:activation/relu", "kb1:19_ReLU",
  /// "kgb:aten:relu"); `kernelmark catalogue` counts coverage from them.
  std::vector<std::string> source_tasks;
  /// The private overlay applied (held-out shapes, drawn set), or empty.
  std::filesystem::path overlay;
  std::vector<DType> dtypes;
  /// dtype_pairs ("fp32->fp16"): the second type U of each task, parallel to `dtypes` (which then
  /// holds each task's T, maybe more than once); empty for a spec of single-type tasks.
  std::vector<DType> u_dtypes;
  std::vector<std::string> sizes;
  std::vector<ParamSpec> params;
  std::vector<TensorSpec> inputs, outputs;
  std::vector<std::string> set_names;  // small, heldout, other sets by name, bench
  std::map<std::string, std::vector<ShapeCase>> shapes;
  Tolerance tolerance;
  Expr flops, bytes;  // bytes may be empty (then derived from tensor sizes)
  DrawSpec draw;
  std::vector<InputVariant> variants;

  /// A random op: some output has the `statistical` check (its kernel takes a `seed` param).
  bool random() const {
    for (const TensorSpec& o : outputs)
      if (o.statistical) return true;
    return false;
  }
  /// Every tensor drawn from an `init`: the inputs, then the in-place (inout) outputs.
  std::vector<const TensorSpec*> initialised() const {
    std::vector<const TensorSpec*> out;
    for (const TensorSpec& t : inputs) out.push_back(&t);
    for (const TensorSpec& t : outputs)
      if (t.inout) out.push_back(&t);
    return out;
  }
  bool has_inout() const {
    return std::any_of(outputs.begin(), outputs.end(), [](const TensorSpec& t) { return t.inout; });
  }

  const InputVariant* variant(const std::string& name) const {
    for (const InputVariant& v : variants)
      if (v.name == name) return &v;
    return nullptr;
  }
};

/// Loads and fully validates one spec. The category must equal the parent folder's name.
Spec load_spec(const std::filesystem::path& file);
/// The same spec with the private overlay `<private_dir>/operators/<category>/<name>.json` applied
/// where one exists: it replaces `shapes.heldout` and `draw`, so a published catalogue need not
/// publish its test (KM_PRIVATE_DIR). Spec::overlay names the file applied.
Spec load_spec(const std::filesystem::path& file, const std::filesystem::path& private_dir);
/// The overlay file for a spec, or an empty path when there is none.
std::filesystem::path private_overlay_of(const std::filesystem::path& spec_file,
                                         const std::filesystem::path& private_dir);

/// A benchmark task id as specs' `source_tasks` spell it: mkb:<category>/<task>,
/// kgb:aten|vllm|cublas:<op>, kb1|kb2|kb3:<problem>; no spaces.
bool valid_source_task(std::string_view id);

/// Loads every operators/<category>/<name>.json under `root`; names must be unique.
// The spec files under `root` (every *.json but the schema, *.schema.json), sorted.
std::vector<std::filesystem::path> spec_files(const std::filesystem::path& root);
std::vector<Spec> load_catalogue(const std::filesystem::path& root);

/// One dtype variant of an operator: what a kernel implements and a test judges.
struct Task {
  const Spec* spec = nullptr;
  DType dtype = DType::fp32;
  /// A dtype pair's second type ("U", dtype_pairs): cast_f32_f16 has T = fp32, U = fp16.
  std::optional<DType> u;

  std::string name() const {
    return spec->name + "_" + std::string(dtype_suffix(dtype)) +
           (u ? "_" + std::string(dtype_suffix(*u)) : "");
  }
  DType dtype_of(const TensorSpec& t) const {
    if (t.fixed_dtype) return *t.fixed_dtype;
    return t.u_dtype && u ? *u : dtype;
  }
  /// "fp32", or "fp32->fp16" for a pair: how --dtype and the spec's `dtypes` name it.
  std::string dtype_name() const {
    return std::string(km::dtype_name(dtype)) + (u ? "->" + std::string(km::dtype_name(*u)) : "");
  }
};

/// Every task of a spec, in the order of its `dtypes` (pairs included).
std::vector<Task> tasks_of(const Spec& spec);

/// Finds the task "<op>_<suffix>" in a loaded catalogue; nullopt when none matches.
std::optional<Task> find_task(const std::vector<Spec>& catalogue, const std::string& task_name);
/// The task of `spec` with the given dtype name ("fp32"); throws SpecError if the spec lacks it.
Task task_of(const Spec& spec, const std::string& dtype_name);

/// Shape of a tensor for one case, and its element count. A list tensor's is [total elements
/// of its items] (its bytes in all); item_shape() gives each item's.
std::vector<int64_t> shape_of(const TensorSpec& t, const Bindings& values);
int64_t numel_of(const std::vector<int64_t>& shape);

/// Sizes as "n=4096,k=17" (params that differ from the spec default are included too).
std::string describe_case(const Spec& spec, const Bindings& values);

/// Cases [first, first + count) of the "drawn" set (all `draw.cases` by default), their values
/// drawn with `seed` (empty when the spec has no `draw`). Case r gives every size the remainder
/// mod 16 that case r always gives it, so a run that shares the cases out among its seeds still
/// covers every remainder. Throws SpecError naming `draw` when the constraints leave no valid
/// case.
std::vector<ShapeCase> drawn_cases(const Spec& spec, uint64_t seed, int first = 0, int count = -1);
/// Why `init` cannot fill tensor `t` at these values, or "": an empty range (lo > hi), more
/// distinct values wanted than [lo, hi] holds (unique), offsets ending below 0.
std::string init_range_problem(const TensorSpec& t, const InitSpec& init, const Bindings& values);
/// Whether every tensor dimension is >= 1 and every `draw.where` holds for these values (and
/// every index init can be drawn).
bool case_is_valid(const Spec& spec, const Bindings& values);

}  // namespace km

namespace km {
/// Parses "n=4096,k=17[,param=0.5]" (describe_case's format) into the bindings of one case; every
/// size must be given, params default to the spec's values. Throws SpecError naming the field.
Bindings parse_case(const Spec& spec, const std::string& text);
}  // namespace km
