// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Embedding lookup: out[i, :] = table[idx[i], :]. Pure data movement, so the goal is full-width
// coalesced copies: one warp per output row reads the row's index once and its lanes copy the
// table row together, as float4s when d is a multiple of 4 and both pointers are 16-byte aligned,
// float by float otherwise. Indices are in [0, v) by contract; an index outside is clamped so the
// kernel can never read outside the table.

namespace {

constexpr int kWarps = 8;  // rows per block of 256 threads

template <bool VEC>
__global__ void __launch_bounds__(kWarps * 32)
    gather_rows(const float* __restrict__ table, const int64_t* __restrict__ idx,
                float* __restrict__ out, int64_t n, int64_t v, int64_t d) {
  const int lane = threadIdx.x % 32;
  const int64_t step = static_cast<int64_t>(gridDim.x) * kWarps;
  for (int64_t i = static_cast<int64_t>(blockIdx.x) * kWarps + threadIdx.x / 32; i < n;
       i += step) {
    int64_t r = __ldg(idx + i);
    r = r < 0 ? 0 : (r >= v ? v - 1 : r);
    if constexpr (VEC) {
      const int64_t d4 = d / 4;
      const float4* src = reinterpret_cast<const float4*>(table) + r * d4;
      float4* dst = reinterpret_cast<float4*>(out) + i * d4;
      for (int64_t c = lane; c < d4; c += 32) dst[c] = __ldg(src + c);
    } else {
      const float* src = table + r * d;
      float* dst = out + i * d;
      for (int64_t c = lane; c < d; c += 32) dst[c] = __ldg(src + c);
    }
  }
}

inline bool aligned16(const void* p) { return (reinterpret_cast<uintptr_t>(p) & 15u) == 0; }

}  // namespace

int embedding_f32(const float* table, const int64_t* idx, float* out, int64_t n, int64_t v,
                  int64_t d, cudaStream_t stream) {
  if (n <= 0 || d <= 0 || v <= 0) return 0;
  const int64_t blocks = (n + kWarps - 1) / kWarps;
  const unsigned grid = static_cast<unsigned>(blocks < (1 << 30) ? blocks : (1 << 30));
  if (d % 4 == 0 && aligned16(table) && aligned16(out))
    gather_rows<true><<<grid, kWarps * 32, 0, stream>>>(table, idx, out, n, v, d);
  else
    gather_rows<false><<<grid, kWarps * 32, 0, stream>>>(table, idx, out, n, v, d);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
