// kernelmark-baseline: oneDNN pooling_max
// kernelmark-baseline-excludes: nan: oneDNN pooling_max skips NaN (a window of one NaN gives -FLT_MAX, torch propagates NaN), seen 2026-12-01
// kernelmark-baseline-excludes: extremes: oneDNN pooling_max gives -FLT_MAX for a window holding only -inf (torch gives -inf), seen 2026-12-01
// SPDX-License-Identifier: Apache-2.0
// Plain NCHW in and out.
#include "onednn_common.hpp"

int max_pool2d_f32(const float* x, float* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t k,
                   int64_t s) {
  using namespace dnnl;
  const int64_t ho = (h - k) / s + 1, wo = (w - k) / s + 1;
  memory::desc src_md({n, c, h, w}, memory::data_type::f32, memory::format_tag::nchw);
  memory::desc dst_md({n, c, ho, wo}, memory::data_type::f32, memory::format_tag::nchw);
  pooling_forward::primitive_desc pd(
      pooling_forward::desc(prop_kind::forward_inference, algorithm::pooling_max, src_md, dst_md,
                            {s, s}, {k, k}, {0, 0}, {0, 0}),
      km_baseline::engine());
  pooling_forward(pd).execute(
      km_baseline::stream(),
      {{DNNL_ARG_SRC, km_baseline::wrap(src_md, x)}, {DNNL_ARG_DST, km_baseline::wrap(dst_md, y)}});
  km_baseline::stream().wait();
  return 0;
}
