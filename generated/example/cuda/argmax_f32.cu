// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// idx[r] = argmax_c x[r, c] (int64), the first (lowest) index on ties; as in torch.argmax, NaN
// counts as larger than any number. One block per row (the grid strides over rows if there are
// more rows than blocks). Each thread keeps a (value, index) candidate over its strided share of
// the row (coalesced float4 loads when cols % 4 == 0 and x is 16-byte aligned, else scalar
// loads); candidates are merged with warp shuffles and then across warps through shared memory,
// the merge breaking ties by the lower index, so the result does not depend on the order.
#include <algorithm>
#include <climits>
#include <cmath>

constexpr int kMaxThreads = 1024;

// Whether candidate (v, i) should replace (bv, bi).
static __device__ __forceinline__ bool beats(float v, int64_t i, float bv, int64_t bi) {
  const bool v_nan = v != v, b_nan = bv != bv;
  if (v_nan || b_nan) return v_nan && (!b_nan || i < bi);
  return v > bv || (v == bv && i < bi);
}

static __device__ __forceinline__ void warp_argmax(float& v, int64_t& i) {
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) {
    const float ov = __shfl_xor_sync(0xffffffffu, v, off);
    const int64_t oi = __shfl_xor_sync(0xffffffffu, i, off);
    if (beats(ov, oi, v, i)) {
      v = ov;
      i = oi;
    }
  }
}

static __global__ void __launch_bounds__(kMaxThreads)
    argmax_kernel(const float* __restrict__ x, int64_t* __restrict__ idx, int64_t rows,
                  int64_t cols, bool vec) {
  __shared__ float red_v[32];
  __shared__ int64_t red_i[32];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
    const float* xr = x + r * cols;
    // A thread with no elements keeps (-inf, INT64_MAX), which loses to every real element.
    float bv = -INFINITY;
    int64_t bi = LLONG_MAX;
    auto consider = [&](float v, int64_t i) {
      if (beats(v, i, bv, bi)) {
        bv = v;
        bi = i;
      }
    };
    if (vec) {
      const float4* xr4 = reinterpret_cast<const float4*>(xr);
      for (int64_t i = threadIdx.x; i < cols / 4; i += blockDim.x) {
        const float4 v = xr4[i];
        consider(v.x, 4 * i);
        consider(v.y, 4 * i + 1);
        consider(v.z, 4 * i + 2);
        consider(v.w, 4 * i + 3);
      }
    } else {
      for (int64_t i = threadIdx.x; i < cols; i += blockDim.x) consider(xr[i], i);
    }
    warp_argmax(bv, bi);
    __syncthreads();  // the previous row's readers are done with red_v / red_i
    if (lane == 0) {
      red_v[warp] = bv;
      red_i[warp] = bi;
    }
    __syncthreads();
    if (warp == 0) {
      const bool live = lane < static_cast<int>(blockDim.x >> 5);
      bv = live ? red_v[lane] : -INFINITY;
      bi = live ? red_i[lane] : LLONG_MAX;
      warp_argmax(bv, bi);
      if (lane == 0) idx[r] = bi;
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

int argmax_f32(const float* x, int64_t* idx, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0 || cols <= 0) return 0;
  const bool vec = cols % 4 == 0 && aligned16(x);
  const int threads = row_threads(vec ? cols / 4 : cols);
  const unsigned blocks = static_cast<unsigned>(std::min<int64_t>(rows, 1 << 30));
  argmax_kernel<<<blocks, threads, 0, stream>>>(x, idx, rows, cols, vec);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
