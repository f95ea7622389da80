# SPDX-License-Identifier: Apache-2.0
# Model drops: generated/<model>/<platform>/<task><ext>. Each file becomes a kernel module
# (excluded from `all`) and the tests compile.<model>.<platform>.<task> -> correct... -> perf...,
# chained by fixtures so a stage only runs when the one before it passed. The tests go to CTest
# files of their own, per drop (cmake/KernelMarkTestFiles.cmake says why and where).
include(KernelMarkTestFiles)
include(KernelMarkCpuFlags)  # km_baseline_cpu_unusable

# Which torch yardsticks every perf test times (docs/yardsticks.md): eager, compile, or none ("").
# CI (2 cores) times eager only: torch.compile spends 10-60 s compiling each shape on CPU.
set(KM_TORCH_YARDSTICKS "eager" CACHE STRING "torch yardsticks of the perf tests: eager;compile, eager, or empty")

# km_add_kernel_module(MODEL m PLATFORM p TASK t SOURCE f [BASELINE] OUT_TARGET var OUT_MODULE var)
# The module target km.<m>.<p>.<t> (excluded from `all`) and its generated ABI header.
function(km_add_kernel_module)
  cmake_parse_arguments(K "BASELINE" "MODEL;PLATFORM;TASK;SAMPLE;SOURCE;OUT_TARGET;OUT_MODULE" "" ${ARGN})
  set(p "${K_PLATFORM}")
  set(t "${K_TASK}")
  set(spec "${KM_TASK_${t}_SPEC}")
  set(dtype "${KM_TASK_${t}_DTYPE}")
  get_property(pjson GLOBAL PROPERTY KM_PLATFORM_${p}_JSON)
  # The ABI header is generated once per (platform, task) and shared by every model's module.
  set(abi_target km.abi.${p}.${t})
  get_property(abi_ext GLOBAL PROPERTY KM_PLATFORM_${p}_ABI_EXTENSION)
  get_property(module_ext GLOBAL PROPERTY KM_PLATFORM_${p}_MODULE_EXTENSION)
  set(header "${KM_ABI_DIR}/${p}/${t}${abi_ext}")
  if(NOT TARGET ${abi_target})
    add_custom_command(OUTPUT "${header}"
      COMMAND ${CMAKE_COMMAND} -E make_directory "${KM_ABI_DIR}/${p}"
      COMMAND kernelmark abi --platform-file "${pjson}" --spec "${spec}" --dtype ${dtype} --out "${header}"
      DEPENDS kernelmark "${spec}" "${pjson}"
      COMMENT "KernelMark ABI ${p}/${t}${abi_ext}" VERBATIM)
    add_custom_target(${abi_target} DEPENDS "${header}")
  endif()
  set(suffix "")
  if(K_SAMPLE)  # sample k > 0 of a task: its own target and module beside sample 0's
    set(suffix ".s${K_SAMPLE}")
  endif()
  set(target km.${K_MODEL}.${p}.${t}${suffix})
  set(module "${KM_MODULE_DIR}/${K_MODEL}/${p}/${t}${suffix}${module_ext}")
  set(kind "")
  if(K_BASELINE)
    set(kind BASELINE)
  endif()
  cmake_language(CALL km_platform_${p}_add_module ${target} "${K_SOURCE}" "${header}" "${module}" ${kind})
  add_dependencies(${target} ${abi_target} km-capture)
  # A module step that is not a compiler (a custom target: a Python platform's checker) runs
  # km-capture itself (platform.cmake); the launchers and link options below are for compilers.
  get_target_property(type ${target} TYPE)
  if(type STREQUAL "UTILITY")
    km_add_to_modules(${target})
    set(${K_OUT_TARGET} ${target} PARENT_SCOPE)
    set(${K_OUT_MODULE} "${module}" PARENT_SCOPE)
    return()
  endif()
  # Every compile and link of the module goes through km-capture, which keeps its output and exit
  # status beside the module: the compile test reads them, so one parallel build (ninja -k 0)
  # serves every compile test and none of them takes a lock on the build tree.
  set(capture "${CMAKE_BINARY_DIR}/bin/km-capture")
  set_target_properties(${target} PROPERTIES
    CXX_COMPILER_LAUNCHER "${capture};${module}.compile.log"
    CUDA_COMPILER_LAUNCHER "${capture};${module}.compile.log"
    CXX_LINKER_LAUNCHER "${capture};${module}.link.log")
  # A toolchain that links its C++ runtime statically (some GPU images do) must not make the
  # runtime's symbols the module's exports: the symbol policy judges the candidate's own code.
  target_link_options(${target} PRIVATE "LINKER:--exclude-libs,ALL")
  km_add_to_modules(${target})
  set(${K_OUT_TARGET} ${target} PARENT_SCOPE)
  set(${K_OUT_MODULE} "${module}" PARENT_SCOPE)
