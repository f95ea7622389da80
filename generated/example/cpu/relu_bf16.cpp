// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// relu only inspects the sign bit, so it works on the raw bf16 bits: negative values (sign set,
// not NaN) become +0, everything else passes through unchanged.
int relu_bf16(const km_bf16* x, km_bf16* y, int64_t n) {
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    uint16_t b = x[i].bits;
    bool negative = (b & 0x8000u) && (b & 0x7fffu) <= 0x7f80u;
    y[i].bits = negative ? uint16_t(0) : b;
  }
  return 0;
}
