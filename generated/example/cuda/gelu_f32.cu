// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// gelu(x) = 0.5 * x * (1 + erf(x / sqrt(2))) (exact erf form). Since 1 + erf(t) == erfc(-t), it is
// evaluated as 0.5 * x * erfc(-x / sqrt(2)), which stays accurate for negative x, where 1 + erf(t)
// would cancel to a few bits.
// Memory-bound elementwise pattern: a grid-stride loop over float4 vectors (16-byte loads and
// stores), with the grid sized to one wave of resident blocks, then a scalar loop for the last
// n % 4 elements (or for all of them if a pointer is not 16-byte aligned). Indices are 64-bit.
#include <algorithm>

constexpr int kThreads = 256;  // with 2048 / kThreads = 8 resident blocks per SM (full occupancy)

static __device__ __forceinline__ float gelu(float v) {
  return 0.5f * v * erfcf(-v * 0.70710678118654752f);
}

static __global__ void __launch_bounds__(kThreads, 2048 / kThreads)
    gelu_kernel(const float* __restrict__ x, float* __restrict__ y, int64_t n, int64_t nvec) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  const int64_t tid = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  const float4* x4 = reinterpret_cast<const float4*>(x);
  float4* y4 = reinterpret_cast<float4*>(y);
  for (int64_t i = tid; i < nvec; i += stride) {
    float4 v = x4[i];
    v.x = gelu(v.x);
    v.y = gelu(v.y);
    v.z = gelu(v.z);
    v.w = gelu(v.w);
    y4[i] = v;
  }
  for (int64_t i = nvec * 4 + tid; i < n; i += stride) y[i] = gelu(x[i]);
}

// Enough blocks to cover `items` work items, but at most one wave of resident blocks (2048
// threads per SM); the grid-stride loop covers the rest.
static int grid_for(int64_t items) {
  int dev = 0, sms = 0;
  cudaGetDevice(&dev);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  const int64_t wave = static_cast<int64_t>(std::max(sms, 1)) * (2048 / kThreads);
  return static_cast<int>(std::min((items + kThreads - 1) / kThreads, wave));
}

static bool aligned16(const void* p) {
  return (reinterpret_cast<uintptr_t>(p) & 15) == 0;
}

int gelu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  if (n <= 0) return 0;
  const bool aligned = aligned16(x) && aligned16(y);
  const int64_t nvec = aligned ? n / 4 : 0;
  gelu_kernel<<<grid_for(nvec > 0 ? nvec : n), kThreads, 0, stream>>>(x, y, n, nvec);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
