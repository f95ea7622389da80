// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Embedding lookup: out[i, :] = table[idx[i], :]. Pure data movement, so each output row is one
// contiguous memcpy of d floats, rows split across threads. An index outside [0, v) is not read;
// its row is left untouched and the kernel reports failure (nonzero).
#include <cstring>

int embedding_f32(const float* table, const int64_t* idx, float* out, int64_t n, int64_t v,
                  int64_t d) {
  int bad = 0;
#pragma omp parallel for schedule(static) reduction(| : bad)
  for (int64_t i = 0; i < n; ++i) {
    const int64_t r = idx[i];
    if (r < 0 || r >= v) {
      bad = 1;
      continue;
    }
    std::memcpy(out + i * d, table + r * d, static_cast<size_t>(d) * sizeof(float));
  }
  return bad;
}
