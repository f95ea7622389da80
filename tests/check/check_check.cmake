# SPDX-License-Identifier: Apache-2.0
# kernelmark check end to end in this build tree: the example relu_f32 passes, the NaN-dropping
# planted kernel is WRONG_RESULT with the failing case and its repro line, a kernel that does not
# compile shows the compiler's error; afterwards the check drop is empty and no check test remains.
# cmake -DKM=<kernelmark> -DSRC=<source dir> -DBUILD=<build dir> -DOUT=<scratch> -P check_check.cmake
file(REMOVE_RECURSE "${OUT}")
file(MAKE_DIRECTORY "${OUT}")
file(WRITE "${OUT}/relu_f32.cpp" "int relu_f32(const float* x, float* y, int64_t n) { return oops; }\n")
foreach(case "generated/example/cpu/relu_f32.cpp;0;relu_f32 on cpu: PASS"
             "tests/wrong/cpu/relu_f32.WRONG_RESULT-fmaxf_drops_nan.cpp;1;WRONG_RESULT \\(correct\\).*expected nan, got 0.*repro: kernelmark repro"
             "${OUT}/relu_f32.cpp;1;COMPILE_ERROR \\(compile\\).*oops.* was not declared")
  list(GET case 0 file)
  list(GET case 1 want_rc)
  list(GET case 2 want)
  if(NOT IS_ABSOLUTE "${file}")
    set(file "${SRC}/${file}")
  endif()
  execute_process(COMMAND "${KM}" check "${file}" --task relu_f32 --platform cpu --build-dir "${BUILD}"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL want_rc OR NOT out MATCHES "${want}")
    message(FATAL_ERROR "kernelmark check ${file}: exit ${rc} (want ${want_rc}), output lacks '${want}':\n${out}${err}")
  endif()
  string(REGEX MATCH "\\(([0-9.]+) s\\)" secs "${out}")
  message(STATUS "check ${file}: exit ${rc} ${secs}")
endforeach()
file(GLOB left "${BUILD}/kernelmark/check/cpu/*")
execute_process(COMMAND ${CMAKE_CTEST_COMMAND} --test-dir "${BUILD}" -N -L "^check$" OUTPUT_VARIABLE listed)
if(left OR NOT listed MATCHES "Total Tests: 0")
  message(FATAL_ERROR "the check drop was not emptied: ${left}\n${listed}")
endif()
message(STATUS "kernelmark check: PASS, WRONG_RESULT with repro, COMPILE_ERROR with the diagnostic; drop emptied")
