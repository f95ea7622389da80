// kernelmark-baseline: oneDNN logsoftmax_forward
// kernelmark-baseline-excludes: nan: oneDNN logsoftmax gives -inf for the elements of a row holding NaN (torch gives NaN), seen 2026-12-01
// SPDX-License-Identifier: Apache-2.0
#include "onednn_common.hpp"

int log_softmax_f32(const float* x, float* y, int64_t rows, int64_t cols) {
  using namespace dnnl;
  memory::desc md({rows, cols}, memory::data_type::f32, memory::format_tag::ab);
  logsoftmax_forward::primitive_desc pd(
      logsoftmax_forward::desc(prop_kind::forward_inference, md, 1), km_baseline::engine());
  logsoftmax_forward(pd).execute(km_baseline::stream(), {{DNNL_ARG_SRC, km_baseline::wrap(md, x)},
                                                         {DNNL_ARG_DST, km_baseline::wrap(md, y)}});
  km_baseline::stream().wait();
  return 0;
}
