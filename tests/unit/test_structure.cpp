// SPDX-License-Identifier: Apache-2.0
// Structured inputs (init "structure"): symmetric and triangular matrices, row-stochastic rows and
// +-1 labels, as the specs that need them (KernelBench's symmetric/triangular matmuls, KL-div and
// hinge losses) receive them, and the errors a misplaced structure gets.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "core/ggml.hpp"
#include "core/spec.hpp"
#include "core/tensor.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

Spec spec_of(const char* rel) { return load_spec(test::repo_path(rel)); }

TEST(Structure, SymmetricMatricesAreExactlySymmetric) {
  Spec s = spec_of("operators/matmul/matmul_symmetric.json");
  for (DType d : {DType::fp32, DType::bf16}) {
    Task t{&s, d};
    auto in = make_inputs(t, {{"n", 37}}, 7);
    for (const HostTensor& h : in)
      for (int64_t i = 0; i < 37; ++i)
        for (int64_t j = 0; j < 37; ++j) ASSERT_EQ(h.at(i * 37 + j), h.at(j * 37 + i)) << i << "," << j;
    EXPECT_NE(in[0].at(1), in[0].at(2));  // still drawn values, not a constant
  }
}

TEST(Structure, TriangularMatricesAreZeroOnTheOtherSide) {
  for (const char* f : {"operators/matmul/matmul_triu.json", "operators/matmul/matmul_tril.json"}) {
    Spec s = spec_of(f);
    const bool upper = s.name == "matmul_triu";
    auto in = make_inputs(Task{&s, DType::fp16}, {{"n", 19}}, 3);
    int nonzero_kept = 0;
    for (int64_t i = 0; i < 19; ++i)
      for (int64_t j = 0; j < 19; ++j) {
        const bool kept = upper ? j >= i : j <= i;
        if (!kept) ASSERT_EQ(in[1].at(i * 19 + j), 0.0) << f << " " << i << "," << j;
        nonzero_kept += kept && in[1].at(i * 19 + j) != 0.0;
      }
    EXPECT_GT(nonzero_kept, 150) << f;  // 190 kept elements, drawn from a normal
  }
}

TEST(Structure, RowStochasticRowsArePositiveAndSumToOne) {
  Spec s = spec_of("operators/softmax_loss/kl_div_loss.json");
  auto in = make_inputs(Task{&s, DType::fp32}, {{"b", 5}, {"n", 300}}, 11);
  for (const HostTensor& h : in)
    for (int64_t r = 0; r < 5; ++r) {
      double sum = 0;
      for (int64_t j = 0; j < 300; ++j) {
        ASSERT_GT(h.at(r * 300 + j), 0.0);
        sum += h.at(r * 300 + j);
      }
      EXPECT_NEAR(sum, 1.0, 1e-5) << h.name << " row " << r;
    }
  EXPECT_NE(in[0].bytes, in[1].bytes);
}

TEST(Structure, SignLabelsAreBothSigns) {
  Spec s = spec_of("operators/softmax_loss/hinge_loss.json");
  auto in = make_inputs(Task{&s, DType::bf16}, {{"b", 2}, {"n", 1000}}, 5);
  int plus = 0;
  for (int64_t j = 0; j < 1000; ++j) {
    const double v = in[1].at(j);
    ASSERT_TRUE(v == 1.0 || v == -1.0) << v;
    plus += v == 1.0;
  }
  EXPECT_GT(plus, 400);
  EXPECT_LT(plus, 600);
}

// blas_trsv's A ([n, lda] buffer: n columns of lda elements): the leading n x n square is strictly
// dominant by rows and columns, so every triangle solves stably; the padding stays as drawn.
TEST(Structure, DiagDominantSquareBoundsEveryTriangle) {
  Spec s = spec_of("operators/blas2/blas_trsv.json");
  const int64_t n = 37, lda = 40;
  for (DType d : {DType::fp32, DType::fp64}) {
    auto in = make_inputs(Task{&s, d}, {{"n", n}, {"lda", lda}, {"incx", 1}, {"uplo", 0}, {"trans", 0}, {"diag", 0}}, 9);
    const HostTensor& a = in[0];
    ASSERT_EQ(a.name, "A");
    std::vector<double> row(n), col(n);
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j)
        if (i != j) {
          row[i] += std::fabs(a.at(i * lda + j));
          col[j] += std::fabs(a.at(i * lda + j));
        }
    for (int64_t i = 0; i < n; ++i) {
      EXPECT_LE(row[i], 0.5 + 1e-6) << i;
      EXPECT_LE(col[i], 0.5 + 1e-6) << i;
      EXPECT_GE(std::fabs(a.at(i * lda + i)), 1.0) << i;
    }
    int padding_large = 0;  // padding rows n..lda-1 of each column: untouched normal draws
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = n; j < lda; ++j) padding_large += std::fabs(a.at(i * lda + j)) > 0.1;
    EXPECT_GT(padding_large, 60);  // 111 padding elements; |N(0, 1)| > 0.1 for 92%
  }
}

