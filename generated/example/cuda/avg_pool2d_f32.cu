// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Average pooling, NCHW, k x k window, stride s, no padding (floor mode): each output is the fp32
// sum of its k * k inputs divided by k * k. One thread per output element, consecutive threads on
// consecutive output columns, so the stores are coalesced and the window loads of a warp fall on a
// few contiguous stretches of each input row (neighbouring windows overlap when s < k; those
// re-reads hit the L1 cache). A grid-stride loop with 64-bit indices covers any size.

namespace {

__global__ void __launch_bounds__(256)
    avg_pool(const float* __restrict__ x, float* __restrict__ y, int64_t planes, int64_t h,
             int64_t w, int64_t ho, int64_t wo, int64_t k, int64_t s, float area) {
  const int64_t total = planes * ho * wo;
  const int64_t step = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t e = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; e < total;
       e += step) {
    const int64_t ow = e % wo, t = e / wo;
    const int64_t oh = t % ho, plane = t / ho;
    const float* in = x + (plane * h + oh * s) * w + ow * s;  // top-left input of the window
    float sum = 0.f;
    for (int64_t i = 0; i < k; ++i) {
      const float* row = in + i * w;
      float rs = 0.f;  // one row of the window, then into the total (shorter error chains)
      for (int64_t j = 0; j < k; ++j) rs += __ldg(row + j);
      sum += rs;
    }
    y[e] = sum / area;
  }
}

}  // namespace

int avg_pool2d_f32(const float* x, float* y, int64_t n, int64_t c, int64_t h, int64_t w,
                   int64_t k, int64_t s, cudaStream_t stream) {
  const int64_t ho = (h - k) / s + 1, wo = (w - k) / s + 1;
  const int64_t total = n * c * ho * wo;
  if (total <= 0) return 0;
  const int64_t blocks = (total + 255) / 256;
  const unsigned grid = static_cast<unsigned>(blocks < (1 << 30) ? blocks : (1 << 30));
  avg_pool<<<grid, 256, 0, stream>>>(x, y, n * c, h, w, ho, wo, k, s, static_cast<float>(k * k));
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
