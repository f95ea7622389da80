// Planted wrong kernel (self-test only): std::nth_element finds the right k elements, with indices
// that match their values, but leaves them in no particular order (torch.topk's sorted=False);
// the spec asks for sorted=True. Caught by: the values output's exact, position-by-position check.
#include <algorithm>
#include <numeric>
#include <vector>

int topk_f32(const float* x, float* values, int64_t* indices, int64_t rows, int64_t d, int64_t k,
             int64_t largest) {
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * d;
    std::vector<int64_t> pos(d);
    std::iota(pos.begin(), pos.end(), int64_t{0});
    auto before = [&](int64_t a, int64_t b) {
      const float u = xr[a], v = xr[b];
      if (u != u || v != v) return largest ? v == v : u == u;
      return largest ? u > v : u < v;
    };
    if (k < d) std::nth_element(pos.begin(), pos.begin() + k, pos.end(), before);
    // Reverse the chosen block so the order is wrong even where nth_element happens to sort it.
    std::reverse(pos.begin(), pos.begin() + k);
    for (int64_t j = 0; j < k; ++j) {
      values[r * k + j] = xr[pos[j]];
      indices[r * k + j] = pos[j];
    }
  }
  return 0;
}
