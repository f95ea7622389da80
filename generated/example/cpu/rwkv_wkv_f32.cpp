// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Channels are independent: each (batch row, channel) runs its t steps in order, in float, with
// the exponentials taken relative to the running max (every exponent <= 0, so keys of any size
// are safe and a -inf max_state contributes exp(-inf) = 0). The parallel loop is over channels.
#include <algorithm>
#include <cmath>

int rwkv_wkv_f32(const float* time_decay, const float* key, const float* time_first, const float* value,
                 const float* max_state, const float* num_state, const float* den_state, float* out, float* max_out,
                 float* num_out, float* den_out, int64_t b, int64_t t, int64_t h) {
#pragma omp parallel for schedule(static)
  for (int64_t bc = 0; bc < b * h; ++bc) {
    const int64_t bi = bc / h, c = bc % h;
    const float w = -std::exp(time_decay[c]), u = time_first[c];
    float m = max_state[bc], a = num_state[bc], d = den_state[bc];
    for (int64_t s = 0; s < t; ++s) {
      const int64_t at = (bi * t + s) * h + c;
      const float k = key[at], v = value[at];
      const float q = std::max(m, k + u);
      const float e1 = std::exp(m - q), e2 = std::exp(k + u - q);
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
