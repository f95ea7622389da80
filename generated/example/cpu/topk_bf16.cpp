// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// std::partial_sort of each row's index array brings the k best to the front in order (ties in
// whatever order the sort leaves them, which the selection check allows); the values are copied
// from the input bit for bit. Rows are independent and spread over threads.
#include <algorithm>
#include <numeric>
#include <vector>

static inline float W(km_bf16 v) { return km_bf16_to_f32(v); }
// a sorts before b: ascending with NaN last, descending with NaN first.
static inline bool before(float a, float b, bool desc) {
  if (a != a || b != b) return desc ? b == b : a == a;
  return desc ? a > b : a < b;
}

int topk_bf16(const km_bf16* x, km_bf16* values, int64_t* indices, int64_t rows, int64_t d, int64_t k,
             int64_t largest) {
#pragma omp parallel for schedule(dynamic, 1)
  for (int64_t r = 0; r < rows; ++r) {
    const km_bf16* xr = x + r * d;
    std::vector<float> key(d);
    for (int64_t j = 0; j < d; ++j) key[j] = W(xr[j]);
    std::vector<int64_t> pos(d);
    std::iota(pos.begin(), pos.end(), int64_t{0});
    std::partial_sort(pos.begin(), pos.begin() + k, pos.end(),
                      [&](int64_t a, int64_t b) { return before(key[a], key[b], largest != 0); });
    for (int64_t j = 0; j < k; ++j) {
      values[r * k + j] = xr[pos[j]];
      indices[r * k + j] = pos[j];
    }
  }
  return 0;
}
