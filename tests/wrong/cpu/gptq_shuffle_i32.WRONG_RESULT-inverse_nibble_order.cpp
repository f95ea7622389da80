// KernelMark planted kernel (test input, not a sample): applies the inverse of the exllama nibble
// permutation (new nibble j from old nibble [0, 4, 1, 5, 2, 6, 3, 7][j], i.e. interleaving the two
// half-words instead of splitting even and odd nibbles), a swapped gather/scatter reading.
#include <vector>

int gptq_shuffle_i32(const int32_t* q_perm, int32_t* q_weight, int64_t rows, int64_t n,
                     int64_t bits, int64_t has_perm) {
  const int64_t p = 32 / bits;
  const uint32_t mask = (1u << bits) - 1u;
  static const int kOrder4[8] = {0, 4, 1, 5, 2, 6, 3, 7};  // the defect: the inverse permutation
  std::vector<uint32_t> col(static_cast<size_t>(rows));
  for (int64_t c = 0; c < n; ++c) {
    for (int64_t r = 0; r < rows; ++r) col[r] = static_cast<uint32_t>(q_weight[r * n + c]);
    for (int64_t r = 0; r < rows; ++r) {
      uint32_t word = 0;
      for (int64_t j = 0; j < p; ++j) {
        const int64_t i = r * p + (bits == 4 ? kOrder4[j] : j);
        const int64_t from = has_perm ? q_perm[i] : i;
        word |= ((col[from / p] >> ((from % p) * bits)) & mask) << (j * bits);
      }
      q_weight[r * n + c] = static_cast<int32_t>(word);
    }
  }
  return 0;
}
