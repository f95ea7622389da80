# SPDX-License-Identifier: Apache-2.0
# cmake -DROOT=<source> -P check_cpu_flags.cmake: departures for some CPUs only
# (cmake/KernelMarkCpuFlags.cmake) on a planted list: `cpu+<flag>:<task>` becomes `cpu:<task>`
# where the CPU lists the flag and is dropped where it does not, other entries pass unchanged,
# and a qualifier on another device is refused (in a child cmake, whose error is read back); and a
# vendor baseline's `kernelmark-baseline-cpu-flag` lines on planted sources (km_baseline_cpu_unusable).
cmake_minimum_required(VERSION 3.25)
include("${ROOT}/cmake/KernelMarkCpuFlags.cmake")

function(expect what got want)
  if(NOT "${got}" STREQUAL "${want}")
    message(FATAL_ERROR "${what}: got '${got}', want '${want}'")
  endif()
endfunction()

set(planted "relu_f32|*|everywhere" "cuda:relu_f16|*|cuda only" "cpu+amx_bf16:conv2d_bf16|*|oneDNN (AMX)"
            "cpu:gelu_f32|specials|cpu")

set(list ${planted})
set(flags avx2 fma)
km_resolve_cpu_flag_entries(list flags dropped)
expect("entries, without amx_bf16" "${list}" "relu_f32|*|everywhere;cuda:relu_f16|*|cuda only;cpu:gelu_f32|specials|cpu")
expect("dropped, without amx_bf16" "${dropped}" "conv2d_bf16")

set(list ${planted})
set(flags fma amx_bf16)
km_resolve_cpu_flag_entries(list flags dropped)
expect("entries, with amx_bf16" "${list}"
       "relu_f32|*|everywhere;cuda:relu_f16|*|cuda only;cpu:conv2d_bf16|*|oneDNN (AMX);cpu:gelu_f32|specials|cpu")
expect("dropped, with amx_bf16" "${dropped}" "")

set(KM_CPU_FEATURES "a;b")
km_cpu_flags(got)
expect("KM_CPU_FEATURES set" "${got}" "a;b")
unset(KM_CPU_FEATURES)
km_cpu_flags(got)
if(EXISTS /proc/cpuinfo AND NOT got)
  message(FATAL_ERROR "/proc/cpuinfo exists and km_cpu_flags read no flag from it")
endif()

file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/km_cpu_flags_bad.cmake"
     "include(\"${ROOT}/cmake/KernelMarkCpuFlags.cmake\")\nset(l \"cuda+amx_bf16:x_f32|*|w\")\nset(f amx_bf16)\nkm_resolve_cpu_flag_entries(l f d)\n")
execute_process(COMMAND "${CMAKE_COMMAND}" -P "${CMAKE_CURRENT_BINARY_DIR}/km_cpu_flags_bad.cmake"
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(rc EQUAL 0 OR NOT err MATCHES "cuda[+]amx_bf16:x_f32" OR NOT err MATCHES "qualifier")
  message(FATAL_ERROR "a qualifier on cuda was not refused with the entry named: rc ${rc}: ${err}")
endif()
# A baseline that needs a flag: unusable (with the flag and the baseline's why) where it is absent.
set(src "${CMAKE_CURRENT_BINARY_DIR}/km_cpu_flags_baseline")
file(WRITE "${src}_one.cpp" "// kernelmark-baseline: planted\n// kernelmark-baseline-cpu-flag: avx512bw: no bf16 without it\nint x;\n")
file(WRITE "${src}_two.cpp" "// kernelmark-baseline-cpu-flag: avx512bw: a\n// kernelmark-baseline-cpu-flag: amx_bf16: b\n")
file(WRITE "${src}_none.cpp" "// kernelmark-baseline: planted\n// kernelmark-baseline-excludes: nan: x\n")
set(KM_CPU_FEATURES "avx2;fma")
km_baseline_cpu_unusable("${src}_one.cpp" why)
expect("a baseline needing avx512bw, without it" "${why}" "this CPU lacks avx512bw: no bf16 without it")
km_baseline_cpu_unusable("${src}_none.cpp" why)
expect("a baseline needing no flag" "${why}" "")
set(KM_CPU_FEATURES "avx2;avx512bw")
km_baseline_cpu_unusable("${src}_one.cpp" why)
expect("a baseline needing avx512bw, with it" "${why}" "")
km_baseline_cpu_unusable("${src}_two.cpp" why)
expect("a baseline needing two flags, one absent" "${why}" "this CPU lacks amx_bf16: b")
set(KM_CPU_FEATURES "")  # no flags known (no /proc/cpuinfo): a baseline that needs one does not run
km_baseline_cpu_unusable("${src}_one.cpp" why)
expect("a baseline needing avx512bw, no flags known" "${why}" "this CPU lacks avx512bw: no bf16 without it")
unset(KM_CPU_FEATURES)
message(STATUS "cpu flag entries: resolved, dropped and refused as expected, baselines' flags read")
