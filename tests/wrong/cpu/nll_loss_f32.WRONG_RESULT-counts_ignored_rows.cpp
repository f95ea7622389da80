// KernelMark planted kernel (test input, not a sample): skips the ignored rows' terms but still
// divides by n (as if every row had weight 1 and none were ignored).

int nll_loss_f32(const float* logp, const int64_t* target, const float* w, float* loss, int64_t n,
                 int64_t c) {
  double num = 0;
  for (int64_t i = 0; i < n; ++i)
    if (target[i] != -100) num -= static_cast<double>(w[target[i]]) * logp[i * c + target[i]];
  *loss = static_cast<float>(num / n);
  return 0;
}
