// KernelMark planted kernel (test input, not a sample): reads the view from the start of the
// storage, ignoring storage_offset (right only where offset = 0).
int strided_copy_f32(const float* x, float* y, int64_t s0, int64_t s1, int64_t s2, int64_t s3,
                     int64_t t0, int64_t t1, int64_t t2, int64_t t3, int64_t offset, int64_t tail) {
  (void)tail;
  (void)offset;  // the defect
  int64_t at = 0;
  for (int64_t i0 = 0; i0 < s0; ++i0)
    for (int64_t i1 = 0; i1 < s1; ++i1)
      for (int64_t i2 = 0; i2 < s2; ++i2)
        for (int64_t i3 = 0; i3 < s3; ++i3) y[at++] = x[i0 * t0 + i1 * t1 + i2 * t2 + i3 * t3];
  return 0;
}
