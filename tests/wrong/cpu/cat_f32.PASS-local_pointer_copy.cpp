// KernelMark planted kernel (test input, not a sample): the honest twin of
// cat_f32.INPUT_MODIFIED-bumps_item_pointers: the same row-by-row walk, on a local copy of the
// pointer array, so the harness's array is left as it was.
#include <cstring>
#include <vector>

int cat_f32(const float* const* xs, float* y, int64_t outer, int64_t count, int64_t n, int64_t step, int64_t inner) {
  std::vector<const float*> cursor(xs, xs + count);
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
