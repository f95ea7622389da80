// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// km_f16 in and out: a pure copy. xs[i] points at item i, its own [outer, inner] buffer; row o of
// item i goes to y[o, i, :].
#include <cstring>

int stack_f16(const km_f16* const* xs, km_f16* y, int64_t outer, int64_t count, int64_t inner) {
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < count; ++i)
      std::memcpy(y + (o * count + i) * inner, xs[i] + o * inner, static_cast<size_t>(inner) * sizeof(km_f16));
  return 0;
}
