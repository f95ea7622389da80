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
//     N, P = w * w, R // w
//     t = torch.arange(1 - w, w, dtype=x.dtype) / (w - 1) * 8
//     t = torch.sign(t) * torch.log2(t.abs() + 1) / math.log2(8)
//     table = torch.stack(torch.meshgrid(t, t, indexing="ij"), -1).reshape(-1, 2)
//     cy, cx = torch.arange(w).repeat_interleave(w), torch.arange(w).repeat(w)
//     rel = (cy[:, None] - cy[None, :] + w - 1) * (2 * w - 1) + cx[:, None] - cx[None, :] + w - 1
//     for j in range(depth):
//         s = w // 2 if j % 2 == 1 and R > ws else 0
//         u = torch.roll(x.reshape(b, R, R, d), (-s, -s), (1, 2))
//         u = u.reshape(b, P, w, P, w, d).permute(0, 1, 3, 2, 4, 5).reshape(-1, N, d)
//         qkv = F.linear(u, take(Wqkv, 3 * d, d), torch.cat([take(qb, d), qb.new_zeros(d), take(vb, d)]))
//         q, k, v = qkv.reshape(-1, N, 3, h, hd).permute(2, 0, 3, 1, 4)
//         a = F.normalize(q, dim=-1) @ F.normalize(k, dim=-1).transpose(-2, -1)
//         a = a * torch.clamp(take(ls, h, 1, 1), max=math.log(1 / 0.01)).exp()
//         pb = F.linear(F.relu(F.linear(table, take(cw1, cpb, 2), take(cb1, cpb))), take(cw2, h, cpb))
//         a = a + 16 * torch.sigmoid(pb[rel.reshape(-1)].reshape(N, N, h).permute(2, 0, 1))
//         if s > 0:
//             g = (torch.arange(R) >= R - w).long() + (torch.arange(R) >= R - s).long()
//             reg = (3 * g[:, None] + g[None, :]).reshape(P, w, P, w).permute(0, 2, 1, 3).reshape(-1, N)
//             mask = (reg[:, None, :] != reg[:, :, None]) * -100.0
//             a = (a.reshape(b, P * P, h, N, N) + mask[None, :, None]).reshape(-1, h, N, N)
//         u = (a.softmax(-1) @ v).transpose(1, 2).reshape(-1, N, d)
//         u = F.linear(u, take(Wo, d, d), take(bo, d))
//         u = u.reshape(b, P, P, w, w, d).permute(0, 1, 3, 2, 4, 5).reshape(b, R, R, d)
//         x = x + ln(torch.roll(u, (s, s), (1, 2)).reshape(b, R * R, d))
//         x = x + ln(F.linear(F.gelu(F.linear(x, take(W1, 4 * d, d), take(b1, 4 * d))), take(W2, d, 4 * d), take(b2, d)))
//     if i < 3:
//         u = x.reshape(b, R, R, d)
//         u = torch.cat([u[:, 0::2, 0::2], u[:, 1::2, 0::2], u[:, 0::2, 1::2], u[:, 1::2, 1::2]], -1).reshape(b, -1, 4 * d)
//         x = ln(F.linear(u, take(Wr, 2 * d, 4 * d)))
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
  Pack lnw, lnb, Wqkv, qb, vb, ls, cw1, cb1, cw2, Wo, bo, W1, b1, W2, b2, Wr;
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

// y = F.layer_norm(x, (C,), w, b, eps) for the m rows of x [m, C] (y may be x); mean and biased
// variance in double, two passes.
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

