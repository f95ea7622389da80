# SPDX-License-Identifier: Apache-2.0
# From prompt to report on the cpu platform, with k = 3 samples per task: the prompt's ids, then
# `kernelmark import` of responses written for this test (responses.jsonl: a fenced block; prose
# with two blocks, the second naming the file; a wrong kernel; a response without code; a correct
# one; one that does not compile), the build tree's drop folder, the model's tests, the report;
# every figure is checked against values computed by hand below. Reconfigures its build tree.
# cmake -DKM=<kernelmark> -DDIR=<this folder> -DBUILD=<build dir> -DOUT=<scratch> -P check_e2e.cmake
set(drops "${BUILD}/kernelmark/drops")
set(records "${BUILD}/kernelmark/drops-records")
function(cleanup)
  file(REMOVE_RECURSE "${drops}/e2e" "${records}")
  execute_process(COMMAND ${CMAKE_COMMAND} "${BUILD}" OUTPUT_QUIET)
endfunction()
function(fail msg)
  cleanup()
  message(FATAL_ERROR "${msg}")
endfunction()
file(REMOVE_RECURSE "${OUT}" "${drops}/e2e" "${records}")

execute_process(COMMAND "${KM}" prompt --platform cpu --task relu_f32 --format jsonl
                RESULT_VARIABLE rc OUTPUT_VARIABLE prompt ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT prompt MATCHES "\"id\": *\"cpu/relu_f32\"")
  fail("kernelmark prompt (${rc}): no id cpu/relu_f32: ${err}")
endif()
execute_process(COMMAND "${KM}" import --model e2e --platform cpu "${DIR}/responses.jsonl" --generated "${drops}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "6 responses: 5 with code")
  fail("kernelmark import (${rc}): ${out}${err}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} "${BUILD}" RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  fail("reconfiguring ${BUILD} failed: ${err}")
endif()
# The compile error is expected: -k 0 builds the others.
execute_process(COMMAND ${CMAKE_COMMAND} --build "${BUILD}" --target km.e2e.cpu.relu_f32 km.e2e.cpu.relu_f32.s1
                        km.e2e.cpu.relu_f32.s2 km.e2e.cpu.sigmoid_f32.s1 km.e2e.cpu.sigmoid_f32.s2 -- -k 0
                OUTPUT_QUIET ERROR_QUIET)
execute_process(COMMAND ${CMAKE_CTEST_COMMAND} --test-dir "${BUILD}" -L "model:e2e" -LE perf
                OUTPUT_VARIABLE ctest_out ERROR_VARIABLE err)
execute_process(COMMAND "${KM}" report "${BUILD}" --records "${records}" --generated "${drops}" --out "${OUT}/report"
                RESULT_VARIABLE rc OUTPUT_VARIABLE report ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  fail("kernelmark report (${rc}): ${report}${err}")
endif()
file(READ "${OUT}/report/summary.json" summary)

# Verdicts per sample.
set(want "relu_f32/0=PASS" "relu_f32/1=PASS" "relu_f32/2=WRONG_RESULT" "sigmoid_f32/0=NO_CODE"
         "sigmoid_f32/1=PASS" "sigmoid_f32/2=COMPILE_ERROR")
string(JSON n LENGTH "${summary}" tasks)
math(EXPR last "${n} - 1")
set(got "")
foreach(i RANGE ${last})
  string(JSON task GET "${summary}" tasks ${i} task)
  if(task STREQUAL "relu_f32" OR task STREQUAL "sigmoid_f32")
    string(JSON sample GET "${summary}" tasks ${i} sample)
    string(JSON verdict GET "${summary}" tasks ${i} verdict)
    list(APPEND got "${task}/${sample}=${verdict}")
  endif()
endforeach()
list(SORT got)
if(NOT got STREQUAL want)
  fail("verdicts per sample: got ${got}, want ${want}\n${ctest_out}")
endif()

# Figures. T = the catalogue's cpu tasks (all with 3 chances; 2 of them answered). By hand:
# relu c = 2 of 3, sigmoid c = 1 of 3, the rest 0: pass@1 = (2/3 + 1/3) / T = 1 / T,
# pass@2 = (1 + (1 - C(2,2)/C(3,2))) / T = (5/3) / T, pass@3 = 2 / T; compiled samples 3 + 1 = 4;
# per sample: 3 passes out of T + 4 outcomes; 1000 output tokens over 3 passes = 333 per pass.
string(JSON g LENGTH "${summary}" groups)
set(group "")
math(EXPR last "${g} - 1")
foreach(i RANGE ${last})
  string(JSON m GET "${summary}" groups ${i} model)
  if(m STREQUAL "e2e")
    string(JSON group GET "${summary}" groups ${i})
  endif()
endforeach()
if(group STREQUAL "")
  fail("no e2e group in the summary")
endif()
string(JSON T GET "${group}" samples tasks)
string(JSON samples GET "${group}" samples samples)
string(JSON passed GET "${group}" samples passed_samples)
string(JSON compiled GET "${group}" samples compiled_samples)
string(JSON outcomes GET "${group}" tasks)
string(JSON per_sample_passed GET "${group}" passed)
math(EXPR want_outcomes "${T} + 4")
if(NOT samples EQUAL 3 OR NOT passed EQUAL 3 OR NOT compiled EQUAL 4 OR NOT outcomes EQUAL want_outcomes
   OR NOT per_sample_passed EQUAL 3 OR T LESS 72)
  fail("counts: samples ${samples} (3), passed ${passed} (3), compiled ${compiled} (4), outcomes ${outcomes} (${want_outcomes}), T ${T}")
endif()
# The command line rounds to 0.1 %: the same rounding by hand, in integer tenths of a percent.
function(tenths num den out)  # round(1000 * num / den) as "X.Y%"
  math(EXPR t "(2000 * ${num} + ${den}) / (2 * ${den})")
  math(EXPR whole "${t} / 10")
  math(EXPR frac "${t} % 10")
  set(${out} "${whole}.${frac}%" PARENT_SCOPE)
endfunction()
tenths(1 ${T} p1)
math(EXPR d3 "3 * ${T}")
tenths(5 ${d3} p2)
tenths(2 ${T} p3)
set(line "3 samples per task:  pass@1 ${p1}  pass@2 ${p2}  pass@3 ${p3}")
string(FIND "${report}" "${line}" at)
if(at EQUAL -1)
  fail("the report does not say '${line}':\n${report}")
endif()
if(NOT report MATCHES "6 responses: 1000 output tokens, 333 per passing sample")
  fail("tokens per success missing:\n${report}")
endif()
cleanup()
message(STATUS "prompt -> import -> build -> ctest -> report: verdicts per sample, '${line}', tokens per pass as computed by hand (T = ${T} tasks)")
