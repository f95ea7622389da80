// SPDX-License-Identifier: Apache-2.0
#include "core/ref_cache.hpp"

#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <algorithm>

#include "core/reference_registry.hpp"
#include "core/sha256.hpp"

namespace km {

namespace {
// Bumped whenever the entry layout or the input generator changes what a key stands for.
// 03: paired normals; 04: selection keys; 05: alternative answers
constexpr char kMagic[8] = {'K', 'M', 'R', 'E', 'F', '0', '5', '\n'};

template <class T>
void put(std::string& out, T v) {
  out.append(reinterpret_cast<const char*>(&v), sizeof v);
}
template <class T>
bool take(const std::string& in, size_t& at, T& v) {
  if (at + sizeof v > in.size()) return false;
  std::memcpy(&v, in.data() + at, sizeof v);
  at += sizeof v;
  return true;
}

std::string serialize(const std::string& key, const std::vector<RefTensor>& outs) {
  std::string b(kMagic, sizeof kMagic);
  b += key;
  put(b, static_cast<uint32_t>(outs.size()));
  for (const RefTensor& t : outs) {
    put(b, static_cast<uint32_t>(t.shape.size()));
    for (int64_t d : t.shape) put(b, d);
    put(b, static_cast<uint64_t>(t.values.size()));
    b.append(reinterpret_cast<const char*>(t.values.data()), t.values.size() * sizeof(double));
    put(b, static_cast<uint64_t>(t.scale.size()));
    b.append(reinterpret_cast<const char*>(t.scale.data()), t.scale.size() * sizeof(double));
    for (const std::vector<double>* v : {&t.key, &t.alt, &t.alt_key}) {
      put(b, static_cast<uint64_t>(v->size()));
      b.append(reinterpret_cast<const char*>(v->data()), v->size() * sizeof(double));
    }
  }
  b += sha256_hex(b);
  return b;
}

/// The outputs stored in `bytes`, if it is a whole, uncorrupted entry for `key`.
std::optional<std::vector<RefTensor>> parse(const std::string& bytes, const std::string& key) {
  const size_t head = sizeof kMagic + key.size();
  if (bytes.size() < head + 4 + 64 || std::memcmp(bytes.data(), kMagic, sizeof kMagic) != 0 ||
      bytes.compare(sizeof kMagic, key.size(), key) != 0)
    return std::nullopt;
  const size_t body = bytes.size() - 64;
  if (sha256_hex(std::string_view(bytes.data(), body)) != bytes.substr(body)) return std::nullopt;
  size_t at = head;
  uint32_t n = 0;
  if (!take(bytes, at, n) || n > 64) return std::nullopt;
  std::vector<RefTensor> outs(n);
  for (RefTensor& t : outs) {
    uint32_t rank = 0;
    uint64_t count = 0;
    if (!take(bytes, at, rank) || rank > 16) return std::nullopt;
    t.shape.resize(rank);
    for (int64_t& d : t.shape)
      if (!take(bytes, at, d)) return std::nullopt;
    if (!take(bytes, at, count) || at + count * sizeof(double) > body) return std::nullopt;
    t.values.resize(count);
    std::memcpy(t.values.data(), bytes.data() + at, count * sizeof(double));
    at += count * sizeof(double);
    uint64_t scaled = 0;
    if (!take(bytes, at, scaled) || (scaled != 0 && scaled != count) ||
        at + scaled * sizeof(double) > body)
      return std::nullopt;
    t.scale.resize(scaled);
    std::memcpy(t.scale.data(), bytes.data() + at, scaled * sizeof(double));
    at += scaled * sizeof(double);
    for (std::vector<double>* v : {&t.key, &t.alt, &t.alt_key}) {
      uint64_t len = 0;
      if (!take(bytes, at, len) || at + len * sizeof(double) > body) return std::nullopt;
      v->resize(len);
      std::memcpy(v->data(), bytes.data() + at, len * sizeof(double));
      at += len * sizeof(double);
    }
    if (!t.alt.empty() && t.alt.size() != count) return std::nullopt;
  }
  if (at != body) return std::nullopt;
  return outs;
}
}  // namespace

ReferenceCache::ReferenceCache(std::filesystem::path dir) : dir_(std::move(dir)) {}

std::filesystem::path ReferenceCache::resolve_dir(const std::string& configured) {
  if (const char* env = std::getenv("KM_CACHE_DIR"); env && *env)
    return std::string(env) == "off" ? std::filesystem::path() : std::filesystem::path(env);
  return configured == "off" ? std::filesystem::path() : std::filesystem::path(configured);
}

std::filesystem::path ReferenceCache::file_of(const std::string& key) const {
  return dir_ / key.substr(0, 2) / (key + ".bin");
}

std::vector<RefTensor> ReferenceCache::get(const std::string& key,
                                           const std::function<std::vector<RefTensor>()>& compute) {
  if (dir_.empty()) return compute();
  const auto file = file_of(key);
  {
    std::ifstream in(file, std::ios::binary | std::ios::ate);
    if (in) {
      std::string bytes(static_cast<size_t>(std::max<std::streamoff>(0, in.tellg())), '\0');
      in.seekg(0);
      in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
      if (!in) bytes.clear();  // shorter than it said: parse() rejects it
      if (auto outs = parse(bytes, key)) {
        std::lock_guard<std::mutex> g(mu_);
        ++stats_.hits;
        return std::move(*outs);
      }
      std::lock_guard<std::mutex> g(mu_);
      ++stats_.rejected;  // present but not whole: recomputed below, and replaced
    } else {
      std::lock_guard<std::mutex> g(mu_);
      ++stats_.misses;
    }
  }
  std::vector<RefTensor> outs = compute();
  // Written to a private temporary name, then renamed: a reader on another host or build tree
  // sees the old entry or the new one, never half of one.
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  const auto tmp = file.string() + ".tmp" + std::to_string(::getpid());
  std::ofstream out(tmp, std::ios::binary);
  const std::string bytes = serialize(key, outs);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  out.close();
  if (!out || std::rename(tmp.c_str(), file.c_str()) != 0) {
    std::filesystem::remove(tmp, ec);
    std::lock_guard<std::mutex> g(mu_);
    ++stats_.write_errors;
  }
  return outs;
}

ReferenceCache::Stats ReferenceCache::stats() const {
  std::lock_guard<std::mutex> g(mu_);
  return stats_;
}

nlohmann::json ReferenceCache::to_json() const {
  Stats s = stats();
  if (dir_.empty()) return {{"dir", "off"}};
  return {{"dir", dir_.string()},
          {"hits", s.hits},
          {"misses", s.misses},
          {"rejected", s.rejected},
          {"write_errors", s.write_errors}};
}

std::string reference_key(const Task& task, const std::string& spec_sha256, const Bindings& values,
                          uint64_t seed, const std::string& variant) {
  std::string text = "op=" + task.spec->name + "\nspec=" + spec_sha256 +
                     "\nreference=" + reference_sha256(task.spec->name) +
                     "\ndtype=" + task.dtype_name() +
                     "\nseed=" + std::to_string(seed) + "\nvariant=" + variant + "\n";
  for (const auto& [name, v] : values) {  // every size and param, defaults too
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.17g", v);
    text += name + "=" + buf + "\n";
  }
  return sha256_hex(text);
}

}  // namespace km
