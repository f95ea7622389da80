// SPDX-License-Identifier: Apache-2.0
// The body of blas_gemm and blas_gemm_ex (the same op; gemm_ex stores A and B in another type,
// which reaches the reference already rounded): C = alpha op(A) op(B) + beta C, column-major.
#pragma once

#include "blas_ref.hpp"
#include "core/reference.hpp"

namespace km::blas {
inline void gemm_reference(RefContext& ctx) {
  const int64_t m = ctx.size("m"), n = ctx.size("n"), k = ctx.size("k");
  auto c = ctx.out("C");
  gemm(op(ctx.in("A").data(), ctx.size("lda"), ctx.param("transa") != 0),
       op(ctx.in("B").data(), ctx.size("ldb"), ctx.param("transb") != 0), m, n, k,
       ctx.param("alpha"), ctx.param("beta"), c.data(), 1, ctx.size("ldc"), ctx.scale("C"));
}
}  // namespace km::blas
