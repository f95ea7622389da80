// kernelmark-baseline: oneDNN eltwise_swish
// kernelmark-baseline-cpu-flag: avx512bw: oneDNN 2.x has no bf16 primitives without AVX-512 (an AMD EPYC with AVX2: could not create a primitive descriptor iterator, session 29)
// SPDX-License-Identifier: Apache-2.0
#include "onednn_common.hpp"

// swish(x) = x * sigmoid(alpha * x); alpha = 1 gives silu.
int silu_bf16(const km_bf16* x, km_bf16* y, int64_t n) {
  using namespace dnnl;
  memory::desc md({n}, memory::data_type::bf16, memory::format_tag::a);
  eltwise_forward::primitive_desc pd(
      eltwise_forward::desc(prop_kind::forward_inference, algorithm::eltwise_swish, md, 1.f, 0.f),
      km_baseline::engine());
  eltwise_forward(pd).execute(km_baseline::stream(), {{DNNL_ARG_SRC, km_baseline::wrap(md, x)},
                                                      {DNNL_ARG_DST, km_baseline::wrap(md, y)}});
  km_baseline::stream().wait();
  return 0;
}
