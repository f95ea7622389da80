// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// km_f16 in and out: a pure copy. ys[i] points at item i, its own buffer of
// [outer, min(split, n - i * split), inner]; the last item is shorter where split does not divide n.
#include <algorithm>
#include <cstring>

int split_f16(const km_f16* x, km_f16* const* ys, int64_t outer, int64_t n, int64_t inner, int64_t split) {
  const int64_t count = (n + split - 1) / split;
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t i = 0; i < count; ++i)
    for (int64_t o = 0; o < outer; ++o) {
      const int64_t cols = std::min(split, n - i * split);
      std::memcpy(ys[i] + o * cols * inner, x + (o * n + i * split) * inner,
                  static_cast<size_t>(cols * inner) * sizeof(km_f16));
    }
  return 0;
}
