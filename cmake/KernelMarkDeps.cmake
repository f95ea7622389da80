# SPDX-License-Identifier: Apache-2.0
# Dependencies come from the system (Debian packages, see .ci/run); nothing is vendored or
# downloaded at build time.
find_package(GTest REQUIRED)
find_package(benchmark REQUIRED)
find_package(nlohmann_json 3.10 REQUIRED)
find_package(fmt REQUIRED)
find_package(Threads REQUIRED)
