// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// C = A @ B for row-major bf16 A [m, k], B [k, n], C [m, n], on the tensor cores through WMMA
// (nvcuda::wmma 16 x 16 x 16 fragments) with fp32 accumulators; each result is rounded to bf16
// once, at the end.
// Each block owns a BM x BN tile of C and walks k in 32-deep slices held in shared memory (double
// buffered: the next slice is fetched into registers while the tensor cores work on this one).
// Every warp owns a (FM * 16) x (FN * 16) piece of the tile as FM x FN accumulator fragments.
// Edge tiles need no special kernel: loads outside A or B write zeros into shared memory, which
// add nothing to the products, and the epilogue (each accumulator fragment staged through a small
// per-warp shared buffer) stores only the elements inside C, so any m, n, k (1 included) works.
// Global loads are 16-byte vectors when k and n are multiples of 8, element loads otherwise.
// Large problems use 128 x 128 tiles with 8 warps, smaller ones (and the element-load path) 64 x 64
// tiles with 4 warps, so that there are enough blocks to fill the GPU.
#include <mma.h>

#include <type_traits>

namespace {

using T = __nv_bfloat16;  // element type of this task
__device__ __forceinline__ T from_float(float v) { return __float2bfloat16_rn(v); }

template <int WM, int WN, int FM, int FN, bool VEC>
__global__ void __launch_bounds__(WM * WN * 32)
    gemm_wmma(const T* __restrict__ A, const T* __restrict__ B, T* __restrict__ C, int64_t M,
              int64_t N, int64_t K) {
  using namespace nvcuda;
  constexpr int BM = WM * FM * 16, BN = WN * FN * 16, BK = 32;
  constexpr int NT = WM * WN * 32;
  constexpr int LDA = BK + 8, LDB = BN + 8;  // padded rows (multiples of 8 elements, as WMMA needs)
  constexpr int VW = VEC ? 8 : 1;            // elements per global load
  constexpr int AG = BM * BK / (VW * NT), BG = BK * BN / (VW * NT);
  static_assert(AG * VW * NT == BM * BK && BG * VW * NT == BK * BN, "tile does not split evenly");
  using Raw = unsigned short;  // the bits of one element
  using Load = typename std::conditional<VEC, uint4, Raw>::type;

  __shared__ __align__(128) Raw As[2][BM][LDA];
  __shared__ __align__(128) Raw Bs[2][BK][LDB];
  __shared__ __align__(128) float Cs[WM * WN][16][16];

  const Raw* __restrict__ Ar = reinterpret_cast<const Raw*>(A);
  const Raw* __restrict__ Br = reinterpret_cast<const Raw*>(B);
  const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
  const int wm = warp / WN, wn = warp % WN;
  const int64_t n0 = static_cast<int64_t>(blockIdx.x) * BN;
  const int64_t tiles_m = (M + BM - 1) / BM;
  const int64_t slices = (K + BK - 1) / BK;

  for (int64_t bm = blockIdx.y; bm < tiles_m; bm += gridDim.y) {
    const int64_t m0 = bm * BM;
    Load ra[AG], rb[BG];

    auto load = [&](int64_t k0) {
#pragma unroll
      for (int i = 0; i < AG; ++i) {
        const int g = tid + i * NT;
        const int row = g / (BK / VW), kc = (g % (BK / VW)) * VW;
        const int64_t gm = m0 + row, gk = k0 + kc;
        const bool in = gm < M && gk < K;  // with VEC, k % 8 == 0: all 8 in or all 8 out
        if constexpr (VEC)
          ra[i] = in ? __ldg(reinterpret_cast<const uint4*>(Ar + gm * K + gk)) : uint4{};
        else
          ra[i] = in ? __ldg(Ar + gm * K + gk) : Raw(0);
      }
#pragma unroll
      for (int i = 0; i < BG; ++i) {
        const int g = tid + i * NT;
        const int row = g / (BN / VW), nc = (g % (BN / VW)) * VW;
        const int64_t gk = k0 + row, gn = n0 + nc;
        const bool in = gk < K && gn < N;
        if constexpr (VEC)
          rb[i] = in ? __ldg(reinterpret_cast<const uint4*>(Br + gk * N + gn)) : uint4{};
        else
          rb[i] = in ? __ldg(Br + gk * N + gn) : Raw(0);
      }
    };
    auto store = [&](int buf) {
#pragma unroll
      for (int i = 0; i < AG; ++i) {
        const int g = tid + i * NT;
        const int row = g / (BK / VW), kc = (g % (BK / VW)) * VW;
        *reinterpret_cast<Load*>(&As[buf][row][kc]) = ra[i];
      }
#pragma unroll
      for (int i = 0; i < BG; ++i) {
        const int g = tid + i * NT;
        const int row = g / (BN / VW), nc = (g % (BN / VW)) * VW;
        *reinterpret_cast<Load*>(&Bs[buf][row][nc]) = rb[i];
      }
    };

    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[FM][FN];
#pragma unroll
    for (int i = 0; i < FM; ++i)
#pragma unroll
      for (int j = 0; j < FN; ++j) wmma::fill_fragment(acc[i][j], 0.0f);

    if (slices > 0) {
      load(0);
      store(0);
    }
    __syncthreads();
    for (int64_t kt = 0; kt < slices; ++kt) {
      const int buf = static_cast<int>(kt & 1);
      if (kt + 1 < slices) load((kt + 1) * BK);  // in flight while this slice is multiplied
#pragma unroll
      for (int kk = 0; kk < BK; kk += 16) {
        wmma::fragment<wmma::matrix_a, 16, 16, 16, T, wmma::row_major> af[FM];
        wmma::fragment<wmma::matrix_b, 16, 16, 16, T, wmma::row_major> bf[FN];
#pragma unroll
        for (int i = 0; i < FM; ++i) {
          const Raw* a = &As[buf][(wm * FM + i) * 16][kk];
          wmma::load_matrix_sync(af[i], reinterpret_cast<const T*>(a), LDA);
        }
#pragma unroll
        for (int j = 0; j < FN; ++j) {
          const Raw* b = &Bs[buf][kk][(wn * FN + j) * 16];
          wmma::load_matrix_sync(bf[j], reinterpret_cast<const T*>(b), LDB);
        }
#pragma unroll
        for (int i = 0; i < FM; ++i)
#pragma unroll
          for (int j = 0; j < FN; ++j) wmma::mma_sync(acc[i][j], af[i], bf[j], acc[i][j]);
      }
      if (kt + 1 < slices) store(buf ^ 1);  // the other buffer was last read before the barrier
      __syncthreads();
    }

    // Epilogue: one fragment at a time through this warp's 16 x 16 staging buffer; each lane
    // rounds and stores 8 consecutive elements of one row (one 16-byte store when they all fit).
    const int r = lane / 2, c0 = (lane % 2) * 8;
#pragma unroll
    for (int i = 0; i < FM; ++i)
#pragma unroll
      for (int j = 0; j < FN; ++j) {
        wmma::store_matrix_sync(&Cs[warp][0][0], acc[i][j], 16, wmma::mem_row_major);
        __syncwarp();
        const int64_t gm = m0 + (wm * FM + i) * 16 + r;
        const int64_t gn = n0 + (wn * FN + j) * 16 + c0;
        if (gm < M) {
          T* out = C + gm * N + gn;
          if (VEC && gn + 8 <= N) {
            __align__(16) T v[8];
#pragma unroll
            for (int t = 0; t < 8; ++t) v[t] = from_float(Cs[warp][r][c0 + t]);
            *reinterpret_cast<uint4*>(out) = *reinterpret_cast<const uint4*>(v);
          } else {
#pragma unroll
            for (int t = 0; t < 8; ++t)
              if (gn + t < N) out[t] = from_float(Cs[warp][r][c0 + t]);
          }
        }
        __syncwarp();
      }
  }
}

template <int WM, int WN, int FM, int FN, bool VEC>
void launch(const T* A, const T* B, T* C, int64_t m, int64_t n, int64_t k, cudaStream_t stream) {
  constexpr int BM = WM * FM * 16, BN = WN * FN * 16;
  const int64_t tiles_m = (m + BM - 1) / BM, tiles_n = (n + BN - 1) / BN;
  const dim3 grid(static_cast<unsigned>(tiles_n),
                  static_cast<unsigned>(tiles_m < 65535 ? tiles_m : 65535));
  gemm_wmma<WM, WN, FM, FN, VEC><<<grid, WM * WN * 32, 0, stream>>>(A, B, C, m, n, k);
}

int sm_count() {
  static const int count = [] {
    int dev = 0, sms = 0;
    if (cudaGetDevice(&dev) != cudaSuccess ||
        cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev) != cudaSuccess)
      sms = 132;
    return sms > 0 ? sms : 132;
  }();
  return count;
}

inline bool aligned16(const void* p) { return (reinterpret_cast<uintptr_t>(p) & 15u) == 0; }

}  // namespace

int matmul_bf16(const __nv_bfloat16* A, const __nv_bfloat16* B, __nv_bfloat16* C, int64_t m,
                int64_t n, int64_t k, cudaStream_t stream) {
  if (m <= 0 || n <= 0) return 0;
  const bool vec = k % 8 == 0 && n % 8 == 0 && aligned16(A) && aligned16(B) && aligned16(C);
  const int64_t big_tiles = ((m + 127) / 128) * ((n + 127) / 128);
  if (!vec)
    launch<2, 2, 2, 2, false>(A, B, C, m, n, k, stream);  // element loads: the smaller tile
  else if (big_tiles >= sm_count())
    launch<2, 4, 4, 2, true>(A, B, C, m, n, k, stream);  // 128 x 128 tile, warps of 64 x 32
  else
    launch<2, 2, 2, 2, true>(A, B, C, m, n, k, stream);  // 64 x 64 tile, warps of 32 x 32
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
