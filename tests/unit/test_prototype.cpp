// SPDX-License-Identifier: Apache-2.0
// The generated ABI (prototype, per-task header, km_invoke) and the compile stage's verdicts.
#include <gtest/gtest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "core/compile_check.hpp"
#include "core/platform.hpp"
#include "core/spec.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

class Abi : public ::testing::Test {
 protected:
  PlatformInfo cpu = PlatformInfo::load(test::repo_path("platforms/cpu/platform.json"));
  Spec relu = load_spec(test::repo_path("operators/activation/relu.json"));
  Spec layer_norm = load_spec(test::repo_path("operators/normalization/layer_norm.json"));
  Spec embedding = load_spec(test::repo_path("operators/index/embedding.json"));
};

// bench_sets: each platform's perf stage times the first set a spec has; GPU platforms list
// bench_cuda, and a list must end with bench (every spec has it), named when it does not.
TEST(BenchSets, DefaultsAndErrorsNameTheField) {
  EXPECT_EQ(PlatformInfo::load(test::repo_path("platforms/cpu/platform.json")).bench_sets,
            (std::vector<std::string>{"bench_cpu", "bench"}));
  EXPECT_EQ(PlatformInfo::load(test::repo_path("platforms/triton/platform.json")).bench_sets,
            (std::vector<std::string>{"bench_triton", "bench_cuda", "bench"}));
  test::TempDir tmp;
  nlohmann::json j = nlohmann::json::parse(
      test::read_file(test::repo_path("platforms/cpu/platform.json")));
  for (const auto& [bad, field] : std::vector<std::pair<nlohmann::json, std::string>>{
           {nlohmann::json::array({"bench_cuda"}), "bench_sets"},
           {nlohmann::json::array({"small", "bench"}), "bench_sets[0]"},
           {"bench", "bench_sets"}}) {
    j["bench_sets"] = bad;
    test::write_file(tmp.path() / "platform.json", j.dump());
    try {
      PlatformInfo::load(tmp.path() / "platform.json");
      ADD_FAILURE() << bad.dump() << " loaded";
    } catch (const SpecError& e) {
      EXPECT_NE(std::string(e.what()).find(": " + field + ": "), std::string::npos) << e.what();
    }
  }
}

TEST_F(Abi, CpuPlatformLoads) {
  EXPECT_EQ(cpu.name, "cpu");
  EXPECT_EQ(cpu.source_extension, ".cpp");
  EXPECT_EQ(cpu.abi_include, "km_cpu_abi.h");
  EXPECT_EQ(cpu.decl_prefix, "KM_EXTERN_C KM_EXPORT");
  EXPECT_EQ(cpu.types.at("bf16"), "km_bf16");
  EXPECT_EQ(cpu.size_type, "int64_t");
  EXPECT_TRUE(cpu.extra_args.empty());
}

TEST_F(Abi, ReluF32Prototype) {
  EXPECT_EQ(prototype(Task{&relu, DType::fp32}, cpu), "int relu_f32(const float* x, float* y, int64_t n)");
  EXPECT_EQ(prototype(Task{&relu, DType::fp16}, cpu), "int relu_f16(const km_f16* x, km_f16* y, int64_t n)");
}

// Order is inputs, outputs, sizes, params: a kernel written to the docs must link.
TEST_F(Abi, LayerNormBf16Prototype) {
  EXPECT_EQ(prototype(Task{&layer_norm, DType::bf16}, cpu),
            "int layer_norm_bf16(const km_bf16* x, const km_bf16* w, const km_bf16* b, km_bf16* y, "
            "int64_t rows, int64_t d, double eps)");
  auto args = abi_args(Task{&layer_norm, DType::bf16}, cpu);
  ASSERT_EQ(args.size(), 7u);
  EXPECT_EQ(args[0].kind, AbiArg::Kind::input);
  EXPECT_EQ(args[3].kind, AbiArg::Kind::output);
  EXPECT_EQ(args[4].kind, AbiArg::Kind::size);
  EXPECT_EQ(args[6].kind, AbiArg::Kind::param);
}

