// Planted wrong kernel (self-test only): the Convolutional Vision Transformer with the encoder
// layers' default batch_first=False (as in the older KernelBench version MultiKernelBench keeps)
// where KernelBench@423217d builds them with batch_first=True: attention runs across the b images
// of each token index instead of between each image's cls token and its embedding, and y no
// longer depends on the image. Measured: the first failing case has 8 of 10 elements outside the
// tolerance (up to 0.16 off).
#include <cmath>
#include <cstdint>
#include <vector>

namespace {

// Loops over fewer multiply-adds than this run on one thread: a parallel region costs more than it
// saves.
constexpr int64_t kPar = int64_t{1} << 16;

// y[i, j] = b[j] + x[i, :] . W[j, :] (F.linear), then ReLU where `relu`: one task per (row,
// output), the dot product vectorised over k (W's rows are contiguous).
void linear(const float* x, const float* W, const float* b, float* y, int64_t m, int64_t k,
            int64_t n, bool relu) {
#pragma omp parallel for collapse(2) schedule(static) if (m * n * k > kPar)
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      const float* xr = x + i * k;
      const float* wr = W + j * k;
      float acc = 0.0f;
#pragma omp simd reduction(+ : acc)
      for (int64_t p = 0; p < k; ++p) acc += xr[p] * wr[p];
      acc += b[j];
      y[i * n + j] = relu && acc < 0.0f ? 0.0f : acc;  // a NaN stays NaN, as in F.relu
    }
}

// Softmax self-attention without a mask on qkv [B * T, 3 C] (q, k, v side by side, nh heads of
// hs each; row bb * T + j is position j of sequence bb): z[bb * T + i, h * hs + c] = sum_j w_j
// v[j, h, c], w = softmax(q_i . k_j / sqrt(hs)) (the row's maximum subtracted before exp). One task
// per (sequence, head, query).
void attention(const float* qkv, float* z, int64_t B, int64_t T, int64_t nh, int64_t hs) {
  const int64_t C = nh * hs;
  const float scale = 1.0f / std::sqrt(static_cast<float>(hs));
#pragma omp parallel if (B * T * T * C > kPar)
  {
    std::vector<float> w(static_cast<size_t>(T)), acc(static_cast<size_t>(hs));
#pragma omp for collapse(3) schedule(static)
    for (int64_t bb = 0; bb < B; ++bb)
      for (int64_t h = 0; h < nh; ++h)
        for (int64_t i = 0; i < T; ++i) {
          const float* q = qkv + (bb * T + i) * 3 * C + h * hs;
          float mx = -INFINITY, sum = 0.0f;
          for (int64_t j = 0; j < T; ++j) {
            const float* k = qkv + (bb * T + j) * 3 * C + C + h * hs;
            float s = 0.0f;
#pragma omp simd reduction(+ : s)
            for (int64_t e = 0; e < hs; ++e) s += q[e] * k[e];
            w[j] = s * scale;
            mx = std::fmax(mx, w[j]);
          }
          for (int64_t j = 0; j < T; ++j) sum += w[j] = std::exp(w[j] - mx);
          for (int64_t c = 0; c < hs; ++c) acc[c] = 0.0f;
          for (int64_t j = 0; j < T; ++j) {
            const float* v = qkv + (bb * T + j) * 3 * C + 2 * C + h * hs;
#pragma omp simd
            for (int64_t c = 0; c < hs; ++c) acc[c] += w[j] * v[c];
          }
          for (int64_t c = 0; c < hs; ++c) z[(bb * T + i) * C + h * hs + c] = acc[c] / sum;
        }
  }
}

// x = F.layer_norm(x + a, (C,), w, b, eps) in place for the m rows of x [m, C]: mean and biased
// variance in double (two passes), then the affine step.
void add_layer_norm(float* x, const float* a, int64_t m, int64_t C, const float* w, const float* b,
                    double eps) {
#pragma omp parallel for schedule(static) if (m * C > kPar)
  for (int64_t r = 0; r < m; ++r) {
    float* xr = x + r * C;
    const float* ar = a + r * C;
    double mean = 0, var = 0;
    for (int64_t c = 0; c < C; ++c) mean += xr[c] += ar[c];
    mean /= static_cast<double>(C);
    for (int64_t c = 0; c < C; ++c) var += (xr[c] - mean) * (xr[c] - mean);
    const double rstd = 1.0 / std::sqrt(var / static_cast<double>(C) + eps);
    for (int64_t c = 0; c < C; ++c) xr[c] = static_cast<float>((xr[c] - mean) * rstd * w[c] + b[c]);
  }
}

