// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Each row is sorted through an index array with std::sort (not stable: equal values come out in
// whatever order the sort leaves them, which the selection check allows); the values are copied
// from the input bit for bit. Rows are independent and spread over threads.
#include <algorithm>
#include <numeric>
#include <vector>

static inline float W(float v) { return v; }
// a sorts before b: ascending with NaN last, descending with NaN first.
static inline bool before(float a, float b, bool desc) {
  if (a != a || b != b) return desc ? b == b : a == a;
  return desc ? a > b : a < b;
}

int sort_f32(const float* x, float* values, int64_t* indices, int64_t rows, int64_t d,
             int64_t descending) {
#pragma omp parallel for schedule(dynamic, 1)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * d;
    std::vector<float> key(d);
    for (int64_t j = 0; j < d; ++j) key[j] = W(xr[j]);
    std::vector<int64_t> pos(d);
    std::iota(pos.begin(), pos.end(), int64_t{0});
    std::sort(pos.begin(), pos.end(),
              [&](int64_t a, int64_t b) { return before(key[a], key[b], descending != 0); });
    for (int64_t j = 0; j < d; ++j) {
      values[r * d + j] = xr[pos[j]];
      indices[r * d + j] = pos[j];
    }
  }
  return 0;
}
