// KernelMark planted kernel (test input, not a sample): walks each item by advancing its pointer
// in the array it was given (a const_cast away from const float* const*), one row per outer
// index. The copy is right, but the pointer array is the harness's: writing it is
// INPUT_MODIFIED. Its honest twin (cat_f32.PASS-local_pointer_copy) bumps a copy.
#include <cstring>

int cat_f32(const float* const* xs, float* y, int64_t outer, int64_t count, int64_t n, int64_t step, int64_t inner) {
  const float** cursor = const_cast<const float**>(xs);
  int64_t total = 0;
  for (int64_t i = 0; i < count; ++i) total += n + i * step;
  for (int64_t o = 0; o < outer; ++o) {
    float* row = y + o * total * inner;
    for (int64_t i = 0; i < count; ++i) {
      const int64_t run = (n + i * step) * inner;
      std::memcpy(row, cursor[i], static_cast<size_t>(run) * sizeof(float));
      cursor[i] += run;
      row += run;
    }
  }
  return 0;
}