// cublasZtrsmBatched's A: diag_dominant on a complex matrix works on moduli (each item of the list).
TEST(Structure, DiagDominantComplexBoundsModuli) {
  Spec s = spec_of("operators/blas3/blas_trsm_batched_complex.json");
  const int64_t m = 29, n = 5, lda = 33, ldb = 29;
  auto in = make_inputs(Task{&s, DType::c128},
                        {{"batch", 2}, {"m", m}, {"n", n}, {"lda", lda}, {"ldb", ldb}, {"side", 0},
                         {"uplo", 0}, {"trans", 2}, {"diag", 0}, {"alpha_re", 1}, {"alpha_im", 0}},
                        5);
  int items = 0;
  for (const HostTensor& a : in) {
    if (a.name.rfind("A", 0) != 0) continue;
    ++items;
    ASSERT_EQ(a.dtype, DType::c128);
    auto comp = [&](int64_t e, int k) {
      double v;
      std::memcpy(&v, a.bytes.data() + e * 16 + k * 8, 8);
      return v;
    };
    auto mod = [&](int64_t e) { return std::hypot(comp(e, 0), comp(e, 1)); };
    std::vector<double> row(m), col(m);
    int imag_large = 0;
    for (int64_t j = 0; j < m; ++j)  // column j of the column-major matrix is row j of the buffer
      for (int64_t i = 0; i < m; ++i)
        if (i != j) {
          row[i] += mod(j * lda + i);
          col[j] += mod(j * lda + i);
        } else {
          imag_large += std::fabs(comp(j * lda + i, 1)) > 0.1;  // the diagonal keeps its phase
        }
    for (int64_t i = 0; i < m; ++i) {
      EXPECT_LE(row[i], 0.5 + 1e-12) << a.name << " " << i;
      EXPECT_LE(col[i], 0.5 + 1e-12) << a.name << " " << i;
      EXPECT_GE(mod(i * lda + i), 1.0) << a.name << " " << i;
    }
    EXPECT_GT(imag_large, m / 2) << a.name;
  }
  EXPECT_EQ(items, 2);
}

std::string spec_text(const std::string& shape, const std::string& structure) {
  return R"({"name": "odd", "category": "t", "source": "llm", "description": "d",
    "semantics": "y = x", "dtypes": ["fp32"], "sizes": ["n", "m"],
    "inputs": [{"name": "x", "shape": )" + shape +
         R"(, "init": {"dist": "normal", "mean": 0, "std": 1, "structure": ")" + structure +
         R"("}}], "outputs": [{"name": "y", "shape": ["n"]}],
    "shapes": {"small": [{"n": 4, "m": 3}], "heldout": [{"n": 4, "m": 3}], "bench": [{"n": 4, "m": 3}]},
    "draw": {"ranges": {"n": [1, 4], "m": [1, 4]}}, "flops": "n"})";
}

std::string load_error(const std::string& text) {
  test::TempDir tmp;
  auto file = tmp.path() / "t" / "odd.json";
  test::write_file(file, text);
  try {
    load_spec(file);
  } catch (const SpecError& e) {
    return e.field + ": " + e.what();
  }
  return "";
}

TEST(Structure, MisplacedStructuresNameTheField) {
  EXPECT_NE(load_error(spec_text(R"(["n"])", "symmetric")).find("inputs[0].init.structure"),
            std::string::npos);
  EXPECT_NE(load_error(spec_text(R"(["n", "n"])", "banded")).find("is not one of symmetric"),
            std::string::npos);
  // Symmetric needs square matrices in every case: n = 4, m = 3 is not.
  EXPECT_NE(load_error(spec_text(R"(["n", "m"])", "symmetric")).find("last two dimensions differ"),
            std::string::npos);
  EXPECT_EQ(load_error(spec_text(R"(["n", "n"])", "tril")), "");
  EXPECT_NE(load_error(spec_text(R"(["n"])", "diag_dominant")).find("inputs[0].init.structure"),
            std::string::npos);
  EXPECT_EQ(load_error(spec_text(R"(["n", "m"])", "diag_dominant")), "");
}