endfunction()

# `cmake --build <dir> --target km_modules -- -k 0` prebuilds every module in parallel; the
# compile tests then only confirm (and classify) each one.
function(km_add_to_modules target)
  if(NOT TARGET km_modules)
    add_custom_target(km_modules)
  endif()
  add_dependencies(km_modules ${target})
endfunction()

# km_skipped_test(name why labels [fixture]): a test that only reports SKIPPED with its why
# (a platform unavailable here, a baseline this CPU cannot run), after `fixture` where given.
function(km_skipped_test name why labels)
  set(fixture "")
  if(ARGC GREATER 3)
    set(fixture FIXTURES_REQUIRED "${ARGV3}")
  endif()
  km_test(NAME ${name} COMMAND ${CMAKE_COMMAND} -E echo "[  SKIPPED ] ${why}"
          PROPERTIES LABELS "${labels}" ${fixture} SKIP_REGULAR_EXPRESSION "\\[  SKIPPED \\]")
endfunction()

# km_add_kernel_tests(MODEL m PLATFORM p TASK t SOURCE f [RECORDS dir] [LABELS ...]
#                     [BASELINE] [NO_PERF])
function(km_add_kernel_tests)
  cmake_parse_arguments(K "BASELINE;NO_PERF" "MODEL;PLATFORM;TASK;SAMPLE;SOURCE;RECORDS" "LABELS" ${ARGN})
  set(m "${K_MODEL}")
  set(p "${K_PLATFORM}")
  set(t "${K_TASK}")
  set(sample 0)
  set(suffix "")
  if(K_SAMPLE)
    set(sample ${K_SAMPLE})
    set(suffix ".s${K_SAMPLE}")
  endif()
  set(records "${KM_RECORDS_DIR}")
  if(K_RECORDS)
    set(records "${K_RECORDS}")
  endif()
  set(spec "${KM_TASK_${t}_SPEC}")
  set(dtype "${KM_TASK_${t}_DTYPE}")
  set(labels ${p} model:${m} category:${KM_TASK_${t}_CATEGORY} op:${KM_TASK_${t}_OP} task:${t} dtype:${dtype}
      sample:${sample} ${K_LABELS})
  set(id "${m}.${p}.${t}${suffix}")
  set(kind "")
  if(K_BASELINE)
    set(kind BASELINE)
  endif()

  get_property(unavailable GLOBAL PROPERTY KM_PLATFORM_${p}_UNAVAILABLE)
  if(unavailable)
    foreach(kind compile correct perf)
      km_skipped_test(${kind}.${id} "platform ${p}: ${unavailable}" "${kind};${labels}")
    endforeach()
    return()
  endif()

  km_add_kernel_module(MODEL ${m} PLATFORM ${p} TASK ${t} SAMPLE ${sample} SOURCE "${K_SOURCE}" ${kind}
                       OUT_TARGET target OUT_MODULE module)
  get_property(pjson GLOBAL PROPERTY KM_PLATFORM_${p}_JSON)

  set(trusted "")
  if(K_BASELINE)
    set(trusted --trusted)  # baselines are ours and call the vendor libraries on purpose
  endif()
  # The candidate's own object files, where the module step compiles any (symbol policy).
  set(objects "")
  get_target_property(type ${target} TYPE)
  if(NOT type STREQUAL "UTILITY")
    set(objects --objects "$<JOIN:$<TARGET_OBJECTS:${target}>,$<COMMA>>")
  endif()
  get_property(abi_ext GLOBAL PROPERTY KM_PLATFORM_${p}_ABI_EXTENSION)
  km_test(NAME compile.${id}
    COMMAND $<TARGET_FILE:kernelmark> compile-test --build-dir "${CMAKE_BINARY_DIR}" --target ${target} --config $<CONFIG> ${trusted}
            ${objects}
            --spec "${spec}" --dtype ${dtype} --platform-file "${pjson}" --model ${m} --sample ${sample}
            --module "${module}" --source "${K_SOURCE}" --header "${KM_ABI_DIR}/${p}/${t}${abi_ext}" --record "${records}/compile.${id}.json"
    # No lock: the test reads the outcome the parallel prebuild captured; only a module that was
    # not prebuilt (or is older than its source) is built by the test itself, under a file lock.
    PROPERTIES LABELS "compile;${labels}" FIXTURES_SETUP km.${id}.compiled TIMEOUT 600)

  # A vendor baseline may state that it does not meet an input variant's contract (oneDNN's relu
  # maps NaN to 0): `// kernelmark-baseline-excludes: <variant>: <why>`. Those cases are left
  # out of its plan, and its record says which and why (no ';' in the why: CMake splits lists
  # there). Candidates cannot do this.
  set(excludes "")
  if(K_BASELINE)
    file(STRINGS "${K_SOURCE}" lines REGEX "kernelmark-baseline-excludes: *[a-z0-9_]+: *.+")
    foreach(line IN LISTS lines)
      string(REGEX REPLACE ".*kernelmark-baseline-excludes: *([a-z0-9_]+): *(.+)" "\\1=\\2" kv "${line}")
      list(APPEND excludes --exclude-variant "${kv}")
    endforeach()
  endif()
  if(K_BASELINE)
    km_baseline_cpu_unusable("${K_SOURCE}" unusable)
    if(unusable)
      km_skipped_test(correct.${id} "baseline ${p}/${t}: ${unusable}" "correct;${labels}" km.${id}.compiled)
      return()
    endif()
  endif()
  get_property(correct_args GLOBAL PROPERTY KM_PLATFORM_${p}_CORRECT_ARGS)
  set(jit_args "")
  if(NOT KM_JIT_CACHE_DIR STREQUAL "off")
    set(jit_args --jit-cache "${KM_JIT_CACHE_DIR}/${id}")
  endif()
  get_property(platform_props GLOBAL PROPERTY KM_PLATFORM_${p}_TEST_PROPERTIES)
  km_test(NAME correct.${id}
    COMMAND $<TARGET_FILE:km-correct-${p}> --spec "${spec}" --dtype ${dtype} --model ${m} --sample ${sample} --module "${module}"
            --record "${records}/correct.${id}.json" --seeds ${KM_SEEDS} --timeout ${KM_CALL_TIMEOUT}
            --budget ${KM_CORRECT_BUDGET} --deadline ${KM_RUNNER_DEADLINE}
            --dump-dir "${KM_DUMP_DIR}/${id}" --cache-dir "${KM_CACHE_DIR}" ${jit_args} ${excludes} ${KM_PRIVATE_ARGS}
            ${correct_args}
    PROPERTIES LABELS "correct;${labels}" FIXTURES_REQUIRED km.${id}.compiled
               FIXTURES_SETUP km.${id}.correct TIMEOUT ${KM_TEST_TIMEOUT}
               SKIP_REGULAR_EXPRESSION "\\[  SKIPPED \\]" ${platform_props})
  if(K_BASELINE)  # the models layout's batches of platform p run after these (KernelMarkTestFiles)
    set_property(GLOBAL APPEND PROPERTY KM_BASELINE_CORRECT_TESTS_${p} correct.${id})
  endif()

  if(K_NO_PERF OR K_BASELINE)
    return()
  endif()
  get_property(perf_unavailable GLOBAL PROPERTY KM_PLATFORM_${p}_PERF_UNAVAILABLE)
  if(perf_unavailable)
    km_skipped_test(perf.${id} "platform ${p}: ${perf_unavailable}" "perf;no-yardstick;${labels}" km.${id}.correct)
    return()
  endif()
  get_property(ext GLOBAL PROPERTY KM_PLATFORM_${p}_EXTENSION)
  get_property(module_ext GLOBAL PROPERTY KM_PLATFORM_${p}_MODULE_EXTENSION)
  set(base_src "${CMAKE_SOURCE_DIR}/platforms/${p}/baselines/${t}${ext}")
  set(baseline_args "")
  set(requires "km.${id}.correct")
  set(yardstick no-yardstick)  # a perf test without a yardstick times the kernel alone
  set(unusable "")
  if(EXISTS "${base_src}")
    km_baseline_cpu_unusable("${base_src}" unusable)
    file(STRINGS "${base_src}" first LIMIT_COUNT 1)
    string(REGEX REPLACE "^// kernelmark-baseline: *" "" label "${first}")
    if(label STREQUAL first)
      set(label "unlabelled baseline")
    endif()
  endif()
  if(unusable)  # the record names the baseline and why it is not timed here
    set(baseline_args --baseline-label "${label}" --baseline-absent "${unusable}")
  elseif(EXISTS "${base_src}")
    set(baseline_args --baseline "${KM_MODULE_DIR}/baseline/${p}/${t}${module_ext}" --baseline-label "${label}")
    set(yardstick yardstick)
    list(APPEND requires "km.baseline.${p}.${t}.correct")
  endif()
  km_torch_yardstick_args(${p} torch_args)
  if(torch_args)
    list(APPEND labels torch-yardstick)
  endif()
  get_property(perf_args GLOBAL PROPERTY KM_PLATFORM_${p}_PERF_ARGS)
  # Without a vendor baseline the task is still timed, against the device's speed of light only.
  get_property(perf_props GLOBAL PROPERTY KM_PLATFORM_${p}_PERF_PROPERTIES)
  km_test(NAME perf.${id}
    COMMAND $<TARGET_FILE:km-perf-${p}> --spec "${spec}" --dtype ${dtype} --model ${m} --sample ${sample} --module "${module}" ${baseline_args}
            ${torch_args}
            --record "${records}/perf.${id}.json" --max-seconds ${KM_PERF_MAX_SECONDS}
            --rel-stderr ${KM_PERF_REL_STDERR} --timeout ${KM_CALL_TIMEOUT} --deadline ${KM_RUNNER_DEADLINE}
            --peaks "${CMAKE_BINARY_DIR}/kernelmark/peaks.json" --cache-dir "${KM_CACHE_DIR}" ${jit_args}
            ${KM_PRIVATE_ARGS} ${perf_args} --benchmark_out=${KM_BENCH_DIR}/${id}.json --benchmark_out_format=json
    PROPERTIES LABELS "perf;${yardstick};${labels}" TIMEOUT ${KM_TEST_TIMEOUT}
               FIXTURES_REQUIRED "${requires}" SKIP_REGULAR_EXPRESSION "\\[  SKIPPED \\]"
               ${platform_props} ${perf_props})
