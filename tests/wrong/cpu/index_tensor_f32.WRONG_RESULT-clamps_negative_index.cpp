// Planted wrong kernel (self-test only): guards the indices with max(idx, 0), so a negative
// index reads row 0 instead of counting from the end as Python indexing does (x[-1] is the last
// row). Stays in bounds. Caught by: every set with a negative index drawn (indices are uniform in
// [-a, a - 1] and [-b, b - 1]).
#include <algorithm>
#include <cstring>

int index_tensor_f32(const float* x, const int64_t* idx0, const int64_t* idx1, float* y, int64_t a,
                     int64_t b, int64_t inner, int64_t k) {
  (void)a;
#pragma omp parallel for schedule(static)
  for (int64_t j = 0; j < k; ++j) {
    const int64_t u = std::max<int64_t>(idx0[j], 0), v = std::max<int64_t>(idx1[j], 0);
    std::memcpy(y + j * inner, x + (u * b + v) * inner, static_cast<size_t>(inner) * sizeof(float));
  }
  return 0;
}
