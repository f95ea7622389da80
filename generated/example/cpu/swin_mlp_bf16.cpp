// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// C = 3 * hd
// x = F.conv2d(img, Wp, bp, stride=p).flatten(2).transpose(1, 2)
// o = []
// def take(t, *shape):  # t's next n elements, as shape: each tensor is read front to back
//     for at in o:
//         if at[0] is t:
//             break
//     else:
//         at = [t, 0]; o.append(at)
//     n = math.prod(shape); v = t[at[1]:at[1] + n].reshape(shape); at[1] += n
//     return v
// def ln(u):
//     return F.layer_norm(u, (u.shape[-1],), take(lnw, u.shape[-1]), take(lnb, u.shape[-1]), eps)
// x = ln(x)
// for i, depth in enumerate((2, 2, 6, 2)):
//     R, d, h = (8 * r8) >> i, C << i, 3 << i
//     w = min(ws, R)
//     for j in range(depth):
//         s = w // 2 if j % 2 == 1 and R > ws else 0
//         u = ln(x).view(b, R, R, d)
//         if s > 0:
//             u = F.pad(u, [0, 0, w - s, s, w - s, s])
//         P = u.shape[1] // w
//         u = u.view(b, P, w, P, w, h, hd).permute(0, 1, 3, 5, 2, 4, 6).reshape(-1, h * w * w, hd)
//         u = F.conv1d(u, take(sw, h * w * w, w * w, 1), take(sb, h * w * w), groups=h)
//         u = u.view(b, P, P, h, w, w, hd).permute(0, 1, 4, 2, 5, 3, 6).reshape(b, P * w, P * w, d)
//         if s > 0:
//             u = u[:, w - s:-s, w - s:-s, :]
//         x = x + u.reshape(b, R * R, d)
//         x = x + F.linear(F.gelu(F.linear(ln(x), take(W1, 4 * d, d), take(b1, 4 * d))), take(W2, d, 4 * d), take(b2, d))
//     if i < 3:
//         u = x.view(b, R, R, d)
//         u = torch.cat([u[:, 0::2, 0::2], u[:, 1::2, 0::2], u[:, 0::2, 1::2], u[:, 1::2, 1::2]], -1).view(b, -1, 4 * d)
//         x = F.linear(ln(u), take(Wr, 2 * d, 4 * d))
// y = F.linear(ln(x).mean(1), Wh, bh)
//
// fp32 inside (LayerNorm statistics in double): inputs widened once, y rounded once.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace {

// Loops over fewer multiply-adds than this run on one thread: a parallel region costs more than it
// saves.
constexpr int64_t kPar = int64_t{1} << 16;

// A cursor over a packed weight tensor: the layers' tensors one after another in forward order.
struct Pack {
  const float* p;
  const float* take(int64_t n) {
    const float* q = p;
    p += n;
    return q;
  }
};

struct Packs {
  Pack lnw, lnb, sw, sb, W1, b1, W2, b2, Wr;
};

// y[i, j] = b[j] + x[i, :] . W[j, :] (F.linear; b may be null).
void linear(const float* x, const float* W, const float* b, float* y, int64_t m, int64_t k,
            int64_t n) {
#pragma omp parallel for collapse(2) schedule(static) if (m * n * k > kPar)
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      const float* xr = x + i * k;
      const float* wr = W + j * k;
      float acc = 0.0f;
#pragma omp simd reduction(+ : acc)
      for (int64_t p = 0; p < k; ++p) acc += xr[p] * wr[p];
      y[i * n + j] = b ? acc + b[j] : acc;
    }
}

// y = F.layer_norm(x, (C,), w, b, eps) for the m rows of x [m, C]; mean and biased variance in
// double, two passes.
void layer_norm(const float* x, float* y, int64_t m, int64_t C, Packs& P, double eps) {
  const float* w = P.lnw.take(C);
  const float* b = P.lnb.take(C);
#pragma omp parallel for schedule(static) if (m * C > kPar)
  for (int64_t i = 0; i < m; ++i) {
    const float* r = x + i * C;
    double mean = 0, var = 0;
    for (int64_t c = 0; c < C; ++c) mean += r[c];
    mean /= static_cast<double>(C);
    for (int64_t c = 0; c < C; ++c) var += (r[c] - mean) * (r[c] - mean);
    const double rstd = 1.0 / std::sqrt(var / static_cast<double>(C) + eps);
    for (int64_t c = 0; c < C; ++c)
      y[i * C + c] = static_cast<float>((r[c] - mean) * rstd) * w[c] + b[c];
  }
}

