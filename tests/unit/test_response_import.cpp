// SPDX-License-Identifier: Apache-2.0
// Finding the code in a model's response (kernelmark import): the forms responses take, and the
// ones that must become NO_CODE rather than a file of prose.
#include <gtest/gtest.h>

#include "core/response_import.hpp"

namespace km {
namespace {

const std::vector<std::string> kCpp = {"cpp", "c++", "c"};

Extracted cpu(const std::string& response) {
  return extract_code(response, "relu_f32.cpp", kCpp, "relu_f32");
}

TEST(ResponseImport, TheBlockNamingTheFileWins) {
  Extracted e = cpu("```cpp relu_f32.cpp\nint relu_f32() { return 0; }\n```\nAnd a test:\n"
                    "```cpp\nint main() {}\n```\n");
  ASSERT_TRUE(e.code);
  EXPECT_EQ(*e.code, "int relu_f32() { return 0; }\n");
  EXPECT_NE(e.how.find("named relu_f32.cpp"), std::string::npos);
}

TEST(ResponseImport, OtherwiseTheLastBlockInThePlatformsLanguage) {
  Extracted e = cpu("Plan:\n```text\nstep 1\n```\nDraft:\n```cpp\nint a;\n```\nFinal:\n```c++\n"
                    "int b;\n```\n```bash\nmake\n```\n");
  ASSERT_TRUE(e.code);
  EXPECT_EQ(*e.code, "int b;\n");
}

TEST(ResponseImport, FenceKindsAndLengths) {
  Extracted e = cpu("~~~cpp\nint t;\n~~~\n");
  ASSERT_TRUE(e.code);
  EXPECT_EQ(*e.code, "int t;\n");
  e = cpu("````cpp\n// a comment quoting ```\nint q;\n````\n");  // an inner fence stays code
  ASSERT_TRUE(e.code);
  EXPECT_EQ(*e.code, "// a comment quoting ```\nint q;\n");
  e = cpu("```\nint plain;\n```\n");
  ASSERT_TRUE(e.code);
  EXPECT_EQ(*e.code, "int plain;\n");
}

TEST(ResponseImport, ACutOffBlockIsStillCode) {
  Extracted e = cpu("```cpp\nint relu_f32(const float* x) {\n");
  ASSERT_TRUE(e.code);  // it will fail to compile: COMPILE_ERROR, not NO_CODE
  EXPECT_EQ(*e.code, "int relu_f32(const float* x) {\n");
}

TEST(ResponseImport, AWholeFileWithoutFences) {
  Extracted e = cpu("#include <cmath>\nint relu_f32(const float* x, float* y, int64_t n) { return 0; }\n");
  ASSERT_TRUE(e.code);
  EXPECT_NE(e.how.find("no fences"), std::string::npos);
}

TEST(ResponseImport, NoCode) {
  EXPECT_FALSE(cpu("").code);
  EXPECT_EQ(cpu("  \n").how, "empty response");
  EXPECT_FALSE(cpu("I would use a vectorised loop over relu_f32's input.").code);
  Extracted e = cpu("```python\nimport torch\n```\n");  // a block, but not in the platform's language
  EXPECT_FALSE(e.code);
  EXPECT_NE(e.how.find("none named relu_f32.cpp"), std::string::npos);
}

}  // namespace
}  // namespace km
