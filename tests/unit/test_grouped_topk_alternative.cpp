// SPDX-License-Identifier: Apache-2.0
// grouped_topk's near-tie at the kept-group boundary (the cpu sweep's seed-24 false alarm): where
// two group scores differ by less than fp32 can tell, the reference gives the answer with those
// groups swapped as the row's alternative, and an honest fp32 kernel that kept the other group
// passes; an answer that is neither (or half of each) still fails, and a clear gap gives none.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "core/compare.hpp"
#include "core/compare_selection.hpp"
#include "core/tensor.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

struct Routed {
  std::vector<RefTensor> ref;
  HostTensor gating;
};

// One token, 2 groups of 2 experts, the best group kept, both its experts chosen, sigmoid scores,
// no renormalization: the weights are the scores.
Routed route(std::vector<float> logits) {
  static Spec spec = load_spec(test::repo_path("operators/moe/grouped_topk.json"));
  Task t{&spec, DType::fp32};
  const Bindings v = {{"tokens", 1}, {"groups", 2}, {"per_group", 2}, {"topk_group", 1}, {"k", 2},
                      {"scoring", 1}, {"renormalize", 0}, {"routed_scaling_factor", 1.0}};
  std::vector<HostTensor> in = make_inputs(t, v, 1);
  for (size_t i = 0; i < logits.size(); ++i) store_as(DType::fp32, in[0].bytes.data() + 4 * i, logits[i]);
  return {run_reference(t, v, in), in[0]};
}

Comparison ids(const Routed& r, std::vector<int32_t> got) {
  SelectionInputs in;
  in.source = {"gating", DType::fp32, r.gating.bytes.data(), r.gating.numel()};
  OutputView v{"topk_ids", DType::i32, reinterpret_cast<const unsigned char*>(got.data()), 2};
  return compare_selection(v, r.ref[1], in, 2, TolerancePolicy{});
}

Comparison weights(const Routed& r, std::vector<float> got) {
  TolerancePolicy p;
  p.ulp = 4;
  p.reduction = 4;
  OutputView v{"topk_weights", DType::fp32, reinterpret_cast<const unsigned char*>(got.data()), 2};
  return compare_tensor(v, r.ref[0], p);
}

float sigmoid32(float x) { return 1.0f / (1.0f + std::exp(-x)); }

TEST(GroupedTopkAlternative, AnFp32TieOfGroupScoresMayKeepEitherGroup) {
  // Group 1's second logit is one fp32 step above 9: its score is 1e-10 higher in double, equal
  // in fp32, where the tie rule (lower group first) keeps group 0.
  const float up = std::nextafter(9.0f, 10.0f);
  ASSERT_EQ(sigmoid32(9.0f) + sigmoid32(9.0f), sigmoid32(9.0f) + sigmoid32(up));
  Routed r = route({9.0f, 9.0f, 9.0f, up});
  ASSERT_EQ(r.ref[1].values, (std::vector<double>{3, 2}));
  ASSERT_EQ(r.ref[1].alt.size(), 2u);
  EXPECT_EQ(r.ref[1].alt, (std::vector<double>{0, 1}));
  const float s = sigmoid32(9.0f);
  Comparison kept0 = ids(r, {1, 0});  // the fp32 kernel's answer: group 0, its experts in any order
  EXPECT_TRUE(kept0.ok()) << kept0.report();
  EXPECT_EQ(kept0.alternative, 2);
  Comparison w0 = weights(r, {s, s});
  EXPECT_TRUE(w0.ok()) << w0.report();
  EXPECT_TRUE(ids(r, {3, 2}).ok());  // the reference's own answer
  EXPECT_EQ(ids(r, {3, 0}).failed, 1);  // half of each answer
  EXPECT_FALSE(weights(r, {0.5f, 0.5f}).ok());
}

TEST(GroupedTopkAlternative, AClearGapGivesNoAlternative) {
  Routed r = route({9.0f, 9.0f, 9.0f, 9.5f});  // 1.4e-5 apart: fp32 tells them apart
  EXPECT_TRUE(r.ref[1].alt.empty());
  EXPECT_TRUE(r.ref[0].alt.empty());
  EXPECT_EQ(ids(r, {0, 1}).failed, 2);
  // An exact tie is ruled (lower group first), not an alternative.
  Routed tie = route({9.0f, 8.0f, 8.0f, 9.0f});
  EXPECT_TRUE(tie.ref[1].alt.empty());
  EXPECT_TRUE(ids(tie, {0, 1}).ok());
  EXPECT_EQ(ids(tie, {3, 2}).failed, 2);
}

}  // namespace
}  // namespace km