// The token mixing of a block on a = LN1(x) [B R R, d] (rows in (n, y, x) order), added into x:
// windows of w x w on the grid padded with zeros by w - s before and s after (s > 0), per head g
// out[g w^2 + i, c] = sb[g w^2 + i] + sum_j sw[g w^2 + i, j] in[j, c] over the window's tokens j
// and the head's hd channels c; padded outputs are cropped.
void spatial_mlp_add(const float* a, float* x, Packs& P, int64_t B, int64_t R, int64_t d,
                     int64_t h, int64_t w, int64_t s) {
  const int64_t hd = d / h, w2 = w * w, off = s > 0 ? w - s : 0;
  const float* W = P.sw.take(h * w2 * w2);
  const float* bias = P.sb.take(h * w2);
#pragma omp parallel for collapse(2) schedule(static) if (B * R * R * d * w2 > kPar)
  for (int64_t n = 0; n < B; ++n)
    for (int64_t yy = 0; yy < R; ++yy)
      for (int64_t xx = 0; xx < R; ++xx) {
        const int64_t py = yy + off, px = xx + off;  // position on the padded grid
        const int64_t wy = py / w * w, wx = px / w * w, i = (py - wy) * w + (px - wx);
        float* out = x + ((n * R + yy) * R + xx) * d;
        for (int64_t g = 0; g < h; ++g) {
          const float* wr = W + (g * w2 + i) * w2;
          for (int64_t c = g * hd; c < (g + 1) * hd; ++c) {
            float acc = 0.0f;
            for (int64_t j = 0; j < w2; ++j) {
              const int64_t sy = wy + j / w - off, sx = wx + j % w - off;
              if (sy < 0 || sy >= R || sx < 0 || sx >= R) continue;  // zero padding
              acc += wr[j] * a[((n * R + sy) * R + sx) * d + c];
            }
            out[c] += acc + bias[g * w2 + i];
          }
        }
      }
}

// PatchMerging: token (Y, X) of [B R/2 R/2, 4 d] concatenates (2Y, 2X), (2Y + 1, 2X), (2Y, 2X + 1),
// (2Y + 1, 2X + 1); LayerNorm over 4 d; Linear 4 d -> 2 d without bias.
std::vector<float> merge(const std::vector<float>& x, Packs& P, int64_t B, int64_t R, int64_t d,
                         double eps) {
  const int64_t H = R / 2, m = B * H * H;
  std::vector<float> u(static_cast<size_t>(m * 4 * d)), v(u.size()), y(static_cast<size_t>(m * 2 * d));
  const int64_t dy[4] = {0, 1, 0, 1}, dx[4] = {0, 0, 1, 1};
  for (int64_t n = 0; n < B; ++n)
    for (int64_t Y = 0; Y < H; ++Y)
      for (int64_t X = 0; X < H; ++X)
        for (int64_t q = 0; q < 4; ++q)
          std::copy_n(x.begin() + ((n * R + 2 * Y + dy[q]) * R + 2 * X + dx[q]) * d, d,
                      u.begin() + ((n * H + Y) * H + X) * 4 * d + q * d);
  layer_norm(u.data(), v.data(), m, 4 * d, P, eps);
  linear(v.data(), P.Wr.take(8 * d * d), nullptr, y.data(), m, 4 * d, 2 * d);
  return y;
}

