// The cuda worker's Fences class on its own: a buffer of `bytes` placed at_end (argv[1] = "end")
// or after unmapped memory ("start"), then one 2-byte read at byte offset argv[3] from its start
// (negative: before it). Each run is its own process: a fault breaks the context.
//   nvcc -O2 -I platforms/cuda/runtime -o /tmp/fcp benchmarks/h200/fence_class_probe.cu \
//     platforms/cuda/runtime/fences.cpp && /tmp/fcp end 916 930
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "fences.hpp"

__global__ void read_at(const unsigned char* p, long long off, unsigned char* out) {
  out[0] = p[off];
  out[1] = p[off + 1];
}

int main(int argc, char** argv) {
  if (argc != 4) return 2;
  cudaSetDevice(0);
  cudaFree(nullptr);
  km::worker::Fences f;
  std::string why;
  if (!f.init(0, &why)) {
    std::printf("fences off: %s\n", why.c_str());
    return 2;
  }
  const bool at_end = std::string(argv[1]) == "end";
  const size_t bytes = std::strtoull(argv[2], nullptr, 10);
  const long long off = std::strtoll(argv[3], nullptr, 10);
  km::worker::FencedBlock b;
  if (std::string e = f.allocate(bytes, 4096, at_end, &b); !e.empty()) {
    std::printf("allocate: %s\n", e.c_str());
    return 2;
  }
  unsigned char* out = nullptr;
  cudaMalloc(&out, 2);
  read_at<<<1, 1>>>(b.data, off, out);
  cudaError_t e = cudaDeviceSynchronize();
  std::printf("%s bytes %zu: reserved %#llx+%zu mapped %#llx+%zu data %p pre %zu post %zu; "
              "read at %lld: %s\n",
              argv[1], bytes, b.reserved_at, b.reserved, b.mapped_at, b.mapped,
              static_cast<void*>(b.data), b.pre, b.post, off, cudaGetErrorName(e));
  return e == cudaSuccess ? 0 : 1;
}
