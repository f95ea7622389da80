// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z = x // y, rounding toward minus infinity; y is never 0.
// C's / truncates toward zero; where the remainder is nonzero and the signs differ, the floor
// is one lower.

int floor_divide_i64(const int64_t* x, const int64_t* y, int64_t* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const int64_t a = x[i], b = y[i];
    int64_t q = a / b;  // truncates toward zero
    if ((a % b != 0) && ((a < 0) != (b < 0))) --q;  // step down to the floor
    z[i] = static_cast<int64_t>(q);
  }
  return 0;
}
