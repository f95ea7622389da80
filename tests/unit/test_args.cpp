// SPDX-License-Identifier: Apache-2.0
// Command-line options: a number option refuses what is not wholly a number at or above its floor,
// naming the option and the value, so a typo never runs with a different limit.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/args.hpp"

namespace km {
namespace {

Args parse(std::vector<std::string> words) {
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(w.data());
  return Args(static_cast<int>(argv.size()), argv.data(), 0, {"timeout", "budget"});
}

std::string refusal(const Args& a, const std::string& key) {
  try {
    a.number(key, 1);
  } catch (const ArgError& e) {
    return e.what();
  }
  return "(accepted)";
}

TEST(Args, NumberReadsTheValueOrTheFallback) {
  EXPECT_DOUBLE_EQ(parse({"--timeout", "2.5"}).number("timeout", 30), 2.5);
  EXPECT_DOUBLE_EQ(parse({"--timeout=1e-6"}).number("timeout", 30), 1e-6);
  EXPECT_DOUBLE_EQ(parse({"--timeout", "0"}).number("timeout", 30), 0);
  EXPECT_DOUBLE_EQ(parse({}).number("timeout", 30), 30);
}

TEST(Args, NumberRefusesWhatIsNotWhollyAFiniteNumberAtTheFloor) {
  // std::stod alone read "3O" as 3 and threw a bare "stod" on "abc".
  for (const char* bad : {"3O", "abc", "", "-1", "nan", "inf", "1e999", "0x"})
    EXPECT_EQ(refusal(parse({"--budget", bad}), "budget"),
              std::string("--budget: '") + bad + "' is not a number of at least 0")
        << bad;
  EXPECT_EQ(refusal(parse({"--timeout", "0.5"}), "timeout"), "(accepted)");
}

TEST(Args, NumberNamesAFractionalFloor) {
  Args a = parse({"--timeout", "0.1"});
  try {
    a.number("timeout", 1, 0.25);
    FAIL() << "0.1 is under the floor 0.25";
  } catch (const ArgError& e) {
    EXPECT_STREQ(e.what(), "--timeout: '0.1' is not a number of at least 0.25");
  }
}

}  // namespace
}  // namespace km
