// kernelmark-baseline: oneDNN reduction_sum
// kernelmark-baseline-cpu-flag: avx512bw: oneDNN 2.x has no bf16 primitives without AVX-512 (an AMD EPYC with AVX2: could not create a primitive descriptor iterator, session 29)
// SPDX-License-Identifier: Apache-2.0
#include <algorithm>

#include "onednn_common.hpp"

int sum_dim_bf16(const km_bf16* x, km_bf16* y, int64_t rows, int64_t cols) {
  // oneDNN rejects a reduction that reduces nothing (source and destination shapes equal): with
  // one column every row's result is its only element.
  if (cols == 1) {
    std::copy(x, x + rows, y);
    return 0;
  }
  using namespace dnnl;
  memory::desc src({rows, cols}, memory::data_type::bf16, memory::format_tag::ab);
  memory::desc dst({rows, 1}, memory::data_type::bf16, memory::format_tag::ab);
  reduction::primitive_desc pd(reduction::desc(algorithm::reduction_sum, src, dst, 0.f, 0.f),
                               km_baseline::engine());
  reduction(pd).execute(km_baseline::stream(), {{DNNL_ARG_SRC, km_baseline::wrap(src, x)},
                                                {DNNL_ARG_DST, km_baseline::wrap(dst, y)}});
  km_baseline::stream().wait();
  return 0;
}
