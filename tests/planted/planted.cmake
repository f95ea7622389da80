# SPDX-License-Identifier: Apache-2.0
# Planted kernels: tests/planted/<platform>/<task>.<VERDICT>[-variant]<ext>. Each is built like any
# drop and run through the same compile test and correctness runner; the self-test
# selftest.planted.<platform>.<file> asserts the final verdict is exactly <VERDICT>.
# Where the platform cannot run here (cuda without a GPU), a runtime verdict cannot be observed:
# that self-test reports SKIPPED with the platform's reason, except <task>.SKIPPED files, which
# assert exactly that (and PASS where the device is present).
get_property(_km_planted_platforms GLOBAL PROPERTY KM_PLATFORMS_ENABLED)
foreach(p IN LISTS _km_planted_platforms)
  get_property(ext GLOBAL PROPERTY KM_PLATFORM_${p}_EXTENSION)
  get_property(pjson GLOBAL PROPERTY KM_PLATFORM_${p}_JSON)
  file(GLOB planted CONFIGURE_DEPENDS "${CMAKE_CURRENT_LIST_DIR}/${p}/*${ext}")
  foreach(f IN LISTS planted)
    get_filename_component(fname "${f}" NAME)
    string(REGEX MATCH "^([a-z0-9_]+)\\.([A-Z_]+)(-[a-z0-9_]+)?${ext}$" ok "${fname}")
    if(NOT ok)
      message(FATAL_ERROR "${f}: planted kernels are named <task>.<VERDICT>[-variant]${ext}")
    endif()
    set(task "${CMAKE_MATCH_1}")
    set(expect "${CMAKE_MATCH_2}")
    string(TOLOWER "planted-${expect}${CMAKE_MATCH_3}" model)
    string(REPLACE "_" "-" model "${model}")
    km_add_kernel_module(MODEL ${model} PLATFORM ${p} TASK ${task} SOURCE "${f}"
                         OUT_TARGET target OUT_MODULE module)
    add_test(NAME selftest.planted.${p}.${fname}
      COMMAND ${CMAKE_COMMAND}
        -DKERNELMARK=$<TARGET_FILE:kernelmark> -DCORRECT=$<TARGET_FILE:km-correct-${p}>
        -DBUILD_DIR=${CMAKE_BINARY_DIR} -DTARGET=${target} -DSPEC=${KM_TASK_${task}_SPEC}
        -DDTYPE=${KM_TASK_${task}_DTYPE} -DPLATFORM_FILE=${pjson} -DMODEL=${model} -DMODULE=${module}
        -DSOURCE=${f} -DRECORDS=${CMAKE_BINARY_DIR}/kernelmark/selftest-records -DEXPECT=${expect}
        -P "${CMAKE_CURRENT_LIST_DIR}/expect_verdict.cmake")
    # It builds in the shared tree, like the compile tests.
    set_tests_properties(selftest.planted.${p}.${fname} PROPERTIES LABELS "selftest;planted"
      RESOURCE_LOCK km_build_tree TIMEOUT 300 SKIP_REGULAR_EXPRESSION "\\[  SKIPPED \\]")
  endforeach()
endforeach()
