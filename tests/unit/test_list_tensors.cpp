// SPDX-License-Identifier: Apache-2.0
// List tensors (spec "list"): items drawn per item, placed in the arena in a seed-drawn order that
// is never the list's, each with guard zones like any buffer (the pointer array too), announced
// as arrays of pointers in the ABI, and malformed lists refused naming the field.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <functional>
#include <numeric>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "core/arena.hpp"
#include "core/platform.hpp"
#include "core/spec.hpp"
#include "core/tensor.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

TEST(ListTensors, PlacementIsNeverTheListOrder) {
  for (size_t count = 1; count <= 12; ++count) {
    std::vector<size_t> items(count);
    std::iota(items.begin(), items.end(), size_t{5});  // slots 5, 6, ...
    std::set<std::vector<size_t>> seen;
    for (uint64_t seed = 1; seed <= 200; ++seed) {
      std::vector<size_t> order = list_placement(items, seed);
      std::vector<size_t> sorted = order;
      std::sort(sorted.begin(), sorted.end());
      ASSERT_EQ(sorted, items) << "not a permutation, count " << count << " seed " << seed;
      for (size_t i = 0; i + 1 < order.size(); ++i)
        ASSERT_NE(order[i + 1], order[i] + 1)
            << "item " << order[i] - 5 << " directly followed by the next, count " << count
            << " seed " << seed;
      seen.insert(order);
    }
    // Seed-drawn: with 4 items or more the seeds give many orders, not one fixed shuffle.
    if (count >= 4) EXPECT_GE(seen.size(), 5u) << count;
  }
}

TEST(ListTensors, EachItemAndThePointerArrayHaveGuards) {
  test::TempDir tmp;
  // x, three items of xs, y, then the pointer array, items placed 3, 1, 2.
  const std::vector<ArenaSlot> slots = {{"x", 0, 40, false},     {"xs[0]", 0, 12, false},
                                        {"xs[1]", 0, 20, false}, {"xs[2]", 0, 28, false},
                                        {"y", 0, 60, true},      {"xs (pointer array)", 0, 24, false}};
  const std::vector<size_t> placement = {0, 3, 1, 2, 4, 5};
  Arena arena(tmp.path(), slots, Arena::PageGuard::none, placement);
  for (size_t i = 0; i + 1 < placement.size(); ++i)
    EXPECT_GE(arena.slots()[placement[i + 1]].offset,
              arena.slots()[placement[i]].offset + arena.slots()[placement[i]].bytes +
                  Arena::kGuardBytes);
  EXPECT_EQ(arena.slots()[1].name, "xs[0]");  // slot indices keep their tensors
  EXPECT_FALSE(arena.guard_violation().has_value());
  for (size_t slot = 1; slot < slots.size(); ++slot) {
    arena.fill_guards();
    unsigned char* past = arena.data(slot) + slots[slot].bytes;
    *past = static_cast<unsigned char>(~*past);
    const std::string v = arena.guard_violation().value_or("");
    EXPECT_NE(v.find("past the end of " + std::string(slot == 4 ? "output '" : "input '") +
                     slots[slot].name + "'"),
              std::string::npos)
        << v;
    *past = static_cast<unsigned char>(~*past);
    unsigned char* before = arena.data(slot) - 1;
    *before = static_cast<unsigned char>(~*before);
    EXPECT_TRUE(arena.guard_violation().has_value()) << "byte before " << slots[slot].name;
    *before = static_cast<unsigned char>(~*before);
  }
  EXPECT_THROW(Arena(tmp.path(), slots, Arena::PageGuard::none, {0, 1, 2}), std::runtime_error);
}

