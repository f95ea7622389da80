// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// In place: row idx[j] of x becomes row j of v, or gets it added in float and rounded back to
// f16 once (accumulate). The indices are distinct, so rows can be handled in parallel; rows no
// index names are never touched.

int index_put_f16(const int64_t* idx, const km_f16* v, km_f16* x, int64_t n, int64_t d, int64_t k,
                  int64_t accumulate) {
  int bad = 0;
#pragma omp parallel for schedule(static) reduction(| : bad)
  for (int64_t j = 0; j < k; ++j) {
    const int64_t r = idx[j];
    if (r < 0 || r >= n) {
      bad = 1;
      continue;
    }
    for (int64_t c = 0; c < d; ++c)
      x[r * d + c] = accumulate ? km_f32_to_f16(km_f16_to_f32(x[r * d + c]) + km_f16_to_f32(v[j * d + c]))
                                : v[j * d + c];
  }
  return bad;
}
