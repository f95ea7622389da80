// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y[r, c] = x[r, c] + bias[c] for a row-major [m, n] bf16 matrix; __hadd2 / __hadd round each sum
// once. Each thread owns a column (a 16-byte vector of eight columns when n % 8 == 0 and the
// pointers are 16-byte aligned, else a single column), loads its bias once into registers and
// walks down the rows: grid.x covers the columns, grid.y splits the rows, and consecutive threads
// touch consecutive addresses of a row (coalesced). Offsets are 64-bit.
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

static __global__ void __launch_bounds__(kThreads, 2048 / kThreads)
    add_bias_kernel(const __nv_bfloat16* __restrict__ x, const __nv_bfloat16* __restrict__ bias,
                    __nv_bfloat16* __restrict__ y, int64_t m, int64_t n, bool vec) {
  const int64_t col_stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  const int64_t col0 = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (vec) {
    const int64_t nv = n / 8;  // 8-wide columns per row
    const uint4* x8 = reinterpret_cast<const uint4*>(x);
    uint4* y8 = reinterpret_cast<uint4*>(y);
    for (int64_t c = col0; c < nv; c += col_stride) {
      const uint4 b = reinterpret_cast<const uint4*>(bias)[c];
#pragma unroll 4
      for (int64_t r = blockIdx.y; r < m; r += gridDim.y) {
        uint4 v = x8[r * nv + c];
#pragma unroll
        for (int k = 0; k < 4; ++k) as_bf162(v)[k] = __hadd2(as_bf162(v)[k], as_bf162(b)[k]);
        y8[r * nv + c] = v;
      }
    }
  } else {
    for (int64_t c = col0; c < n; c += col_stride) {
      const __nv_bfloat16 b = bias[c];
#pragma unroll 4
      for (int64_t r = blockIdx.y; r < m; r += gridDim.y) y[r * n + c] = __hadd(x[r * n + c], b);
    }
  }
}

static bool aligned16(const void* p) {
  return (reinterpret_cast<uintptr_t>(p) & 15) == 0;
}

int add_bias_bf16(const __nv_bfloat16* x, const __nv_bfloat16* bias, __nv_bfloat16* y, int64_t m,
                  int64_t n, cudaStream_t stream) {
  if (m <= 0 || n <= 0) return 0;
  const bool vec = n % 8 == 0 && aligned16(x) && aligned16(y) && aligned16(bias);
  const int64_t cols = vec ? n / 8 : n;  // column items per row
  // Aim for one wave of resident blocks (2048 threads per SM): columns first, then rows.
  int dev = 0, sms = 0;
  cudaGetDevice(&dev);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  const int64_t wave = static_cast<int64_t>(std::max(sms, 1)) * (2048 / kThreads);
  const int64_t gx = std::min((cols + kThreads - 1) / kThreads, wave);
  const int64_t gy = std::min<int64_t>({m, std::max<int64_t>(wave / gx, 1), 65535});
  add_bias_kernel<<<dim3(static_cast<unsigned>(gx), static_cast<unsigned>(gy)), kThreads, 0,
                    stream>>>(x, bias, y, m, n, vec);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
