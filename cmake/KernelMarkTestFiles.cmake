# SPDX-License-Identifier: Apache-2.0
# Drop tests are written to CTest files of our own instead of add_test: one file per drop,
# build/kernelmark/ctest/<model>/<platform>.cmake, and one index per model beside them
# (CTestTestfile.cmake), so `ctest --test-dir build/kernelmark/ctest/<model>` loads one model's
# tests. Why: CTest's set_tests_properties looks each test up among all tests loaded so far, so
# loading grows with the square of their number (21 models of the whole catalogue, 97,210 tests:
# `ctest -N` 116-155 s on the 2-core box; 20,000 tests 3 s; benchmarks/ctest_registration.sh).
#
# Which tests the whole tree (`ctest --test-dir build`) loads, KM_CTEST_LAYOUT:
#   tasks   every drop test, per task (the top directory includes every model's index);
#   models  per model and platform one test, drops.<model>.<platform>, that runs that model's
#           tests of the platform (cmake/km_model_batch.cmake); per task in the model's index;
#   auto    tasks while the models' tests number at most KM_CTEST_TASKS_MAX, else models.
# The baselines' and the check drop's tests are always in the whole tree, per task.
set(KM_CTEST_LAYOUT "auto" CACHE STRING "Drop tests in the whole tree: tasks, models (one per model and platform) or auto")
set_property(CACHE KM_CTEST_LAYOUT PROPERTY STRINGS auto tasks models)
# 15,000: the whole tree then loads in about 2-3 s on the 2-core box (12,446 tests, 1.5 s).
set(KM_CTEST_TASKS_MAX 15000 CACHE STRING "KM_CTEST_LAYOUT=auto: the most model tests registered per task in the whole tree")
set(KM_TEST_FILES_CMAKE_DIR "${CMAKE_CURRENT_LIST_DIR}")  # km_write_if_changed, km_model_batch

# km_append_once(<global list property> <value> <var>): appends the value unless the list holds
# it; <var> is set to TRUE when it did.
function(km_append_once prop value var)
  get_property(list GLOBAL PROPERTY ${prop})
  set(${var} FALSE PARENT_SCOPE)
  if(NOT value IN_LIST list)
    set_property(GLOBAL APPEND PROPERTY ${prop} "${value}")
    set(${var} TRUE PARENT_SCOPE)
  endif()
endfunction()

# km_tests_begin(owner dir platform kind): the tests that follow (km_test) go to
# <dir>/<platform>.cmake; <dir> is the owner's (a model's, or baseline/check) index folder; kind is
# model or fixed (km_tests_finish).
function(km_tests_begin owner dir platform kind)
  km_append_once(KM_TEST_OWNERS "${owner}" added)
  if(added)
    set_property(GLOBAL PROPERTY KM_TEST_OWNER_${owner}_DIR "${dir}")
    set_property(GLOBAL PROPERTY KM_TEST_OWNER_${owner}_KIND "${kind}")
  endif()
  km_append_once(KM_TEST_OWNER_${owner}_PLATFORMS "${platform}" added)
  set_property(GLOBAL PROPERTY KM_TEST_CURRENT "${owner};${dir}/${platform}.cmake")
  set_property(GLOBAL PROPERTY KM_TEST_TEXT "")
endfunction()

# km_test(NAME n COMMAND args... [PROPERTIES key value ...]): add_test and set_tests_properties
# as CTest reads them, into the current file. Generator expressions are evaluated when the file is
# generated (file(GENERATE)); targets are named with $<TARGET_FILE:...>.
function(km_test)
  cmake_parse_arguments(PARSE_ARGV 0 T "" "NAME" "COMMAND;PROPERTIES")
  get_property(current GLOBAL PROPERTY KM_TEST_CURRENT)
  if(NOT current)
    message(FATAL_ERROR "km_test(${T_NAME}): no km_tests_begin before it")
  endif()
  set(text "add_test([==[${T_NAME}]==]")
  foreach(arg IN LISTS T_COMMAND)
    if(arg MATCHES "]==]")
      message(FATAL_ERROR "test ${T_NAME}: an argument holds ']==]': ${arg}")
    endif()
    string(APPEND text " [==[${arg}]==]")
  endforeach()
  string(APPEND text ")\n")
  # A key given twice keeps its last value, as set_tests_properties does at configure time (CTest
  # itself would append: two RESOURCE_GROUPS would become two groups).
  set(keys "")
  set(key "")
  foreach(arg IN LISTS T_PROPERTIES)
    if(key STREQUAL "")
      set(key "${arg}")
      continue()
    endif()
    if(NOT key IN_LIST keys)
      list(APPEND keys "${key}")
    endif()
    set(value_${key} "${arg}")
    set(key "")
  endforeach()
  if(NOT key STREQUAL "")
    message(FATAL_ERROR "test ${T_NAME}: property ${key} has no value")
  endif()
  if(keys)
    string(APPEND text "set_tests_properties([==[${T_NAME}]==] PROPERTIES")
    foreach(key IN LISTS keys)
      string(APPEND text " ${key} [==[${value_${key}}]==]")
    endforeach()
    string(APPEND text ")\n")
  endif()
  # A property appended as a string grows in place; a variable is copied whole at every append.
  set_property(GLOBAL APPEND_STRING PROPERTY KM_TEST_TEXT "${text}")
  list(GET current 0 owner)
  get_property(count GLOBAL PROPERTY KM_TEST_OWNER_${owner}_COUNT)
  math(EXPR count "0${count} + 1")  # (not `n`: if() reads N as a false constant)
  set_property(GLOBAL PROPERTY KM_TEST_OWNER_${owner}_COUNT ${count})
