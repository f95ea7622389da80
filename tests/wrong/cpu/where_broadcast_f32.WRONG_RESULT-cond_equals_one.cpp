// Planted wrong kernel (self-test only): where with the condition tested as cond == 1. Right for
// masks of 0 and 1, but torch.where on a uint8 mask (cast to bool) selects x for every nonzero
// byte. Caught by: the nonzero variant (cond in [0, 3]).
int where_broadcast_f32(const uint8_t* cond, const float* x, const float* y, float* z, int64_t b, int64_t c, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < b * c; ++r)
    for (int64_t j = 0; j < n; ++j) z[r * n + j] = cond[r % c] == 1 ? x[r * n + j] : y[r * n + j];
  return 0;
}
