// kernelmark-baseline: oneDNN layer_normalization (bf16 data, scale/shift via fp32 copies)
// kernelmark-baseline-cpu-flag: avx512bw: oneDNN 2.x has no bf16 primitives without AVX-512 (an AMD EPYC with AVX2: could not create a primitive descriptor iterator, session 29)
// SPDX-License-Identifier: Apache-2.0
// oneDNN 2.6 takes layer-norm scale and shift only as f32, so w and b are widened first.
#include <vector>

#include "onednn_common.hpp"

int layer_norm_bf16(const km_bf16* x, const km_bf16* w, const km_bf16* b, km_bf16* y, int64_t rows,
                    int64_t d, double eps) {
  using namespace dnnl;
  std::vector<float> wf(d), bf(d);
  for (int64_t i = 0; i < d; ++i) {
    wf[i] = km_bf16_to_f32(w[i]);
    bf[i] = km_bf16_to_f32(b[i]);
  }
  memory::desc md({rows, d}, memory::data_type::bf16, memory::format_tag::ab);
  memory::desc vd({d}, memory::data_type::f32, memory::format_tag::a);
  layer_normalization_forward::primitive_desc pd(
      layer_normalization_forward::desc(
          prop_kind::forward_inference, md, static_cast<float>(eps),
          normalization_flags::use_scale | normalization_flags::use_shift),
      km_baseline::engine());
  layer_normalization_forward(pd).execute(km_baseline::stream(),
                                          {{DNNL_ARG_SRC, km_baseline::wrap(md, x)},
                                           {DNNL_ARG_SCALE, km_baseline::wrap(vd, wf.data())},
                                           {DNNL_ARG_SHIFT, km_baseline::wrap(vd, bf.data())},
                                           {DNNL_ARG_DST, km_baseline::wrap(md, y)}});
  km_baseline::stream().wait();
  return 0;
}
