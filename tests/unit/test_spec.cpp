// SPDX-License-Identifier: Apache-2.0
// Valid specs load into the right fields; catalogue loading, task lookup and --sizes parsing.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/spec.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

using json = nlohmann::json;

Spec load_repo_spec(const std::string& rel) { return load_spec(test::repo_path("operators/" + rel)); }
json repo_json(const std::string& rel) { return json::parse(test::read_file(test::repo_path("operators/" + rel))); }

/// Writes `j` as <root>/<category>/<name>.json and returns the path.
std::filesystem::path put(const std::filesystem::path& root, const json& j) {
  auto file = root / j["category"].get<std::string>() / (j["name"].get<std::string>() + ".json");
  test::write_file(file, j.dump(2));
  return file;
}

TEST(Spec, ReluLoadsWithEveryField) {
  Spec s = load_repo_spec("activation/relu.json");
  EXPECT_EQ(s.name, "relu");
  EXPECT_EQ(s.category, "activation");
  EXPECT_EQ(s.source, "pytorch");
  EXPECT_EQ(s.semantics, "y = torch.relu(x)");
  EXPECT_EQ(s.dtypes, (std::vector<DType>{DType::fp32, DType::fp16, DType::bf16}));
  EXPECT_EQ(s.sizes, (std::vector<std::string>{"n"}));
  EXPECT_TRUE(s.params.empty());
  ASSERT_EQ(s.inputs.size(), 1u);
  ASSERT_EQ(s.outputs.size(), 1u);
  EXPECT_EQ(s.inputs[0].name, "x");
  EXPECT_FALSE(s.inputs[0].fixed_dtype.has_value());
  ASSERT_EQ(s.inputs[0].shape.size(), 1u);
  EXPECT_EQ(s.inputs[0].shape[0].text(), "n");
  EXPECT_EQ(s.inputs[0].init.dist, InitSpec::Dist::normal);
  EXPECT_DOUBLE_EQ(s.inputs[0].init.mean, 0.25);
  EXPECT_DOUBLE_EQ(s.inputs[0].init.std, 1.0);
  EXPECT_TRUE(s.inputs[0].init.scale);  // default for normal
  EXPECT_EQ(s.outputs[0].name, "y");
  EXPECT_EQ(s.set_names,
            (std::vector<std::string>{"small", "heldout", "bench_cuda", "empty", "bench"}));
  ASSERT_EQ(s.shapes.at("empty").size(), 1u);  // zero-size dimensions: only this set has them
  EXPECT_EQ(s.shapes.at("empty")[0].values.at("n"), 0);
  ASSERT_EQ(s.shapes.at("small").size(), 4u);
  EXPECT_EQ(s.shapes.at("small")[2].set, "small");
  EXPECT_EQ(s.shapes.at("small")[2].index, 2);
  EXPECT_EQ(s.shapes.at("small")[3].values.at("n"), 4099);
  EXPECT_EQ(s.shapes.at("bench")[0].values.at("n"), 2097152);
  EXPECT_EQ(s.tolerance.ulp, 0);
  EXPECT_TRUE(s.tolerance.reduction.empty());
  EXPECT_FALSE(s.tolerance.why.empty());
  EXPECT_EQ(s.flops.text(), "n");
  EXPECT_TRUE(s.bytes.empty());
}

TEST(Spec, LayerNormParamsInitsAndTolerance) {
  Spec s = load_repo_spec("normalization/layer_norm.json");
  ASSERT_EQ(s.params.size(), 1u);
  EXPECT_EQ(s.params[0].name, "eps");
  EXPECT_FALSE(s.params[0].is_int);
  EXPECT_DOUBLE_EQ(s.params[0].value, 1e-5);
  for (const auto& [set, cases] : s.shapes)
    for (const ShapeCase& c : cases) EXPECT_DOUBLE_EQ(c.values.at("eps"), 1e-5) << set;  // default filled in
  EXPECT_EQ(s.inputs[1].init.dist, InitSpec::Dist::uniform);
  EXPECT_DOUBLE_EQ(s.inputs[1].init.lo.eval_real({}), 0.5);
  EXPECT_DOUBLE_EQ(s.inputs[1].init.hi.eval_real({}), 1.5);
  EXPECT_EQ(s.tolerance.ulp, 4);
  EXPECT_EQ(s.tolerance.abs_ulp, 0);
  EXPECT_EQ(s.tolerance.reduction.text(), "d");
  EXPECT_DOUBLE_EQ(s.flops.eval_real({{"rows", 2}, {"d", 3}}), 48);
}

