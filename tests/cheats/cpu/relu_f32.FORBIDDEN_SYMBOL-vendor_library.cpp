// Planted cheat (cheat mode 10 of docs/cheats.md): hands the work to a vendor library (OpenBLAS) instead of computing it.
extern "C" void cblas_scopy(int n, const float* x, int incx, float* y, int incy);

int relu_f32(const float* x, float* y, int64_t n) {
  cblas_scopy(static_cast<int>(n), x, 1, y, 1);
  for (int64_t i = 0; i < n; ++i) y[i] = y[i] > 0.0f ? y[i] : 0.0f;
  return 0;
}
