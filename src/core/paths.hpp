// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <filesystem>
#include <string>

namespace km {

/// Folder of the running executable: workers are found beside the runners and the CLI.
std::filesystem::path executable_dir();
/// The platform's worker beside the running executable: km-worker-<platform>.
std::filesystem::path worker_path(const std::string& platform);

/// A private scratch folder (under $KM_SCRATCH, else /dev/shm, else the temp dir), removed with
/// everything in it when this goes out of scope.
class ScratchDir {
 public:
  ScratchDir();
  ~ScratchDir();
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

}  // namespace km
