# SPDX-License-Identifier: Apache-2.0
# selftest.yardstick.perf: km-perf-cpu times a module (the oneDNN relu baseline standing in for a
# candidate) against torch eager and torch.compile on one small shape, then again with a Python
# that has no torch. Asserts: each yardstick's timing and speedup in the shape's record, and with
# no torch both yardsticks absent with the reason while the candidate's verdict stays PASS.
#   cmake -DPERF=km-perf-cpu -DWORKER=km-worker-triton -DSPEC=relu.json -DMODULE=relu_f32.so
#         -DOUT=dir -DNO_TORCH_PYTHON=/usr/bin/python3 -P check_perf.cmake
file(REMOVE_RECURSE "${OUT}")
file(MAKE_DIRECTORY "${OUT}")

function(run_perf record modes)
  execute_process(COMMAND ${ARGN} "${PERF}" --spec "${SPEC}" --dtype fp32 --model m --module "${MODULE}"
                          --record "${record}" --sizes n=65537 --max-seconds 0.2 --cache-dir off
                          --yardsticks ${modes} --torch-worker "${WORKER}" --torch-device cpu
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
message(STATUS "yardstick perf: timed with torch, absent without it, candidate PASS both times")
