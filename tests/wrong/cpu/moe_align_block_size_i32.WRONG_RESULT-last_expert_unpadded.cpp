// KernelMark planted kernel (test input, not a sample): rounds every expert's segment up to a
// multiple of block except the last expert's, so num_tokens_post_pad (and the block count behind
// it) falls short whenever the last expert's count is not a multiple of block.
#include <vector>

int moe_align_block_size_i32(const int32_t* topk_ids, int32_t* sorted_token_ids,
                             int32_t* expert_ids, int32_t* num_tokens_post_pad, int64_t tokens,
                             int64_t k, int64_t experts, int64_t block) {
  const int64_t n = tokens * k;
  const int64_t len = n + experts * (block - 1), blocks = (len + block - 1) / block;
  std::vector<int64_t> start(static_cast<size_t>(experts) + 1, 0);
  for (int64_t i = 0; i < n; ++i) ++start[static_cast<size_t>(topk_ids[i]) + 1];
  for (int64_t e = 0; e < experts; ++e) {
    const int64_t c = start[e + 1];
    start[e + 1] = start[e] + (e + 1 < experts ? (c + block - 1) / block * block : c);  // the defect
  }
  for (int64_t p = 0; p < len; ++p) sorted_token_ids[p] = static_cast<int32_t>(n);
  std::vector<int64_t> next(start.begin(), start.end() - 1);
  for (int64_t i = 0; i < n; ++i) sorted_token_ids[next[topk_ids[i]]++] = static_cast<int32_t>(i);
  for (int64_t b = 0; b < blocks; ++b) expert_ids[b] = 0;
  for (int64_t e = 0; e < experts; ++e)
    for (int64_t p = start[e]; p < start[e + 1]; p += block) expert_ids[p / block] = static_cast<int32_t>(e);
  num_tokens_post_pad[0] = static_cast<int32_t>(start[experts]);
  return 0;
}
