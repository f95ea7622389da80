// SPDX-License-Identifier: Apache-2.0
// Size expressions: the grammar, integer vs real evaluation, and the errors spec authors see.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/expr.hpp"

namespace km {
namespace {

int64_t ival(const std::string& text, const Bindings& vars = {}) { return Expr::parse(text).eval_int(vars); }
double rval(const std::string& text, const Bindings& vars = {}) { return Expr::parse(text).eval_real(vars); }

/// The message of the ExprError `fn` throws ("" if it throws none).
template <class F>
std::string error_of(F fn) {
  try {
    fn();
  } catch (const ExprError& e) {
    return e.what();
  }
  return "";
}

TEST(Expr, MultiplicationBindsTighterThanAddition) {
  EXPECT_EQ(ival("2 + 3 * 4"), 14);
  EXPECT_EQ(ival("2 * 3 + 4"), 10);
  EXPECT_EQ(ival("2 * 3 % 4"), 2);  // (2 * 3) % 4: same level, left to right
  EXPECT_EQ(ival("1 + 7 % 4 * 2"), 7);
}

TEST(Expr, SameLevelOperatorsAreLeftAssociative) {
  EXPECT_EQ(ival("10 - 4 - 3"), 3);
  EXPECT_EQ(ival("64 / 4 / 2"), 8);
  EXPECT_EQ(ival("7 / 2 * 2"), 6);  // truncation happens at the division, not at the end
}

TEST(Expr, ParenthesesOverridePrecedence) {
  EXPECT_EQ(ival("(2 + 3) * 4"), 20);
  EXPECT_EQ(ival("2 * (3 + 4)"), 14);
  EXPECT_EQ(ival("((1 + 2) * (3 + 4))"), 21);
  EXPECT_EQ(ival("10 - (4 - 3)"), 9);
}

TEST(Expr, UnaryMinusAndPlus) {
  EXPECT_EQ(ival("-3 + 5"), 2);
  EXPECT_EQ(ival("-(2 + 3)"), -5);
  EXPECT_EQ(ival("--4"), 4);
  EXPECT_EQ(ival("2 * -3"), -6);
  EXPECT_EQ(ival("+7"), 7);
  EXPECT_EQ(ival("n - -n", {{"n", 5}}), 10);
}

TEST(Expr, IntegerDivisionTruncatesTowardZero) {
  EXPECT_EQ(ival("7 / 2"), 3);
  EXPECT_EQ(ival("-7 / 2"), -3);  // C semantics, not floor (-4)
  EXPECT_EQ(ival("7 / -2"), -3);
  EXPECT_EQ(ival("1 / 3"), 0);
}

TEST(Expr, IntegerModuloFollowsC) {
  EXPECT_EQ(ival("7 % 3"), 1);
  EXPECT_EQ(ival("-7 % 3"), -1);
  EXPECT_EQ(ival("7 % -3"), 1);
  EXPECT_EQ(ival("6 % 3"), 0);
}

TEST(Expr, ConvolutionOutputSize) {
  Bindings b = {{"h", 10}, {"k", 3}, {"s", 2}};
  EXPECT_EQ(ival("(h - k) / s + 1", b), 4);
  EXPECT_EQ(ival("h + 2 * 1 - k + 1", b), 10);
}

TEST(Expr, MinAndMax) {
  Bindings b = {{"a", 3}, {"b", 8}};
  EXPECT_EQ(ival("max(a, b)", b), 8);
  EXPECT_EQ(ival("min(a, b)", b), 3);
  EXPECT_EQ(ival("min(3, max(1, 2)) * 2"), 4);
  EXPECT_EQ(ival("max(a - b, 0)", b), 0);
  EXPECT_EQ(ival("max( -1 , -2 )"), -1);
}

TEST(Expr, RealEvaluationDoesNotTruncate) {
  EXPECT_DOUBLE_EQ(rval("7 / 2"), 3.5);
  EXPECT_DOUBLE_EQ(rval("1 / 4 * 4"), 1.0);
  EXPECT_DOUBLE_EQ(rval("7.5 % 2"), 1.5);
  EXPECT_DOUBLE_EQ(rval("8 * rows * d", {{"rows", 4096}, {"d", 1024}}), 8.0 * 4096 * 1024);
  // Counts beyond 2^31 must not wrap.
  EXPECT_DOUBLE_EQ(rval("2 * m * n * k", {{"m", 8192}, {"n", 8192}, {"k", 8192}}), 2.0 * 8192.0 * 8192 * 8192);
  EXPECT_EQ(ival("m * n", {{"m", 100000}, {"n", 100000}}), int64_t{10000000000});
}

TEST(Expr, FractionalLiterals) {
  EXPECT_DOUBLE_EQ(rval("0.5 * n", {{"n", 3}}), 1.5);
  EXPECT_DOUBLE_EQ(rval(".25 + 1"), 1.25);
  EXPECT_EQ(ival("2.5 * 2"), 5);
}

TEST(Expr, SqrtForWeightBounds) {  // PyTorch's default init: uniform +-1 / sqrt(fan_in)
  EXPECT_DOUBLE_EQ(rval("1 / sqrt(k * 9)", {{"k", 4}}), 1.0 / 6.0);
  EXPECT_EQ(ival("sqrt(n)", {{"n", 17}}), 4);  // integer evaluation truncates
  EXPECT_TRUE(Expr::parse("sqrt(2)").variables().empty());
  EXPECT_NE(error_of([] { Expr::parse("sqrt(2"); }).find("missing ')'"), std::string::npos);
  EXPECT_NE(error_of([] { rval("sqrt(0 - 1)"); }).find("negative"), std::string::npos);
}

TEST(Expr, WhitespaceIsIgnored) {
  EXPECT_EQ(ival("  n\t*2 ", {{"n", 21}}), 42);
  EXPECT_EQ(ival("max(n,2)", {{"n", 1}}), 2);
}

TEST(Expr, VariablesAreSortedAndUnique) {
  EXPECT_EQ(Expr::parse("(h - k) / s + max(h, t) * k").variables(),
            (std::vector<std::string>{"h", "k", "s", "t"}));
  EXPECT_TRUE(Expr::parse("min(2, 3) + 4").variables().empty());  // function names are not variables
  EXPECT_EQ(Expr::parse("n_1 * _x").variables(), (std::vector<std::string>{"_x", "n_1"}));
  EXPECT_EQ(Expr::parse("min + 1").variables(), (std::vector<std::string>{"min"}));  // not a call
}

TEST(Expr, TextIsKept) {
  Expr e = Expr::parse("2 * h");
  EXPECT_EQ(e.text(), "2 * h");
  EXPECT_FALSE(e.empty());
}

TEST(Expr, DefaultConstructedIsEmptyAndRefusesEvaluation) {
  Expr e;
  EXPECT_TRUE(e.empty());
  EXPECT_TRUE(e.variables().empty());
  EXPECT_THROW(e.eval_int({}), ExprError);
  EXPECT_THROW(e.eval_real({}), ExprError);
}

// A spec author must be told where in the text the problem is.
TEST(Expr, ParseErrorsNameTheColumn) {
  std::string m = error_of([] { Expr::parse("2 * * 3"); });
  EXPECT_NE(m.find("column 5"), std::string::npos) << m;
  EXPECT_NE(m.find("unexpected '*'"), std::string::npos) << m;
  EXPECT_NE(m.find("\"2 * * 3\""), std::string::npos) << m;

  m = error_of([] { Expr::parse("(1 + 2"); });
  EXPECT_NE(m.find("column 7"), std::string::npos) << m;
  EXPECT_NE(m.find("missing ')'"), std::string::npos) << m;

  m = error_of([] { Expr::parse("3 $ 4"); });
  EXPECT_NE(m.find("column 3"), std::string::npos) << m;
  EXPECT_NE(m.find("unexpected '$'"), std::string::npos) << m;

  m = error_of([] { Expr::parse("n 2"); });
  EXPECT_NE(m.find("column 3"), std::string::npos) << m;

  m = error_of([] { Expr::parse("n +"); });
  EXPECT_NE(m.find("ends early"), std::string::npos) << m;
  EXPECT_NE(m.find("column 4"), std::string::npos) << m;
}

TEST(Expr, OtherParseErrors) {
  EXPECT_NE(error_of([] { Expr::parse(""); }).find("ends early"), std::string::npos);
  EXPECT_NE(error_of([] { Expr::parse("max(1 2)"); }).find("expected ','"), std::string::npos);
  EXPECT_NE(error_of([] { Expr::parse("min(1, 2"); }).find("missing ')' after min()"), std::string::npos);
  EXPECT_NE(error_of([] { Expr::parse("1 + 2)"); }).find("unexpected ')'"), std::string::npos);
  EXPECT_THROW(Expr::parse("()"), ExprError);
  EXPECT_THROW(Expr::parse("n ** 2"), ExprError);
}

// std::stod's own exceptions must not escape: load_spec only turns ExprError into a SpecError.
TEST(Expr, MalformedNumbersThrowExprError) {
  EXPECT_NE(error_of([] { Expr::parse("."); }).find("column 1"), std::string::npos);
  EXPECT_NE(error_of([] { Expr::parse("n * ."); }).find("column 5"), std::string::npos);
  EXPECT_THROW(Expr::parse("1e999"), ExprError);
}

TEST(Expr, UnknownNameIsReportedAtEvaluation) {
  Expr e = Expr::parse("n + m");  // parsing does not know the bindings
  std::string m = error_of([&] { e.eval_int({{"n", 1}}); });
  EXPECT_NE(m.find("unknown name 'm'"), std::string::npos) << m;
  EXPECT_THROW(e.eval_real({{"m", 1}}), ExprError);
  EXPECT_EQ(e.eval_int({{"n", 1}, {"m", 2}}), 3);
}

TEST(Expr, DivisionByZeroThrows) {
  Bindings b = {{"n", 4}};
  for (const char* text : {"n / (n - n)", "5 % 0", "1 / 0"}) {
    SCOPED_TRACE(text);
    Expr e = Expr::parse(text);
    EXPECT_NE(error_of([&] { e.eval_int(b); }).find("division by zero"), std::string::npos);
    EXPECT_NE(error_of([&] { e.eval_real(b); }).find("division by zero"), std::string::npos);
  }
}

}  // namespace
}  // namespace km
