// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to fp16 once.
// Per outer index, slice i is one contiguous run of inner elements.
#include <cstring>

int select_f16(const km_f16* x, km_f16* y, int64_t outer, int64_t n, int64_t inner, int64_t i) {
#pragma omp parallel for schedule(static)
  for (int64_t o = 0; o < outer; ++o)
    std::memcpy(y + o * inner, x + (o * n + i) * inner, static_cast<size_t>(inner) * sizeof(km_f16));
  return 0;
}
