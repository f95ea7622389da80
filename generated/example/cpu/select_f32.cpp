// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Per outer index, slice i is one contiguous run of inner elements.
#include <cstring>

int select_f32(const float* x, float* y, int64_t outer, int64_t n, int64_t inner, int64_t i) {
#pragma omp parallel for schedule(static)
  for (int64_t o = 0; o < outer; ++o)
    std::memcpy(y + o * inner, x + (o * n + i) * inner, static_cast<size_t>(inner) * sizeof(float));
  return 0;
}
