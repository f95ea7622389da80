// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// In place: a logit whose token appeared in the prompt or the output is divided by the
// sequence's penalty when positive, multiplied by it otherwise (in float); the others are never
// written.

int apply_repetition_penalties_f16(const uint8_t* prompt_mask, const uint8_t* output_mask,
                                  const km_f16* penalties, km_f16* logits, int64_t s, int64_t v) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < s; ++r) {
    const float p = km_f16_to_f32(penalties[r]);
    for (int64_t j = r * v; j < (r + 1) * v; ++j) {
      if (!prompt_mask[j] && !output_mask[j]) continue;
      const float x = km_f16_to_f32(logits[j]);
      const float y = x > 0 ? x / p : x * p;
      logits[j] = km_f32_to_f16(y);
    }
  }
  return 0;
}
