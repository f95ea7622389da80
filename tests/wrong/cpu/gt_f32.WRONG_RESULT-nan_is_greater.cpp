// Planted wrong kernel (self-test only): x > y written as !(x <= y), which agrees everywhere but
// where either side is NaN (true here, false in IEEE and torch). The integer-valued default inputs
// never hold NaN, so ordinary cases pass. Caught by: the "specials" input variant and the exact
// bool check (one wrong element in a few thousand fails the case).
int gt_f32(const float* x, const float* y, bool* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = !(x[i] <= y[i]);
  return 0;
}
