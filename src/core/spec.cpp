// SPDX-License-Identifier: Apache-2.0
// Catalogue-level helpers: loading a folder of specs, finding tasks, shapes and case strings.
#include <algorithm>
#include <cctype>
#include <iomanip>
#include <iterator>
#include <map>
#include <set>
#include <sstream>

#include "core/spec.hpp"

namespace km {

namespace fs = std::filesystem;

bool valid_source_task(std::string_view id) {
  for (std::string_view prefix : {"mkb:", "kgb:aten:", "kgb:vllm:", "kgb:cublas:", "kb1:", "kb2:", "kb3:"}) {
    if (id.substr(0, prefix.size()) != prefix) continue;
    std::string_view rest = id.substr(prefix.size());
    if (rest.empty()) return false;
    for (char c : rest)
      if (std::isspace(static_cast<unsigned char>(c)) || !std::isprint(static_cast<unsigned char>(c)))
        return false;
    // MultiKernelBench ids name a category folder and a task.
    const size_t slash = rest.find('/');
    return prefix != "mkb:" || (slash != std::string_view::npos && slash > 0 && slash + 1 < rest.size());
  }
  return false;
}

std::vector<fs::path> spec_files(const fs::path& root) {
  if (!fs::is_directory(root))
    throw SpecError(root.generic_string(), "(folder)", "is not a folder");
  // Specs are <root>/<category>/<name>.json. Files directly in <root> are the catalogue's own data
  // (spec.schema.json, sources.json); a .json deeper down is a misplaced spec, not something to skip.
  std::vector<fs::path> files;
  for (const auto& e : fs::recursive_directory_iterator(root)) {
    if (!e.is_regular_file() || e.path().extension() != ".json") continue;
    const fs::path rel = e.path().lexically_relative(root);
    const auto depth = std::distance(rel.begin(), rel.end());
    if (depth == 1) continue;
    if (depth > 2)
      throw SpecError(e.path().generic_string(), "(path)",
                      "a spec must be <operators>/<category>/<name>.json, one folder deep");
    files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<Spec> load_catalogue(const fs::path& root) {
  std::vector<fs::path> files = spec_files(root);
  std::vector<Spec> out;
  std::map<std::string, std::string> owner;
  for (const fs::path& f : files) {
    out.push_back(load_spec(f));
    auto [it, fresh] = owner.emplace(out.back().name, f.generic_string());
    if (!fresh)
      throw SpecError(f.generic_string(), "name",
                      "'" + out.back().name + "' is already defined by " + it->second);
  }
  return out;
}

std::vector<Task> tasks_of(const Spec& spec) {
  std::vector<Task> out;
  for (size_t i = 0; i < spec.dtypes.size(); ++i) {
    out.push_back(Task{&spec, spec.dtypes[i]});
    if (i < spec.u_dtypes.size()) out.back().u = spec.u_dtypes[i];
  }
  return out;
}

std::optional<Task> find_task(const std::vector<Spec>& catalogue, const std::string& task_name) {
  for (const Spec& s : catalogue)
    for (const Task& t : tasks_of(s))
      if (t.name() == task_name) return t;
  return std::nullopt;
}

Task task_of(const Spec& spec, const std::string& dtype_name) {
  for (const Task& t : tasks_of(spec))  // "fp32", or a pair "fp32->fp16"
    if (t.dtype_name() == dtype_name) return t;
  throw SpecError(spec.file.generic_string(), "dtypes", "has no dtype '" + dtype_name + "'");
}

std::string item_name(const std::string& list, int64_t item) {
  return list + "[" + std::to_string(item) + "]";
}

std::string list_name(const std::string& name) {
  const size_t at = name.find('[');
  return at == std::string::npos ? name : name.substr(0, at);
}

int64_t list_count(const TensorSpec& t, const Bindings& values) {
  return t.is_list() ? t.list.eval_int(values) : 1;
}

std::vector<int64_t> item_shape(const TensorSpec& t, const Bindings& values, int64_t item) {
  std::vector<int64_t> shape;
  if (!t.is_list()) {
    for (const Expr& e : t.shape) shape.push_back(e.eval_int(values));
    return shape;
  }
  Bindings b = values;
  b[kItemSize] = static_cast<double>(item);
  for (const Expr& e : t.shape) shape.push_back(e.eval_int(b));
  return shape;
}

std::vector<int64_t> shape_of(const TensorSpec& t, const Bindings& values) {
  if (t.is_list()) {
    int64_t total = 0;
    for (int64_t i = 0, n = list_count(t, values); i < n; ++i)
      total += numel_of(item_shape(t, values, i));
    return {total};
  }
  std::vector<int64_t> shape;
  for (const Expr& e : t.shape) shape.push_back(e.eval_int(values));
  return shape;
}

int64_t numel_of(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

std::string describe_case(const Spec& spec, const Bindings& values) {
  std::ostringstream os;
  bool first = true;
  auto put = [&](const std::string& k, double v, bool is_int) {
    os << (first ? "" : ",") << k << "=";
    if (is_int)
      os << static_cast<int64_t>(v);
    else
      os << std::setprecision(17) << v;
    first = false;
  };
  for (const std::string& s : spec.sizes) put(s, values.at(s), true);
  for (const ParamSpec& p : spec.params)
    if (values.at(p.name) != p.value) put(p.name, values.at(p.name), p.is_int);
  return os.str();
}

namespace {
struct CheckRow {
  CheckKind kind;
  const char* name;
};
constexpr CheckRow kChecks[] = {{CheckKind::tolerance, "tolerance"},
                                {CheckKind::exact, "exact"},
                                {CheckKind::selection, "selection"},
                                {CheckKind::quantized, "quantized"},
                                {CheckKind::statistical, "statistical"}};
}  // namespace

const char* check_name(CheckKind k) {
  for (const CheckRow& r : kChecks)
    if (r.kind == k) return r.name;
  return "";
}
std::optional<CheckKind> parse_check(std::string_view s) {
  for (const CheckRow& r : kChecks)
    if (s == r.name) return r.kind;
  return std::nullopt;
}
std::string check_names() {
  std::string all;
  for (const CheckRow& r : kChecks) all += (all.empty() ? "" : ", ") + std::string(r.name);
  return all;
}

const char* structure_name(InitSpec::Structure s) {
  switch (s) {
    case InitSpec::Structure::none: return "";
    case InitSpec::Structure::symmetric: return "symmetric";
    case InitSpec::Structure::triu: return "triu";
    case InitSpec::Structure::tril: return "tril";
    case InitSpec::Structure::row_stochastic: return "row_stochastic";
    case InitSpec::Structure::sign: return "sign";
    case InitSpec::Structure::diag_dominant: return "diag_dominant";
    case InitSpec::Structure::boxes: return "boxes";
    case InitSpec::Structure::ggml_blocks: return "ggml_blocks";
    case InitSpec::Structure::sparse24_meta: return "sparse24_meta";
  }
  return "";
}

}  // namespace km

namespace km {
Bindings parse_case(const Spec& spec, const std::string& text) {
  Bindings b;
  for (const ParamSpec& p : spec.params) b[p.name] = p.value;
  std::stringstream ss(text);
  std::string item;
  std::set<std::string> given;
  while (std::getline(ss, item, ',')) {
    auto eq = item.find('=');
    if (eq == std::string::npos)
      throw SpecError(spec.file.generic_string(), "--sizes", "'" + item + "' is not name=value");
    std::string k = item.substr(0, eq);
    bool known =
        std::find(spec.sizes.begin(), spec.sizes.end(), k) != spec.sizes.end() || b.count(k);
    if (!known)
      throw SpecError(spec.file.generic_string(), "--sizes",
                      "'" + k + "' is not a size or param of " + spec.name);
    try {
      b[k] = std::stod(item.substr(eq + 1));
    } catch (const std::exception&) {
      throw SpecError(spec.file.generic_string(), "--sizes", "'" + item + "' has no numeric value");
    }
    given.insert(k);
  }
  for (const std::string& s : spec.sizes)
    if (!given.count(s))
      throw SpecError(spec.file.generic_string(), "--sizes", "size '" + s + "' is missing");
  return b;
}
}  // namespace km
