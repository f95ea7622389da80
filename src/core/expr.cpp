// SPDX-License-Identifier: Apache-2.0
#include "core/expr.hpp"

#include <cctype>
#include <cmath>
#include <set>

namespace km {

struct Expr::Node {
  enum Kind { Num, Var, Neg, Add, Sub, Mul, Div, Mod, Min, Max, Sqrt, Lt, Le, Gt, Ge, Eq, Ne } kind;
  double num = 0;
  std::string var;
  std::shared_ptr<const Node> a, b;
};

namespace {

using NodeP = std::shared_ptr<const Expr::Node>;

class Parser {
 public:
  explicit Parser(const std::string& s) : s_(s) {}

  NodeP parse_all() {
    NodeP n = comparison();
    skip();
    if (i_ != s_.size()) fail("unexpected '" + std::string(1, s_[i_]) + "'");
    return n;
  }

 private:
  [[noreturn]] void fail(const std::string& what) {
    throw ExprError("expression \"" + s_ + "\" at column " + std::to_string(i_ + 1) + ": " + what);
  }
  void skip() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }
  bool eat(char c) {
    skip();
    if (i_ < s_.size() && s_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  static NodeP make(Expr::Node::Kind k, NodeP a, NodeP b = nullptr) {
    auto n = std::make_shared<Expr::Node>();
    n->kind = k;
    n->a = std::move(a);
    n->b = std::move(b);
    return n;
  }
  // At most one comparison, lowest precedence: "h >= k", "(h - k) % s == 0"; true is 1, false 0.
  NodeP comparison() {
    NodeP n = sum();
    skip();
    static const std::pair<const char*, Expr::Node::Kind> ops[] = {
        {"<=", Expr::Node::Le}, {">=", Expr::Node::Ge}, {"==", Expr::Node::Eq},
        {"!=", Expr::Node::Ne}, {"<", Expr::Node::Lt},  {">", Expr::Node::Gt}};
    for (const auto& [text, kind] : ops) {
      size_t len = std::char_traits<char>::length(text);
      if (s_.compare(i_, len, text) == 0) {
        i_ += len;
        return make(kind, n, sum());
      }
    }
    return n;
  }
  NodeP sum() {
    NodeP n = product();
    for (;;) {
      if (eat('+'))
        n = make(Expr::Node::Add, n, product());
      else if (eat('-'))
        n = make(Expr::Node::Sub, n, product());
      else
        return n;
    }
  }
  NodeP product() {
    NodeP n = unary();
    for (;;) {
      if (eat('*'))
        n = make(Expr::Node::Mul, n, unary());
      else if (eat('/'))
        n = make(Expr::Node::Div, n, unary());
      else if (eat('%'))
        n = make(Expr::Node::Mod, n, unary());
      else
        return n;
    }
  }
  NodeP unary() {
    if (eat('-')) return make(Expr::Node::Neg, unary());
    if (eat('+')) return unary();
    return atom();
  }
  NodeP atom() {
    skip();
    if (i_ >= s_.size()) fail("expression ends early");
    char c = s_[i_];
    if (c == '(') {
      ++i_;
      NodeP n = comparison();
      if (!eat(')')) fail("missing ')'");
      return n;
    }
    if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') {
      size_t used = 0;
      double v = 0;
      try {
        v = std::stod(s_.substr(i_), &used);
      } catch (const std::exception&) {
        fail("malformed number");
      }
      i_ += used;
      auto n = std::make_shared<Expr::Node>();
      n->kind = Expr::Node::Num;
      n->num = v;
      return n;
    }
    if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      size_t start = i_;
      while (i_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[i_])) || s_[i_] == '_'))
        ++i_;
      std::string id = s_.substr(start, i_ - start);
      if ((id == "min" || id == "max") && eat('(')) {
        NodeP a = sum();
        if (!eat(',')) fail("expected ',' in " + id + "()");
        NodeP b = sum();
        if (!eat(')')) fail("missing ')' after " + id + "()");
        return make(id == "min" ? Expr::Node::Min : Expr::Node::Max, a, b);
      }
      if (id == "sqrt" && eat('(')) {  // weight bounds 1 / sqrt(fan_in), PyTorch's default init
        NodeP a = sum();
        if (!eat(')')) fail("missing ')' after sqrt()");
        return make(Expr::Node::Sqrt, a, nullptr);
      }
      auto n = std::make_shared<Expr::Node>();
      n->kind = Expr::Node::Var;
      n->var = id;
      return n;
    }
    fail("unexpected '" + std::string(1, c) + "'");
  }

  const std::string& s_;
  size_t i_ = 0;
};

