// Planted wrong kernel (self-test only): the sample looking every sequence's block up in row 0 of
// block_tables (the row offset i * max_blocks forgotten). Reads stay in bounds; input_tokens,
// seq_lens and input_positions stay right, slot_mapping is wrong for every sequence but the first.
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
    slot_mapping[i] = static_cast<int64_t>(block_tables[p / block]) * block + p % block;  // defect: row 0 of the table
  }
  return 0;
}
