// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Per outer index, the length * inner elements from slice start on are one contiguous run.
#include <cstring>

int narrow_f32(const float* x, float* y, int64_t outer, int64_t n, int64_t inner, int64_t length, int64_t start) {
  const size_t run = static_cast<size_t>(length * inner) * sizeof(float);
#pragma omp parallel for schedule(static)
  for (int64_t o = 0; o < outer; ++o) std::memcpy(y + o * length * inner, x + (o * n + start) * inner, run);
  return 0;
}
