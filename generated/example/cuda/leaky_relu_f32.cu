// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// leaky_relu(x) = x where x > 0, negative_slope * x elsewhere (NaN passes through the multiply).
// The slope arrives as a double and is rounded to float once on the host.
// Memory-bound elementwise pattern: a grid-stride loop over float4 vectors (16-byte loads and
// stores), with the grid sized to one wave of resident blocks, then a scalar loop for the last
// n % 4 elements (or for all of them if a pointer is not 16-byte aligned). Indices are 64-bit.
#include <algorithm>

constexpr int kThreads = 256;  // with 2048 / kThreads = 8 resident blocks per SM (full occupancy)

static __device__ __forceinline__ float leaky_relu(float v, float slope) {
  return v > 0.0f ? v : slope * v;
}

static __global__ void __launch_bounds__(kThreads, 2048 / kThreads)
    leaky_relu_kernel(const float* __restrict__ x, float* __restrict__ y, int64_t n, int64_t nvec,
                      float slope) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  const int64_t tid = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  const float4* x4 = reinterpret_cast<const float4*>(x);
  float4* y4 = reinterpret_cast<float4*>(y);
  for (int64_t i = tid; i < nvec; i += stride) {
    float4 v = x4[i];
    v.x = leaky_relu(v.x, slope);
    v.y = leaky_relu(v.y, slope);
    v.z = leaky_relu(v.z, slope);
    v.w = leaky_relu(v.w, slope);
    y4[i] = v;
  }
  for (int64_t i = nvec * 4 + tid; i < n; i += stride) y[i] = leaky_relu(x[i], slope);
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

int leaky_relu_f32(const float* x, float* y, int64_t n, double negative_slope,
                   cudaStream_t stream) {
  if (n <= 0) return 0;
  const float slope = static_cast<float>(negative_slope);
  const bool aligned = aligned16(x) && aligned16(y);
  const int64_t nvec = aligned ? n / 4 : 0;
  leaky_relu_kernel<<<grid_for(nvec > 0 ? nvec : n), kThreads, 0, stream>>>(x, y, n, nvec, slope);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
