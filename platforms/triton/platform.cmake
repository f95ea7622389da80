# SPDX-License-Identifier: Apache-2.0
# triton: drop files are Python modules with @triton.jit kernels. The module step is the
# platform's checker (syntax, entry signature, python_policy), which copies the file into the
# module tree; km-worker-triton embeds CPython, imports it and calls its entry on torch tensors.
# KM_PYTHON: the interpreter whose site-packages hold torch and triton (default: the source
# tree's .venv when there is one, else the Python3 interpreter CMake finds).
if(EXISTS "${CMAKE_SOURCE_DIR}/.venv/bin/python")
  set(_km_python_default "${CMAKE_SOURCE_DIR}/.venv/bin/python")
else()
  find_package(Python3 COMPONENTS Interpreter)
  set(_km_python_default "${Python3_EXECUTABLE}")
endif()
set(KM_PYTHON "${_km_python_default}" CACHE FILEPATH "Python with torch and triton (platform triton)")
set(_km_triton "${CMAKE_CURRENT_LIST_DIR}")

if(NOT KM_PYTHON OR NOT EXISTS "${KM_PYTHON}")
  km_register_platform(NAME triton UNAVAILABLE "no Python interpreter (KM_PYTHON='${KM_PYTHON}')")
  return()
endif()
# Which Python, and whether torch and triton import there (a GPU is not needed to configure).
include("${CMAKE_SOURCE_DIR}/platforms/python_common/probe.cmake")
km_python_probe(triton
  "import sys, torch, triton; print('%d.%d;%s;%s;%d' % (sys.version_info[0], sys.version_info[1], torch.__version__, triton.__version__, torch.cuda.is_available()))"
  _km_out _km_rc _km_err)
if(NOT _km_rc EQUAL 0)
  string(REGEX REPLACE ".*\n([^\n]+)\n?$" "\\1" _km_last "${_km_err}")
  km_register_platform(NAME triton UNAVAILABLE "${KM_PYTHON} cannot import torch and triton: ${_km_last}")
  return()
endif()
list(GET _km_out 0 _km_pyver)
list(GET _km_out 1 _km_torch)
list(GET _km_out 2 _km_triton_ver)
list(GET _km_out 3 _km_cuda)
# The embedding library must be the interpreter's own version (a venv's base Python).
set(Python3_EXECUTABLE "${KM_PYTHON}")
find_package(Python3 ${_km_pyver} EXACT COMPONENTS Interpreter Development.Embed)
if(NOT Python3_Development.Embed_FOUND)
  km_register_platform(NAME triton UNAVAILABLE "no Python ${_km_pyver} embedding library (python${_km_pyver}-dev) for ${KM_PYTHON}")
  return()
endif()

# Without a CUDA device at configure time the worker runs the Triton interpreter: its timings
# say nothing about a kernel (relu at n = 2^24 took 25 s a call here), and its bench shapes
# would take minutes a case, so perf is SKIPPED and correctness runs every set but bench (small,
# heldout, drawn and their input variants) on one seed: layer_norm_f32 took 571 s and
# softmax_f32 369 s with three seeds on the shared 2-core box (load average 10), and the 35
# example tests 340 s of CI's test time with two (sort_f32 45 s). The interpreter checks a
# kernel's indexing and masking on every shape; the GPU runs (three seeds) check its values.
set(_km_triton_args "")
set(_km_triton_perf "")
# On a GPU, as cuda: one GPU per correct/perf test, a perf test alone on its GPU (36/36 tests pass on an H200, 2026-12-02).
set(_km_triton_props RESOURCE_GROUPS gpus:1)
set(_km_triton_perf_props RESOURCE_GROUPS gpus:${KM_GPU_SLOTS})
if(NOT _km_cuda)
  set(_km_triton_perf_props "")
  set(_km_triton_args --sets small,heldout,drawn --seeds 101)
  set(_km_triton_props TIMEOUT 1800)
  set(_km_triton_perf "no CUDA device at configure time: the Triton interpreter runs the kernels, and its timings are not a kernel's speed")
endif()
# The adapter and the checker's driver are shared with every Python-hosted platform (pallas).
set(_km_pycommon "${CMAKE_SOURCE_DIR}/platforms/python_common")
km_register_platform(NAME triton
  ADAPTER_SOURCES "${_km_pycommon}/runtime/python_adapter.cpp"
  ADAPTER_INCLUDES "${_km_pycommon}/runtime"
  ADAPTER_LIBS Python3::Python
  CORRECT_ARGS ${_km_triton_args}
  TEST_PROPERTIES ${_km_triton_props}
  PERF_PROPERTIES ${_km_triton_perf_props}
  PERF_UNAVAILABLE "${_km_triton_perf}"
  COMPILER "torch ${_km_torch}, triton ${_km_triton_ver}, Python ${_km_pyver}"
  FLAGS "KM_PYTHON=${KM_PYTHON}")
target_compile_definitions(km-worker-triton PRIVATE KM_PY_PLATFORM="triton" KM_PY_ENV="KM_TRITON"
  KM_PY_PYTHON="${KM_PYTHON}" KM_PY_HOST_DIR="${_km_triton}/runtime" KM_PY_HOST_MODULE="km_triton_host"
  KM_PY_PLATFORM_JSON="${_km_triton}/platform.json")

# km_platform_triton_add_module(target source abi_stub module_path [BASELINE])
# The checker runs under km-capture, which keeps its output and status for the compile test.
function(km_platform_triton_add_module target source stub module)
  set(check "${CMAKE_SOURCE_DIR}/platforms/python_common/check")
  set(policy "${CMAKE_SOURCE_DIR}/platforms/triton/check/km_triton_policy.py")
  get_filename_component(dir "${module}" DIRECTORY)
  # -E -s: no PYTHON* variables, no user site-packages; the checker needs the standard library only.
  add_custom_command(OUTPUT "${module}"
    COMMAND ${CMAKE_COMMAND} -E make_directory "${dir}"
    COMMAND "${CMAKE_BINARY_DIR}/bin/km-capture" "${module}.compile.log"
            "${KM_PYTHON}" -E -s "${check}/km_py_check.py" --source "${source}" --abi "${stub}"
            --platform "${CMAKE_SOURCE_DIR}/platforms/triton/platform.json" --policy "${policy}"
            --out "${module}"
    DEPENDS "${source}" "${stub}" "${check}/km_py_check.py" "${policy}"
            "${CMAKE_SOURCE_DIR}/platforms/triton/platform.json"
    COMMENT "KernelMark triton check ${source}" VERBATIM)
  add_custom_target(${target} DEPENDS "${module}")
endfunction()
