# SPDX-License-Identifier: Apache-2.0
# Torch departures that hold on some CPUs only. The same torch 2.15 CPU wheels computed bf16
# convolutions wrong through oneDNN on one 2-core box (an Intel Xeon listing amx_bf16) and right on
# another (an AMD EPYC with AVX2, session 29), so an entry of KM_YARDSTICK_DEPARTURES (or the compile
# list) written `cpu+<flag>:<task>` holds on the cpu device only where the CPU lists <flag>: there
# it becomes `cpu:<task>`, elsewhere it is dropped, and configure says so.
#
# KM_CPU_FEATURES: the flags of the CPU the tests run on, read from /proc/cpuinfo's first "flags" line
# ("Features" on arm64) unless set (-DKM_CPU_FEATURES="avx2;fma" when configuring for another host).
# (Not KM_CPU_FLAGS: that is the cpu platform's compiler flags, "-O3;-march=native", and read as
# CPU flags it made every flagged baseline SKIPPED on any CPU, found by selftest.baseline_cpu_flags.)
# A vendor baseline can need a flag too (km_baseline_cpu_unusable, below).
include_guard(GLOBAL)

# km_cpu_flags(out): KM_CPU_FEATURES where set, else this host's flags (empty where /proc/cpuinfo is not).
function(km_cpu_flags out)
  if(DEFINED KM_CPU_FEATURES)
    set(${out} "${KM_CPU_FEATURES}" PARENT_SCOPE)
    return()
  endif()
  set(flags "")
  if(EXISTS /proc/cpuinfo)
    file(STRINGS /proc/cpuinfo lines REGEX "^(flags|Features)[ \t]*:" LIMIT_COUNT 1)  # x86, arm64
    if(lines)
      string(REGEX REPLACE "^[A-Za-z]+[ \t]*:[ \t]*" "" flags "${lines}")
      string(STRIP "${flags}" flags)
      string(REGEX REPLACE "[ \t]+" ";" flags "${flags}")
    endif()
  endif()
  set(${out} "${flags}" PARENT_SCOPE)
endfunction()

# km_resolve_cpu_flag_entries(list flags_var dropped_var): rewrites the departures list `list` in
# the caller's scope: `cpu+<flag>:<task>|...` becomes `cpu:<task>|...` where <flag> is in the list
# named by flags_var, and is removed otherwise (its task goes to dropped_var). A qualifier on
# another device, or an empty flag, is an error naming the entry.
function(km_resolve_cpu_flag_entries _km_list _km_flags_var _km_dropped_var)
  # (prefixed parameters: a caller's variable named list or flags would be shadowed)
  set(out "")
  set(dropped "")
  foreach(d IN LISTS ${_km_list})
    if(d MATCHES "^([a-z]+)[+]([^:|]*):([^|]+)[|](.*)$")
      set(dev "${CMAKE_MATCH_1}")
      set(flag "${CMAKE_MATCH_2}")
      set(task "${CMAKE_MATCH_3}")
      set(rest "${CMAKE_MATCH_4}")
      if(NOT dev STREQUAL "cpu" OR NOT flag MATCHES "^[a-z0-9_]+$")
        message(FATAL_ERROR "${_km_list} (cmake/KernelMarkYardstickDepartures.cmake): '${d}': a CPU "
                "qualifier is cpu+<flag>:<task>, <flag> as /proc/cpuinfo lists it")
      endif()
      if(flag IN_LIST ${_km_flags_var})
        list(APPEND out "cpu:${task}|${rest}")
      else()
        list(APPEND dropped "${task}")
      endif()
    else()
      list(APPEND out "${d}")
    endif()
  endforeach()
  set(${_km_list} "${out}" PARENT_SCOPE)
  set(${_km_dropped_var} "${dropped}" PARENT_SCOPE)
endfunction()

# km_baseline_cpu_unusable(source out_var): why a vendor baseline cannot run on this CPU, or "".
# A baseline states a CPU flag its library needs: `// kernelmark-baseline-cpu-flag: <flag>: <why>`
# (oneDNN 2.x has no bf16 primitives without AVX-512: on an AMD EPYC with AVX2 each bf16 baseline
# failed "could not create a primitive descriptor iterator", session 29). Its correct test is then
# SKIPPED with that why, and the perf tests time no vendor yardstick (cmake/KernelMarkDrops.cmake).
function(km_baseline_cpu_unusable source out_var)
  set(why "")
  file(STRINGS "${source}" lines REGEX "kernelmark-baseline-cpu-flag: *[a-z0-9_]+: *.+")
  if(lines)
    km_cpu_flags(flags)
    foreach(line IN LISTS lines)
      string(REGEX REPLACE ".*kernelmark-baseline-cpu-flag: *([a-z0-9_]+): *(.+)" "\\1" flag "${line}")
      string(REGEX REPLACE ".*kernelmark-baseline-cpu-flag: *([a-z0-9_]+): *(.+)" "\\2" text "${line}")
      if(NOT flag IN_LIST flags)
        set(why "this CPU lacks ${flag}: ${text}")
      endif()
    endforeach()
  endif()
  set(${out_var} "${why}" PARENT_SCOPE)
endfunction()
