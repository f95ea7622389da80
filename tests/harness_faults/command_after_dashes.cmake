# SPDX-License-Identifier: Apache-2.0
# For `cmake -D... -P script.cmake -- cmd args...`: sets `cmd` to the words after `--`.
set(cmd "")
set(_after FALSE)
math(EXPR _last "${CMAKE_ARGC} - 1")
foreach(_i RANGE ${_last})
  if(_after)
    list(APPEND cmd "${CMAKE_ARGV${_i}}")
  elseif(CMAKE_ARGV${_i} STREQUAL "--")
    set(_after TRUE)
  endif()
endforeach()
