// Planted wrong kernel (self-test only): 256-column blocks accumulate into a malloc'd scratch row
// treated as zeroed (should be calloc); fresh pages are zero, so toy tests pass, but a reused heap
// chunk holds old data and free-list pointers. Caught by: the first small case (m = 1, n = 1), on
// every host: the correctness workers fill malloc'd memory with 0x5a bytes (MALLOC_PERTURB_, in
// platforms/cpu/platform.json), so the scratch row starts at 1.5e16 (before, the verdict depended
// on the heap's state: another verdict on the H200 host, session 8).
#include <cstdlib>

int matvec_f32(const float* A, const float* x, float* y, int64_t m, int64_t n) {
  float* acc = static_cast<float*>(std::malloc(sizeof(float) * static_cast<size_t>(m)));
  if (!acc) return 1;
  constexpr int64_t kBlock = 256;
  for (int64_t j0 = 0; j0 < n; j0 += kBlock) {
    const int64_t j1 = j0 + kBlock < n ? j0 + kBlock : n;
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < m; ++i) {
      float s = 0.0f;
#pragma omp simd reduction(+ : s)
      for (int64_t j = j0; j < j1; ++j) s += A[i * n + j] * x[j];
      acc[i] += s;
    }
  }
  for (int64_t i = 0; i < m; ++i) y[i] = acc[i];
  std::free(acc);
  return 0;
}
