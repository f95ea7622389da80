// Planted wrong kernel (self-test only): marks x as persisting in L2 with an access-policy window
// (cudaStreamSetAttribute) so repeated calls would read it from cache, a tuning step copied from
// the CUDA guide; on the H200 this gained 1.00x against the harness's flush and rotation. The
// window is a device setting that outlives the call. Caught by: the symbol policy at the compile stage.
// km-reason: cudaStreamSetAttribute
#include <algorithm>

namespace {

constexpr int kThreads = 256;

__device__ __forceinline__ float warp_sum(float v) {
  for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(0xffffffffu, v, off);
  return v;
}

__global__ void __launch_bounds__(kThreads)
    row_sums(const float* __restrict__ x, float* __restrict__ y, int64_t rows, int64_t cols) {
  __shared__ float red[kThreads / 32];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
    const float* xr = x + r * cols;
    float s = 0.0f;
    for (int64_t j = threadIdx.x; j < cols; j += kThreads) s += xr[j];
    s = warp_sum(s);
    __syncthreads();
    if (lane == 0) red[warp] = s;
    __syncthreads();
    if (warp == 0) {
      s = warp_sum(lane < kThreads / 32 ? red[lane] : 0.0f);
      if (lane == 0) y[r] = s;
    }
  }
}

}  // namespace

int sum_dim_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0 || cols <= 0) return 0;
  int dev = 0, max_window = 0;
  cudaGetDevice(&dev);
  cudaDeviceGetAttribute(&max_window, cudaDevAttrMaxAccessPolicyWindowSize, dev);
  if (max_window > 0) {
    cudaStreamAttrValue attr = {};
    attr.accessPolicyWindow.base_ptr = const_cast<float*>(x);
    attr.accessPolicyWindow.num_bytes =
        std::min<size_t>(static_cast<size_t>(rows * cols) * sizeof(float), max_window);
    attr.accessPolicyWindow.hitRatio = 1.0f;
    attr.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
    attr.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
    cudaStreamSetAttribute(stream, cudaStreamAttributeAccessPolicyWindow, &attr);
  }
  const unsigned blocks = static_cast<unsigned>(std::min<int64_t>(rows, 1 << 30));
  row_sums<<<blocks, kThreads, 0, stream>>>(x, y, rows, cols);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
