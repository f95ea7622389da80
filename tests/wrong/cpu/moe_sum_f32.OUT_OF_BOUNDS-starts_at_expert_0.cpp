// Plausible wrong kernel (self-test only): KernelMark's own cpu example until session 44. Each
// token's sum starts from expert 0's row, read before the loop over the others, so for k = 0 (the
// `empty` set's tokens=3, k=0) it reads x, which holds no element: OUT_OF_BOUNDS. Every case with
// k >= 1 passes. The example now starts each sum at 0.
#include <vector>

int moe_sum_f32(const float* x, float* out, int64_t tokens, int64_t k, int64_t hidden) {
#pragma omp parallel
  {
    std::vector<float> acc(static_cast<size_t>(hidden));
#pragma omp for schedule(static)
    for (int64_t t = 0; t < tokens; ++t) {
      const float* xt = x + t * k * hidden;
      for (int64_t j = 0; j < hidden; ++j) acc[j] = (xt[j]);
      for (int64_t e = 1; e < k; ++e)
        for (int64_t j = 0; j < hidden; ++j) acc[j] += (xt[e * hidden + j]);
      for (int64_t j = 0; j < hidden; ++j) out[t * hidden + j] = (acc[j]);
    }
  }
  return 0;
}