TEST_F(Abi, FixedDtypeTensorKeepsItsType) {
  EXPECT_EQ(prototype(Task{&embedding, DType::fp32}, cpu),
            "int embedding_f32(const float* table, const int64_t* idx, float* out, int64_t n, int64_t v, int64_t d)");
}

TEST_F(Abi, HeaderDeclaresAndInvokesInAbiOrder) {
  std::string h = abi_header(Task{&layer_norm, DType::bf16}, cpu);
  EXPECT_NE(h.find("#include \"km_cpu_abi.h\""), std::string::npos) << h;
  EXPECT_NE(h.find("#ifndef KM_TASK_layer_norm_bf16_H"), std::string::npos) << h;
  EXPECT_NE(h.find("KM_EXTERN_C KM_EXPORT int layer_norm_bf16(const km_bf16* x, const km_bf16* w, "
                   "const km_bf16* b, km_bf16* y, int64_t rows, int64_t d, double eps);"),
            std::string::npos)
      << h;
  EXPECT_NE(h.find("KM_EXTERN_C KM_EXPORT int km_invoke(const km_arg* a) {\n  return layer_norm_bf16("
                   "(const km_bf16*)a[0].ptr, (const km_bf16*)a[1].ptr, (const km_bf16*)a[2].ptr, "
                   "(km_bf16*)a[3].ptr, (int64_t)a[4].i64, (int64_t)a[5].i64, (double)a[6].f64);"),
            std::string::npos)
      << h;
  EXPECT_NE(h.find("y = torch.nn.functional.layer_norm(x, (d,), w, b, eps)"), std::string::npos);  // semantics
  EXPECT_NE(h.find("input  x: bf16 [rows, d]"), std::string::npos) << h;
}

TEST_F(Abi, IntegerParamAndExtraArgsAreCastFromTheRightUnionMember) {
  test::TempDir tmp;
  auto j = nlohmann::json::parse(test::read_file(test::repo_path("operators/normalization/layer_norm.json")));
  j["params"].push_back({{"name", "groups"}, {"type", "i64"}, {"value", 1}});
  test::write_file(tmp / "normalization/layer_norm.json", j.dump());
  Spec s = load_spec(tmp / "normalization/layer_norm.json");
  PlatformInfo gpu = cpu;
  gpu.name = "gpu";
  gpu.extra_args = {{"stream", "cudaStream_t"}};
  Task t{&s, DType::fp32};
  EXPECT_EQ(prototype(t, gpu), "int layer_norm_f32(const float* x, const float* w, const float* b, float* y, "
                               "int64_t rows, int64_t d, double eps, int64_t groups, cudaStream_t stream)");
  std::string h = abi_header(t, gpu);
  EXPECT_NE(h.find("(double)a[6].f64, (int64_t)a[7].i64, (cudaStream_t)a[8].ptr);"), std::string::npos) << h;
}

TEST_F(Abi, TypeIncludesOnlyForTheDtypesATaskUses) {
  PlatformInfo cuda = PlatformInfo::load(test::repo_path("platforms/cuda/platform.json"));
  EXPECT_EQ(cuda.type_includes.at("fp16"), "cuda_fp16.h");
  std::string f32 = abi_header(Task{&relu, DType::fp32}, cuda);
  std::string f16 = abi_header(Task{&relu, DType::fp16}, cuda);
  std::string bf16 = abi_header(Task{&layer_norm, DType::bf16}, cuda);
  EXPECT_EQ(f32.find("cuda_fp16.h"), std::string::npos) << f32;
  EXPECT_EQ(f32.find("cuda_bf16.h"), std::string::npos) << f32;
  EXPECT_NE(f16.find("#include <cuda_fp16.h>"), std::string::npos) << f16;
  EXPECT_EQ(f16.find("cuda_bf16.h"), std::string::npos) << f16;
  EXPECT_NE(bf16.find("#include <cuda_bf16.h>"), std::string::npos) << bf16;
  EXPECT_TRUE(cpu.type_includes.empty());
}

