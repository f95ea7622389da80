// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// One token per iteration: its k expert rows are added in float, element by element, in order.
#include <vector>

int moe_sum_f32(const float* x, float* out, int64_t tokens, int64_t k, int64_t hidden) {
#pragma omp parallel
  {
    std::vector<float> acc(static_cast<size_t>(hidden));
#pragma omp for schedule(static)
    for (int64_t t = 0; t < tokens; ++t) {
      const float* xt = x + t * k * hidden;
      // From 0, not from expert 0: for k = 0 (the `empty` set) x holds no row to start from, and
      // each output is the empty sum, 0.
      for (int64_t j = 0; j < hidden; ++j) acc[j] = 0.0f;
      for (int64_t e = 0; e < k; ++e)
        for (int64_t j = 0; j < hidden; ++j) acc[j] += (xt[e * hidden + j]);
      for (int64_t j = 0; j < hidden; ++j) out[t * hidden + j] = (acc[j]);
    }
  }
  return 0;
}
