// kernelmark-baseline: oneDNN softmax_forward
// kernelmark-baseline-cpu-flag: avx512bw: oneDNN 2.x has no bf16 primitives without AVX-512 (an AMD EPYC with AVX2: could not create a primitive descriptor iterator, session 29)
// kernelmark-baseline-excludes: nan: oneDNN softmax gives 0 for the elements of a row holding NaN (torch gives NaN), seen 2026-12-01
// SPDX-License-Identifier: Apache-2.0
#include "onednn_common.hpp"

int softmax_bf16(const km_bf16* x, km_bf16* y, int64_t rows, int64_t cols) {
  using namespace dnnl;
  memory::desc md({rows, cols}, memory::data_type::bf16, memory::format_tag::ab);
  softmax_forward::primitive_desc pd(softmax_forward::desc(prop_kind::forward_inference, md, 1),
                                     km_baseline::engine());
  softmax_forward(pd).execute(km_baseline::stream(), {{DNNL_ARG_SRC, km_baseline::wrap(md, x)},
                                                      {DNNL_ARG_DST, km_baseline::wrap(md, y)}});
  km_baseline::stream().wait();
  return 0;
}
