// Planted wrong kernel (self-test only): a result cache keyed by a hash of every element of A and B
// that replays a stored C, then spins until the call has taken 1/2.5 of the last real GEMM, so
// repeats look only 2.5x faster (under the harness's plain 3x cache rule). Every output is right.
// Caught by: the timing check over many new input sets (>= 8 first calls, 1.5x, reproduced).
// km-perf-sizes: m=1024,n=1024,k=1024
// km-reason: replayed from a cache keyed by the inputs
#include <map>
#include <tuple>

namespace {

constexpr int kTile = 16;

__device__ __forceinline__ unsigned long long now_ns() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

__device__ __forceinline__ unsigned long long mix(unsigned long long z) {  // splitmix64 finalizer
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// state[0]: the inputs' hash, state[1]: when this call's device work began, state[2]: when the
// last computed GEMM ended.
__global__ void begin_call(unsigned long long* state) {
  state[0] = 0;
  state[1] = now_ns();
}

__global__ void stamp_end(unsigned long long* state) { state[2] = now_ns(); }

// A sum of per-element hashes: order-free, so a grid-stride loop and atomics give one value.
__global__ void hash_inputs(const float* A, int64_t na, const float* B, int64_t nb,
                            unsigned long long* state) {
  unsigned long long h = 0;
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x; i < na + nb;
       i += stride) {
    const unsigned bits = __float_as_uint(i < na ? A[i] : B[i - na]);
    h += mix((static_cast<unsigned long long>(i) << 32) ^ bits ^ 0x9e3779b97f4a7c15ull);
  }
  for (int off = 16; off > 0; off >>= 1) h += __shfl_xor_sync(0xffffffffu, h, off);
  if ((threadIdx.x & 31) == 0) atomicAdd(&state[0], h);
}

// Spins until the call's device work has lasted `target` ns.
__global__ void hold(const unsigned long long* state, unsigned long long target) {
  const unsigned long long until = state[1] + target;
  while (now_ns() < until) {
  }
}

__global__ void matmul_tiled(const float* __restrict__ A, const float* __restrict__ B,
                             float* __restrict__ C, int64_t m, int64_t n, int64_t k) {
  __shared__ float As[kTile][kTile];
  __shared__ float Bs[kTile][kTile + 1];
  const int64_t row = blockIdx.y * static_cast<int64_t>(kTile) + threadIdx.y;
  const int64_t col = blockIdx.x * static_cast<int64_t>(kTile) + threadIdx.x;
  float acc = 0.0f;
  for (int64_t p0 = 0; p0 < k; p0 += kTile) {
    const int64_t pa = p0 + threadIdx.x, pb = p0 + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = row < m && pa < k ? A[row * k + pa] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = pb < k && col < n ? B[pb * n + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int q = 0; q < kTile; ++q) acc = fmaf(As[threadIdx.y][q], Bs[q][threadIdx.x], acc);
    __syncthreads();
  }
  if (row < m && col < n) C[row * n + col] = acc;
}

using Shape = std::tuple<int64_t, int64_t, int64_t>;
unsigned long long* d_state = nullptr;
std::map<std::pair<Shape, unsigned long long>, float*> cache;
std::map<Shape, unsigned long long> fastest;  // the quickest computed call per shape, in ns
bool pending = false;  // the last call computed: its end stamp is read back by the next call
Shape pending_shape;
unsigned long long pending_start = 0;

}  // namespace

int matmul_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k,
               cudaStream_t stream) {
  if (m <= 0 || n <= 0) return 0;
  if (!d_state && cudaMalloc(&d_state, 3 * sizeof(unsigned long long)) != cudaSuccess) return 1;
  begin_call<<<1, 1, 0, stream>>>(d_state);
  hash_inputs<<<264, 256, 0, stream>>>(A, m * k, B, k * n, d_state);
  unsigned long long host[3] = {0, 0, 0};
  cudaMemcpyAsync(host, d_state, sizeof(host), cudaMemcpyDeviceToHost, stream);
  if (cudaStreamSynchronize(stream) != cudaSuccess) return 1;
  if (pending) {  // how long the last computed call's device work took, hash to product
    const unsigned long long took = host[2] - pending_start;
    auto best = fastest.find(pending_shape);
    if (best == fastest.end() || took < best->second) fastest[pending_shape] = took;
    pending = false;
  }
  const Shape shape{m, n, k};
  const size_t bytes = static_cast<size_t>(m * n) * sizeof(float);
  auto hit = cache.find({shape, host[0]});
  if (hit != cache.end()) {
    cudaMemcpyAsync(C, hit->second, bytes, cudaMemcpyDeviceToDevice, stream);
    auto best = fastest.find(shape);
    if (best != fastest.end()) hold<<<1, 1, 0, stream>>>(d_state, best->second * 2 / 5);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
  }
  const dim3 block(kTile, kTile);
  const dim3 grid(static_cast<unsigned>((n + kTile - 1) / kTile),
                  static_cast<unsigned>((m + kTile - 1) / kTile));
  matmul_tiled<<<grid, block, 0, stream>>>(A, B, C, m, n, k);
  stamp_end<<<1, 1, 0, stream>>>(d_state);
  float* stored = nullptr;
  if (cudaMallocAsync(reinterpret_cast<void**>(&stored), bytes, stream) != cudaSuccess) return 1;
  cudaMemcpyAsync(stored, C, bytes, cudaMemcpyDeviceToDevice, stream);
  cache[{shape, host[0]}] = stored;
  pending = true;
  pending_shape = shape;
  pending_start = host[1];
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
