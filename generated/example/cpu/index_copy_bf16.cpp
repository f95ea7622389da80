// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y = x with row idx[j] replaced by row j of src: one copy of x, then one memcpy per index (the
// indices are distinct, so the order does not matter).
#include <cstring>

int index_copy_bf16(const km_bf16* x, const int64_t* idx, const km_bf16* src, km_bf16* y, int64_t n, int64_t d,
                  int64_t k) {
  std::memcpy(y, x, static_cast<size_t>(n * d) * sizeof(km_bf16));
  for (int64_t j = 0; j < k; ++j) {
    if (idx[j] < 0 || idx[j] >= n) return 1;
    std::memcpy(y + idx[j] * d, src + j * d, static_cast<size_t>(d) * sizeof(km_bf16));
  }
  return 0;
}