// The network in fp32. Token rows are kept in the encoder's order: row t * b + n is token t of
// image n (batch_first=False makes the b images the attention sequence of each token index).
void run(const float* x, const float* Wc, const float* bc, const float* Wp, const float* bp,
         const float* cls, const float* Wi, const float* bi, const float* Wo, const float* bo,
         const float* n1w, const float* n1b, const float* W1, const float* b1, const float* W2,
         const float* b2, const float* n2w, const float* n2b, const float* Wf, const float* bf,
         float* y, int64_t b, int64_t ch, int64_t g, int64_t p, int64_t nh, int64_t hd, int64_t L,
         int64_t classes, double eps) {
  const int64_t D = nh * hd, side = g * p, m = 2 * b, f = 4 * D, pd = ch * p * p;
  // conv1 (kernel p, stride p: the patches do not overlap) as a linear layer on each patch's
  // (c, ky, kx) pixels, written straight into the flatten(1) order [b, D, g, g].
  std::vector<float> patch(static_cast<size_t>(b * g * g * pd)),
      conv(static_cast<size_t>(b * g * g * D));
  for (int64_t n = 0; n < b; ++n)
    for (int64_t gy = 0; gy < g; ++gy)
      for (int64_t gx = 0; gx < g; ++gx)
        for (int64_t c = 0; c < ch; ++c)
          for (int64_t ky = 0; ky < p; ++ky)
            for (int64_t kx = 0; kx < p; ++kx)
              patch[((n * g + gy) * g + gx) * pd + (c * p + ky) * p + kx] =
                  x[((n * ch + c) * side + gy * p + ky) * side + gx * p + kx];
  linear(patch.data(), Wc, bc, conv.data(), b * g * g, pd, D, false);
  std::vector<float> flat(conv.size());
  for (int64_t n = 0; n < b; ++n)
    for (int64_t s = 0; s < g * g; ++s)
      for (int64_t d = 0; d < D; ++d) flat[(n * D + d) * g * g + s] = conv[(n * g * g + s) * D + d];
  std::vector<float> t(static_cast<size_t>(m * D)), qkv(static_cast<size_t>(m * 3 * D)),
      z(t.size()), a(t.size()), h(static_cast<size_t>(m * f));
  std::vector<float> proj(static_cast<size_t>(b * D));
  linear(flat.data(), Wp, bp, proj.data(), b, D * g * g, D, false);
  for (int64_t n = 0; n < b; ++n)
    for (int64_t d = 0; d < D; ++d) {
      t[n * D + d] = cls[d];
      t[(b + n) * D + d] = proj[n * D + d];
    }
  for (int64_t l = 0; l < L; ++l) {
    linear(t.data(), Wi + l * 3 * D * D, bi + l * 3 * D, qkv.data(), m, D, 3 * D, false);
    attention(qkv.data(), z.data(), 2, b, nh, hd);
    linear(z.data(), Wo + l * D * D, bo + l * D, a.data(), m, D, D, false);
    add_layer_norm(t.data(), a.data(), m, D, n1w + l * D, n1b + l * D, eps);
    linear(t.data(), W1 + l * f * D, b1 + l * f, h.data(), m, D, f, true);
    linear(h.data(), W2 + l * D * f, b2 + l * D, a.data(), m, f, D, false);
    add_layer_norm(t.data(), a.data(), m, D, n2w + l * D, n2b + l * D, eps);
  }
  linear(t.data(), Wf, bf, y, b, D, classes, false);  // fc_out on x[:, 0]: token 0's rows
}

}  // namespace

int convolutional_vision_transformer_f32(
    const float* x, const float* Wc, const float* bc, const float* Wp, const float* bp,
    const float* cls, const float* Wi, const float* bi, const float* Wo, const float* bo,
    const float* n1w, const float* n1b, const float* W1, const float* b1, const float* W2,
    const float* b2, const float* n2w, const float* n2b, const float* Wf, const float* bf, float* y,
    int64_t b, int64_t ch, int64_t g, int64_t p, int64_t nh, int64_t hd, int64_t L, int64_t classes,
    double eps) {
  run(x, Wc, bc, Wp, bp, cls, Wi, bi, Wo, bo, n1w, n1b, W1, b1, W2, b2, n2w, n2b, Wf, bf, y, b, ch,
      g, p, nh, hd, L, classes, eps);
  return 0;
}
