/* SPDX-License-Identifier: Apache-2.0
 * KernelMark CUDA kernel ABI: force-included (through the generated per-task header) before the
 * kernel's own .cu file. Every tensor pointer is a device pointer; every size is int64_t; the last
 * argument is the stream all of the kernel's work must be enqueued on (the harness times the
 * stream with events and cross-checks with a device-wide synchronize). */
#ifndef KM_CUDA_ABI_H
#define KM_CUDA_ABI_H

/* <cuda_fp16.h> and <cuda_bf16.h> come with the task header of a task that has such tensors
 * (platform.json "type_includes"): on an fp32 kernel they were 40 % of nvcc's time.
 * fp8 tensors are __nv_fp8_e4m3 / __nv_fp8_e5m2 from <cuda_fp8.h> (same way): one byte each, the
 * storage and conversions work on every architecture, in hardware (cvt) from sm_89; the build
 * targets sm_90 (CMAKE_CUDA_ARCHITECTURES), so the H200 converts natively. Their float
 * constructors saturate (__NV_SATFINITE): right for e4m3 (torch saturates to +-448 too), not for
 * an e5m2 output past 57344, which torch rounds to +-inf (__nv_cvt_float_to_fp8 with __NV_NOSAT). */
#include <cuda_runtime.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
#define KM_EXTERN_C extern "C"
#else
#define KM_EXTERN_C
#endif
#define KM_EXPORT __attribute__((visibility("default")))

/* One argument of the generic entry the harness calls (km_invoke, generated per task). */
typedef union km_arg {
  void* ptr;
  int64_t i64;
  double f64;
} km_arg;

#endif /* KM_CUDA_ABI_H */
