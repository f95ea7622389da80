// kernelmark-baseline: oneDNN layer_normalization
// SPDX-License-Identifier: Apache-2.0
#include "onednn_common.hpp"

int layer_norm_f32(const float* x, const float* w, const float* b, float* y, int64_t rows,
                   int64_t d, double eps) {
  using namespace dnnl;
  memory::desc md({rows, d}, memory::data_type::f32, memory::format_tag::ab);
  memory::desc vd({d}, memory::data_type::f32, memory::format_tag::a);
  layer_normalization_forward::primitive_desc pd(
      layer_normalization_forward::desc(
          prop_kind::forward_inference, md, static_cast<float>(eps),
          normalization_flags::use_scale | normalization_flags::use_shift),
      km_baseline::engine());
  layer_normalization_forward(pd).execute(km_baseline::stream(),
                                          {{DNNL_ARG_SRC, km_baseline::wrap(md, x)},
                                           {DNNL_ARG_SCALE, km_baseline::wrap(vd, w)},
                                           {DNNL_ARG_SHIFT, km_baseline::wrap(vd, b)},
                                           {DNNL_ARG_DST, km_baseline::wrap(md, y)}});
  km_baseline::stream().wait();
  return 0;
}
