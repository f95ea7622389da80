// kernelmark-baseline: oneDNN binary_add (row broadcast)
// kernelmark-baseline-cpu-flag: avx512bw: oneDNN 2.x has no bf16 primitives without AVX-512 (an AMD EPYC with AVX2: could not create a primitive descriptor iterator, session 29)
// SPDX-License-Identifier: Apache-2.0
#include "onednn_common.hpp"

int add_bias_bf16(const km_bf16* x, const km_bf16* bias, km_bf16* y, int64_t m, int64_t n) {
  using namespace dnnl;
  const auto dt = memory::data_type::bf16;
  memory::desc xmd({m, n}, dt, memory::format_tag::ab);
  memory::desc bmd({1, n}, dt, memory::format_tag::ab);
  binary::primitive_desc pd(binary::desc(algorithm::binary_add, xmd, bmd, xmd),
                            km_baseline::engine());
  binary(pd).execute(km_baseline::stream(), {{DNNL_ARG_SRC_0, km_baseline::wrap(xmd, x)},
                                             {DNNL_ARG_SRC_1, km_baseline::wrap(bmd, bias)},
                                             {DNNL_ARG_DST, km_baseline::wrap(xmd, y)}});
  km_baseline::stream().wait();
  return 0;
}
