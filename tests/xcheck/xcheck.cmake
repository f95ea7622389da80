# SPDX-License-Identifier: Apache-2.0
# selftest.xcheck (labels selftest;xcheck): every spec's `semantics` evaluated with PyTorch in
# float64 on the cases' inputs must agree with our reference (tests/xcheck/xcheck.py). Needs a
# python with torch and numpy: KM_XCHECK_PYTHON, else KM_PYTHON (the Python platforms'
# interpreter), else the checkout's .venv, else python3; without torch the test is SKIPPED and
# says so.
set(KM_XCHECK_PYTHON "" CACHE FILEPATH "python with torch and numpy for selftest.xcheck")
set(_km_xcheck_python "${KM_XCHECK_PYTHON}")
if(NOT _km_xcheck_python AND KM_PYTHON)
  set(_km_xcheck_python "${KM_PYTHON}")
endif()
if(NOT _km_xcheck_python AND EXISTS "${CMAKE_SOURCE_DIR}/.venv/bin/python")
  set(_km_xcheck_python "${CMAKE_SOURCE_DIR}/.venv/bin/python")
endif()
if(NOT _km_xcheck_python)
  find_program(KM_PYTHON3_PROGRAM NAMES python3)
  set(_km_xcheck_python "${KM_PYTHON3_PROGRAM}")
endif()
add_test(NAME selftest.xcheck
  COMMAND "${_km_xcheck_python}" "${CMAKE_CURRENT_LIST_DIR}/xcheck.py" --kernelmark $<TARGET_FILE:kernelmark>
          --operators "${CMAKE_SOURCE_DIR}/operators" --json "${CMAKE_BINARY_DIR}/kernelmark/xcheck.json")
set_tests_properties(selftest.xcheck PROPERTIES LABELS "selftest;xcheck" SKIP_RETURN_CODE 77
                     TIMEOUT 1200)