// 16 sigmoid(cpb_mlp(table)) of one block (hidden width kHidden, the size cpb): [h, 2w - 1, 2w - 1], the log-spaced relative
// coordinates sign(u) log2(|u| + 1) / 3, u = 8 dy / (w - 1).
std::vector<float> position_bias(Packs& P, int64_t h, int64_t w, int64_t kHidden) {
  const float* c1 = P.cw1.take(2 * kHidden);
  const float* b1 = P.cb1.take(kHidden);
  const float* c2 = P.cw2.take(h * kHidden);
  const int64_t E = 2 * w - 1;
  std::vector<float> t(static_cast<size_t>(E)), bias(static_cast<size_t>(h * E * E));
  for (int64_t e = 0; e < E; ++e) {
    const float u = static_cast<float>(e - (w - 1)) / static_cast<float>(w - 1) * 8.0f;
    t[e] = (u > 0 ? 1.0f : u < 0 ? -1.0f : 0.0f) * std::log2(std::fabs(u) + 1.0f) / 3.0f;
  }
  std::vector<float> hid(kHidden);
  for (int64_t ey = 0; ey < E; ++ey)
    for (int64_t ex = 0; ex < E; ++ex) {
      for (int64_t k = 0; k < kHidden; ++k)
        hid[k] = std::max(0.0f, c1[2 * k] * t[ey] + c1[2 * k + 1] * t[ex] + b1[k]);
      for (int64_t g = 0; g < h; ++g) {
        float z = 0.0f;
        for (int64_t k = 0; k < kHidden; ++k) z += c2[g * kHidden + k] * hid[k];
        bias[(g * E + ey) * E + ex] = 16.0f / (1.0f + std::exp(-z));
      }
    }
  return bias;
}

// The window attention of a block on x [B R R, d] into o [B R R, d] (before the output
// projection): the grid rolled by (-s, -s), w x w windows, per head cosine scores times
// exp(min(ls, log 100)) plus the position bias (and -100 between different regions of the rolled
// grid when s > 0), softmax, the weighted sum of v; each result written at its token's own row.
void window_attention(const float* x, float* o, Packs& P, int64_t B, int64_t R, int64_t d,
                      int64_t h, int64_t w, int64_t s, int64_t cpb) {
  const int64_t hd = d / h, N = w * w, nw = R / w, E = 2 * w - 1, m = B * R * R;
  const float* W = P.Wqkv.take(3 * d * d);
  std::vector<float> bias3(static_cast<size_t>(3 * d), 0.0f);
  std::copy_n(P.qb.take(d), d, bias3.begin());
  std::copy_n(P.vb.take(d), d, bias3.begin() + 2 * d);
  std::vector<float> qkv(static_cast<size_t>(m * 3 * d));
  linear(x, W, bias3.data(), qkv.data(), m, d, 3 * d);
  const float* ls = P.ls.take(h);
  std::vector<float> scale(static_cast<size_t>(h));
  for (int64_t g = 0; g < h; ++g) scale[g] = std::exp(std::min(ls[g], std::log(100.0f)));
  const std::vector<float> bias = position_bias(P, h, w, cpb);
  auto region = [&](int64_t c) -> int64_t { return c < R - w ? 0 : c < R - s ? 1 : 2; };
#pragma omp parallel for schedule(static) if (m * N * d > kPar)
  for (int64_t job = 0; job < B * nw * nw * h; ++job) {
    const int64_t g = job % h, win = job / h, n = win / (nw * nw), wy = (win / nw) % nw,
                  wx = win % nw;
    std::vector<int64_t> row(static_cast<size_t>(N)), reg(row.size());
    std::vector<float> qn(static_cast<size_t>(N * hd)), kn(qn.size()), a(row.size());
    for (int64_t i = 0; i < N; ++i) {
      const int64_t py = wy * w + i / w, px = wx * w + i % w;
      row[i] = (n * R + (py + s) % R) * R + (px + s) % R;
      reg[i] = 3 * region(py) + region(px);
      const float* q = qkv.data() + row[i] * 3 * d + g * hd;
      const float* k = q + d;
      float sq = 0.0f, sk = 0.0f;
      for (int64_t c = 0; c < hd; ++c) sq += q[c] * q[c], sk += k[c] * k[c];
      const float nq = std::max(std::sqrt(sq), 1e-12f), nk = std::max(std::sqrt(sk), 1e-12f);
      for (int64_t c = 0; c < hd; ++c) qn[i * hd + c] = q[c] / nq, kn[i * hd + c] = k[c] / nk;
    }
    for (int64_t i = 0; i < N; ++i) {
      float mx = -INFINITY;
      for (int64_t j = 0; j < N; ++j) {
        float cs = 0.0f;
        for (int64_t c = 0; c < hd; ++c) cs += qn[i * hd + c] * kn[j * hd + c];
        const int64_t ey = i / w - j / w + w - 1, ex = i % w - j % w + w - 1;
        a[j] = cs * scale[g] + bias[(g * E + ey) * E + ex];
        if (s > 0 && reg[i] != reg[j]) a[j] -= 100.0f;
        mx = std::max(mx, a[j]);
      }
      float sum = 0.0f;
      for (int64_t j = 0; j < N; ++j) sum += a[j] = std::exp(a[j] - mx);
      float* out = o + row[i] * d + g * hd;
      for (int64_t c = 0; c < hd; ++c) {
        float acc = 0.0f;
        for (int64_t j = 0; j < N; ++j) acc += a[j] * qkv[row[j] * 3 * d + 2 * d + g * hd + c];
        out[c] = acc / sum;
      }
    }
  }
}

