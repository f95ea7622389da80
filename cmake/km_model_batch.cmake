# SPDX-License-Identifier: Apache-2.0
# One test of the whole tree in the models layout (cmake/KernelMarkTestFiles.cmake): a model's
# tests of one platform, run by ctest in the model's index folder, in parallel.
#   cmake -DDIR=<build>/kernelmark/ctest/<model> -DPLATFORM=<p> -DMODEL=<model> -P km_model_batch.cmake
# KM_BATCH_ARGS (environment): more ctest options, e.g. "-L correct" or
# "--resource-spec-file /abs/resources.json"; KM_BATCH_JOBS: parallel tests (default: all cores).
# Passes when every test that ran passed; SKIPPED (with the count) when none ran; fails otherwise,
# and when ctest itself fails.
cmake_minimum_required(VERSION 3.25)
foreach(v DIR PLATFORM MODEL)
  if(NOT ${v})
    message(FATAL_ERROR "km_model_batch.cmake: -D${v}= is required")
  endif()
endforeach()
if(NOT EXISTS "${DIR}/CTestTestfile.cmake")
  message(FATAL_ERROR "${DIR}/CTestTestfile.cmake: missing (reconfigure the build)")
endif()
set(jobs "$ENV{KM_BATCH_JOBS}")
if(NOT jobs)
  cmake_host_system_information(RESULT jobs QUERY NUMBER_OF_LOGICAL_CORES)
endif()
separate_arguments(extra UNIX_COMMAND "$ENV{KM_BATCH_ARGS}")
execute_process(COMMAND ${CMAKE_CTEST_COMMAND} --test-dir "${DIR}" -L "^${PLATFORM}$" -j ${jobs}
                        --output-on-failure ${extra}
                OUTPUT_VARIABLE out ERROR_VARIABLE out ECHO_OUTPUT_VARIABLE ECHO_ERROR_VARIABLE
                RESULT_VARIABLE rc)
string(REGEX MATCHALL "\\(Skipped\\)" skipped "${out}")
list(LENGTH skipped n_skipped)
set(total -1)
if(out MATCHES "tests failed out of ([0-9]+)")
  set(total ${CMAKE_MATCH_1})
endif()
if(out MATCHES "No tests were found")
  message("[  SKIPPED ] ${MODEL}/${PLATFORM}: no test matched (KM_BATCH_ARGS: '$ENV{KM_BATCH_ARGS}')")
elseif(NOT rc EQUAL 0)
  message(FATAL_ERROR "${MODEL}/${PLATFORM}: ctest exited ${rc}: some tests failed (above)")
elseif(total LESS 0)
  message(FATAL_ERROR "${MODEL}/${PLATFORM}: ctest's summary line is missing from its output")
elseif(n_skipped EQUAL total)
  message("[  SKIPPED ] ${MODEL}/${PLATFORM}: all ${total} tests were skipped (above)")
else()
  math(EXPR ran "${total} - ${n_skipped}")
  message("${MODEL}/${PLATFORM}: ${ran} tests passed, ${n_skipped} skipped")
endif()