double eval(const Expr::Node& n, const Bindings& vars, bool integer, const std::string& text) {
  auto sub = [&](const NodeP& p) { return eval(*p, vars, integer, text); };
  switch (n.kind) {
    case Expr::Node::Num:
      return n.num;
    case Expr::Node::Var: {
      auto it = vars.find(n.var);
      if (it == vars.end())
        throw ExprError("expression \"" + text + "\": unknown name '" + n.var + "'");
      return it->second;
    }
    case Expr::Node::Neg:
      return -sub(n.a);
    case Expr::Node::Add:
      return sub(n.a) + sub(n.b);
    case Expr::Node::Sub:
      return sub(n.a) - sub(n.b);
    case Expr::Node::Mul:
      return sub(n.a) * sub(n.b);
    case Expr::Node::Div:
    case Expr::Node::Mod: {
      double a = sub(n.a), b = sub(n.b);
      if (b == 0) throw ExprError("expression \"" + text + "\": division by zero");
      if (!integer) return n.kind == Expr::Node::Div ? a / b : std::fmod(a, b);
      auto ia = static_cast<int64_t>(a), ib = static_cast<int64_t>(b);
      return static_cast<double>(n.kind == Expr::Node::Div ? ia / ib : ia % ib);
    }
    case Expr::Node::Min:
      return std::min(sub(n.a), sub(n.b));
    case Expr::Node::Max:
      return std::max(sub(n.a), sub(n.b));
    case Expr::Node::Sqrt: {
      const double a = sub(n.a);
      if (a < 0) throw ExprError("expression \"" + text + "\": sqrt of a negative number");
      return integer ? std::floor(std::sqrt(a)) : std::sqrt(a);
    }
    case Expr::Node::Lt:
      return sub(n.a) < sub(n.b);
    case Expr::Node::Le:
      return sub(n.a) <= sub(n.b);
    case Expr::Node::Gt:
      return sub(n.a) > sub(n.b);
    case Expr::Node::Ge:
      return sub(n.a) >= sub(n.b);
    case Expr::Node::Eq:
      return sub(n.a) == sub(n.b);
    case Expr::Node::Ne:
      return sub(n.a) != sub(n.b);
  }
  return 0;
}

void collect(const Expr::Node& n, std::set<std::string>& out) {
  if (n.kind == Expr::Node::Var) out.insert(n.var);
  if (n.a) collect(*n.a, out);
  if (n.b) collect(*n.b, out);
}

}  // namespace

Expr Expr::parse(const std::string& text) {
  Expr e;
  e.text_ = text;
  e.root_ = Parser(text).parse_all();
  return e;
}

int64_t Expr::eval_int(const Bindings& vars) const {
  if (!root_) throw ExprError("empty expression");
  return static_cast<int64_t>(eval(*root_, vars, true, text_));
}

double Expr::eval_real(const Bindings& vars) const {
  if (!root_) throw ExprError("empty expression");
  return eval(*root_, vars, false, text_);
}

std::vector<std::string> Expr::variables() const {
  std::set<std::string> s;
  if (root_) collect(*root_, s);
  return {s.begin(), s.end()};
}

}  // namespace km
