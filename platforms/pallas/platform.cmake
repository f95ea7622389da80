# SPDX-License-Identifier: Apache-2.0
# pallas: drop files are Python modules whose entry runs jax.experimental.pallas pallas_call
# kernels. The module step is the shared Python checker (platforms/python_common/check) with this
# platform's policy; km-worker-pallas is the shared Python adapter with km_pallas_host.py as its
# glue: it imports the module and calls its entry on JAX arrays over the harness's buffers.
# KM_PYTHON: the interpreter whose site-packages hold torch and jax (default: the source tree's
# .venv when there is one, else the Python3 interpreter CMake finds; shared with triton).
if(EXISTS "${CMAKE_SOURCE_DIR}/.venv/bin/python")
  set(_km_python_default "${CMAKE_SOURCE_DIR}/.venv/bin/python")
else()
  find_package(Python3 COMPONENTS Interpreter)
  set(_km_python_default "${Python3_EXECUTABLE}")
endif()
set(KM_PYTHON "${_km_python_default}" CACHE FILEPATH "Python with torch and triton (platform triton), and jax (platform pallas)")
set(_km_pallas "${CMAKE_CURRENT_LIST_DIR}")
# Interpreter mode (no GPU): the sets correctness runs. On the shared 2-core box (load average
# 7), with small,heldout,drawn and torch imported by each worker, layer_norm_f32 took 76 s and
# matmul_f16 50 s (33 cases, a fresh rerun worker); with small alone and no torch import
# (KM_PALLAS_INTERPRET=1 below) 3-8 s each, which keeps pallas within its CI budget (about 3
# minutes with jax's install; README.md has every test's figure).
set(KM_PALLAS_INTERPRET_SETS "small" CACHE STRING "Shape sets of pallas correctness runs under the Pallas interpreter (no GPU)")
set(_km_pycommon "${CMAKE_SOURCE_DIR}/platforms/python_common")

if(NOT KM_PYTHON OR NOT EXISTS "${KM_PYTHON}")
  km_register_platform(NAME pallas UNAVAILABLE "no Python interpreter (KM_PYTHON='${KM_PYTHON}')")
  return()
endif()
# Which Python, whether torch and Pallas import there, and whether torch and JAX both see a GPU
# (JAX_PLATFORMS unset: a jaxlib without its CUDA plugin lists no gpu device).
include("${CMAKE_SOURCE_DIR}/platforms/python_common/probe.cmake")
km_python_probe(pallas
  "import sys, torch, jax, jax.experimental.pallas\ntry: g = len(jax.devices('gpu'))\nexcept Exception: g = 0\nprint('%d.%d;%s;%s;%d;%d' % (sys.version_info[0], sys.version_info[1], torch.__version__, jax.__version__, torch.cuda.is_available(), g > 0))"
  _km_out _km_rc _km_err)
if(NOT _km_rc EQUAL 0)
  string(REGEX REPLACE ".*\n([^\n]+)\n?$" "\\1" _km_last "${_km_err}")
  km_register_platform(NAME pallas UNAVAILABLE "${KM_PYTHON} cannot import torch, jax and jax.experimental.pallas: ${_km_last}")
  return()
endif()
string(REGEX REPLACE ".*\n" "" _km_out "${_km_out}")  # the last line: JAX may log before it
list(GET _km_out 0 _km_pyver)
list(GET _km_out 1 _km_torch)
list(GET _km_out 2 _km_jax)
list(GET _km_out 3 _km_cuda)
list(GET _km_out 4 _km_jax_gpu)
set(Python3_EXECUTABLE "${KM_PYTHON}")
find_package(Python3 ${_km_pyver} EXACT COMPONENTS Interpreter Development.Embed)
if(NOT Python3_Development.Embed_FOUND)
  km_register_platform(NAME pallas UNAVAILABLE "no Python ${_km_pyver} embedding library (python${_km_pyver}-dev) for ${KM_PYTHON}")
  return()
endif()