void run(const float* img, const float* Wp, const float* bp, Packs P, const float* Wh,
         const float* bh, float* y, int64_t B, int64_t ch, int64_t r8, int64_t p, int64_t hd,
         int64_t ws, int64_t classes, double eps) {
  const int64_t r = 8 * r8, side = r * p, C = 3 * hd, k = ch * p * p;
  // Patch embedding: a conv with kernel and stride p, written token-major [B r r, C].
  std::vector<float> x(static_cast<size_t>(B * r * r * C));
#pragma omp parallel for collapse(2) schedule(static) if (B * r * r * C * k > kPar)
  for (int64_t n = 0; n < B; ++n)
    for (int64_t q = 0; q < r * r; ++q)
      for (int64_t c = 0; c < C; ++c) {
        const int64_t ty = q / r, tx = q % r;
        float acc = 0.0f;
        for (int64_t ci = 0; ci < ch; ++ci)
          for (int64_t ky = 0; ky < p; ++ky)
            for (int64_t kx = 0; kx < p; ++kx)
              acc += Wp[((c * ch + ci) * p + ky) * p + kx] *
                     img[((n * ch + ci) * side + ty * p + ky) * side + tx * p + kx];
        x[(n * r * r + q) * C + c] = acc + bp[c];
      }
  std::vector<float> a(x.size());
  layer_norm(x.data(), a.data(), B * r * r, C, P, eps);
  x.swap(a);
  const int64_t depths[4] = {2, 2, 6, 2};
  for (int64_t i = 0; i < 4; ++i) {
    const int64_t R = r >> i, d = C << i, h = int64_t{3} << i, w = std::min(ws, R), m = B * R * R;
    std::vector<float> t(static_cast<size_t>(m * d)), f(static_cast<size_t>(m * 4 * d));
    for (int64_t j = 0; j < depths[i]; ++j) {
      const int64_t s = j % 2 == 1 && R > ws ? w / 2 : 0;
      layer_norm(x.data(), t.data(), m, d, P, eps);
      spatial_mlp_add(t.data(), x.data(), P, B, R, d, h, w, s);
      layer_norm(x.data(), t.data(), m, d, P, eps);
      linear(t.data(), P.W1.take(4 * d * d), P.b1.take(4 * d), f.data(), m, d, 4 * d);
      for (float& v : f) v = 0.5f * v * (1.0f + std::erf(v * 0.70710678f));
      linear(f.data(), P.W2.take(4 * d * d), P.b2.take(d), t.data(), m, 4 * d, d);
      for (int64_t e = 0; e < m * d; ++e) x[e] += t[e];
    }
    if (i < 3) x = merge(x, P, B, R, d, eps);
  }
  // Final LayerNorm, the mean over each image's tokens, the head.
  const int64_t L = r8 * r8, D = 8 * C;
  std::vector<float> t(x.size()), mean(static_cast<size_t>(B * D));
  layer_norm(x.data(), t.data(), B * L, D, P, eps);
  for (int64_t n = 0; n < B; ++n)
    for (int64_t c = 0; c < D; ++c) {
      float acc = 0.0f;
      for (int64_t q = 0; q < L; ++q) acc += t[(n * L + q) * D + c];
      mean[n * D + c] = acc / static_cast<float>(L);
    }
  linear(mean.data(), Wh, bh, y, B, D, classes);
}

// The inputs widened to fp32 once.
std::vector<float> widen(const km_bf16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) v[i] = km_bf16_to_f32(p[i]);
  return v;
}

// Length of the packed spatial weights (e = 4) or biases (e = 2): per block h w^e, w = min(ws, R).
int64_t window_terms(int64_t ws, int64_t r8, int e) {
  const int64_t per_stage[4] = {6, 12, 72, 48};  // depth x heads
  int64_t len = 0;
  for (int i = 0; i < 4; ++i) {
    int64_t w = std::min(ws, (8 * r8) >> i), t = 1;
    for (int k = 0; k < e; ++k) t *= w;
    len += per_stage[i] * t;
  }
  return len;
}

}  // namespace

int swin_mlp_bf16(const km_bf16* img, const km_bf16* Wp, const km_bf16* bp, const km_bf16* lnw, const km_bf16* lnb, const km_bf16* sw, const km_bf16* sb, const km_bf16* W1, const km_bf16* b1, const km_bf16* W2, const km_bf16* b2, const km_bf16* Wr, const km_bf16* Wh, const km_bf16* bh, km_bf16* y, int64_t b, int64_t ch, int64_t r8, int64_t p, int64_t hd, int64_t ws, int64_t classes, double eps) {
  const std::vector<float> img_v = widen(img, b * ch * 64 * r8 * r8 * p * p);
  const std::vector<float> Wp_v = widen(Wp, 3 * hd * ch * p * p);
  const std::vector<float> bp_v = widen(bp, 3 * hd);
  const std::vector<float> lnw_v = widen(lnw, 387 * hd);
  const std::vector<float> lnb_v = widen(lnb, 387 * hd);
  const std::vector<float> sw_v = widen(sw, window_terms(ws, r8, 4));
  const std::vector<float> sb_v = widen(sb, window_terms(ws, r8, 2));
  const std::vector<float> W1_v = widen(W1, 8424 * hd * hd);
  const std::vector<float> b1_v = widen(b1, 552 * hd);
  const std::vector<float> W2_v = widen(W2, 8424 * hd * hd);
  const std::vector<float> b2_v = widen(b2, 138 * hd);
  const std::vector<float> Wr_v = widen(Wr, 1512 * hd * hd);
  const std::vector<float> Wh_v = widen(Wh, classes * 24 * hd);
  const std::vector<float> bh_v = widen(bh, classes);
  std::vector<float> out(static_cast<size_t>(b * classes));
  run(img_v.data(), Wp_v.data(), bp_v.data(),
      Packs{{lnw_v.data()}, {lnb_v.data()}, {sw_v.data()}, {sb_v.data()}, {W1_v.data()}, {b1_v.data()},
            {W2_v.data()}, {b2_v.data()}, {Wr_v.data()}},
      Wh_v.data(), bh_v.data(), out.data(), b, ch, r8, p, hd, ws, classes, eps);
  for (int64_t i = 0; i < b * classes; ++i) y[i] = km_f32_to_bf16(out[i]);
  return 0;
}
