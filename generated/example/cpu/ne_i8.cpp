// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z = (x != s) as a bool.
// Compared in int64, so an s outside the element type's range never equals an element.

int ne_i8(const int8_t* x, bool* z, int64_t n, int64_t s) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = static_cast<int64_t>(x[i]) != s;
  return 0;
}
