// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// One pass over the experts with a running start: each expert's rows, then its padding; the
// sentinel and -1 fills come first so the tail after the last segment is covered.
int batched_moe_align_block_size_i32(const int32_t* batch_num_tokens, int32_t* sorted_ids,
                                     int32_t* block_ids, int32_t* num_tokens_post_pad,
                                     int64_t batches, int64_t max_tokens, int64_t block) {
  const int64_t nb = (max_tokens + block - 1) / block;
  const int32_t sentinel = static_cast<int32_t>(batches * max_tokens);
  for (int64_t p = 0; p < batches * nb * block; ++p) sorted_ids[p] = sentinel;
  for (int64_t q = 0; q < batches * nb; ++q) block_ids[q] = -1;
  int64_t start = 0;
  for (int64_t b = 0; b < batches; ++b) {
    const int64_t c = batch_num_tokens[b];
    if (c < 0 || c > max_tokens) return 1;
    for (int64_t i = 0; i < c; ++i) sorted_ids[start + i] = static_cast<int32_t>(b * max_tokens + i);
    const int64_t blocks = (c + block - 1) / block;
    for (int64_t q = 0; q < blocks; ++q) block_ids[start / block + q] = static_cast<int32_t>(b);
    start += blocks * block;
  }
  num_tokens_post_pad[0] = static_cast<int32_t>(start);
  return 0;
}
