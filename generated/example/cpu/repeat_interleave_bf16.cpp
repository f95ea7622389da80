// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// Output slice j of the middle dimension is input slice j / r: one run of inner elements each.
#include <cstring>

int repeat_interleave_bf16(const km_bf16* x, km_bf16* y, int64_t outer, int64_t n, int64_t inner, int64_t r) {
  const int64_t total = outer * n * r;
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < total; ++t) {
    const int64_t o = t / (n * r), j = t % (n * r);
    std::memcpy(y + t * inner, x + (o * n + j / r) * inner, static_cast<size_t>(inner) * sizeof(km_bf16));
  }
  return 0;
}
