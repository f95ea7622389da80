// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// The list is sorted, so expert e's rows end where the first id > e begins: one binary search
// (std::upper_bound) per expert.
#include <algorithm>

int moe_compute_expert_tokens_i32(const int32_t* sorted_experts, int32_t* out, int64_t n,
                                  int64_t experts) {
#pragma omp parallel for schedule(static)
  for (int64_t e = 0; e < experts; ++e)
    out[e] = static_cast<int32_t>(std::upper_bound(sorted_experts, sorted_experts + n,
                                                   static_cast<int32_t>(e)) - sorted_experts);
  return 0;
}