// PatchMerging: token (Y, X) of [B R/2 R/2, 4 d] concatenates (2Y, 2X), (2Y + 1, 2X), (2Y, 2X + 1),
// (2Y + 1, 2X + 1); Linear 4 d -> 2 d without bias; LayerNorm over 2 d.
std::vector<float> merge(const std::vector<float>& x, Packs& P, int64_t B, int64_t R, int64_t d,
                         double eps) {
  const int64_t H = R / 2, m = B * H * H;
  std::vector<float> u(static_cast<size_t>(m * 4 * d)), y(static_cast<size_t>(m * 2 * d));
  const int64_t dy[4] = {0, 1, 0, 1}, dx[4] = {0, 0, 1, 1};
  for (int64_t n = 0; n < B; ++n)
    for (int64_t Y = 0; Y < H; ++Y)
      for (int64_t X = 0; X < H; ++X)
        for (int64_t q = 0; q < 4; ++q)
          std::copy_n(x.begin() + ((n * R + 2 * Y + dy[q]) * R + 2 * X + dx[q]) * d, d,
                      u.begin() + ((n * H + Y) * H + X) * 4 * d + q * d);
  linear(u.data(), P.Wr.take(8 * d * d), nullptr, y.data(), m, 4 * d, 2 * d);
  layer_norm(y.data(), y.data(), m, 2 * d, P, eps);
  return y;
}

