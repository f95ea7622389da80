// Planted wrong kernel (self-test only): the values are the k largest, in order, but each index is
// off by one (the position after the chosen one, wrapping), so it names an element that does not
// hold the value beside it. An element-wise check of the values passes; caught by: the selection
// check's gather (x[index] must equal the value the reference's index selects).
#include <algorithm>
#include <numeric>
#include <vector>

int topk_f32(const float* x, float* values, int64_t* indices, int64_t rows, int64_t d, int64_t k,
             int64_t largest) {
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * d;
    std::vector<int64_t> pos(d);
    std::iota(pos.begin(), pos.end(), int64_t{0});
    std::partial_sort(pos.begin(), pos.begin() + k, pos.end(), [&](int64_t a, int64_t b) {
      const float u = xr[a], v = xr[b];
      if (u != u || v != v) return largest ? v == v : u == u;
      return largest ? u > v : u < v;
    });
    for (int64_t j = 0; j < k; ++j) {
      values[r * k + j] = xr[pos[j]];
      indices[r * k + j] = (pos[j] + 1) % d;
    }
  }
  return 0;
}