endfunction()

# km_add_drop(MODEL m PLATFORM p DIR d INDEX dir KIND model|fixed [BASELINE] [RECORDS dir] [LABELS ...])
# The drop's tests go to <INDEX>/<p>.cmake, listed in INDEX's CTestTestfile.cmake.
function(km_add_drop)
  cmake_parse_arguments(D "BASELINE" "MODEL;PLATFORM;DIR;RECORDS;INDEX;KIND" "LABELS" ${ARGN})
  get_property(ext GLOBAL PROPERTY KM_PLATFORM_${D_PLATFORM}_EXTENSION)
  file(GLOB files CONFIGURE_DEPENDS "${D_DIR}/*${ext}")
  list(SORT files)
  set(fwd "")
  if(D_BASELINE)
    list(APPEND fwd BASELINE)
  endif()
  if(D_RECORDS)
    list(APPEND fwd RECORDS "${D_RECORDS}")
  endif()
  km_tests_begin(${D_MODEL} "${D_INDEX}" ${D_PLATFORM} ${D_KIND})
  # Anything else in a drop folder would silently go untested: each such file is a failing test.
  file(GLOB others CONFIGURE_DEPENDS "${D_DIR}/*")
  list(REMOVE_ITEM others ${files})
  foreach(f IN LISTS others)
    get_filename_component(fname "${f}" NAME)
    # Notes and shared headers (a baseline's common code) are not drop files.
    if(IS_DIRECTORY "${f}" OR fname MATCHES "^(README.*|\\..*|.*\\.(md|txt|h|hpp|cuh))$")
      continue()
    endif()
    km_test(NAME compile.${D_MODEL}.${D_PLATFORM}.${fname}
      COMMAND $<TARGET_FILE:kernelmark> unknown-drop --file "${f}" --platform ${D_PLATFORM} --extension ${ext}
      PROPERTIES LABELS "compile;${D_PLATFORM};model:${D_MODEL};${D_LABELS}")
  endforeach()
  string(LENGTH "${ext}" ext_len)
  foreach(f IN LISTS files)
    # <task><ext> is sample 0 of a task, <task>.s<k><ext> its sample k (kernelmark import --sample).
    get_filename_component(fname "${f}" NAME)
    string(LENGTH "${fname}" name_len)
    math(EXPR stem_len "${name_len} - ${ext_len}")
    string(SUBSTRING "${fname}" 0 ${stem_len} stem)
    set(task "${stem}")
    set(sample "")
    if(task MATCHES "^(.+)\\.s([1-9][0-9]*)$")
      set(task "${CMAKE_MATCH_1}")
      set(sample SAMPLE ${CMAKE_MATCH_2})
    endif()
    if(NOT task IN_LIST KM_TASKS)
      km_test(NAME compile.${D_MODEL}.${D_PLATFORM}.${stem}
        COMMAND $<TARGET_FILE:kernelmark> unknown-drop --file "${f}" --platform ${D_PLATFORM} --known "see `kernelmark validate` / operators/"
        PROPERTIES LABELS "compile;${D_PLATFORM};model:${D_MODEL};${D_LABELS}")
      continue()
    endif()
    km_add_kernel_tests(MODEL ${D_MODEL} PLATFORM ${D_PLATFORM} TASK ${task} ${sample} SOURCE "${f}" LABELS ${D_LABELS} ${fwd})
  endforeach()
  km_tests_end()
