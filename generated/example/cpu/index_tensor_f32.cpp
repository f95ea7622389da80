// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// One index pair per iteration: negative indices wrap as in Python, then a run of inner
// contiguous elements is copied.
#include <cstring>

int index_tensor_f32(const float* x, const int64_t* idx0, const int64_t* idx1, float* y, int64_t a, int64_t b,
           int64_t inner, int64_t k) {
#pragma omp parallel for schedule(static)
  for (int64_t j = 0; j < k; ++j) {
    const int64_t u = idx0[j] < 0 ? idx0[j] + a : idx0[j];
    const int64_t v = idx1[j] < 0 ? idx1[j] + b : idx1[j];
    std::memcpy(y + j * inner, x + (u * b + v) * inner, static_cast<size_t>(inner) * sizeof(float));
  }
  return 0;
}
