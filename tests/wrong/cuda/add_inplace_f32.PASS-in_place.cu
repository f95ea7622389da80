// Planted kernel (self-test only): the honest in-place add, x += alpha * y with one fused
// multiply-add per element. Its perf stage proves the cuda worker restores x's initial values
// before every timed call (else the last timed call's x would hold several updates).

namespace {
__global__ void add_(const float* __restrict__ y, float* __restrict__ x, int64_t n, float a) {
  for (int64_t i = blockIdx.x * int64_t{blockDim.x} + threadIdx.x; i < n;
       i += int64_t{gridDim.x} * blockDim.x)
    x[i] = fmaf(a, y[i], x[i]);
}
}  // namespace

int add_inplace_f32(const float* y, float* x, int64_t n, double alpha, cudaStream_t stream) {
  const int64_t blocks = n / 256 + 1 < 65535 ? n / 256 + 1 : 65535;
  add_<<<static_cast<unsigned>(blocks), 256, 0, stream>>>(y, x, n, static_cast<float>(alpha));
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
