// KernelMark planted kernel (test input, not a sample): the sample kernel with the wrong rotation
// semantics: it always pairs e with e + d/2 (GPT-NeoX), also where mode 1 asks for the GPT-J pairs.
#include <cstdint>

namespace {
inline float ld(float v) { return v; }
inline float st(float v) { return v; }
}  // namespace

int rotary_mul_f32(const float* x, const float* r1, const float* r2, float* y, int64_t b, int64_t h,
                    int64_t s, int64_t d, int64_t mode) {
  if (d % 2 != 0) return 1;
  const int64_t rows = b * h * s, half = d / 2;
#pragma omp parallel for schedule(static)
  for (int64_t row = 0; row < rows; ++row) {
    const float* xr = x + row * d;
    const float* c = r1 + (row % s) * d;
    const float* sn = r2 + (row % s) * d;
    float* yr = y + row * d;
    (void)mode;
    for (int64_t e = 0; e < d; ++e) {
      // The defect: mode 1's pairs (2j, 2j + 1) are never used.
      const float rot = e < half ? -ld(xr[e + half]) : ld(xr[e - half]);
      yr[e] = st(ld(xr[e]) * ld(c[e]) + rot * ld(sn[e]));
    }
  }
  return 0;
}
