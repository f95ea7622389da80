// SPDX-License-Identifier: Apache-2.0
#include "core/jit_cache.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <system_error>

namespace km {
namespace fs = std::filesystem;

namespace {

/// Copies the regular files under `from` into `to` (symbolic links and other kinds are left
/// out: they could point anywhere), up to `max_bytes` in all; a file that would pass the bound is
/// left out and counted.
JitCacheStats copy_tree(const fs::path& from, const fs::path& to, int64_t max_bytes) {
  JitCacheStats s;
  std::error_code ec;
  if (!fs::is_directory(from, ec)) return s;
  fs::recursive_directory_iterator it(from, fs::directory_options::none, ec), end;
  for (; !ec && it != end; it.increment(ec)) {
    const fs::file_status st = it->symlink_status(ec);
    if (ec || !fs::is_regular_file(st)) continue;
    const int64_t size = static_cast<int64_t>(it->file_size(ec));
    if (ec) continue;
    if (s.bytes + size > max_bytes) {
      ++s.left_out_files;
      s.left_out_bytes += size;
      continue;
    }
    const fs::path dest = to / fs::relative(it->path(), from, ec);
    if (ec) continue;
    fs::create_directories(dest.parent_path(), ec);
    if (!ec && fs::copy_file(it->path(), dest, fs::copy_options::overwrite_existing, ec)) {
      ++s.files;
      s.bytes += size;
    }
  }
  return s;
}

/// What a copy left out, for the record: null when nothing was.
nlohmann::json left_out(const JitCacheStats& s, int64_t max_bytes) {
  if (s.left_out_files == 0) return nullptr;
  return {{"files", s.left_out_files},
          {"bytes", s.left_out_bytes},
          {"why", "over the bound of " + std::to_string(max_bytes >> 20) +
                      " MiB (KM_JIT_CACHE_MAX_MIB): what they held is compiled again"}};
}

}  // namespace

JitCache::JitCache(fs::path kept) : kept_(std::move(kept)) {
  if (const char* env = std::getenv("KM_JIT_CACHE"); env && std::string(env) == "off")
    kept_.clear();
  if (const char* env = std::getenv("KM_JIT_CACHE_MAX_MIB"); env && !kept_.empty()) {
    const std::string v = env;
    const bool digits =
        !v.empty() && v.size() <= 7 && v.find_first_not_of("0123456789") == std::string::npos;
    const int64_t mib = digits ? std::stoll(v) : 0;
    if (mib < 1 || mib > (int64_t{1} << 20)) {
      why_not_ = "KM_JIT_CACHE_MAX_MIB='" + v +
                 "' is not a whole number of MiB from 1 to 1048576: the JIT cache is off";
      kept_.clear();
    } else {
      max_bytes_ = mib << 20;
    }
  }
}

void JitCache::seed(const fs::path& scratch) {
  if (!kept_.empty()) seeded_ = copy_tree(kept_, scratch_dir(scratch), max_bytes_);
  last_kept_ = std::chrono::steady_clock::now();
}

void JitCache::keep(const fs::path& scratch) {
  std::error_code ec;
  if (kept_.empty() || !fs::is_directory(scratch_dir(scratch), ec)) return;
  const auto started = std::chrono::steady_clock::now();
  fs::create_directories(kept_.parent_path(), ec);
  const fs::path fresh = kept_.string() + ".new-" + std::to_string(::getpid());
  const fs::path old = kept_.string() + ".old-" + std::to_string(::getpid());
  fs::remove_all(fresh, ec);
  // The folder first: a run that compiled nothing (regnet_f32 under torch.compile on the H100,
  // session 33) leaves an empty cache, kept as an empty copy, not reported as a failure to keep.
  fs::create_directories(fresh, ec);
  const JitCacheStats s = copy_tree(scratch_dir(scratch), fresh, max_bytes_);
  // rename() cannot replace a non-empty folder: move the old copy aside first.
  if (!ec && fs::exists(kept_, ec)) fs::rename(kept_, old, ec);
  if (!ec) fs::rename(fresh, kept_, ec);
  if (ec) {
    why_not_ = "cannot keep the JIT cache in " + kept_.string() + ": " + ec.message();
    fs::remove_all(fresh, ec);
    fs::rename(old, kept_, ec);  // the old copy back, if it was moved aside
    return;
  }
  fs::remove_all(old, ec);
  kept_stats_ = s;
  why_not_.clear();  // an earlier checkpoint's failure no longer describes the kept copy
  last_kept_ = std::chrono::steady_clock::now();
  keep_time_ = last_kept_ - started;
}

void JitCache::checkpoint(const fs::path& scratch, std::chrono::seconds min_interval) {
  const auto wait = std::max<std::chrono::steady_clock::duration>(min_interval, 10 * keep_time_);
  if (std::chrono::steady_clock::now() - last_kept_ >= wait) keep(scratch);
}

nlohmann::json JitCache::to_json() const {
  if (kept_.empty() && !why_not_.empty()) return {{"not_kept", why_not_}};  // a bad setting
  if (kept_.empty() || (seeded_.files == 0 && kept_stats_.files == 0 && why_not_.empty() &&
                        seeded_.left_out_files == 0 && kept_stats_.left_out_files == 0))
    return nullptr;
  nlohmann::json j = {{"dir", kept_.string()},
                      {"seeded_files", seeded_.files},
                      {"seeded_bytes", seeded_.bytes},
                      {"kept_files", kept_stats_.files},
                      {"kept_bytes", kept_stats_.bytes}};
  if (nlohmann::json l = left_out(seeded_, max_bytes_); !l.is_null()) j["seeded_left_out"] = l;
  if (nlohmann::json l = left_out(kept_stats_, max_bytes_); !l.is_null()) j["kept_left_out"] = l;
  if (!why_not_.empty()) j["not_kept"] = why_not_;
  return j;
}

}  // namespace km
