// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// One row per iteration: the row of x widened to a float scratch row, every src element of the
// row added at its index in order, then rounded once.
#include <vector>

int scatter_add_f32(const float* x, const int64_t* idx, const float* src, float* y, int64_t rows, int64_t n, int64_t k) {
#pragma omp parallel
  {
    std::vector<float> acc(static_cast<size_t>(n));
#pragma omp for schedule(static)
    for (int64_t r = 0; r < rows; ++r) {
      for (int64_t i = 0; i < n; ++i) acc[i] = (x[r * n + i]);
      for (int64_t j = 0; j < k; ++j) acc[idx[r * k + j]] += (src[r * k + j]);
      for (int64_t i = 0; i < n; ++i) y[r * n + i] = (acc[i]);
    }
  }
  return 0;
}
