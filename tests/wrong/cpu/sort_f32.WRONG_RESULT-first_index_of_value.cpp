// Planted wrong kernel (self-test only): sorts the values, then finds each value's index by looking
// it up in the row (the first position holding it), so equal values all get the same index: the
// indices are not a permutation. Every index holds its value, and random floats rarely repeat, so
// an element-wise gather passes; caught by: the "ties" variant and the selection check's
// distinctness rule.
#include <algorithm>
#include <vector>

int sort_f32(const float* x, float* values, int64_t* indices, int64_t rows, int64_t d,
             int64_t descending) {
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * d;
    std::vector<float> v(xr, xr + d);
    std::sort(v.begin(), v.end(), [&](float a, float b) {
      if (a != a || b != b) return descending ? b == b : a == a;
      return descending ? a > b : a < b;
    });
    for (int64_t j = 0; j < d; ++j) {
      values[r * d + j] = v[j];
      int64_t at = 0;
      while (at < d && !(xr[at] == v[j] || (xr[at] != xr[at] && v[j] != v[j]))) ++at;
      indices[r * d + j] = at;
    }
  }
  return 0;
}
