// Honest twin (self-test only): a stable sort of the reversed row, so equal values come out last
// index first, the opposite of torch's stable order. The `selection` check must accept it: ties
// may come in any order, each index distinct and holding its value.
#include <algorithm>
#include <numeric>
#include <vector>

int sort_f32(const float* x, float* values, int64_t* indices, int64_t rows, int64_t d,
             int64_t descending) {
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * d;
    std::vector<int64_t> pos(d);
    for (int64_t j = 0; j < d; ++j) pos[j] = d - 1 - j;
    std::stable_sort(pos.begin(), pos.end(), [&](int64_t a, int64_t b) {
      const float u = xr[a], v = xr[b];
      if (u != u || v != v) return descending ? v == v : u == u;
      return descending ? u > v : u < v;
    });
    for (int64_t j = 0; j < d; ++j) {
      values[r * d + j] = xr[pos[j]];
      indices[r * d + j] = pos[j];
    }
  }
  return 0;
}
