# SPDX-License-Identifier: Apache-2.0
# Platforms are folders: platforms/<name>/{platform.json, platform.cmake, runtime/, baselines/}.
# platform.cmake calls km_register_platform() and defines km_platform_<name>_add_module(), which
# builds one kernel module from one drop file; everything else (runners, tests) is shared.

# km_register_platform(NAME n ADAPTER_SOURCES ... [ADAPTER_INCLUDES ...] [ADAPTER_LIBS ...]
#                      [ADAPTER_LINK_OPTIONS ...]
#                      [TEST_PROPERTIES prop value ...] [PERF_PROPERTIES prop value ...]
#                      [PERF_ARGS arg ...] [CORRECT_ARGS arg ...] [COMPILER id-version]
#                      [FLAGS flags] [PERF_UNAVAILABLE reason] [UNAVAILABLE reason])
# COMPILER and FLAGS describe how the platform builds modules, for every record's metadata.
# TEST_PROPERTIES are set on the platform's correct and perf tests (e.g. RESOURCE_GROUPS gpus:1),
# PERF_PROPERTIES on its perf tests only (e.g. RUN_SERIAL TRUE when timing shares the host's cores);
# PERF_ARGS are appended to its perf runner's command line (later options win), CORRECT_ARGS to
# its correctness runner's. PERF_UNAVAILABLE: the platform runs here but its timings would mean
# nothing (the Triton interpreter): its perf tests are SKIPPED with the reason.
function(km_register_platform)
  cmake_parse_arguments(P "" "NAME;UNAVAILABLE;PERF_UNAVAILABLE;COMPILER;FLAGS" "ADAPTER_SOURCES;ADAPTER_INCLUDES;ADAPTER_LIBS;ADAPTER_LINK_OPTIONS;TEST_PROPERTIES;PERF_PROPERTIES;PERF_ARGS;CORRECT_ARGS" ${ARGN})
  set_property(GLOBAL PROPERTY KM_PLATFORM_${P_NAME}_PERF_ARGS "${P_PERF_ARGS}")
  set_property(GLOBAL PROPERTY KM_PLATFORM_${P_NAME}_CORRECT_ARGS "${P_CORRECT_ARGS}")
  set_property(GLOBAL PROPERTY KM_PLATFORM_${P_NAME}_PERF_UNAVAILABLE "${P_PERF_UNAVAILABLE}")
  set_property(GLOBAL PROPERTY KM_PLATFORM_${P_NAME}_TEST_PROPERTIES "${P_TEST_PROPERTIES}")
  set_property(GLOBAL PROPERTY KM_PLATFORM_${P_NAME}_PERF_PROPERTIES "${P_PERF_PROPERTIES}")
  set_property(GLOBAL PROPERTY KM_PLATFORM_${P_NAME}_TOOLCHAIN "${P_COMPILER}" "${P_FLAGS}")
  set(dir "${CMAKE_SOURCE_DIR}/platforms/${P_NAME}")
  file(READ "${dir}/platform.json" pj)
  string(JSON ext GET "${pj}" source_extension)
  set_property(GLOBAL PROPERTY KM_PLATFORM_${P_NAME}_EXTENSION "${ext}")
  # Contract v2 (docs/adding-a-platform.md): the artifact's suffix and the ABI text's; a platform
  # whose module is a shared object (the default) gets the nm-based symbol checks.
  string(JSON module_ext ERROR_VARIABLE none GET "${pj}" module_extension)
  if(none)
    set(module_ext ".so")
  endif()
  string(JSON abi ERROR_VARIABLE none GET "${pj}" abi)
  if(none)
    set(abi "c_header")
  endif()
  string(JSON abi_ext ERROR_VARIABLE none GET "${pj}" abi_extension)
  if(none AND abi STREQUAL "python_stub")
    set(abi_ext ".pyi")
  elseif(none)
    set(abi_ext ".h")
  endif()
  set_property(GLOBAL PROPERTY KM_PLATFORM_${P_NAME}_MODULE_EXTENSION "${module_ext}")
  set_property(GLOBAL PROPERTY KM_PLATFORM_${P_NAME}_ABI_EXTENSION "${abi_ext}")
  set_property(GLOBAL PROPERTY KM_PLATFORM_${P_NAME}_JSON "${dir}/platform.json")
  # The device torch addresses this platform's buffers on (cpu, cuda): its perf tests time the torch
  # yardsticks there (docs/yardsticks.md). A platform without it has no torch yardstick.
  string(JSON torch_device ERROR_VARIABLE none GET "${pj}" torch_device)
  if(none)
    set(torch_device "")
  endif()
  set_property(GLOBAL PROPERTY KM_PLATFORM_${P_NAME}_TORCH_DEVICE "${torch_device}")
  if(P_UNAVAILABLE)
    message(STATUS "KernelMark platform ${P_NAME}: unavailable (${P_UNAVAILABLE}); its tests are SKIPPED")
    set_property(GLOBAL PROPERTY KM_PLATFORM_${P_NAME}_UNAVAILABLE "${P_UNAVAILABLE}")
    set_property(GLOBAL APPEND PROPERTY KM_PLATFORMS_KNOWN ${P_NAME})
    return()
  endif()

  # The candidate's process: protocol + adapter only; it never links references or comparators.
  # The protocol's objects are compiled once for every platform (km_worker_main, src/).
  add_executable(km-worker-${P_NAME} $<TARGET_OBJECTS:km_worker_main> ${P_ADAPTER_SOURCES})
  target_include_directories(km-worker-${P_NAME} PRIVATE ${P_ADAPTER_INCLUDES})
  target_link_libraries(km-worker-${P_NAME} PRIVATE km_wire km_sandbox ${P_ADAPTER_LIBS} ${CMAKE_DL_LIBS})
  if(P_ADAPTER_LINK_OPTIONS)
    target_link_options(km-worker-${P_NAME} PRIVATE ${P_ADAPTER_LINK_OPTIONS})
  endif()

  # Kokkos-style: one runner source, instantiated per platform. The runner's objects are compiled
  # once (km_runner_<kind>, src/); only runner_platform.cpp, naming the platform, is compiled here.
  foreach(kind correct perf)
    add_executable(km-${kind}-${P_NAME} $<TARGET_OBJECTS:km_runner_${kind}> $<TARGET_OBJECTS:km_run_options>
                                        "${CMAKE_SOURCE_DIR}/src/runners/runner_platform.cpp")
    target_compile_definitions(km-${kind}-${P_NAME} PRIVATE KM_PLATFORM="${P_NAME}"
                               KM_PLATFORM_JSON="${dir}/platform.json")
    target_link_libraries(km-${kind}-${P_NAME} PRIVATE km_core km_references)
    add_dependencies(km-${kind}-${P_NAME} km-worker-${P_NAME})
  endforeach()
  target_link_libraries(km-correct-${P_NAME} PRIVATE GTest::gtest)
  target_link_libraries(km-perf-${P_NAME} PRIVATE benchmark::benchmark)
  set_property(GLOBAL APPEND PROPERTY KM_PLATFORMS_KNOWN ${P_NAME})
  set_property(GLOBAL APPEND PROPERTY KM_PLATFORMS_ENABLED ${P_NAME})
