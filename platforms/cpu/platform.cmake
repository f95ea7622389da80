# SPDX-License-Identifier: Apache-2.0
# cpu: drop files are C++ compiled by the host compiler into shared modules that the worker
# dlopen()s. The harness owns the flags; a kernel cannot ask for -ffast-math.
set(KM_CPU_FLAGS "-O3;-march=native" CACHE STRING "Flags for cpu kernel modules (and baselines)")

find_package(OpenMP REQUIRED COMPONENTS CXX)
find_library(KM_OPENBLAS_LIB NAMES openblas)
find_library(KM_DNNL_LIB NAMES dnnl)
# Where the headers are not on the system path (the H200 machine: copied to build-deps/dnnl).
find_path(KM_DNNL_INCLUDE NAMES dnnl.hpp oneapi/dnnl/dnnl.hpp)
find_path(KM_CBLAS_INCLUDE NAMES cblas.h PATH_SUFFIXES openblas x86_64-linux-gnu/openblas-pthread)

string(JOIN " " _km_cpu_flags ${KM_CPU_FLAGS} -fopenmp -fvisibility=hidden)
km_register_platform(NAME cpu
  ADAPTER_SOURCES "${CMAKE_CURRENT_LIST_DIR}/runtime/cpu_adapter.cpp"
  ADAPTER_INCLUDES "${CMAKE_CURRENT_LIST_DIR}/include"
  # Timed alone: any other test on the same cores would be measured too.
  PERF_PROPERTIES RUN_SERIAL TRUE
  COMPILER "${CMAKE_CXX_COMPILER_ID} ${CMAKE_CXX_COMPILER_VERSION}"
  FLAGS "${_km_cpu_flags}")

# km_platform_cpu_add_module(target source abi_header module_path [BASELINE])
function(km_platform_cpu_add_module target source header module)
  add_library(${target} MODULE EXCLUDE_FROM_ALL "${source}")
  target_include_directories(${target} PRIVATE "${CMAKE_SOURCE_DIR}/platforms/cpu/include")
  # -include makes the generated prototype the first declaration the kernel sees, so a different
  # signature is a compile error that names it; hidden visibility exports only the entry points.
  target_compile_options(${target} PRIVATE ${KM_CPU_FLAGS} -fvisibility=hidden -include "${header}")
  # RelWithDebInfo (CI's build): line tables only, as for the references (src/CMakeLists.txt).
  # Full debug info cost 14 % of a module's compile CPU (12 example modules, g++ 12 on the 2-core
  # box: 4.68 s with -g, 4.10 s with -g1, 3.90 s with none), over 1,700 modules in CI.
  target_compile_options(${target} PRIVATE $<$<CONFIG:RelWithDebInfo>:-g1>)
  target_link_libraries(${target} PRIVATE OpenMP::OpenMP_CXX)
  set_source_files_properties("${source}" PROPERTIES OBJECT_DEPENDS "${header}")
  get_filename_component(dir "${module}" DIRECTORY)
  get_filename_component(name "${module}" NAME_WLE)  # relu_f32.s1.so: sample 1
  set_target_properties(${target} PROPERTIES PREFIX "" OUTPUT_NAME "${name}" SUFFIX ".so"
    LIBRARY_OUTPUT_DIRECTORY "${dir}" CXX_VISIBILITY_PRESET hidden)
  if(ARGN STREQUAL "BASELINE")
    # Baselines, and only baselines, may call the vendor libraries.
    # A missing library fails only the baselines that need it (at their compile test), naming it.
    target_include_directories(${target} PRIVATE "${CMAKE_SOURCE_DIR}/platforms/cpu/baselines")
    foreach(dep KM_CBLAS_INCLUDE KM_DNNL_INCLUDE KM_OPENBLAS_LIB KM_DNNL_LIB)
      if(NOT ${dep})
        continue()
      elseif(dep MATCHES "_INCLUDE$")
        target_include_directories(${target} PRIVATE "${${dep}}")
      else()
        target_link_libraries(${target} PRIVATE "${${dep}}")
      endif()
    endforeach()
  endif()
endfunction()
