// SPDX-License-Identifier: Apache-2.0
// What the core knows of a platform: platforms/<name>/platform.json (types, ABI extras). How a
// platform builds modules lives in platforms/<name>/platform.cmake; how it runs them, in its
// worker.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "core/spec.hpp"

namespace km {

struct PlatformInfo {
  std::string name;
  std::string description;
  std::string source_extension;  // ".cpp", ".cu", ".py", ...
  /// Contract v2: what the module step makes of a drop file and how the compile test judges it.
  /// module_extension: the artifact the worker loads (".so"; a Python platform's checked ".py").
  std::string module_extension = ".so";
  /// abi: the text generated per task, "c_header" (force-included before a C/C++ drop file) or
  /// "python_stub" (the entry's signature with each tensor's dtype and shape, and a KM_ABI
  /// literal the platform's checker reads); abi_extension is its file's suffix.
  std::string abi = "c_header", abi_extension = ".h";
  /// compile_check: "symbols" (nm: the module's exports and imports against symbol_policy) or
  /// "checker" (the platform's own check ran as the module step and printed its verdict on a
  /// line "kernelmark-verdict: <VERDICT>: <reason>" when it failed).
  std::string compile_check = "symbols";
  /// The shape sets the perf stage times, first present in a spec wins: GPU platforms share
  /// bench_cuda (sizes that fill a GPU), the cpu platform times bench. Default: bench_<name>, bench.
  std::vector<std::string> bench_sets;
  /// What the perf stage's clock measures, for records ("device events").
  std::string timer = "device events";
  /// A Python stub's words for what the entry receives and gives back (optional keys
  /// stub_tensor, stub_result, stub_returns): torch tensors written in place (triton), or JAX
  /// arrays and the outputs returned (pallas, whose arrays are immutable).
  std::string stub_tensor = "contiguous torch tensor on the kernel's device";
  std::string stub_result = "None";
  std::string stub_returns =
      "Outputs are written in place; return None (or 0). Anything else is RUNTIME_ERROR.";
  std::string abi_include;  // header with the platform's ABI types, included by generated headers
  /// dtype name -> header a task's header includes only when one of its tensors has that dtype
  /// (cuda's fp16/bf16 headers cost about 40 % of nvcc's time on a small fp32 kernel).
  std::map<std::string, std::string> type_includes;
  std::string decl_prefix;  // linkage/visibility in front of every prototype
  std::map<std::string, std::string> types;  // dtype name -> C type
  std::string size_type;
  std::map<std::string, std::string> param_types;               // "f64"/"i64" -> C type
  std::vector<std::pair<std::string, std::string>> extra_args;  // (name, C type) after the params
  // Symbol policy of candidate modules (baselines are exempt): every imported symbol must fully
  // match one of allow_imports, every exported one must be an entry point or match allow_exports.
  std::vector<std::string> allow_imports, allow_exports;
  /// Environments of the fresh workers a correctness run repeats some cases in (thread counts,
  /// launch settings): a race that one process never shows, another often does.
  std::vector<std::vector<std::string>> rerun_env;
  /// Whether the platform's workers are forked by a zygote that preloaded its runtime
  /// (worker_zygote: {"why", "enabled"}; src/worker/zygote.hpp).
  bool worker_zygote = false;
  /// Environment entries of every correctness worker (not timing ones), below rerun_env's.
  std::vector<std::string> correct_env;
  /// Source-level rules for what the symbol policy cannot see (header-only library algorithms):
  /// a regex over the drop's source with comments removed, and why it is forbidden.
  struct SourceRule {
    std::string pattern, why;
  };
  std::vector<SourceRule> forbidden_source;

  /// Throws SpecError naming the file and field.
  static PlatformInfo load(const std::filesystem::path& file);
};

struct AbiArg {
  enum class Kind { input, output, size, param, extra } kind;
  std::string name;
  std::string ctype;  // full parameter type: "const float*", "int64_t", ...
};

std::vector<AbiArg> abi_args(const Task& task, const PlatformInfo& platform);
/// "int relu_f32(const float* x, float* y, int64_t n)"
std::string prototype(const Task& task, const PlatformInfo& platform);
/// What a kernel of this task must handle beyond its signature, as comment lines of the ABI
/// header: the largest sizes, varying params, the edge-case inputs (NaN, Inf, ties, offsets) of
/// the spec's input variants. Every rule a test enforces appears here or in the platform's
/// prompt rules.
/// `python`: the Python stub's wording (a list tensor is a Python list, no pointer array).
std::string task_contract(const Task& task, bool python = false);
/// The header force-included before a drop file: ABI types, the prototype, and the generic
/// `km_invoke` entry the worker calls.
std::string abi_header(const Task& task, const PlatformInfo& platform);
/// A Python platform's ABI text (platform.abi "python_stub"): the entry's def with each argument's
/// dtype and shape, the task's contract, and KM_ABI (a literal the platform's checker reads).
std::string python_stub(const Task& task, const PlatformInfo& platform);
/// The ABI text the platform asks for (platform.abi): abi_header or python_stub.
std::string abi_text(const Task& task, const PlatformInfo& platform);

}  // namespace km
