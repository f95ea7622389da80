// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to fp16 once.
// A plain contiguous copy of the element bits (memcpy in chunks over the threads).
#include <cstring>

int copy_f16(const km_f16* x, km_f16* y, int64_t n) {
  constexpr int64_t kChunk = 1 << 16;
#pragma omp parallel for schedule(static)
  for (int64_t b = 0; b < n; b += kChunk) {
    const int64_t len = b + kChunk < n ? kChunk : n - b;
    std::memcpy(y + b, x + b, static_cast<size_t>(len) * sizeof(km_f16));
  }
  return 0;
}
