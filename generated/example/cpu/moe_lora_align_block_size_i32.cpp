// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// moe_align_block_size per LoRA adapter: one pass counts the pairs of each (adapter, expert), a
// prefix per adapter places the padded segments, a second pass scatters the flat indices; the
// rest of each row is the sentinel n, the blocks past the segments expert -1.
#include <vector>

int moe_lora_align_block_size_i32(const int32_t* topk_ids, const int32_t* token_lora_mapping,
                                  int32_t* sorted_token_ids, int32_t* expert_ids,
                                  int32_t* num_tokens_post_pad, int64_t tokens, int64_t k,
                                  int64_t experts, int64_t loras, int64_t block) {
  const int64_t n = tokens * k;
  const int64_t P = (n + experts * (block - 1) + block - 1) / block * block, nb_row = P / block;
  std::vector<int64_t> count(static_cast<size_t>(loras * experts), 0);
  for (int64_t i = 0; i < n; ++i) {
    const int32_t l = token_lora_mapping[i / k];
    if (l >= 0) ++count[static_cast<size_t>(l * experts + topk_ids[i])];
  }
  std::vector<int64_t> next(static_cast<size_t>(loras * experts));
  for (int64_t p = 0; p < loras * P; ++p) sorted_token_ids[p] = static_cast<int32_t>(n);
  for (int64_t b = 0; b < loras * nb_row; ++b) expert_ids[b] = -1;
  for (int64_t l = 0; l < loras; ++l) {
    int64_t pos = 0;
    for (int64_t e = 0; e < experts; ++e) {
      const int64_t c = count[static_cast<size_t>(l * experts + e)];
      const int64_t padded = (c + block - 1) / block * block;
      next[static_cast<size_t>(l * experts + e)] = l * P + pos;
      for (int64_t p = pos; p < pos + padded; p += block)
        expert_ids[l * nb_row + p / block] = static_cast<int32_t>(e);
      pos += padded;
    }
    num_tokens_post_pad[l] = static_cast<int32_t>(pos);
  }
  for (int64_t i = 0; i < n; ++i) {
    const int32_t l = token_lora_mapping[i / k];
    if (l < 0) continue;
    sorted_token_ids[next[static_cast<size_t>(l * experts + topk_ids[i])]++] =
        static_cast<int32_t>(i);
  }
  return 0;
}
