// KernelMark planted kernel (test input, not a sample): writes only the first count - 1 items
// (the loop bound n / split instead of ceil(n / split)), as if split always divided n: the short
// last item keeps the harness's poison wherever split does not divide n (STALE_OUTPUT: never written).
#include <cstring>

int split_f32(const float* x, float* const* ys, int64_t outer, int64_t n, int64_t inner, int64_t split) {
  for (int64_t i = 0; i < n / split; ++i)
    for (int64_t o = 0; o < outer; ++o)
      std::memcpy(ys[i] + o * split * inner, x + (o * n + i * split) * inner,
                  static_cast<size_t>(split * inner) * sizeof(float));
  return 0;
}
