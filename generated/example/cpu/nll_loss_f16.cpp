// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Weighted mean NLL: two sums in double over the rows whose target is not -100 (ignore_index),
// then one divide (NaN when every row is ignored, 0 / 0), rounded to f16 once.

int nll_loss_f16(const km_f16* logp, const int64_t* target, const km_f16* w, km_f16* loss, int64_t n,
                 int64_t c) {
  double num = 0, den = 0;
  for (int64_t i = 0; i < n; ++i) {
    const int64_t t = target[i];
    if (t == -100) continue;
    if (t < 0 || t >= c) return 1;
    num -= static_cast<double>(km_f16_to_f32(w[t])) * km_f16_to_f32(logp[i * c + t]);
    den += km_f16_to_f32(w[t]);
  }
  *loss = km_f32_to_f16(static_cast<float>(num / den));
  return 0;
}