endfunction()

# The drops that are always there: each platform's baselines and its `kernelmark check` drop, in
# the whole tree in any layout (build/kernelmark/ctest/baseline and .../check).
function(km_add_fixed_drops)
  get_property(known GLOBAL PROPERTY KM_PLATFORMS_KNOWN)
  set(index "${CMAKE_BINARY_DIR}/kernelmark/ctest")
  foreach(p IN LISTS known)
    if(EXISTS "${CMAKE_SOURCE_DIR}/platforms/${p}/baselines")
      km_add_drop(MODEL baseline PLATFORM ${p} DIR "${CMAKE_SOURCE_DIR}/platforms/${p}/baselines" BASELINE LABELS baseline
                  INDEX "${index}/baseline" KIND fixed)
    endif()
  endforeach()
  # `kernelmark check` puts one kernel at a time in the build tree's check drop (model "check",
  # label check, records apart from the suite's), runs its tests, and empties it again.
  foreach(p IN LISTS known)
    get_property(unavailable GLOBAL PROPERTY KM_PLATFORM_${p}_UNAVAILABLE)
    if(unavailable)
      continue()
    endif()
    set(check_dir "${CMAKE_BINARY_DIR}/kernelmark/check/${p}")
    file(MAKE_DIRECTORY "${check_dir}")
    km_add_drop(MODEL check PLATFORM ${p} DIR "${check_dir}"
                RECORDS "${CMAKE_BINARY_DIR}/kernelmark/check-records" LABELS check INDEX "${index}/check" KIND fixed)
  endforeach()