TEST(ListTensors, ItemsAreDrawnPerItemWithTheirOwnShapes) {
  Spec s = load_spec(test::repo_path("operators/layout/cat.json"));
  Task t{&s, DType::fp32};
  const Bindings v{{"outer", 2}, {"count", 3}, {"n", 4}, {"step", 5}, {"inner", 3}};
  std::vector<HostTensor> in = make_inputs(t, v, 7);
  ASSERT_EQ(in.size(), 3u);
  for (int64_t i = 0; i < 3; ++i) {
    EXPECT_EQ(in[i].name, "xs[" + std::to_string(i) + "]");
    EXPECT_EQ(in[i].shape, (std::vector<int64_t>{2, 4 + 5 * i, 3}));
  }
  EXPECT_NE(in[0].at(0), in[1].at(0));  // each item its own stream
  EXPECT_EQ(make_inputs(t, v, 7)[2].bytes, in[2].bytes);
  EXPECT_NE(make_inputs(t, v, 8)[2].bytes, in[2].bytes);
  // The list's shape_of is its total: bytes and the 16 MiB rule count every item.
  EXPECT_EQ(shape_of(s.inputs[0], v), (std::vector<int64_t>{2 * 3 * (4 + 9 + 14)}));
  std::vector<RefTensor> y = run_reference(t, v, in);
  ASSERT_EQ(y.size(), 1u);
  EXPECT_EQ(y[0].values[0], in[0].at(0));
  EXPECT_EQ(y[0].values[4 * 3], in[1].at(0));  // row 0, column 4: item 1's first
}

TEST(ListTensors, AbiPassesArraysOfPointers) {
  Spec s = load_spec(test::repo_path("operators/layout/cat.json"));
  PlatformInfo cpu = PlatformInfo::load(test::repo_path("platforms/cpu/platform.json"));
  const std::string proto = prototype(Task{&s, DType::fp16}, cpu);
  EXPECT_NE(proto.find("const km_f16* const* xs"), std::string::npos) << proto;
  const std::string header = abi_header(Task{&s, DType::fp32}, cpu);
  EXPECT_NE(header.find("list of count items"), std::string::npos) << header;
  EXPECT_NE(header.find("not in list order"), std::string::npos) << header;
}

using json = nlohmann::json;

std::string load_error(const std::function<void(json&)>& edit) {
  test::TempDir tmp;
  json j = json::parse(test::read_file(test::repo_path("operators/layout/cat.json")));
  edit(j);
  const auto file = tmp.path() / "layout" / "cat.json";
  test::write_file(file, j.dump(2));
  try {
    load_spec(file);
  } catch (const SpecError& e) {
    return e.field + ": " + e.what();
  }
  return "loaded";
}

TEST(ListTensors, MalformedListsNameTheField) {
  EXPECT_EQ(load_error([](json&) {}), "loaded");
  std::string e = load_error([](json& j) { j["shapes"]["small"][0]["count"] = 0; });
  EXPECT_EQ(e.rfind("shapes.small[0]: ", 0), 0u) << e;
  EXPECT_NE(e.find("has 0 items"), std::string::npos) << e;
  e = load_error([](json& j) { j["inputs"][0]["shape"][1] = "n - item * 9"; });
  EXPECT_EQ(e.rfind("shapes.", 0), 0u) << e;  // the first entry whose items break it
  EXPECT_NE(e.find("list tensor 'xs' item "), std::string::npos) << e;
  EXPECT_NE(e.find("dimension 1 (\"n - item * 9\")"), std::string::npos) << e;
  e = load_error([](json& j) { j["outputs"][0]["shape"][2] = "inner + item"; });
  EXPECT_EQ(e.rfind("outputs[0].shape[2]: ", 0), 0u) << e;  // not a list: no `item`
  e = load_error([](json& j) { j["inputs"][0]["list"] = "count + bogus"; });
  EXPECT_EQ(e.rfind("inputs[0].list: ", 0), 0u) << e;
  e = load_error([](json& j) {
    j["sizes"][1] = "item";
    j["inputs"][0]["list"] = "item";
  });
  EXPECT_EQ(e.rfind("sizes[1]: ", 0), 0u) << e;
  e = load_error([](json& j) { j["outputs"][0]["list"] = "count"; j["outputs"][0]["check"] = "selection"; });
  EXPECT_NE(e.find("outputs[0]"), std::string::npos) << e;
}

}  // namespace
}  // namespace km
