// SPDX-License-Identifier: Apache-2.0
// km-peaks-cuda: the device's speed of light, measured once per device and kept in a JSON file
// keyed by device name (see `kernelmark peaks`): DRAM bandwidth from a large device-to-device copy
// (bytes read + bytes written), matrix throughput from the vendor GEMM at 8192^3 (fp32 without
// TF32; fp16 and bf16 on tensor cores with fp32 accumulation). Each figure is the median of
// repeated event-timed runs after a warm-up.
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace {

void check(cudaError_t e, const char* what) {
  if (e != cudaSuccess) {
    std::cerr << "km-peaks-cuda: " << what << ": " << cudaGetErrorString(e) << "\n";
    std::exit(1);
  }
}
void check(cublasStatus_t s, const char* what) {
  if (s != CUBLAS_STATUS_SUCCESS) {
    std::cerr << "km-peaks-cuda: " << what << ": cuBLAS status " << static_cast<int>(s) << "\n";
    std::exit(1);
  }
}

double median_seconds(cudaStream_t s, int reps, const std::function<void()>& fn) {
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  for (int i = 0; i < 3; ++i) fn();
  check(cudaStreamSynchronize(s), "warm-up");
  std::vector<double> t;
  for (int i = 0; i < reps; ++i) {
    cudaEventRecord(a, s);
    fn();
    cudaEventRecord(b, s);
    check(cudaEventSynchronize(b), "timed run");
    float ms = 0;
    cudaEventElapsedTime(&ms, a, b);
    t.push_back(ms * 1e-3);
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

double gemm_tflops(cublasHandle_t h, cudaStream_t s, cudaDataType type, int n) {
  size_t es = type == CUDA_R_32F ? 4 : 2;
  void *a, *b, *c;
  check(cudaMalloc(&a, es * n * n), "cudaMalloc");
  check(cudaMalloc(&b, es * n * n), "cudaMalloc");
  check(cudaMalloc(&c, es * n * n), "cudaMalloc");
  cudaMemsetAsync(a, 0x11, es * n * n, s);  // small finite values in every dtype
  cudaMemsetAsync(b, 0x11, es * n * n, s);
  float alpha = 1, beta = 0;
  double secs = median_seconds(s, 10, [&] {
    check(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, a, type, n, b, type, n, &beta,
                       c, type, n, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT),
          "cublasGemmEx");
  });
  cudaFree(a);
  cudaFree(b);
  cudaFree(c);
  return 2.0 * n * n * static_cast<double>(n) / secs / 1e12;
}

}  // namespace

int main(int argc, char** argv) {
  std::string out;
  int device = 0;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--out"))
      out = argv[i + 1];
    else if (!std::strcmp(argv[i], "--device"))
      device = std::atoi(argv[i + 1]);
  }
  check(cudaSetDevice(device), "cudaSetDevice");
  cudaDeviceProp prop{};
  check(cudaGetDeviceProperties(&prop, device), "cudaGetDeviceProperties");
  cudaStream_t s;
  check(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking), "cudaStreamCreate");

  const size_t bytes = size_t{2} << 30;
  void *src, *dst;
  check(cudaMalloc(&src, bytes), "cudaMalloc");
  check(cudaMalloc(&dst, bytes), "cudaMalloc");
  cudaMemsetAsync(src, 1, bytes, s);
  double copy =
      median_seconds(s, 20, [&] { cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToDevice, s); });
  double dram_gbs = 2.0 * bytes / copy / 1e9;
  cudaFree(src);
  cudaFree(dst);

  cublasHandle_t h;
  check(cublasCreate(&h), "cublasCreate");
  check(cublasSetStream(h, s), "cublasSetStream");
  // fp32 tasks forbid TF32 (see the tolerance policy), so the fp32 peak is measured without it.
  check(cublasSetMathMode(h, CUBLAS_PEDANTIC_MATH), "cublasSetMathMode");
  double fp32 = gemm_tflops(h, s, CUDA_R_32F, 8192);
  check(cublasSetMathMode(h, CUBLAS_DEFAULT_MATH), "cublasSetMathMode");
  double fp16 = gemm_tflops(h, s, CUDA_R_16F, 8192);
  double bf16 = gemm_tflops(h, s, CUDA_R_16BF, 8192);

  char date[32];
  std::time_t now = std::time(nullptr);
  std::strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&now));
  nlohmann::json entry = {
      {"dram_gbs", dram_gbs},
      {"fp32_tflops", fp32},
      {"fp16_tflops", fp16},
      {"bf16_tflops", bf16},
      {"measured", date},
      {"method",
       "median of event-timed runs: 2 GiB cudaMemcpy D2D (read+write bytes); cublasGemmEx 8192^3, "
       "fp32 with CUBLAS_PEDANTIC_MATH, fp16/bf16 tensor cores with fp32 compute"}};
  std::cout << prop.name << ": " << entry.dump(2) << "\n";
  if (!out.empty()) {
    nlohmann::json all = nlohmann::json::object();
    if (std::ifstream in(out); in) {
      all = nlohmann::json::parse(in, nullptr, false);
      if (all.is_discarded() || !all.is_object()) all = nlohmann::json::object();
    }
    all[prop.name] = entry;
    std::ofstream(out) << all.dump(2) << "\n";
    std::cout << "written to " << out << "\n";
  }
  return 0;
}
