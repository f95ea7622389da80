// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Mean cross-entropy of [b, c] logits against int64 targets:
// loss = mean_i (log(sum_j exp(x[i, j] - m_i)) + (m_i - x[i, target[i]])), m_i the row max. Both
// terms are >= 0, so a confident, correct row (loss near 0) does not lose its digits to
// cancellation. One block per row (the grid strides over rows if there are more rows than
// blocks), two passes over the row: the max, then the fp32 sum of exp(x - max) (the second read
// hits L1/L2). Loads are float4 when c % 4 == 0 and logits is 16-byte aligned, else scalar; block
// reductions use warp shuffles and shared memory. The scalar output is zeroed on the stream
// first, then each block adds its rows' share (row loss / b) with one atomicAdd. A target outside
// [0, c) makes its row's loss, and so the result, NaN (an error cannot be returned without
// synchronizing).
#include <algorithm>
#include <cmath>

constexpr int kMaxThreads = 1024;

static __device__ __forceinline__ float warp_sum(float v) {
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(0xffffffffu, v, off);
  return v;
}

static __device__ __forceinline__ float warp_max(float v) {
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, off));
  return v;
}

// Block-wide sum / max (blockDim.x a multiple of 32), returned to every thread. `red` holds 32
// floats of shared memory; the leading barrier lets the block call these repeatedly.
static __device__ __forceinline__ float block_sum(float v, float* red) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  v = warp_sum(v);
  __syncthreads();
  if (lane == 0) red[warp] = v;
  __syncthreads();
  return warp_sum(lane < static_cast<int>(blockDim.x >> 5) ? red[lane] : 0.0f);
}

static __device__ __forceinline__ float block_max(float v, float* red) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  v = warp_max(v);
  __syncthreads();
  if (lane == 0) red[warp] = v;
  __syncthreads();
  return warp_max(lane < static_cast<int>(blockDim.x >> 5) ? red[lane] : -INFINITY);
}

static __global__ void __launch_bounds__(kMaxThreads)
    cross_entropy_kernel(const float* __restrict__ logits, const int64_t* __restrict__ target,
                         float* __restrict__ loss, int64_t b, int64_t c, bool vec) {
  __shared__ float red[32];
  const int64_t nv = c / 4;
  float block_loss = 0.0f;  // meaningful in thread 0 only
  for (int64_t r = blockIdx.x; r < b; r += gridDim.x) {
    const float* xr = logits + r * c;
    const float4* xr4 = reinterpret_cast<const float4*>(xr);

    float m = -INFINITY;
    if (vec) {
      for (int64_t i = threadIdx.x; i < nv; i += blockDim.x) {
        const float4 v = xr4[i];
        m = fmaxf(m, fmaxf(fmaxf(v.x, v.y), fmaxf(v.z, v.w)));
      }
    } else {
      for (int64_t i = threadIdx.x; i < c; i += blockDim.x) m = fmaxf(m, xr[i]);
    }
    m = block_max(m, red);

    float s = 0.0f;
    if (vec) {
      for (int64_t i = threadIdx.x; i < nv; i += blockDim.x) {
        const float4 v = xr4[i];
        s += (expf(v.x - m) + expf(v.y - m)) + (expf(v.z - m) + expf(v.w - m));
      }
    } else {
      for (int64_t i = threadIdx.x; i < c; i += blockDim.x) s += expf(xr[i] - m);
    }
    s = block_sum(s, red);

    if (threadIdx.x == 0) {
      const int64_t t = target[r];
      block_loss += (t >= 0 && t < c) ? logf(s) + (m - xr[t]) : NAN;
    }
  }
  if (threadIdx.x == 0) atomicAdd(loss, block_loss / static_cast<float>(b));
}

// About four load items per thread, in whole warps, from one warp up to kMaxThreads.
static int row_threads(int64_t items) {
  const int64_t warps = ((items + 3) / 4 + 31) / 32;
  return static_cast<int>(std::min<int64_t>(std::max<int64_t>(warps, 1) * 32, kMaxThreads));
}

static bool aligned16(const void* p) {
  return (reinterpret_cast<uintptr_t>(p) & 15) == 0;
}

int cross_entropy_f32(const float* logits, const int64_t* target, float* loss, int64_t b, int64_t c,
                      cudaStream_t stream) {
  // The mean of no row (b = 0, the `empty` set) is 0 / 0, NaN as torch's; so is a row with no class
  // for its target (c = 0). All-ones bytes are a float NaN.
  if (b <= 0 || c <= 0)
    return cudaMemsetAsync(loss, 0xFF, sizeof(float), stream) != cudaSuccess ? 1 : 0;
  // The harness leaves garbage in the output: zero it on the stream before the atomics.
  if (cudaMemsetAsync(loss, 0, sizeof(float), stream) != cudaSuccess) return 1;
  const bool vec = c % 4 == 0 && aligned16(logits);
  const int threads = row_threads(vec ? c / 4 : c);
  const unsigned blocks = static_cast<unsigned>(std::min<int64_t>(b, 1 << 30));
  cross_entropy_kernel<<<blocks, threads, 0, stream>>>(logits, target, loss, b, c, vec);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
