// SPDX-License-Identifier: Apache-2.0
// operators/spec.schema.json is what editors and `kernelmark validate` check a spec against before the
// C++ loader sees it: every catalogue spec must pass it, and each malformed spec below must be
// caught with the field path the loader would name.
#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/json_schema.hpp"
#include "core/spec.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

using json = nlohmann::json;

json schema() { return json::parse(test::read_file(test::repo_path("operators/spec.schema.json"))); }
json layer_norm() {
  return json::parse(test::read_file(test::repo_path("operators/normalization/layer_norm.json")));
}

std::string joined(const std::vector<SchemaProblem>& ps) {
  std::string s;
  for (const auto& p : ps) s += p.field + ": " + p.problem + "\n";
  return s;
}

TEST(JsonSchema, EveryCatalogueSpecPasses) {
  json sc = schema();
  int files = 0;
  for (const auto& f : spec_files(test::repo_path("operators"))) {
    ++files;
    auto ps = check_schema(sc, json::parse(test::read_file(f)));
    EXPECT_TRUE(ps.empty()) << f << "\n" << joined(ps);
  }
  EXPECT_GE(files, 29);
}

struct Bad {
  std::string label;
  std::function<void(json&)> edit;
  std::string field, problem;
};
void PrintTo(const Bad& b, std::ostream* os) { *os << b.label; }

class SchemaRejects : public ::testing::TestWithParam<Bad> {};

TEST_P(SchemaRejects, NamesTheField) {
  json j = layer_norm();
  GetParam().edit(j);
  auto ps = check_schema(schema(), j);
  ASSERT_FALSE(ps.empty()) << "accepted";
  bool found = false;
  for (const auto& p : ps)
    found = found || (p.field == GetParam().field && p.problem.find(GetParam().problem) != std::string::npos);
  EXPECT_TRUE(found) << "wanted " << GetParam().field << ": " << GetParam().problem << "\ngot\n"
                     << joined(ps);
}

INSTANTIATE_TEST_SUITE_P(
    Specs, SchemaRejects,
    ::testing::Values(
        Bad{"missing_name", [](json& j) { j.erase("name"); }, "name", "missing"},
        Bad{"unknown_top_field", [](json& j) { j["colour"] = 1; }, "colour", "unknown field"},
        Bad{"bad_source", [](json& j) { j["source"] = "numpy"; }, "source", "is not one of"},
        Bad{"bad_dtype", [](json& j) { j["dtypes"][1] = "fp8"; }, "dtypes[1]", "is not one of"},
        Bad{"dtype_twice", [](json& j) { j["dtypes"][1] = "fp32"; }, "dtypes[1]", "listed twice"},
        Bad{"empty_dtypes", [](json& j) { j["dtypes"] = json::array(); }, "dtypes", "at least 1"},
        Bad{"size_not_identifier", [](json& j) { j["sizes"][0] = "2rows"; }, "sizes[0]", "does not match"},
        Bad{"param_type", [](json& j) { j["params"][0]["type"] = "f32"; }, "params[0].type", "is not one of"},
        Bad{"range_short", [](json& j) { j["params"][0]["range"] = {1}; }, "params[0].range", "at least 2"},
        Bad{"normal_without_std", [](json& j) { j["inputs"][0]["init"].erase("std"); },
            "inputs[0].init.std", "missing"},
        Bad{"uniform_with_std", [](json& j) { j["inputs"][1]["init"]["std"] = 1; },
            "inputs[1].init.std", "unknown field"},
        Bad{"unknown_dist", [](json& j) { j["inputs"][0]["init"]["dist"] = "cauchy"; },
            "inputs[0].init.dist", ""},
        Bad{"negative_std", [](json& j) { j["inputs"][0]["init"]["std"] = -1; },
            "inputs[0].init.std", "must be > 0"},
        Bad{"shape_bool", [](json& j) { j["outputs"][0]["shape"][0] = true; },
            "outputs[0].shape[0]", "must be of type string or number"},
        Bad{"no_bench", [](json& j) { j["shapes"].erase("bench"); }, "shapes.bench", "missing"},
        Bad{"drawn_set_written", [](json& j) { j["shapes"]["drawn"] = j["shapes"]["small"]; },
            "shapes.drawn", "unknown field"},
        Bad{"case_string", [](json& j) { j["shapes"]["small"][0]["rows"] = "1"; },
            "shapes.small[0].rows", "must be of type number"},
        Bad{"draw_range_negative", [](json& j) { j["draw"]["ranges"]["d"][0] = -1; },
            "draw.ranges.d[0]", "must be >= 0"},
        Bad{"tolerance_why", [](json& j) { j["tolerance"].erase("why"); }, "tolerance.why", "missing"},
        Bad{"ulp_huge", [](json& j) { j["tolerance"]["ulp"] = 1000; }, "tolerance.ulp", "must be <= 64"},
        Bad{"variant_special", [](json& j) { j["input_variants"][0]["inject"] = {{"x", {"nan", "nope"}}}; },
            "input_variants[0].inject.x[1]", ""},
        Bad{"variant_rate", [](json& j) { j["input_variants"][0]["rate"] = 0; },
            "input_variants[0].rate", "must be > 0"},
        // Spec v2: the integer and bool dtypes are accepted (below); others still are not.
        Bad{"task_dtype_i16", [](json& j) { j["dtypes"][0] = "i16"; }, "dtypes[0]", "is not one of"},
        Bad{"task_dtype_T", [](json& j) { j["dtypes"][0] = "T"; }, "dtypes[0]", "is not one of"},
        Bad{"tensor_dtype_u16", [](json& j) { j["outputs"][0]["dtype"] = "u16"; },
            "outputs[0].dtype", "is not one of"},
        Bad{"check_unknown", [](json& j) { j["outputs"][0]["check"] = "close"; },
            "outputs[0].check", "is not one of"},
        Bad{"check_on_input", [](json& j) { j["inputs"][0]["check"] = "exact"; },
            "inputs[0].check", "unknown field"},
        Bad{"output_tolerance_why", [](json& j) { j["outputs"][0]["tolerance"] = {{"ulp", 4}}; },
            "outputs[0].tolerance.why", "missing"},
        Bad{"variant_dtype", [](json& j) { j["input_variants"][0]["dtypes"] = {"fp8"}; },
            "input_variants[0].dtypes[0]", "is not one of"}),
    [](const auto& info) { return info.param.label; });

