// Plausible wrong kernel (self-test only): a correct count (for each expert e, how many of the
// sorted ids are <= e, by binary search) that returns at once when there is no token, "nothing to
// count". But every expert's count is then 0 and must be written. Every case with n >= 1 passes;
// the `empty` set's n=0, experts=8 (since session 44) catches it.
#include <algorithm>

int moe_compute_expert_tokens_i32(const int32_t* sorted_experts, int32_t* out, int64_t n,
                                  int64_t experts) {
  if (n == 0) return 0;
  for (int64_t e = 0; e < experts; ++e)
    out[e] = static_cast<int32_t>(std::upper_bound(sorted_experts, sorted_experts + n,
                                                   static_cast<int32_t>(e)) - sorted_experts);
  return 0;
}
