// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z = (x != s) as a bool.
// Compared in double: exact for every element and every |s| below 2^53.

int ne_f16(const km_f16* x, bool* z, int64_t n, int64_t s) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = static_cast<double>(km_f16_to_f32(x[i])) != static_cast<double>(s);
  return 0;
}
