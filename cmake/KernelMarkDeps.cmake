# SPDX-License-Identifier: Apache-2.0
# Dependencies come from the system (Debian packages, see .ci/run); nothing is vendored or
# downloaded at build time.
find_package(GTest REQUIRED)
find_package(benchmark REQUIRED)
find_package(nlohmann_json 3.10 REQUIRED)
find_package(fmt REQUIRED)
find_package(Threads REQUIRED)

# libseccomp: the worker's run-time sandbox (src/worker/sandbox.cpp). A machine with only the
# runtime (libseccomp.so.2, no headers) can build against headers copied elsewhere:
# -DKM_SECCOMP_INCLUDE_DIR=/path/to/include (the folder holding seccomp.h).
find_path(KM_SECCOMP_INCLUDE_DIR NAMES seccomp.h DOC "Folder holding libseccomp's seccomp.h")
find_library(KM_SECCOMP_LIBRARY NAMES seccomp libseccomp.so.2 DOC "libseccomp")
if(NOT KM_SECCOMP_INCLUDE_DIR OR NOT KM_SECCOMP_LIBRARY)
  message(FATAL_ERROR "libseccomp not found (header: ${KM_SECCOMP_INCLUDE_DIR}, library: "
    "${KM_SECCOMP_LIBRARY}); the worker's sandbox needs it. On Debian/Ubuntu: "
    "apt-get install libseccomp-dev. With only the runtime libseccomp.so.2 installed, point "
    "-DKM_SECCOMP_INCLUDE_DIR at a folder holding seccomp.h (and seccomp-syscalls.h).")
endif()
add_library(km_seccomp UNKNOWN IMPORTED)
set_target_properties(km_seccomp PROPERTIES IMPORTED_LOCATION "${KM_SECCOMP_LIBRARY}"
  INTERFACE_INCLUDE_DIRECTORIES "${KM_SECCOMP_INCLUDE_DIR}")
