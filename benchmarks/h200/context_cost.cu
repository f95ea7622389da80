// Where a cuda worker's start-up time goes, phase by phase, in one process (wall seconds):
// the runtime's first call, selecting the device (which creates the primary context since CUDA
// 12), cudaFree(0), a stream and events, the L2 flush buffer, device properties, NVML's init,
// reading the driver version from /proc, and the process teardown (timed by the caller).
//   nvcc -O2 -o /tmp/context_cost benchmarks/h200/context_cost.cu && /tmp/context_cost
#include <cuda_runtime.h>
#include <dlfcn.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <thread>

int main(int argc, char** argv) {
  // --hold S: create the context and keep it S seconds (a process holding the GPU open, as a
  // suite-wide fixture would, so the driver does not tear the device down between workers).
  if (argc == 3 && std::string(argv[1]) == "--hold") {
    cudaFree(nullptr);
    std::this_thread::sleep_for(std::chrono::seconds(std::stoi(argv[2])));
    return 0;
  }
  using clock = std::chrono::steady_clock;
  auto t = clock::now();
  auto lap = [&](const char* what) {
    auto now = clock::now();
    std::printf("%-28s %7.1f ms\n", what, std::chrono::duration<double, std::milli>(now - t).count());
    t = now;
  };
  int n = 0;
  cudaGetDeviceCount(&n);
  lap("cudaGetDeviceCount");
  cudaSetDevice(0);
  lap("cudaSetDevice");
  cudaFree(nullptr);
  lap("cudaFree(0)");
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  lap("stream + 2 events");
  void* flush = nullptr;
  cudaMalloc(&flush, 128 << 20);
  lap("cudaMalloc 128 MiB");
  cudaDeviceProp p{};
  cudaGetDeviceProperties(&p, 0);
  lap("cudaGetDeviceProperties");
  void* nvml = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
  auto init = nvml ? reinterpret_cast<int (*)()>(dlsym(nvml, "nvmlInit_v2")) : nullptr;
  if (init) init();
  lap("dlopen + nvmlInit_v2");
  std::ifstream f("/proc/driver/nvidia/version");
  std::string line;
  std::getline(f, line);
  lap("/proc driver version");
  for (int i = 0; i < 64; ++i) {
    void* q = nullptr;
    cudaMalloc(&q, 4096 * 3);
    cudaFree(q);
  }
  lap("64 x cudaMalloc+cudaFree");
  cudaFree(flush);
  // KM_CC_RESET=1: the context's teardown in the process, timed (else the exit does it).
  if (const char* r = std::getenv("KM_CC_RESET"); r && r[0] == '1') {
    cudaDeviceReset();
    lap("cudaDeviceReset");
  }
  return 0;
}
