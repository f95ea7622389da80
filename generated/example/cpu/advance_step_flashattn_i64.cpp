// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// One pass over the first queries sequences (independent, in parallel); the padding sequences
// beyond them are not touched.
#include <cstdint>

int advance_step_flashattn_i64(const int64_t* sampled_token_ids, const int32_t* block_tables,
                               int64_t* input_tokens, int64_t* input_positions, int32_t* seq_lens,
                               int64_t* slot_mapping, int64_t seqs, int64_t queries, int64_t block,
                               int64_t max_blocks) {
  (void)seqs;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < queries; ++i) {
    const int64_t p = seq_lens[i];
    input_tokens[i] = sampled_token_ids[i];
    seq_lens[i] = static_cast<int32_t>(p + 1);
    input_positions[i] = p;
    slot_mapping[i] = static_cast<int64_t>(block_tables[i * max_blocks + p / block]) * block + p % block;
  }
  return 0;
}
