// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// One output row (last dimension, d * r3 elements) per iteration: the source row x[i % a,
// j % b, k % c, :] copied r3 times.
#include <cstring>

int repeat_bf16(const km_bf16* x, km_bf16* y, int64_t a, int64_t b, int64_t c, int64_t d, int64_t r0, int64_t r1,
           int64_t r2, int64_t r3) {
  const int64_t B = b * r1, C = c * r2, D = d * r3, rows = a * r0 * B * C;
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < rows; ++t) {
    const int64_t k = t % C, j = (t / C) % B, i = t / (C * B);
    const km_bf16* src = x + ((i % a * b + j % b) * c + k % c) * d;
    for (int64_t q = 0; q < r3; ++q) std::memcpy(y + t * D + q * d, src, static_cast<size_t>(d) * sizeof(km_bf16));
  }
  return 0;
}
