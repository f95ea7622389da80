// kernelmark-baseline: oneDNN binary_mul
// SPDX-License-Identifier: Apache-2.0
#include "onednn_common.hpp"

int mul_f32(const float* x, const float* y, float* z, int64_t n) {
  using namespace dnnl;
  memory::desc md({n}, memory::data_type::f32, memory::format_tag::a);
  binary::primitive_desc pd(binary::desc(algorithm::binary_mul, md, md, md), km_baseline::engine());
  binary(pd).execute(km_baseline::stream(), {{DNNL_ARG_SRC_0, km_baseline::wrap(md, x)},
                                             {DNNL_ARG_SRC_1, km_baseline::wrap(md, y)},
                                             {DNNL_ARG_DST, km_baseline::wrap(md, z)}});
  km_baseline::stream().wait();
  return 0;
}
