// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y = (x - mean) / sqrt(var + eps) * w + b over the last dimension of a row-major [rows, d] bf16
// tensor (biased variance, as torch's layer_norm). All arithmetic is fp32; each output is rounded
// to bf16 once. One block per row (the grid strides over rows if there are more rows than
// blocks), three passes over the row: the sum for the mean, the sum of squared deviations for the
// variance (two-pass, so no cancellation when |mean| >> std), and the affine output. The row was
// just read by the same block, so the second and third reads hit L1/L2. Loads are 16-byte
// vectors of eight bf16 values when d % 8 == 0 and every pointer is 16-byte aligned, else scalar;
// block sums use warp shuffles and shared memory.
#include <algorithm>

constexpr int kMaxThreads = 1024;

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

static __device__ __forceinline__ float warp_sum(float v) {
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(0xffffffffu, v, off);
  return v;
}

// Sum over the block (blockDim.x a multiple of 32), returned to every thread. `red` holds 32
// floats of shared memory; the leading barrier lets the block call this repeatedly.
static __device__ __forceinline__ float block_sum(float v, float* red) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  v = warp_sum(v);
  __syncthreads();
  if (lane == 0) red[warp] = v;
  __syncthreads();
  return warp_sum(lane < static_cast<int>(blockDim.x >> 5) ? red[lane] : 0.0f);
}

static __global__ void __launch_bounds__(kMaxThreads)
    layer_norm_kernel(const __nv_bfloat16* __restrict__ x, const __nv_bfloat16* __restrict__ w,
                      const __nv_bfloat16* __restrict__ b, __nv_bfloat16* __restrict__ y,
                      int64_t rows, int64_t d, float eps, bool vec) {
  __shared__ float red[32];
  const int64_t nv = d / 8;
  const uint4* w8 = reinterpret_cast<const uint4*>(w);
  const uint4* b8 = reinterpret_cast<const uint4*>(b);
  for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
    const __nv_bfloat16* xr = x + r * d;
    __nv_bfloat16* yr = y + r * d;
    const uint4* xr8 = reinterpret_cast<const uint4*>(xr);
    uint4* yr8 = reinterpret_cast<uint4*>(yr);

    float s = 0.0f;
    if (vec) {
      for (int64_t i = threadIdx.x; i < nv; i += blockDim.x) {
        const uint4 v = xr8[i];
#pragma unroll
        for (int k = 0; k < 4; ++k) {
          const float2 f = __bfloat1622float2(as_bf162(v)[k]);
          s += f.x + f.y;
        }
      }
    } else {
      for (int64_t i = threadIdx.x; i < d; i += blockDim.x) s += __bfloat162float(xr[i]);
    }
    const float mean = block_sum(s, red) / static_cast<float>(d);

    float q = 0.0f;
    if (vec) {
      for (int64_t i = threadIdx.x; i < nv; i += blockDim.x) {
        const uint4 v = xr8[i];
#pragma unroll
        for (int k = 0; k < 4; ++k) {
          const float2 f = __bfloat1622float2(as_bf162(v)[k]);
          const float a = f.x - mean, c = f.y - mean;
          q += a * a + c * c;
        }
      }
    } else {
      for (int64_t i = threadIdx.x; i < d; i += blockDim.x) {
        const float a = __bfloat162float(xr[i]) - mean;
        q += a * a;
      }
    }
    const float rstd = 1.0f / sqrtf(block_sum(q, red) / static_cast<float>(d) + eps);

    if (vec) {
      for (int64_t i = threadIdx.x; i < nv; i += blockDim.x) {
        const uint4 v = xr8[i], wv = w8[i], bv = b8[i];
        uint4 o;
#pragma unroll
        for (int k = 0; k < 4; ++k) {
          const float2 f = __bfloat1622float2(as_bf162(v)[k]);
          const float2 wf = __bfloat1622float2(as_bf162(wv)[k]);
          const float2 bf = __bfloat1622float2(as_bf162(bv)[k]);
          as_bf162(o)[k] = __floats2bfloat162_rn((f.x - mean) * rstd * wf.x + bf.x,
                                                 (f.y - mean) * rstd * wf.y + bf.y);
        }
        yr8[i] = o;
      }
    } else {
      for (int64_t i = threadIdx.x; i < d; i += blockDim.x)
        yr[i] =
            __float2bfloat16_rn((__bfloat162float(xr[i]) - mean) * rstd * __bfloat162float(w[i]) +
                                __bfloat162float(b[i]));
    }
  }
}

// About four load items per thread, in whole warps, from one warp up to kMaxThreads.
static int row_threads(int64_t items) {
  const int64_t warps = ((items + 3) / 4 + 31) / 32;
  return static_cast<int>(std::min<int64_t>(std::max<int64_t>(warps, 1) * 32, kMaxThreads));
}

static bool aligned16(const void* p) {
  return (reinterpret_cast<uintptr_t>(p) & 15) == 0;
}

int layer_norm_bf16(const __nv_bfloat16* x, const __nv_bfloat16* w, const __nv_bfloat16* b,
                    __nv_bfloat16* y, int64_t rows, int64_t d, double eps, cudaStream_t stream) {
  if (rows <= 0 || d <= 0) return 0;
  const bool vec = d % 8 == 0 && aligned16(x) && aligned16(w) && aligned16(b) && aligned16(y);
  const int threads = row_threads(vec ? d / 8 : d);
  const unsigned blocks = static_cast<unsigned>(std::min<int64_t>(rows, 1 << 30));
  layer_norm_kernel<<<blocks, threads, 0, stream>>>(x, w, b, y, rows, d, static_cast<float>(eps),
                                                    vec);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
