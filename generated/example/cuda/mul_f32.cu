// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z = x * y elementwise. Memory-bound pattern with two inputs: a grid-stride loop over float4
// vectors (16-byte loads and stores), with the grid sized to one wave of resident blocks, then a
// scalar loop for the last n % 4 elements (or for all of them if a pointer is not 16-byte
// aligned). Indices are 64-bit, so n may exceed 2^31.
#include <algorithm>

constexpr int kThreads = 256;  // with 2048 / kThreads = 8 resident blocks per SM (full occupancy)

static __global__ void __launch_bounds__(kThreads, 2048 / kThreads)
    mul_kernel(const float* __restrict__ x, const float* __restrict__ y, float* __restrict__ z,
               int64_t n, int64_t nvec) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  const int64_t tid = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  const float4* x4 = reinterpret_cast<const float4*>(x);
  const float4* y4 = reinterpret_cast<const float4*>(y);
  float4* z4 = reinterpret_cast<float4*>(z);
  for (int64_t i = tid; i < nvec; i += stride) {
    const float4 a = x4[i];
    const float4 b = y4[i];
    z4[i] = make_float4(a.x * b.x, a.y * b.y, a.z * b.z, a.w * b.w);
  }
  for (int64_t i = nvec * 4 + tid; i < n; i += stride) z[i] = x[i] * y[i];
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

int mul_f32(const float* x, const float* y, float* z, int64_t n, cudaStream_t stream) {
  if (n <= 0) return 0;
  const bool aligned = aligned16(x) && aligned16(y) && aligned16(z);
  const int64_t nvec = aligned ? n / 4 : 0;
  mul_kernel<<<grid_for(nvec > 0 ? nvec : n), kThreads, 0, stream>>>(x, y, z, n, nvec);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
