// SPDX-License-Identifier: Apache-2.0
// Internal to the spec loader (spec_load*.cpp): a JSON walker that keeps the field path, so every
// error reads "<file>: <field>: <problem>".
#pragma once

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "core/spec.hpp"

namespace km::spec_detail {

namespace fs = std::filesystem;
using json = nlohmann::json;

inline const std::set<std::string> kKeywords = {
    "auto",    "bool",      "break",  "case",      "char",   "class",   "const",  "continue",
    "default", "delete",    "do",     "double",    "else",   "enum",    "extern", "float",
    "for",     "goto",      "if",     "inline",    "int",    "long",    "new",    "operator",
    "private", "protected", "public", "register",  "return", "short",   "signed", "sizeof",
    "static",  "struct",    "switch", "template",  "this",   "typedef", "union",  "unsigned",
    "void",    "volatile",  "while",  "namespace", "using",  "true",    "false",  "nullptr",
    "stream",  "elem"};  // stream: the CUDA platform's extra argument; elem: used in `bytes`

inline bool is_identifier(const std::string& s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  });
}

/// Walks one spec file, keeping the field path for error messages.
class Reader {
 public:
  explicit Reader(fs::path file) : file_(std::move(file)), name_(file_.generic_string()) {}

  [[noreturn]] void fail(const std::string& field, const std::string& problem) const {
    throw SpecError(name_, field, problem);
  }

  const json& need(const json& obj, const std::string& key, const std::string& path) const {
    if (!obj.contains(key)) fail(path.empty() ? key : path + "." + key, "missing");
    return obj.at(key);
  }
  std::string str(const json& obj, const std::string& key, const std::string& path) const {
    const json& v = need(obj, key, path);
    if (!v.is_string() || v.get<std::string>().empty())
      fail(join(path, key), "must be a non-empty string");
    return v.get<std::string>();
  }
  double num(const json& v, const std::string& field) const {
    if (!v.is_number()) fail(field, "must be a number");
    return v.get<double>();
  }
  Expr expr(const json& v, const std::string& field) const {
    std::string text;
    if (v.is_number_integer())
      text = std::to_string(v.get<int64_t>());
    else if (v.is_number())
      text = v.dump();
    else if (v.is_string())
      text = v.get<std::string>();
    else
      fail(field, "must be an expression (string) or a number");
    try {
      return Expr::parse(text);
    } catch (const ExprError& e) {
      fail(field, e.what());
    }
  }
  std::string identifier(const json& v, const std::string& field) const {
    if (!v.is_string()) fail(field, "must be a string");
    std::string s = v.get<std::string>();
    if (!is_identifier(s)) fail(field, "'" + s + "' is not a C identifier");
    if (kKeywords.count(s)) fail(field, "'" + s + "' is reserved");
    return s;
  }
  static std::string join(const std::string& path, const std::string& key) {
    return path.empty() ? key : path + "." + key;
  }
  void only_keys(const json& obj, const std::string& path,
                 std::initializer_list<const char*> keys) const {
    for (auto it = obj.begin(); it != obj.end(); ++it) {
      if (std::none_of(keys.begin(), keys.end(), [&](const char* k) { return it.key() == k; }))
        fail(join(path, it.key()), "unknown field");
    }
  }

  fs::path file_;
  std::string name_;
};

/// An `init` object (the value distribution of an input) at `path`.
InitSpec read_init_object(const Reader& r, const json& j, const std::string& path);
/// Refuses an init an integer or bool tensor cannot take (not `int`, scaled, structured, a
/// constant range missing the dtype's), for every dtype the tensor takes in the `tasks` given.
void check_int_init(const Reader& r, const std::vector<DType>& tasks, const TensorSpec& t,
                    const InitSpec& init, const std::string& field);
/// Why `structure` cannot apply to a tensor of `rank` dimensions, or "".
std::string structure_rank_error(InitSpec::Structure s, size_t rank);
/// A `tolerance` object at `f`; `names` are the sizes and params its reduction may use.
Tolerance read_tolerance(const Reader& r, const json& t, const std::string& f,
                         const std::set<std::string>& names);
/// The spec's optional `draw` (sizes drawn per seed) and `inputs_variants` (edge-case inputs);
/// called once sizes, params and tensors are known.
void read_draw(const Reader& r, const json& root, Spec& s);
void read_variants(const Reader& r, const json& root, Spec& s);
/// Each output's `selection` (spec_load_selection.cpp): present exactly where its check is
/// `selection`, naming an input and optionally a values output that fit the index output.
void read_selections(const Reader& r, const json& root, Spec& s);
/// Each output's `statistical` (spec_load_statistical.cpp): present exactly where its check is
/// `statistical`, a known dist, `by` naming another random output of the same shape, and the
/// spec's i64 `seed` param with a range (the seed contract).
void read_statisticals(const Reader& r, const json& root, Spec& s);

}  // namespace km::spec_detail
