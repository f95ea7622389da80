// Planted honest twin (self-test only): float4 loads and stores over the whole vectors, a scalar
// loop for the last n % 4 elements, and a scalar fallback when x or y is not 16-byte aligned;
// `v < 0 ? 0 : v` keeps NaN. Caught by: nothing, it must PASS every stage, on every remainder of
// the drawn set and on bench_cuda's n = 2^26 (a grid-stride loop, grid capped at one wave).
#include <algorithm>

namespace {

constexpr int kThreads = 256;

__device__ __forceinline__ float relu(float v) { return v < 0.0f ? 0.0f : v; }

__global__ void __launch_bounds__(kThreads)
    relu_vec4(const float4* __restrict__ x, float4* __restrict__ y, int64_t nvec) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * kThreads;
  for (int64_t i = blockIdx.x * static_cast<int64_t>(kThreads) + threadIdx.x; i < nvec;
       i += stride) {
    float4 v = x[i];
    v.x = relu(v.x);
    v.y = relu(v.y);
    v.z = relu(v.z);
    v.w = relu(v.w);
    y[i] = v;
  }
}

__global__ void __launch_bounds__(kThreads)
    relu_scalar(const float* __restrict__ x, float* __restrict__ y, int64_t begin, int64_t n) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * kThreads;
  for (int64_t i = begin + blockIdx.x * static_cast<int64_t>(kThreads) + threadIdx.x; i < n;
       i += stride)
    y[i] = relu(x[i]);
}

unsigned grid_for(int64_t items) {
  int dev = 0, sms = 1;
  cudaGetDevice(&dev);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  const int64_t wave = static_cast<int64_t>(std::max(sms, 1)) * (2048 / kThreads);
  return static_cast<unsigned>(std::max<int64_t>(1, std::min((items + kThreads - 1) / kThreads, wave)));
}

}  // namespace

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  if (n <= 0) return 0;
  const bool aligned =
      (reinterpret_cast<uintptr_t>(x) % 16 == 0) && (reinterpret_cast<uintptr_t>(y) % 16 == 0);
  const int64_t nvec = aligned ? n / 4 : 0;
  if (nvec > 0)
    relu_vec4<<<grid_for(nvec), kThreads, 0, stream>>>(reinterpret_cast<const float4*>(x),
                                                       reinterpret_cast<float4*>(y), nvec);
  const int64_t done = nvec * 4;
  if (done < n) relu_scalar<<<grid_for(n - done), kThreads, 0, stream>>>(x, y, done, n);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
