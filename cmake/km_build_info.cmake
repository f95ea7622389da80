# SPDX-License-Identifier: Apache-2.0
# Run at build time (target km_build_info): writes the harness's identity for records, the
# commit the tree was built from and whether it had local changes, merged with the configure-time
# toolchains (CONFIG). Rewrites OUT only when it changes, so nothing rebuilds for it.
#   cmake -DSOURCE_DIR=... -DCONFIG=build_config.json -DOUT=build_info.json -P km_build_info.cmake
set(commit "unknown")
set(dirty "false")
find_program(GIT git)
if(GIT AND EXISTS "${SOURCE_DIR}/.git")
  execute_process(COMMAND "${GIT}" -C "${SOURCE_DIR}" rev-parse HEAD OUTPUT_VARIABLE out
                  RESULT_VARIABLE rc OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  if(rc EQUAL 0)
    set(commit "${out}")
    execute_process(COMMAND "${GIT}" -C "${SOURCE_DIR}" status --porcelain --untracked-files=no
                    OUTPUT_VARIABLE changes ERROR_QUIET)
    if(changes)
      set(dirty "true")
    endif()
  endif()
endif()
file(READ "${CONFIG}" config)
string(JSON text SET "${config}" harness_commit "\"${commit}\"")
string(JSON text SET "${text}" harness_dirty "${dirty}")
set(old "")
if(EXISTS "${OUT}")
  file(READ "${OUT}" old)
endif()
if(NOT old STREQUAL text)
  file(WRITE "${OUT}" "${text}")
endif()
