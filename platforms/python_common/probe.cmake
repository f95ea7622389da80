# SPDX-License-Identifier: Apache-2.0
# km_python_probe(name code out_var rc_var err_var): runs `${KM_PYTHON} -c code` (a Python
# platform's questions: versions, whether its packages import, whether they see a GPU), or hands
# back its last successful output while nothing it depends on has changed: the interpreter, its
# site-packages folder (pip adds and removes entries there on every install, upgrade or removal,
# which changes the folder's mtime), PYTHONPATH, CUDA_VISIBLE_DEVICES, the NVIDIA device nodes and
# the code. Importing torch, triton and jax for the two probes took 7.4 of a reconfigure's 14 s
# (cmake --profiling-output, this box), and `kernelmark check` reconfigures twice per kernel. A
# failed probe is never reused: installing the packages afterwards is seen at the next configure.
# The probe's key: what its answer depends on (purelib: the interpreter's site-packages folder).
function(_km_python_probe_key code purelib out_var)
  set(key "")
  foreach(f IN ITEMS "${KM_PYTHON}" "${purelib}")
    set(ts "-")
    if(f AND EXISTS "${f}")
      file(TIMESTAMP "${f}" ts "%s" UTC)
    endif()
    string(APPEND key "${f}@${ts} ")
  endforeach()
  file(GLOB nodes /dev/nvidia*)
  string(SHA1 code_sha "${code}")
  string(APPEND key "PYTHONPATH=$ENV{PYTHONPATH} CUDA_VISIBLE_DEVICES=$ENV{CUDA_VISIBLE_DEVICES} ${nodes} ${code_sha}")
  set(${out_var} "${key}" PARENT_SCOPE)
endfunction()

function(km_python_probe name code out_var rc_var err_var)
  _km_python_probe_key("${code}" "$CACHE{_KM_PY_PURELIB_${name}}" key)
  if(DEFINED CACHE{_KM_PY_PROBE_KEY_${name}} AND "$CACHE{_KM_PY_PROBE_KEY_${name}}" STREQUAL "${key}")
    set(${out_var} "$CACHE{_KM_PY_PROBE_OUT_${name}}" PARENT_SCOPE)
    set(${rc_var} 0 PARENT_SCOPE)
    set(${err_var} "" PARENT_SCOPE)
    return()
  endif()
  execute_process(COMMAND "${KM_PYTHON}" -c
    "import sysconfig\nprint('KM_PURELIB=' + sysconfig.get_paths()['purelib'], flush=True)\n${code}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err OUTPUT_STRIP_TRAILING_WHITESPACE)
  set(purelib "")
  if(out MATCHES "^KM_PURELIB=([^\n]*)\n?(.*)$")
    set(purelib "${CMAKE_MATCH_1}")
    set(out "${CMAKE_MATCH_2}")
  endif()
  if(rc EQUAL 0 AND purelib)
    _km_python_probe_key("${code}" "${purelib}" key)
    set(_KM_PY_PURELIB_${name} "${purelib}" CACHE INTERNAL "")
    set(_KM_PY_PROBE_KEY_${name} "${key}" CACHE INTERNAL "")
    set(_KM_PY_PROBE_OUT_${name} "${out}" CACHE INTERNAL "")
  else()
    unset(_KM_PY_PROBE_KEY_${name} CACHE)
  endif()
  set(${out_var} "${out}" PARENT_SCOPE)
  set(${rc_var} "${rc}" PARENT_SCOPE)
  set(${err_var} "${err}" PARENT_SCOPE)
endfunction()