endfunction()

# km_tests_end(): writes the current file (at generate time) and lists it in its owner's index.
function(km_tests_end)
  get_property(current GLOBAL PROPERTY KM_TEST_CURRENT)
  list(GET current 0 owner)
  list(GET current 1 file)
  get_property(text GLOBAL PROPERTY KM_TEST_TEXT)
  file(GENERATE OUTPUT "${file}" CONTENT "# Generated by cmake/KernelMarkTestFiles.cmake\n${text}")
  km_append_once(KM_TEST_OWNER_${owner}_FILES "${file}" added)
  set_property(GLOBAL PROPERTY KM_TEST_CURRENT "")
  set_property(GLOBAL PROPERTY KM_TEST_TEXT "")
endfunction()

# km_tests_finish(): every owner's index, the layout, and what the whole tree includes. Called once,
# after every drop is registered.
function(km_tests_finish)
  include("${KM_TEST_FILES_CMAKE_DIR}/km_write_if_changed.cmake")
  get_property(owners GLOBAL PROPERTY KM_TEST_OWNERS)
  set(model_tests 0)
  set(models "")
  foreach(owner IN LISTS owners)
    get_property(dir GLOBAL PROPERTY KM_TEST_OWNER_${owner}_DIR)
    get_property(kind GLOBAL PROPERTY KM_TEST_OWNER_${owner}_KIND)
    get_property(files GLOBAL PROPERTY KM_TEST_OWNER_${owner}_FILES)
    get_property(count GLOBAL PROPERTY KM_TEST_OWNER_${owner}_COUNT)
    set(index "# Generated by cmake/KernelMarkTestFiles.cmake: the tests of ${owner}\n")
    foreach(f IN LISTS files)
      string(APPEND index "include([==[${f}]==])\n")
    endforeach()
    km_write_if_changed("${dir}/CTestTestfile.cmake" "${index}")
    if(kind STREQUAL "model")
      list(APPEND models "${owner}")
      math(EXPR model_tests "${model_tests} + 0${count}")
    endif()
  endforeach()
  set(layout "${KM_CTEST_LAYOUT}")
  if(layout STREQUAL "auto")
    set(layout tasks)
    if(model_tests GREATER KM_CTEST_TASKS_MAX)
      set(layout models)
    endif()
  elseif(NOT layout MATCHES "^(tasks|models)$")
    message(FATAL_ERROR "KM_CTEST_LAYOUT: '${KM_CTEST_LAYOUT}' is not auto, tasks or models")
  endif()
  list(LENGTH models n_models)
  set(batched "")
  foreach(owner IN LISTS owners)
    get_property(dir GLOBAL PROPERTY KM_TEST_OWNER_${owner}_DIR)
    get_property(kind GLOBAL PROPERTY KM_TEST_OWNER_${owner}_KIND)
    if(layout STREQUAL "tasks" OR NOT kind STREQUAL "model")
      set_property(DIRECTORY "${CMAKE_SOURCE_DIR}" APPEND PROPERTY TEST_INCLUDE_FILES "${dir}/CTestTestfile.cmake")
    else()
      km_add_model_batches(${owner} "${dir}")
      string(APPEND batched "${dir}\n")
    endif()
  endforeach()
  # ctest/suite.cmake runs each listed model's tests in its own folder (models layout).
  km_write_if_changed("${CMAKE_BINARY_DIR}/kernelmark/ctest-batched-models.txt" "${batched}")
  if(layout STREQUAL "models")
    message(STATUS "KernelMark: ${model_tests} tests of ${n_models} models: the whole tree runs each model's "
                   "tests of a platform as one test (drops.<model>.<platform>; KM_CTEST_LAYOUT); "
                   "per task: ctest --test-dir ${CMAKE_BINARY_DIR}/kernelmark/ctest/<model>")
  endif()
endfunction()

# The models layout's tests of the whole tree: per platform of the model, one that runs its tests
# there, one batch at a time (each runs its own tests in parallel), after the platform's baselines'
# correctness tests when those run too (DEPENDS orders, it does not require: a baseline that fails
# must not keep every model's correctness tests from running. A perf test then times that baseline
# anyway and its checked timed outputs cost the shape its speedup, as perf_main records. Selecting
# a batch alone, `ctest -R drops.m.p`, does not pull the baselines in; in the tasks layout a perf
# test requires its baseline's fixture.)
function(km_add_model_batches model dir)
  get_property(platforms GLOBAL PROPERTY KM_TEST_OWNER_${model}_PLATFORMS)
  foreach(p IN LISTS platforms)
    get_property(baseline_tests GLOBAL PROPERTY KM_BASELINE_CORRECT_TESTS_${p})
    add_test(NAME drops.${model}.${p}
      COMMAND ${CMAKE_COMMAND} -DDIR=${dir} -DPLATFORM=${p} -DMODEL=${model}
              -P "${KM_TEST_FILES_CMAKE_DIR}/km_model_batch.cmake")
    set_tests_properties(drops.${model}.${p} PROPERTIES LABELS "${p};model:${model};model-batch"
      RUN_SERIAL TRUE SKIP_REGULAR_EXPRESSION "\\[  SKIPPED \\]" TIMEOUT 86400)
    if(baseline_tests)
      set_tests_properties(drops.${model}.${p} PROPERTIES DEPENDS "${baseline_tests}")
    endif()
  endforeach()
endfunction()
