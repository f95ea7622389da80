// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Each e4m3 scale decoded to fp32, multiplied by -8 .. -1 (exact in fp32) and each product rounded
// back to e4m3 by the ABI's conversion (nearest, ties to even): 8 output bytes per scale.
int cutlass_pack_scale_fp8_f8e4m3(const km_fp8e4m3* scales, km_fp8e4m3* packed, int64_t rows,
                                  int64_t cols) {
  const int64_t n = rows * cols;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float s = km_fp8e4m3_to_f32(scales[i]);
    for (int j = 0; j < 8; ++j) packed[i * 8 + j] = km_f32_to_fp8e4m3(s * static_cast<float>(j - 8));
  }
  return 0;
}
