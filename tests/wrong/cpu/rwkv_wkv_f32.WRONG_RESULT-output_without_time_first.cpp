// Planted wrong kernel (self-test only): the output mixes the current key without RWKV's bonus
// time_first (u), i.e. q = max(m, k) and exp(k - q) for the current token, as the state update
// does; the states are right. Caught by: out on every set (max_out, num_out, den_out pass).
#include <algorithm>
#include <cmath>

int rwkv_wkv_f32(const float* time_decay, const float* key, const float* time_first, const float* value,
                 const float* max_state, const float* num_state, const float* den_state, float* out, float* max_out,
                 float* num_out, float* den_out, int64_t b, int64_t t, int64_t h) {
  (void)time_first;
  for (int64_t bc = 0; bc < b * h; ++bc) {
    const int64_t bi = bc / h, c = bc % h;
    const float w = -std::exp(time_decay[c]);
    float m = max_state[bc], a = num_state[bc], d = den_state[bc];
    for (int64_t s = 0; s < t; ++s) {
      const int64_t at = (bi * t + s) * h + c;
      const float k = key[at], v = value[at];
      const float q = std::max(m, k);
      const float e1 = std::exp(m - q), e2 = std::exp(k - q);
      out[at] = (e1 * a + e2 * v) / (e1 * d + e2);
      const float p = std::max(m + w, k);
      const float f1 = std::exp(m + w - p), f2 = std::exp(k - p);
      a = f1 * a + f2 * v;
      d = f1 * d + f2;
      m = p;
    }
    max_out[bc] = m;
    num_out[bc] = a;
    den_out[bc] = d;
  }
  return 0;
}
