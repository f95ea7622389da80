// Planted wrong kernel (self-test only): reduces each row with thrust::reduce on the given stream
// and writes the mean back, the "idiomatic C++" answer to a row mean. Thrust's algorithms are
// library primitives (and this one also synchronizes the stream on every row).
// Caught by: the platform's forbidden_source rule (thrust algorithms) at the compile stage.
// km-reason: thrust::reduce
#include <thrust/execution_policy.h>
#include <thrust/reduce.h>

int mean_dim_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0 || cols <= 0) return 0;
  for (int64_t r = 0; r < rows; ++r) {
    const float s = thrust::reduce(thrust::cuda::par.on(stream), x + r * cols, x + (r + 1) * cols,
                                   0.0f);
    const float mean = s / static_cast<float>(cols);
    if (cudaMemcpyAsync(y + r, &mean, sizeof(float), cudaMemcpyHostToDevice, stream) != cudaSuccess)
      return 1;
    if (cudaStreamSynchronize(stream) != cudaSuccess) return 1;  // `mean` lives on this stack
  }
  return 0;
}
