// kernelmark-baseline: oneDNN convolution_direct (oneDNN-chosen layouts, reorders timed)
// SPDX-License-Identifier: Apache-2.0
// The primitive is created with format_tag::any so oneDNN picks its fast blocked layouts, as a
// framework would; the NCHW input and OIHW weights are reordered into them on every call and the
// result is reordered back to NCHW, and those reorders are part of the timed baseline.
#include "onednn_common.hpp"

int conv2d_f32(const float* x, const float* wt, const float* b, float* y, int64_t n, int64_t ci,
               int64_t h, int64_t w, int64_t co, int64_t kh, int64_t kw, int64_t p) {
  using namespace dnnl;
  using dt = memory::data_type;
  using tag = memory::format_tag;
  const int64_t ho = h + 2 * p - kh + 1, wo = w + 2 * p - kw + 1;
  const memory::dims x_dims{n, ci, h, w}, w_dims{co, ci, kh, kw}, y_dims{n, co, ho, wo};
  memory::desc x_md(x_dims, dt::f32, tag::nchw), w_md(w_dims, dt::f32, tag::oihw),
      b_md({co}, dt::f32, tag::x), y_md(y_dims, dt::f32, tag::nchw);
  convolution_forward::primitive_desc pd(
      convolution_forward::desc(prop_kind::forward_inference, algorithm::convolution_direct,
                                memory::desc(x_dims, dt::f32, tag::any),
                                memory::desc(w_dims, dt::f32, tag::any), b_md,
                                memory::desc(y_dims, dt::f32, tag::any), {1, 1}, {p, p}, {p, p}),
      km_baseline::engine());

  engine& eng = km_baseline::engine();
  stream& s = km_baseline::stream();
  memory x_user = km_baseline::wrap(x_md, x), w_user = km_baseline::wrap(w_md, wt),
         y_user = km_baseline::wrap(y_md, y);
  memory x_mem = x_user, w_mem = w_user, y_mem = y_user;
  if (pd.src_desc() != x_md) {
    x_mem = memory(pd.src_desc(), eng);
    reorder(x_user, x_mem).execute(s, x_user, x_mem);
  }
  if (pd.weights_desc() != w_md) {
    w_mem = memory(pd.weights_desc(), eng);
    reorder(w_user, w_mem).execute(s, w_user, w_mem);
  }
  const bool y_blocked = pd.dst_desc() != y_md;
  if (y_blocked) y_mem = memory(pd.dst_desc(), eng);
  convolution_forward(pd).execute(s, {{DNNL_ARG_SRC, x_mem},
                                      {DNNL_ARG_WEIGHTS, w_mem},
                                      {DNNL_ARG_BIAS, km_baseline::wrap(b_md, b)},
                                      {DNNL_ARG_DST, y_mem}});
  if (y_blocked) reorder(y_mem, y_user).execute(s, y_mem, y_user);
  s.wait();
  return 0;
}
