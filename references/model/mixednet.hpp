// SPDX-License-Identifier: Apache-2.0
// Whole KernelBench level-3 networks built from the blocks' routines (model.hpp, fused.hpp), in
// double with term sizes: GoogLeNet (Inception v1), DenseNet-121/201, EfficientNet-B0/B1/B2,
// ShuffleNet, RegNet and the softmax U-Net. Their weights come packed:
// layers of different shapes sit one after another in one flat tensor per role, in the source's
// layer order, and each routine here reads them with a cursor (Pack) that checks the tensor holds
// exactly what the network consumes.
#pragma once

#include <array>
#include <stdexcept>
#include <string>
#include <vector>

#include "model.hpp"

namespace km::model {

// A cursor over a packed parameter tensor: take(len, shape) copies the next len values into a
// tensor of their own; done() checks that every value was consumed.
struct Pack {
  ConstView t;
  const char* name;
  int64_t off = 0;
  Pack(const ConstView& v, const char* n) : t(v), name(n) {}
  km::RefTensor take(std::vector<int64_t> shape) {
    int64_t len = 1;
    for (int64_t d : shape) len *= d;
    if (off + len > t.numel())
      throw std::runtime_error(std::string("packed input ") + name + " is shorter than its layout");
    km::RefTensor r;
    r.shape = std::move(shape);
    r.values.assign(t.data() + off, t.data() + off + len);
    off += len;
    return r;
  }
  void done() const {
    if (off != t.numel())
      throw std::runtime_error(std::string("packed input ") + name + " holds " +
                               std::to_string(t.numel()) + " values, its layout " +
                               std::to_string(off));
  }
};

// conv2d with weights and bias taken from packs (bias pack null: no bias).
inline Act conv2d_packed(const Act& a, Pack& w, Pack* b, int64_t co, int64_t k, int64_t s = 1,
                         int64_t p = 0, int64_t g = 1) {
  const km::RefTensor wt = w.take({co, a.C / g, k, k});
  if (!b) return conv2d(a, km::ConstView(wt), nullptr, co, k, s, p, g);
  const km::RefTensor bt = b->take({co});
  const km::ConstView bv(bt);
  return conv2d(a, km::ConstView(wt), &bv, co, k, s, p, g);
}

// GoogLeNet's inception modules in units of the base width c (the source's counts / 8): ci, o1,
// r3, o3, r5, o5, pp of 3a, 3b, 4a, 4b, 4c, 4d, 4e, 5a, 5b.
inline constexpr std::array<std::array<int64_t, 7>, 9> kInception = {{{24, 8, 12, 16, 2, 4, 4},
                                                                      {32, 16, 16, 24, 4, 12, 8},
                                                                      {60, 24, 12, 26, 2, 6, 8},
                                                                      {64, 20, 14, 28, 3, 8, 8},
                                                                      {64, 16, 16, 32, 3, 8, 8},
                                                                      {64, 14, 18, 36, 4, 8, 8},
                                                                      {66, 32, 20, 40, 4, 16, 16},
                                                                      {104, 32, 20, 40, 4, 16, 16},
                                                                      {104, 48, 24, 48, 6, 16, 16}}};

// KernelBench level 3 #7 (GoogleNetInceptionV1) at base width c: stem conv7x7/2 + relu, max
// pool 3/2, conv1x1 + relu, conv3x3 + relu, max pool 3/2; inception 3a, 3b, max pool, 4a-4e, max
// pool, 5a, 5b (each module as googlenet_inception_module: no activation inside); adaptive
// average pool to 1 x 1, Dropout(0.0) (the identity), fc.
inline void googlenet(RefContext& ctx) {
  const int64_t c = ctx.size("c");
  Pack c1w(ctx.in("c1w"), "c1w"), c1b(ctx.in("c1b"), "c1b"), c2w(ctx.in("c2w"), "c2w"),
      c2b(ctx.in("c2b"), "c2b"), c3w(ctx.in("c3w"), "c3w"), c3b(ctx.in("c3b"), "c3b");
  Pack w1(ctx.in("w1"), "w1"), b1(ctx.in("b1"), "b1"), w3r(ctx.in("w3r"), "w3r"),
      b3r(ctx.in("b3r"), "b3r"), w3(ctx.in("w3"), "w3"), b3(ctx.in("b3"), "b3");
  Pack w5r(ctx.in("w5r"), "w5r"), b5r(ctx.in("b5r"), "b5r"), w5(ctx.in("w5"), "w5"),
      b5(ctx.in("b5"), "b5"), wp(ctx.in("wp"), "wp"), bp(ctx.in("bp"), "bp");
  Act x = input(ctx.in("x"), ctx.size("n"), 3, ctx.size("h"), ctx.size("w"));
  x = conv2d_packed(x, c1w, &c1b, 8 * c, 7, 2, 3);
  relu(x);
  x = max_pool(x, 3, 2, 1);
  x = conv2d_packed(x, c2w, &c2b, 8 * c, 1);
  relu(x);
  x = conv2d_packed(x, c3w, &c3b, 24 * c, 3, 1, 1);
  relu(x);
  x = max_pool(x, 3, 2, 1);
  for (size_t m = 0; m < kInception.size(); ++m) {
    const auto& q = kInception[m];
    const Act a = conv2d_packed(x, w1, &b1, q[1] * c, 1);
    const Act b = conv2d_packed(conv2d_packed(x, w3r, &b3r, q[2] * c, 1), w3, &b3, q[3] * c, 3, 1, 1);
    const Act d = conv2d_packed(conv2d_packed(x, w5r, &b5r, q[4] * c, 1), w5, &b5, q[5] * c, 5, 1, 2);
    const Act e = conv2d_packed(max_pool(x, 3, 1, 1), wp, &bp, q[6] * c, 1);
    x = concat_channels(concat_channels(a, b), concat_channels(d, e));
    if (m == 1 || m == 6) x = max_pool(x, 3, 2, 1);
  }
  for (const Pack* p : {&c1w, &c1b, &c2w, &c2b, &c3w, &c3b, &w1, &b1, &w3r, &b3r, &w3, &b3, &w5r,
                        &b5r, &w5, &b5, &wp, &bp})
    p->done();
  const km::ConstView fw = ctx.in("fcw"), fb = ctx.in("fcb");
  km::fused::emit(ctx, km::fused::linear(km::fused::spatial_mean(x), fw, &fb, ctx.size("classes")));
}

// KernelBench level 3 #15 and #16 (DenseNet121, DenseNet201) at growth rate g, BatchNorm in
// training mode: conv7x7/2 (no bias) + bn + relu + max pool 3/2 (2g channels); dense blocks of
// `layers[b]` layers (each x = cat([x, conv3x3(relu(bn(x)))]), as densenet121_dense_block), each
// but the last followed by a transition (bn + relu + conv1x1 to half the channels + avg pool 2);
// final bn + relu, adaptive average pool to 1 x 1, fc.
inline void densenet(RefContext& ctx, const std::vector<int64_t>& layers) {
  const int64_t g = ctx.size("g");
  const double eps = ctx.param("eps");
  Pack c0w(ctx.in("c0w"), "c0w"), b0w(ctx.in("b0w"), "b0w"), b0b(ctx.in("b0b"), "b0b");
  Pack dbw(ctx.in("dbw"), "dbw"), dbb(ctx.in("dbb"), "dbb"), dcw(ctx.in("dcw"), "dcw");
  Pack tbw(ctx.in("tbw"), "tbw"), tbb(ctx.in("tbb"), "tbb"), tcw(ctx.in("tcw"), "tcw");
  Pack fbw(ctx.in("fbw"), "fbw"), fbb(ctx.in("fbb"), "fbb");
  auto bn = [&](Act& a, Pack& w, Pack& b) {
    const km::RefTensor wt = w.take({a.C}), bt = b.take({a.C});
    const km::ConstView wv(wt), bv(bt);
    km::fused::batch_norm_train(a, eps, &wv, &bv);
  };
  Act x = input(ctx.in("x"), ctx.size("n"), 3, ctx.size("h"), ctx.size("w"));
  x = conv2d_packed(x, c0w, nullptr, 2 * g, 7, 2, 3);
  bn(x, b0w, b0b);
  relu(x);
  x = max_pool(x, 3, 2, 1);
  for (size_t b = 0; b < layers.size(); ++b) {
    for (int64_t i = 0; i < layers[b]; ++i) {
      Act z = x;
      bn(z, dbw, dbb);
      relu(z);
      x = concat_channels(x, conv2d_packed(z, dcw, nullptr, g, 3, 1, 1));
    }
    if (b + 1 < layers.size()) {
      bn(x, tbw, tbb);
      relu(x);
      x = km::fused::pool2d(conv2d_packed(x, tcw, nullptr, x.C / 2, 1), 2, false);
    }
  }
  bn(x, fbw, fbb);
  relu(x);
  for (const Pack* p : {&c0w, &b0w, &b0b, &dbw, &dbb, &dcw, &tbw, &tbb, &tcw, &fbw, &fbb}) p->done();
  const km::ConstView fw = ctx.in("fcw"), fb = ctx.in("fcb");
  emit_values(ctx, km::fused::linear(km::fused::spatial_mean(x), fw, &fb, ctx.size("classes")));
}

// One MBConv block of the EfficientNets, channel counts in units of c: an optional expand conv1x1
// (ci -> hid) + bn + act, the depthwise conv k x k (stride s, padding (k - 1) / 2) + bn + act, for
// B2 the source's squeeze-and-excitation layers in sequence (adaptive average pool to 1 x 1,
// conv1x1 to hid / 4 + relu, conv1x1 back to hid + sigmoid: the pooled gate itself, not x * gate,
// feeds the next layer), the project conv1x1 (hid -> co) + bn, plus x where `residual`.
struct MBConvSpec {
  int64_t ci, co, k, s, e;
  bool expand, residual;
};

// KernelBench level 3 #22-#24 (EfficientNetB0, B1, B2), BatchNorm in training mode: conv3x3/2 (no
// bias) + bn + relu (cw, bnw, bnb: every conv's weight and every BatchNorm's weight and bias packed
// in layer order), the MBConv blocks (absolute channels: the table times c), conv1x1 to `head`
// channels + bn + relu, adaptive average pool to 1 x 1, fc. Inside the blocks act is ReLU6 (B0,
// B1); with se (B2) it is ReLU and the squeeze-and-excitation layers follow the depthwise conv
// (their weights sw1, sw2 packed in block order).
inline void efficientnet(RefContext& ctx, const std::vector<MBConvSpec>& blocks, int64_t head,
                         bool se = false) {
  const int64_t c = ctx.size("c");
  const double eps = ctx.param("eps");
  Pack cw(ctx.in("cw"), "cw"), bnw(ctx.in("bnw"), "bnw"), bnb(ctx.in("bnb"), "bnb");
  auto bn = [&](Act& a) {
    const km::RefTensor wt = bnw.take({a.C}), bt = bnb.take({a.C});
    const km::ConstView wv(wt), bv(bt);
    km::fused::batch_norm_train(a, eps, &wv, &bv);
  };
  auto act = [se](Act& a) {
    if (se) return relu(a);
    km::fused::map(
        a, [](double z) { return km::fused::clamp(z, 0.0, 6.0); },
        [](double z) { return km::fused::dclamp(z, 0.0, 6.0); });
  };
  Act x = input(ctx.in("x"), ctx.size("n"), 3, ctx.size("h"), ctx.size("w"));
  x = conv2d_packed(x, cw, nullptr, 4 * c, 3, 2, 1);
  bn(x);
  relu(x);
  std::vector<Pack> sw;
  if (se) sw = {Pack(ctx.in("sw1"), "sw1"), Pack(ctx.in("sw2"), "sw2")};
  for (const MBConvSpec& b : blocks) {
    const int64_t hid = b.ci * b.e * c;
    Act a = x;
    if (b.expand) {
      a = conv2d_packed(a, cw, nullptr, hid, 1);
      bn(a);
      act(a);
    }
    a = conv2d_packed(a, cw, nullptr, hid, b.k, b.s, (b.k - 1) / 2, hid);
    bn(a);
    act(a);
    if (se) {
      a = conv2d_packed(km::fused::spatial_mean(a), sw[0], nullptr, hid / 4, 1);
      relu(a);
      a = conv2d_packed(a, sw[1], nullptr, hid, 1);
      km::fused::map(a, km::fused::sigmoid, km::fused::dsigmoid);
    }
    a = conv2d_packed(a, cw, nullptr, b.co * c, 1);
    bn(a);
    if (b.residual) km::fused::add(a, x);
    x = std::move(a);
  }
  x = conv2d_packed(x, cw, nullptr, head * c, 1);
  bn(x);
  relu(x);
  for (const Pack* p : {&cw, &bnw, &bnb}) p->done();
  for (const Pack& p : sw) p.done();
  const km::ConstView fw = ctx.in("fcw"), fb = ctx.in("fcb");
  emit_values(ctx, km::fused::linear(km::fused::spatial_mean(x), fw, &fb, ctx.size("classes")));
}

// KernelBench level 3 #27 (RegNet) at width c: three stages of widths c, 2c, 4c, each conv3x3 +
// bn + relu, conv3x3 + bn + relu (padding 1, with bias), max pool 2/2; the mean over the spatial
// positions, fc. Conv weights, conv biases and BatchNorm parameters packed in layer order.
inline void regnet(RefContext& ctx) {
  const int64_t c = ctx.size("c");
  const double eps = ctx.param("eps");
  Pack cw(ctx.in("cw"), "cw"), cb(ctx.in("cb"), "cb"), bnw(ctx.in("bnw"), "bnw"),
      bnb(ctx.in("bnb"), "bnb");
  Act x = input(ctx.in("x"), ctx.size("n"), ctx.size("ci"), ctx.size("h"), ctx.size("w"));
  for (int64_t co : {c, 2 * c, 4 * c}) {
    for (int l = 0; l < 2; ++l) {
      x = conv2d_packed(x, cw, &cb, co, 3, 1, 1);
      const km::RefTensor wt = bnw.take({co}), bt = bnb.take({co});
      const km::ConstView wv(wt), bv(bt);
      km::fused::batch_norm_train(x, eps, &wv, &bv);
      relu(x);
    }
    x = km::fused::pool2d(x, 2, true);
  }
  for (const Pack* p : {&cw, &cb, &bnw, &bnb}) p->done();
  const km::ConstView fw = ctx.in("fcw"), fb = ctx.in("fcb");
  km::fused::emit(ctx, km::fused::linear(km::fused::spatial_mean(x), fw, &fb, ctx.size("classes")));
}

// KernelBench level 3 #26 (ShuffleNet) at base width c (the source's counts / 4), groups 3,
// BatchNorm in training mode: conv3x3/2 (no bias) + bn + relu, max pool 3/2; the units (in, out)
// in units of c, each as shufflenet_unit (relu(bn(grouped conv1x1 to out / 4)), bn(depthwise
// conv3x3), channel shuffle, relu(bn(grouped conv1x1 to out)), plus x or bn(conv1x1(x))); conv1x1
// to 256c + bn + relu, adaptive average pool to 1 x 1, fc. Every conv weight packed in cw, every
// BatchNorm's weight and bias in bnw, bnb, in the order the forward pass uses them.
inline void shufflenet(RefContext& ctx) {
  const int64_t c = ctx.size("c"), g = 3;
  const double eps = ctx.param("eps");
  Pack cw(ctx.in("cw"), "cw"), bnw(ctx.in("bnw"), "bnw"), bnb(ctx.in("bnb"), "bnb");
  auto bn = [&](Act& a) {
    const km::RefTensor wt = bnw.take({a.C}), bt = bnb.take({a.C});
    const km::ConstView wv(wt), bv(bt);
    km::fused::batch_norm_train(a, eps, &wv, &bv);
  };
  std::vector<std::array<int64_t, 2>> units = {{6, 60}, {60, 60}, {60, 60}, {60, 120}};
  for (int i = 0; i < 6; ++i) units.push_back({120, 120});
  units.push_back({120, 240});
  for (int i = 0; i < 2; ++i) units.push_back({240, 240});
  Act x = input(ctx.in("x"), ctx.size("n"), 3, ctx.size("h"), ctx.size("w"));
  x = conv2d_packed(x, cw, nullptr, 6 * c, 3, 2, 1);
  bn(x);
  relu(x);
  x = max_pool(x, 3, 2, 1);
  for (const auto& u : units) {
    const int64_t co = u[1] * c, mid = co / 4;
    Act a = conv2d_packed(x, cw, nullptr, mid, 1, 1, 0, g);
    bn(a);
    relu(a);
    a = conv2d_packed(a, cw, nullptr, mid, 3, 1, 1, mid);
    bn(a);
    a = conv2d_packed(channel_shuffle(a, g), cw, nullptr, co, 1, 1, 0, g);
    bn(a);
    relu(a);
    if (u[0] == u[1]) {
      km::fused::add(a, x);
    } else {
      Act d = conv2d_packed(x, cw, nullptr, co, 1);
      bn(d);
      km::fused::add(a, d);
    }
    x = std::move(a);
  }
  x = conv2d_packed(x, cw, nullptr, 256 * c, 1);
  bn(x);
  relu(x);
  for (const Pack* p : {&cw, &bnw, &bnb}) p->done();
  const km::ConstView fw = ctx.in("fcw"), fb = ctx.in("fcb");
  emit_values(ctx, km::fused::linear(km::fused::spatial_mean(x), fw, &fb, ctx.size("classes")));
}

// softmax over the last axis (W) of each row: p_i; term size p_i (t_i + sum_k p_k t_k).
inline void softmax_rows(Act& a) {
  std::vector<double> e(static_cast<size_t>(a.W));
  for (int64_t r = 0; r < a.N * a.C * a.D * a.H; ++r) {
    const int64_t b = r * a.W;
    double mx = -1e300, sum = 0, ts = 0;
    for (int64_t i = 0; i < a.W; ++i) mx = std::max(mx, a.v[b + i]);
    for (int64_t i = 0; i < a.W; ++i) sum += e[i] = std::exp(a.v[b + i] - mx);
    for (int64_t i = 0; i < a.W; ++i) ts += e[i] / sum * a.t(b + i);
    for (int64_t i = 0; i < a.W; ++i) {
      a.s[b + i] = e[i] / sum * (a.t(b + i) + ts);
      a.v[b + i] = e[i] / sum;
    }
  }
}

// F.conv_transpose2d(a, W, b, stride=2) with a 2 x 2 kernel, W [ci, co, 2, 2], b [co]: values by
// km::conv::full (transposed), term sizes by the same routine on squares, plus |b|.
inline Act conv_transpose2x2(const Act& a, Pack& w, Pack& b, int64_t co) {
  const km::RefTensor wt = w.take({a.C, co, 2, 2}), bt = b.take({co});
  km::conv::Geom G;
  G.nd = 2;
  G.transposed = true;
  G.n = a.N, G.ci = a.C, G.co = co, G.groups = 1;
  G.in = {a.H, a.W, 1};
  G.k = {2, 2, 1};
  G.s = {2, 2, 1};
  Act y;
  y.resize(a.N, co, G.out(0), G.out(1));
  km::conv::full(G, a.v.data(), km::ConstView(wt), nullptr, y.v.data());
  std::vector<double> t2(static_cast<size_t>(a.numel())), w2(wt.values.size());
  for (int64_t i = 0; i < a.numel(); ++i) t2[i] = a.t(i) * a.t(i);
  for (size_t i = 0; i < w2.size(); ++i) w2[i] = wt.values[i] * wt.values[i];
  km::conv::full(G, t2.data(), w2.data(), nullptr, y.s.data());
  for (int64_t i = 0; i < y.numel(); ++i) {
    const int64_t c = (i / y.S()) % co;
    y.s[i] = std::sqrt(y.s[i]) + std::fabs(bt.values[c]);
    y.v[i] += bt.values[c];
  }
  return y;
}

// KernelBench level 3 #45 (UNetSoftmax) at feature width f, BatchNorm in training mode: double
// convs (conv3x3 + bn + softmax over the width axis, twice) down four max pools (f, 2f, 4f, 8f,
// bottleneck 16f) and back up through 2 x 2 transposed convs, each concatenated with the encoder
// output of its level; conv1x1 to co. 3x3 conv weights, their biases and BatchNorm parameters
// packed in layer order (cw, cb, bnw, bnb), the transposed convs' in uw, ub.
inline void unet_softmax(RefContext& ctx) {
  const int64_t f = ctx.size("f");
  const double eps = ctx.param("eps");
  Pack cw(ctx.in("cw"), "cw"), cb(ctx.in("cb"), "cb"), bnw(ctx.in("bnw"), "bnw"),
      bnb(ctx.in("bnb"), "bnb"), uw(ctx.in("uw"), "uw"), ub(ctx.in("ub"), "ub");
  auto dc = [&](Act z, int64_t co) {
    for (int l = 0; l < 2; ++l) {
      z = conv2d_packed(z, cw, &cb, co, 3, 1, 1);
      const km::RefTensor wt = bnw.take({co}), bt = bnb.take({co});
      const km::ConstView wv(wt), bv(bt);
      km::fused::batch_norm_train(z, eps, &wv, &bv);
      softmax_rows(z);
    }
    return z;
  };
  const Act x = input(ctx.in("x"), ctx.size("n"), ctx.size("ci"), 16 * ctx.size("hq"),
                      16 * ctx.size("wq"));
  std::vector<Act> enc;
  enc.push_back(dc(x, f));
  for (int64_t m : {2, 4, 8}) enc.push_back(dc(km::fused::pool2d(enc.back(), 2, true), m * f));
  Act z = dc(km::fused::pool2d(enc.back(), 2, true), 16 * f);
  for (int l = 3; l >= 0; --l) z = dc(concat_channels(conv_transpose2x2(z, uw, ub, z.C / 2), enc[l]), enc[l].C);
  for (const Pack* p : {&cw, &cb, &bnw, &bnb, &uw, &ub}) p->done();
  const km::ConstView fw = ctx.in("fw"), fb = ctx.in("fb");
  emit_values(ctx, conv2d(z, fw, &fb, ctx.size("co"), 1));
}

}  // namespace km::model
