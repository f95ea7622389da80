// SPDX-License-Identifier: Apache-2.0
#include "blas_ger_complex.hpp"

// A += alpha x y^T, unconjugated (cublas<t>geru).
KM_REFERENCE(blas_geru_complex) { km::cblas::ger(ctx, false); }
