// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// One (token, head) pair per iteration: +inf lse read as -inf, the larger lse subtracted before
// exp, the two scales formed once, then one pass over the head's d values in fp32, rounded once.
#include <cmath>

int merge_attn_states_f16(const km_f16* o_p, const float* lse_p, const km_f16* o_s,
                          const float* lse_s, km_f16* o, float* lse, int64_t t, int64_t h,
                          int64_t d) {
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t ti = 0; ti < t; ++ti)
    for (int64_t hi = 0; hi < h; ++hi) {
      float lp = lse_p[hi * t + ti], ls = lse_s[hi * t + ti];
      if (lp == INFINITY) lp = -INFINITY;
      if (ls == INFINITY) ls = -INFINITY;
      const float m = lp > ls ? lp : ls;
      const float ep = expf(lp - m), es = expf(ls - m), se = ep + es;
      lse[hi * t + ti] = logf(se) + m;
      const float sp = ep / se, ss = es / se;
      const int64_t base = (ti * h + hi) * d;
      for (int64_t c = 0; c < d; ++c)
        o[base + c] = km_f32_to_f16(km_f16_to_f32(o_p[base + c]) * sp + km_f16_to_f32(o_s[base + c]) * ss);
    }
  return 0;
}
