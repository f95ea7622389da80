// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to fp16 once.
// Walks the output in order; the input strides are permuted once, so each output element reads
// x at sum over q of o_q * stride[perm[q]].
int permute_f16(const km_f16* x, km_f16* y, int64_t a, int64_t b, int64_t c, int64_t d, int64_t d0, int64_t d1,
           int64_t d2, int64_t d3) {
  const int64_t dims[4] = {a, b, c, d};
  const int64_t stride[4] = {b * c * d, c * d, d, 1};
  const int64_t perm[4] = {d0, d1, d2, d3};
  int64_t od[4], os[4];
  for (int q = 0; q < 4; ++q) {
    od[q] = dims[perm[q]];
    os[q] = stride[perm[q]];
  }
  const int64_t rows = od[0] * od[1] * od[2];
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < rows; ++t) {
    const int64_t o2 = t % od[2], o1 = (t / od[2]) % od[1], o0 = t / (od[2] * od[1]);
    const km_f16* src = x + o0 * os[0] + o1 * os[1] + o2 * os[2];
    km_f16* dst = y + t * od[3];
    for (int64_t o3 = 0; o3 < od[3]; ++o3) dst[o3] = src[o3 * os[3]];
  }
  return 0;
}
