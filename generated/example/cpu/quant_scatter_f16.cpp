// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// In place: quantise batch i's k update rows in fp32 and write them at rows indices[i].. of var[i].
#include <cmath>

// Round to nearest, ties to even (rintf in the default rounding mode), saturate, then convert:
// a plain cast would truncate, and converting before clamping overflows.
static inline int8_t q8(float u) {
  const float r = std::rint(u);
  return static_cast<int8_t>(r < -128.0f ? -128.0f : (r > 127.0f ? 127.0f : r));
}

int quant_scatter_f16(const int32_t* indices, const km_f16* updates, const float* quant_scales,
                      const float* quant_zero_points, int8_t* var, int64_t b, int64_t s, int64_t d,
                      int64_t k) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < b; ++i)
    for (int64_t j = 0; j < k; ++j) {
      int8_t* row = var + (i * s + indices[i] + j) * d;
      const km_f16* up = updates + (i * k + j) * d;
      for (int64_t c = 0; c < d; ++c)
        row[c] = q8(km_f16_to_f32(up[c]) * quant_scales[c] + quant_zero_points[c]);
    }
  return 0;
}
