// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// C = A @ B for row-major fp32 A [m, k], B [k, n], C [m, n]; plain fp32 FMA (no TF32).
// Classic shared-memory tiled SGEMM: each block owns a BM x BN tile of C and walks k in BK-deep
// slices. A slice of A is stored transposed (As[k][m], padded against bank conflicts) and a slice
// of B as is (Bs[k][n]), so in the inner loop every thread reads a column of As and a row of Bs as
// float4s and updates its TM x TN register tile with TM * TN FMAs. The next slice is fetched into
// registers while the current one is used (double-buffered shared memory, one barrier a slice).
// Loads outside the matrices read as zero and stores are bounds-checked, so any m, n, k works;
// when k and n are multiples of 4 (and the pointers 16-byte aligned) the global loads and stores
// are float4s. Large problems use 128 x 128 tiles (8 x 8 per thread), smaller ones 64 x 64 tiles
// (4 x 4 per thread) so that there are enough blocks to fill the GPU.

namespace {

template <int BM, int BN, int BK, int TM, int TN, bool VEC>
__global__ void __launch_bounds__((BM / TM) * (BN / TN))
    sgemm_nn(const float* __restrict__ A, const float* __restrict__ B, float* __restrict__ C,
             int64_t M, int64_t N, int64_t K) {
  constexpr int NT = (BM / TM) * (BN / TN);  // threads
  constexpr int TX = BN / TN;                // threads along n
  constexpr int VW = VEC ? 4 : 1;            // floats per global load
  constexpr int AG = BM * BK / (VW * NT);    // A loads per thread per slice
  constexpr int BG = BK * BN / (VW * NT);    // B loads per thread per slice
  constexpr int RS = BM / (TM / 4);          // distance between a thread's groups of 4 rows
  constexpr int CS = BN / (TN / 4);          // distance between a thread's groups of 4 columns
  static_assert(AG * VW * NT == BM * BK && BG * VW * NT == BK * BN, "tile does not split evenly");
  static_assert(TM % 4 == 0 && TN % 4 == 0, "register tile must be made of float4s");

  __shared__ __align__(16) float As[2][BK][BM + 4];
  __shared__ __align__(16) float Bs[2][BK][BN];

  const int tid = threadIdx.x, tx = tid % TX, ty = tid / TX;
  const int64_t n0 = static_cast<int64_t>(blockIdx.x) * BN;
  const int64_t tiles_m = (M + BM - 1) / BM;
  const int64_t slices = (K + BK - 1) / BK;

  for (int64_t bm = blockIdx.y; bm < tiles_m; bm += gridDim.y) {
    const int64_t m0 = bm * BM;
    float ra[AG * VW], rb[BG * VW];

    auto load = [&](int64_t k0) {
#pragma unroll
      for (int i = 0; i < AG; ++i) {
        const int g = tid + i * NT;
        const int row = g / (BK / VW), kc = (g % (BK / VW)) * VW;
        const int64_t gm = m0 + row, gk = k0 + kc;
        if constexpr (VEC) {
          float4 v = make_float4(0.f, 0.f, 0.f, 0.f);
          if (gm < M && gk < K) v = __ldg(reinterpret_cast<const float4*>(A + gm * K + gk));
          ra[i * 4 + 0] = v.x;
          ra[i * 4 + 1] = v.y;
          ra[i * 4 + 2] = v.z;
          ra[i * 4 + 3] = v.w;
        } else {
          ra[i] = (gm < M && gk < K) ? __ldg(A + gm * K + gk) : 0.f;
        }
      }
#pragma unroll
      for (int i = 0; i < BG; ++i) {
        const int g = tid + i * NT;
        const int row = g / (BN / VW), nc = (g % (BN / VW)) * VW;
        const int64_t gk = k0 + row, gn = n0 + nc;
        if constexpr (VEC) {
          float4 v = make_float4(0.f, 0.f, 0.f, 0.f);
          if (gk < K && gn < N) v = __ldg(reinterpret_cast<const float4*>(B + gk * N + gn));
          rb[i * 4 + 0] = v.x;
          rb[i * 4 + 1] = v.y;
          rb[i * 4 + 2] = v.z;
          rb[i * 4 + 3] = v.w;
        } else {
          rb[i] = (gk < K && gn < N) ? __ldg(B + gk * N + gn) : 0.f;
        }
      }
    };
    auto store = [&](int buf) {
#pragma unroll
      for (int i = 0; i < AG; ++i) {
        const int g = tid + i * NT;
        const int row = g / (BK / VW), kc = (g % (BK / VW)) * VW;
#pragma unroll
        for (int t = 0; t < VW; ++t) As[buf][kc + t][row] = ra[i * VW + t];
      }
#pragma unroll
      for (int i = 0; i < BG; ++i) {
        const int g = tid + i * NT;
        const int row = g / (BN / VW), nc = (g % (BN / VW)) * VW;
        if constexpr (VEC) {
          *reinterpret_cast<float4*>(&Bs[buf][row][nc]) =
              make_float4(rb[i * 4 + 0], rb[i * 4 + 1], rb[i * 4 + 2], rb[i * 4 + 3]);
        } else {
          Bs[buf][row][nc] = rb[i];
        }
      }
    };

    float acc[TM][TN];
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
      for (int j = 0; j < TN; ++j) acc[i][j] = 0.f;

    if (slices > 0) {
      load(0);
      store(0);
    }
    __syncthreads();
    for (int64_t kt = 0; kt < slices; ++kt) {
      const int buf = static_cast<int>(kt & 1);
      if (kt + 1 < slices) load((kt + 1) * BK);  // in flight while this slice is used
#pragma unroll
      for (int kk = 0; kk < BK; ++kk) {
        float a[TM], b[TN];
#pragma unroll
        for (int q = 0; q < TM / 4; ++q) {
          const float4 v = *reinterpret_cast<const float4*>(&As[buf][kk][q * RS + ty * 4]);
          a[q * 4 + 0] = v.x;
          a[q * 4 + 1] = v.y;
          a[q * 4 + 2] = v.z;
          a[q * 4 + 3] = v.w;
        }
#pragma unroll
        for (int q = 0; q < TN / 4; ++q) {
          const float4 v = *reinterpret_cast<const float4*>(&Bs[buf][kk][q * CS + tx * 4]);
          b[q * 4 + 0] = v.x;
          b[q * 4 + 1] = v.y;
          b[q * 4 + 2] = v.z;
          b[q * 4 + 3] = v.w;
        }
#pragma unroll
        for (int i = 0; i < TM; ++i)
#pragma unroll
          for (int j = 0; j < TN; ++j) acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
      }
      if (kt + 1 < slices) store(buf ^ 1);  // the other buffer was last read before the barrier
      __syncthreads();
    }

#pragma unroll
    for (int qi = 0; qi < TM / 4; ++qi)
#pragma unroll
      for (int t = 0; t < 4; ++t) {
        const int64_t r = m0 + qi * RS + ty * 4 + t;
        if (r >= M) continue;
        float* crow = C + r * N;
#pragma unroll
        for (int qj = 0; qj < TN / 4; ++qj) {
          const int64_t c = n0 + qj * CS + tx * 4;
          const float* v = &acc[qi * 4 + t][qj * 4];
          if constexpr (VEC) {
            if (c < N) *reinterpret_cast<float4*>(crow + c) = make_float4(v[0], v[1], v[2], v[3]);
          } else {
#pragma unroll
            for (int u = 0; u < 4; ++u)
              if (c + u < N) crow[c + u] = v[u];
          }
        }
      }
  }
}

template <int BM, int BN, int BK, int TM, int TN>
void launch(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k, bool vec,
            cudaStream_t stream) {
  const int64_t tiles_m = (m + BM - 1) / BM, tiles_n = (n + BN - 1) / BN;
  const dim3 grid(static_cast<unsigned>(tiles_n),
                  static_cast<unsigned>(tiles_m < 65535 ? tiles_m : 65535));
  const dim3 block((BM / TM) * (BN / TN));
  if (vec)
    sgemm_nn<BM, BN, BK, TM, TN, true><<<grid, block, 0, stream>>>(A, B, C, m, n, k);
  else
    sgemm_nn<BM, BN, BK, TM, TN, false><<<grid, block, 0, stream>>>(A, B, C, m, n, k);
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

int matmul_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k,
               cudaStream_t stream) {
  if (m <= 0 || n <= 0) return 0;
  const bool vec = k % 4 == 0 && n % 4 == 0 && aligned16(A) && aligned16(B) && aligned16(C);
  const int64_t big_tiles = ((m + 127) / 128) * ((n + 127) / 128);
  if (big_tiles >= sm_count())
    launch<128, 128, 8, 8, 8>(A, B, C, m, n, k, vec, stream);
  else
    launch<64, 64, 16, 4, 4>(A, B, C, m, n, k, vec, stream);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
