// SPDX-License-Identifier: Apache-2.0
#include "core/paths.hpp"

#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace km {

namespace fs = std::filesystem;

fs::path executable_dir() {
  return fs::read_symlink("/proc/self/exe").parent_path();
}

fs::path worker_path(const std::string& platform) {
  return executable_dir() / ("km-worker-" + platform);
}

ScratchDir::ScratchDir() {
  fs::path base;
  if (const char* s = std::getenv("KM_SCRATCH"); s && *s)
    base = s;
  else if (fs::is_directory("/dev/shm") && ::access("/dev/shm", W_OK) == 0)
    base = "/dev/shm";
  else
    base = fs::temp_directory_path();
  std::string templ = (base / "kernelmark-XXXXXX").string();
  if (!::mkdtemp(templ.data()))
    throw std::runtime_error("cannot create a scratch folder under " + base.string() + ": " +
                             std::strerror(errno));
  path_ = templ;
}

ScratchDir::~ScratchDir() {
  std::error_code ec;
  fs::remove_all(path_, ec);
}

}  // namespace km
