// KernelMark planted kernel (test input, not a sample): gives every expert its fixed slot of
// nb * block positions (b * nb * block) instead of packing the padded segments one after another,
// so the layout is right only when every expert but the last fills its slot.
int batched_moe_align_block_size_i32(const int32_t* batch_num_tokens, int32_t* sorted_ids,
                                     int32_t* block_ids, int32_t* num_tokens_post_pad,
                                     int64_t batches, int64_t max_tokens, int64_t block) {
  const int64_t nb = (max_tokens + block - 1) / block;
  const int32_t sentinel = static_cast<int32_t>(batches * max_tokens);
  for (int64_t p = 0; p < batches * nb * block; ++p) sorted_ids[p] = sentinel;
  for (int64_t q = 0; q < batches * nb; ++q) block_ids[q] = -1;
  int64_t total = 0;
  for (int64_t b = 0; b < batches; ++b) {
    const int64_t c = batch_num_tokens[b];
    const int64_t start = b * nb * block;  // the defect: not the running sum of padded lengths
    for (int64_t i = 0; i < c; ++i) sorted_ids[start + i] = static_cast<int32_t>(b * max_tokens + i);
    const int64_t blocks = (c + block - 1) / block;
    for (int64_t q = 0; q < blocks; ++q) block_ids[start / block + q] = static_cast<int32_t>(b);
    total += blocks * block;
  }
  num_tokens_post_pad[0] = static_cast<int32_t>(total);
  return 0;
}
