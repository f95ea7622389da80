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
# The harness's own sources, hashed whatever git says: a copy without its history (a device
# machine's working tree) or with local changes is still identified exactly.
file(GLOB_RECURSE tree RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/src/*" "${SOURCE_DIR}/cmake/*"
     "${SOURCE_DIR}/references/*" "${SOURCE_DIR}/platforms/*/runtime/*"
     "${SOURCE_DIR}/platforms/*/platform.*" "${SOURCE_DIR}/CMakeLists.txt")
list(SORT tree)
set(all "")
foreach(f IN LISTS tree)
  file(SHA256 "${SOURCE_DIR}/${f}" h)
  string(APPEND all "${f} ${h}\n")
endforeach()
string(SHA256 tree_sha "${all}")
file(READ "${CONFIG}" config)
string(JSON text SET "${config}" harness_commit "\"${commit}\"")
string(JSON text SET "${text}" harness_dirty "${dirty}")
string(JSON text SET "${text}" harness_tree_sha256 "\"${tree_sha}\"")
include("${CMAKE_CURRENT_LIST_DIR}/km_write_if_changed.cmake")
km_write_if_changed("${OUT}" "${text}")
