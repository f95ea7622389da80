// SPDX-License-Identifier: Apache-2.0
// kernelmark prompt: every task's prompt holds the rules, the ABI and a same-category example, and
// never a held-out shape, a drawn case or a seed.
#include <gtest/gtest.h>

#include <set>

#include "core/prompt.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

namespace fs = std::filesystem;

class Prompts : public ::testing::TestWithParam<std::string> {
 protected:
  std::vector<Spec> cat = load_catalogue(test::repo_path("operators"));
  std::map<std::string, std::string> hints =
      load_category_hints(test::repo_path("operators/categories.json"));
  std::string prompt_of(const Task& t, const PlatformInfo& p, int shots = 1) {
    PromptParts parts{t, &p, test::read_file(test::repo_path("platforms/" + GetParam() + "/prompt.md")),
                      hints.count(t.spec->category) ? hints.at(t.spec->category) : "",
                      pick_examples(t, cat, p, test::repo_path("generated/example/" + GetParam()),
                                    shots)};
    return build_prompt(parts);
  }
};

TEST_P(Prompts, EveryTaskHasRulesAbiExampleAndNoHiddenMaterial) {
  const PlatformInfo p = PlatformInfo::load(test::repo_path("platforms/" + GetParam() + "/platform.json"));
  for (const Spec& s : cat) {
    EXPECT_TRUE(hints.count(s.category)) << "no hint for category " << s.category;
    for (const Task& t : tasks_of(s)) {  // dtype pairs included (cast_f32_f16)
      const std::string text = prompt_of(t, p);
      SCOPED_TRACE(t.name());
      EXPECT_NE(text.find(prototype(t, p)), std::string::npos);
      EXPECT_NE(text.find("Write one"), std::string::npos);  // the platform's first rule
      EXPECT_EQ(text.find("Shown to a model"), std::string::npos);  // the maintainers' note
      EXPECT_NE(text.find(abi_header(t, p)), std::string::npos);  // description, semantics, ranges
      for (const ShapeCase& c : s.shapes.at("small"))
        EXPECT_NE(text.find("`" + describe_case(s, c.values) + "`"), std::string::npos);
      for (const ShapeCase& c : s.shapes.at("heldout"))
        EXPECT_EQ(text.find(describe_case(s, c.values)), std::string::npos)
            << "held-out case " << describe_case(s, c.values) << " shown";
      std::set<std::string> shown;
      for (const char* set : {"small", "bench"})
        if (s.shapes.count(set))
          for (const ShapeCase& c : s.shapes.at(set)) shown.insert(describe_case(s, c.values));
      for (uint64_t seed : {1u, 2u})  // drawn cases come from seeds; none may leak
        for (const ShapeCase& c : drawn_cases(s, seed))
          if (!shown.count(describe_case(s, c.values)))  // a draw may repeat a shown case
            EXPECT_EQ(text.find("`" + describe_case(s, c.values) + "`"), std::string::npos);
      EXPECT_EQ(text.find("101,202,303"), std::string::npos);
      EXPECT_NE(text.find("complete file `" + t.name() + p.source_extension + "`"), std::string::npos);
    }
  }
}

TEST_P(Prompts, TheExampleIsAnotherOpOfTheSameCategoryWhereOneExists) {
  const PlatformInfo p = PlatformInfo::load(test::repo_path("platforms/" + GetParam() + "/platform.json"));
  const fs::path dir = test::repo_path("generated/example/" + GetParam());
  for (const Spec& s : cat) {
    const Task t = tasks_of(s).front();
    auto ex = pick_examples(t, cat, p, dir, 1);
    ASSERT_EQ(ex.size(), 1u) << t.name();
    for (const Task& own : tasks_of(s))  // by task name: "add_bias_f32" is another op than add's
      EXPECT_NE(ex[0].task, own.name()) << t.name() << " shown its own kernel";
    bool other_in_category = false;
    for (const Spec& o : cat)
      for (const Task& ot : tasks_of(o))
        other_in_category = other_in_category ||
                            (o.category == s.category && o.name != s.name &&
                             fs::exists(dir / (ot.name() + p.source_extension)));
    EXPECT_EQ(ex[0].same_category, other_in_category) << t.name() << " got " << ex[0].task;
  }
  EXPECT_TRUE(pick_examples(Task{&cat[0], cat[0].dtypes[0]}, cat, p, dir, 0).empty());
}

INSTANTIATE_TEST_SUITE_P(Platform, Prompts, ::testing::Values("cpu", "cuda"));

TEST(PromptHints, BadHintFileNamesTheField) {
  test::TempDir tmp;
  test::write_file(tmp.path() / "categories.json", R"({"reduce": {"hnt": "x"}})");
  try {
    load_category_hints(tmp.path() / "categories.json");
    FAIL() << "no error";
  } catch (const SpecError& e) {
    EXPECT_EQ(e.field, "reduce.hint");
  }
}

}  // namespace
}  // namespace km
