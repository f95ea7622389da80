// SPDX-License-Identifier: Apache-2.0
// Size expressions of operator specs: "n", "2 * h", "(h - k) / s + 1", "max(a, b)".
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace km {

struct ExprError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

using Bindings = std::map<std::string, double, std::less<>>;

/// A parsed expression. Integer evaluation truncates divisions (C semantics) and is what tensor
/// shapes use; real evaluation is for FLOP and byte counts.
class Expr {
 public:
  Expr() = default;
  /// Throws ExprError naming the offending position.
  static Expr parse(const std::string& text);

  int64_t eval_int(const Bindings& vars) const;
  double eval_real(const Bindings& vars) const;
  /// Names the expression refers to, for validation against the spec's sizes and params.
  std::vector<std::string> variables() const;
  const std::string& text() const { return text_; }
  bool empty() const { return !root_; }

  struct Node;

 private:
  std::string text_;
  std::shared_ptr<const Node> root_;
};

}  // namespace km
