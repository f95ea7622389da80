// Planted wrong kernel (self-test only): writes "true" as the byte 0xFF (a mask idiom) into a
// bool output, where C++, CUDA, torch and jax hold true as 1. Every false element is right.
// Caught by: the exact bool check, which reads the byte (255) rather than byte != 0.
int logical_not_b8(const bool* x, bool* z, int64_t n) {
  unsigned char* out = reinterpret_cast<unsigned char*>(z);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) out[i] = x[i] ? 0x00 : 0xFF;
  return 0;
}
