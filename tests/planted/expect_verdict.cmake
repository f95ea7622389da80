# SPDX-License-Identifier: Apache-2.0
# Runs a planted kernel through the real stages (compile test, correctness runner, perf runner,
# each only when the one before passed) and fails unless the verdict is exactly EXPECT. Lines in
# the source: `km-perf-sizes: <sizes>` picks the timed case (default: the spec's bench set);
# `km-correct-args: <args>` replaces the correctness runner's limits; `km-reason: <text>` must
# appear in the verdict's reason (which defense caught it, where two could); `km-worker-starts:
# <n>` is how many workers the correctness stage may start.
cmake_minimum_required(VERSION 3.25)
set(compile_record "${RECORDS}/compile.${MODEL}.json")
set(correct_record "${RECORDS}/correct.${MODEL}.json")
set(perf_record "${RECORDS}/perf.${MODEL}.json")
file(REMOVE "${compile_record}" "${correct_record}" "${perf_record}")

# The stage's verdict and reason from the record it wrote; no record is a harness failure.
function(read_record record stage_name)
  if(NOT EXISTS "${record}")
    message(FATAL_ERROR "${stage_name} stage wrote no record:\n${out}")
  endif()
  file(READ "${record}" r)
  string(JSON v GET "${r}" verdict)
  string(JSON why GET "${r}" reason)
  set(rec "${r}" PARENT_SCOPE)
  set(verdict "${v}" PARENT_SCOPE)
  set(reason "${why}" PARENT_SCOPE)
  set(stage "${stage_name}" PARENT_SCOPE)
endfunction()

execute_process(COMMAND "${KERNELMARK}" compile-test --build-dir "${BUILD_DIR}" --target "${TARGET}"
                        --spec "${SPEC}" --dtype "${DTYPE}" --platform-file "${PLATFORM_FILE}" --model "${MODEL}" --objects "${OBJECTS}"
                        --module "${MODULE}" --source "${SOURCE}" --header "${HEADER}" --record "${compile_record}"
                OUTPUT_VARIABLE out ERROR_VARIABLE out)
read_record("${compile_record}" compile)

if(verdict STREQUAL "PASS")
  # Two seeds keep the poison both NaN and finite; a short call limit keeps TIMEOUT cheap.
  set(limits --timeout 3)
  file(STRINGS "${SOURCE}" args_line REGEX "km-correct-args: *[-a-z0-9 ]+")
  if(args_line)
    string(REGEX REPLACE ".*km-correct-args: *([-a-z0-9 ]+).*" "\\1" limits "${args_line}")
    separate_arguments(limits UNIX_COMMAND "${limits}")
  endif()
  # The platform's runner arguments first: the kernel's own km-correct-args win.
  separate_arguments(platform_args UNIX_COMMAND "${CORRECT_ARGS}")
  execute_process(COMMAND "${CORRECT}" --spec "${SPEC}" --dtype "${DTYPE}" --model "${MODEL}" --module "${MODULE}"
                          --record "${correct_record}" --seeds 101,202 ${platform_args} ${limits}
                  OUTPUT_VARIABLE out ERROR_VARIABLE out)
  read_record("${correct_record}" correct)
  # A kernel that proves a sandbox feature the machine lacks cannot be judged here: say so.
  file(STRINGS "${SOURCE}" needs_landlock REGEX "km-requires: *landlock")
  string(JSON sandbox ERROR_VARIABLE no_sandbox GET "${rec}" sandbox)
  if(needs_landlock AND sandbox MATCHES "landlock unavailable")
    message("[  SKIPPED ] ${SOURCE}: cannot observe ${EXPECT} here: ${sandbox}")
    return()
  endif()
endif()

