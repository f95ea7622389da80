// SPDX-License-Identifier: Apache-2.0
#include "core/json_schema.hpp"

#include <cmath>
#include <regex>
#include <set>
#include <stdexcept>

namespace km {

namespace {

using json = nlohmann::json;

// Keywords that only annotate: they never make a document invalid.
const std::set<std::string> kAnnotations = {"$schema", "$id",     "$defs",    "$comment",
                                            "title",   "default", "examples", "description"};

std::string field_of(const std::string& path) { return path.empty() ? "(json)" : path; }
std::string member(const std::string& path, const std::string& key) {
  return path.empty() ? key : path + "." + key;
}
std::string element(const std::string& path, size_t i) {
  return path + "[" + std::to_string(i) + "]";
}

std::string short_dump(const json& v) {
  std::string s = v.is_string() ? "'" + v.get<std::string>() + "'" : v.dump();
  return s.size() > 40 ? s.substr(0, 37) + "..." : s;
}

bool has_type(const json& v, const std::string& t) {
  if (t == "object") return v.is_object();
  if (t == "array") return v.is_array();
  if (t == "string") return v.is_string();
  if (t == "boolean") return v.is_boolean();
  if (t == "null") return v.is_null();
  if (t == "number") return v.is_number();
  if (t == "integer")
    return v.is_number_integer() ||
           (v.is_number_float() && std::nearbyint(v.get<double>()) == v.get<double>());
  throw std::invalid_argument("json schema: unknown type '" + t + "'");
}

class Checker {
 public:
  explicit Checker(const json& root) : root_(root) {}

  void check(const json& s, const json& v, const std::string& path,
             std::vector<SchemaProblem>& out) const {
    if (s.is_boolean()) {
      if (!s.get<bool>()) out.push_back({field_of(path), "unknown field"});
      return;
    }
    if (!s.is_object()) throw std::invalid_argument("json schema: a schema must be an object");
    for (auto it = s.begin(); it != s.end(); ++it) keyword(s, it.key(), it.value(), v, path, out);
  }

 private:
  void fail(std::vector<SchemaProblem>& out, const std::string& path, std::string why) const {
    out.push_back({field_of(path), std::move(why)});
  }

  const json& resolve(const std::string& ref) const {
    if (ref.rfind("#", 0) != 0)
      throw std::invalid_argument("json schema: only local $ref is supported, not '" + ref + "'");
    return root_.at(json::json_pointer(ref.substr(1)));
  }

  void keyword(const json& s, const std::string& k, const json& a, const json& v,
               const std::string& path, std::vector<SchemaProblem>& out) const {
    if (kAnnotations.count(k)) return;
    if (k == "$ref") return check(resolve(a.get<std::string>()), v, path, out);
    if (k == "type") {
      std::vector<std::string> types = a.is_array() ? a.get<std::vector<std::string>>()
                                                    : std::vector<std::string>{a.get<std::string>()};
      for (const std::string& t : types)
        if (has_type(v, t)) return;
      std::string names;
      for (const std::string& t : types) names += (names.empty() ? "" : " or ") + t;
      return fail(out, path, "must be of type " + names);
    }
    if (k == "enum") {
      for (const json& e : a)
        if (e == v) return;
      std::string names;
      for (const json& e : a) names += (names.empty() ? "" : ", ") + short_dump(e);
      return fail(out, path, short_dump(v) + " is not one of " + names);
    }
    if (k == "const") {
      if (v != a) fail(out, path, "must be " + short_dump(a));
      return;
    }
    if (k == "oneOf" || k == "anyOf" || k == "allOf") return combine(k, a, v, path, out);
    if (k == "not") {
      std::vector<SchemaProblem> sub;
      check(a, v, path, sub);
      if (sub.empty()) fail(out, path, "matches a form that is not allowed");
      return;
    }
    if (v.is_object() && object_keyword(s, k, a, v, path, out)) return;
    if (v.is_array() && array_keyword(s, k, a, v, path, out)) return;
    if (v.is_number() && number_keyword(k, a, v.get<double>(), path, out)) return;
    if (v.is_string() && string_keyword(k, a, v.get<std::string>(), path, out)) return;
    static const std::set<std::string> kTyped = {
        "properties", "additionalProperties", "required", "items",    "prefixItems",
        "minItems",   "maxItems",             "uniqueItems", "minimum", "maximum",
        "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength", "pattern"};
    if (!kTyped.count(k))
      throw std::invalid_argument("json schema: keyword '" + k + "' is not supported");
  }

