// kernelmark-baseline: oneDNN matmul bf16 (fp32 accumulation, bf16 dst)
// kernelmark-baseline-cpu-flag: avx512bw: oneDNN 2.x has no bf16 primitives without AVX-512 (an AMD EPYC with AVX2: could not create a primitive descriptor iterator, session 29)
// SPDX-License-Identifier: Apache-2.0
// The planned OpenBLAS cblas_sbgemm is declared in Debian's cblas.h but not built into its
// libopenblas 0.3.21 (no BUILD_BFLOAT16), so the native-bf16 baseline is oneDNN's matmul, which
// accumulates in fp32 and rounds the result to bf16.
#include <cstring>

#include "onednn_common.hpp"

int matmul_bf16(const km_bf16* A, const km_bf16* B, km_bf16* C, int64_t m, int64_t n, int64_t k) {
  // oneDNN's matmul dies of SIGFPE when a dimension is 0 (Debian's libdnnl, the `empty` set's
  // cases m=5 n=19 k=0 and m=0 n=7 k=3): nothing to write, or a product over no terms, 0.
  if (m == 0 || n == 0) return 0;
  if (k == 0) {
    std::memset(C, 0, static_cast<size_t>(m * n) * sizeof(km_bf16));
    return 0;
  }
  using namespace dnnl;
  using dt = memory::data_type;
  using tag = memory::format_tag;
  memory::desc a_md({m, k}, dt::bf16, tag::ab), b_md({k, n}, dt::bf16, tag::ab),
      c_md({m, n}, dt::bf16, tag::ab);
  matmul::primitive_desc pd(matmul::desc(a_md, b_md, c_md), km_baseline::engine());
  matmul(pd).execute(km_baseline::stream(), {{DNNL_ARG_SRC, km_baseline::wrap(a_md, A)},
                                             {DNNL_ARG_WEIGHTS, km_baseline::wrap(b_md, B)},
                                             {DNNL_ARG_DST, km_baseline::wrap(c_md, C)}});
  km_baseline::stream().wait();
  return 0;
}
