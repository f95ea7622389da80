// KernelMark planted kernel (test input, not a sample): assumes the list's items lie back to back
// in memory, as torch.cat's inputs often do when they are slices of one tensor, and reads every
// item from xs[0] at the running offset. The harness gives each item a buffer of its own, in an
// order that is never the list's, with guard zones between them: only a one-item list passes.
#include <cstring>

int cat_f32(const float* const* xs, float* y, int64_t outer, int64_t count, int64_t n, int64_t step, int64_t inner) {
  int64_t total = 0;
  for (int64_t i = 0; i < count; ++i) total += n + i * step;
  int64_t item_start = 0;  // elements of the items before this one, from xs[0]
  int64_t off = 0;
  for (int64_t i = 0; i < count; ++i) {
    const int64_t cols = n + i * step;
    const float* x = xs[0] + item_start;
    for (int64_t o = 0; o < outer; ++o)
      std::memcpy(y + (o * total + off) * inner, x + o * cols * inner,
                  static_cast<size_t>(cols * inner) * sizeof(float));
    item_start += outer * cols * inner;
    off += cols;
  }
  return 0;
}
