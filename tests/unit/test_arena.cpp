// SPDX-License-Identifier: Apache-2.0
// Guard zones of the shared arena: out-of-bounds writes must be caught and described precisely.
#include <gtest/gtest.h>

#include <cstring>
#include <string>

#include "core/arena.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

class ArenaTest : public ::testing::Test {
 protected:
  test::TempDir tmp;
  Arena arena{tmp.path(), {{"x", 0, 100, false}, {"y", 0, 64, true}}};

  std::string violation() const { return arena.guard_violation().value_or(""); }
  /// Flips the byte at `p` so it no longer matches the guard pattern, whatever the pattern is.
  static void damage(unsigned char* p) { *p = static_cast<unsigned char>(~*p); }
};

TEST_F(ArenaTest, LayoutLeavesGuardsAroundAlignedSlots) {
  ASSERT_EQ(arena.slots().size(), 2u);
  const ArenaSlot& x = arena.slots()[0];
  const ArenaSlot& y = arena.slots()[1];
  EXPECT_EQ(x.name, "x");
  EXPECT_TRUE(y.output);
  EXPECT_GE(x.offset, Arena::kGuardBytes);
  EXPECT_GE(y.offset, x.offset + x.bytes + Arena::kGuardBytes);
  EXPECT_GE(arena.size(), y.offset + y.bytes + Arena::kGuardBytes);
  EXPECT_EQ(x.offset % Arena::kAlign, 0u);
  EXPECT_EQ(y.offset % Arena::kAlign, 0u);
  EXPECT_EQ(arena.size() % 4096, 0u);
  EXPECT_TRUE(std::filesystem::exists(arena.path()));
  EXPECT_EQ(arena.path().parent_path(), tmp.path());
  EXPECT_EQ(std::filesystem::file_size(arena.path()), arena.size());
}

TEST_F(ArenaTest, UntouchedGuardsHaveNoViolation) { EXPECT_FALSE(arena.guard_violation().has_value()); }

TEST_F(ArenaTest, WritesInsideSlotsAreFine) {
  std::memset(arena.data(0), 0xAB, 100);
  std::memset(arena.data(1), 0x00, 64);
  arena.data(1)[63] = 0x5A;
  EXPECT_FALSE(arena.guard_violation().has_value()) << violation();
}

TEST_F(ArenaTest, ByteJustPastTheEndOfSlot1) {
  damage(arena.data(1) + 64);
  std::string v = violation();
  EXPECT_NE(v.find("1 guard bytes overwritten"), std::string::npos) << v;
  EXPECT_NE(v.find("from 0 to 0 bytes past the end of output 'y'"), std::string::npos) << v;
}

TEST_F(ArenaTest, ByteJustPastTheEndOfSlot0) {
  damage(arena.data(0) + 100);
  damage(arena.data(0) + 103);
  std::string v = violation();
  EXPECT_NE(v.find("2 guard bytes overwritten from 0 to 3 bytes past the end of input 'x'"), std::string::npos) << v;
}

TEST_F(ArenaTest, ByteBeforeTheStartOfSlot0) {
  damage(arena.data(0) - 1);
  std::string v = violation();
  EXPECT_NE(v.find("before the start of input 'x'"), std::string::npos) << v;
  EXPECT_NE(v.find("from 1 to 1 bytes"), std::string::npos) << v;
}

TEST_F(ArenaTest, UnderflowOfSlot1IsNotBlamedOnSlot0) {
  damage(arena.data(1) - 8);
  std::string v = violation();
  EXPECT_NE(v.find("from 8 to 8 bytes before the start of output 'y'"), std::string::npos) << v;
}

// A kernel copying one guard byte over another must still be caught: the pattern depends on position.
TEST_F(ArenaTest, GuardPatternIsPositionDependent) {
  unsigned char* after = arena.data(1) + 64;
  bool differs = false;
  for (int i = 1; i < 64 && !differs; ++i) differs = after[i] != after[0];
  EXPECT_TRUE(differs);
  std::memmove(after + 1, after, 16);  // shift the guard by one byte
  EXPECT_TRUE(arena.guard_violation().has_value());
}

TEST_F(ArenaTest, FillGuardsRepairsAndKeepsSlotData) {
  std::memset(arena.data(0), 0x11, 100);
  damage(arena.data(1) + 200);
  ASSERT_TRUE(arena.guard_violation().has_value());
  arena.fill_guards();
  EXPECT_FALSE(arena.guard_violation().has_value());
  EXPECT_EQ(arena.data(0)[99], 0x11);
}

TEST(ArenaLifetime, FileIsRemovedAndArenasAreDistinct) {
  test::TempDir tmp;
  std::filesystem::path p1;
  {
    Arena a(tmp.path(), {{"x", 0, 10, false}});
    Arena b(tmp.path(), {{"x", 0, 10, false}});
    p1 = a.path();
    EXPECT_NE(a.path(), b.path());
    EXPECT_TRUE(std::filesystem::exists(p1));
  }
  EXPECT_FALSE(std::filesystem::exists(p1));
}

}  // namespace
}  // namespace km
