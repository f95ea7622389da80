// SPDX-License-Identifier: Apache-2.0
// The private overlay (KM_PRIVATE_DIR): a published catalogue keeps its held-out shapes and drawn
// set elsewhere. It may replace exactly those, and its mistakes are reported at its own file.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/spec.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

using json = nlohmann::json;

class PrivateOverlay : public ::testing::Test {
 protected:
  test::TempDir tmp;
  std::filesystem::path spec = tmp.path() / "operators" / "activation" / "relu.json";
  std::filesystem::path priv = tmp.path() / "private";
  std::filesystem::path overlay = priv / "operators" / "activation" / "relu.json";
  void SetUp() override {
    test::write_file(spec, test::read_file(test::repo_path("operators/activation/relu.json")));
  }
  SpecError error_of(const json& patch) {
    test::write_file(overlay, patch.dump(2));
    try {
      load_spec(spec, priv);
    } catch (const SpecError& e) {
      return e;
    }
    ADD_FAILURE() << "no error for " << patch.dump();
    return SpecError("", "", "");
  }
};

TEST_F(PrivateOverlay, ReplacesHeldoutShapesAndNothingElse) {
  test::write_file(overlay, R"({"shapes": {"heldout": [{"n": 123457}, {"n": 99991}]}})");
  Spec pub = load_spec(spec);
  Spec s = load_spec(spec, priv);
  EXPECT_EQ(s.overlay, overlay);
  EXPECT_TRUE(pub.overlay.empty());
  ASSERT_EQ(s.shapes.at("heldout").size(), 2u);
  EXPECT_EQ(s.shapes.at("heldout")[0].values.at("n"), 123457);
  EXPECT_EQ(s.shapes.at("small").size(), pub.shapes.at("small").size());
  EXPECT_EQ(s.shapes.at("bench").size(), pub.shapes.at("bench").size());
  EXPECT_EQ(s.variants.size(), pub.variants.size());
}

TEST_F(PrivateOverlay, ReplacesTheDrawnSet) {
  test::write_file(overlay, R"({"draw": {"ranges": {"n": [5, 9]}}})");
  Spec s = load_spec(spec, priv);
  for (uint64_t seed : {1u, 2u, 3u})
    for (const ShapeCase& c : drawn_cases(s, seed)) {
      EXPECT_GE(c.values.at("n"), 5);
      EXPECT_LE(c.values.at("n"), 9);
    }
}

TEST_F(PrivateOverlay, WithoutAnOverlayFileThePublicSpecIsUsed) {
  std::filesystem::create_directories(priv);
  Spec s = load_spec(spec, priv);
  EXPECT_TRUE(s.overlay.empty());
  EXPECT_EQ(s.shapes.at("heldout").size(), load_spec(spec).shapes.at("heldout").size());
}

TEST_F(PrivateOverlay, MayNotChangeTheOpItself) {
  SpecError e = error_of({{"tolerance", {{"ulp", 1000}}}});
  EXPECT_EQ(e.file, overlay.generic_string());
  EXPECT_EQ(e.field, "tolerance");
  e = error_of({{"shapes", {{"small", json::array({{{"n", 2}}})}}}});
  EXPECT_EQ(e.file, overlay.generic_string());
  EXPECT_EQ(e.field, "shapes.small");
}

TEST_F(PrivateOverlay, ItsMistakesAreReportedAtItsOwnFile) {
  SpecError e = error_of({{"shapes", {{"heldout", json::array({{{"m", 2}}})}}}});
  EXPECT_EQ(e.file, overlay.generic_string());
  EXPECT_EQ(e.field.rfind("shapes.heldout", 0), 0u) << e.field;
  e = error_of({{"draw", {{"ranges", {{"n", {9, 5}}}}}}});
  EXPECT_EQ(e.file, overlay.generic_string());
  EXPECT_EQ(e.field.rfind("draw", 0), 0u) << e.field;
  test::write_file(overlay, "{");
  try {
    load_spec(spec, priv);
    ADD_FAILURE() << "no error";
  } catch (const SpecError& x) {
    EXPECT_EQ(x.file, overlay.generic_string());
    EXPECT_EQ(x.field, "(json)");
  }
}

}  // namespace
}  // namespace km