# A GPU: as triton, one GPU per correct/perf test, a perf test alone on its GPU. (Not yet run on
# an H200: see platforms/pallas/README.md.)
set(_km_pallas_args "")
set(_km_pallas_perf "")
set(_km_pallas_props RESOURCE_GROUPS gpus:1)
set(_km_pallas_perf_props RESOURCE_GROUPS gpus:${KM_GPU_SLOTS})
if(_km_cuda AND NOT _km_jax_gpu)
  # torch sees a GPU that jax does not: the worker would report every case SKIPPED; say why here.
  message(WARNING "KernelMark platform pallas: torch sees a CUDA device but jax ${_km_jax} does not "
                  "(a jaxlib without its CUDA plugin); the worker skips every case")
endif()
if(NOT _km_cuda)
  # Without a GPU every pallas_call runs in Pallas's interpreter on the CPU: its timings say
  # nothing about a kernel, so perf is SKIPPED. Correctness runs KM_PALLAS_INTERPRET_SETS (the
  # small set and its input variants) on two seeds; the full sets run where a GPU is.
  set(_km_pallas_perf_props "")
  set(_km_pallas_args --sets ${KM_PALLAS_INTERPRET_SETS} --seeds 101,202)
  # KM_PALLAS_INTERPRET=1: the worker's glue then skips torch (6.6 s of a 12 s worker start).
  set(_km_pallas_props TIMEOUT 900 ENVIRONMENT KM_PALLAS_INTERPRET=1)
  set(_km_pallas_perf "no CUDA device at configure time: Pallas's interpreter runs the kernels on the CPU, and its timings are not a kernel's speed")
endif()
km_register_platform(NAME pallas
  ADAPTER_SOURCES "${_km_pycommon}/runtime/python_adapter.cpp"
  ADAPTER_INCLUDES "${_km_pycommon}/runtime"
  ADAPTER_LIBS Python3::Python
  CORRECT_ARGS ${_km_pallas_args}
  TEST_PROPERTIES ${_km_pallas_props}
  PERF_PROPERTIES ${_km_pallas_perf_props}
  PERF_UNAVAILABLE "${_km_pallas_perf}"
  COMPILER "torch ${_km_torch}, jax ${_km_jax} (Pallas), Python ${_km_pyver}"
  FLAGS "KM_PYTHON=${KM_PYTHON}")
target_compile_definitions(km-worker-pallas PRIVATE KM_PY_PLATFORM="pallas" KM_PY_ENV="KM_PALLAS"
  KM_PY_PYTHON="${KM_PYTHON}" KM_PY_HOST_DIR="${_km_pallas}/runtime" KM_PY_HOST_MODULE="km_pallas_host"
  KM_PY_PLATFORM_JSON="${_km_pallas}/platform.json")

# km_platform_pallas_add_module(target source abi_stub module_path [BASELINE])
# The shared checker runs under km-capture, which keeps its output and status for the compile test.
function(km_platform_pallas_add_module target source stub module)
  set(check "${CMAKE_SOURCE_DIR}/platforms/python_common/check")
  set(policy "${CMAKE_SOURCE_DIR}/platforms/pallas/check/km_pallas_policy.py")
  get_filename_component(dir "${module}" DIRECTORY)
  # -E -s: no PYTHON* variables, no user site-packages; the checker needs the standard library only.
  add_custom_command(OUTPUT "${module}"
    COMMAND ${CMAKE_COMMAND} -E make_directory "${dir}"
    COMMAND "${CMAKE_BINARY_DIR}/bin/km-capture" "${module}.compile.log"
            "${KM_PYTHON}" -E -s "${check}/km_py_check.py" --source "${source}" --abi "${stub}"
            --platform "${CMAKE_SOURCE_DIR}/platforms/pallas/platform.json" --policy "${policy}"
            --out "${module}"
    DEPENDS "${source}" "${stub}" "${check}/km_py_check.py" "${policy}"
            "${CMAKE_SOURCE_DIR}/platforms/pallas/platform.json"
    COMMENT "KernelMark pallas check ${source}" VERBATIM)
  add_custom_target(${target} DEPENDS "${module}")
endfunction()
