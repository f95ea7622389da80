# SPDX-License-Identifier: Apache-2.0
# km_write_if_changed(<file> <text>): writes only when the content differs, so generated files
# that did not change do not trigger rebuilds. Included by the build-time scripts.
function(km_write_if_changed file text)
  set(old "")
  if(EXISTS "${file}")
    file(READ "${file}" old)
  endif()
  if(NOT EXISTS "${file}" OR NOT old STREQUAL text)
    file(WRITE "${file}" "${text}")
  endif()
endfunction()
