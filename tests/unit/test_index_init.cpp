// SPDX-License-Identifier: Apache-2.0
// The index generators (init dist unique, permutation, offsets, and sentinels): what each
// promises the kernel, reproducibly, and the errors a misused one gets.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "core/spec.hpp"
#include "core/tensor.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

std::string spec_text(const std::string& idx_init, const std::string& idx_dtype = "i64",
                      const std::string& shape = R"(["r", "k"])") {
  return R"({"name": "odd", "category": "t", "source": "llm", "description": "d",
    "semantics": "y = x", "dtypes": ["fp32"], "sizes": ["r", "n", "k"],
    "inputs": [{"name": "x", "shape": ["n"], "init": {"dist": "normal", "mean": 0, "std": 1}},
               {"name": "idx", "dtype": ")" + idx_dtype + R"(", "shape": )" + shape +
         R"(, "init": )" + idx_init + R"(}],
    "outputs": [{"name": "y", "shape": ["n"]}],
    "shapes": {"small": [{"r": 3, "n": 50, "k": 40}], "heldout": [{"r": 2, "n": 9, "k": 9}],
               "bench": [{"r": 1, "n": 5000, "k": 4000}]},
    "flops": "n"})";
}

std::string load_error(const std::string& text) {
  test::TempDir tmp;
  auto file = tmp.path() / "t" / "odd.json";
  test::write_file(file, text);
  try {
    load_spec(file);
  } catch (const SpecError& e) {
    return e.field + ": " + e.what();
  }
  return "";
}

std::vector<HostTensor> draw(const std::string& text, const Bindings& v, uint64_t seed) {
  test::TempDir tmp;
  auto file = tmp.path() / "t" / "odd.json";
  test::write_file(file, text);
  Spec s = load_spec(file);
  return make_inputs(Task{&s, DType::fp32}, v, seed);
}

TEST(IndexInit, UniqueRowsAreDistinctAndInRange) {
  const std::string text = spec_text(R"({"dist": "unique", "lo": 0, "hi": "n - 1"})");
  const Bindings v{{"r", 3}, {"n", 50}, {"k", 40}};
  auto in = draw(text, v, 7);
  for (int64_t r = 0; r < 3; ++r) {
    std::set<double> seen;
    for (int64_t j = 0; j < 40; ++j) {
      const double x = in[1].at(r * 40 + j);
      EXPECT_GE(x, 0);
      EXPECT_LE(x, 49);
      seen.insert(x);
    }
    EXPECT_EQ(seen.size(), 40u) << "row " << r;
  }
  EXPECT_EQ(draw(text, v, 7)[1].bytes, in[1].bytes);  // reproducible from (op, seed, tensor)
  EXPECT_NE(draw(text, v, 8)[1].bytes, in[1].bytes);
}

TEST(IndexInit, UniqueRowsMayBeSorted) {
  const Bindings v{{"r", 3}, {"n", 50}, {"k", 40}};
  auto up = draw(spec_text(R"({"dist": "unique", "lo": 0, "hi": "n - 1", "order": "ascending"})"), v, 7);
  auto down = draw(spec_text(R"({"dist": "unique", "lo": 0, "hi": "n - 1", "order": "descending"})"), v, 7);
  auto plain = draw(spec_text(R"({"dist": "unique", "lo": 0, "hi": "n - 1"})"), v, 7);
  for (int64_t r = 0; r < 3; ++r) {
    std::multiset<double> a, b;
    for (int64_t j = 0; j < 40; ++j) {
      if (j) EXPECT_LT(up[1].at(r * 40 + j - 1), up[1].at(r * 40 + j));    // strictly: distinct
      if (j) EXPECT_GT(down[1].at(r * 40 + j - 1), down[1].at(r * 40 + j));
      a.insert(up[1].at(r * 40 + j));
      b.insert(plain[1].at(r * 40 + j));
    }
    EXPECT_EQ(a, b) << "row " << r << ": the same values as the unsorted draw, ordered";
  }
  const std::string not_unique =
      load_error(spec_text(R"({"dist": "int", "lo": 0, "hi": 9, "order": "ascending"})"));
  EXPECT_NE(not_unique.find("inputs[1].init.order"), std::string::npos) << not_unique;
  EXPECT_NE(not_unique.find("is for the unique dist only"), std::string::npos) << not_unique;
  EXPECT_NE(load_error(spec_text(R"({"dist": "unique", "lo": 0, "hi": 99, "order": "up"})"))
                .find("'up' is not one of ascending, descending"),
            std::string::npos);
  EXPECT_NE(load_error(spec_text(
                R"({"dist": "unique", "lo": 0, "hi": 99, "sentinel": -1, "sentinel_rate": 0.1, "order": "ascending"})"))
                .find("inputs[1].init.order"),
            std::string::npos);
}

