// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// A gather: output element (i0, i1, i2, i3), in row-major order, reads x at
// offset + i0 t0 + i1 t1 + i2 t2 + i3 t3. Strides may be 0 or overlap, so the copy never assumes
// that distinct outputs read distinct inputs; rows of s3 elements are the unit of parallel work.
int strided_copy_bf16(const km_bf16* x, km_bf16* y, int64_t s0, int64_t s1, int64_t s2, int64_t s3, int64_t t0,
                   int64_t t1, int64_t t2, int64_t t3, int64_t offset, int64_t tail) {
  (void)tail;  // elements past the view's reach: never read
  const int64_t rows = s0 * s1 * s2;
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const int64_t i2 = r % s2, i1 = (r / s2) % s1, i0 = r / (s2 * s1);
    const km_bf16* src = x + offset + i0 * t0 + i1 * t1 + i2 * t2;
    km_bf16* dst = y + r * s3;
    if (t3 == 1) {
      for (int64_t i3 = 0; i3 < s3; ++i3) dst[i3] = src[i3];
    } else {
      for (int64_t i3 = 0; i3 < s3; ++i3) dst[i3] = src[i3 * t3];
    }
  }
  return 0;
}
