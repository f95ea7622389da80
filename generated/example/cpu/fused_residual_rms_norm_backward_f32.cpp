// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Rows in parallel: each row's sum of squares and dot product in double, then gx (written twice:
// gx and the residual's g_res). gw sums over rows, per column, in double, columns in parallel.
#include <cmath>
#include <vector>

#define LD(v) (v)
#define ST(v) (v)

int fused_residual_rms_norm_backward_f32(const float* gy, const float* x, const float* w, float* gx,
                                        float* g_res, float* gw, int64_t rows, int64_t h, double eps) {
  std::vector<double> rstd(static_cast<size_t>(rows));
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const int64_t o = r * h;
    double ss = 0, dot = 0;
    for (int64_t j = 0; j < h; ++j) ss += static_cast<double>(LD(x[o + j])) * LD(x[o + j]);
    const double rs = 1.0 / std::sqrt(ss / static_cast<double>(h) + eps);
    rstd[static_cast<size_t>(r)] = rs;
    for (int64_t j = 0; j < h; ++j)
      dot += static_cast<double>(LD(gy[o + j])) * LD(w[j]) * LD(x[o + j]) * rs;
    const float mean = static_cast<float>(dot / static_cast<double>(h)), rf = static_cast<float>(rs);
    for (int64_t j = 0; j < h; ++j) {
      const float v = rf * (LD(gy[o + j]) * LD(w[j]) - mean * LD(x[o + j]) * rf);
      gx[o + j] = ST(v);
      g_res[o + j] = ST(v);
    }
  }
#pragma omp parallel for schedule(static)
  for (int64_t j = 0; j < h; ++j) {
    double s = 0;
    for (int64_t r = 0; r < rows; ++r)
      s += static_cast<double>(LD(gy[r * h + j])) * LD(x[r * h + j]) * rstd[static_cast<size_t>(r)];
    gw[j] = ST(static_cast<float>(s));
  }
  return 0;
}
