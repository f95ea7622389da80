// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.linear(x, W, b); z = F.dropout(z, p, training=True); y = torch.softmax(z, dim=1)
//
// fp16 storage, fp32 arithmetic, the result rounded once.
// The dropout mask comes from a counter-based generator: element (i, j) hashes the counter
// i * n + j with a key derived from the seed through MurmurHash3's 64-bit finaliser (fmix64,
// written from its definition), twice, and keeps the element where the top 53 bits as a uniform
// in [0, 1) are >= p. So the mask is a function of (seed, i, j) only: the same on every call and
// thread schedule, another draw for another seed. A kept logit is z / (1 - p), a dropped one 0;
// the softmax runs around the row's maximum with its sum in double.
#include <cmath>
#include <cstdint>
#include <vector>

namespace {

inline uint64_t fmix64(uint64_t h) {
  h ^= h >> 33;
  h *= 0xFF51AFD7ED558CCDull;
  h ^= h >> 33;
  h *= 0xC4CEB9FE1A85EC53ull;
  h ^= h >> 33;
  return h;
}

// The uniform in [0, 1) of counter c under key: two rounds of the finaliser.
inline double uniform(uint64_t key, uint64_t c) {
  const uint64_t h = fmix64(fmix64(c ^ key) + key);
  return static_cast<double>(h >> 11) * 0x1.0p-53;
}

inline uint64_t key_of(int64_t seed) {
  return fmix64(static_cast<uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull);
}

// One row: z[j] = b[j] + x_row . W[j] in fp32, dropout, softmax into out[j] (fp32).
template <class T, class Load>
void row(const T* xr, const T* W, const T* b, float* out, int64_t i, int64_t k, int64_t n,
         double p, uint64_t key, Load load) {
  std::vector<float> xf(static_cast<size_t>(k));
  for (int64_t t = 0; t < k; ++t) xf[t] = load(xr[t]);
  const float scale = static_cast<float>(1.0 / (1.0 - p));
  float mx = -INFINITY;
  for (int64_t j = 0; j < n; ++j) {
    const T* w = W + j * k;
    float acc = 0.0f;
#pragma omp simd reduction(+ : acc)
    for (int64_t t = 0; t < k; ++t) acc += xf[t] * load(w[t]);
    const float z = acc + load(b[j]);
    const bool keep = uniform(key, static_cast<uint64_t>(i * n + j)) >= p;
    out[j] = keep ? z * scale : 0.0f;
    mx = out[j] > mx ? out[j] : mx;
  }
  double s = 0;
  for (int64_t j = 0; j < n; ++j) {
    out[j] = std::exp(out[j] - mx);
    s += out[j];
  }
  const float inv = static_cast<float>(1.0 / s);
  for (int64_t j = 0; j < n; ++j) out[j] *= inv;
}

}  // namespace

int matmul_dropout_softmax_f16(const km_f16* x, const km_f16* W, const km_f16* b, km_f16* y,
                               int64_t m, int64_t k, int64_t n, double p, int64_t seed) {
  const uint64_t key = key_of(seed);
#pragma omp parallel for schedule(dynamic, 1)
  for (int64_t i = 0; i < m; ++i) {
    std::vector<float> out(static_cast<size_t>(n));
    row(x + i * k, W, b, out.data(), i, k, n, p, key, [](km_f16 v) { return km_f16_to_f32(v); });
    for (int64_t j = 0; j < n; ++j) y[i * n + j] = km_f32_to_f16(out[j]);
  }
  return 0;
}
