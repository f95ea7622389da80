// SPDX-License-Identifier: Apache-2.0
// Coverage of the benchmarks (operators/sources.json against the specs' source_tasks): the counts
// of today's catalogue, and one clear error per kind of bad tag or bad source list.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/catalogue.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

using json = nlohmann::json;

const GroupCoverage& group(const CatalogueCoverage& c, const std::string& id) {
  for (const GroupCoverage& g : c.groups)
    if (g.group->id == id) return g;
  throw std::runtime_error("no group " + id);
}

// The blueprint's counts (../shared/catalogue/blueprint.md, sections 0 and 6): every source task,
// and what batch B0 (the first 29 operators, tagged) covers.
TEST(Catalogue, RepositoryCoverageMatchesTheBlueprint) {
  Sources src = load_sources(test::repo_path("operators/sources.json"));
  std::vector<Spec> specs = load_catalogue(test::repo_path("operators"));
  CatalogueCoverage c = coverage(specs, src);
  const std::map<std::string, size_t> totals = {
      {"mkb-paper", 285}, {"mkb-attention", 15}, {"mkb-npu", 101},  {"kb1", 100},       {"kb2", 100},
      {"kb3", 50},        {"kgb-aten", 110},     {"kgb-vllm", 50}, {"kgb-cublas", 50}};
  ASSERT_EQ(c.groups.size(), totals.size());
  for (const auto& [id, n] : totals) EXPECT_EQ(group(c, id).group->tasks.size(), n) << id;
  EXPECT_EQ(group(c, "kgb-aten").excluded, 2u);
  EXPECT_GE(group(c, "mkb-paper").mapped, 18u);
  EXPECT_GE(group(c, "kb1").mapped, 17u);
  for (const GroupCoverage& g : c.groups)
    EXPECT_EQ(g.mapped + g.excluded + g.missing.size(), g.group->tasks.size()) << g.group->id;
}

class BadCatalogue : public ::testing::Test {
 protected:
  test::TempDir tmp;
  json sources = {{"groups", json::array({{{"id", "kb1"},
                                           {"name", "KernelBench level 1"},
                                           {"revision", "r"},
                                           {"tasks", {"kb1:19_ReLU", "kb1:20_LeakyReLU"}}}})},
                  {"excluded", json::array({{{"task", "kb1:20_LeakyReLU"}, {"why", "because"}}})}};
  std::filesystem::path write_sources() {
    auto f = tmp.path() / "sources.json";
    test::write_file(f, sources.dump(2));
    return f;
  }
  Spec relu_tagged(const std::string& tag) {
    json j = json::parse(test::read_file(test::repo_path("operators/activation/relu.json")));
    j["source_tasks"] = json::array({"kb1:19_ReLU", tag});
    auto f = tmp.path() / "activation" / "relu.json";
    test::write_file(f, j.dump(2));
    return load_spec(f);
  }
  void expect_error(const std::function<void()>& f, const std::string& file,
                    const std::string& field, const std::string& problem) {
    try {
      f();
      FAIL() << "no error";
    } catch (const SpecError& e) {
      EXPECT_EQ(e.file, file);
      EXPECT_EQ(e.field, field);
      EXPECT_NE(std::string(e.what()).find(problem), std::string::npos) << e.what();
    }
  }
};

TEST_F(BadCatalogue, SpecTagUnknownToEverySource) {
  Sources src = load_sources(write_sources());
  Spec s = relu_tagged("kb1:99_Nothing");
  expect_error([&] { coverage({s}, src); }, s.file.generic_string(), "source_tasks[1]",
               "is not a task of any source");
}

TEST_F(BadCatalogue, SpecTagThatIsExcluded) {
  Sources src = load_sources(write_sources());
  Spec s = relu_tagged("kb1:20_LeakyReLU");
  expect_error([&] { coverage({s}, src); }, s.file.generic_string(), "source_tasks[1]",
               "is excluded");
}

TEST_F(BadCatalogue, MappedTasksCountOnceAndTheRestAreListed) {
  sources["groups"][0]["tasks"].push_back("kb1:21_Sigmoid");
  Sources src = load_sources(write_sources());
  Spec s = relu_tagged("kb1:19_ReLU_dup");
  src.groups[0].tasks.push_back("kb1:19_ReLU_dup");
  CatalogueCoverage c = coverage({s, s}, src);
  EXPECT_EQ(c.groups[0].mapped, 2u);
  EXPECT_EQ(c.groups[0].excluded, 1u);
  EXPECT_EQ(c.groups[0].missing, std::vector<std::string>{"kb1:21_Sigmoid"});
}

TEST_F(BadCatalogue, SourceListErrorsNameTheField) {
  auto file = [&] { return (tmp.path() / "sources.json").generic_string(); };
  sources["groups"][0]["tasks"].push_back("kb1:19_ReLU");
  write_sources();
  expect_error([&] { load_sources(tmp.path() / "sources.json"); }, file(), "groups[0].tasks[2]",
               "already listed at groups[0].tasks[0]");
  sources["groups"][0]["tasks"] = {"relu"};
  write_sources();
  expect_error([&] { load_sources(tmp.path() / "sources.json"); }, file(), "groups[0].tasks[0]",
               "must be a task id");
  sources["groups"][0]["tasks"] = {"kb1:19_ReLU"};
  sources["excluded"][0]["task"] = "kb1:77_Other";
  write_sources();
  expect_error([&] { load_sources(tmp.path() / "sources.json"); }, file(), "excluded[0].task",
               "not a task of any group");
  sources["groups"][0].erase("revision");
  write_sources();
  expect_error([&] { load_sources(tmp.path() / "sources.json"); }, file(),
               "groups[0].revision", "missing");
  test::write_file(tmp.path() / "sources.json", "{");
  expect_error([&] { load_sources(tmp.path() / "sources.json"); }, file(), "(json)",
               "not valid JSON");
}

// Specs are <operators>/<category>/<name>.json: files at the top are catalogue data, and a spec
// one folder too deep is an error rather than a silently missing operator.
TEST_F(BadCatalogue, SpecFilesAreOneFolderDeep) {
  test::write_file(tmp.path() / "sources.json", "{}");
  test::write_file(tmp.path() / "activation" / "relu.json", "{}");
  EXPECT_EQ(spec_files(tmp.path()).size(), 1u);
  test::write_file(tmp.path() / "activation" / "old" / "relu.json", "{}");
  expect_error([&] { spec_files(tmp.path()); },
               (tmp.path() / "activation" / "old" / "relu.json").generic_string(), "(path)",
               "one folder deep");
}

}  // namespace
}  // namespace km
