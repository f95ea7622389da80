// SPDX-License-Identifier: Apache-2.0
// SHA-256 (FIPS 180-4) for content identities: spec, reference, module and cache entries.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace km {

class Sha256 {
 public:
  Sha256();
  Sha256& update(const void* data, size_t bytes);
  Sha256& update(std::string_view s) { return update(s.data(), s.size()); }
  /// Lower-case hex digest; the object must not be updated afterwards.
  std::string hex();

 private:
  void block(const unsigned char* p);
  std::array<uint32_t, 8> h_;
  unsigned char buf_[64];
  size_t used_ = 0;
  uint64_t total_ = 0;
};

std::string sha256_hex(std::string_view data);
/// Digest of a file's bytes; throws std::runtime_error naming the file when it cannot be read.
std::string sha256_file(const std::filesystem::path& file);

}  // namespace km
