// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Two passes of a counting sort: count the pairs per expert, turn the padded counts into segment
// starts, then drop each flat index into its expert's next free slot. The sentinel fill and the
// expert of every block follow from the starts.
#include <vector>

int moe_align_block_size_i32(const int32_t* topk_ids, int32_t* sorted_token_ids,
                             int32_t* expert_ids, int32_t* num_tokens_post_pad, int64_t tokens,
                             int64_t k, int64_t experts, int64_t block) {
  const int64_t n = tokens * k;
  const int64_t len = n + experts * (block - 1), blocks = (len + block - 1) / block;
  std::vector<int64_t> start(static_cast<size_t>(experts) + 1, 0);
  for (int64_t i = 0; i < n; ++i) {
    const int32_t e = topk_ids[i];
    if (e < 0 || e >= experts) return 1;
    ++start[static_cast<size_t>(e) + 1];
  }
  for (int64_t e = 0; e < experts; ++e)  // padded counts, then their running sum
    start[e + 1] = start[e] + (start[e + 1] + block - 1) / block * block;
  for (int64_t p = 0; p < len; ++p) sorted_token_ids[p] = static_cast<int32_t>(n);
  std::vector<int64_t> next(start.begin(), start.end() - 1);
  for (int64_t i = 0; i < n; ++i) sorted_token_ids[next[topk_ids[i]]++] = static_cast<int32_t>(i);
  for (int64_t b = 0; b < blocks; ++b) expert_ids[b] = 0;
  for (int64_t e = 0; e < experts; ++e)
    for (int64_t b = start[e] / block; b < start[e + 1] / block; ++b) expert_ids[b] = static_cast<int32_t>(e);
  num_tokens_post_pad[0] = static_cast<int32_t>(start[experts]);
  return 0;
}
