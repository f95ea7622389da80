// SPDX-License-Identifier: Apache-2.0
#include "fences.hpp"

#include <cuda.h>
#include <cuda_runtime.h>

#include "device_pool.hpp"

namespace km::worker {

struct Fences::Api {
  CUresult (*device_get)(CUdevice*, int) = nullptr;
  CUresult (*attribute)(int*, CUdevice_attribute, CUdevice) = nullptr;
  CUresult (*granularity)(size_t*, const CUmemAllocationProp*,
                          CUmemAllocationGranularity_flags) = nullptr;
  CUresult (*reserve)(CUdeviceptr*, size_t, size_t, CUdeviceptr, unsigned long long) = nullptr;
  CUresult (*address_free)(CUdeviceptr, size_t) = nullptr;
  CUresult (*create)(CUmemGenericAllocationHandle*, size_t, const CUmemAllocationProp*,
                     unsigned long long) = nullptr;
  CUresult (*release)(CUmemGenericAllocationHandle) = nullptr;
  CUresult (*map)(CUdeviceptr, size_t, size_t, CUmemGenericAllocationHandle,
                  unsigned long long) = nullptr;
  CUresult (*unmap)(CUdeviceptr, size_t) = nullptr;
  CUresult (*set_access)(CUdeviceptr, size_t, const CUmemAccessDesc*, size_t) = nullptr;
  CUmemAllocationProp prop{};
};

namespace {

template <class F>
bool entry(const char* name, F& f, std::string* why) {
  void* p = nullptr;
  cudaDriverEntryPointQueryResult q{};
  const cudaError_t e = cudaGetDriverEntryPointByVersion(name, &p, 12000, cudaEnableDefault, &q);
  if (e != cudaSuccess || q != cudaDriverEntryPointSuccess || !p) {
    if (why->empty())
      *why = std::string("the driver entry point ") + name + " is not available (" +
             cudaGetErrorName(e) + ", query result " + std::to_string(static_cast<int>(q)) + ")";
    return false;
  }
  f = reinterpret_cast<F>(p);
  return true;
}

size_t round_up(size_t v, size_t a) {
  return (v + a - 1) / a * a;
}

std::string failed(const char* what, CUresult r) {
  return std::string(what) + " failed (CUresult " + std::to_string(static_cast<int>(r)) + ")";
}

}  // namespace

bool Fences::init(int device, std::string* why) {
  auto* a = new Api;
  device_ = device;
  why->clear();
  bool ok = entry("cuDeviceGet", a->device_get, why) &&
            entry("cuDeviceGetAttribute", a->attribute, why) &&
            entry("cuMemGetAllocationGranularity", a->granularity, why) &&
            entry("cuMemAddressReserve", a->reserve, why) &&
            entry("cuMemAddressFree", a->address_free, why) &&
            entry("cuMemCreate", a->create, why) && entry("cuMemRelease", a->release, why) &&
            entry("cuMemMap", a->map, why) && entry("cuMemUnmap", a->unmap, why) &&
            entry("cuMemSetAccess", a->set_access, why);
  if (!ok) {
    delete a;
    return false;
  }
  CUdevice dev = 0;
  int vmm = 0;
  CUresult r = a->device_get(&dev, device);
  if (r == CUDA_SUCCESS)
    r = a->attribute(&vmm, CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED, dev);
  if (r != CUDA_SUCCESS || !vmm) {
    *why = r != CUDA_SUCCESS ? failed("cuDeviceGet/cuDeviceGetAttribute", r)
                             : "the device does not support virtual memory management";
    delete a;
    return false;
  }
  a->prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
  a->prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  a->prop.location.id = dev;
  if (a->granularity(&granularity_, &a->prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM) != CUDA_SUCCESS ||
      granularity_ == 0) {
    *why = "cuMemGetAllocationGranularity failed";
    delete a;
    return false;
  }
  api_ = a;
  reuse_ = device_reuse_on();
  return true;
}

void Fences::place(size_t bytes, size_t guard, FencedBlock& b) {
  const unsigned long long mapped_end = b.mapped_at + b.mapped;
  if (b.at_end) {
    unsigned long long start = (mapped_end - bytes) & ~15ull;
    b.data = reinterpret_cast<unsigned char*>(start);
    b.pre = guard;
    b.post = static_cast<size_t>(mapped_end - (start + bytes));
  } else {
    b.data = reinterpret_cast<unsigned char*>(b.mapped_at);
    b.pre = 0;
    b.post = guard;
  }
}

std::string Fences::allocate(size_t bytes, size_t guard, bool at_end, FencedBlock* out) {
  const size_t g = granularity_;
  const size_t need = round_up(bytes + guard + 16, g);
  size_t best = kept_.size();
  for (size_t i = 0; i < kept_.size(); ++i)
    if (kept_[i].at_end == at_end && kept_[i].mapped >= need && kept_[i].mapped <= 2 * need &&
        (best == kept_.size() || kept_[i].mapped < kept_[best].mapped))
      best = i;
  if (best < kept_.size()) {
    *out = kept_[best];
    kept_bytes_ -= out->mapped;
    kept_.erase(kept_.begin() + static_cast<std::ptrdiff_t>(best));
    place(bytes, guard, *out);
    return {};
  }
  FencedBlock b;
  b.at_end = at_end;
  // A whole granule of address space stays unmapped on the fenced side (2 MiB on an H200).
  b.mapped = need;
  b.reserved = b.mapped + g;
  CUresult r = api_->reserve(&b.reserved_at, b.reserved, g, 0, 0);
  if (r != CUDA_SUCCESS) return failed("cuMemAddressReserve", r);
  b.mapped_at = at_end ? b.reserved_at : b.reserved_at + g;
  CUmemGenericAllocationHandle h = 0;
  if ((r = api_->create(&h, b.mapped, &api_->prop, 0)) != CUDA_SUCCESS) {
    api_->address_free(b.reserved_at, b.reserved);
    return failed("cuMemCreate", r);
  }
  r = api_->map(b.mapped_at, b.mapped, 0, h, 0);
  api_->release(h);  // the mapping keeps the memory until it is unmapped
  if (r != CUDA_SUCCESS) {
    api_->address_free(b.reserved_at, b.reserved);
    return failed("cuMemMap", r);
  }
  CUmemAccessDesc access{};
  access.location = api_->prop.location;
  access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
  if ((r = api_->set_access(b.mapped_at, b.mapped, &access, 1)) != CUDA_SUCCESS) {
    unmap(b);
    return failed("cuMemSetAccess", r);
  }
  place(bytes, guard, b);
  *out = b;
  return {};
}

void Fences::release(FencedBlock& b) {
  if (!b.reserved_at) return;
  if (reuse_ && kept_bytes_ + b.mapped <= kKeptBytesCap) {
    kept_bytes_ += b.mapped;
    kept_.push_back(b);
  } else {
    unmap(b);
  }
  b = FencedBlock{};
}

void Fences::unmap(FencedBlock& b) {
  if (!b.reserved_at) return;
  if (b.mapped) api_->unmap(b.mapped_at, b.mapped);
  api_->address_free(b.reserved_at, b.reserved);
  b = FencedBlock{};
}

void Fences::clear() {
  for (FencedBlock& b : kept_) unmap(b);
  kept_.clear();
  kept_bytes_ = 0;
}

}  // namespace km::worker