endfunction()

# km_add_model_drops(root [RECORDS dir]): every generated/<model>/<platform>/ under root. With
# RECORDS (drops kept in the build tree), the records go there, apart from the suite's.
# Each model's tests are listed in a CTest folder of their own, build/kernelmark/ctest/<model>
# (build-tree drops: kernelmark/ctest-drops/<model>): `ctest --test-dir` there loads only them.
# What the whole tree loads: KM_CTEST_LAYOUT (KernelMarkTestFiles.cmake).
function(km_add_model_drops root)
  cmake_parse_arguments(R "" "RECORDS" "" ${ARGN})
  set(fwd "")
  set(indexes "${CMAKE_BINARY_DIR}/kernelmark/ctest")
  if(R_RECORDS)
    set(fwd RECORDS "${R_RECORDS}")
    set(indexes "${CMAKE_BINARY_DIR}/kernelmark/ctest-drops")
  endif()
  file(GLOB models LIST_DIRECTORIES true CONFIGURE_DEPENDS "${root}/*")
  list(SORT models)
  foreach(mdir IN LISTS models)
    if(NOT IS_DIRECTORY "${mdir}")
      continue()
    endif()
    get_filename_component(model "${mdir}" NAME)
    if(KM_MODELS AND NOT model IN_LIST KM_MODELS AND NOT R_RECORDS)  # build-tree drops: always
      continue()
    endif()
    if(NOT model MATCHES "^[A-Za-z0-9_.-]+$" OR model STREQUAL "baseline" OR model STREQUAL "check")
      message(WARNING "generated/${model}: model folder names are [A-Za-z0-9_.-]+ and not 'baseline' or 'check'; skipped")
      continue()
    endif()
    km_add_model_platforms(${model} "${mdir}" "${indexes}/${model}" ${fwd})
  endforeach()
