// SPDX-License-Identifier: Apache-2.0
// The expected-output cache: a hit returns exactly what was computed; a corrupt, truncated or
// foreign entry is detected by its hash and recomputed, never trusted; the key moves with every
// input of the result.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>

#include "core/ref_cache.hpp"
#include "core/tensor.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

std::vector<RefTensor> sample() {
  // The second output carries a selection's ranking key (one per input element: 3 here).
  return {{{2, 3}, {1, -2, 3.5, 1e-300, -0.0, 7}, {1, 2, 3.5, 1, 0, 7}},
          {{}, {42}, {}, {0.5, -INFINITY, 2}}};
}

std::filesystem::path only_entry(const std::filesystem::path& dir) {
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".bin") return e.path();
  return {};
}

TEST(ReferenceCache, MissThenHitReturnsTheSameBits) {
  test::TempDir tmp;
  ReferenceCache c(tmp.path());
  int computed = 0;
  auto compute = [&] {
    ++computed;
    return sample();
  };
  auto a = c.get(std::string(64, 'a'), compute);
  auto b = c.get(std::string(64, 'a'), compute);
  EXPECT_EQ(computed, 1);
  ASSERT_EQ(b.size(), 2u);
  EXPECT_EQ(b[0].shape, a[0].shape);
  EXPECT_EQ(b[0].values, a[0].values);
  EXPECT_EQ(b[0].scale, a[0].scale);  // term sizes travel with the values
  EXPECT_TRUE(b[1].scale.empty());
  EXPECT_EQ(b[1].key, a[1].key);  // so do the selection check's ranking keys
  EXPECT_TRUE(b[0].key.empty());
  EXPECT_TRUE(std::signbit(b[0].values[4]));
  EXPECT_EQ(b[1].values, std::vector<double>{42});
  EXPECT_EQ(c.stats().misses, 1);
  EXPECT_EQ(c.stats().hits, 1);
  // Another process (another model's runner) sees the same entry.
  ReferenceCache other(tmp.path());
  other.get(std::string(64, 'a'), compute);
  EXPECT_EQ(computed, 1);
}

TEST(ReferenceCache, CorruptOrTruncatedEntriesAreRecomputed) {
  test::TempDir tmp;
  ReferenceCache c(tmp.path());
  const std::string key(64, 'b');
  c.get(key, sample);
  auto file = only_entry(tmp.path());
  ASSERT_FALSE(file.empty());
  for (int damage = 0; damage < 3; ++damage) {
    std::string bytes = test::read_file(file);
    if (damage == 0) bytes[bytes.size() / 2] ^= 1;      // one flipped bit in the values
    if (damage == 1) bytes.resize(bytes.size() - 100);  // a write cut short
    if (damage == 2) bytes = "not an entry";            // something else entirely
    test::write_file(file, bytes);
    int computed = 0;
    auto got = ReferenceCache(tmp.path()).get(key, [&] {
      ++computed;
      return sample();
    });
    EXPECT_EQ(computed, 1) << damage;
    EXPECT_EQ(got[0].values, sample()[0].values);
  }
  // The recomputed entry replaced the damaged one.
  ReferenceCache again(tmp.path());
  again.get(key, [] { return std::vector<RefTensor>{}; });
  EXPECT_EQ(again.stats().hits, 1);
}

TEST(ReferenceCache, AnEntryUnderAnotherKeyIsNotTrusted) {
  test::TempDir tmp;
  ReferenceCache c(tmp.path());
  c.get(std::string(64, 'c'), sample);
  auto from = only_entry(tmp.path());
  auto to = tmp.path() / "dd" / (std::string(64, 'd') + ".bin");
  std::filesystem::create_directories(to.parent_path());
  std::filesystem::copy_file(from, to);
  int computed = 0;
  c.get(std::string(64, 'd'), [&] {
    ++computed;
    return sample();
  });
  EXPECT_EQ(computed, 1);
  EXPECT_EQ(c.stats().rejected, 1);
}

TEST(ReferenceCache, DisabledComputesEveryTime) {
  ReferenceCache c("");
  int computed = 0;
  for (int i = 0; i < 3; ++i)
    c.get(std::string(64, 'e'), [&] {
      ++computed;
      return sample();
    });
  EXPECT_EQ(computed, 3);
  EXPECT_EQ(c.to_json()["dir"], "off");
}

TEST(ReferenceCache, KeyCoversEveryInputOfTheResult) {
  Spec mm = load_spec(test::repo_path("operators/matmul/gemm.json"));
  Task t{&mm, DType::fp32};
  Bindings v = {{"m", 64}, {"n", 64}, {"k", 64}, {"alpha", 1.5}, {"beta", -0.5}};
  const std::string base = reference_key(t, "spec1", v, 101, "");
  EXPECT_EQ(base, reference_key(t, "spec1", v, 101, ""));
  EXPECT_NE(base, reference_key(t, "spec2", v, 101, ""));       // the spec changed
  EXPECT_NE(base, reference_key(t, "spec1", v, 102, ""));       // the seed
  EXPECT_NE(base, reference_key(t, "spec1", v, 101, "large"));  // the input variant
  Bindings w = v;
  w["alpha"] = 1.25;  // a drawn param
  EXPECT_NE(base, reference_key(t, "spec1", w, 101, ""));
  w = v;
  w["k"] = 65;
  EXPECT_NE(base, reference_key(t, "spec1", w, 101, ""));
  EXPECT_EQ(base.size(), 64u);
}

}  // namespace
}  // namespace km
