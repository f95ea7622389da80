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
# configure(<name> <layout> <max> [cmake args]): the project configured in ${OUT}/<name>
function(configure name layout max)
  file(REMOVE_RECURSE "${OUT}/${name}")
  execute_process(COMMAND ${CMAKE_COMMAND} -S "${ROOT}/tests/ctest_layout/project" -B "${OUT}/${name}"
                          -DKM_ROOT=${ROOT} -DKM_CTEST_LAYOUT=${layout} -DKM_CTEST_TASKS_MAX=${max} ${ARGN}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    fail("configure ${name} (${layout}, ${max}) failed:\n${out}")
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
# run_all(<dir>): runs every test of the tree in parallel; outcome_<test> is set in the caller to
# Passed, Failed, Skipped or Not Run, as ctest says; run_all_out to its output.
# CTest starts the costliest tests first by its cost data from earlier runs (the batches, in a
# real tree): written here so that only DEPENDS can put the baseline before them.
function(run_all dir)
  file(WRITE "${dir}/Testing/Temporary/CTestCostData.txt"
       "drops.m1.cpu 1 1000\ndrops.m2.cpu 1 900\ndrops.m3.cpu 1 800\ncorrect.baseline.cpu.t 1 0.01\n---\n")
  execute_process(COMMAND ${CMAKE_CTEST_COMMAND} --test-dir "${dir}" -j 2 --output-on-failure
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  string(REGEX MATCHALL "Test +#[0-9]+: [^ ]+ [.]+ *(\\*\\*\\*)?(Passed|Failed|Skipped|Not Run)" lines "${out}")
  foreach(line IN LISTS lines)
    string(REGEX MATCH "#[0-9]+: ([^ ]+) [.]+ *(\\*\\*\\*)?(.+)$" _ "${line}")
    set(outcome_${CMAKE_MATCH_1} "${CMAKE_MATCH_3}" PARENT_SCOPE)
  endforeach()
  set(run_all_out "${out}${err}" PARENT_SCOPE)
endfunction()
# expect_outcomes(<what> <test>=<outcome>...): after run_all
macro(expect_outcomes what)
  foreach(pair ${ARGN})
    string(REPLACE "=" ";" pair "${pair}")
    list(GET pair 0 test)
    list(GET pair 1 want)
    expect("${what}: ${test} (output:\n${run_all_out})" "${outcome_${test}}" "${want}")
  endforeach()
endmacro()

set(all "correct.baseline.cpu.t;correct.m1.cpu.a;correct.m1.cpu.b;correct.m2.cpu.a;correct.m2.cpu.b;correct.m3.cpu.a;correct.m3.cpu.b;perf.m1.cpu.a")
configure(tasks-15000 tasks 15000)
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
run_all("${OUT}/tasks-15000")
expect_outcomes("tasks" correct.baseline.cpu.t=Passed perf.m1.cpu.a=Passed correct.m2.cpu.b=Failed
                correct.m3.cpu.a=Skipped)

configure(models-15000 models 15000)
names(got "${OUT}/models-15000")
expect("models: the whole tree" "${got}" "correct.baseline.cpu.t;drops.m1.cpu;drops.m2.cpu;drops.m3.cpu")
names(got "${OUT}/models-15000/kernelmark/ctest/m1")
expect("models: m1's folder" "${got}" "correct.m1.cpu.a;correct.m1.cpu.b;perf.m1.cpu.a")
file(STRINGS "${OUT}/models-15000/kernelmark/ctest-batched-models.txt" listed)
expect("models: batched-models.txt" "${listed}"
       "${OUT}/models-15000/kernelmark/ctest/m1;${OUT}/models-15000/kernelmark/ctest/m2;${OUT}/models-15000/kernelmark/ctest/m3")
# drops.m1.cpu passes only if its perf test found the baseline's mark: the batch ran after it.
run_all("${OUT}/models-15000")
expect_outcomes("models" correct.baseline.cpu.t=Passed drops.m1.cpu=Passed drops.m2.cpu=Failed
                drops.m3.cpu=Skipped)
# A baseline that fails keeps no model's batch from running (it did, under FIXTURES_REQUIRED).
configure(models-baseline-fails models 15000 -DKM_LAYOUT_BASELINE_FAILS=ON)
run_all("${OUT}/models-baseline-fails")
expect_outcomes("models, the baseline fails" correct.baseline.cpu.t=Failed drops.m1.cpu=Passed
                drops.m2.cpu=Failed drops.m3.cpu=Skipped)

configure(auto-6 auto 6)  # 7 model tests > 6: models
names(got "${OUT}/auto-6")
expect("auto over the limit" "${got}" "correct.baseline.cpu.t;drops.m1.cpu;drops.m2.cpu;drops.m3.cpu")
configure(auto-7 auto 7)  # 7 model tests: tasks
names(got "${OUT}/auto-7")
expect("auto at the limit" "${got}" "${all}")
file(READ "${OUT}/auto-7/kernelmark/ctest-batched-models.txt" listed)
expect("auto at the limit: batched-models.txt" "${listed}" "")
message(STATUS "selftest.ctest_layout: tasks, models and auto layouts list, run, order and judge as expected")