TEST(JsonSchema, AcceptsIntegerAndBoolDtypesAndChecks) {
  json j = layer_norm();
  j["dtypes"] = {"fp32", "i32", "i64", "u8", "i8", "bool"};
  j["outputs"][0]["dtype"] = "bool";
  j["outputs"][0]["check"] = "exact";
  j["inputs"][0]["dtype"] = "i8";
  j["input_variants"][0]["dtypes"] = {"fp32"};
  auto ps = check_schema(schema(), j);
  EXPECT_TRUE(ps.empty()) << joined(ps);
  j["outputs"][0]["check"] = "tolerance";
  j["outputs"][0]["tolerance"] = {{"ulp", 4}, {"why", "w"}};
  ps = check_schema(schema(), j);
  EXPECT_TRUE(ps.empty()) << joined(ps);  // the loader, not the schema, knows bool is exact
}

TEST(JsonSchema, OneOfReportsTheClosestForm) {
  json j = layer_norm();
  j["inputs"][1]["init"].erase("hi");  // a uniform init without hi: not "mean missing"
  auto ps = check_schema(schema(), j);
  ASSERT_EQ(ps.size(), 1u) << joined(ps);
  EXPECT_EQ(ps[0].field, "inputs[1].init.hi");
}

TEST(JsonSchema, UnsupportedKeywordIsAnErrorNotIgnored) {
  json sc = {{"type", "object"}, {"minProperties", 2}};
  EXPECT_THROW(check_schema(sc, json::object()), std::invalid_argument);
  json ref = {{"$ref", "https://example.invalid/x.json"}};
  EXPECT_THROW(check_schema(ref, 1), std::invalid_argument);
}

TEST(JsonSchema, BooleanAndIntegerForms) {
  EXPECT_TRUE(check_schema(json{{"type", "integer"}}, 3.0).empty());
  EXPECT_FALSE(check_schema(json{{"type", "integer"}}, 3.5).empty());
  EXPECT_FALSE(check_schema(json(false), 1).empty());
  EXPECT_TRUE(check_schema(json(true), 1).empty());
  json one = {{"oneOf", {{{"type", "number"}}, {{"type", "integer"}}}}};
  EXPECT_FALSE(check_schema(one, 2).empty()) << "2 matches both forms";
  EXPECT_TRUE(check_schema(one, 2.5).empty());
}

TEST(JsonSchema, LoaderAcceptsTheSchemaKey) {
  test::TempDir tmp;
  json j = layer_norm();
  j["$schema"] = "../spec.schema.json";
  auto file = tmp.path() / "normalization" / "layer_norm.json";
  test::write_file(file, j.dump(2));
  EXPECT_EQ(load_spec(file).name, "layer_norm");
  EXPECT_TRUE(check_schema(schema(), j).empty());
}

}  // namespace
}  // namespace km
