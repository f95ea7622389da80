// Planted wrong kernel (self-test only): the tanh approximation of GELU on fp16 data (computed in
// fp32, rounded once), on the theory that fp16 "cannot see" a 4.7e-4 difference. It cannot on
// positive inputs, but for x < -2.3 the relative error (10% at x = -3) exceeds fp16's 8-ulp
// tolerance (7.8e-3 of |exp|); about 7% of N(0, 1.5) inputs fall there. Caught by: the tolerance.
#include <algorithm>

namespace {

constexpr int kThreads = 256;

__device__ __forceinline__ float gelu_tanh(float v) {
  const float k = 0.7978845608028654f;  // sqrt(2 / pi)
  return 0.5f * v * (1.0f + tanhf(k * (v + 0.044715f * v * v * v)));
}

__global__ void __launch_bounds__(kThreads)
    gelu_kernel(const __half* __restrict__ x, __half* __restrict__ y, int64_t n) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * kThreads;
  for (int64_t i = blockIdx.x * static_cast<int64_t>(kThreads) + threadIdx.x; i < n; i += stride)
    y[i] = __float2half_rn(gelu_tanh(__half2float(x[i])));
}

}  // namespace

int gelu_f16(const __half* x, __half* y, int64_t n, cudaStream_t stream) {
  if (n <= 0) return 0;
  const int64_t blocks = std::min<int64_t>((n + kThreads - 1) / kThreads, 4096);
  gelu_kernel<<<static_cast<unsigned>(blocks), kThreads, 0, stream>>>(x, y, n);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
