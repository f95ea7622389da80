// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z = ~x.
// ~ promotes to int; the cast back keeps the low bits, the complement in the element type.

int bitwise_not_i8(const int8_t* x, int8_t* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = static_cast<int8_t>(~x[i]);
  return 0;
}