void run(const float* img, const float* Wp, const float* bp, Packs P, const float* Wh,
         const float* bh, float* y, int64_t B, int64_t ch, int64_t r8, int64_t p, int64_t hd,
         int64_t ws, int64_t classes, int64_t cpb, double eps) {
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
  layer_norm(x.data(), x.data(), B * r * r, C, P, eps);
  const int64_t depths[4] = {2, 2, 6, 2};
  for (int64_t i = 0; i < 4; ++i) {
    const int64_t R = r >> i, d = C << i, h = int64_t{3} << i, w = std::min(ws, R), m = B * R * R;
    std::vector<float> t(static_cast<size_t>(m * d)), o(t.size()), f(static_cast<size_t>(m * 4 * d));
    for (int64_t j = 0; j < depths[i]; ++j) {
      const int64_t s = j % 2 == 1 && R > ws ? w / 2 : 0;
      // Post-norm (res-post-norm): x += LN1(attn(x)); x += LN2(mlp(x)).
      window_attention(x.data(), o.data(), P, B, R, d, h, w, s, cpb);
      linear(o.data(), P.Wo.take(d * d), P.bo.take(d), t.data(), m, d, d);
      layer_norm(t.data(), t.data(), m, d, P, eps);
      for (int64_t e = 0; e < m * d; ++e) x[e] += t[e];
      linear(x.data(), P.W1.take(4 * d * d), P.b1.take(4 * d), f.data(), m, d, 4 * d);
      for (float& v : f) v = 0.5f * v * (1.0f + std::erf(v * 0.70710678f));
      linear(f.data(), P.W2.take(4 * d * d), P.b2.take(d), t.data(), m, 4 * d, d);
      layer_norm(t.data(), t.data(), m, d, P, eps);
      for (int64_t e = 0; e < m * d; ++e) x[e] += t[e];
    }
    if (i < 3) x = merge(x, P, B, R, d, eps);
  }
  // Final LayerNorm, the mean over each image's tokens, the head.
  const int64_t L = r8 * r8, D = 8 * C;
  std::vector<float> mean(static_cast<size_t>(B * D));
  layer_norm(x.data(), x.data(), B * L, D, P, eps);
  for (int64_t n = 0; n < B; ++n)
    for (int64_t c = 0; c < D; ++c) {
      float acc = 0.0f;
      for (int64_t q = 0; q < L; ++q) acc += x[(n * L + q) * D + c];
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

}  // namespace

int swin_transformer_v2_bf16(const km_bf16* img, const km_bf16* Wp, const km_bf16* bp, const km_bf16* lnw, const km_bf16* lnb, const km_bf16* Wqkv, const km_bf16* qb, const km_bf16* vb, const km_bf16* ls, const km_bf16* cw1, const km_bf16* cb1, const km_bf16* cw2, const km_bf16* Wo, const km_bf16* bo, const km_bf16* W1, const km_bf16* b1, const km_bf16* W2, const km_bf16* b2, const km_bf16* Wr, const km_bf16* Wh, const km_bf16* bh, km_bf16* y, int64_t b, int64_t ch, int64_t r8, int64_t p, int64_t hd, int64_t ws, int64_t classes, int64_t cpb, double eps) {
  const std::vector<float> img_v = widen(img, b * ch * 64 * r8 * r8 * p * p);
  const std::vector<float> Wp_v = widen(Wp, 3 * hd * ch * p * p);
  const std::vector<float> bp_v = widen(bp, 3 * hd);
  const std::vector<float> lnw_v = widen(lnw, 345 * hd);
  const std::vector<float> lnb_v = widen(lnb, 345 * hd);
  const std::vector<float> Wqkv_v = widen(Wqkv, 6318 * hd * hd);
  const std::vector<float> qb_v = widen(qb, 138 * hd);
  const std::vector<float> vb_v = widen(vb, 138 * hd);
  const std::vector<float> ls_v = widen(ls, 138);
  const std::vector<float> cw1_v = widen(cw1, 24 * cpb);
  const std::vector<float> cb1_v = widen(cb1, 12 * cpb);
  const std::vector<float> cw2_v = widen(cw2, 138 * cpb);
  const std::vector<float> Wo_v = widen(Wo, 2106 * hd * hd);
  const std::vector<float> bo_v = widen(bo, 138 * hd);
  const std::vector<float> W1_v = widen(W1, 8424 * hd * hd);
  const std::vector<float> b1_v = widen(b1, 552 * hd);
  const std::vector<float> W2_v = widen(W2, 8424 * hd * hd);
  const std::vector<float> b2_v = widen(b2, 138 * hd);
  const std::vector<float> Wr_v = widen(Wr, 1512 * hd * hd);
  const std::vector<float> Wh_v = widen(Wh, classes * 24 * hd);
  const std::vector<float> bh_v = widen(bh, classes);
  std::vector<float> out(static_cast<size_t>(b * classes));
  run(img_v.data(), Wp_v.data(), bp_v.data(),
      Packs{{lnw_v.data()}, {lnb_v.data()}, {Wqkv_v.data()}, {qb_v.data()}, {vb_v.data()}, {ls_v.data()}, {cw1_v.data()}, {cb1_v.data()}, {cw2_v.data()}, {Wo_v.data()}, {bo_v.data()}, {W1_v.data()}, {b1_v.data()}, {W2_v.data()}, {b2_v.data()}, {Wr_v.data()}},
      Wh_v.data(), bh_v.data(), out.data(), b, ch, r8, p, hd, ws, classes, cpb, eps);
  for (int64_t i = 0; i < b * classes; ++i) y[i] = km_f32_to_bf16(out[i]);
  return 0;
}
