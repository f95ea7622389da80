// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z[p][ch][j] = cond[ch] ? x[p][ch][j] : y[p][ch][j]: a copy of the selected element (any nonzero byte
// selects x).

int where_broadcast_f32(const uint8_t* cond, const float* x, const float* y, float* z, int64_t b, int64_t c, int64_t n) {
  const int64_t rows = b * c;
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const auto* src = cond[r % c] ? x : y;
    for (int64_t j = 0; j < n; ++j) z[r * n + j] = src[r * n + j];
  }
  return 0;
}
