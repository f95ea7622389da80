// Does a kernel's read of reserved but unmapped device memory fault on this GPU? The premise of
// the cuda worker's fenced buffers (platforms/cuda/runtime/fences.cpp), checked without the
// harness: map one granule after an unmapped one, then read 4 bytes before the mapped start
// (argv[1] = "before") or 4 bytes past the mapped end (argv[1] = "after"), or inside ("inside").
//   nvcc -O2 -o /tmp/fence_probe benchmarks/h200/fence_probe.cu -lcuda && /tmp/fence_probe before
#include <cuda.h>
#include <cuda_runtime.h>

#include <cstdio>
#include <cstring>

__global__ void read_one(const float* p, float* out) { *out = *p; }

int main(int argc, char** argv) {
  const char* where = argc > 1 ? argv[1] : "before";
  cudaSetDevice(0);
  cudaFree(nullptr);
  CUmemAllocationProp prop{};
  prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
  prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  prop.location.id = 0;
  size_t g = 0;
  cuMemGetAllocationGranularity(&g, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM);
  CUdeviceptr base = 0;
  CUresult r = cuMemAddressReserve(&base, 3 * g, g, 0, 0);
  CUmemGenericAllocationHandle h = 0;
  if (r == CUDA_SUCCESS) r = cuMemCreate(&h, g, &prop, 0);
  if (r == CUDA_SUCCESS) r = cuMemMap(base + g, g, 0, h, 0);  // [g, 2g) mapped, both sides not
  CUmemAccessDesc access{};
  access.location = prop.location;
  access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
  if (r == CUDA_SUCCESS) r = cuMemSetAccess(base + g, g, &access, 1);
  if (r != CUDA_SUCCESS) {
    std::printf("setup failed: CUresult %d\n", static_cast<int>(r));
    return 2;
  }
  CUdeviceptr at = std::strcmp(where, "before") == 0  ? base + g - 4
                   : std::strcmp(where, "after") == 0 ? base + 2 * g
                                                      : base + g + 16;
  float* out = nullptr;
  cudaMalloc(&out, sizeof(float));
  read_one<<<1, 1>>>(reinterpret_cast<const float*>(at), out);
  cudaError_t e = cudaDeviceSynchronize();
  std::printf("granularity %zu, read %s the mapped granule: %s\n", g, where, cudaGetErrorName(e));
  return e == cudaSuccess ? 0 : 1;
}