// boxes: every row of 4 is (x1, y1, x2, y2) with x1 <= x2, y1 <= y2, still drawn values.
TEST(Structure, BoxesHaveOrderedCorners) {
  Spec s = spec_of("operators/elementwise/box_iou.json");
  for (DType d : {DType::fp32, DType::fp16}) {
    auto in = make_inputs(Task{&s, d}, {{"n", 37}, {"m", 5}}, 11);
    int wide = 0;
    for (const HostTensor& h : in)
      for (int64_t r = 0; r < h.numel(); r += 4) {
        ASSERT_LE(h.at(r), h.at(r + 2)) << h.name << " row " << r / 4;
        ASSERT_LE(h.at(r + 1), h.at(r + 3)) << h.name << " row " << r / 4;
        wide += h.at(r) < h.at(r + 2) && h.at(r + 1) < h.at(r + 3);
      }
    EXPECT_GT(wide, 30);
  }
  // A tensor whose last dimension is not 4 fails when drawn, naming the input.
  test::TempDir tmp;
  auto file = tmp.path() / "t" / "odd.json";
  test::write_file(file, spec_text(R"(["n", "m"])", "boxes"));
  Spec odd = load_spec(file);
  EXPECT_NO_THROW(make_inputs(Task{&odd, DType::fp32}, {{"n", 2}, {"m", 4}}, 1));
  EXPECT_THROW(make_inputs(Task{&odd, DType::fp32}, {{"n", 2}, {"m", 3}}, 1), std::runtime_error);
}

// ggml_blocks: u8 rows of GGUF blocks whose fp16 fields (scales, minimums) come out finite and
// normal for every type, while the code bytes stay as drawn (every byte value occurs).
TEST(Structure, GgmlBlocksHaveFiniteNormalScales) {
  Spec s = spec_of("operators/quantization/ggml_dequantize.json");
  for (const ggml::BlockFormat& f : ggml::kFormats) {
    const Bindings b{{"rows", 40}, {"blocks", 10}, {"type", static_cast<double>(f.type)}};
    auto in = make_inputs(Task{&s, DType::fp32}, b, 5);
    const HostTensor& w = in[0];
    ASSERT_EQ(w.numel(), 40 * 10 * f.bytes) << f.name;
    std::vector<int> seen(256, 0);
    for (int64_t at = 0; at < w.numel(); at += f.bytes) {
      for (int k = 0; k < f.n_f16; ++k) {
        const auto lo = static_cast<uint16_t>(w.at(at + f.f16[k]));
        const auto hi = static_cast<uint16_t>(w.at(at + f.f16[k] + 1));
        const int e = ((lo | (hi << 8)) >> 10) & 31;
        ASSERT_TRUE(e >= 9 && e <= 16) << f.name << " block " << at / f.bytes << " field " << k;
      }
      for (int64_t i = 0; i < f.bytes; ++i) ++seen[static_cast<size_t>(w.at(at + i))];
    }
    int codes = 0;
    for (int c : seen) codes += c > 0;
    EXPECT_EQ(codes, 256) << f.name;  // 400 blocks of 18..210 drawn bytes: every byte value
  }
  // An unknown type id, and a row that is not whole blocks, fail when drawn, naming the input.
  EXPECT_THROW(make_inputs(Task{&s, DType::fp32}, {{"rows", 2}, {"blocks", 1}, {"type", 4}}, 1),
               std::runtime_error);
  // ggml_blocks on a float tensor is refused at load, naming the field.
  EXPECT_NE(load_error(spec_text(R"(["n"])", "ggml_blocks")).find("inputs[0].init.structure"),
            std::string::npos);
}

// sparse24_meta: i32 words (vLLM's Marlin 2:4 b_meta) whose every nibble is a 2:4 code
// idx0 | idx1 << 2 with idx0 < idx1, each of the six patterns occurring; the words' other inputs
// stay as drawn.
TEST(Structure, Sparse24MetaHoldsValidTwoOfFourCodes) {
  Spec s = spec_of("operators/quantization/gptq_marlin_24_gemm.json");
  const Bindings b{{"m", 2}, {"kt", 4}, {"nt", 2}, {"num_bits", 4}, {"grouped", 1}};
  auto in = make_inputs(Task{&s, DType::fp16}, b, 9);
  const HostTensor* meta = nullptr;
  for (const HostTensor& h : in)
    if (h.name == "b_meta") meta = &h;
  ASSERT_NE(meta, nullptr);
  ASSERT_EQ(meta->numel(), 4 * 128);
  std::vector<int> seen(16, 0);
  for (int64_t i = 0; i < meta->numel(); ++i) {
    const auto w = static_cast<uint32_t>(static_cast<int32_t>(meta->at(i)));
    for (int q = 0; q < 8; ++q) {
      const uint32_t nib = (w >> (4 * q)) & 15u;
      ASSERT_LT(nib & 3u, nib >> 2) << "word " << i << " nibble " << q;
      ++seen[nib];
    }
  }
  for (int code : {0x4, 0x8, 0xC, 0x9, 0xD, 0xE})  // 4096 nibbles: 512 or 768 of each expected
    EXPECT_GT(seen[static_cast<size_t>(code)], 300) << code;
  // On any tensor but i32 it is refused at load, naming the field.
  EXPECT_NE(load_error(spec_text(R"(["n"])", "sparse24_meta")).find("inputs[0].init.structure"),
            std::string::npos);
}

}  // namespace
}  // namespace km
