// KernelMark planted kernel (test input, not a sample): applies q_perm as a scatter (old logical
// row i goes to new row q_perm[i]) where vLLM's make_sequential gathers (new row i is old row
// q_perm[i]): the inverse permutation, right only where q_perm is an involution.
#include <vector>

int gptq_shuffle_i32(const int32_t* q_perm, int32_t* q_weight, int64_t rows, int64_t n,
                     int64_t bits, int64_t has_perm) {
  const int64_t p = 32 / bits, k = rows * p;
  const uint32_t mask = (1u << bits) - 1u;
  static const int kOrder4[8] = {0, 2, 4, 6, 1, 3, 5, 7};
  std::vector<int64_t> inv(static_cast<size_t>(k));
  for (int64_t i = 0; i < k; ++i) inv[has_perm ? q_perm[i] : i] = i;  // the defect: inverted
  std::vector<uint32_t> col(static_cast<size_t>(rows));
  for (int64_t c = 0; c < n; ++c) {
    for (int64_t r = 0; r < rows; ++r) col[r] = static_cast<uint32_t>(q_weight[r * n + c]);
    for (int64_t r = 0; r < rows; ++r) {
      uint32_t word = 0;
      for (int64_t j = 0; j < p; ++j) {
        const int64_t from = inv[r * p + (bits == 4 ? kOrder4[j] : j)];
        word |= ((col[from / p] >> ((from % p) * bits)) & mask) << (j * bits);
      }
      q_weight[r * n + c] = static_cast<int32_t>(word);
    }
  }
  return 0;
}
