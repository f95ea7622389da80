// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// silu(x) = x * sigmoid(x) on bf16 data, as in LLM gated MLPs. Each element is widened to float,
// evaluated in float as x / (1 + exp(-x)) (one exp, one divide) and rounded back once; for very
// negative x, exp(-x) overflows to inf and the quotient goes to the correct limit -0. Memory-bound
// elementwise pattern: a grid-stride loop over 16-byte vectors of eight bf16 values (four
// __nv_bfloat162), with the grid sized to one wave of resident blocks, then a scalar loop for the
// last n % 8 elements (or for all of them if a pointer is not 16-byte aligned). Indices are 64-bit.
#include <algorithm>

constexpr int kThreads = 256;  // with 2048 / kThreads = 8 resident blocks per SM (full occupancy)

// A 16-byte vector of eight bf16 values is moved as a uint4 (one 128-bit load or store) and
// viewed as four __nv_bfloat162 for the arithmetic. (Copying a struct of __nv_bfloat162 instead
// would be split into narrow accesses, because __nv_bfloat162 has a user-provided copy
// constructor.)
static __device__ __forceinline__ const __nv_bfloat162* as_bf162(const uint4& u) {
  return reinterpret_cast<const __nv_bfloat162*>(&u);
}
static __device__ __forceinline__ __nv_bfloat162* as_bf162(uint4& u) {
  return reinterpret_cast<__nv_bfloat162*>(&u);
}

static __device__ __forceinline__ float silu(float v) {
  return v / (1.0f + expf(-v));
}

static __global__ void __launch_bounds__(kThreads, 2048 / kThreads)
    silu_kernel(const __nv_bfloat16* __restrict__ x, __nv_bfloat16* __restrict__ y, int64_t n,
                int64_t nvec) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  const int64_t tid = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  const uint4* x8 = reinterpret_cast<const uint4*>(x);
  uint4* y8 = reinterpret_cast<uint4*>(y);
  for (int64_t i = tid; i < nvec; i += stride) {
    const uint4 v = x8[i];
    uint4 o;
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      const float2 f = __bfloat1622float2(as_bf162(v)[k]);
      as_bf162(o)[k] = __floats2bfloat162_rn(silu(f.x), silu(f.y));
    }
    y8[i] = o;
  }
  for (int64_t i = nvec * 8 + tid; i < n; i += stride)
    y[i] = __float2bfloat16_rn(silu(__bfloat162float(x[i])));
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

int silu_bf16(const __nv_bfloat16* x, __nv_bfloat16* y, int64_t n, cudaStream_t stream) {
  if (n <= 0) return 0;
  const bool aligned = aligned16(x) && aligned16(y);
  const int64_t nvec = aligned ? n / 8 : 0;
  silu_kernel<<<grid_for(nvec > 0 ? nvec : n), kThreads, 0, stream>>>(x, y, n, nvec);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
