# SPDX-License-Identifier: Apache-2.0
# selftest.ctest_layout: the drop tests' CTest files (cmake/KernelMarkTestFiles.cmake) in both
# layouts. tasks: the whole tree lists every test; models: it lists the baseline's and one test per
# model and platform, which passes, fails or is SKIPPED as the model's own tests did; auto picks by
# KM_CTEST_TASKS_MAX; each model's folder lists its own tests in any layout.
#   cmake -DROOT=<source> -DOUT=<scratch> -P check_layout.cmake
cmake_minimum_required(VERSION 3.25)
function(fail msg)
  message(FATAL_ERROR "selftest.ctest_layout: ${msg}")
endfunction()
function(configure layout max)
  file(REMOVE_RECURSE "${OUT}/${layout}-${max}")
  execute_process(COMMAND ${CMAKE_COMMAND} -S "${ROOT}/tests/ctest_layout/project" -B "${OUT}/${layout}-${max}"
                          -DKM_ROOT=${ROOT} -DKM_CTEST_LAYOUT=${layout} -DKM_CTEST_TASKS_MAX=${max}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    fail("configure (${layout}, ${max}) failed:\n${out}")
  endif()
endfunction()
# names(<var> <dir> [ctest args]): the tests ctest lists there, sorted
function(names var dir)
  execute_process(COMMAND ${CMAKE_CTEST_COMMAND} --test-dir "${dir}" -N ${ARGN}
                  OUTPUT_VARIABLE out RESULT_VARIABLE rc)
  string(REGEX MATCHALL "Test +#[0-9]+: [^\n]+" lines "${out}")
  list(TRANSFORM lines REPLACE "Test +#[0-9]+: " "")
  list(SORT lines)
  set(${var} "${lines}" PARENT_SCOPE)
endfunction()
function(expect what got want)
  if(NOT got STREQUAL want)
    fail("${what}: got '${got}', want '${want}'")
  endif()
endfunction()
# outcome(<var> <dir> <test>): Passed, Failed or Skipped, as the whole tree's ctest says
function(outcome var dir test)
  execute_process(COMMAND ${CMAKE_CTEST_COMMAND} --test-dir "${dir}" -R "^${test}$" --output-on-failure
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  set(got "")
  if(out MATCHES "Test +#[0-9]+: ${test} [.]+ *(\\*\\*\\*)?(Passed|Failed|Skipped)")
    set(got ${CMAKE_MATCH_2})
  endif()
  set(${var} "${got}" PARENT_SCOPE)
  set(${var}_out "${out}" PARENT_SCOPE)
endfunction()

set(all "correct.baseline.cpu.t;correct.m1.cpu.a;correct.m1.cpu.b;correct.m2.cpu.a;correct.m2.cpu.b;correct.m3.cpu.a;correct.m3.cpu.b")
configure(tasks 15000)
names(got "${OUT}/tasks-15000")
expect("tasks: the whole tree" "${got}" "${all}")
names(got "${OUT}/tasks-15000/kernelmark/ctest/m2")
expect("tasks: m2's folder" "${got}" "correct.m2.cpu.a;correct.m2.cpu.b")
execute_process(COMMAND ${CMAKE_CTEST_COMMAND} --test-dir "${OUT}/tasks-15000" --show-only=json-v1
                OUTPUT_VARIABLE json)
string(JSON n_tests LENGTH "${json}" tests)
math(EXPR last "${n_tests} - 1")
foreach(i RANGE ${last})
  string(JSON name GET "${json}" tests ${i} name)
  if(name STREQUAL "correct.m1.cpu.a")
    string(JSON props GET "${json}" tests ${i} properties)
    string(REGEX MATCHALL "\"slots\" : [0-9]+" slots "${props}")
    expect("a property given twice (RESOURCE_GROUPS)" "${slots}" "\"slots\" : 4")
  endif()
endforeach()

configure(models 15000)
names(got "${OUT}/models-15000")
expect("models: the whole tree" "${got}" "correct.baseline.cpu.t;drops.m1.cpu;drops.m2.cpu;drops.m3.cpu")
names(got "${OUT}/models-15000/kernelmark/ctest/m1")
expect("models: m1's folder" "${got}" "correct.m1.cpu.a;correct.m1.cpu.b")
file(STRINGS "${OUT}/models-15000/kernelmark/ctest-batched-models.txt" listed)
expect("models: batched-models.txt" "${listed}"
       "${OUT}/models-15000/kernelmark/ctest/m1;${OUT}/models-15000/kernelmark/ctest/m2;${OUT}/models-15000/kernelmark/ctest/m3")
foreach(case "m1;Passed" "m2;Failed" "m3;Skipped")
  list(GET case 0 m)
  list(GET case 1 want)
  outcome(got "${OUT}/models-15000" drops.${m}.cpu)
  expect("models: drops.${m}.cpu (${got_out})" "${got}" "${want}")
endforeach()
if(NOT EXISTS "${OUT}/models-15000/baseline-ran")
  fail("models: drops.m1.cpu ran without the baseline's fixture")
endif()

configure(auto 5)  # 6 model tests > 5: models
names(got "${OUT}/auto-5")
expect("auto over the limit" "${got}" "correct.baseline.cpu.t;drops.m1.cpu;drops.m2.cpu;drops.m3.cpu")
configure(auto 6)  # 6 model tests: tasks
names(got "${OUT}/auto-6")
expect("auto at the limit" "${got}" "${all}")
file(READ "${OUT}/auto-6/kernelmark/ctest-batched-models.txt" listed)
expect("auto at the limit: batched-models.txt" "${listed}" "")
message(STATUS "selftest.ctest_layout: tasks, models and auto layouts list, run and judge as expected")
