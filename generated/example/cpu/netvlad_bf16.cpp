// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// a = F.batch_norm(x.reshape(-1, d) @ clusters, None, None, bnw, bnb, training=True, eps=eps)
// a = F.softmax(a, dim=1)[:, :k].reshape(-1, n, k)
// vlad = (a.transpose(1, 2) @ x).transpose(1, 2) - a.sum(1, keepdim=True) * clusters2
// y = F.normalize(F.normalize(vlad).reshape(-1, k * d))
//
// the inputs are widened to fp32 once, everything runs in fp32 (normalization statistics in
// double), and every output is rounded once.
#include <cmath>
#include <cstdint>
#include <vector>

namespace {

// Loops over fewer multiply-adds than this run on one thread: a parallel region costs more than it
// saves.
constexpr int64_t kPar = int64_t{1} << 16;

// NetVLAD in fp32 with kg = k + g clusters (the last g are ghosts): assignment = softmax(bn(x @
// clusters)) with batch statistics in double, the first k kept; vlad (p, j) = sum_i a[i, j] x[i, p]
// - (sum_i a[i, j]) clusters2[p, j]; then the two L2 normalizations (per cluster over d, then per
// sample over d * k), sums of squares in double.
void vlad(const float* x, const float* cl, const float* bnw, const float* bnb, const float* c2,
          float* y, int64_t b, int64_t n, int64_t d, int64_t k, int64_t g, double eps) {
  const int64_t kg = k + g, rows = b * n;
  std::vector<float> a(static_cast<size_t>(rows * kg), 0.0f);
#pragma omp parallel for schedule(static) if (rows * d * kg > kPar)
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t p = 0; p < d; ++p) {
      const float xv = x[r * d + p];
      for (int64_t j = 0; j < kg; ++j) a[r * kg + j] += xv * cl[p * kg + j];
    }
  for (int64_t j = 0; j < kg; ++j) {  // BatchNorm1d, training mode
    double mean = 0, var = 0;
    for (int64_t r = 0; r < rows; ++r) mean += a[r * kg + j];
    mean /= static_cast<double>(rows);
    for (int64_t r = 0; r < rows; ++r) var += (a[r * kg + j] - mean) * (a[r * kg + j] - mean);
    const double scale = bnw[j] / std::sqrt(var / static_cast<double>(rows) + eps);
    for (int64_t r = 0; r < rows; ++r)
      a[r * kg + j] = static_cast<float>((a[r * kg + j] - mean) * scale + bnb[j]);
  }
  for (int64_t r = 0; r < rows; ++r) {  // softmax over all kg clusters
    float mx = -INFINITY, sum = 0.0f;
    for (int64_t j = 0; j < kg; ++j) mx = std::fmax(mx, a[r * kg + j]);
    for (int64_t j = 0; j < kg; ++j) sum += a[r * kg + j] = std::exp(a[r * kg + j] - mx);
    for (int64_t j = 0; j < kg; ++j) a[r * kg + j] /= sum;
  }
#pragma omp parallel for schedule(static) if (rows * d * k > kPar)
  for (int64_t bi = 0; bi < b; ++bi) {
    float* v = y + bi * d * k;
    for (int64_t q = 0; q < d * k; ++q) v[q] = 0.0f;
    std::vector<float> asum(static_cast<size_t>(k), 0.0f);
    for (int64_t i = 0; i < n; ++i) {
      const float* ar = a.data() + (bi * n + i) * kg;
      const float* xr = x + (bi * n + i) * d;
      for (int64_t j = 0; j < k; ++j) asum[j] += ar[j];
      for (int64_t p = 0; p < d; ++p)
        for (int64_t j = 0; j < k; ++j) v[p * k + j] += ar[j] * xr[p];
    }
    for (int64_t p = 0; p < d; ++p)
      for (int64_t j = 0; j < k; ++j) v[p * k + j] -= asum[j] * c2[p * k + j];
    for (int64_t j = 0; j < k; ++j) {
      double ss = 0;
      for (int64_t p = 0; p < d; ++p) ss += static_cast<double>(v[p * k + j]) * v[p * k + j];
      const float inv = static_cast<float>(1.0 / std::fmax(std::sqrt(ss), 1e-12));
      for (int64_t p = 0; p < d; ++p) v[p * k + j] *= inv;
    }
    double ss = 0;
    for (int64_t q = 0; q < d * k; ++q) ss += static_cast<double>(v[q]) * v[q];
    const float inv = static_cast<float>(1.0 / std::fmax(std::sqrt(ss), 1e-12));
    for (int64_t q = 0; q < d * k; ++q) v[q] *= inv;
  }
}

void run(const float* x, const float* clusters, const float* bnw, const float* bnb,
         const float* clusters2, float* y, int64_t b, int64_t n, int64_t d, int64_t k, double eps) {
  vlad(x, clusters, bnw, bnb, clusters2, y, b, n, d, k, 0, eps);
}

// The inputs widened to fp32 once.
std::vector<float> widen(const km_bf16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) v[i] = km_bf16_to_f32(p[i]);
  return v;
}

}  // namespace

int netvlad_bf16(const km_bf16* x, const km_bf16* clusters, const km_bf16* bnw, const km_bf16* bnb,
                 const km_bf16* clusters2, km_bf16* y, int64_t b, int64_t n, int64_t d, int64_t k,
                 double eps) {
  const std::vector<float> x_v = widen(x, b * n * d);
  const std::vector<float> clusters_v = widen(clusters, d * k);
  const std::vector<float> bnw_v = widen(bnw, k);
  const std::vector<float> bnb_v = widen(bnb, k);
  const std::vector<float> clusters2_v = widen(clusters2, 1 * d * k);
  std::vector<float> y_v(static_cast<size_t>(b * d * k));
  run(x_v.data(), clusters_v.data(), bnw_v.data(), bnb_v.data(), clusters2_v.data(), y_v.data(), b,
      n, d, k, eps);
  for (size_t i = 0; i < y_v.size(); ++i) y[i] = km_f32_to_bf16(y_v[i]);
  return 0;
}
