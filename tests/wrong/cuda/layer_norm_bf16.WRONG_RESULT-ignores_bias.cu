// Planted wrong kernel (self-test only): bf16 layer norm that scales by w but drops the bias b
// (a model mixing it up with RMSNorm's weight-only affine), accumulating in fp32 and rounding once.
// b is uniform in [-1, 1], far outside bf16's 8-ulp tolerance.
// Caught by: the tolerance on the first case (rows = 1, d = 1: the answer is b itself, it writes 0).
#include <algorithm>

namespace {

constexpr int kThreads = 256;

__device__ __forceinline__ float warp_sum(float v) {
  for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(0xffffffffu, v, off);
  return v;
}

__device__ float block_sum(float v, float* red) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  v = warp_sum(v);
  __syncthreads();
  if (lane == 0) red[warp] = v;
  __syncthreads();
  return warp_sum(lane < kThreads / 32 ? red[lane] : 0.0f);
}

__global__ void __launch_bounds__(kThreads)
    layer_norm_rows(const __nv_bfloat16* __restrict__ x, const __nv_bfloat16* __restrict__ w,
                    const __nv_bfloat16* __restrict__ b, __nv_bfloat16* __restrict__ y,
                    int64_t rows, int64_t d, float eps) {
  (void)b;
  __shared__ float red[32];
  for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
    const __nv_bfloat16* xr = x + r * d;
    __nv_bfloat16* yr = y + r * d;
    float s = 0.0f;
    for (int64_t j = threadIdx.x; j < d; j += kThreads) s += __bfloat162float(xr[j]);
    const float mean = block_sum(s, red) / static_cast<float>(d);
    float q = 0.0f;
    for (int64_t j = threadIdx.x; j < d; j += kThreads) {
      const float t = __bfloat162float(xr[j]) - mean;
      q += t * t;
    }
    const float rstd = rsqrtf(block_sum(q, red) / static_cast<float>(d) + eps);
    for (int64_t j = threadIdx.x; j < d; j += kThreads)
      yr[j] = __float2bfloat16_rn((__bfloat162float(xr[j]) - mean) * rstd * __bfloat162float(w[j]));
  }
}

}  // namespace

int layer_norm_bf16(const __nv_bfloat16* x, const __nv_bfloat16* w, const __nv_bfloat16* b,
                    __nv_bfloat16* y, int64_t rows, int64_t d, double eps, cudaStream_t stream) {
  if (rows <= 0 || d <= 0) return 0;
  const unsigned blocks = static_cast<unsigned>(std::min<int64_t>(rows, 1 << 30));
  layer_norm_rows<<<blocks, kThreads, 0, stream>>>(x, w, b, y, rows, d, static_cast<float>(eps));
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
