// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// One (batch row, channel) per OpenMP iteration: the dstate-long state in fp32, loaded from the
// cache row cache_indices[b] when has_initial_state[b], else zeros; per step dt = delta + bias
// (softplus with PyTorch's threshold 20 when asked), h = exp(dt A) h + dt B u, y = C . h + D u,
// out = y silu(z), rounded once; the final state stored back into the cache row.
#include <cmath>
#include <vector>

namespace {
inline float ld(km_f16 v) { return km_f16_to_f32(v); }
inline km_f16 st_(float v) { return km_f32_to_f16(v); }
}  // namespace

int selective_scan_f16(const km_f16* u, const km_f16* delta, const float* A, const km_f16* B, const km_f16* C,
                       const float* D, const km_f16* z, const float* delta_bias,
                       const int32_t* cache_indices, const bool* has_initial_state, km_f16* out,
                       km_f16* ssm_states, int64_t batch, int64_t dim, int64_t dstate, int64_t seqlen,
                       int64_t ngroups, int64_t cache, int64_t delta_softplus) {
  if (ngroups <= 0 || dim % ngroups != 0) return 1;
  for (int64_t b = 0; b < batch; ++b)
    if (cache_indices[b] < 0 || cache_indices[b] >= cache) return 1;
  const int64_t grp = dim / ngroups;
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < batch * dim; ++r) {
    const int64_t b = r / dim, c = r % dim, k = c / grp;
    km_f16* st = ssm_states + (static_cast<int64_t>(cache_indices[b]) * dim + c) * dstate;
    std::vector<float> h(static_cast<size_t>(dstate), 0.0f);
    if (has_initial_state[b])
      for (int64_t n = 0; n < dstate; ++n) h[n] = ld(st[n]);
    const int64_t row = (b * dim + c) * seqlen, bc = (b * ngroups + k) * dstate * seqlen;
    for (int64_t t = 0; t < seqlen; ++t) {
      float dt = ld(delta[row + t]) + delta_bias[c];
      if (delta_softplus) dt = dt <= 20.0f ? log1pf(expf(dt)) : dt;
      const float x = ld(u[row + t]), du = dt * x;
      float y = 0.0f;
      for (int64_t n = 0; n < dstate; ++n) {
        h[n] = expf(dt * A[c * dstate + n]) * h[n] + du * ld(B[bc + n * seqlen + t]);
        y += ld(C[bc + n * seqlen + t]) * h[n];
      }
      y += D[c] * x;
      const float g = ld(z[row + t]);
      out[row + t] = st_(y * g / (1.0f + expf(-g)));
    }
    for (int64_t n = 0; n < dstate; ++n) st[n] = st_(h[n]);
  }
  return 0;
}