  void combine(const std::string& k, const json& a, const json& v, const std::string& path,
               std::vector<SchemaProblem>& out) const {
    std::vector<std::vector<SchemaProblem>> runs(a.size());
    size_t passed = 0, best = 0;
    for (size_t i = 0; i < a.size(); ++i) {
      check(a[i], v, path, runs[i]);
      passed += runs[i].empty();
      if (runs[i].size() < runs[best].size()) best = i;
    }
    if (k == "allOf") {
      for (auto& r : runs) out.insert(out.end(), r.begin(), r.end());
    } else if (passed == 0) {
      // Report the alternative the document came closest to: its problems say what to fix.
      for (SchemaProblem p : runs[best]) {
        if (a.size() > 1)
          p.problem += " (in the closest of the " + std::to_string(a.size()) + " allowed forms)";
        out.push_back(std::move(p));
      }
    } else if (k == "oneOf" && passed > 1) {
      fail(out, path, "matches " + std::to_string(passed) + " of the forms; exactly one allowed");
    }
  }

  bool object_keyword(const json& s, const std::string& k, const json& a, const json& v,
                      const std::string& path, std::vector<SchemaProblem>& out) const {
    if (k == "properties") {
      for (auto it = a.begin(); it != a.end(); ++it)
        if (v.contains(it.key())) check(it.value(), v.at(it.key()), member(path, it.key()), out);
    } else if (k == "additionalProperties") {
      const json* props = s.contains("properties") ? &s.at("properties") : nullptr;
      for (auto it = v.begin(); it != v.end(); ++it)
        if (!props || !props->contains(it.key())) check(a, it.value(), member(path, it.key()), out);
    } else if (k == "required") {
      for (const json& name : a)
        if (!v.contains(name.get<std::string>()))
          fail(out, member(path, name.get<std::string>()), "missing");
    } else {
      return false;
    }
    return true;
  }

  bool array_keyword(const json& s, const std::string& k, const json& a, const json& v,
                     const std::string& path, std::vector<SchemaProblem>& out) const {
    if (k == "items") {
      size_t first = s.contains("prefixItems") ? s.at("prefixItems").size() : 0;
      for (size_t i = first; i < v.size(); ++i) check(a, v[i], element(path, i), out);
    } else if (k == "prefixItems") {
      for (size_t i = 0; i < a.size() && i < v.size(); ++i) check(a[i], v[i], element(path, i), out);
    } else if (k == "minItems") {
      if (v.size() < a.get<size_t>())
        fail(out, path, "must hold at least " + std::to_string(a.get<size_t>()) + " items");
    } else if (k == "maxItems") {
      if (v.size() > a.get<size_t>())
        fail(out, path, "must hold at most " + std::to_string(a.get<size_t>()) + " items");
    } else if (k == "uniqueItems") {
      for (size_t i = 0; a.get<bool>() && i < v.size(); ++i)
        for (size_t j = 0; j < i; ++j)
          if (v[i] == v[j]) fail(out, element(path, i), short_dump(v[i]) + " is listed twice");
    } else {
      return false;
    }
    return true;
  }

  bool number_keyword(const std::string& k, const json& a, double x, const std::string& path,
                      std::vector<SchemaProblem>& out) const {
    // A string-only keyword met by a number ("pattern" in an anyOf branch that a numeric
    // inject value tries: bitwise_not's [0, -1, 127, -128]) is not a number keyword.
    if (!a.is_number()) return false;
    double b = a.get<double>();
    std::string bs = a.dump();
    if (k == "minimum") {
      if (!(x >= b)) fail(out, path, "must be >= " + bs);
    } else if (k == "maximum") {
      if (!(x <= b)) fail(out, path, "must be <= " + bs);
    } else if (k == "exclusiveMinimum") {
      if (!(x > b)) fail(out, path, "must be > " + bs);
    } else if (k == "exclusiveMaximum") {
      if (!(x < b)) fail(out, path, "must be < " + bs);
    } else {
      return false;
    }
    return true;
  }

  bool string_keyword(const std::string& k, const json& a, const std::string& x,
                      const std::string& path, std::vector<SchemaProblem>& out) const {
    if (k == "minLength") {
      if (x.size() < a.get<size_t>()) fail(out, path, x.empty() ? "must not be empty" : "too short");
    } else if (k == "maxLength") {
      if (x.size() > a.get<size_t>()) fail(out, path, "too long");
    } else if (k == "pattern") {
      if (!std::regex_search(x, std::regex(a.get<std::string>(), std::regex::ECMAScript)))
        fail(out, path, "'" + x + "' does not match " + a.get<std::string>());
    } else {
      return false;
    }
    return true;
  }

  const json& root_;
};

}  // namespace

std::vector<SchemaProblem> check_schema(const json& schema, const json& doc) {
  std::vector<SchemaProblem> out;
  Checker(schema).check(schema, doc, "", out);
  return out;
}

}  // namespace km
