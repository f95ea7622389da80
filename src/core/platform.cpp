// SPDX-License-Identifier: Apache-2.0
#include "core/platform.hpp"

#include <algorithm>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "core/compare.hpp"

namespace km {

using json = nlohmann::json;

PlatformInfo PlatformInfo::load(const std::filesystem::path& file) {
  std::string fname = file.generic_string();
  std::ifstream in(file);
  if (!in) throw SpecError(fname, "(file)", "cannot be opened");
  json j;
  try {
    j = json::parse(in);
  } catch (const json::parse_error& e) {
    throw SpecError(fname, "(json)", std::string("not valid JSON: ") + e.what());
  }
  auto str = [&](const char* key) {
    if (!j.contains(key) || !j[key].is_string())
      throw SpecError(fname, key, "missing or not a string");
    return j[key].get<std::string>();
  };
  auto map = [&](const char* key) {
    if (!j.contains(key) || !j[key].is_object())
      throw SpecError(fname, key, "missing or not an object");
    std::map<std::string, std::string> m;
    for (auto it = j[key].begin(); it != j[key].end(); ++it) {
      if (!it.value().is_string())
        throw SpecError(fname, std::string(key) + "." + it.key(), "must be a string");
      m[it.key()] = it.value().get<std::string>();
    }
    return m;
  };
  PlatformInfo p;
  p.name = str("name");
  p.description = str("description");
  p.source_extension = str("source_extension");
  // Contract v2 keys; their defaults are the C/C++ shared-object contract of cpu and cuda.
  auto one_of = [&](const char* key, std::string fallback, std::vector<std::string> allowed) {
    if (!j.contains(key)) return fallback;
    std::string v = str(key);
    if (std::find(allowed.begin(), allowed.end(), v) == allowed.end()) {
      std::string list;
      for (const std::string& a : allowed) list += (list.empty() ? "" : ", ") + a;
      throw SpecError(fname, key, "'" + v + "' is not one of " + list);
    }
    return v;
  };
  p.abi = one_of("abi", "c_header", {"c_header", "python_stub"});
  p.compile_check = one_of("compile_check", "symbols", {"symbols", "checker"});
  auto extension = [&](const char* key, std::string fallback) {
    if (!j.contains(key)) return fallback;
    std::string v = str(key);
    if (v.size() < 2 || v[0] != '.' || v.find('/') != std::string::npos)
      throw SpecError(fname, key, "'" + v + "' is not a file suffix such as \".so\"");
    return v;
  };
  if (j.contains("timer")) p.timer = str("timer");
  p.bench_sets = {"bench_" + p.name, "bench"};
  if (j.contains("bench_sets")) {
    const json& b = j["bench_sets"];
    p.bench_sets.clear();
    for (size_t i = 0; b.is_array() && i < b.size(); ++i) {
      if (!b[i].is_string() || b[i].get<std::string>().rfind("bench", 0) != 0)
        throw SpecError(fname, "bench_sets[" + std::to_string(i) + "]",
                        "must be a shape set name starting with \"bench\"");
      p.bench_sets.push_back(b[i].get<std::string>());
    }
    if (!b.is_array() || p.bench_sets.empty() || p.bench_sets.back() != "bench")
      throw SpecError(fname, "bench_sets",
                      "must be a list of shape set names ending with \"bench\" (every spec has it)");
  }
  if (j.contains("stub_tensor")) p.stub_tensor = str("stub_tensor");
  if (j.contains("stub_result")) p.stub_result = str("stub_result");
  if (j.contains("stub_returns")) p.stub_returns = str("stub_returns");
  p.module_extension = extension("module_extension", ".so");
  p.abi_extension = extension("abi_extension", p.abi == "python_stub" ? ".pyi" : ".h");
  // A Python stub includes nothing and declares nothing: both keys belong to C headers.
  p.abi_include = p.abi == "c_header" || j.contains("abi_include") ? str("abi_include") : "";
  p.decl_prefix = p.abi == "c_header" || j.contains("decl_prefix") ? str("decl_prefix") : "";
  if (j.contains("type_includes")) p.type_includes = map("type_includes");
  p.types = map("types");
  p.size_type = str("size_type");
  p.param_types = map("param_types");
  auto patterns = [&](const char* key) {
    std::vector<std::string> v;
    if (!j.contains("symbol_policy") || !j["symbol_policy"].contains(key)) return v;
    for (size_t i = 0; i < j["symbol_policy"][key].size(); ++i) {
      const nlohmann::json& e = j["symbol_policy"][key][i];
      std::string f = std::string("symbol_policy.") + key + "[" + std::to_string(i) + "]";
      if (!e.is_string()) throw SpecError(fname, f, "must be a regular expression string");
      try {
        std::regex check(e.get<std::string>());
      } catch (const std::regex_error& err) {
        throw SpecError(fname, f, std::string("not a valid regular expression: ") + err.what());
      }
      v.push_back(e.get<std::string>());
    }
    return v;
  };
  p.allow_imports = patterns("allow_imports");
  p.allow_exports = patterns("allow_exports");
  if (j.contains("extra_args")) {
    for (size_t i = 0; i < j["extra_args"].size(); ++i) {
      const json& a = j["extra_args"][i];
      std::string f = "extra_args[" + std::to_string(i) + "]";
      if (!a.contains("name") || !a.contains("type"))
        throw SpecError(fname, f, "needs name and type");
      p.extra_args.emplace_back(a["name"].get<std::string>(), a["type"].get<std::string>());
    }
  }
  // {"why": ..., key: [...]}: the platform must say why it refuses or sets something.
  auto with_why = [&](const char* field, const char* key) -> const json* {
    if (!j.contains(field)) return nullptr;
    const json& o = j[field];
    if (!o.is_object() || !o.contains("why") || !o.contains(key) || !o[key].is_array())
      throw SpecError(fname, field, std::string("must be {\"why\": ..., \"") + key + "\": [...]}");
    return &o[key];
  };
  // A list of "VAR=value" strings at `f`.
  auto env_list = [&](const json& list, const std::string& f) {
    std::vector<std::string> env;
    for (const json& kv : list) {
      if (!kv.is_string() || kv.get<std::string>().find('=') == std::string::npos)
        throw SpecError(fname, f, "must be a list of \"VAR=value\" strings");
      env.push_back(kv.get<std::string>());
    }
    return env;
  };
  if (const json* rules = with_why("forbidden_source", "rules"))
    for (size_t i = 0; i < rules->size(); ++i) {
      const json& r = (*rules)[i];
      std::string f = "forbidden_source.rules[" + std::to_string(i) + "]";
      if (!r.is_object() || !r.contains("pattern") || !r.contains("why") ||
          !r["pattern"].is_string() || !r["why"].is_string())
        throw SpecError(fname, f, "needs a pattern and a why (strings)");
      try {
        std::regex check(r["pattern"].get<std::string>());
      } catch (const std::regex_error& err) {
        throw SpecError(fname, f + ".pattern",
                        std::string("not a valid regular expression: ") + err.what());
      }
      p.forbidden_source.push_back({r["pattern"].get<std::string>(), r["why"].get<std::string>()});
    }
  if (j.contains("worker_zygote")) {
    const json& z = j["worker_zygote"];
    if (!z.is_object() || !z.contains("why") || !z["why"].is_string() || !z.contains("enabled") ||
        !z["enabled"].is_boolean())
      throw SpecError(fname, "worker_zygote", "must be {\"why\": ..., \"enabled\": true|false}");
    p.worker_zygote = z["enabled"].get<bool>();
  }
  if (const json* vars = with_why("correct_env", "vars"))
    p.correct_env = env_list(*vars, "correct_env.vars");
  if (const json* workers = with_why("rerun_env", "workers"))
    for (size_t i = 0; i < workers->size(); ++i) {
      std::string f = "rerun_env.workers[" + std::to_string(i) + "]";
      if (!(*workers)[i].is_array())
        throw SpecError(fname, f, "must be a list of \"VAR=value\" strings");
      p.rerun_env.push_back(env_list((*workers)[i], f));
    }
  return p;
}

std::vector<AbiArg> abi_args(const Task& task, const PlatformInfo& platform) {
  auto ctype = [&](DType t) {
    auto it = platform.types.find(std::string(dtype_name(t)));
    if (it == platform.types.end())
      throw SpecError(platform.name + "/platform.json", "types." + std::string(dtype_name(t)),
                      "missing (needed by task " + task.name() + ")");
    return it->second;
  };
  std::vector<AbiArg> args;
  // Python: a tensor's type names its element type and shape, Tensor[torch.float32, (rows, cols)].
  const bool py = platform.abi == "python_stub";
  auto tensor = [&](const TensorSpec& t, bool input) {
    // A list tensor: an array of item pointers, which the kernel may not write (the harness's).
    if (!py && t.is_list()) return (input ? "const " : "") + ctype(task.dtype_of(t)) + "* const*";
    if (!py) return (input ? "const " : "") + ctype(task.dtype_of(t)) + "*";
    std::string dims;
    for (size_t d = 0; d < t.shape.size(); ++d) dims += (d ? ", " : "") + t.shape[d].text();
    // A platform without a complex type (triton) maps c64/c128 to its component's type: it hands
    // the kernel torch.view_as_real views, one more dimension of 2 (re, im).
    const DType dt = task.dtype_of(t);
    const bool real_view = is_complex(dt) && ctype(dt) == ctype(component_of(dt));
    if (real_view) dims += std::string(dims.empty() ? "" : ", ") + "2";
    const bool one = t.shape.size() + real_view == 1;
    const std::string item = "Tensor[" + ctype(dt) + ", (" + dims + (one ? ",)]" : ")]");
    return t.is_list() ? "list[" + item + "]" : item;
  };
  for (const TensorSpec& t : task.spec->inputs)
    args.push_back({AbiArg::Kind::input, t.name, tensor(t, true)});
  for (const TensorSpec& t : task.spec->outputs)
    args.push_back({AbiArg::Kind::output, t.name, tensor(t, false)});
  for (const std::string& s : task.spec->sizes)
    args.push_back({AbiArg::Kind::size, s, platform.size_type});
  for (const ParamSpec& p : task.spec->params)
    args.push_back(
        {AbiArg::Kind::param, p.name, platform.param_types.at(p.is_int ? "i64" : "f64")});
  for (const auto& [name, type] : platform.extra_args)
    args.push_back({AbiArg::Kind::extra, name, type});
  return args;
}

std::string prototype(const Task& task, const PlatformInfo& platform) {
  std::ostringstream os;
  if (platform.abi == "python_stub") {  // def relu_f32(x: fp32[n], y: fp32[n], n: int)
    os << "def " << task.name() << "(";
    auto args = abi_args(task, platform);
    for (size_t i = 0; i < args.size(); ++i) os << (i ? ", " : "") << args[i].name << ": " << args[i].ctype;
    os << ") -> " << platform.stub_result;
    return os.str();
  }
  os << "int " << task.name() << "(";
  auto args = abi_args(task, platform);
  for (size_t i = 0; i < args.size(); ++i)
    os << (i ? ", " : "") << args[i].ctype << " " << args[i].name;
  os << ")";
  return os.str();
}

namespace {
/// `text` as comment lines of at most ~96 columns.
std::string wrap_comment(const std::string& text, const std::string& indent = " * ") {
  std::ostringstream os;
  std::string safe = text;  // a "*/" in a description must not end the comment
  for (size_t at = safe.find("*/"); at != std::string::npos; at = safe.find("*/", at))
    safe.replace(at, 2, "* /");
  std::istringstream words(safe);
  std::string line, w;
  while (words >> w) {
    if (!line.empty() && line.size() + 1 + w.size() > 92) {
      os << indent << line << "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + w;
  }
  if (!line.empty()) os << indent << line << "\n";
  return os.str();
}

std::string number(double v) {
  std::ostringstream os;
  os << v;
  return os.str();
}
}  // namespace

// The `selection` check in words: which index answers pass, and so which tie orders are free.
// fp8 outputs (check quantized without a reference's u: its double is u).
static std::string fp8_output_contract(const std::string& name, DType d) {
  const bool e4 = d == DType::fp8e4m3;
  return "Output " + name + " is " + std::string(dtype_name(d)) +
         (e4 ? " (float8 e4m3fn: bias 7, no infinities, max 448, NaN 0x7f/0xff)"
             : " (float8 e5m2: bias 15, IEEE-like, max 57344, infinities 0x7c/0xfc)") +
         ": each element must be the op's value rounded to nearest, ties to even, into that "
         "format (as torch's .to(torch.float8_" + (e4 ? "e4m3fn" : "e5m2") + ") rounds), exactly; "
         "only where the value lies within a few float32 rounding errors of the midpoint between "
         "two fp8 neighbours is the other one accepted too. Truncating fails. Past the largest "
         "finite value " + (e4 ? "it saturates to +-448 (torch's conversion; CUDA's "
                                 "__nv_fp8_e4m3(float) constructor saturates too)"
                              : "it rounds to +-inf as fp16 does (torch's conversion; CUDA's "
                                "__nv_fp8_e5m2(float) constructor saturates to 57344 instead: "
                                "use __nv_cvt_float_to_fp8(x, __NV_NOSAT, __NV_E5M2))") +
         "; NaN stays NaN.";
}

static std::string selection_contract(const Spec& spec, const TensorSpec& o) {
  const TensorSpec::Selection& sel = *o.selection;
  bool from_output = true;  // the loader admits another output where no input has the name
  for (const TensorSpec& in : spec.inputs)
    if (in.name == sel.input) from_output = false;
  std::string s = "Output " + o.name + " is judged as a selection from " +
                  (from_output ? "output " : "input ") + sel.input +
                  ": each index within the length of " + sel.input +
                  "'s last dimension, distinct in its row, selecting an element equal to the one "
                  "the reference selects at that position";
  if (from_output) s += " (equal as the reference computes " + sel.input + ")";
  s += sel.stable ? ", in the stable order (equal elements keep their input order)"
                  : "; equal elements (ties) may come in any order";
  if (!sel.values.empty())
    s += ", and output " + sel.values + " must hold exactly " + sel.input + "[index] there";
  if (sel.padded)
    s += "; where the reference pads, the element must hold the padding value (the length of " +
         sel.input + "'s last dimension) and it may appear nowhere else";
  return s + ".";
}

// The `statistical` check in words: what each element of a random output may hold.
static std::string statistical_contract(const TensorSpec& o) {
  using D = TensorSpec::Statistical::Dist;
  std::string s = "Output " + o.name + " is random (check statistical): ";
  switch (o.statistical->dist) {
    case D::bernoulli: s += "each element is 0 or the op's value (1 for a mask), a Bernoulli draw with the probability the description gives"; break;
    case D::uniform: s += "each element is drawn uniformly from the interval the description gives"; break;
    case D::exponential: s += "each element is an exponential draw (a finite value >= 0) with the rate the description gives"; break;
    case D::poisson: s += "each element is a Poisson draw (a non-negative integer) with the rate the description gives"; break;
    case D::scaled: s += "each element is the op's value times the same element of output " + o.statistical->by + " (to the usual tolerance): the two outputs must agree element for element"; break;
    case D::dropout_softmax: s += "each row is the softmax of the row's logits after dropout (a kept logit z scaled by 1 / (1 - p), a dropped one 0), to the output's tolerance; the harness infers from each row which elements were kept, and the kept fraction and its independence between rows, columns and seeds are tested statistically"; break;
  }
  return s + ".";
}

std::string task_contract(const Task& task, bool python) {
  const Spec& s = *task.spec;
  std::ostringstream os;
  // The largest value each size takes in the tests (listed sets and drawn ranges): a kernel must
  // index with 64-bit integers wherever a product of sizes can pass 2^31.
  std::string largest;
  for (const std::string& size : s.sizes) {
    double top = 0;
    for (const auto& [set, cases] : s.shapes)
      for (const ShapeCase& c : cases) top = std::max(top, c.values.at(size));
    for (const auto& [name, range] : s.draw.ranges)
      if (name == size) top = std::max(top, static_cast<double>(range.second));
    largest += (largest.empty() ? "" : ", ") + size + " <= " + number(top);
  }
  os << wrap_comment("Sizes in the tests reach " + largest +
                     ", with every remainder of each size mod 16; index with int64_t.");
  for (const ParamSpec& p : s.params) {
    if (p.range)
      os << wrap_comment("Param " + p.name + " varies from call to call within [" +
                         number(p.range->first) + ", " + number(p.range->second) + "] (" +
                         number(p.value) + " in the shown shapes): never hard-code it.");
    else
      os << wrap_comment("Param " + p.name + " is " + number(p.value) +
                         " unless a shape says otherwise.");
  }
  for (const InputVariant& v : s.variants)
    if (v.applies_to(task.dtype)) os << wrap_comment("Inputs include: " + v.why + ".");
  if (s.initialised().empty())  // no_input (an in-place tensor is read: blas_scal, blas_swap)
    os << wrap_comment("The op reads no input tensor: its outputs follow from the sizes and params "
                       "alone, and the tests change the params between calls (never cache an answer).");
  for (const TensorSpec& o : s.outputs)
    if (!o.const_output.empty())
      os << wrap_comment("Output " + o.name + " is constant for most inputs: " + o.const_output +
                         ". It is still judged element by element on every case.");
  // What the index generators promise (a kernel may rely on it), and the in-place contract.
  for (const TensorSpec* t : s.initialised()) {
    const InitSpec& i = t->init;
    std::string what;
    if (i.dist == InitSpec::Dist::unique)
      what = "distinct values (no repeats within a row, the last dimension) in [" + i.lo.text() +
             ", " + i.hi.text() + "]" +
             (i.order > 0 ? ", each row sorted ascending" : i.order < 0 ? ", each row sorted descending" : "");
    else if (i.dist == InitSpec::Dist::permutation)
      what = "a permutation of [0, " + (t->shape.empty() ? std::string("1") : t->shape.back().text()) +
             ") in every row (last dimension)";
    else if (i.dist == InitSpec::Dist::offsets)
      what = "non-decreasing offsets, the first 0 and the last " + i.hi.text();
    else if (i.dist == InitSpec::Dist::integer && i.sentinel)
      what = "integers in [" + i.lo.text() + ", " + i.hi.text() + "]";
    if (i.sentinel) what += ", some of them " + number(*i.sentinel) + " instead";
    if (!what.empty()) os << wrap_comment("Tensor " + t->name + " holds " + what + ".");
  }
  for (const auto* group : {&s.inputs, &s.outputs})
    for (const TensorSpec& t : *group)
      if (t.is_list())
        os << wrap_comment(
            "Tensor " + t.name + " is a list of " + t.list.text() + " tensors (item i has shape [" +
            [&] {
              std::string d;
              for (size_t k = 0; k < t.shape.size(); ++k) d += (k ? ", " : "") + t.shape[k].text();
              return d;
            }() +
            "] with " + kItemSize + " = i): " +
            (python ? t.name + " is a Python list whose element i is item i. Each item is a "
                               "separate buffer: items are not contiguous and not in list order "
                               "in memory, so never reach one item from another's data."
                    : t.name + "[i] points at item i. Each item is a separate buffer: items are "
                               "not contiguous and not in list order in memory, so never reach "
                               "one item from another's pointer. The pointer array lives where the "
                               "tensors do (in device memory on a GPU: read it in device code, "
                               "never on the host) and is read-only (writing it is "
                               "INPUT_MODIFIED)."));
  for (const TensorSpec& o : s.outputs)
    if (o.inout)
      os << wrap_comment(
          "Output " + o.name +
          " is in place (inout): on entry it holds data, and the call updates it. Every element "
          "the op leaves unchanged must keep its exact bits (it is judged exactly there).");
  // Spec v2's exact check: a model reading "tolerance" in the rules must learn these are not.
  for (const TensorSpec& o : s.outputs)
    if (o.selection) os << wrap_comment(selection_contract(s, o));
  for (const TensorSpec& o : s.outputs)
    if (o.check == CheckKind::quantized)
      os << wrap_comment(
          "Output " + o.name +
          " is quantised (check quantized): each element must equal the value the op rounds, "
          "rounded to nearest (ties to even unless the description says otherwise) and clamped to "
          "the type's range, exactly; only where that value lies within a few float32 rounding "
          "errors of a boundary k + 0.5 is the other neighbour accepted too. Truncating, or being "
          "off by one elsewhere, fails.");
  if (s.random())  // the seed contract (docs/spec-format.md, "Random outputs")
    os << wrap_comment(
        "This op is random. Its outputs must be a deterministic function of the inputs, the params "
        "and the seed param (the same call twice gives the same bits; another seed gives another, "
        "independent draw); use any good counter-based generator (Philox, splitmix64, xorshift "
        "seeded per element from seed, offset and the element index), never the clock or global "
        "state. Draws must be independent between elements, rows and seeds (one mask row reused "
        "for every row fails). Outputs are judged statistically: every element must be a value "
        "the distribution allows, and counts and the Kolmogorov-Smirnov distance must match the "
        "distribution's parameters (bounds with a 1e-9 false-alarm rate).");
  for (const TensorSpec& o : s.outputs)
    if (o.statistical) os << wrap_comment(statistical_contract(o));
  for (const TensorSpec& o : s.outputs)
    if (is_fp8(task.dtype_of(o)) && check_of(task, o) == CheckKind::quantized)
      os << wrap_comment(fp8_output_contract(o.name, task.dtype_of(o)));
  for (const TensorSpec& o : s.outputs)
    if (check_of(task, o) == CheckKind::exact)
      os << wrap_comment("Output " + o.name + " is judged exactly" +
                         (task.dtype_of(o) == DType::b8
                              ? ": each element one byte, 1 for true and 0 for false."
                              : ", element for element (no tolerance)."));
  return os.str();
}

std::string abi_header(const Task& task, const PlatformInfo& platform) {
  const Spec& s = *task.spec;
  std::ostringstream os;
  std::string guard = "KM_TASK_" + task.name() + "_H";
  os << "/* Generated by `kernelmark abi` from " << s.file.filename().generic_string()
     << " (category " << s.category << "): do not edit.\n"
     << " * Task " << task.name() << " on platform " << platform.name << ".\n"
     << wrap_comment(s.description) << " * Semantics (PyTorch): " << s.semantics << "\n";
  for (const auto* group : {&s.inputs, &s.outputs}) {
    for (const TensorSpec& t : *group) {
      os << " *   " << (group == &s.inputs ? "input  " : t.inout ? "inout  " : "output ") << t.name
         << ": "
         << dtype_name(task.dtype_of(t));
      if (t.is_list()) os << " list of " << t.list.text() << " items, item i (" << kItemSize << ")";
      os << " [";
      for (size_t d = 0; d < t.shape.size(); ++d) os << (d ? ", " : "") << t.shape[d].text();
      os << "] row-major, contiguous\n";
    }
  }
  os << task_contract(task);
  os << " * Return 0 on success; any other value is reported as RUNTIME_ERROR. */\n"
     << "#ifndef " << guard << "\n#define " << guard << "\n"
     << "#include \"" << platform.abi_include << "\"\n";
  std::set<std::string> used;
  for (const auto* group : {&s.inputs, &s.outputs})
    for (const TensorSpec& t : *group) used.emplace(dtype_name(task.dtype_of(t)));
  for (const auto& [dtype, header] : platform.type_includes)
    if (used.count(dtype)) os << "#include <" << header << ">\n";
  os << "\n"
     << platform.decl_prefix << " " << prototype(task, platform) << ";\n\n"
     << "/* The harness calls every task through this one entry. */\n"
     << platform.decl_prefix << " int km_invoke(const km_arg* a) {\n  return " << task.name()
     << "(";
  auto args = abi_args(task, platform);
  for (size_t i = 0; i < args.size(); ++i) {
    os << (i ? ", " : "");
    const AbiArg& a = args[i];
    if (a.kind == AbiArg::Kind::input || a.kind == AbiArg::Kind::output ||
        a.kind == AbiArg::Kind::extra)
      os << "(" << a.ctype << ")a[" << i << "].ptr";
    else if (a.kind == AbiArg::Kind::size || a.ctype.find("int") != std::string::npos)
      os << "(" << a.ctype << ")a[" << i << "].i64";
    else
      os << "(" << a.ctype << ")a[" << i << "].f64";
  }
  os << ");\n}\n\n#endif\n";
  return os.str();
}

}  // namespace km
