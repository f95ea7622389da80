// SPDX-License-Identifier: Apache-2.0
// The perf runner's view of the yardstick departures list (core/yardstick_departures.hpp): which
// entries make a torch yardstick absent from a perf record, and the errors a bad list gets.
#include <gtest/gtest.h>

#include <fstream>
#include <stdexcept>
#include <string>

#include "core/yardstick_departures.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

using test::TempDir;

std::filesystem::path write(const TempDir& d, const std::string& text) {
  const auto p = d.path() / "yardstick-departures.json";
  std::ofstream(p) << text;
  return p;
}

const char* kList = R"({"format": 1, "torch_eager": [
  {"task": "add_f16", "device": "cpu", "variant": "*", "why": "alpha in fp16"},
  {"task": "gelu_f32", "device": "", "variant": "specials", "why": "inf for the maximum"}],
 "torch_compile": [
  {"task": "rope_f16", "device": "cpu", "variant": "oob", "why": "reads past q_weight"},
  {"task": "fft_bf16", "device": "", "variant": "raises", "why": "no bf16"},
  {"task": "conv_bf16", "device": "cpu", "variant": "crashes", "why": "SIGSEGV"},
  {"task": "scatter_add_f16", "device": "cpu", "variant": "nondeterministic", "why": "one thread"}]})";

TEST(YardstickDepartures, WholeTaskDeparturesOnTheirDeviceOnly) {
  TempDir d;
  const auto f = write(d, kList);
  auto a = whole_task_departure(f, "torch_eager", "add_f16", "cpu");
  ASSERT_TRUE(a);
  EXPECT_EQ(a->variant, "*");
  EXPECT_FALSE(whole_task_departure(f, "torch_eager", "add_f16", "cuda"));  // cpu's only
  EXPECT_FALSE(whole_task_departure(f, "torch_compile", "add_f16", "cpu"));  // eager's only
  // An input variant torch misses: the bench inputs draw none, so the yardstick is timed.
  EXPECT_FALSE(whole_task_departure(f, "torch_eager", "gelu_f32", "cpu"));
  auto oob = whole_task_departure(f, "torch_compile", "rope_f16", "cpu");
  ASSERT_TRUE(oob);
  EXPECT_EQ(oob->describe("torch compile"),
            "torch compile departs from the spec on this task (it reads or writes past a buffer, a "
            "listed departure, so it is not timed): reads past q_weight");
  EXPECT_TRUE(whole_task_departure(f, "torch_compile", "fft_bf16", "cuda"));  // every device
  auto crash = whole_task_departure(f, "torch_compile", "conv_bf16", "cpu");
  ASSERT_TRUE(crash);
  EXPECT_NE(crash->describe("torch compile").find("(it crashes, a listed departure"), std::string::npos);
  auto nd = whole_task_departure(f, "torch_compile", "scatter_add_f16", "cpu");
  ASSERT_TRUE(nd);
  EXPECT_NE(nd->describe("torch compile").find("(it gives answers that change between runs of a case"),
            std::string::npos);
  EXPECT_FALSE(whole_task_departure(f, "torch_compile", "scatter_add_f16", "cuda"));
}

TEST(YardstickDepartures, BadListsNameTheFileAndField) {
  TempDir d;
  auto error = [&](const std::string& text) {
    try {
      (void)whole_task_departure(write(d, text), "torch_eager", "add_f16", "cpu");
    } catch (const std::runtime_error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(error("not json").find("yardstick-departures.json: (file): is not a JSON object"),
            std::string::npos);
  EXPECT_NE(error(R"({"format": 2})").find(": format: must be 1"), std::string::npos);
  EXPECT_NE(error(R"({"format": 1})").find(": torch_eager: must be an array"), std::string::npos);
  EXPECT_NE(error(R"({"format": 1, "torch_eager": [{"task": "add_f16"}]})")
                .find(": torch_eager[0].device: is missing"),
            std::string::npos);
  EXPECT_NE(error(R"({"format": 1, "torch_eager": [{"task": 3, "device": "", "variant": "*", "why": ""}]})")
                .find(": torch_eager[0].task: must be a string"),
            std::string::npos);
  EXPECT_THROW(whole_task_departure(d.path() / "none.json", "torch_eager", "add_f16", "cpu"),
               std::runtime_error);
}

}  // namespace
}  // namespace km
