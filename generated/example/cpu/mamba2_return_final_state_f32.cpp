// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// cs = torch.cumsum(A, dim=1)
// state = torch.einsum('bsh,bshn,bshp->bhpn', torch.exp(cs[:, -1:, :] - cs), B, X)
//
// The plain recurrence h = exp(A_t) h + outer(X_t, B_t) per batch row and head, in fp32
// (the source's chunked scan gives the same values); the rows run in parallel.
#include <cmath>
#include <vector>

namespace {

using T = float;
inline float ld(float v) {
  return v;
}
inline float st(float v) {
  return v;
}

}  // namespace

int mamba2_return_final_state_f32(const T* X, const T* A, const T* B, T* state, int64_t batch,
                                  int64_t seq, int64_t heads, int64_t d_head, int64_t d_state) {
  const int64_t Hd = heads, P = d_head, N = d_state;
#pragma omp parallel for schedule(static)
  for (int64_t bh = 0; bh < batch * Hd; ++bh) {
    const int64_t b = bh / Hd, hd = bh % Hd;
    std::vector<float> h(static_cast<size_t>(P * N), 0.0f);
    for (int64_t t = 0; t < seq; ++t) {
      const int64_t row = (b * seq + t) * Hd + hd;
      const float a = std::exp(ld(A[row]));
      for (int64_t p = 0; p < P; ++p) {
        const float x = ld(X[row * P + p]);
        for (int64_t n = 0; n < N; ++n) h[p * N + n] = a * h[p * N + n] + x * ld(B[row * N + n]);
      }
    }
    for (int64_t i = 0; i < P * N; ++i) state[bh * P * N + i] = st(h[i]);
  }
  return 0;
}
