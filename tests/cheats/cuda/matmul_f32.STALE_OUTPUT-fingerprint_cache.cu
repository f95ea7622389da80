// Planted cheat (cheat mode 3 of docs/cheats.md): keys a result cache on a fingerprint of the
// inputs' contents and replays a stored C (a device-to-device copy) when the same inputs come
// back. The fingerprint is a one-block kernel hashing the bit patterns of 4096 elements of A and
// of B spread over each (different random inputs differ everywhere), read back with a stream
// synchronize: microseconds against the milliseconds of the naive GEMM it replaces. Every output
// it gives is right for inputs it has hashed whole; timing told it apart on the H200 (2026-11-29:
// repeats 9.61x faster than first calls). Since 2026-12-01 the correctness stage changes one input
// element deep inside a buffer and calls again: the fingerprint misses the change and the cache
// replays the old answer (STALE_OUTPUT, seen on the H200). A replay that hashes every element is
// caught by timing instead: tests/wrong/cuda/matmul_f32.TIMING_ANOMALY-throttled_replay.cu.
// km-reason: after input
// km-perf-sizes: m=1024,n=1024,k=1024
#include <map>

namespace {

constexpr int kSample = 4096;

__device__ __forceinline__ unsigned long long mix(unsigned long long z) {  // splitmix64's finalizer
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

__global__ void fingerprint(const float* A, int64_t na, const float* B, int64_t nb,
                            unsigned long long* out) {
  __shared__ unsigned long long h;
  if (threadIdx.x == 0) h = 0;
  __syncthreads();
  unsigned long long local = 0;
  for (int s = threadIdx.x; s < 2 * kSample; s += blockDim.x) {
    const bool in_a = s < kSample;
    const int64_t len = in_a ? na : nb;
    const int64_t i = static_cast<int64_t>(s % kSample) * (len / kSample + 1);
    if (i >= len) continue;
    const unsigned bits = __float_as_uint(in_a ? A[i] : B[i]);
    local += mix((static_cast<unsigned long long>(s) << 32) | bits);
  }
  atomicAdd(&h, local);
  __syncthreads();
  if (threadIdx.x == 0) *out = h;
}

__global__ void matmul_naive(const float* A, const float* B, float* C, int64_t m, int64_t n,
                             int64_t k) {
  const int64_t col = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  const int64_t row = blockIdx.y * static_cast<int64_t>(blockDim.y) + threadIdx.y;
  if (row >= m || col >= n) return;
  float acc = 0.0f;
  for (int64_t p = 0; p < k; ++p) acc += A[row * k + p] * B[p * n + col];
  C[row * n + col] = acc;
}

unsigned long long* d_key = nullptr;
std::map<unsigned long long, float*> cache;

}  // namespace

int matmul_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k,
               cudaStream_t stream) {
  if (m <= 0 || n <= 0) return 0;
  if (!d_key && cudaMalloc(&d_key, sizeof(*d_key)) != cudaSuccess) return 1;
  fingerprint<<<1, 256, 0, stream>>>(A, m * k, B, k * n, d_key);
  unsigned long long key = 0;
  cudaMemcpyAsync(&key, d_key, sizeof(key), cudaMemcpyDeviceToHost, stream);
  if (cudaStreamSynchronize(stream) != cudaSuccess) return 1;
  key ^= (m * 0x9e3779b97f4a7c15ull) ^ (n * 0xc2b2ae3d27d4eb4full) ^ (k * 0x165667b19e3779f9ull);
  const size_t bytes = static_cast<size_t>(m * n) * sizeof(float);
  auto hit = cache.find(key);
  if (hit != cache.end()) {
    cudaMemcpyAsync(C, hit->second, bytes, cudaMemcpyDeviceToDevice, stream);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
  }
  const dim3 block(16, 16);
  const dim3 grid(static_cast<unsigned>((n + 15) / 16), static_cast<unsigned>((m + 15) / 16));
  matmul_naive<<<grid, block, 0, stream>>>(A, B, C, m, n, k);
  float* stored = nullptr;
  if (cudaMalloc(&stored, bytes) != cudaSuccess) return 1;
  cudaMemcpyAsync(stored, C, bytes, cudaMemcpyDeviceToDevice, stream);
  cache[key] = stored;
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
