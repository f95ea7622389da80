// kernelmark-baseline: oneDNN eltwise_clip
// kernelmark-baseline-excludes: specials: oneDNN eltwise_clip maps NaN to lo (torch.clamp keeps NaN), seen 2026-12-01
// SPDX-License-Identifier: Apache-2.0
#include "onednn_common.hpp"

// clip(x) = min(max(x, alpha), beta) with alpha = lo, beta = hi.
int clamp_f32(const float* x, float* y, int64_t n, double lo, double hi) {
  using namespace dnnl;
  memory::desc md({n}, memory::data_type::f32, memory::format_tag::a);
  eltwise_forward::primitive_desc pd(
      eltwise_forward::desc(prop_kind::forward_inference, algorithm::eltwise_clip, md,
                            static_cast<float>(lo), static_cast<float>(hi)),
      km_baseline::engine());
  eltwise_forward(pd).execute(km_baseline::stream(), {{DNNL_ARG_SRC, km_baseline::wrap(md, x)},
                                                      {DNNL_ARG_DST, km_baseline::wrap(md, y)}});
  km_baseline::stream().wait();
  return 0;
}
