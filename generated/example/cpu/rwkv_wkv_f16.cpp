// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// f16 inputs are widened to float on load; the recurrence runs in float and the outputs are
// fp32, as the op returns them for every input dtype. Channels are independent: each (batch row,
// channel) runs its t steps in order, with the exponentials taken relative to the running max
// (every exponent <= 0, so keys of any size are safe and a -inf max_state contributes 0).
#include <algorithm>
#include <cmath>

int rwkv_wkv_f16(const km_f16* time_decay, const km_f16* key, const km_f16* time_first, const km_f16* value,
                 const km_f16* max_state, const km_f16* num_state, const km_f16* den_state, float* out, float* max_out,
                 float* num_out, float* den_out, int64_t b, int64_t t, int64_t h) {
#pragma omp parallel for schedule(static)
  for (int64_t bc = 0; bc < b * h; ++bc) {
    const int64_t bi = bc / h, c = bc % h;
    const float w = -std::exp(km_f16_to_f32(time_decay[c])), u = km_f16_to_f32(time_first[c]);
    float m = km_f16_to_f32(max_state[bc]), a = km_f16_to_f32(num_state[bc]), d = km_f16_to_f32(den_state[bc]);
    for (int64_t s = 0; s < t; ++s) {
      const int64_t at = (bi * t + s) * h + c;
      const float k = km_f16_to_f32(key[at]), v = km_f16_to_f32(value[at]);
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
