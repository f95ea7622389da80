# SPDX-License-Identifier: Apache-2.0
# Platforms are folders: platforms/<name>/{platform.json, platform.cmake, runtime/, baselines/}.
# platform.cmake calls km_register_platform() and defines km_platform_<name>_add_module(), which
# builds one kernel module from one drop file; everything else (runners, tests) is shared.

# km_register_platform(NAME n ADAPTER_SOURCES ... [ADAPTER_INCLUDES ...] [ADAPTER_LIBS ...]
#                      [UNAVAILABLE reason])
function(km_register_platform)
  cmake_parse_arguments(P "" "NAME;UNAVAILABLE" "ADAPTER_SOURCES;ADAPTER_INCLUDES;ADAPTER_LIBS" ${ARGN})
  set(dir "${CMAKE_SOURCE_DIR}/platforms/${P_NAME}")
  file(READ "${dir}/platform.json" pj)
  string(JSON ext GET "${pj}" source_extension)
  set_property(GLOBAL PROPERTY KM_PLATFORM_${P_NAME}_EXTENSION "${ext}")
  set_property(GLOBAL PROPERTY KM_PLATFORM_${P_NAME}_JSON "${dir}/platform.json")
  if(P_UNAVAILABLE)
    message(STATUS "KernelMark platform ${P_NAME}: unavailable (${P_UNAVAILABLE}); its tests are SKIPPED")
    set_property(GLOBAL PROPERTY KM_PLATFORM_${P_NAME}_UNAVAILABLE "${P_UNAVAILABLE}")
    set_property(GLOBAL APPEND PROPERTY KM_PLATFORMS_KNOWN ${P_NAME})
    return()
  endif()

  # The candidate's process: protocol + adapter only; it never links references or comparators.
  add_executable(km-worker-${P_NAME} "${CMAKE_SOURCE_DIR}/src/worker/worker_main.cpp" ${P_ADAPTER_SOURCES})
  target_include_directories(km-worker-${P_NAME} PRIVATE ${P_ADAPTER_INCLUDES})
  target_link_libraries(km-worker-${P_NAME} PRIVATE km_wire ${P_ADAPTER_LIBS} ${CMAKE_DL_LIBS})

  # Kokkos-style: one runner source, instantiated per platform.
  foreach(kind correct perf)
    add_executable(km-${kind}-${P_NAME} "${CMAKE_SOURCE_DIR}/src/runners/${kind}_main.cpp"
                                        "${CMAKE_SOURCE_DIR}/src/runners/run_options.cpp")
    target_compile_definitions(km-${kind}-${P_NAME} PRIVATE KM_PLATFORM="${P_NAME}")
    target_link_libraries(km-${kind}-${P_NAME} PRIVATE km_core km_references)
    add_dependencies(km-${kind}-${P_NAME} km-worker-${P_NAME})
  endforeach()
  target_link_libraries(km-correct-${P_NAME} PRIVATE GTest::gtest)
  target_link_libraries(km-perf-${P_NAME} PRIVATE benchmark::benchmark)
  set_property(GLOBAL APPEND PROPERTY KM_PLATFORMS_KNOWN ${P_NAME})
  set_property(GLOBAL APPEND PROPERTY KM_PLATFORMS_ENABLED ${P_NAME})
endfunction()

function(km_load_platforms root)
  file(GLOB dirs LIST_DIRECTORIES true "${root}/*")
  list(SORT dirs)
  foreach(dir IN LISTS dirs)
    get_filename_component(name "${dir}" NAME)
    if(NOT EXISTS "${dir}/platform.cmake" OR NOT EXISTS "${dir}/platform.json")
      continue()
    endif()
    if(KM_PLATFORMS AND NOT name IN_LIST KM_PLATFORMS)
      continue()
    endif()
    include("${dir}/platform.cmake")
  endforeach()
  get_property(enabled GLOBAL PROPERTY KM_PLATFORMS_ENABLED)
  message(STATUS "KernelMark platforms enabled: ${enabled}")
endfunction()
