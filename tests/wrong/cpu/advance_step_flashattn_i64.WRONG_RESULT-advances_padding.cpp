// Planted wrong kernel (self-test only): the sample advancing all seqs sequences (the padding ones
// beyond queries get seq_lens + 1, a position and a slot too; only their input token is left).
// Caught by: the in-place check (padding elements must keep their bits) wherever seqs > queries.
#include <cstdint>

int advance_step_flashattn_i64(const int64_t* sampled_token_ids, const int32_t* block_tables,
                               int64_t* input_tokens, int64_t* input_positions, int32_t* seq_lens,
                               int64_t* slot_mapping, int64_t seqs, int64_t queries, int64_t block,
                               int64_t max_blocks) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < seqs; ++i) {  // defect: padding sequences advance too
    const int64_t p = seq_lens[i];
    if (i < queries) input_tokens[i] = sampled_token_ids[i];
    seq_lens[i] = static_cast<int32_t>(p + 1);
    input_positions[i] = p;
    slot_mapping[i] = static_cast<int64_t>(block_tables[i * max_blocks + p / block]) * block + p % block;
  }
  return 0;
}