endfunction()

# A macro, not a function: platform.cmake may call enable_language(), which needs file scope.
macro(km_load_platforms root)
  file(GLOB _km_platform_dirs LIST_DIRECTORIES true "${root}/*")
  list(SORT _km_platform_dirs)
  foreach(_km_dir IN LISTS _km_platform_dirs)
    get_filename_component(_km_name "${_km_dir}" NAME)
    if(EXISTS "${_km_dir}/platform.cmake" AND EXISTS "${_km_dir}/platform.json"
       AND (NOT KM_PLATFORMS OR _km_name IN_LIST KM_PLATFORMS))
      include("${_km_dir}/platform.cmake")
    endif()
  endforeach()
  get_property(_km_enabled GLOBAL PROPERTY KM_PLATFORMS_ENABLED)
  message(STATUS "KernelMark platforms enabled: ${_km_enabled}")
  km_write_build_info()
endmacro()

# build/kernelmark/build_info.json: the harness's commit (refreshed at every build by the target
# km_build_info, without rebuilding anything) and each platform's compiler and flags. Runners put
# it into every record.
function(km_write_build_info)
  set(cfg "{}")
  string(JSON cfg SET "${cfg}" harness_compiler "\"${CMAKE_CXX_COMPILER_ID} ${CMAKE_CXX_COMPILER_VERSION}\"")
  string(JSON cfg SET "${cfg}" build_type "\"${CMAKE_BUILD_TYPE}\"")
  string(JSON cfg SET "${cfg}" platforms "{}")
  get_property(known GLOBAL PROPERTY KM_PLATFORMS_KNOWN)
  foreach(p IN LISTS known)
    get_property(tc GLOBAL PROPERTY KM_PLATFORM_${p}_TOOLCHAIN)
    set(compiler "")
    set(flags "")
    list(LENGTH tc n)
    if(n EQUAL 2)
      list(GET tc 0 compiler)
      list(GET tc 1 flags)
    endif()
    string(JSON cfg SET "${cfg}" platforms ${p} "{}")
    string(JSON cfg SET "${cfg}" platforms ${p} compiler "\"${compiler}\"")
    string(JSON cfg SET "${cfg}" platforms ${p} flags "\"${flags}\"")
  endforeach()
  set(config "${CMAKE_BINARY_DIR}/kernelmark/build_config.json")
  file(CONFIGURE OUTPUT "${config}" CONTENT "${cfg}")
  set(info "${CMAKE_BINARY_DIR}/kernelmark/build_info.json")
  add_custom_target(km_build_info ALL
    COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${CMAKE_SOURCE_DIR} -DCONFIG=${config} -DOUT=${info}
            -P "${CMAKE_SOURCE_DIR}/cmake/km_build_info.cmake"
    BYPRODUCTS "${info}" COMMENT "KernelMark build info (harness commit)" VERBATIM)
endfunction()