TEST_F(Abi, MissingPlatformTypeIsSpecError) {
  PlatformInfo p = cpu;
  p.types.erase("bf16");
  try {
    prototype(Task{&relu, DType::bf16}, p);
    FAIL() << "no SpecError";
  } catch (const SpecError& e) {
    EXPECT_EQ(e.field, "types.bf16");
  }
  EXPECT_NO_THROW(prototype(Task{&relu, DType::fp32}, p));
}

TEST(PlatformLoad, MissingFieldIsNamed) {
  test::TempDir tmp;
  auto j = nlohmann::json::parse(test::read_file(test::repo_path("platforms/cpu/platform.json")));
  j.erase("size_type");
  test::write_file(tmp / "platform.json", j.dump());
  try {
    PlatformInfo::load(tmp / "platform.json");
    FAIL() << "no SpecError";
  } catch (const SpecError& e) {
    EXPECT_EQ(e.field, "size_type");
  }
}

// Real g++ 12 output (UTF-8 locale quotes) for a kernel whose parameters differ from the prototype.
const char* kGccConflict =
    "relu_f32.cpp:2:16: error: conflicting declaration of C function \xe2\x80\x98int relu_f32(float*, float*, "
    "int)\xe2\x80\x99\n"
    "    2 | extern \"C\" int relu_f32(float* x, float* y, int n) { return 0; }\n"
    "      |                ^~~~~~~~\n"
    "km_task.h:12:34: note: previous declaration \xe2\x80\x98int relu_f32(const float*, float*, int64_t)\xe2\x80\x99\n";

TEST(ClassifyBuildFailure, GccConflictingDeclarationIsSignatureMismatch) {
  EXPECT_EQ(classify_build_failure(kGccConflict, "relu_f32"), Verdict::SIGNATURE_MISMATCH);
  // Same message in the C locale (ASCII quotes).
  EXPECT_EQ(classify_build_failure("k.cpp:2:16: error: conflicting declaration of C function "
                                   "'int relu_f32(float*, float*, int)'\n",
                                   "relu_f32"),
            Verdict::SIGNATURE_MISMATCH);
  EXPECT_EQ(classify_build_failure("k.cpp:3:7: error: ambiguating new declaration of 'float relu_f32(const float*, "
                                   "float*, int64_t)'\n",
                                   "relu_f32"),
            Verdict::SIGNATURE_MISMATCH);
}

TEST(ClassifyBuildFailure, ClangConflictingTypesIsSignatureMismatch) {
  EXPECT_EQ(classify_build_failure("relu_f32.cpp:2:16: error: conflicting types for 'relu_f32'\n"
                                   "extern \"C\" int relu_f32(float* x, float* y, int n) { return 0; }\n"
                                   "               ^\n",
                                   "relu_f32"),
            Verdict::SIGNATURE_MISMATCH);
}

// A syntax error inside the entry point mentions the entry but is not about its signature.
TEST(ClassifyBuildFailure, SyntaxErrorIsCompileError) {
  const char* out =
      "k3.cpp: In function \xe2\x80\x98int relu_f32(const float*, float*, int64_t)\xe2\x80\x99:\n"
      "k3.cpp:1:58: error: expected \xe2\x80\x98;\xe2\x80\x99 before \xe2\x80\x98}\xe2\x80\x99 token\n"
      "    1 | int relu_f32(const float* x, float* y, int64_t n) { return 0 }\n";
  EXPECT_EQ(classify_build_failure(out, "relu_f32"), Verdict::COMPILE_ERROR);
  EXPECT_EQ(classify_build_failure("", "relu_f32"), Verdict::COMPILE_ERROR);
}

