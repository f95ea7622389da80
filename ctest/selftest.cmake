# SPDX-License-Identifier: Apache-2.0
# The self-tests: configure, build, run everything labelled `selftest` (harness units, the
# catalogue check, and the planted kernels that must each get their exact verdict).
#
#   cmake -P ctest/selftest.cmake [-DBUILD_DIR=build] [-DJOBS=N]
cmake_minimum_required(VERSION 3.25)
get_filename_component(ROOT "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
if(NOT BUILD_DIR)
  set(BUILD_DIR "${ROOT}/build")
endif()
if(NOT JOBS)
  cmake_host_system_information(RESULT JOBS QUERY NUMBER_OF_LOGICAL_CORES)
endif()
find_program(NINJA ninja)
set(gen "")
if(NINJA AND NOT EXISTS "${BUILD_DIR}/CMakeCache.txt")
  set(gen -G Ninja)
endif()
set(keep_going -k)
if(NINJA)
  set(keep_going -k 0)
endif()
foreach(cmd IN ITEMS
        "${CMAKE_COMMAND};-S;${ROOT};-B;${BUILD_DIR};${gen};-DCMAKE_BUILD_TYPE=RelWithDebInfo"
        "${CMAKE_COMMAND};--build;${BUILD_DIR};-j;${JOBS}")
  execute_process(COMMAND ${cmd} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "KernelMark self-tests failed at: ${cmd}")
  endif()
endforeach()
# The planted kernels, all cores at once: some must fail to compile, so keep going; each test
# reads its module's captured outcome.
execute_process(COMMAND ${CMAKE_COMMAND} --build "${BUILD_DIR}" --target km_selftest_modules -j ${JOBS}
                        -- ${keep_going}
                OUTPUT_QUIET ERROR_QUIET)
execute_process(COMMAND ${CMAKE_CTEST_COMMAND} --test-dir "${BUILD_DIR}" -L selftest -j ${JOBS}
                        --output-on-failure RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "KernelMark self-tests failed")
endif()
