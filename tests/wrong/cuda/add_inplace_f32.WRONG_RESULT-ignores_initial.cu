// Planted wrong kernel (self-test only): treats the in-place x as a fresh output, x = alpha * y.

namespace {
__global__ void add_(const float* __restrict__ y, float* __restrict__ x, int64_t n, float a) {
  for (int64_t i = blockIdx.x * int64_t{blockDim.x} + threadIdx.x; i < n;
       i += int64_t{gridDim.x} * blockDim.x)
    x[i] = a * y[i];
}
}  // namespace

int add_inplace_f32(const float* y, float* x, int64_t n, double alpha, cudaStream_t stream) {
  const int64_t blocks = n / 256 + 1 < 65535 ? n / 256 + 1 : 65535;
  add_<<<static_cast<unsigned>(blocks), 256, 0, stream>>>(y, x, n, static_cast<float>(alpha));
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
