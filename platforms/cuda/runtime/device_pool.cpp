// SPDX-License-Identifier: Apache-2.0
#include "device_pool.hpp"

#include <cstdlib>
#include <cstring>

namespace km::worker {

bool device_reuse_on() {
  const char* env = std::getenv("KM_CUDA_REUSE");
  return !(env && std::strcmp(env, "0") == 0);
}

cudaError_t DevicePool::get(size_t bytes, unsigned char** out) {
  // Not much larger: a 2 GiB bench block must not serve a 4 KiB case while another case would
  // then need a second 2 GiB one.
  auto it = kept_.lower_bound(bytes);
  if (it != kept_.end() && it->first <= 2 * bytes + (size_t{1} << 20)) {
    *out = it->second;
    kept_bytes_ -= it->first;
    kept_.erase(it);
    return cudaSuccess;
  }
  void* p = nullptr;
  cudaError_t e = cudaMalloc(&p, bytes);
  if (e == cudaErrorMemoryAllocation && !kept_.empty()) {  // what is kept may be what is missing
    cudaGetLastError();
    clear();
    e = cudaMalloc(&p, bytes);
  }
  if (e != cudaSuccess) return e;
  *out = static_cast<unsigned char*>(p);
  size_[*out] = bytes;
  return cudaSuccess;
}

void DevicePool::put(unsigned char* p) {
  if (!p) return;
  auto it = size_.find(p);
  if (it == size_.end()) return;  // not ours
  if (!reuse_ || kept_bytes_ + it->second > kKeptBytesCap) {
    cudaFree(p);
    size_.erase(it);
    return;
  }
  kept_.emplace(it->second, p);
  kept_bytes_ += it->second;
}

void DevicePool::clear() {
  for (auto& [bytes, p] : kept_) {
    cudaFree(p);
    size_.erase(p);
  }
  kept_.clear();
  kept_bytes_ = 0;
}

}  // namespace km::worker
