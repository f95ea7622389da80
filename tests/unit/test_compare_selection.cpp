// SPDX-License-Identifier: Apache-2.0
// The `selection` check's element rule: any order of ties passes; an index out of range, repeated
// in its row, selecting another value, disagreeing with the companion values output, off the
// declared stable order, or (with a reference key) selecting an element the reference ranks
// differently fails, each counted under its reason.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

#include "core/compare_selection.hpp"

namespace km {
namespace {

/// One row of x (fp32) and index answers (i64) for a sort of it.
struct Row {
  std::vector<float> x;
  std::vector<int64_t> idx;
  std::vector<float> values;  // the companion output, when used

  OutputView source() const {
    return {"x", DType::fp32, reinterpret_cast<const unsigned char*>(x.data()),
            static_cast<int64_t>(x.size())};
  }
  OutputView got() const {
    return {"indices", DType::i64, reinterpret_cast<const unsigned char*>(idx.data()),
            static_cast<int64_t>(idx.size())};
  }
};

RefTensor ref_indices(std::vector<double> v) {
  RefTensor t;
  t.shape = {static_cast<int64_t>(v.size())};
  t.values = std::move(v);
  return t;
}

Comparison judge(const Row& row, const RefTensor& exp, bool stable = false, bool with_values = false,
                 int64_t k = -1) {
  SelectionInputs in;
  in.source = row.source();
  in.stable = stable;
  OutputView values{"values", DType::fp32, reinterpret_cast<const unsigned char*>(row.values.data()),
                    static_cast<int64_t>(row.values.size())};
  if (with_values) in.values = &values;
  return compare_selection(row.got(), exp, in, k < 0 ? static_cast<int64_t>(row.idx.size()) : k,
                           TolerancePolicy{});
}

// Descending sort of [3, 1, 3, 2]: torch's stable answer is [0, 2, 3, 1].
const RefTensor kRef = ref_indices({0, 2, 3, 1});

TEST(CompareSelection, AnyOrderOfTiesPasses) {
  Comparison c = judge({{3, 1, 3, 2}, {2, 0, 3, 1}, {3, 3, 2, 1}}, kRef, false, true);
  EXPECT_TRUE(c.ok()) << c.report();
  EXPECT_EQ(c.checked, 4);
  EXPECT_EQ(c.check, CheckKind::selection);
}

TEST(CompareSelection, RepeatedIndexFails) {
  Comparison c = judge({{3, 1, 3, 2}, {0, 0, 3, 1}}, kRef);
  EXPECT_EQ(c.failed, 1);
  EXPECT_NE(c.report().find("1 repeated in their row"), std::string::npos) << c.report();
  EXPECT_EQ(c.first.at(0).index, 1);
}

TEST(CompareSelection, IndexOfAnotherValueFails) {
  Comparison c = judge({{3, 1, 3, 2}, {0, 1, 3, 2}}, kRef);
  EXPECT_EQ(c.failed, 2);
  EXPECT_NE(c.report().find("2 select a value (or ranking key) other than the reference's"),
            std::string::npos)
      << c.report();
}

TEST(CompareSelection, OutOfRangeFails) {
  Comparison c = judge({{3, 1, 3, 2}, {0, 2, 4, -1}}, kRef);
  EXPECT_EQ(c.failed, 2);
  EXPECT_NE(c.report().find("2 out of range"), std::string::npos) << c.report();
  EXPECT_NE(c.report().find("in [0, 4)"), std::string::npos) << c.report();
}

TEST(CompareSelection, CompanionValuesMustHoldTheGather) {
  // Right indices, but the values output swapped two unequal elements.
  Comparison c = judge({{3, 1, 3, 2}, {0, 2, 3, 1}, {3, 3, 1, 2}}, kRef, false, true);
  EXPECT_EQ(c.failed, 2);
  EXPECT_NE(c.report().find("companion values output"), std::string::npos) << c.report();
}

TEST(CompareSelection, CompanionNanOfOtherBitsPassesAndZeroOfOtherSignFails) {
  // Ascending sort of [nan, 1, -0]: indices [2, 1, 0]. A values output whose NaN has another payload
  // (0x7fc00001, where the input holds the default quiet NaN) is the same value, as the exact check
  // says; a +0 where the index selects -0 is not the element selected.
  const float nan = std::numeric_limits<float>::quiet_NaN();
  float other_nan;
  const uint32_t bits = 0x7fc00001u;
  std::memcpy(&other_nan, &bits, sizeof bits);
  ASSERT_TRUE(std::isnan(other_nan));
  ASSERT_NE(std::memcmp(&other_nan, &nan, sizeof nan), 0);
  const RefTensor ref = ref_indices({2, 1, 0});
  Comparison c = judge({{nan, 1, -0.0f}, {2, 1, 0}, {-0.0f, 1, other_nan}}, ref, false, true);
  EXPECT_TRUE(c.ok()) << c.report();
  c = judge({{nan, 1, -0.0f}, {2, 1, 0}, {0.0f, 1, nan}}, ref, false, true);
  EXPECT_EQ(c.failed, 1);
  EXPECT_NE(c.report().find("1 do not hold the value at that index in the companion values output"),
            std::string::npos)
      << c.report();
  // A NaN where the index selects a number (or the reverse) still disagrees.
  c = judge({{nan, 1, -0.0f}, {2, 1, 0}, {-0.0f, nan, 1}}, ref, false, true);
  EXPECT_EQ(c.failed, 2);
}

TEST(CompareSelection, StableDemandsTheReferenceOrder) {
  EXPECT_TRUE(judge({{3, 1, 3, 2}, {0, 2, 3, 1}}, kRef, true).ok());
  Comparison c = judge({{3, 1, 3, 2}, {2, 0, 3, 1}}, kRef, true);
  EXPECT_EQ(c.failed, 2);
  EXPECT_NE(c.report().find("stable order"), std::string::npos) << c.report();
}

TEST(CompareSelection, NanTiesNanAndSignedZerosTie) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_TRUE(judge({{nan, 1, nan}, {2, 0, 1}}, ref_indices({0, 2, 1})).ok());
  EXPECT_TRUE(judge({{-0.0f, 0.0f, 1}, {2, 1, 0}}, ref_indices({2, 0, 1})).ok());
}

TEST(CompareSelection, RowsAreJudgedSeparately) {
  // topk with k = 2 of two rows of 3: [5, 5, 1] and [0, 7, 7]; an index is a position in its row.
  Row two{{5, 5, 1, 0, 7, 7}, {1, 0, 2, 1}};
  Comparison c = judge(two, ref_indices({0, 1, 1, 2}), false, false, 2);
  EXPECT_TRUE(c.ok()) << c.report();
  two.idx = {1, 0, 1, 1};  // row 1 repeats its index
  EXPECT_EQ(judge(two, ref_indices({0, 1, 1, 2}), false, false, 2).failed, 1);
  // A timed call's sample judges only the rows it names.
  SelectionInputs in;
  in.source = two.source();
  const std::vector<int64_t> row0{0}, row1{1};
  Comparison c0 = compare_selection(two.got(), ref_indices({0, 1, 1, 2}), in, 2, {}, &row0);
  EXPECT_TRUE(c0.ok()) << c0.report();
  EXPECT_EQ(c0.checked, 2);
  EXPECT_EQ(compare_selection(two.got(), ref_indices({0, 1, 1, 2}), in, 2, {}, &row1).failed, 1);
}

TEST(CompareSelection, ReferenceKeyReplacesTheValues) {
  // Equal values, but the reference ranks position 2 out (key -inf: a dropped group's expert).
  RefTensor exp = ref_indices({0, 1});
  exp.key = {1.0, 1.0, -std::numeric_limits<double>::infinity()};
  Row row{{4, 4, 4}, {0, 2}};
  Comparison c = judge(row, exp, false, false, 2);
  EXPECT_EQ(c.failed, 1);
  row.idx = {1, 0};
  EXPECT_TRUE(judge(row, exp, false, false, 2).ok());
}

TEST(CompareSelection, ARowMayHoldTheReferencesAlternativeAsAWhole) {
  // grouped_topk-like: two rows of 4 experts, k = 2. Row 0's kept group is a near-tie: the answer
  // keeps experts {0, 1} (key: 2, 3 dropped), the alternative {2, 3} (its own key). Row 1 has none.
  const double inf = std::numeric_limits<double>::infinity(), nan = std::nan("");
  RefTensor exp = ref_indices({1, 0, 1, 0});
  exp.key = {0.5, 0.6, -inf, -inf, 0.7, 0.8, -inf, -inf};
  exp.alt = {3, 2, nan, nan};
  exp.alt_key = {-inf, -inf, 0.4, 0.9, nan, nan, nan, nan};
  Row row{{1, 1, 1, 1, 1, 1, 1, 1}, {3, 2, 1, 0}};
  Comparison c = judge(row, exp, false, false, 2);
  EXPECT_TRUE(c.ok()) << c.report();
  EXPECT_EQ(c.alternative, 2);
  row.idx = {1, 0, 1, 0};  // the answer itself
  c = judge(row, exp, false, false, 2);
  EXPECT_TRUE(c.ok()) << c.report();
  EXPECT_EQ(c.alternative, 0);
  row.idx = {1, 3, 1, 0};  // half of each: neither answer as a whole
  c = judge(row, exp, false, false, 2);
  EXPECT_EQ(c.failed, 1) << c.report();
  EXPECT_EQ(c.first.at(0).index, 1);  // reported against the answer
  row.idx = {1, 0, 3, 2};  // row 1 has no alternative
  EXPECT_EQ(judge(row, exp, false, false, 2).failed, 2);
}

TEST(CompareSelection, PaddingMustSitWhereTheReferencePads) {
  // moe_align_block_size of expert ids [1, 0, 1] with block 2: expert 0's segment {1, pad},
  // expert 1's {0, 2} in any order; the padding value is the row length 3.
  auto padded = [](std::vector<int64_t> idx) {
    Row row{{1, 0, 1}, std::move(idx)};
    SelectionInputs in;
    in.source = row.source();
    in.padded = true;
    return compare_selection(row.got(), ref_indices({1, 3, 0, 2}), in, 4, TolerancePolicy{});
  };
  EXPECT_TRUE(padded({1, 3, 2, 0}).ok()) << padded({1, 3, 2, 0}).report();
  Comparison moved = padded({3, 1, 0, 2});  // the pad first in its segment: both positions fail
  EXPECT_EQ(moved.failed, 2);
  EXPECT_NE(moved.report().find("1 hold an index where the reference pads"), std::string::npos)
      << moved.report();
  EXPECT_NE(moved.report().find("1 hold the padding value n where the reference selects"),
            std::string::npos) << moved.report();
  EXPECT_EQ(padded({1, 3, 0, 0}).failed, 1);  // a repeat is still a repeat
  // Without the rule the padding value is out of range.
  Row row{{1, 0, 1}, {1, 3, 0, 2}};
  SelectionInputs in;
  in.source = row.source();
  EXPECT_EQ(compare_selection(row.got(), ref_indices({1, 3, 0, 2}), in, 4, TolerancePolicy{}).failed, 1);
}

TEST(CompareSelection, CountsUnwrittenIndices) {
  Row row{{3, 1, 3, 2}, {0, 2, 3, 1}};
  uint64_t poison;
  std::memset(&poison, 0xA5, sizeof poison);
  std::memcpy(&row.idx[3], &poison, sizeof poison);
  TolerancePolicy pol;
  pol.has_poison = true;
  pol.poison = poison;
  SelectionInputs in;
  in.source = row.source();
  Comparison c = compare_selection(row.got(), kRef, in, 4, pol);
  EXPECT_EQ(c.failed, 1);
  EXPECT_EQ(c.unwritten, 1);
}

// The `empty` set (session 44): topk with k = 0, or sort of 0 rows, has no index to judge. The
// check passes vacuously (checked 0, which a run of such cases alone reports as mistrusted)
// instead of throwing "bad row length" (a HARNESS_ERROR for every kernel, until session 44).
TEST(CompareSelection, NoIndexToJudgeIsVacuous) {
  Comparison none = judge({{3, 1, 3, 2}, {}, {}}, ref_indices({}), false, false, 0);
  EXPECT_TRUE(none.ok()) << none.report();
  EXPECT_EQ(none.checked, 0);
  Comparison no_rows = judge({{}, {}, {}}, ref_indices({}), false, false, 5);
  EXPECT_TRUE(no_rows.ok()) << no_rows.report();
  EXPECT_EQ(no_rows.checked, 0);
}

}  // namespace
}  // namespace km
