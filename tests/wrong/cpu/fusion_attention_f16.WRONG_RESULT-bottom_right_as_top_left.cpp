// Planted wrong kernel (self-test only): flash attention that reads sparse_mode 3 (mask_mode 2,
// the causal mask aligned at the bottom right, query i sees keys j <= i + skv - sq) as
// sparse_mode 2 (aligned at the top left, j <= i). The two agree only where skv == sq.
// Caught by: cases with mask_mode 2 and skv > sq (small[1], heldout[0], drawn cases).
#include <cmath>
#include <vector>

namespace {

// The task's storage type and its conversions to and from fp32.
inline float to_f32(km_f16 v) {
  return km_f16_to_f32(v);
}
inline km_f16 from_f32(float v) {
  return km_f32_to_f16(v);
}

// The keys [0, j1) query i sees: all of them (mask_mode 0), else j <= i for both causal modes
// (the defect: mode 2 should end at i + skv - sq).
int64_t key_end(int64_t i, int64_t sq, int64_t skv, int64_t mode) {
  (void)sq;
  return mode == 0 ? skv : i + 1;
}

}  // namespace

int fusion_attention_f16(const km_f16* q, const km_f16* k, const km_f16* v, km_f16* o, int64_t b,
                         int64_t n, int64_t sq, int64_t skv, int64_t d, double scale,
                         int64_t mask_mode) {
  const float sc = static_cast<float>(scale);
#pragma omp parallel
  {
    std::vector<float> qf(static_cast<size_t>(d)), acc(static_cast<size_t>(d)),
        p(static_cast<size_t>(skv));
#pragma omp for schedule(static)
    for (int64_t r = 0; r < b * n * sq; ++r) {
      const int64_t bh = r / sq, i = r % sq, j1 = key_end(i, sq, skv, mask_mode);
      const km_f16* kb = k + bh * skv * d;
      const km_f16* vb = v + bh * skv * d;
      for (int64_t e = 0; e < d; ++e) qf[e] = to_f32(q[r * d + e]);
      float mx = -INFINITY;
      for (int64_t j = 0; j < j1; ++j) {
        float s = 0.0f;
        for (int64_t e = 0; e < d; ++e) s += qf[e] * to_f32(kb[j * d + e]);
        p[j] = s * sc;
        mx = p[j] > mx ? p[j] : mx;
      }
      float sum = 0.0f;
      for (int64_t j = 0; j < j1; ++j) sum += (p[j] = expf(p[j] - mx));
      for (int64_t c = 0; c < d; ++c) acc[c] = 0.0f;
      for (int64_t j = 0; j < j1; ++j)
        for (int64_t c = 0; c < d; ++c) acc[c] += p[j] * to_f32(vb[j * d + c]);
      for (int64_t c = 0; c < d; ++c) o[r * d + c] = from_f32(acc[c] / sum);
    }
  }
  return 0;
}
