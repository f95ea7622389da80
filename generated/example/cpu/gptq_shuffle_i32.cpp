// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// In place, one column at a time: copy the column's words, then rebuild each word from the
// fields it needs. With a permutation, new logical row i reads old logical row q_perm[i]; for
// 4-bit words, new nibble j takes the value of (permuted) logical row 8r + [0,2,4,6,1,3,5,7][j].
#include <vector>

int gptq_shuffle_i32(const int32_t* q_perm, int32_t* q_weight, int64_t rows, int64_t n,
                     int64_t bits, int64_t has_perm) {
  if (bits != 4 && bits != 8) return 1;
  const int64_t p = 32 / bits, k = rows * p;
  const uint32_t mask = (1u << bits) - 1u;
  static const int kOrder4[8] = {0, 2, 4, 6, 1, 3, 5, 7};
  if (has_perm)
    for (int64_t i = 0; i < k; ++i)
      if (q_perm[i] < 0 || q_perm[i] >= k) return 1;
#pragma omp parallel
  {
    std::vector<uint32_t> col(static_cast<size_t>(rows));
#pragma omp for schedule(static)
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
  }
  return 0;
}
