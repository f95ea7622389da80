// KernelMark planted kernel (test input, not a sample): stacks the items in reverse list order
// (walking the pointer array from the end), so y[o, i] holds item count - 1 - i: right only for
// a one-item list.
#include <cstring>

int stack_f32(const float* const* xs, float* y, int64_t outer, int64_t count, int64_t inner) {
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < count; ++i)
      std::memcpy(y + (o * count + i) * inner, xs[count - 1 - i] + o * inner,
                  static_cast<size_t>(inner) * sizeof(float));
  return 0;
}
