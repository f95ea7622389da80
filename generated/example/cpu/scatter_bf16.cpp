// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y = x, then y[r, idx[r, j]] = src[r, j] along dim 1; rows in parallel (each row's indices are
// distinct, so the order within a row does not matter).
#include <cstring>

int scatter_bf16(const km_bf16* x, const int64_t* idx, const km_bf16* src, km_bf16* y, int64_t rows, int64_t n,
               int64_t k) {
  int bad = 0;
#pragma omp parallel for schedule(static) reduction(| : bad)
  for (int64_t r = 0; r < rows; ++r) {
    std::memcpy(y + r * n, x + r * n, static_cast<size_t>(n) * sizeof(km_bf16));
    for (int64_t j = 0; j < k; ++j) {
      const int64_t c = idx[r * k + j];
      if (c < 0 || c >= n) bad = 1;
      else y[r * n + c] = src[r * k + j];
    }
  }
  return bad;
}
