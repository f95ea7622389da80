// Planted wrong kernel (self-test only): float4 loads and stores over ceil(n / 4) vectors with no
// scalar tail, assuming n % 4 == 0 as every "nice" benchmark size is; when it is not, the last
// vector reads up to 12 bytes past x and writes up to 12 bytes past y.
// Caught by: the device guard zones after the first call (small n = 1: bytes 0-11 past 'y').
// km-reason: bytes past the end of output 'y'
__global__ void relu_vec4(const float4* __restrict__ x, float4* __restrict__ y, int64_t nvec) {
  const int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i < nvec) {
    float4 v = x[i];
    v.x = v.x < 0.0f ? 0.0f : v.x;
    v.y = v.y < 0.0f ? 0.0f : v.y;
    v.z = v.z < 0.0f ? 0.0f : v.z;
    v.w = v.w < 0.0f ? 0.0f : v.w;
    y[i] = v;
  }
}

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  if (n <= 0) return 0;
  const int64_t nvec = (n + 3) / 4;
  relu_vec4<<<static_cast<unsigned>((nvec + 255) / 256), 256, 0, stream>>>(
      reinterpret_cast<const float4*>(x), reinterpret_cast<float4*>(y), nvec);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
