// KernelMark planted kernel (test input, not a sample): always overwrites the indexed rows, so
// accumulate = 1 loses the values x held there.

int index_put_f32(const int64_t* idx, const float* v, float* x, int64_t n, int64_t d, int64_t k,
                  int64_t accumulate) {
  (void)n;
  (void)accumulate;
  for (int64_t j = 0; j < k; ++j)
    for (int64_t c = 0; c < d; ++c) x[idx[j] * d + c] = v[j * d + c];
  return 0;
}
