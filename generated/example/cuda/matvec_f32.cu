// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y = A @ x for row-major fp32 A [m, n] and x [n] (sgemv without transpose). Memory-bound: the
// whole of A is read once. One warp per row: the lanes stride along the row together (coalesced),
// each keeping several independent fp32 sums so that several loads are in flight, then the warp
// adds its 32 partial sums with shuffles and lane 0 writes y. x is small and re-read by every warp
// from cache. When n is a multiple of 4 and the pointers are 16-byte aligned, A and x are read as
// float4s.

namespace {

constexpr int kWarps = 8;  // rows per block of 256 threads

template <bool VEC>
__global__ void __launch_bounds__(kWarps * 32)
    gemv_rows(const float* __restrict__ A, const float* __restrict__ x, float* __restrict__ y,
              int64_t m, int64_t n) {
  const int lane = threadIdx.x % 32;
  const int64_t first = static_cast<int64_t>(blockIdx.x) * kWarps + threadIdx.x / 32;
  const int64_t step = static_cast<int64_t>(gridDim.x) * kWarps;
  for (int64_t row = first; row < m; row += step) {
    const float* a = A + row * n;
    float s0 = 0.f, s1 = 0.f, s2 = 0.f, s3 = 0.f;
    if constexpr (VEC) {
      const float4* a4 = reinterpret_cast<const float4*>(a);
      const float4* x4 = reinterpret_cast<const float4*>(x);
      const int64_t n4 = n / 4;
      int64_t j = lane;
      for (; j + 32 < n4; j += 64) {  // two float4s per lane per step
        const float4 p = __ldg(a4 + j), q = __ldg(a4 + j + 32);
        const float4 u = __ldg(x4 + j), v = __ldg(x4 + j + 32);
        s0 = fmaf(p.x, u.x, s0);
        s1 = fmaf(p.y, u.y, s1);
        s2 = fmaf(p.z, u.z, s2);
        s3 = fmaf(p.w, u.w, s3);
        s0 = fmaf(q.x, v.x, s0);
        s1 = fmaf(q.y, v.y, s1);
        s2 = fmaf(q.z, v.z, s2);
        s3 = fmaf(q.w, v.w, s3);
      }
      if (j < n4) {
        const float4 p = __ldg(a4 + j), u = __ldg(x4 + j);
        s0 = fmaf(p.x, u.x, s0);
        s1 = fmaf(p.y, u.y, s1);
        s2 = fmaf(p.z, u.z, s2);
        s3 = fmaf(p.w, u.w, s3);
      }
    } else {
      int64_t j = lane;
      for (; j + 96 < n; j += 128) {
        s0 = fmaf(__ldg(a + j), __ldg(x + j), s0);
        s1 = fmaf(__ldg(a + j + 32), __ldg(x + j + 32), s1);
        s2 = fmaf(__ldg(a + j + 64), __ldg(x + j + 64), s2);
        s3 = fmaf(__ldg(a + j + 96), __ldg(x + j + 96), s3);
      }
      for (; j < n; j += 32) s0 = fmaf(__ldg(a + j), __ldg(x + j), s0);
    }
    float s = (s0 + s1) + (s2 + s3);
#pragma unroll
    for (int off = 16; off > 0; off /= 2) s += __shfl_xor_sync(0xffffffffu, s, off);
    if (lane == 0) y[row] = s;
  }
}

inline bool aligned16(const void* p) { return (reinterpret_cast<uintptr_t>(p) & 15u) == 0; }

}  // namespace

int matvec_f32(const float* A, const float* x, float* y, int64_t m, int64_t n,
               cudaStream_t stream) {
  if (m <= 0) return 0;
  const int64_t blocks = (m + kWarps - 1) / kWarps;
  const unsigned grid = static_cast<unsigned>(blocks < (1 << 30) ? blocks : (1 << 30));
  if (n % 4 == 0 && aligned16(A) && aligned16(x))
    gemv_rows<true><<<grid, kWarps * 32, 0, stream>>>(A, x, y, m, n);
  else
    gemv_rows<false><<<grid, kWarps * 32, 0, stream>>>(A, x, y, m, n);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
