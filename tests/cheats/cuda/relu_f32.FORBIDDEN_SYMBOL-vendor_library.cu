// Planted (self-test): hands the work to cuBLAS (a copy) instead of computing it itself.
extern "C" int cublasCreate_v2(void** handle);
extern "C" int cublasScopy_v2(void* handle, int n, const float* x, int incx, float* y, int incy);

__global__ void relu_in_place(float* y, int64_t n) {
  int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i < n && y[i] < 0.0f) y[i] = 0.0f;
}

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  static void* handle = nullptr;
  if (!handle && cublasCreate_v2(&handle) != 0) return 1;
  if (cublasScopy_v2(handle, static_cast<int>(n), x, 1, y, 1) != 0) return 1;
  relu_in_place<<<static_cast<unsigned>((n + 255) / 256), 256, 0, stream>>>(y, n);
  return 0;
}
