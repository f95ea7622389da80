// SPDX-License-Identifier: Apache-2.0
// Shared oneDNN plumbing for cpu baselines. Written against the oneDNN 2.x API that Debian 12
// ships (libdnnl-dev 2.6); oneDNN keeps its own primitive cache, so rebuilding a primitive
// descriptor on every call costs microseconds, not a JIT compile.
#pragma once

#include <dnnl.hpp>

namespace km_baseline {

inline dnnl::engine& engine() {
  static dnnl::engine eng(dnnl::engine::kind::cpu, 0);
  return eng;
}

inline dnnl::stream& stream() {
  static dnnl::stream s(engine());
  return s;
}

/// Wraps caller memory without copying; oneDNN only reads `const` buffers we hand it as sources.
inline dnnl::memory wrap(const dnnl::memory::desc& md, const void* p) {
  return dnnl::memory(md, engine(), const_cast<void*>(p));
}

}  // namespace km_baseline
