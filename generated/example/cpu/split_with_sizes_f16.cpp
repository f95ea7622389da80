// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// km_f16 in and out: a pure copy. ys[i] points at item i, its own buffer of
// [outer, a + (i % 2) * b, inner]; item i starts at column i * a + (i / 2) * b of x.
#include <cstring>

int split_with_sizes_f16(const km_f16* x, km_f16* const* ys, int64_t outer, int64_t count, int64_t a, int64_t b, int64_t inner) {
  const int64_t n = count * a + (count / 2) * b;
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t i = 0; i < count; ++i)
    for (int64_t o = 0; o < outer; ++o) {
      const int64_t cols = a + (i % 2) * b, off = i * a + (i / 2) * b;
      std::memcpy(ys[i] + o * cols * inner, x + (o * n + off) * inner,
                  static_cast<size_t>(cols * inner) * sizeof(km_f16));
    }
  return 0;
}