TEST(Spec, IntInitDefaultsToUnscaledAndFixedDtypeIsKept) {
  Spec s = load_repo_spec("index/embedding.json");
  const TensorSpec& idx = s.inputs[1];
  EXPECT_EQ(idx.name, "idx");
  EXPECT_EQ(idx.init.dist, InitSpec::Dist::integer);
  EXPECT_FALSE(idx.init.scale);  // an index must not be multiplied by 2^u
  ASSERT_TRUE(idx.fixed_dtype.has_value());
  EXPECT_EQ(*idx.fixed_dtype, DType::i64);
  EXPECT_EQ(idx.init.hi.eval_int({{"v", 10}}), 9);
  Task t{&s, DType::fp32};
  EXPECT_EQ(t.dtype_of(idx), DType::i64);
  EXPECT_EQ(t.dtype_of(s.inputs[0]), DType::fp32);
  EXPECT_EQ(s.bytes.text(), "2 * n * d * elem + 8 * n");
}

TEST(Spec, DefaultsWhenToleranceOmittedAndScaleExplicit) {
  test::TempDir tmp;
  json j = repo_json("activation/relu.json");
  j.erase("tolerance");
  j["inputs"][0]["init"]["scale"] = false;
  Spec s = load_spec(put(tmp.path(), j));
  EXPECT_EQ(s.tolerance.ulp, 2);
  EXPECT_EQ(s.tolerance.abs_ulp, 0);
  EXPECT_TRUE(s.tolerance.reduction.empty());
  EXPECT_FALSE(s.inputs[0].init.scale);
}

// Cheap sets must run first and bench last, whatever the JSON order.
TEST(Spec, SetNamesOrderSmallHeldoutOthersBench) {
  test::TempDir tmp;
  json j = repo_json("activation/relu.json");
  j["shapes"].erase("bench_cuda");  // only the sets this test adds besides the required ones
  j["shapes"].erase("empty");
  j["shapes"]["medium"] = json::array({{{"n", 100}}});
  j["shapes"]["aaa"] = json::array({{{"n", 5}}});
  Spec s = load_spec(put(tmp.path(), j));
  ASSERT_EQ(s.set_names.size(), 5u);
  EXPECT_EQ(s.set_names.front(), "small");
  EXPECT_EQ(s.set_names[1], "heldout");
  EXPECT_EQ(s.set_names.back(), "bench");
  std::vector<std::string> middle(s.set_names.begin() + 2, s.set_names.end() - 1);
  std::sort(middle.begin(), middle.end());
  EXPECT_EQ(middle, (std::vector<std::string>{"aaa", "medium"}));
  EXPECT_EQ(s.shapes.at("medium")[0].values.at("n"), 100);
}

TEST(Spec, ShapeEntryOverridesParam) {
  test::TempDir tmp;
  json j = repo_json("normalization/layer_norm.json");
  j["shapes"]["small"][1]["eps"] = 0.1;
  Spec s = load_spec(put(tmp.path(), j));
  EXPECT_DOUBLE_EQ(s.shapes.at("small")[1].values.at("eps"), 0.1);
  EXPECT_DOUBLE_EQ(s.shapes.at("small")[0].values.at("eps"), 1e-5);
}

TEST(Catalogue, DuplicateNameNamesTheSecondFile) {
  test::TempDir tmp;
  json a = repo_json("activation/relu.json");
  a["category"] = "a";
  json b = a;
  b["category"] = "b";
  auto fa = put(tmp.path(), a);
  auto fb = put(tmp.path(), b);
  try {
    load_catalogue(tmp.path());
    FAIL() << "duplicate op name accepted";
  } catch (const SpecError& e) {
    EXPECT_EQ(e.file, fb.generic_string());
    EXPECT_EQ(e.field, "name");
    EXPECT_NE(std::string(e.what()).find("already defined by " + fa.generic_string()), std::string::npos) << e.what();
  }
}

