// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z = x // y, rounding toward minus infinity; y is never 0.
// Unsigned operands: C's truncating division is already floor division.

int floor_divide_u8(const uint8_t* x, const uint8_t* y, uint8_t* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    z[i] = static_cast<uint8_t>(x[i] / y[i]);  // unsigned: truncation is the floor
  }
  return 0;
}
