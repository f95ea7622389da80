// KernelMark planted kernel (test input, not a sample): splits x into count pieces of equal
// width n / count (torch.chunk's rule) instead of the given widths a, a + b, a, ...: right only
// where b = 0.
#include <cstring>

int split_with_sizes_f32(const float* x, float* const* ys, int64_t outer, int64_t count, int64_t a, int64_t b, int64_t inner) {
  const int64_t n = count * a + (count / 2) * b;
  for (int64_t i = 0; i < count; ++i)
    for (int64_t o = 0; o < outer; ++o) {
      const int64_t cols = a + (i % 2) * b, off = i * (n / count);
      for (int64_t j = 0; j < cols; ++j)
        for (int64_t k = 0; k < inner; ++k) {
          const int64_t col = off + j < n ? off + j : n - 1;
          ys[i][(o * cols + j) * inner + k] = x[(o * n + col) * inner + k];
        }
    }
  return 0;
}