TEST(IndexInit, PermutationsAndOffsets) {
  auto perm = draw(spec_text(R"({"dist": "permutation"})", "i32"), {{"r", 2}, {"n", 9}, {"k", 9}}, 3);
  for (int64_t r = 0; r < 2; ++r) {
    std::set<double> seen;
    for (int64_t j = 0; j < 9; ++j) seen.insert(perm[1].at(r * 9 + j));
    EXPECT_EQ(seen, (std::set<double>{0, 1, 2, 3, 4, 5, 6, 7, 8}));
  }
  auto off = draw(spec_text(R"({"dist": "offsets", "hi": "n"})", "i32", R"(["k"])"),
                  {{"r", 1}, {"n", 5000}, {"k", 40}}, 5);
  EXPECT_EQ(off[1].at(0), 0);
  EXPECT_EQ(off[1].at(39), 5000);
  for (int64_t j = 1; j < 40; ++j) EXPECT_LE(off[1].at(j - 1), off[1].at(j));
}

// Index tensors of 0 elements (the `empty` set): each generator writes nothing. Until session 44
// offsets wrote its first element, 0, into a tensor that has none (heap overrun; validate --deep's
// child died of SIGSEGV at moe_compute_expert_tokens n = 0).
TEST(IndexInit, EmptyIndexTensorsGetNoElement) {
  for (const char* init : {R"({"dist": "offsets", "hi": "n"})", R"({"dist": "permutation"})",
                           R"({"dist": "unique", "lo": 0, "hi": "n - 1"})"}) {
    auto t = draw(spec_text(init, "i32", R"(["k"])"), {{"r", 1}, {"n", 50}, {"k", 0}}, 7);
    EXPECT_EQ(t[1].numel(), 0) << init;
    EXPECT_TRUE(t[1].bytes.empty()) << init;
  }
}

TEST(IndexInit, SentinelsTakeTheirShare) {
  auto in = draw(spec_text(R"({"dist": "unique", "lo": 0, "hi": 9999, "sentinel": -1, "sentinel_rate": 0.25})"),
                 {{"r", 1}, {"n", 5000}, {"k", 4000}}, 11);
  int64_t holes = 0;
  std::set<double> seen;
  for (int64_t j = 0; j < 4000; ++j) {
    const double x = in[1].at(j);
    if (x == -1) {
      ++holes;
      continue;
    }
    EXPECT_TRUE(seen.insert(x).second) << "repeated " << x;  // still no repeats
  }
  EXPECT_GT(holes, 850);  // 1000 expected
  EXPECT_LT(holes, 1150);
}

TEST(IndexInit, MisusesNameTheField) {
  // Fewer values in [lo, hi] than a row needs: the fixed shape (k = 40 from 50 is fine, 9 from 9
  // too) with hi lowered to 30.
  EXPECT_NE(load_error(spec_text(R"({"dist": "unique", "lo": 0, "hi": 30})")).find("distinct values a row"),
            std::string::npos);
  EXPECT_NE(load_error(spec_text(R"({"dist": "unique", "lo": 0, "hi": 99})", "T")).find("inputs[1].init.dist"),
            std::string::npos);
  EXPECT_NE(load_error(spec_text(R"({"dist": "offsets", "hi": "n"})")).find("one-dimensional"),
            std::string::npos);
  EXPECT_NE(load_error(spec_text(R"({"dist": "int", "lo": 0, "hi": 9, "sentinel": -1})"))
                .find("inputs[1].init.sentinel_rate"),
            std::string::npos);
  EXPECT_NE(load_error(spec_text(R"({"dist": "sorted"})")).find("inputs[1].init.dist"),
            std::string::npos);
  EXPECT_EQ(load_error(spec_text(R"({"dist": "unique", "lo": 0, "hi": "n - 1"})")), "");
}

}  // namespace
}  // namespace km
