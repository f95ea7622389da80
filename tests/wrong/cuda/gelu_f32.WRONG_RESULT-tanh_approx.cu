// Planted wrong kernel (self-test only): the tanh approximation of GELU (GPT-2/BERT's
// 0.5x(1 + tanh(sqrt(2/pi)(x + 0.044715x^3)))) in place of the exact erf form the spec asks for;
// models reach for it because it is "the fast GELU". It is off by up to 4.7e-4 absolute and by
// 10% to 80% relative at x = -3 to -5. Caught by: the fp32 tolerance (8 ulp) on the first cases.
#include <algorithm>

namespace {

constexpr int kThreads = 256;

__device__ __forceinline__ float gelu_tanh(float v) {
  const float k = 0.7978845608028654f;  // sqrt(2 / pi)
  return 0.5f * v * (1.0f + tanhf(k * (v + 0.044715f * v * v * v)));
}

__global__ void __launch_bounds__(kThreads)
    gelu_kernel(const float* __restrict__ x, float* __restrict__ y, int64_t n) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * kThreads;
  for (int64_t i = blockIdx.x * static_cast<int64_t>(kThreads) + threadIdx.x; i < n; i += stride)
    y[i] = gelu_tanh(x[i]);
}

}  // namespace

int gelu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  if (n <= 0) return 0;
  const int64_t blocks = std::min<int64_t>((n + kThreads - 1) / kThreads, 4096);
  gelu_kernel<<<static_cast<unsigned>(blocks), kThreads, 0, stream>>>(x, y, n);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
