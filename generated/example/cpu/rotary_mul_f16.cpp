// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y = x * r1 + rotate(x) * r2 row by row (r1, r2 indexed by the row's position s), in fp32 and
// rounded once. rotate: mode 0 pairs e with e + d/2, mode 1 pairs 2j with 2j + 1.
#include <cstdint>

namespace {
inline float ld(km_f16 v) { return km_f16_to_f32(v); }
inline km_f16 st(float v) { return km_f32_to_f16(v); }
}  // namespace

int rotary_mul_f16(const km_f16* x, const km_f16* r1, const km_f16* r2, km_f16* y, int64_t b, int64_t h,
                    int64_t s, int64_t d, int64_t mode) {
  if (d % 2 != 0) return 1;
  const int64_t rows = b * h * s, half = d / 2;
#pragma omp parallel for schedule(static)
  for (int64_t row = 0; row < rows; ++row) {
    const km_f16* xr = x + row * d;
    const km_f16* c = r1 + (row % s) * d;
    const km_f16* sn = r2 + (row % s) * d;
    km_f16* yr = y + row * d;
    for (int64_t e = 0; e < d; ++e) {
      const float rot = mode != 0 ? (e % 2 == 0 ? -ld(xr[e + 1]) : ld(xr[e - 1]))
                                  : (e < half ? -ld(xr[e + half]) : ld(xr[e - half]));
      yr[e] = st(ld(xr[e]) * ld(c[e]) + rot * ld(sn[e]));
    }
  }
  return 0;
}