endfunction()

# km_add_model_platforms(model mdir index [RECORDS dir]): the drops of one model,
# generated/<model>/<p>/, their tests listed in <index>.
function(km_add_model_platforms model mdir index)
  cmake_parse_arguments(R "" "RECORDS" "" ${ARGN})
  get_property(known GLOBAL PROPERTY KM_PLATFORMS_KNOWN)
  set(fwd "")
  if(R_RECORDS)
    set(fwd RECORDS "${R_RECORDS}")
  endif()
  if(R_RECORDS AND IS_DIRECTORY "${CMAKE_SOURCE_DIR}/generated/${model}")
    message(WARNING "${mdir}: generated/${model} exists too; model names must be unique; skipped")
    return()
  endif()
  file(GLOB pdirs LIST_DIRECTORIES true CONFIGURE_DEPENDS "${mdir}/*")
  foreach(pdir IN LISTS pdirs)
    if(NOT IS_DIRECTORY "${pdir}")
      continue()
    endif()
    get_filename_component(p "${pdir}" NAME)
    if(NOT p IN_LIST known)
      km_tests_begin(${model} "${index}" ${p} model)
      km_test(NAME drop.${model}.${p} COMMAND ${CMAKE_COMMAND} -E echo
              "[  SKIPPED ] generated/${model}/${p}: platform '${p}' is not part of this build"
              PROPERTIES LABELS "${p};model:${model}" SKIP_REGULAR_EXPRESSION "\\[  SKIPPED \\]")
      km_tests_end()
      continue()
    endif()
    km_add_drop(MODEL ${model} PLATFORM ${p} DIR "${pdir}" INDEX "${index}" KIND model ${fwd})
  endforeach()
endfunction()

# km_torch_yardstick_args(platform out_var): the perf runner's torch yardstick options for the
# platform: they run in platform triton's worker (the Python host), on the device the platform's
# platform.json names as torch_device. Where that worker is not built, the yardsticks are asked for
# all the same and the record says why they are absent.
function(km_torch_yardstick_args p out)
  get_property(device GLOBAL PROPERTY KM_PLATFORM_${p}_TORCH_DEVICE)
  set(args "")
  if(device AND KM_TORCH_YARDSTICKS)
    list(JOIN KM_TORCH_YARDSTICKS "," modes)
    if(TARGET km-worker-triton)
      set(args --yardsticks ${modes} --torch-worker $<TARGET_FILE:km-worker-triton> --torch-device ${device}
               --yardstick-departures "${KM_YARDSTICK_DEPARTURES_FILE}")
    else()
      get_property(why GLOBAL PROPERTY KM_PLATFORM_triton_UNAVAILABLE)
      if(NOT why)
        set(why "platform triton is not part of this build (KM_PLATFORMS)")
      endif()
      set(args --yardsticks ${modes} --yardsticks-absent "the torch yardsticks run in platform triton's Python host: ${why}")
    endif()
  endif()
  set(${out} "${args}" PARENT_SCOPE)
endfunction()
