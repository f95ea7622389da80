// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Inclusive prefix sum along the last dimension of [rows, cols]. One block per row (a grid-stride
// loop covers any number of rows); the block walks its row in chunks of kThreads * kItems values.
// In each chunk every thread loads kItems consecutive values (one float4 when the rows are
// 16-byte aligned) and scans them serially in registers; the threads' totals are scanned across
// each warp with shuffles and across the warps through shared memory; each thread then adds the
// sum of everything before it (the carry from the earlier chunks, the earlier warps and the
// earlier lanes) to its values and stores them. The chunk total is added to the carry. All sums
// are fp32.

namespace {

constexpr int kThreads = 256, kItems = 4, kWarps = kThreads / 32;

struct Add {
  static __device__ __forceinline__ float identity() { return 0.f; }
  __device__ __forceinline__ float operator()(float a, float b) const { return a + b; }
};

template <class Op, bool VEC>
__global__ void __launch_bounds__(kThreads)
    scan_rows(const float* __restrict__ x, float* __restrict__ y, int64_t rows, int64_t cols) {
  __shared__ float warp_total[kWarps];
  const Op op;
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
    const float* in = x + r * cols;
    float* out = y + r * cols;
    float carry = Op::identity();
    for (int64_t base = 0; base < cols; base += kThreads * kItems) {
      const int64_t j0 = base + threadIdx.x * kItems;
      float v[kItems];
      if (VEC && j0 + kItems <= cols) {
        const float4 q = __ldg(reinterpret_cast<const float4*>(in + j0));
        v[0] = q.x;
        v[1] = q.y;
        v[2] = q.z;
        v[3] = q.w;
      } else {
#pragma unroll
        for (int t = 0; t < kItems; ++t) v[t] = j0 + t < cols ? __ldg(in + j0 + t) : Op::identity();
      }
#pragma unroll
      for (int t = 1; t < kItems; ++t) v[t] = op(v[t - 1], v[t]);  // thread-local inclusive scan

      float incl = v[kItems - 1];  // inclusive scan of the thread totals across the warp
#pragma unroll
      for (int off = 1; off < 32; off *= 2) {
        const float o = __shfl_up_sync(0xffffffffu, incl, off);
        if (lane >= off) incl = op(o, incl);
      }
      if (lane == 31) warp_total[warp] = incl;
      __syncthreads();
      if (warp == 0) {  // inclusive scan of the warp totals
        float t = lane < kWarps ? warp_total[lane] : Op::identity();
#pragma unroll
        for (int off = 1; off < kWarps; off *= 2) {
          const float o = __shfl_up_sync(0xffffffffu, t, off);
          if (lane >= off) t = op(o, t);
        }
        if (lane < kWarps) warp_total[lane] = t;
      }
      __syncthreads();
      float before = __shfl_up_sync(0xffffffffu, incl, 1);  // earlier lanes of this warp
      if (lane == 0) before = Op::identity();
      if (warp > 0) before = op(warp_total[warp - 1], before);  // earlier warps
      before = op(carry, before);                                 // earlier chunks
      if (VEC && j0 + kItems <= cols) {
        *reinterpret_cast<float4*>(out + j0) =
            make_float4(op(before, v[0]), op(before, v[1]), op(before, v[2]), op(before, v[3]));
      } else {
#pragma unroll
        for (int t = 0; t < kItems; ++t)
          if (j0 + t < cols) out[j0 + t] = op(before, v[t]);
      }
      carry = op(carry, warp_total[kWarps - 1]);
      __syncthreads();  // warp_total is rewritten by the next chunk
    }
  }
}

inline bool aligned16(const void* p) { return (reinterpret_cast<uintptr_t>(p) & 15u) == 0; }

}  // namespace

int cumsum_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0 || cols <= 0) return 0;
  const unsigned grid = static_cast<unsigned>(rows < (1 << 30) ? rows : (1 << 30));
  if (cols % 4 == 0 && aligned16(x) && aligned16(y))
    scan_rows<Add, true><<<grid, kThreads, 0, stream>>>(x, y, rows, cols);
  else
    scan_rows<Add, false><<<grid, kThreads, 0, stream>>>(x, y, rows, cols);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
