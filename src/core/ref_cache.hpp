// SPDX-License-Identifier: Apache-2.0
// The expected-output cache: reference results (in double) stored by content address, so every
// model, sample and build tree pointing at the same folder computes a case's reference once per
// machine. The address covers everything the result depends on: the spec's and the reference's
// SHA-256, dtype, sizes and params, seed and input variant. Every entry carries a SHA-256 of its
// bytes; one that does not match (truncated, corrupt, another format) is recomputed and replaced,
// never trusted.
#pragma once

#include <filesystem>
#include <functional>
#include <mutex>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/reference.hpp"
#include "core/spec.hpp"

namespace km {

class ReferenceCache {
 public:
  /// An empty folder disables the cache (every get() computes).
  explicit ReferenceCache(std::filesystem::path dir);

  /// The expected outputs stored under `key`, or those `compute` gives (then stored).
  std::vector<RefTensor> get(const std::string& key,
                             const std::function<std::vector<RefTensor>()>& compute);

  struct Stats {
    int hits = 0, misses = 0, rejected = 0, write_errors = 0;
  };
  Stats stats() const;
  const std::filesystem::path& dir() const { return dir_; }
  /// For records: the folder and the counts.
  nlohmann::json to_json() const;

  /// The folder a runner uses: $KM_CACHE_DIR if set ("off" disables), else `configured`.
  static std::filesystem::path resolve_dir(const std::string& configured);

 private:
  std::filesystem::path file_of(const std::string& key) const;
  std::filesystem::path dir_;
  mutable std::mutex mu_;
  Stats stats_;
};

/// The content address of one case's expected outputs.
std::string reference_key(const Task& task, const std::string& spec_sha256, const Bindings& values,
                          uint64_t seed, const std::string& variant);

}  // namespace km
