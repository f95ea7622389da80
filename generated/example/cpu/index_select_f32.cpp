// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// One (outer, selected index) pair per iteration copies a run of inner contiguous elements.
#include <cstring>

int index_select_f32(const float* x, const int64_t* idx, float* y, int64_t outer, int64_t n, int64_t inner, int64_t k) {
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < outer * k; ++t) {
    const int64_t o = t / k, j = t % k;
    std::memcpy(y + t * inner, x + (o * n + idx[j]) * inner, static_cast<size_t>(inner) * sizeof(float));
  }
  return 0;
}