TEST(Catalogue, LoadsEverySpecAndFindsTasks) {
  test::TempDir tmp;
  put(tmp.path(), repo_json("activation/relu.json"));
  put(tmp.path(), repo_json("normalization/layer_norm.json"));
  test::write_file(tmp / "README.md", "not a spec");  // only *.json counts
  std::vector<Spec> cat = load_catalogue(tmp.path());
  ASSERT_EQ(cat.size(), 2u);

  auto t = find_task(cat, "layer_norm_bf16");
  ASSERT_TRUE(t.has_value());
  EXPECT_EQ(t->spec->name, "layer_norm");
  EXPECT_EQ(t->dtype, DType::bf16);
  EXPECT_EQ(t->name(), "layer_norm_bf16");
  EXPECT_FALSE(find_task(cat, "relu_f64").has_value());  // relu has no fp64 variant
  EXPECT_FALSE(find_task(cat, "relu").has_value());
  EXPECT_FALSE(find_task(cat, "relu_fp32").has_value());  // suffix, not dtype name
}

TEST(Catalogue, NotAFolder) {
  test::TempDir tmp;
  try {
    load_catalogue(tmp / "missing");
    FAIL() << "no SpecError";
  } catch (const SpecError& e) {
    EXPECT_EQ(e.field, "(folder)");
  }
}

TEST(Task, TaskOfChecksTheSpecsDtypes) {
  Spec s = load_repo_spec("activation/relu.json");
  Task t = task_of(s, "fp16");
  EXPECT_EQ(t.dtype, DType::fp16);
  EXPECT_EQ(t.name(), "relu_f16");
  for (const char* bad : {"fp64", "f16", "i64", ""}) {
    SCOPED_TRACE(bad);
    try {
      task_of(s, bad);
      FAIL() << "accepted";
    } catch (const SpecError& e) {
      EXPECT_EQ(e.field, "dtypes");
    }
  }
}

TEST(Task, ShapeOfAndNumel) {
  Spec s = load_repo_spec("conv/conv2d.json");
  const Bindings& v = s.shapes.at("small")[1].values;  // n2 ci3 h7 w5 co4 kh3 kw3 p1
  EXPECT_EQ(shape_of(s.outputs[0], v), (std::vector<int64_t>{2, 4, 7, 5}));
  EXPECT_EQ(numel_of(shape_of(s.inputs[1], v)), 4 * 3 * 3 * 3);
  EXPECT_EQ(numel_of({}), 1);  // a scalar tensor has one element
}

TEST(ParseCase, RoundTripsWithDescribeCase) {
  for (const char* rel : {"normalization/layer_norm.json", "conv/conv2d.json", "activation/relu.json"}) {
    Spec s = load_repo_spec(rel);
    for (const auto& [set, cases] : s.shapes)
      for (const ShapeCase& c : cases) {
        std::string text = describe_case(s, c.values);
        EXPECT_EQ(parse_case(s, text), c.values) << rel << " " << text;
      }
  }
}

TEST(ParseCase, DescribeListsSizesInOrderAndOnlyChangedParams) {
  Spec s = load_repo_spec("normalization/layer_norm.json");
  EXPECT_EQ(describe_case(s, {{"rows", 3}, {"d", 17}, {"eps", 1e-5}}), "rows=3,d=17");
  EXPECT_EQ(describe_case(s, {{"rows", 3}, {"d", 17}, {"eps", 0.5}}), "rows=3,d=17,eps=0.5");
  Bindings b = parse_case(s, "d=17,rows=3");  // any order; eps from the spec
  EXPECT_EQ(b, (Bindings{{"rows", 3}, {"d", 17}, {"eps", 1e-5}}));
  EXPECT_DOUBLE_EQ(parse_case(s, "rows=1,d=2,eps=0.25").at("eps"), 0.25);
}

TEST(ParseCase, Errors) {
  Spec s = load_repo_spec("normalization/layer_norm.json");
  auto problem = [&](const std::string& text) -> std::string {
    try {
      parse_case(s, text);
    } catch (const SpecError& e) {
      EXPECT_EQ(e.field, "--sizes");
      return e.what();
    }
    return "(no error)";
  };
  EXPECT_NE(problem("rows=3").find("size 'd' is missing"), std::string::npos);
  EXPECT_NE(problem("rows=3,d=4,k=2").find("'k' is not a size or param of layer_norm"), std::string::npos);
  EXPECT_NE(problem("rows=3,d").find("'d' is not name=value"), std::string::npos);
  EXPECT_NE(problem("rows=x,d=4").find("has no numeric value"), std::string::npos);
  EXPECT_NE(problem("").find("is missing"), std::string::npos);
}

}  // namespace
}  // namespace km
