// SPDX-License-Identifier: Apache-2.0
// Work on a stream other than the one a call was given escapes the harness's timer (the legacy
// default stream, the per-thread one, a stream of the candidate's own). The worker exports these
// wrappers (see platform.cmake), so the candidate's module binds to them: while a call of the
// candidate runs, each launch, async copy, memset and stream-ordered allocation is checked
// against the given stream before it goes on to the CUDA runtime (found with RTLD_NEXT). The
// first offence is kept for the adapter to report.
#include "stream_guard.hpp"

#include <dlfcn.h>

#include <cstdio>
#include <string>

namespace km::worker {
namespace {
cudaStream_t g_allowed = nullptr;
bool g_active = false;
std::string g_first;
std::string g_forbidden;

template <class F>
F real(const char* name) {
  return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}

const char* describe(cudaStream_t s) {
  if (s == nullptr) return "the legacy default stream (0)";
  if (s == cudaStreamLegacy) return "the legacy default stream";
  if (s == cudaStreamPerThread) return "the per-thread default stream";
  return "a stream of its own";
}

void check(cudaStream_t s, const char* what) {
  if (!g_active || s == g_allowed || !g_first.empty()) return;
  char buf[200];
  std::snprintf(buf, sizeof buf, "%s went to %s, not to the stream the call was given", what,
                describe(s));
  g_first = buf;
}
}  // namespace

void note_forbidden(const char* what) {
  if (g_active && g_forbidden.empty()) g_forbidden = what;
}

void stream_guard_begin(cudaStream_t allowed) {
  g_allowed = allowed;
  g_first.clear();
  g_forbidden.clear();
  g_active = true;
}

std::string stream_guard_end() {
  g_active = false;
  return g_first;
}

std::string forbidden_use() {
  return g_forbidden;
}

}  // namespace km::worker

using km::worker::check;

extern "C" {

// Declared by nvcc's crt headers only when compiling CUDA; the same signatures as there.
using LaunchFn = cudaError_t (*)(cudaKernel_t, dim3, dim3, void**, size_t, cudaStream_t);
cudaError_t CUDARTAPI __cudaLaunchKernel(cudaKernel_t kernel, dim3 grid, dim3 block, void** args,
                                         size_t shmem, cudaStream_t stream);
cudaError_t CUDARTAPI __cudaLaunchKernel_ptsz(cudaKernel_t kernel, dim3 grid, dim3 block,
                                              void** args, size_t shmem, cudaStream_t stream);

cudaError_t CUDARTAPI __cudaLaunchKernel(cudaKernel_t kernel, dim3 grid, dim3 block, void** args,
                                         size_t shmem, cudaStream_t stream) {
  static auto next = km::worker::real<LaunchFn>("__cudaLaunchKernel");
  check(stream, "a kernel launch");
  return next(kernel, grid, block, args, shmem, stream);
}

cudaError_t CUDARTAPI __cudaLaunchKernel_ptsz(cudaKernel_t kernel, dim3 grid, dim3 block,
                                              void** args, size_t shmem, cudaStream_t stream) {
  static auto next = km::worker::real<LaunchFn>("__cudaLaunchKernel_ptsz");
  check(stream == nullptr ? cudaStreamPerThread : stream, "a kernel launch");
  return next(kernel, grid, block, args, shmem, stream);
}

cudaError_t CUDARTAPI cudaLaunchKernel(const void* func, dim3 grid, dim3 block, void** args,
                                       size_t shmem, cudaStream_t stream) {
  static auto next =
      km::worker::real<cudaError_t (*)(const void*, dim3, dim3, void**, size_t, cudaStream_t)>(
          "cudaLaunchKernel");
  check(stream, "a kernel launch");
  return next(func, grid, block, args, shmem, stream);
}

cudaError_t CUDARTAPI cudaLaunchKernelExC(const cudaLaunchConfig_t* config, const void* func,
                                          void** args) {
  static auto next =
      km::worker::real<cudaError_t (*)(const cudaLaunchConfig_t*, const void*, void**)>(
          "cudaLaunchKernelExC");
  check(config ? config->stream : nullptr, "a kernel launch (cudaLaunchKernelEx)");
  return next(config, func, args);
}

cudaError_t CUDARTAPI cudaLaunchCooperativeKernel(const void* func, dim3 grid, dim3 block,
                                                  void** args, size_t shmem, cudaStream_t stream) {
  static auto next =
      km::worker::real<cudaError_t (*)(const void*, dim3, dim3, void**, size_t, cudaStream_t)>(
          "cudaLaunchCooperativeKernel");
  check(stream, "a cooperative kernel launch");
  return next(func, grid, block, args, shmem, stream);
}

cudaError_t CUDARTAPI cudaMemcpyAsync(void* dst, const void* src, size_t count,
                                      enum cudaMemcpyKind kind, cudaStream_t stream) {
  static auto next =
      km::worker::real<cudaError_t (*)(void*, const void*, size_t, cudaMemcpyKind, cudaStream_t)>(
          "cudaMemcpyAsync");
  check(stream, "a cudaMemcpyAsync");
  return next(dst, src, count, kind, stream);
}

cudaError_t CUDARTAPI cudaMemsetAsync(void* ptr, int value, size_t count, cudaStream_t stream) {
  static auto next =
      km::worker::real<cudaError_t (*)(void*, int, size_t, cudaStream_t)>("cudaMemsetAsync");
  check(stream, "a cudaMemsetAsync");
  return next(ptr, value, count, stream);
}

cudaError_t CUDARTAPI cudaMallocAsync(void** ptr, size_t size, cudaStream_t stream) {
  static auto next =
      km::worker::real<cudaError_t (*)(void**, size_t, cudaStream_t)>("cudaMallocAsync");
  check(stream, "a cudaMallocAsync");
  return next(ptr, size, stream);
}

cudaError_t CUDARTAPI cudaFreeAsync(void* ptr, cudaStream_t stream) {
  static auto next = km::worker::real<cudaError_t (*)(void*, cudaStream_t)>("cudaFreeAsync");
  check(stream, "a cudaFreeAsync");
  return next(ptr, stream);
}

}  // extern "C"
