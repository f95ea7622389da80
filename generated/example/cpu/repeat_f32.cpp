// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// One output row (last dimension, d * r3 elements) per iteration: the source row x[i % a,
// j % b, k % c, :] copied r3 times.
#include <cstring>

int repeat_f32(const float* x, float* y, int64_t a, int64_t b, int64_t c, int64_t d, int64_t r0, int64_t r1,
           int64_t r2, int64_t r3) {
  const int64_t B = b * r1, C = c * r2, D = d * r3, rows = a * r0 * B * C;
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < rows; ++t) {
    const int64_t k = t % C, j = (t / C) % B, i = t / (C * B);
    const float* src = x + ((i % a * b + j % b) * c + k % c) * d;
    for (int64_t q = 0; q < r3; ++q) std::memcpy(y + t * D + q * d, src, static_cast<size_t>(d) * sizeof(float));
  }
  return 0;
}
