# SPDX-License-Identifier: Apache-2.0
# Planted kernels, each asserted to get exactly one verdict:
#   tests/planted/<platform>/<task>.<VERDICT>[-variant]<ext>  one or more per verdict;
#   tests/cheats/<platform>/<task>.<VERDICT>-<cheat><ext>     the cheat modes of docs/cheats.md;
#   tests/wrong/<platform>/<task>.<VERDICT>-<defect><ext>    plausible wrong kernels (and honest
#                                                             twins: <task>.PASS-<name>) that
#                                                             prove the inputs and checks discriminate.
# Each is built like any drop and run through the same compile test, correctness runner and, when
# those pass, the perf runner (where caching and timing cheats show); the self-test
# selftest.<kind>.<platform>.<file> asserts the final verdict is exactly <VERDICT>.
# Where the platform cannot run here (cuda without a GPU), a runtime verdict cannot be observed:
# that self-test reports SKIPPED with the platform's reason, except <task>.SKIPPED files, which
# assert exactly that (and PASS where the device is present).
get_property(_km_planted_platforms GLOBAL PROPERTY KM_PLATFORMS_ENABLED)
foreach(kind IN ITEMS planted cheats wrong)
  foreach(p IN LISTS _km_planted_platforms)
    get_property(ext GLOBAL PROPERTY KM_PLATFORM_${p}_EXTENSION)
    get_property(pjson GLOBAL PROPERTY KM_PLATFORM_${p}_JSON)
    file(GLOB planted CONFIGURE_DEPENDS "${CMAKE_CURRENT_LIST_DIR}/../${kind}/${p}/*${ext}")
    foreach(f IN LISTS planted)
      get_filename_component(fname "${f}" NAME)
      string(REGEX MATCH "^([a-z0-9_]+)\\.([A-Z_]+)(-[a-z0-9_]+)?${ext}$" ok "${fname}")
      if(NOT ok)
        message(FATAL_ERROR "${f}: planted kernels are named <task>.<VERDICT>[-variant]${ext}")
      endif()
      set(task "${CMAKE_MATCH_1}")
      set(expect "${CMAKE_MATCH_2}")
      # The task is part of the model name: two kernels with the same verdict and defect name for
      # different tasks must not share records.
      string(TOLOWER "${kind}-${task}-${expect}${CMAKE_MATCH_3}" model)
      string(REPLACE "_" "-" model "${model}")
      km_add_kernel_module(MODEL ${model} PLATFORM ${p} TASK ${task} SOURCE "${f}"
                           OUT_TARGET target OUT_MODULE module)
      set(name selftest.${kind}.${p}.${fname})
      # Object files exist where the module step compiles (symbol policy); a checker has none.
      get_target_property(type ${target} TYPE)
      set(objects "")
      if(NOT type STREQUAL "UTILITY")
        set(objects "$<JOIN:$<TARGET_OBJECTS:${target}>,$<COMMA>>")
      endif()
      get_property(abi_ext GLOBAL PROPERTY KM_PLATFORM_${p}_ABI_EXTENSION)
      # The platform's own runner limits (triton's interpreter: no bench set), space-separated
      # (a ';' would split the argument); no perf stage where the platform's perf is SKIPPED.
      get_property(correct_args GLOBAL PROPERTY KM_PLATFORM_${p}_CORRECT_ARGS)
      string(JOIN " " correct_args ${correct_args})
      get_property(perf_unavailable GLOBAL PROPERTY KM_PLATFORM_${p}_PERF_UNAVAILABLE)
      set(perf "$<TARGET_FILE:km-perf-${p}>")
      if(perf_unavailable)
        set(perf "")
      endif()
      add_test(NAME ${name}
        COMMAND ${CMAKE_COMMAND}
          -DKERNELMARK=$<TARGET_FILE:kernelmark> -DCORRECT=$<TARGET_FILE:km-correct-${p}>
          -DPERF=${perf} "-DCORRECT_ARGS=${correct_args}" "-DOBJECTS=${objects}"
          -DBUILD_DIR=${CMAKE_BINARY_DIR} -DTARGET=${target} -DSPEC=${KM_TASK_${task}_SPEC}
          -DDTYPE=${KM_TASK_${task}_DTYPE} -DPLATFORM_FILE=${pjson} -DMODEL=${model} -DMODULE=${module}
          -DSOURCE=${f} -DHEADER=${KM_ABI_DIR}/${p}/${task}${abi_ext} -DRECORDS=${CMAKE_BINARY_DIR}/kernelmark/selftest-records/${p} -DEXPECT=${expect}
          -P "${CMAKE_CURRENT_LIST_DIR}/expect_verdict.cmake")
      # Prebuilt by km_selftest_modules (ctest/selftest.cmake); a module that was not is built by
      # its test under the build tree's file lock.
      set_tests_properties(${name} PROPERTIES LABELS "selftest;${kind};${p}"
        TIMEOUT 300 SKIP_REGULAR_EXPRESSION "\\[  SKIPPED \\]")
      if(NOT TARGET km_selftest_modules)
        add_custom_target(km_selftest_modules)
      endif()
      add_dependencies(km_selftest_modules ${target})
      # A planted kernel may reach the perf stage: on a GPU it gets the perf tests' resources (the
      # GPU alone); cpu planted tests keep running side by side (not RUN_SERIAL), as before.
      get_property(tprops GLOBAL PROPERTY KM_PLATFORM_${p}_TEST_PROPERTIES)
      get_property(pprops GLOBAL PROPERTY KM_PLATFORM_${p}_PERF_PROPERTIES)
      if(NOT pprops MATCHES "RESOURCE_GROUPS")
        set(pprops "")
      endif()
      if(tprops OR pprops)
        set_tests_properties(${name} PROPERTIES ${tprops} ${pprops})
      endif()
    endforeach()
  endforeach()
endforeach()