TEST(ClassifyBuildFailure, ConflictAboutAnotherFunctionIsCompileError) {
  EXPECT_EQ(classify_build_failure("k.cpp:3:16: error: conflicting declaration of C function 'int helper(int)'\n"
                                   "k.cpp:2:16: note: previous declaration 'int helper(float)'\n",
                                   "relu_f32"),
            Verdict::COMPILE_ERROR);
  EXPECT_EQ(classify_build_failure("k.c:9:5: error: conflicting types for 'relu_f32_impl'\n", "relu_f32"),
            Verdict::COMPILE_ERROR);
  // The entry of another task in the same message is not this task's entry.
  EXPECT_EQ(classify_build_failure(kGccConflict, "relu_f16"), Verdict::COMPILE_ERROR);
}

// A conflict about a helper whose name ends with the entry's name (my_relu_f32) is not a signature
// mismatch of relu_f32. Real g++ 12 output below.
TEST(ClassifyBuildFailure, HelperEndingWithEntryNameIsCompileError) {
  const char* out =
      "k2.cpp:3:16: error: conflicting declaration of C function 'int my_relu_f32(int)'\n"
      "k2.cpp:2:16: note: previous declaration 'int my_relu_f32(float)'\n";
  EXPECT_EQ(classify_build_failure(out, "relu_f32"), Verdict::COMPILE_ERROR);
}

}  // namespace
}  // namespace km

namespace km {
namespace {

// The symbol policy: imports must match an allow pattern in full, exports must be entry points.
TEST(SymbolPolicy, ImportsAndExportsOutsideThePolicyAreNamed) {
  std::vector<std::string> allow_in = {"mem(cpy|set)", "GOMP_.*", "_ZNS[ti](?!6thread).*"};
  auto bad = symbol_policy_violations({"memcpy", "GOMP_parallel", "fork", "memcpyx", "_ZNSt6thread6detachEv",
                                       "_ZNSt6vectorIfSaIfEE"},
                                      {"relu_f32", "km_invoke", "clock_gettime"}, allow_in, {},
                                      {"relu_f32", "km_invoke"});
  EXPECT_EQ(bad, (std::vector<std::string>{"imports fork", "imports memcpyx", "imports _ZNSt6thread6detachEv",
                                           "exports clock_gettime"}));
}

TEST(SymbolPolicy, CleanModuleHasNoViolations) {
  EXPECT_TRUE(symbol_policy_violations({"expf", "memset"}, {"relu_f32", "km_invoke"}, {"expf|memset"}, {},
                                       {"relu_f32", "km_invoke"})
                  .empty());
}

// The shipped policies are valid regular expressions and accept what the example kernels need.
TEST(SymbolPolicy, ShippedCpuPolicyAcceptsTheRuntimeAndRejectsTheCheats) {
  PlatformInfo p = PlatformInfo::load(std::string(KM_SOURCE_DIR) + "/platforms/cpu/platform.json");
  std::vector<std::string> ok = {"expf", "erfcf", "memcpy", "GOMP_parallel", "omp_get_thread_num", "_Znwm",
                                 "_ZdlPvm", "_ZSt20__throw_length_errorPKc", "__gxx_personality_v0",
                                 "_Unwind_Resume", "__cxa_finalize", "_ITM_registerTMCloneTable"};
  EXPECT_TRUE(symbol_policy_violations(ok, {}, p.allow_imports, p.allow_exports, {}).empty());
  std::vector<std::string> cheats = {"cblas_sgemm", "dnnl_primitive_execute", "system", "fork", "fopen",
                                     "socket", "pthread_create", "dlopen", "clock_gettime",
                                     "_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE"};
  EXPECT_EQ(symbol_policy_violations(cheats, {}, p.allow_imports, p.allow_exports, {}).size(), cheats.size());
}

}  // namespace
}  // namespace km
