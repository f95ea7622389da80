// KernelMark planted kernel (test input, not a sample): treats the view as a contiguous slice
// starting at storage_offset (what as_strided gives only for the row-major strides of its size),
// so permuted, zero and overlapping strides read the wrong elements.
int strided_copy_f16(const km_f16* x, km_f16* y, int64_t s0, int64_t s1, int64_t s2, int64_t s3,
                     int64_t t0, int64_t t1, int64_t t2, int64_t t3, int64_t offset, int64_t tail) {
  (void)tail, (void)t0, (void)t1, (void)t2, (void)t3;
  const int64_t n = s0 * s1 * s2 * s3;
  // Clamp to the storage actually present, as a careful-looking kernel would.
  const int64_t avail = offset + (s0 - 1) * t0 + (s1 - 1) * t1 + (s2 - 1) * t2 + (s3 - 1) * t3 + 1 + tail - offset;
  for (int64_t i = 0; i < n; ++i) y[i] = x[offset + (i < avail ? i : avail - 1)];
  return 0;
}
