// KernelMark planted kernel (test input, not a sample): writes CUTLASS's table for unsigned codes
// (s * 8, s * 7, ..., s) where the signed int4 weights need the negative one (s * -8, ..., -s):
// the other branch of packed_scale_t. Otherwise the sample kernel.
int cutlass_pack_scale_fp8_f8e4m3(const km_fp8e4m3* scales, km_fp8e4m3* packed, int64_t rows,
                                  int64_t cols) {
  const int64_t n = rows * cols;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float s = km_fp8e4m3_to_f32(scales[i]);
    for (int j = 0; j < 8; ++j) packed[i * 8 + j] = km_f32_to_fp8e4m3(s * static_cast<float>(8 - j));
  }
  return 0;
}
