// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y[i, :] = x[dst2src_map[i], :]: one memcpy per output row, rows in parallel.
#include <cstring>

int shuffle_rows_f32(const float* x, const int32_t* dst2src_map, float* y, int64_t rows_in,
                    int64_t rows_out, int64_t hidden) {
  int bad = 0;
#pragma omp parallel for schedule(static) reduction(| : bad)
  for (int64_t i = 0; i < rows_out; ++i) {
    const int64_t s = dst2src_map[i];
    if (s < 0 || s >= rows_in) {
      bad = 1;
      continue;
    }
    std::memcpy(y + i * hidden, x + s * hidden, static_cast<size_t>(hidden) * sizeof(float));
  }
  return bad;
}
