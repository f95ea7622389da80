// Planted (self-test): stores through a wild pointer into the unmapped first page (SIGSEGV). The
// pointee is volatile so the compiler must emit the store.
int relu_f32(const float* x, float* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  volatile float* wild = reinterpret_cast<volatile float*>(static_cast<uintptr_t>(64));
  *wild = 1.0f;
  return 0;
}
