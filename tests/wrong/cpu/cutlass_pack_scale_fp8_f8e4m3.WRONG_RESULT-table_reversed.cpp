// KernelMark planted kernel (test input, not a sample): writes the negative table in the opposite
// order (-s first, s * -8 last), as pack4's little-endian byte order read the other way gives.
// Otherwise the sample kernel.
int cutlass_pack_scale_fp8_f8e4m3(const km_fp8e4m3* scales, km_fp8e4m3* packed, int64_t rows,
                                  int64_t cols) {
  const int64_t n = rows * cols;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float s = km_fp8e4m3_to_f32(scales[i]);
    for (int j = 0; j < 8; ++j) packed[i * 8 + j] = km_f32_to_fp8e4m3(s * static_cast<float>(-1 - j));
  }
  return 0;
}
