# SPDX-License-Identifier: Apache-2.0
# selftest.yardstick.perf: km-perf-cpu times a module (the oneDNN relu baseline standing in for a
# candidate) against torch eager and torch.compile on one small shape, then again with a Python
# that has no torch. Asserts: each yardstick's timing and speedup in the shape's record, and with
# no torch both yardsticks absent with the reason while the candidate's verdict stays PASS; then
# with a departures list naming relu_f32's torch.compile (a planted "oob" entry): compile absent
# with the listed why and never started, eager timed; and the build's own list (DEPARTURES) holds
# cpu fused_qk_norm_rope_f16's. With --baseline-absent the record names the vendor baseline absent.
#   cmake -DPERF=km-perf-cpu -DWORKER=km-worker-triton -DSPEC=relu.json -DMODULE=relu_f32.so
#         -DOUT=dir -DNO_TORCH_PYTHON=/usr/bin/python3 -DDEPARTURES=yardstick-departures.json
#         -P check_perf.cmake
file(REMOVE_RECURSE "${OUT}")
file(MAKE_DIRECTORY "${OUT}")

function(run_perf record modes)
  execute_process(COMMAND ${ARGN} "${PERF}" --spec "${SPEC}" --dtype fp32 --model m --module "${MODULE}"
                          --record "${record}" --sizes n=65537 --max-seconds 0.2 --cache-dir off
                          --yardsticks ${modes} --torch-worker "${WORKER}" --torch-device cpu
                          ${EXTRA_ARGS}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  message(STATUS "${out}${err}")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "km-perf exited ${rc}")
  endif()
endfunction()

function(expect_eq json what want)
  string(JSON got ERROR_VARIABLE e GET "${json}" ${what})
  if(e OR NOT got STREQUAL want)
    message(FATAL_ERROR "${what}: '${got}', expected '${want}' ${e}")
  endif()
endfunction()

# 1. torch present: both yardsticks timed, PASS, with a speedup each.
run_perf("${OUT}/with.json" eager,compile)
file(READ "${OUT}/with.json" rec)
expect_eq("${rec}" verdict PASS)
foreach(key torch_eager torch_compile)
  expect_eq("${rec}" "shapes;0;yardsticks;${key};verdict" PASS)
  string(JSON s GET "${rec}" shapes 0 speedups ${key})
  if(NOT s GREATER 0)
    message(FATAL_ERROR "${key}: speedup '${s}'")
  endif()
  string(JSON absent ERROR_VARIABLE none GET "${rec}" yardsticks ${key} absent)
  if(NOT none)
    message(FATAL_ERROR "${key} absent with torch installed: ${absent}")
  endif()
endforeach()

# 2. No torch in the host's Python: absent with the reason, not a failure of anything.
run_perf("${OUT}/without.json" eager,compile ${CMAKE_COMMAND} -E env KM_TRITON_PYTHON=${NO_TORCH_PYTHON})
file(READ "${OUT}/without.json" rec)
expect_eq("${rec}" verdict PASS)
foreach(key torch_eager torch_compile)
  string(JSON absent GET "${rec}" yardsticks ${key} absent)
  if(NOT absent MATCHES "cannot import torch")
    message(FATAL_ERROR "${key}: absent '${absent}', expected 'cannot import torch'")
  endif()
  string(JSON y ERROR_VARIABLE none GET "${rec}" shapes 0 yardsticks ${key})
  if(NOT none)
    message(FATAL_ERROR "${key} timed without torch: ${y}")
  endif()
endforeach()
# 3. A whole-task departure listed for torch.compile on this task: absent with its why.
file(WRITE "${OUT}/departures.json" [=[{"format": 1, "torch_eager": [], "torch_compile": [
  {"task": "relu_f32", "device": "cpu", "variant": "oob", "why": "planted: reads past x"}]}]=])
set(EXTRA_ARGS --yardstick-departures "${OUT}/departures.json")
run_perf("${OUT}/departs.json" eager,compile)
file(READ "${OUT}/departs.json" rec)
expect_eq("${rec}" verdict PASS)
expect_eq("${rec}" "shapes;0;yardsticks;torch_eager;verdict" PASS)
string(JSON absent GET "${rec}" yardsticks torch_compile absent)
if(NOT absent MATCHES "reads or writes past a buffer.*: planted: reads past x$")
  message(FATAL_ERROR "torch_compile: absent '${absent}', expected the listed departure")
endif()
string(JSON y ERROR_VARIABLE none GET "${rec}" shapes 0 yardsticks torch_compile)
if(NOT none)
  message(FATAL_ERROR "torch_compile timed despite its listed departure: ${y}")
endif()
unset(EXTRA_ARGS)

# 3b. A vendor baseline this CPU cannot run (cmake/KernelMarkCpuFlags.cmake): the record names it
# and says why the task has no vendor speedup, instead of looking like a task without a baseline.
set(EXTRA_ARGS --baseline-label "planted oneDNN relu" --baseline-absent "this CPU lacks avx512bw: planted")
run_perf("${OUT}/unusable.json" eager)
file(READ "${OUT}/unusable.json" rec)
expect_eq("${rec}" verdict PASS)
expect_eq("${rec}" "yardsticks;vendor;label" "planted oneDNN relu")
expect_eq("${rec}" "yardsticks;vendor;absent" "this CPU lacks avx512bw: planted")
expect_eq("${rec}" "shapes;0;yardsticks;torch_eager;verdict" PASS)
foreach(field speedup "yardsticks;vendor")
  string(JSON y ERROR_VARIABLE none GET "${rec}" shapes 0 ${field})
  if(NOT none)
    message(FATAL_ERROR "shapes;0;${field} present with the baseline absent: ${y}")
  endif()
endforeach()
unset(EXTRA_ARGS)

# 4. The build's list, as the perf tests get it: JSON, with cpu fused_qk_norm_rope_f16's oob.
file(READ "${DEPARTURES}" list)
string(JSON n LENGTH "${list}" torch_compile)
set(found FALSE)
math(EXPR last "${n} - 1")
foreach(i RANGE ${last})
  string(JSON task GET "${list}" torch_compile ${i} task)
  string(JSON device GET "${list}" torch_compile ${i} device)
  string(JSON variant GET "${list}" torch_compile ${i} variant)
  if(task STREQUAL "fused_qk_norm_rope_f16" AND device STREQUAL "cpu" AND variant STREQUAL "oob")
    set(found TRUE)
  endif()
endforeach()
if(NOT found)
  message(FATAL_ERROR "${DEPARTURES}: no torch_compile entry for cpu fused_qk_norm_rope_f16 (oob)")
endif()
message(STATUS "yardstick perf: timed with torch, absent without it and where a departure is "
               "listed, candidate PASS every time")
