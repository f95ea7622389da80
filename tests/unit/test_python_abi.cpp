// SPDX-License-Identifier: Apache-2.0
// Contract v2 for a Python-hosted platform (platforms/triton): the stub a model sees, the
// prototype the compile stage names, the checker's verdict line, and platform.json's new keys.
#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <string>

#include "core/compile_check.hpp"
#include "core/platform.hpp"
#include "core/spec.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

class PythonAbi : public ::testing::Test {
 protected:
  PlatformInfo triton = PlatformInfo::load(test::repo_path("platforms/triton/platform.json"));
  PlatformInfo cpu = PlatformInfo::load(test::repo_path("platforms/cpu/platform.json"));
  Spec layer_norm = load_spec(test::repo_path("operators/normalization/layer_norm.json"));
};

TEST_F(PythonAbi, ContractKeysAndDefaults) {
  EXPECT_EQ(triton.module_extension, ".py");
  EXPECT_EQ(triton.abi, "python_stub");
  EXPECT_EQ(triton.abi_extension, ".pyi");
  EXPECT_EQ(triton.compile_check, "checker");
  EXPECT_EQ(cpu.module_extension, ".so");  // defaults: the C/C++ shared-object contract
  EXPECT_EQ(cpu.abi, "c_header");
  EXPECT_EQ(cpu.abi_extension, ".h");
  EXPECT_EQ(cpu.compile_check, "symbols");
}

TEST_F(PythonAbi, PrototypeNamesDtypesAndShapes) {
  EXPECT_EQ(prototype(Task{&layer_norm, DType::bf16}, triton),
            "def layer_norm_bf16(x: Tensor[torch.bfloat16, (rows, d)], w: Tensor[torch.bfloat16, "
            "(d,)], b: Tensor[torch.bfloat16, (d,)], y: Tensor[torch.bfloat16, (rows, d)], "
            "rows: int, d: int, eps: float) -> None");
}

TEST_F(PythonAbi, StubCarriesTheContractAndKmAbi) {
  std::string s = python_stub(Task{&layer_norm, DType::fp32}, triton);
  EXPECT_NE(s.find("def layer_norm_f32(x: Tensor[torch.float32, (rows, d)]"), std::string::npos) << s;
  EXPECT_NE(s.find("# Semantics (PyTorch): y = torch.nn.functional.layer_norm"), std::string::npos);
  EXPECT_NE(s.find("Param eps varies"), std::string::npos) << s;
  EXPECT_NE(s.find("KM_ABI = {\"args\":[{\"kind\":\"input\",\"name\":\"x\""), std::string::npos) << s;
  EXPECT_EQ(s.find("/*"), std::string::npos) << "no C comment in a Python stub";
  EXPECT_EQ(abi_text(Task{&layer_norm, DType::fp32}, triton), s);
}

// A list tensor reaches a Python entry as a Python list (session 26): its stub says so, with no
// pointer array (the C header's wording), and the type is list[Tensor[...]].
TEST_F(PythonAbi, ListTensorIsAPythonList) {
  Spec split = load_spec(test::repo_path("operators/layout/split.json"));
  auto unwrapped = [](std::string text) {  // comment lines joined: a phrase may wrap
    for (const char* cont : {"\n# ", "\n * "})
      for (size_t at; (at = text.find(cont)) != std::string::npos;) text.replace(at, std::strlen(cont), " ");
    return text;
  };
  std::string s = unwrapped(python_stub(Task{&split, DType::fp32}, triton));
  EXPECT_NE(s.find("ys: list[Tensor[torch.float32, (outer, min(split, n - item * split), inner)]]"),
            std::string::npos) << s;
  EXPECT_NE(s.find("ys is a Python list whose element i is item i"), std::string::npos) << s;
  EXPECT_EQ(s.find("pointer array"), std::string::npos) << s;
  std::string c = unwrapped(abi_text(Task{&split, DType::fp32}, cpu));
  EXPECT_NE(c.find("is read-only (writing it is INPUT_MODIFIED)"), std::string::npos) << c;
  EXPECT_NE(c.find("in device memory on a GPU: read it in device code"), std::string::npos) << c;
}

TEST_F(PythonAbi, CheckerVerdictLine) {
  CheckerVerdict c = checker_verdict(
      "noise\nkernelmark-detail: line 3: uses open\nkernelmark-verdict: FORBIDDEN_SYMBOL: uses open\n");
  EXPECT_EQ(c.verdict, Verdict::FORBIDDEN_SYMBOL);
  EXPECT_EQ(c.reason, "uses open");
  ASSERT_EQ(c.details.size(), 1u);
  // A checker may only give compile-stage verdicts; none at all is the checker's own failure.
  EXPECT_EQ(checker_verdict("kernelmark-verdict: PASS: fine\n").verdict, Verdict::HARNESS_ERROR);
  EXPECT_EQ(checker_verdict("Traceback (most recent call last):\n").verdict, Verdict::HARNESS_ERROR);
  EXPECT_EQ(checker_verdict("kernelmark-verdict: COMPILE_ERROR: f.py line 1: invalid syntax").verdict,
            Verdict::COMPILE_ERROR);
}

TEST(PythonAbiErrors, BadContractValueNamesFileAndField) {
  std::string path = ::testing::TempDir() + "/km_bad_platform.json";
  std::ofstream(path) << R"({"name": "x", "description": "d", "source_extension": ".py",
    "abi": "fortran", "types": {}, "size_type": "int", "param_types": {}})";
  try {
    PlatformInfo::load(path);
    FAIL() << "accepted abi 'fortran'";
  } catch (const SpecError& e) {
    EXPECT_NE(std::string(e.what()).find("abi"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("fortran"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace km
