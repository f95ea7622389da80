// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// One row of k per iteration: the dropout-scaled gradient's dot product with probs in float,
// then probs * (g - dot), 0 where the attention mask is 0.
int masked_softmax_dropout_backward_bf16(const km_bf16* gy, const km_bf16* probs, const uint8_t* dmask, const uint8_t* mask, km_bf16* gs,
           int64_t b, int64_t h, int64_t q, int64_t k, double p) {
  const float keep = static_cast<float>(1.0 / (1.0 - p));
  const int64_t rows = b * h * q;
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const int64_t base = r * k;
    float dot = 0.0f;
    for (int64_t j = 0; j < k; ++j)
      dot += km_bf16_to_f32(probs[base + j]) * (dmask[base + j] ? km_bf16_to_f32(gy[base + j]) * keep : 0.0f);
    for (int64_t j = 0; j < k; ++j) {
      const float g = dmask[base + j] ? km_bf16_to_f32(gy[base + j]) * keep : 0.0f;
      gs[base + j] = km_f32_to_bf16(mask[base + j] ? km_bf16_to_f32(probs[base + j]) * (g - dot) : 0.0f);
    }
  }
  return 0;
}
