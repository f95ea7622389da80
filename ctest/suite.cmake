# SPDX-License-Identifier: Apache-2.0
# The main job: configure, build, run the suite, write the report.
#
#   cmake -P ctest/suite.cmake                      # every platform's tests on every drop
#   cmake -DLABEL=cpu -P ctest/suite.cmake          # one platform (any ctest -L regex)
#   cmake -DBUILD_DIR=/tmp/kb -DJOBS=8 -DCONFIGURE_ARGS="-DKM_MODELS=mymodel" -P ctest/suite.cmake
#   cmake -DGPUS=2 -DLABEL=cuda -P ctest/suite.cmake   # one test per GPU at a time (CTest resources)
#   cmake -DPERF=yardstick -P ctest/suite.cmake     # perf tests only where a task has a yardstick
#                                                   # (what CI runs: see README, "CI budget")
#
# Without a GPU the cuda modules still compile (their compile tests count) and the cuda correct
# and perf tests are SKIPPED. Exits non-zero when any selected test fails; the report is written
# either way.
cmake_minimum_required(VERSION 3.25)
get_filename_component(ROOT "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
if(NOT BUILD_DIR)
  set(BUILD_DIR "${ROOT}/build")
endif()
set(exclude "selftest|torch-eager-correct|torch-compile-correct")
if(PERF STREQUAL "yardstick")
  set(exclude "selftest|no-yardstick|torch-eager-correct|torch-compile-correct")
elseif(PERF AND NOT PERF STREQUAL "all")
  message(FATAL_ERROR "PERF: '${PERF}' is not all or yardstick")
endif()
set(select -LE "${exclude}")
if(LABEL)
  set(select -L "${LABEL}" -LE "${exclude}")
endif()
if(NOT JOBS)
  cmake_host_system_information(RESULT JOBS QUERY NUMBER_OF_LOGICAL_CORES)
endif()
find_program(NINJA ninja)
set(gen "")
set(keep_going -k)
if(NINJA AND NOT EXISTS "${BUILD_DIR}/CMakeCache.txt")
  set(gen -G Ninja)
endif()
if(NINJA)
  set(keep_going -k 0)
endif()

function(step)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "step failed (${rc}): ${ARGN}")
  endif()
endfunction()

message(STATUS "KernelMark: configure ${BUILD_DIR}")
separate_arguments(extra UNIX_COMMAND "${CONFIGURE_ARGS}")
step(${CMAKE_COMMAND} -S "${ROOT}" -B "${BUILD_DIR}" ${gen} -DCMAKE_BUILD_TYPE=RelWithDebInfo ${extra})
message(STATUS "KernelMark: build the harness")
step(${CMAKE_COMMAND} --build "${BUILD_DIR}" -j ${JOBS})
message(STATUS "KernelMark: prebuild kernel modules (failures become COMPILE_ERROR tests)")
execute_process(COMMAND ${CMAKE_COMMAND} --build "${BUILD_DIR}" --target km_modules -j ${JOBS} -- ${keep_going}
                OUTPUT_QUIET ERROR_QUIET)
file(REMOVE_RECURSE "${BUILD_DIR}/kernelmark/records" "${BUILD_DIR}/kernelmark/dumps")
file(MAKE_DIRECTORY "${BUILD_DIR}/kernelmark/records")
set(resources "")
if(GPUS)
  # KM_GPU_SLOTS slots per GPU (read from the build's cache): a cuda correctness test takes one,
  # so several share a GPU; a perf test takes them all, so it has its GPU to itself.
  set(gpu_list "")
  set(slots 4)
  file(STRINGS "${BUILD_DIR}/CMakeCache.txt" slot_line REGEX "^KM_GPU_SLOTS:")
  if(slot_line)
    string(REGEX REPLACE "^KM_GPU_SLOTS:[A-Z]+=" "" slots "${slot_line}")
  endif()
  math(EXPR last "${GPUS} - 1")
  foreach(i RANGE ${last})
    list(APPEND gpu_list "{\"id\": \"${i}\", \"slots\": ${slots}}")
  endforeach()
  list(JOIN gpu_list ", " gpu_json)
  file(WRITE "${BUILD_DIR}/kernelmark/resources.json"
       "{\"version\": {\"major\": 1, \"minor\": 0}, \"local\": [{\"gpus\": [${gpu_json}]}]}\n")
  set(resources --resource-spec-file "${BUILD_DIR}/kernelmark/resources.json")
endif()
# With many models the whole tree holds one test per model and platform (KM_CTEST_LAYOUT=models,
# cmake/KernelMarkTestFiles.cmake); the suite then runs each model's tests in the model's own
# folder, with the same selection, after the whole tree's (baselines, check drop).
set(batched "")
if(EXISTS "${BUILD_DIR}/kernelmark/ctest-batched-models.txt")
  file(STRINGS "${BUILD_DIR}/kernelmark/ctest-batched-models.txt" batched)
endif()
set(dirs "${BUILD_DIR}")
if(batched)
  string(REPLACE "-LE;${exclude}" "-LE;${exclude}|model-batch" select "${select}")
  list(APPEND dirs ${batched})
endif()
set(test_rc 0)
foreach(dir IN LISTS dirs)
  message(STATUS "KernelMark: ctest --test-dir ${dir} ${select}")
  execute_process(COMMAND ${CMAKE_CTEST_COMMAND} --test-dir "${dir}" ${select} -j ${JOBS} ${resources}
                          --output-on-failure
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    set(test_rc ${rc})
  endif()
endforeach()
execute_process(COMMAND "${BUILD_DIR}/bin/kernelmark" report "${BUILD_DIR}" RESULT_VARIABLE report_rc)
if(NOT test_rc EQUAL 0 OR NOT report_rc EQUAL 0)
  message(FATAL_ERROR "KernelMark: some tests failed (see above and the report)")
endif()
