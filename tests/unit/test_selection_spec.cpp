// SPDX-License-Identifier: Apache-2.0
// The `selection` check's spec fields: each malformed use is a SpecError naming the file, the
// field and the problem, and the ABI text tells a model which tie orders are free.
#include <gtest/gtest.h>

#include <functional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/platform.hpp"
#include "core/spec.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

using json = nlohmann::json;

struct BadSelection {
  std::string label;
  std::function<void(json&)> edit;  // mutation of operators/sort_select/sort.json
  std::string field, problem;
};
void PrintTo(const BadSelection& c, std::ostream* os) { *os << c.label; }

json sort_spec() {
  return json::parse(test::read_file(test::repo_path("operators/sort_select/sort.json")));
}

std::filesystem::path write_spec(const test::TempDir& tmp, const json& j) {
  auto file = tmp.path() / "sort_select" / "sort.json";
  test::write_file(file, j.dump(2));
  return file;
}

class SelectionErrors : public ::testing::TestWithParam<BadSelection> {};

TEST_P(SelectionErrors, NamesFileFieldAndProblem) {
  const BadSelection& c = GetParam();
  test::TempDir tmp;
  json j = sort_spec();
  c.edit(j);
  auto file = write_spec(tmp, j);
  try {
    load_spec(file);
    FAIL() << "no SpecError for case " << c.label;
  } catch (const SpecError& e) {
    EXPECT_EQ(e.file, file.generic_string());
    EXPECT_EQ(e.field, c.field) << e.what();
    EXPECT_NE(std::string(e.what()).find(c.problem), std::string::npos) << e.what();
  }
}

json& sel(json& j) { return j["outputs"][1]["selection"]; }

/// The contract's comment lines joined back into sentences.
std::string unwrapped(std::string text) {
  for (size_t at; (at = text.find("\n * ")) != std::string::npos;) text.replace(at, 4, " ");
  return text;
}

const BadSelection kCases[] = {
    {"CheckWithoutSelection", [](json& j) { j["outputs"][1].erase("selection"); },
     "outputs[1].selection", "missing (the check selection needs its input)"},
    {"SelectionWithoutCheck", [](json& j) { j["outputs"][1]["check"] = "exact"; },
     "outputs[1].selection", "has no use: the output's check is not selection"},
    {"UnknownInput", [](json& j) { sel(j)["input"] = "z"; }, "outputs[1].selection.input",
     "'z' is not an input of the spec"},
    {"SelectsFromItself", [](json& j) { sel(j)["input"] = "indices"; },
     "outputs[1].selection.input", "'indices' is not an input of the spec nor another output"},
    {"ValuesWithOutputSource", [](json& j) { sel(j)["input"] = "values"; },
     "outputs[1].selection.values", "has no use with a selection from output 'values'"},
    {"UnknownValues", [](json& j) { sel(j)["values"] = "vals"; }, "outputs[1].selection.values",
     "'vals' is not another output of the spec"},
    {"ValuesIsItself", [](json& j) { sel(j)["values"] = "indices"; },
     "outputs[1].selection.values", "'indices' is not another output of the spec"},
    {"UnknownKey", [](json& j) { sel(j)["distinct"] = true; }, "outputs[1].selection.distinct",
     "unknown field"},
    {"StableNotBool", [](json& j) { sel(j)["stable"] = "yes"; }, "outputs[1].selection.stable",
     "must be true or false"},
    {"PaddedNotBool", [](json& j) { sel(j)["padded"] = 1; }, "outputs[1].selection.padded",
     "must be true or false"},
    {"PaddedAndStable", [](json& j) { sel(j)["padded"] = true; sel(j)["stable"] = true; },
     "outputs[1].selection.padded", "has no use with stable"},
    {"FloatIndices", [](json& j) { j["outputs"][1].erase("dtype"); }, "outputs[1].dtype",
     "must be an integer dtype (i64, i32): output 'indices' holds the indices"},
    {"InputOfOtherRank", [](json& j) { j["inputs"][0]["shape"] = {"rows * d"}; },
     "outputs[1].selection.input", "input 'x' [rows * d] must have the rank of output 'indices'"},
    {"InputOfOtherRows", [](json& j) { j["inputs"][0]["shape"] = {"d", "rows"}; },
     "outputs[1].selection.input", "must have the leading dimensions of output 'indices'"},
    {"ValuesOfOtherShape", [](json& j) { j["outputs"][0]["shape"] = {"rows", "d + 1"}; },
     "outputs[1].selection.values", "output 'values' [rows, d + 1] must have the shape of"},
    {"ValuesOfOtherDtype", [](json& j) { j["outputs"][0]["dtype"] = "fp32"; },
     "outputs[1].selection.values", "(fp32) must have the dtype of input 'x' (T)"},
};

INSTANTIATE_TEST_SUITE_P(Malformed, SelectionErrors, ::testing::ValuesIn(kCases),
                         [](const ::testing::TestParamInfo<BadSelection>& i) {
                           return i.param.label;
                         });

TEST(SelectionSpec, LoadsAndTellsTheContract) {
  test::TempDir tmp;
  json j = sort_spec();
  Spec s = load_spec(write_spec(tmp, j));
  ASSERT_TRUE(s.outputs[1].selection.has_value());
  EXPECT_EQ(s.outputs[1].selection->input, "x");
  EXPECT_EQ(s.outputs[1].selection->values, "values");
  EXPECT_FALSE(s.outputs[1].selection->stable);
  const std::string text = unwrapped(task_contract(Task{&s, DType::fp32}));
  EXPECT_NE(text.find("Output indices is judged as a selection from input x"), std::string::npos)
      << text;
  EXPECT_NE(text.find("(ties) may come in any order"), std::string::npos) << text;
  EXPECT_NE(text.find("output values must hold exactly x[index]"), std::string::npos) << text;
  EXPECT_NE(text.find("Output values is judged exactly"), std::string::npos) << text;

  // From another output (scores the kernel computes, ranked by the reference's key).
  json o = j;
  sel(o).erase("values");
  sel(o)["input"] = "values";
  Spec from_out = load_spec(write_spec(tmp, o));
  EXPECT_EQ(from_out.outputs[1].selection->input, "values");
  const std::string ot = unwrapped(task_contract(Task{&from_out, DType::fp32}));
  EXPECT_NE(ot.find("is judged as a selection from output values"), std::string::npos) << ot;

  sel(j)["stable"] = true;
  Spec stable = load_spec(write_spec(tmp, j));
  const std::string st = unwrapped(task_contract(Task{&stable, DType::fp32}));
  EXPECT_NE(st.find("in the stable order"), std::string::npos) << st;

  sel(j)["stable"] = false;
  sel(j)["padded"] = true;
  Spec padded = load_spec(write_spec(tmp, j));
  EXPECT_TRUE(padded.outputs[1].selection->padded);
  const std::string pt = unwrapped(task_contract(Task{&padded, DType::fp32}));
  EXPECT_NE(pt.find("must hold the padding value (the length of x's last dimension)"),
            std::string::npos) << pt;
}

}  // namespace
}  // namespace km
