// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to fp16 once.
// One (outer, selected index) pair per iteration copies a run of inner contiguous elements.
#include <cstring>

int index_select_f16(const km_f16* x, const int64_t* idx, km_f16* y, int64_t outer, int64_t n, int64_t inner, int64_t k) {
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < outer * k; ++t) {
    const int64_t o = t / k, j = t % k;
    std::memcpy(y + t * inner, x + (o * n + idx[j]) * inner, static_cast<size_t>(inner) * sizeof(km_f16));
  }
  return 0;
}