if(verdict STREQUAL "PASS" AND PERF AND NOT EXPECT STREQUAL "SKIPPED")
  file(STRINGS "${SOURCE}" sizes_line REGEX "km-perf-sizes: *[a-z0-9_=,]+")
  set(sizes_args "")
  if(sizes_line)
    string(REGEX REPLACE ".*km-perf-sizes: *([a-z0-9_=,]+).*" "\\1" sizes "${sizes_line}")
    set(sizes_args --sizes "${sizes}")
  endif()
  execute_process(COMMAND "${PERF}" --spec "${SPEC}" --dtype "${DTYPE}" --model "${MODEL}" --module "${MODULE}"
                          --record "${perf_record}" --max-seconds 0.5 --timeout 10 ${sizes_args}
                  OUTPUT_VARIABLE out ERROR_VARIABLE out)
  read_record("${perf_record}" perf)
endif()

# The task's verdict as the report and CTest see it: the one decision rule over the records.
execute_process(COMMAND "${KERNELMARK}" decide --compile "${compile_record}" --correct "${correct_record}"
                        --perf "${perf_record}" --json
                OUTPUT_VARIABLE decision RESULT_VARIABLE decide_rc)
if(NOT decide_rc EQUAL 0)
  message(FATAL_ERROR "kernelmark decide failed (${decide_rc}): ${decision}")
endif()
string(JSON verdict GET "${decision}" verdict)
string(JSON reason GET "${decision}" reason)
string(JSON decided_stage GET "${decision}" stage)
if(decided_stage)
  set(stage "${decided_stage}")
endif()

if(verdict STREQUAL "SKIPPED" AND NOT EXPECT STREQUAL "SKIPPED")
  # The platform cannot run here: say so rather than pass or fail.
  message("[  SKIPPED ] ${SOURCE}: cannot observe ${EXPECT} here: ${reason}")
  return()
endif()
if(EXPECT STREQUAL "SKIPPED" AND verdict STREQUAL "SKIPPED" AND reason STREQUAL "")
  message(FATAL_ERROR "${SOURCE}: SKIPPED without a reason")
endif()
if(EXPECT STREQUAL "SKIPPED" AND NOT verdict STREQUAL "SKIPPED")
  set(EXPECT PASS)  # the device is present: the same kernel must pass
endif()
if(NOT verdict STREQUAL EXPECT)
  message(FATAL_ERROR "${SOURCE}: expected ${EXPECT}, got ${verdict} at the ${stage} stage: ${reason}\n${out}")
endif()
file(STRINGS "${SOURCE}" reason_line REGEX "km-reason: *.+")
if(reason_line)
  string(REGEX REPLACE ".*km-reason: *(.+)" "\\1" want "${reason_line}")
  string(FIND "${reason}" "${want}" at)
  if(at LESS 0)
    message(FATAL_ERROR "${SOURCE}: ${verdict} as expected, but the reason does not name '${want}': ${reason}")
  endif()
endif()
# `km-worker-starts: N`: the correctness stage started N workers (spawned or forked): a worker
# that died between calls and was replaced shows here, whatever the verdict.
file(STRINGS "${SOURCE}" starts_line REGEX "km-worker-starts: *[0-9]+")
if(starts_line)
  string(REGEX REPLACE ".*km-worker-starts: *([0-9]+).*" "\\1" want "${starts_line}")
  file(READ "${correct_record}" r)
  string(JSON spawned ERROR_VARIABLE no GET "${r}" worker_starts spawned)
  string(JSON forked ERROR_VARIABLE no GET "${r}" worker_starts forked_by_zygote)
  math(EXPR got "0${spawned} + 0${forked}")
  if(NOT got EQUAL want)
    message(FATAL_ERROR "${SOURCE}: the correctness stage started ${got} workers, not ${want} "
                        "(spawned ${spawned}, forked ${forked}): one died and was replaced\n${out}")
  endif()
endif()
if(EXPECT STREQUAL "SIGNATURE_MISMATCH")
  string(JSON proto GET "${rec}" expected_prototype)
  string(FIND "${reason}" "${proto}" at)
  if(at LESS 0)
    message(FATAL_ERROR "SIGNATURE_MISMATCH reason does not show the expected prototype '${proto}': ${reason}")
  endif()
endif()
message(STATUS "${SOURCE}: ${verdict} as expected (${stage} stage): ${reason}")
