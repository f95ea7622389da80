// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// A counting sort by expert, which is stable: count each expert, prefix-sum the counts into first
// places, then walk the source rows r = j * n + i in increasing r, each taking the next place of
// its expert. The first min(n, active) * k places then copy their token's row, in parallel.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

int moe_init_routing_f16(const km_f16* x, const int32_t* expert_idx, km_f16* expanded_x,
                        int32_t* expanded_row_idx, int32_t* expanded_expert_idx, int64_t n, int64_t k,
                        int64_t h, int64_t experts, int64_t active) {
  std::vector<int64_t> next(static_cast<size_t>(experts) + 1, 0);
  for (int64_t i = 0; i < n * k; ++i) ++next[static_cast<size_t>(expert_idx[i]) + 1];
  for (int64_t e = 0; e < experts; ++e) next[static_cast<size_t>(e) + 1] += next[static_cast<size_t>(e)];
  std::vector<int64_t> src(static_cast<size_t>(n * k));
  for (int64_t r = 0; r < n * k; ++r) {
    const int32_t e = expert_idx[(r % n) * k + r / n];
    const int64_t p = next[static_cast<size_t>(e)]++;
    expanded_row_idx[r] = static_cast<int32_t>(p);
    expanded_expert_idx[p] = e;
    src[static_cast<size_t>(p)] = r % n;
  }
  const int64_t rows = std::min(n, active) * k;
#pragma omp parallel for schedule(static)
  for (int64_t p = 0; p < rows; ++p)
    std::memcpy(expanded_x + p * h, x + src[static_cast<size_t>(p)] * h, static_cast<size_t>(h) * sizeof(km_f16));
  return 0;
}
