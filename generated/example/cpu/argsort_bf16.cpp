// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Each row is sorted through an index array with std::sort (not stable: equal values come out in
// whatever order the sort leaves them, which the selection check allows).
// Rows are independent and spread over threads.
// Each bf16 element is widened to float (exactly) for comparisons.
#include <algorithm>
#include <numeric>
#include <vector>

static inline float W(km_bf16 v) { return km_bf16_to_f32(v); }
// a sorts before b: ascending with NaN last, descending with NaN first.
static inline bool before(float a, float b, bool desc) {
  if (a != a || b != b) return desc ? b == b : a == a;
  return desc ? a > b : a < b;
}

int argsort_bf16(const km_bf16* x, int64_t* indices, int64_t rows, int64_t d, int64_t descending) {
#pragma omp parallel for schedule(dynamic, 1)
  for (int64_t r = 0; r < rows; ++r) {
    const km_bf16* xr = x + r * d;
    std::vector<float> key(d);
    for (int64_t j = 0; j < d; ++j) key[j] = W(xr[j]);
    std::vector<int64_t> pos(d);
    std::iota(pos.begin(), pos.end(), int64_t{0});
    std::sort(pos.begin(), pos.end(),
              [&](int64_t a, int64_t b) { return before(key[a], key[b], descending != 0); });
    for (int64_t j = 0; j < d; ++j) indices[r * d + j] = pos[j];
  }
  return 0;
}
