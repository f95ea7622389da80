# SPDX-License-Identifier: Apache-2.0
# Planted harness faults (label selftest;harness_fault): the harness's or the machine's failures
# must give HARNESS_ERROR and a failing test, never PASS or SKIPPED, and name the cause.
#   worker_exits_127        the platform worker is a script that exits 127 (a broken install)
#   perf_worker_exits_127   the same, in the perf stage
#   reference_throws        a spec whose indices leave the table on one shape: the reference throws
#   scratch_full            every reservation of arena space fails with ENOSPC (LD_PRELOAD shim)
#   shape_divides_by_zero   a spec whose output shape divides by zero in its drawn cases
#   budget_ran_out          the runner's --budget ran out: the cases left are named, not run
#   deadline_cut_a_call     the runner's --deadline came while a case's call ran (a kernel that spins)
#   perf_deadline_cut_a_call  the same in the perf runner
#   record_unwritable       the record's folder cannot be created
#   fences_lost             a device worker that says hello with fenced buffers, then starts without
if(NOT "cpu" IN_LIST _km_planted_platforms)
  return()
endif()
set(dir "${CMAKE_CURRENT_LIST_DIR}")
set(out "${CMAKE_BINARY_DIR}/kernelmark/harness-faults")
file(MAKE_DIRECTORY "${out}")
file(WRITE "${out}/worker-exits-127" "#!/bin/sh\n# A platform worker that cannot start.\nexit 127\n")
file(CHMOD "${out}/worker-exits-127" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
add_library(km_enospc_shim MODULE "${dir}/enospc_shim.c")
set_target_properties(km_enospc_shim PROPERTIES PREFIX "" LIBRARY_OUTPUT_DIRECTORY "${out}")

foreach(task relu_f32 embedding_f32)
  km_add_kernel_module(MODEL harness-fault PLATFORM cpu TASK ${task}
                       SOURCE "${CMAKE_SOURCE_DIR}/generated/example/cpu/${task}.cpp"
                       OUT_TARGET target OUT_MODULE module_${task})
  add_dependencies(km-selftests ${target})  # built with the self-tests, before any test runs
endforeach()
# A kernel that spins for 50 s (the planted cheat of mode 16), for the deadline fault.
km_add_kernel_module(MODEL harness-fault-slow PLATFORM cpu TASK relu_f32
                     SOURCE "${CMAKE_SOURCE_DIR}/tests/cheats/cpu/relu_f32.TIMEOUT-burns_cpu.cpp"
                     OUT_TARGET target OUT_MODULE module_slow_relu_f32)
add_dependencies(km-selftests ${target})
add_dependencies(km-selftests km_enospc_shim)
add_executable(km_fences_lost_worker EXCLUDE_FROM_ALL "${dir}/fences_lost_worker.cpp")
target_link_libraries(km_fences_lost_worker PRIVATE km_wire nlohmann_json::nlohmann_json)
target_include_directories(km_fences_lost_worker PRIVATE "${CMAKE_SOURCE_DIR}/src")
set_target_properties(km_fences_lost_worker PROPERTIES RUNTIME_OUTPUT_DIRECTORY "${out}")
add_dependencies(km-selftests km_fences_lost_worker)

# km_fault(NAME n WANT text [ENV v=x ...] [NO_RECORD] [PERF] ARGS ...)
function(km_fault)
  cmake_parse_arguments(F "NO_RECORD;PERF" "NAME;WANT" "ENV;ARGS" ${ARGN})
  set(record "${out}/${F_NAME}.json")
  set(runner km-correct-cpu)
  set(limits --seeds 101 --timeout 10)
  if(F_PERF)
    set(runner km-perf-cpu)
    set(limits --max-seconds 0.2 --timeout 10)
  endif()
  add_test(NAME selftest.harness_fault.${F_NAME}
    COMMAND ${CMAKE_COMMAND} -DKERNELMARK=$<TARGET_FILE:kernelmark> "-DRECORD=${record}"
            "-DWANT=${F_WANT}" "-DENV=${F_ENV}" -DNO_RECORD=${F_NO_RECORD} -P "${dir}/expect_fault.cmake"
            -- $<TARGET_FILE:${runner}> --dtype fp32 --model harness-fault --record "${record}" ${limits}
            ${F_ARGS})
  set_tests_properties(selftest.harness_fault.${F_NAME} PROPERTIES
    LABELS "selftest;harness_fault;cpu" TIMEOUT 120)
endfunction()

set(relu_spec "${CMAKE_SOURCE_DIR}/operators/activation/relu.json")
km_fault(NAME worker_exits_127 WANT "did not start"
         ARGS --spec "${relu_spec}" --module "${module_relu_f32}" --worker "${out}/worker-exits-127")
km_fault(NAME perf_worker_exits_127 WANT "did not start" PERF
         ARGS --spec "${relu_spec}" --module "${module_relu_f32}" --worker "${out}/worker-exits-127"
              --sizes n=4099)
km_fault(NAME reference_throws WANT "the reference failed: embedding: index out of range"
         ARGS --spec "${dir}/specs/index/embedding.json" --module "${module_embedding_f32}")
km_fault(NAME scratch_full WANT "No space left on device"
         ENV "LD_PRELOAD=${out}/km_enospc_shim.so"
         ARGS --spec "${relu_spec}" --module "${module_relu_f32}" --sets small)
km_fault(NAME shape_divides_by_zero WANT "division by zero"
         ARGS --spec "${dir}/specs/activation/relu.json" --module "${module_relu_f32}" --sets small,drawn)
# A spec whose tolerance gives term_ulp where the reference gives no term sizes (ba683b2): the
# comparator cannot apply what the spec asks, so the case is the harness's, never a verdict.
km_fault(NAME term_ulp_without_term_sizes WANT "the tolerance gives term_ulp 2 but the reference gave no term sizes"
         ARGS --spec "${dir}/specs/term_ulp/activation/relu.json" --module "${module_relu_f32}" --sets small)
# The runner's time budget (--budget, KM_TEST_TIMEOUT less a margin) ran out before the cases
# did: the record names the cases left as not run and is never PASS.
km_fault(NAME budget_ran_out WANT "not run: the runner's time budget (--budget 1e-06 s) ran out"
         ARGS --spec "${relu_spec}" --module "${module_relu_f32}" --sets small --budget 0.000001)
# The runner's --deadline (KM_TEST_TIMEOUT less 30 s) came while a call ran: the call is cut, the
# record is written and names it, HARNESS_ERROR (without --deadline, this kernel is a TIMEOUT at 10 s).
km_fault(NAME deadline_cut_a_call WANT "the runner's deadline (--deadline) came while a call was running"
         ARGS --spec "${relu_spec}" --module "${module_slow_relu_f32}" --sets small --deadline 2)
# The same in the perf runner, whose torch.compile yardstick may compile for 900 s in one call.
km_fault(NAME perf_deadline_cut_a_call WANT "the runner's deadline (--deadline) came while a call was running" PERF
         ARGS --spec "${relu_spec}" --module "${module_slow_relu_f32}" --sizes n=4099 --deadline 2)
km_fault(NAME record_unwritable WANT "the record could not be written" NO_RECORD
         ARGS --spec "${relu_spec}" --module "${module_relu_f32}" --sets small
              --record /proc/kernelmark/record.json)
km_fault(NAME fences_lost WANT "without device fences"
         ARGS --spec "${relu_spec}" --module "${module_relu_f32}" --sets small
              --worker "${out}/km_fences_lost_worker")
# Not a fault but the same rule (a record says no more than happened): a run of only zero-size
# cases (`--sets empty`) compared no output element, so its PASS is recorded and printed as
# mistrusted.
add_test(NAME selftest.mistrusted.only_empty_cases
  COMMAND $<TARGET_FILE:km-correct-cpu> --spec "${relu_spec}" --dtype fp32 --model harness-fault
          --module "${module_relu_f32}" --record "${out}/only_empty_cases.json" --seeds 101 --sets empty)
set_tests_properties(selftest.mistrusted.only_empty_cases PROPERTIES LABELS "selftest;cpu" TIMEOUT 60
  PASS_REGULAR_EXPRESSION "\\[ MISTRUSTED \\] no output element was compared: every case that ran was empty")

# The same rule where an output is trivial in every case (relu of negative inputs: zeros, which a
# kernel writing zeros matches); a few trivial cases among informative ones are only counted.
add_test(NAME selftest.mistrusted.output_trivial_in_every_case
  COMMAND $<TARGET_FILE:km-correct-cpu> --spec "${dir}/specs/trivial/activation/relu.json" --dtype fp32
          --model harness-fault --module "${module_relu_f32}" --record "${out}/trivial_every_case.json"
          --seeds 101 --sets small,drawn)
set_tests_properties(selftest.mistrusted.output_trivial_in_every_case PROPERTIES LABELS "selftest;cpu"
  TIMEOUT 60 PASS_REGULAR_EXPRESSION "\\[ MISTRUSTED \\] output 'y' had a trivial expected output")

# A record says where its time went (`timing`, docs/records.md), and the figures add up; the
# record is a bare file name (`--record timing.json` once failed: no parent folder to create).
add_test(NAME selftest.records.timing
  COMMAND ${CMAKE_COMMAND} -DRECORD=${out}/timing.json -P "${dir}/expect_timing.cmake" --
          $<TARGET_FILE:km-correct-cpu> --spec "${relu_spec}" --dtype fp32 --model harness-fault
          --module "${module_relu_f32}" --seeds 101,202 --sets small,heldout)
set_tests_properties(selftest.records.timing PROPERTIES LABELS "selftest;cpu" TIMEOUT 60
  PASS_REGULAR_EXPRESSION "timing adds up")
