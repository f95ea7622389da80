# SPDX-License-Identifier: Apache-2.0
# cuda: drop files are .cu compiled by nvcc (default sm_90, override with CMAKE_CUDA_ARCHITECTURES)
# into shared modules linked against the shared CUDA runtime, so the module and the worker share
# one runtime, one context and the stream the worker hands in. Without a GPU (CI), modules still
# compile and the compile tests count; the worker reports "no CUDA device" and the correct and
# perf tests are SKIPPED.
include(CheckLanguage)
check_language(CUDA)
if(NOT CMAKE_CUDA_COMPILER)
  km_register_platform(NAME cuda UNAVAILABLE "no CUDA toolkit (nvcc) found at configure time")
  return()
endif()
if(NOT DEFINED CMAKE_CUDA_ARCHITECTURES)
  set(CMAKE_CUDA_ARCHITECTURES 90)
endif()
# CMake 3.25 does not know nvcc 13 accepts C++20; kernels are C++17.
set(CMAKE_CUDA_STANDARD 17)
set(CMAKE_CUDA_STANDARD_REQUIRED ON)
enable_language(CUDA)
find_package(CUDAToolkit REQUIRED)
find_library(KM_CUDNN_LIB NAMES cudnn HINTS "${CUDAToolkit_LIBRARY_DIR}" "${CUDAToolkit_LIBRARY_ROOT}/lib"
             "${CUDAToolkit_TARGET_DIR}/lib")
find_path(KM_CUDNN_INCLUDE NAMES cudnn.h HINTS "${CUDAToolkit_INCLUDE_DIRS}")

# One GPU per correct/perf test: `ctest --resource-spec-file ctest/resources-gpus-N.json -j N`
# keeps every GPU busy with one test at a time.
km_register_platform(NAME cuda
  ADAPTER_SOURCES "${CMAKE_CURRENT_LIST_DIR}/runtime/cuda_adapter.cpp"
                  "${CMAKE_CURRENT_LIST_DIR}/runtime/device_pool.cpp"
                  "${CMAKE_CURRENT_LIST_DIR}/runtime/fences.cpp"
                  "${CMAKE_CURRENT_LIST_DIR}/runtime/stream_guard.cpp"
  # The stream guard's wrappers of the launch and async-copy entry points must be what the
  # candidate's module binds to: the worker exports them.
  ADAPTER_LINK_OPTIONS "LINKER:--export-dynamic-symbol=__cudaLaunchKernel"
                       "LINKER:--export-dynamic-symbol=__cudaLaunchKernel_ptsz"
                       "LINKER:--export-dynamic-symbol=cudaLaunchKernel"
                       "LINKER:--export-dynamic-symbol=cudaLaunchKernelExC"
                       "LINKER:--export-dynamic-symbol=cudaLaunchCooperativeKernel"
                       "LINKER:--export-dynamic-symbol=cudaMemcpyAsync"
                       "LINKER:--export-dynamic-symbol=cudaMemsetAsync"
                       "LINKER:--export-dynamic-symbol=cudaMallocAsync"
                       "LINKER:--export-dynamic-symbol=cudaFreeAsync"
                       "LINKER:--export-dynamic-symbol=cudaMemcpy2DAsync"
                       "LINKER:--export-dynamic-symbol=cudaMemset2DAsync"
                       "LINKER:--export-dynamic-symbol=cudaMemcpyToSymbolAsync"
                       "LINKER:--export-dynamic-symbol=cudaMemcpyFromSymbolAsync"
  ADAPTER_INCLUDES "${CMAKE_CURRENT_LIST_DIR}/include"
  ADAPTER_LIBS CUDA::cudart
  # Correctness tests share a GPU (KM_GPU_SLOTS of them at once: nothing is timed there); a perf
  # test takes every slot of its GPU, so nothing else runs on it while it is timed.
  TEST_PROPERTIES RESOURCE_GROUPS gpus:1
  PERF_PROPERTIES RESOURCE_GROUPS gpus:${KM_GPU_SLOTS}
  # Device events are steady enough to sample until the mean is known to 0.5 %.
  PERF_ARGS --rel-stderr 0.005
  COMPILER "${CMAKE_CUDA_COMPILER_ID} ${CMAKE_CUDA_COMPILER_VERSION}"
  FLAGS "sm_${CMAKE_CUDA_ARCHITECTURES} ${CMAKE_CUDA_FLAGS} -Xcompiler=-fvisibility=hidden --expt-relaxed-constexpr -DCCCL_DISABLE_NVTX")

# km_platform_cuda_add_module(target source abi_header module_path [BASELINE])
function(km_platform_cuda_add_module target source header module)
  add_library(${target} MODULE EXCLUDE_FROM_ALL "${source}")
  target_include_directories(${target} PRIVATE "${CMAKE_SOURCE_DIR}/platforms/cuda/include")
  # --expt-relaxed-constexpr: std::numeric_limits<float>::infinity() in device code, as PyTorch's
  # load_inline (where most published kernels come from) builds it. CCCL_DISABLE_NVTX: CUB's and
  # Thrust's NVTX ranges load libnvToolsExt through dlopen/dlsym/getenv, which the symbol policy
  # would blame on a kernel that only includes <cub/cub.cuh> for its block-level primitives.
  target_compile_options(${target} PRIVATE $<$<COMPILE_LANGUAGE:CUDA>:-include "${header}"
                                           -Xcompiler=-fvisibility=hidden --expt-relaxed-constexpr>)
  target_compile_definitions(${target} PRIVATE CCCL_DISABLE_NVTX)
  target_link_libraries(${target} PRIVATE CUDA::cudart)
  set_source_files_properties("${source}" PROPERTIES OBJECT_DEPENDS "${header}")
  get_filename_component(dir "${module}" DIRECTORY)
  get_filename_component(name "${module}" NAME_WLE)  # relu_f32.s1.so: sample 1
  set_target_properties(${target} PROPERTIES PREFIX "" OUTPUT_NAME "${name}" SUFFIX ".so"
    LIBRARY_OUTPUT_DIRECTORY "${dir}" CUDA_RUNTIME_LIBRARY Shared CUDA_VISIBILITY_PRESET hidden)
  if(ARGN STREQUAL "BASELINE")
    target_include_directories(${target} PRIVATE "${CMAKE_SOURCE_DIR}/platforms/cuda/baselines")
    target_link_libraries(${target} PRIVATE CUDA::cublas CUDA::cublasLt)
    if(KM_CUDNN_LIB)
      target_include_directories(${target} PRIVATE "${KM_CUDNN_INCLUDE}")
      target_link_libraries(${target} PRIVATE "${KM_CUDNN_LIB}")
    endif()
  endif()
endfunction()

# Speed of light: measured once per device by km-peaks-cuda (see `kernelmark peaks`).
add_executable(km-peaks-cuda "${CMAKE_CURRENT_LIST_DIR}/runtime/peaks.cpp")
target_link_libraries(km-peaks-cuda PRIVATE CUDA::cudart CUDA::cublas nlohmann_json::nlohmann_json)
