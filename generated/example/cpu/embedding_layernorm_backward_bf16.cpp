// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Columns in parallel (no two threads add to the same element): for each column, every token's
// g_h added to its id's row and gy * x * rstd to the column's sum, in double, rounded once.
#include <vector>

#define LD(v) km_bf16_to_f32(v)
#define ST(v) km_f32_to_bf16(v)

int embedding_layernorm_backward_bf16(const int64_t* ids, const km_bf16* gy, const km_bf16* x, const km_bf16* w,
                                     const km_bf16* rstd, km_bf16* gw_emb, km_bf16* gw_norm, int64_t b,
                                     int64_t s, int64_t hd, int64_t v) {
  const int64_t tokens = b * s;
#pragma omp parallel for schedule(static)
  for (int64_t j = 0; j < hd; ++j) {
    std::vector<double> col(static_cast<size_t>(v), 0.0);
    double norm = 0;
    const double wj = LD(w[j]);
    for (int64_t t = 0; t < tokens; ++t) {
      const double g = static_cast<double>(LD(gy[t * hd + j])) * LD(rstd[t]);
      col[static_cast<size_t>(ids[t])] += g * wj;
      norm += g * LD(x[t * hd + j]);
    }
    for (int64_t r = 0; r < v; ++r) gw_emb[r * hd + j] = ST(static_cast<float>(col[static_cast<size_t>(r)]));
    gw_norm[j] = ST(static_cast<float>(norm));
  }
  return 0;
}
